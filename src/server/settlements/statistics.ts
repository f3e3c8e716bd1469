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
import { BY_INSTITUTION_DEFAULT } from '../../api/schema/settlements';
import { alias } from 'drizzle-orm/pg-core';
import {
  clientMonthTotals,
  drugCompanies,
  members,
  partners,
  settlementDrugCompanyMonths,
  settlementPartners,
  settlements,
} from '../db/schema';
import { pageOf, pagingOf, sqlLimit, type Paging } from '../http/paging';
import { addMonths, seoulMonth, STATISTICS_MONTHS, statisticsPeriod } from '../../lib/months';
import { likePattern } from '../http/params';
import { vatSplit } from './money';
import { amountsOf, sumOf } from './sums';

// Sales statistics: sums of the member's stored settlement totals over a range of settlement months, exact to the won
// (no truncation to 10,000 won), so each figure equals the sum of the settlement rows it covers. By drug company they
// read the member's settlements (drug companies × months rows); one client's, or by client, the client shares.

interface Range {
  startMonth: string;
  endMonth: string;
  institutionCode?: string;
}

/** The months asked, `yyyy-MM`; a month left out makes a period of STATISTICS_MONTHS with the other, or the default. */
export function rangeOf<Q extends { startMonth?: string; endMonth?: string }>(q: Q, now = new Date()): Q & Range {
  const { startMonth, endMonth } = q;
  if (startMonth && endMonth) return { ...q, startMonth, endMonth };
  if (endMonth) return { ...q, startMonth: addMonths(endMonth, 1 - STATISTICS_MONTHS), endMonth };
  if (startMonth) return { ...q, startMonth, endMonth: addMonths(startMonth, STATISTICS_MONTHS - 1) };
  return { ...q, ...statisticsPeriod(seoulMonth(now)) };
}

/** Σ of the three stored sums of a table's rows. */
const sumsOf = (t: typeof settlements | typeof settlementPartners) => ({
  prescriptionAmount: sumOf(t.prescriptionAmount),
  feeAmount: sumOf(t.feeAmount),
  extraFeeAmount: sumOf(t.extraFeeAmount),
});

