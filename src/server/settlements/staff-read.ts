import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAFF_SETTLEMENT_PAGE_DEFAULT } from '../../api/schema/admin-settlements';
import type {
  KeysetPage,
  StaffDealerSettlement,
  StaffDrugCompanyMonth,
  StaffMemberMonth,
  StaffMemberMonthDetail,
  StaffSettlementFigures,
  StaffSettlementLine,
} from '../../api/types';
import type { Db } from '../db';
import {
  dealers,
  drugCompanies,
  members,
  partners,
  prescriptionPartnerProducts,
  prescriptionPartners,
  products,
  settlementDrugCompanyMonths,
  settlementMemberMonths,
  settlements,
} from '../db/schema';
import { notFound, toWireDateTime } from '../http';
import { likePattern } from '../http/params';
import { vatSplit } from './money';
import { amountsOf } from './sums';

// 정산관리 reads for staff: a settlement month's members (settlement_member_months), their drug-company rows
// (settlement_drug_company_months, where 추가수수료 is set), their dealers' settlements and the product lines behind
// them. Every figure is a stored sum (the database keeps them from the lines), never summed here; lists are pages
// after a key of the row before (member, then drug company; settlement id; record and line id), so a page costs
// the same however deep it is.

const wire = (at: Date | null) => toWireDateTime(at);
const monthDay = (month: string) => `${month.slice(0, 7)}-01`;

/** The figures of a stored row (three sums and 추가수수료): total, then supply value and tax split from it. */
export function figuresOf(r: {
  prescriptionAmount?: unknown;
  feeAmount?: unknown;
  extraFeeAmount?: unknown;
  addedFeeAmount?: unknown;
}): StaffSettlementFigures {
  const prescriptionAmount = Number(r.prescriptionAmount ?? 0);
  const feeAmount = Number(r.feeAmount ?? 0);
  const extraFeeAmount = Number(r.extraFeeAmount ?? 0);
  const addedFeeAmount = Number(r.addedFeeAmount ?? 0);
  const totalAmount = feeAmount + extraFeeAmount + addedFeeAmount;
  return { prescriptionAmount, feeAmount, extraFeeAmount, addedFeeAmount, totalAmount, ...vatSplit(totalAmount) };
}

/** The page and the key of its last row, when there may be more. */
function keysetOf<R, T>(rows: R[], size: number, map: (r: R) => T, key: (r: R) => number[]): KeysetPage<T> {
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { content: page.map(map), size, next: rows.length > size && last ? key(last).join('.') : null };
}

