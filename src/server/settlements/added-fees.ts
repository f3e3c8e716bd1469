import { and, asc, desc, eq, gt, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { SettlementTotals } from '../../api/types';
import type { Db } from '../db';
import { dealers, drugCompanies, members, settlementDrugCompanyMonths, settlements } from '../db/schema';
import { likePattern } from '../http/params';
import { figuresOf } from './staff-read';
import { settlementConditions, sumOf, type SettlementFilters } from './sums';

// 추가수수료 as the partner reads it. Staff set it on a drug company's month (settlement_drug_company_months), not
// on a dealer's settlement, so the partner's lists, .xlsx and 정산서 show it as a line of its own per drug company
// and month, and add it to their 합계: the total is the staff's (figuresOf: fee + extra + added, supply and tax
// split from that total), so a confirmed month's 정산서 says what staff confirmed, to the won. A dealer or a status
// filter selects dealers' settlements only: no 추가수수료 belongs to them.

/** One drug company's 추가수수료 of a month. */
export interface AddedFeeLine {
  /** `yyyy-MM-dd`, the month's first day. */
  settlementMonth: string;
  drugCompanyId: number;
  drugCompanyName: string;
  companyName: string;
  addedFeeAmount: number;
  note: string | null;
}

const d = settlementDrugCompanyMonths;

/** Whether the filters select dealers' settlements only (then no 추가수수료 line is theirs). */
const byDealer = (q: SettlementFilters) => Boolean(q.dealerName || q.dealerId || q.status);

function addedFeeConditions(memberId: number, q: SettlementFilters): SQL[] {
  const conds: SQL[] = [eq(d.memberId, memberId), gt(d.addedFeeAmount, 0)];
  if (q.startMonth) conds.push(gte(d.settlementMonth, `${q.startMonth}-01`));
  if (q.endMonth) conds.push(lte(d.settlementMonth, `${q.endMonth}-01`));
  if (q.companyName) conds.push(ilike(members.name, likePattern(q.companyName)));
  if (q.drugCompanyName) conds.push(ilike(drugCompanies.name, likePattern(q.drugCompanyName)));
  return conds;
}

/** The 추가수수료 lines the filters select (the list's order: newest month, then drug company); few, one a company. */
export async function addedFeeLines(db: Db, memberId: number, q: SettlementFilters): Promise<AddedFeeLine[]> {
  if (byDealer(q)) return [];
  const rows = await db
    .select({
      settlementMonth: d.settlementMonth,
      drugCompanyId: d.drugCompanyId,
      drugCompanyName: drugCompanies.name,
      companyName: members.name,
      addedFeeAmount: d.addedFeeAmount,
      note: d.note,
    })
    .from(d)
    .innerJoin(drugCompanies, eq(drugCompanies.id, d.drugCompanyId))
    .innerJoin(members, eq(members.id, d.memberId))
    .where(and(...addedFeeConditions(memberId, q)))
    .orderBy(desc(d.settlementMonth), asc(drugCompanies.name), asc(d.drugCompanyId));
  return rows.map((r) => ({ ...r, addedFeeAmount: Number(r.addedFeeAmount) }));
}

/** The totals of rows' sums and their 추가수수료 lines, as staff's figures are computed. */
export const totalsOf = (
  rows: { prescriptionAmount: number; feeAmount: number; extraFeeAmount: number }[],
  added: { addedFeeAmount: number }[],
): SettlementTotals => {
  const sum = <T>(xs: T[], pick: (x: T) => number) => xs.reduce((t, x) => t + pick(x), 0);
  return figuresOf({
    prescriptionAmount: sum(rows, (r) => r.prescriptionAmount),
    feeAmount: sum(rows, (r) => r.feeAmount),
    extraFeeAmount: sum(rows, (r) => r.extraFeeAmount),
    addedFeeAmount: sum(added, (a) => a.addedFeeAmount),
  });
};

/** The totals of every settlement the filters select, with their 추가수수료: two sums in SQL, whatever the size. */
export async function settlementTotals(db: Db, memberId: number, q: SettlementFilters): Promise<SettlementTotals> {
  const [[sums], [added]] = await Promise.all([
    db
      .select({
        prescriptionAmount: sumOf(settlements.prescriptionAmount),
        feeAmount: sumOf(settlements.feeAmount),
        extraFeeAmount: sumOf(settlements.extraFeeAmount),
      })
      .from(settlements)
      .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
      .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
      .innerJoin(members, eq(members.id, settlements.memberId))
      .where(and(...settlementConditions(memberId, q))),
    byDealer(q)
      ? [{ addedFeeAmount: '0' }]
      : db
          .select({ addedFeeAmount: sql<string>`coalesce(sum(${d.addedFeeAmount}), 0)::bigint` })
          .from(d)
          .innerJoin(drugCompanies, eq(drugCompanies.id, d.drugCompanyId))
          .innerJoin(members, eq(members.id, d.memberId))
          .where(and(...addedFeeConditions(memberId, q))),
  ]);
  return figuresOf({ ...sums, addedFeeAmount: added?.addedFeeAmount });
}