/** The member's settlements in the range (and, for one client, only its shares of them), with drug company names. */
function byCompanyRows<T extends SelectedFields>(db: Db, memberId: number, q: Range, keys: T) {
  if (!q.institutionCode) {
    return db
      .select({ ...keys, ...sumsOf(settlements) })
      .from(settlements)
      .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
      .where(
        and(
          eq(settlements.memberId, memberId),
          gte(settlements.settlementMonth, `${q.startMonth}-01`),
          lte(settlements.settlementMonth, `${q.endMonth}-01`),
        ),
      )
      .$dynamic();
  }
  return db
    .select({ ...keys, ...sumsOf(settlementPartners) })
    .from(settlementPartners)
    .innerJoin(partners, eq(partners.id, settlementPartners.partnerId))
    .innerJoin(settlements, eq(settlements.id, settlementPartners.settlementId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
    .where(
      and(
        eq(settlementPartners.memberId, memberId),
        gte(settlementPartners.settlementMonth, `${q.startMonth}-01`),
        lte(settlementPartners.settlementMonth, `${q.endMonth}-01`),
        eq(partners.institutionCode, q.institutionCode),
      ),
    )
    .$dynamic();
}

/** Statistics figures: feeAmount is the base fee, totalAmount base + extra (VAT included). */
const figures = (r: { prescriptionAmount: unknown; feeAmount: unknown; extraFeeAmount: unknown }) => {
  const a = amountsOf(r);
  return { prescriptionAmount: a.prescriptionAmount, feeAmount: a.feeAmount, totalAmount: a.totalAmount };
};

export async function byDrugCompany(db: Db, memberId: number, q: Range): Promise<PerformanceByDrugCompany[]> {
  const rows = await byCompanyRows(db, memberId, q, { drugCompanyId: drugCompanies.id, drugCompany: drugCompanies.name })
    .groupBy(drugCompanies.id, drugCompanies.name)
    .orderBy(asc(drugCompanies.name));
  return rows
    .map((r) => ({ drugCompanyId: r.drugCompanyId, drugCompany: r.drugCompany, ...figures(r) }))
    .sort((a, b) => b.totalAmount - a.totalAmount || a.drugCompany.localeCompare(b.drugCompany));
}

export async function byDrugCompanyMonthly(db: Db, memberId: number, q: Range): Promise<PerformanceByDrugCompanyMonthly[]> {
  const rows = await byCompanyRows(db, memberId, q, {
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

/**
 * The member's clients by total in the range, largest first (then name), one page; `institutionName` narrows by name.
 * Each client's sum is its running total at the range's last month minus the one at the month before its first
 * (client_month_totals): two rows a client, however long the range or the history. A month past the member's latest
 * reads the latest; a client with no share in the range is left out.
 */
export async function byInstitution(
  db: Db,
  memberId: number,
  q: Range & { institutionName?: string; page?: number; size?: number },
): Promise<Page<PerformanceByInstitution>> {
  const paging = pagingOf(q, BY_INSTITUTION_DEFAULT);
  const end = alias(clientMonthTotals, 'range_end');
  const before = alias(clientMonthTotals, 'before_range');
  const latest = sql`(select max(${clientMonthTotals.month}) from ${clientMonthTotals} where ${clientMonthTotals.memberId} = ${memberId})`;
  const monthOf = (month: string) => sql`least(${`${month}-01`}::date, ${latest})`;
  const inRange = (column: 'prescriptionAmount' | 'feeAmount' | 'extraFeeAmount' | 'shares') =>
    sql<string>`${end[column]} - coalesce(${before[column]}, 0)`;
  const conds: SQL[] = [eq(end.memberId, memberId), eq(end.month, monthOf(q.endMonth)), sql`${inRange('shares')} > 0`];
  if (q.institutionCode) conds.push(eq(end.institutionCode, q.institutionCode));
  if (q.institutionName) conds.push(ilike(end.institutionName, likePattern(q.institutionName)));
  const beforeOfEnd = and(
    eq(before.memberId, end.memberId),
    eq(before.month, monthOf(addMonths(q.startMonth, -1))),
    eq(before.institutionCode, end.institutionCode),
  );
  const rows = await db
    .select({
      institutionCode: end.institutionCode,
      institutionName: end.institutionName,
      prescriptionAmount: inRange('prescriptionAmount'),
      feeAmount: inRange('feeAmount'),
      extraFeeAmount: inRange('extraFeeAmount'),
      groups: sql<string>`count(*) over ()`,
    })
    .from(end)
    .leftJoin(before, beforeOfEnd)
    .where(and(...conds))
    .orderBy(desc(sql`${inRange('feeAmount')} + ${inRange('extraFeeAmount')}`), asc(end.institutionName), asc(end.institutionCode))
    .limit(paging.size)
    .offset(paging.offset);
  const content = rows.map((r) => ({ institutionCode: r.institutionCode, institutionName: r.institutionName, ...figures(r) }));
  const count = async () => {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(end)
      .leftJoin(before, beforeOfEnd)
      .where(and(...conds));
    return Number(row?.n ?? 0);
  };
  return pageOf(content, await groupCount(rows, paging, count), paging);
}

/**
 * The number of groups behind a page: the window count every row carries, or, on a page past the last one (no row to
 * carry it), a count of its own.
 */
async function groupCount(rows: { groups: string }[], paging: Paging, count: () => Promise<number>): Promise<number> {
  if (rows[0]) return Number(rows[0].groups);
  return paging.offset ? count() : 0;
}

/**
 * The member's settlements per drug company and month, newest month first (the view by drug company), with the
 * 추가수수료 and note staff set on that drug company's month (its settlement_drug_company_months row, one a group).
 */
export async function memberMonthly(
  db: Db,
  memberId: number,
  q: { startMonth?: string; endMonth?: string; drugCompanyName?: string; page?: number; size?: number },
): Promise<Page<SettlementMemberMonthly>> {
  const paging = pagingOf(q);
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
      ...sumsOf(settlements),
      addedFeeAmount: sql<string>`coalesce(max(${settlementDrugCompanyMonths.addedFeeAmount}), 0)::bigint`,
      note: sql<string | null>`max(${settlementDrugCompanyMonths.note})`,
      groups: sql<string>`count(*) over ()`,
    })
    .from(settlements)
    .innerJoin(members, eq(members.id, settlements.memberId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
    .leftJoin(
      settlementDrugCompanyMonths,
      and(
        eq(settlementDrugCompanyMonths.memberId, settlements.memberId),
        eq(settlementDrugCompanyMonths.settlementMonth, settlements.settlementMonth),
        eq(settlementDrugCompanyMonths.drugCompanyId, settlements.drugCompanyId),
      ),
    )
    .where(and(...conds))
    .groupBy(members.name, drugCompanies.id, drugCompanies.name, settlements.settlementMonth)
    .orderBy(desc(settlements.settlementMonth), asc(drugCompanies.name))
    .limit(sqlLimit(paging.size))
    .offset(paging.offset);
  const content = rows.map((r): SettlementMemberMonthly => {
    const a = amountsOf(r);
    const addedFeeAmount = Number(r.addedFeeAmount ?? 0);
    const finalAmount = a.totalAmount + addedFeeAmount;
    const final = vatSplit(finalAmount);
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
      note: r.note ?? null,
      addedFeeAmount,
      finalAmount,
      finalSupplyAmount: final.supplyAmount,
      finalTaxAmount: final.taxAmount,
    };
  });
  const count = async () => {
    const [row] = await db
      .select({ n: sql<string>`count(distinct (${settlements.drugCompanyId}, ${settlements.settlementMonth}))` })
      .from(settlements)
      .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
      .where(and(...conds));
    return Number(row?.n ?? 0);
  };
  return pageOf(content, await groupCount(rows, paging, count), paging);
}
