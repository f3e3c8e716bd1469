import { and, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Settlement } from '../../api/types';
import type { Db } from '../db';
import {
  dealers,
  drugCompanies,
  members,
  prescriptionPartnerProducts,
  prescriptionPartners,
  settlementPartners,
  settlements,
} from '../db/schema';
import { likePattern } from '../http/params';
import { vatSplit } from './money';

// The sums behind every settlement figure. A client's share of a settlement sums the product lines of the COMPLETED
// records of that dealer, client and settlement month; a settlement sums its clients' shares; statistics sum
// settlements. Sums are bigint in SQL and read as numbers (far below 2^53 won).

/** Join condition: the records behind a client's share (settlement partner joined with its settlement). */
export const shareRecords = and(
  eq(prescriptionPartners.partnerId, settlementPartners.partnerId),
  eq(prescriptionPartners.dealerId, settlements.dealerId),
  eq(prescriptionPartners.settlementMonth, settlements.settlementMonth),
  eq(prescriptionPartners.status, 'COMPLETED'),
)!;

const sum = (value: SQL, name: string) => sql<string>`coalesce(sum(${value}), 0)::bigint`.as(name);

/** Per client share (settlement partner) of the member's settlements. */
export function partnerSums(db: Db, memberId: number) {
  return db
    .select({
      settlementPartnerId: settlementPartners.id,
      settlementId: settlementPartners.settlementId,
      prescriptionAmount: sum(sql`${prescriptionPartnerProducts.totalPrice}`, 'prescription_amount'),
      feeAmount: sum(sql`${prescriptionPartnerProducts.feeAmount}`, 'fee_amount'),
      extraFeeAmount: sum(sql`${prescriptionPartnerProducts.extraFeeAmount}`, 'extra_fee_amount'),
    })
    .from(settlementPartners)
    .innerJoin(settlements, eq(settlements.id, settlementPartners.settlementId))
    .leftJoin(prescriptionPartners, shareRecords)
    .leftJoin(prescriptionPartnerProducts, eq(prescriptionPartnerProducts.prescriptionPartnerId, prescriptionPartners.id))
    .where(eq(settlements.memberId, memberId))
    .groupBy(settlementPartners.id)
    .as('partner_sums');
}

/** Per settlement of the member: the sums of its clients' shares. */
export function settlementSums(db: Db, memberId: number) {
  const ps = partnerSums(db, memberId);
  return db
    .select({
      settlementId: ps.settlementId,
      prescriptionAmount: sum(sql`${ps.prescriptionAmount}`, 's_prescription_amount'),
      feeAmount: sum(sql`${ps.feeAmount}`, 's_fee_amount'),
      extraFeeAmount: sum(sql`${ps.extraFeeAmount}`, 's_extra_fee_amount'),
    })
    .from(ps)
    .groupBy(ps.settlementId)
    .as('settlement_sums');
}

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
