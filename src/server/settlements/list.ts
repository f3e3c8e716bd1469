import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SettlementPartnerOrder } from '../../api/enums';
import type { Page, Settlement, SettlementPage, SettlementPartner, SettlementPartnerProduct } from '../../api/types';
import type { Db } from '../db';
import {
  dealers,
  drugCompanies,
  members,
  partners,
  prescriptionPartnerProducts,
  prescriptionPartners,
  products,
  settlementMemberMonths,
  settlementPartners,
  settlements,
} from '../db/schema';
import { notFound, toWireDateTime } from '../http';
import { pageOf, pagingOf, sqlLimit } from '../http/paging';
import { likePattern } from '../http/params';
import { settlementTotals } from './added-fees';
import { percentOfBp } from './money';
import { amountsOf, settlementConditions, settlementNameConditions, shareRecords, sumOf, type SettlementFilters } from './sums';

// Reading settlements, always scoped to their owner (someone else's settlement does not exist: 404).

/** Join condition: the member month of a settlement (one row, by its unique key). */
const memberMonthOf = and(
  eq(settlementMemberMonths.memberId, settlements.memberId),
  eq(settlementMemberMonths.settlementMonth, settlements.settlementMonth),
)!;

export function settlementRows(db: Db) {
  return (
    db
      .select({
        s: settlements,
        dealerName: dealers.dealerName,
        drugCompanyName: drugCompanies.name,
        memberName: members.name,
        monthState: settlementMemberMonths.state,
      })
      .from(settlements)
      .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
      .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
      .innerJoin(members, eq(members.id, settlements.memberId))
      // The member's month: whether it is confirmed.
      .leftJoin(settlementMemberMonths, memberMonthOf)
      .$dynamic()
  );
}
type Row = Awaited<ReturnType<ReturnType<typeof settlementRows>['execute']>>[number];

export const toSettlement = (r: Row): Settlement => ({
  id: r.s.id,
  dealerId: r.s.dealerId,
  dealerName: r.dealerName,
  drugCompanyId: r.s.drugCompanyId,
  drugCompanyName: r.drugCompanyName,
  companyName: r.memberName,
  settlementMonth: r.s.settlementMonth,
  ...amountsOf(r.s),
  status: r.s.status ?? null,
  answer: r.s.answer ?? null,
  answerReason: r.s.answerReason ?? null,
  answeredAt: toWireDateTime(r.s.answeredAt),
  paidOn: r.s.paidOn ?? null,
  confirmation: r.monthState === 'CONFIRMED' ? 'CONFIRMED' : 'UNCONFIRMED',
});

/** Newest month first, then drug company, dealer and id: a stable order for paging. */
export const listOrder = [desc(settlements.settlementMonth), asc(drugCompanies.name), asc(dealers.dealerName), asc(settlements.id)];

/** Every settlement the filters select (the export and the statistics use the same rows as the list). */
export async function allSettlements(db: Db, memberId: number, q: SettlementFilters): Promise<Settlement[]> {
  const rows = await settlementRows(db)
    .where(and(...settlementConditions(memberId, q)))
    .orderBy(...listOrder);
  return rows.map(toSettlement);
}

