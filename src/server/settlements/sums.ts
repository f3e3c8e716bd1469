import { and, eq, gte, ilike, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Settlement } from '../../api/types';
import { dealers, drugCompanies, members, prescriptionPartners, settlementPartners, settlements } from '../db/schema';
import { likePattern } from '../http/params';
import { vatSplit } from './money';

// The sums behind every settlement figure are stored on the rows (schema-settlements.ts: kept by triggers from the
// product lines), so a list or a statistic reads a member's settlements, never their lines. Statistics add stored
// sums up in SQL as bigint and read them as numbers (far below 2^53 won).

/** Join condition: the records behind a client's share (settlement partner joined with its settlement). */
export const shareRecords = and(
  eq(prescriptionPartners.partnerId, settlementPartners.partnerId),
  eq(prescriptionPartners.dealerId, settlements.dealerId),
  eq(prescriptionPartners.settlementMonth, settlements.settlementMonth),
  eq(prescriptionPartners.status, 'COMPLETED'),
)!;

/** Σ of a stored sum column over a group, as bigint text (read with Number). */
export const sumOf = (column: SQL | AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::bigint`;

export interface SettlementFilters {
  startMonth?: string;
  endMonth?: string;
  companyName?: string;
  dealerName?: string;
  drugCompanyName?: string;
  dealerId?: number;
  status?: Settlement['status'];
}

/** The conditions of the settlement filters (months are `yyyy-MM`), over settlements ⋈ dealers ⋈ drug companies ⋈ members. */
export function settlementConditions(memberId: number, q: SettlementFilters): SQL[] {
  const conds: SQL[] = [eq(settlements.memberId, memberId)];
  if (q.startMonth) conds.push(gte(settlements.settlementMonth, `${q.startMonth}-01`));
  if (q.endMonth) conds.push(lte(settlements.settlementMonth, `${q.endMonth}-01`));
  return [...conds, ...settlementNameConditions(q)];
}

/** The filters on a settlement's member, dealer, drug company and status (the joined tables). */
export function settlementNameConditions(q: SettlementFilters): SQL[] {
  const conds: SQL[] = [];
  if (q.companyName) conds.push(ilike(members.name, likePattern(q.companyName)));
  if (q.dealerName) conds.push(ilike(dealers.dealerName, likePattern(q.dealerName)));
  if (q.drugCompanyName) conds.push(ilike(drugCompanies.name, likePattern(q.drugCompanyName)));
  if (q.dealerId) conds.push(eq(settlements.dealerId, q.dealerId));
  if (q.status) conds.push(eq(settlements.status, q.status));
  return conds;
}

/** The amounts of a row from its three sums. */
export function amountsOf(sums: { prescriptionAmount: unknown; feeAmount: unknown; extraFeeAmount: unknown }) {
  const prescriptionAmount = Number(sums.prescriptionAmount ?? 0);
  const feeAmount = Number(sums.feeAmount ?? 0);
  const extraFeeAmount = Number(sums.extraFeeAmount ?? 0);
  const totalAmount = feeAmount + extraFeeAmount;
  return { prescriptionAmount, feeAmount, extraFeeAmount, feeTotal: totalAmount, ...vatSplit(totalAmount), totalAmount };
}