/** Members matching a search: the member number, the start of the login id, a part of the name. */
function memberSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const byId = /^\d{1,10}$/.test(search) ? [eq(members.id, Number(search))] : [];
  return or(...byId, ilike(members.userId, `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), ilike(members.name, likePattern(search)));
}

const preparer = alias(members, 'preparer');
const confirmer = alias(members, 'confirmer');

function memberMonthRows(db: Db) {
  return db
    .select({
      m: settlementMemberMonths,
      member: { id: members.id, userId: members.userId, name: members.name },
      preparer: { userId: preparer.userId, name: preparer.name },
      confirmer: { userId: confirmer.userId, name: confirmer.name },
    })
    .from(settlementMemberMonths)
    .innerJoin(members, eq(members.id, settlementMemberMonths.memberId))
    .leftJoin(preparer, eq(preparer.id, settlementMemberMonths.preparedBy))
    .leftJoin(confirmer, eq(confirmer.id, settlementMemberMonths.confirmedBy))
    .$dynamic();
}
type MemberMonthRow = Awaited<ReturnType<ReturnType<typeof memberMonthRows>['execute']>>[number];

export function toMemberMonth(r: MemberMonthRow): StaffMemberMonth {
  const m = r.m;
  const prepared =
    m.preparedAt && m.preparedVersion !== null
      ? {
          userId: r.preparer?.userId ?? '',
          name: r.preparer?.name ?? '(삭제된 운영자)',
          at: wire(m.preparedAt) as string,
          figuresVersion: m.preparedVersion,
          figures: m.preparedFigures as StaffSettlementFigures,
          stale: m.preparedVersion !== m.figuresVersion,
        }
      : null;
  const confirmed = m.confirmedAt
    ? { userId: r.confirmer?.userId ?? '', name: r.confirmer?.name ?? '(삭제된 운영자)', at: wire(m.confirmedAt) as string }
    : null;
  return {
    id: m.id,
    settlementMonth: m.settlementMonth.slice(0, 7),
    member: r.member,
    ...figuresOf(m),
    state: m.state,
    figuresVersion: m.figuresVersion,
    prepared,
    confirmed,
  };
}

/** The month's members in member order, a page after `after` ([member id]). */
export async function listMemberMonths(
  db: Db,
  q: { month: string; state?: StaffMemberMonth['state']; search?: string; after?: number[]; size?: number },
): Promise<KeysetPage<StaffMemberMonth>> {
  const size = q.size ?? STAFF_SETTLEMENT_PAGE_DEFAULT;
  const conds: (SQL | undefined)[] = [eq(settlementMemberMonths.settlementMonth, monthDay(q.month)), memberSearch(q.search)];
  if (q.state) conds.push(eq(settlementMemberMonths.state, q.state));
  if (q.after) conds.push(sql`${settlementMemberMonths.memberId} > ${q.after[0] ?? 0}`);
  const rows = await memberMonthRows(db)
    .where(and(...conds))
    .orderBy(asc(settlementMemberMonths.memberId))
    .limit(size + 1);
  return keysetOf(rows, size, toMemberMonth, (r) => [r.m.memberId]);
}

/** One member-month (404 when there is none). */
export async function memberMonth(db: Db, id: number): Promise<StaffMemberMonth> {
  const [row] = await memberMonthRows(db).where(eq(settlementMemberMonths.id, id));
  if (!row) throw notFound('정산월을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
  return toMemberMonth(row);
}

function drugCompanyMonthRows(db: Db) {
  return db
    .select({
      d: settlementDrugCompanyMonths,
      memberMonthId: settlementMemberMonths.id,
      state: settlementMemberMonths.state,
      member: { id: members.id, userId: members.userId, name: members.name },
      drugCompany: { id: drugCompanies.id, name: drugCompanies.name },
    })
    .from(settlementDrugCompanyMonths)
    .innerJoin(
      settlementMemberMonths,
      and(
        eq(settlementMemberMonths.memberId, settlementDrugCompanyMonths.memberId),
        eq(settlementMemberMonths.settlementMonth, settlementDrugCompanyMonths.settlementMonth),
      ),
    )
    .innerJoin(members, eq(members.id, settlementDrugCompanyMonths.memberId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, settlementDrugCompanyMonths.drugCompanyId))
    .$dynamic();
}
type DrugCompanyMonthRow = Awaited<ReturnType<ReturnType<typeof drugCompanyMonthRows>['execute']>>[number];

const toDrugCompanyMonth = (r: DrugCompanyMonthRow): StaffDrugCompanyMonth => ({
  id: r.d.id,
  memberMonthId: r.memberMonthId,
  settlementMonth: r.d.settlementMonth.slice(0, 7),
  member: r.member,
  drugCompany: r.drugCompany,
  ...figuresOf(r.d),
  note: r.d.note,
  state: r.state,
});

/** The month's drug-company rows by member, then drug company, a page after `after` ([member id, drug company id]). */
export async function listDrugCompanyMonths(
  db: Db,
  q: { month: string; drugCompanyId?: number; search?: string; after?: number[]; size?: number },
): Promise<KeysetPage<StaffDrugCompanyMonth>> {
  const size = q.size ?? STAFF_SETTLEMENT_PAGE_DEFAULT;
  const d = settlementDrugCompanyMonths;
  const conds: (SQL | undefined)[] = [eq(d.settlementMonth, monthDay(q.month)), memberSearch(q.search)];
  if (q.drugCompanyId) conds.push(eq(d.drugCompanyId, q.drugCompanyId));
  if (q.after) conds.push(sql`(${d.memberId}, ${d.drugCompanyId}) > (${q.after[0] ?? 0}, ${q.after[1] ?? 0})`);
  const rows = await drugCompanyMonthRows(db)
    .where(and(...conds))
    .orderBy(asc(d.memberId), asc(d.drugCompanyId))
    .limit(size + 1);
  return keysetOf(rows, size, toDrugCompanyMonth, (r) => [r.d.memberId, r.d.drugCompanyId]);
}

/** One drug-company row (404 when there is none). */
export async function drugCompanyMonth(db: Db, id: number): Promise<StaffDrugCompanyMonth> {
  const [row] = await drugCompanyMonthRows(db).where(eq(settlementDrugCompanyMonths.id, id));
  if (!row) throw notFound('제약사별 정산을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
  return toDrugCompanyMonth(row);
}

/** The member-month's key (404 when there is none). */
async function monthKey(db: Db, id: number) {
  const [row] = await db
    .select({ memberId: settlementMemberMonths.memberId, settlementMonth: settlementMemberMonths.settlementMonth })
    .from(settlementMemberMonths)
    .where(eq(settlementMemberMonths.id, id));
  if (!row) throw notFound('정산월을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
  return row;
}

/** The member-month's dealer settlements by id, a page after `after` ([settlement id]). */
export async function listMonthDealers(
  db: Db,
  id: number,
  q: { after?: number[]; size?: number },
): Promise<KeysetPage<StaffDealerSettlement>> {
  const key = await monthKey(db, id);
  const size = q.size ?? STAFF_SETTLEMENT_PAGE_DEFAULT;
  const rows = await db
    .select({ s: settlements, dealerName: dealers.dealerName, drugCompanyName: drugCompanies.name })
    .from(settlements)
    .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
    .where(
      and(
        eq(settlements.memberId, key.memberId),
        eq(settlements.settlementMonth, key.settlementMonth),
        q.after ? sql`${settlements.id} > ${q.after[0] ?? 0}` : undefined,
      ),
    )
    .orderBy(asc(settlements.id))
    .limit(size + 1);
  return keysetOf(
    rows,
    size,
    (r): StaffDealerSettlement => {
      const a = amountsOf(r.s);
      return {
        settlementId: r.s.id,
        dealer: { id: r.s.dealerId, name: r.dealerName },
        drugCompany: { id: r.s.drugCompanyId, name: r.drugCompanyName },
        prescriptionAmount: a.prescriptionAmount,
        feeAmount: a.feeAmount,
        extraFeeAmount: a.extraFeeAmount,
        totalAmount: a.totalAmount,
        supplyAmount: a.supplyAmount,
        taxAmount: a.taxAmount,
        status: r.s.status ?? null,
        clients: r.s.partnerCount,
      };
    },
    (r) => [r.s.id],
  );
}

/** The detail: the month, its drug-company rows (one a drug company: few) and the first page of its dealers. */
export async function memberMonthDetail(db: Db, id: number): Promise<StaffMemberMonthDetail> {
  const month = await memberMonth(db, id);
  const [companies, dealerPage] = await Promise.all([
    drugCompanyMonthRows(db)
      .where(eq(settlementMemberMonths.id, id))
      .orderBy(asc(drugCompanies.name), asc(settlementDrugCompanyMonths.drugCompanyId)),
    listMonthDealers(db, id, {}),
  ]);
  return { month, drugCompanies: companies.map(toDrugCompanyMonth), dealers: dealerPage };
}

/**
 * The product lines behind the member-month: the lines of its COMPLETED records (the ones its settlements sum), by
 * record, then entry order, a page after `after` ([record id, line id]); `drugCompanyId` or `settlementId` narrows.
 */
export async function listMonthLines(
  db: Db,
  id: number,
  q: { drugCompanyId?: number; settlementId?: number; after?: number[]; size?: number },
): Promise<KeysetPage<StaffSettlementLine>> {
  const key = await monthKey(db, id);
  const size = q.size ?? STAFF_SETTLEMENT_PAGE_DEFAULT;
  const r = prescriptionPartners;
  const l = prescriptionPartnerProducts;
  const conds: (SQL | undefined)[] = [eq(r.memberId, key.memberId), eq(r.settlementMonth, key.settlementMonth), eq(r.status, 'COMPLETED')];
  if (q.drugCompanyId) conds.push(eq(r.drugCompanyId, q.drugCompanyId));
  if (q.settlementId) {
    conds.push(
      inArray(
        r.dealerId,
        db
          .select({ id: settlements.dealerId })
          .from(settlements)
          .where(
            and(
              eq(settlements.id, q.settlementId),
              eq(settlements.memberId, key.memberId),
              eq(settlements.settlementMonth, key.settlementMonth),
            ),
          ),
      ),
    );
  }
  if (q.after) conds.push(sql`(${r.id}, ${l.id}) > (${q.after[0] ?? 0}, ${q.after[1] ?? 0})`);
  const rows = await db
    .select({
      line: l,
      record: { id: r.id, status: r.status, prescriptionMonth: r.prescriptionMonth, dealerId: r.dealerId, drugCompanyId: r.drugCompanyId },
      institutionName: partners.institutionName,
      institutionCode: partners.institutionCode,
      dealerName: dealers.dealerName,
      drugCompanyName: drugCompanies.name,
      productCode: products.productCode,
      productName: products.productName,
    })
    .from(r)
    .innerJoin(l, eq(l.prescriptionPartnerId, r.id))
    .innerJoin(partners, eq(partners.id, r.partnerId))
    .innerJoin(dealers, eq(dealers.id, r.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, r.drugCompanyId))
    .innerJoin(products, eq(products.id, l.productId))
    .where(and(...conds))
    .orderBy(asc(r.id), asc(l.id))
    .limit(size + 1);
  return keysetOf(
    rows,
    size,
    (row): StaffSettlementLine => ({
      lineId: row.line.id,
      record: {
        ...row.record,
        institutionName: row.institutionName,
        institutionCode: row.institutionCode,
        dealerName: row.dealerName,
        drugCompanyName: row.drugCompanyName,
      },
      productCode: row.productCode,
      productName: row.productName,
      quantity: row.line.quantity,
      unitPrice: row.line.unitPrice,
      totalPrice: row.line.totalPrice,
      baseFeeBp: row.line.baseFeeBp,
      feeAmount: row.line.feeAmount,
      extraFeeBp: row.line.extraFeeBp,
      extraFeeAmount: row.line.extraFeeAmount,
      note: row.line.note,
    }),
    (row) => [row.record.id, row.line.id],
  );
}