export async function listSettlements(
  db: Db,
  memberId: number,
  q: SettlementFilters & { page?: number; size?: number },
): Promise<SettlementPage> {
  const paging = pagingOf(q);
  const where = and(...settlementConditions(memberId, q));
  const [[total], rows, totals] = await Promise.all([
    db
      .select({ n: count() })
      .from(settlements)
      .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
      .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
      .innerJoin(members, eq(members.id, settlements.memberId))
      .where(where),
    settlementRows(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(sqlLimit(paging.size))
      .offset(paging.offset),
    settlementTotals(db, memberId, q),
  ]);
  // The totals of every row selected, 추가수수료 included (added-fees.ts): additive, old clients ignore it.
  return { ...pageOf(rows.map(toSettlement), total?.n ?? 0, paging), totals };
}

/** 합계금액 of the filtered settlements: the sum of their prescription amounts. */
export async function totalPrescriptionAmount(db: Db, memberId: number, q: SettlementFilters): Promise<number> {
  const [row] = await db
    .select({ total: sumOf(settlements.prescriptionAmount) })
    .from(settlements)
    .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
    .innerJoin(members, eq(members.id, settlements.memberId))
    .where(and(...settlementConditions(memberId, q)));
  return Number(row?.total ?? 0);
}

/** Settlements of the member by id, in the order given; 404 when one is not theirs. */
export async function loadSettlements(db: Db, memberId: number, ids: number[]): Promise<Settlement[]> {
  const rows = await settlementRows(db).where(and(eq(settlements.memberId, memberId), inArray(settlements.id, ids)));
  const byId = new Map(rows.map((r) => [r.s.id, toSettlement(r)]));
  const found = ids.map((id) => byId.get(id));
  if (found.some((s) => !s)) throw notFound();
  return found as Settlement[];
}

const partnerOrder: Record<SettlementPartnerOrder, SQL[]> = {
  INSTITUTION_NAME_ASC: [asc(partners.institutionName)],
  INSTITUTION_NAME_DESC: [desc(partners.institutionName)],
  TOTAL_AMOUNT_ASC: [sql`(${settlementPartners.feeAmount} + ${settlementPartners.extraFeeAmount}) asc`],
  TOTAL_AMOUNT_DESC: [sql`(${settlementPartners.feeAmount} + ${settlementPartners.extraFeeAmount}) desc`],
};

export interface SettlementPartnerFilters extends SettlementFilters {
  settlementId?: number;
  institutionName?: string;
  businessNumber?: string;
  institutionCode?: string;
  settlementPartnerOrder?: SettlementPartnerOrder;
  page?: number;
  size?: number;
}

/** The filters on the share itself: the months and the settlement are copied onto it (no join needed). */
function shareConditions(memberId: number, q: SettlementPartnerFilters): SQL[] {
  const conds: SQL[] = [eq(settlementPartners.memberId, memberId)];
  if (q.startMonth) conds.push(gte(settlementPartners.settlementMonth, `${q.startMonth}-01`));
  if (q.endMonth) conds.push(lte(settlementPartners.settlementMonth, `${q.endMonth}-01`));
  if (q.settlementId) conds.push(eq(settlementPartners.settlementId, q.settlementId));
  return conds;
}

/** The filters that need the settlement, its dealer, drug company or member, or the client. */
function joinedConditions(memberId: number, q: SettlementPartnerFilters): SQL[] {
  const conds = settlementNameConditions(q);
  if (q.institutionName) conds.push(ilike(partners.institutionName, likePattern(q.institutionName)));
  if (q.businessNumber) conds.push(ilike(partners.businessNumber, likePattern(q.businessNumber)));
  if (q.institutionCode) conds.push(ilike(partners.institutionCode, likePattern(q.institutionCode)));
  return conds;
}

/**
 * The number of shares the filters select. Without a filter on the client it is Σ the stored share counts of the
 * settlements selected (settlements.partner_count, kept by a trigger: migration 0024_record_counts.sql), a few hundred
 * rows for a big member instead of its 100,000 shares; with one, the shares are counted.
 */
async function countShares(db: Db, memberId: number, q: SettlementPartnerFilters, where: SQL | undefined): Promise<number> {
  if (q.institutionName || q.businessNumber || q.institutionCode) {
    const [row] = await db
      .select({ n: count() })
      .from(settlementPartners)
      .innerJoin(settlements, eq(settlements.id, settlementPartners.settlementId))
      .innerJoin(partners, eq(partners.id, settlementPartners.partnerId))
      .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
      .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
      .innerJoin(members, eq(members.id, settlements.memberId))
      .where(where);
    return row?.n ?? 0;
  }
  const conds = settlementConditions(memberId, q);
  if (q.settlementId) conds.push(eq(settlements.id, q.settlementId));
  const [row] = await db
    .select({ n: sumOf(settlements.partnerCount) })
    .from(settlements)
    .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
    .innerJoin(members, eq(members.id, settlements.memberId))
    .where(and(...conds));
  return Number(row?.n ?? 0);
}

/** The clients' shares of one settlement (or of the settlements the filters select), by the order asked. */
export async function listSettlementPartners(db: Db, memberId: number, q: SettlementPartnerFilters): Promise<Page<SettlementPartner>> {
  const paging = pagingOf(q);
  const joinedConds = joinedConditions(memberId, q);
  const where = and(...shareConditions(memberId, q), ...joinedConds);
  const joined = <T extends PgSelect>(query: T) =>
    query
      .innerJoin(settlements, eq(settlements.id, settlementPartners.settlementId))
      .innerJoin(partners, eq(partners.id, settlementPartners.partnerId))
      .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
      .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
      .innerJoin(members, eq(members.id, settlements.memberId));
  const [total, rows] = await Promise.all([
    countShares(db, memberId, q, where),
    joined(db.select({ share: settlementPartners, partner: partners, dealerName: dealers.dealerName }).from(settlementPartners).$dynamic())
      .where(where)
      .orderBy(...partnerOrder[q.settlementPartnerOrder ?? 'TOTAL_AMOUNT_DESC'], asc(settlementPartners.id))
      .limit(sqlLimit(paging.size))
      .offset(paging.offset),
  ]);
  const content = rows.map(({ share, partner, dealerName }): SettlementPartner => ({
    settlementPartnerId: share.id,
    settlementId: share.settlementId,
    institutionName: partner.institutionName,
    institutionCode: partner.institutionCode,
    businessNumber: partner.businessNumber,
    companyName: partner.companyName,
    dealerName,
    ...amountsOf(share),
  }));
  return pageOf(content, total, paging);
}

/** The product lines of a client's share (404 for someone else's), in entry order. */
export async function settlementPartnerProducts(db: Db, memberId: number, id: number): Promise<SettlementPartnerProduct[]> {
  const rows = await db
    .select({ line: prescriptionPartnerProducts, product: products })
    .from(settlementPartners)
    .innerJoin(settlements, eq(settlements.id, settlementPartners.settlementId))
    .leftJoin(prescriptionPartners, shareRecords)
    .leftJoin(prescriptionPartnerProducts, eq(prescriptionPartnerProducts.prescriptionPartnerId, prescriptionPartners.id))
    .leftJoin(products, eq(products.id, prescriptionPartnerProducts.productId))
    .where(and(eq(settlementPartners.id, id), eq(settlements.memberId, memberId)))
    .orderBy(asc(prescriptionPartners.prescriptionMonth), asc(prescriptionPartnerProducts.id));
  if (!rows.length) throw notFound();
  return rows
    .filter((r) => r.line && r.product)
    .map(({ line, product }, k) => {
      const l = line as typeof prescriptionPartnerProducts.$inferSelect;
      const p = product as typeof products.$inferSelect;
      return {
        id: l.id,
        seq: k + 1,
        productCode: p.productCode,
        productName: p.productName,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        prescriptionAmount: l.totalPrice,
        feeRate: percentOfBp(l.baseFeeBp),
        feeAmount: l.feeAmount,
        extraFeeRate: percentOfBp(l.extraFeeBp),
        extraFeeAmount: l.extraFeeAmount,
        note: l.note,
      };
    });
}
