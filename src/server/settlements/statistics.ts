import { and, asc, desc, eq, gte, ilike, lte, min, sql, type SQL } from 'drizzle-orm';
import type {
  Page,
  PerformanceByDrugCompany,
  PerformanceByDrugCompanyMonthly,
  PerformanceByInstitution,
  SettlementMemberMonthly,
} from '../../api/types';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { drugCompanies, members, partners, settlementPartners, settlements } from '../db/schema';
import { pageOf, pagingOf } from '../http/paging';
import { likePattern } from '../http/params';
import { amountsOf, partnerSums, settlementSums } from './sums';

// Sales statistics: sums of the member's settlements over a range of settlement months, exact to the won (no
// truncation to 10,000 won), so each figure equals the sum of the settlement rows it covers. Small by nature
// (a member's drug companies × months, or clients), so they answer whole lists.

interface Range {
  startMonth: string;
  endMonth: string;
  institutionCode?: string;
}

function shares(db: Db, memberId: number, q: Range) {
  const ps = partnerSums(db, memberId);
  const conds: SQL[] = [
    eq(settlements.memberId, memberId),
    gte(settlements.settlementMonth, `${q.startMonth}-01`),
    lte(settlements.settlementMonth, `${q.endMonth}-01`),
  ];
  if (q.institutionCode) conds.push(eq(partners.institutionCode, q.institutionCode));
  const sums = {
    prescriptionAmount: sql<string>`coalesce(sum(${ps.prescriptionAmount}), 0)::bigint`,
    feeAmount: sql<string>`coalesce(sum(${ps.feeAmount}), 0)::bigint`,
    extraFeeAmount: sql<string>`coalesce(sum(${ps.extraFeeAmount}), 0)::bigint`,
  };
  return <T extends SelectedFields>(keys: T) =>
    db
      .select({ ...keys, ...sums })
      .from(ps)
      .innerJoin(settlementPartners, eq(settlementPartners.id, ps.settlementPartnerId))
      .innerJoin(settlements, eq(settlements.id, settlementPartners.settlementId))
      .innerJoin(partners, eq(partners.id, settlementPartners.partnerId))
      .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
      .where(and(...conds))
      .$dynamic();
}

/** Statistics figures: feeAmount is the base fee, totalAmount base + extra (VAT included). */
const figures = (r: { prescriptionAmount: unknown; feeAmount: unknown; extraFeeAmount: unknown }) => {
  const a = amountsOf(r);
  return { prescriptionAmount: a.prescriptionAmount, feeAmount: a.feeAmount, totalAmount: a.totalAmount };
};

export async function byDrugCompany(db: Db, memberId: number, q: Range): Promise<PerformanceByDrugCompany[]> {
  const rows = await shares(
    db,
    memberId,
    q,
  )({ drugCompanyId: drugCompanies.id, drugCompany: drugCompanies.name })
    .groupBy(drugCompanies.id, drugCompanies.name)
    .orderBy(asc(drugCompanies.name));
  return rows
    .map((r) => ({ drugCompanyId: r.drugCompanyId, drugCompany: r.drugCompany, ...figures(r) }))
    .sort((a, b) => b.totalAmount - a.totalAmount || a.drugCompany.localeCompare(b.drugCompany));
}

export async function byDrugCompanyMonthly(db: Db, memberId: number, q: Range): Promise<PerformanceByDrugCompanyMonthly[]> {
  const rows = await shares(
    db,
    memberId,
    q,
  )({
    drugCompanyId: drugCompanies.id,
    drugCompany: drugCompanies.name,
    settlementMonth: settlements.settlementMonth,
  })
    .groupBy(drugCompanies.id, drugCompanies.name, settlements.settlementMonth)
    .orderBy(asc(settlements.settlementMonth), asc(drugCompanies.name));
  return rows.map((r) => ({
    drugCompanyId: r.drugCompanyId,
    drugCompany: r.drugCompany,
    settlementMonth: r.settlementMonth,
    ...figures(r),
  }));
}

export async function byInstitution(db: Db, memberId: number, q: Range): Promise<PerformanceByInstitution[]> {
  const rows = await shares(
    db,
    memberId,
    q,
  )({ institutionCode: partners.institutionCode, institutionName: min(partners.institutionName) })
    .groupBy(partners.institutionCode)
    .orderBy(asc(partners.institutionCode));
  return rows
    .map((r) => ({ institutionCode: r.institutionCode, institutionName: r.institutionName ?? '', ...figures(r) }))
    .sort((a, b) => b.totalAmount - a.totalAmount || a.institutionName.localeCompare(b.institutionName));
}

/** The member's settlements per drug company and month, newest month first (the view by drug company). */
export async function memberMonthly(
  db: Db,
  memberId: number,
  q: { startMonth?: string; endMonth?: string; drugCompanyName?: string; page?: number; size?: number },
): Promise<Page<SettlementMemberMonthly>> {
  const paging = pagingOf(q);
  const ss = settlementSums(db, memberId);
  const conds: SQL[] = [eq(settlements.memberId, memberId)];
  if (q.startMonth) conds.push(gte(settlements.settlementMonth, `${q.startMonth}-01`));
  if (q.endMonth) conds.push(lte(settlements.settlementMonth, `${q.endMonth}-01`));
  if (q.drugCompanyName) conds.push(ilike(drugCompanies.name, likePattern(q.drugCompanyName)));
  const rows = await db
    .select({
      id: min(settlements.id),
      memberName: members.name,
      drugCompanyId: drugCompanies.id,
      drugCompanyName: drugCompanies.name,
      settlementMonth: settlements.settlementMonth,
      prescriptionAmount: sql<string>`coalesce(sum(${ss.prescriptionAmount}), 0)::bigint`,
      feeAmount: sql<string>`coalesce(sum(${ss.feeAmount}), 0)::bigint`,
      extraFeeAmount: sql<string>`coalesce(sum(${ss.extraFeeAmount}), 0)::bigint`,
    })
    .from(settlements)
    .innerJoin(members, eq(members.id, settlements.memberId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
    .leftJoin(ss, eq(ss.settlementId, settlements.id))
    .where(and(...conds))
    .groupBy(members.name, drugCompanies.id, drugCompanies.name, settlements.settlementMonth)
    .orderBy(desc(settlements.settlementMonth), asc(drugCompanies.name));
  const all = rows.map((r): SettlementMemberMonthly => {
    const a = amountsOf(r);
    return {
      id: r.id ?? 0,
      memberId,
      memberName: r.memberName,
      companyName: r.memberName,
      drugCompanyId: r.drugCompanyId,
      drugCompanyName: r.drugCompanyName,
      settlementMonth: Number(r.settlementMonth.replaceAll('-', '')),
      prescriptionAmount: a.prescriptionAmount,
      baseFeeAmount: a.feeAmount,
      extraFeeAmount: a.extraFeeAmount,
      totalAmount: a.totalAmount,
      supplyAmount: a.supplyAmount,
      taxAmount: a.taxAmount,
      note: null,
    };
  });
  return pageOf(all.slice(paging.offset, paging.offset + paging.size), all.length, paging);
}
