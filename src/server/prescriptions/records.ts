import { and, asc, count, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { prescriptionListQuerySchema, prescriptionPartnerListQuerySchema } from '../../api/schema/prescriptions';
import type { Attachment, Page, Prescription, PrescriptionPartner, PrescriptionPartnerProduct } from '../../api/types';
import { firstDay, seoulMonth } from '../../lib/months';
import { toAttachment } from '../content/posts';
import type { Db } from '../db';
import {
  dealers,
  drugCompanies,
  members,
  partners,
  prescriptionPartnerFiles,
  prescriptionPartnerProducts,
  prescriptionPartners,
  products,
  storedFiles,
  type StoredFile,
} from '../db/schema';
import { notFound, toWireDateTime } from '../http';
import { pageOf, pagingOf, sqlLimit, type Paging } from '../http/paging';
import { BP_PER_UNIT } from '../settlements/money';
import { likePattern } from '../http/params';
import { countsCover, storedRecordCount, type RecordFilters } from './record-counts';

// Reading EDI records: always scoped to their owner (someone else's record does not exist: 404).

const recordColumns = {
  record: prescriptionPartners,
  dealerName: dealers.dealerName,
  partner: partners,
  companyName: drugCompanies.name,
  companyCode: drugCompanies.code,
};
type RecordRow = {
  record: typeof prescriptionPartners.$inferSelect;
  dealerName: string;
  partner: typeof partners.$inferSelect;
  companyName: string;
  companyCode: string;
};

const joined = (db: Db) =>
  db
    .select(recordColumns)
    .from(prescriptionPartners)
    .innerJoin(dealers, eq(dealers.id, prescriptionPartners.dealerId))
    .innerJoin(partners, eq(partners.id, prescriptionPartners.partnerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, prescriptionPartners.drugCompanyId));

/** The files of records, in upload order. */
export async function filesOfRecords(db: Db, ids: number[]): Promise<Map<number, StoredFile[]>> {
  const out = new Map<number, StoredFile[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({ recordId: prescriptionPartnerFiles.prescriptionPartnerId, file: storedFiles })
    .from(prescriptionPartnerFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, prescriptionPartnerFiles.fileId))
    .where(inArray(prescriptionPartnerFiles.prescriptionPartnerId, ids))
    .orderBy(asc(prescriptionPartnerFiles.position), asc(storedFiles.id));
  for (const { recordId, file } of rows) out.set(recordId, [...(out.get(recordId) ?? []), file]);
  return out;
}

function toRecord(row: RecordRow, files: Attachment[]): PrescriptionPartner {
  const { record: r, partner: p } = row;
  return {
    id: r.id,
    amount: r.amount,
    businessNumber: p.businessNumber,
    companyName: p.companyName,
    dealerId: r.dealerId,
    dealerName: row.dealerName,
    drugCompany: row.companyName,
    drugCompanyCode: row.companyCode,
    drugCompanyId: r.drugCompanyId,
    ediFiles: files,
    inputDate: toWireDateTime(r.inputDate),
    institutionCode: p.institutionCode,
    institutionName: p.institutionName,
    partnerId: p.id,
    partnerName: p.institutionName,
    prescriptionMonth: r.prescriptionMonth,
    settlementMonth: r.settlementMonth,
    status: r.status,
  };
}

async function withFiles(db: Db, rows: RecordRow[]): Promise<PrescriptionPartner[]> {
  const files = await filesOfRecords(
    db,
    rows.map((r) => r.record.id),
  );
  return rows.map((row) => toRecord(row, (files.get(row.record.id) ?? []).map(toAttachment)));
}

/** One record of the member, or 404. */
export async function loadRecord(db: Db, memberId: number, id: number): Promise<PrescriptionPartner> {
  const rows = await joined(db).where(and(eq(prescriptionPartners.id, id), eq(prescriptionPartners.memberId, memberId)));
  if (!rows.length) throw notFound();
  return (await withFiles(db, rows))[0] as PrescriptionPartner;
}

/** Records by id (already known to be the member's), in the order given. */
export async function loadRecords(db: Db, memberId: number, ids: number[]): Promise<PrescriptionPartner[]> {
  if (!ids.length) return [];
  const rows = await joined(db).where(and(inArray(prescriptionPartners.id, ids), eq(prescriptionPartners.memberId, memberId)));
  const byId = new Map((await withFiles(db, rows)).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is PrescriptionPartner => !!r);
}

/** A month instant of a filter → the first day of its month in Korean time. */
const monthDay = (at: Date) => firstDay(seoulMonth(at));

/** The conditions of a list's filters, over the records and the tables matching() joins for them. */
function recordConditions(memberId: number, f: RecordFilters): SQL[] {
  const conds: SQL[] = [eq(prescriptionPartners.memberId, memberId)];
  if (f.status) conds.push(eq(prescriptionPartners.status, f.status));
  if (f.institutionName) conds.push(ilike(partners.institutionName, likePattern(f.institutionName)));
  if (f.companyName) conds.push(ilike(partners.companyName, likePattern(f.companyName)));
  if (f.dealerName) conds.push(ilike(dealers.dealerName, likePattern(f.dealerName)));
  if (f.drugCompanyName) conds.push(ilike(drugCompanies.name, likePattern(f.drugCompanyName)));
  if (f.userId) conds.push(eq(members.userId, f.userId));
  if (f.dealerId) conds.push(eq(prescriptionPartners.dealerId, f.dealerId));
  if (f.prescriptionFrom) conds.push(gte(prescriptionPartners.prescriptionMonth, f.prescriptionFrom));
  if (f.prescriptionTo) conds.push(lte(prescriptionPartners.prescriptionMonth, f.prescriptionTo));
  if (f.settlementFrom) conds.push(gte(prescriptionPartners.settlementMonth, f.settlementFrom));
  if (f.settlementTo) conds.push(lte(prescriptionPartners.settlementMonth, f.settlementTo));
  if (f.inputFrom) conds.push(gte(prescriptionPartners.inputDate, f.inputFrom));
  if (f.inputTo) conds.push(lte(prescriptionPartners.inputDate, f.inputTo));
  return conds;
}
/**
 * The records of a filtered list, joined only to the tables its filters name: the joins are on required foreign keys,
 * so leaving one out never changes which records match, and a big member's list reads its own index.
 */
function matching<T extends PgSelect>(query: T, f: RecordFilters): T {
  let out: PgSelect = query;
  if (f.institutionName || f.companyName) out = out.innerJoin(partners, eq(partners.id, prescriptionPartners.partnerId));
  if (f.dealerName) out = out.innerJoin(dealers, eq(dealers.id, prescriptionPartners.dealerId));
  if (f.drugCompanyName) out = out.innerJoin(drugCompanies, eq(drugCompanies.id, prescriptionPartners.drugCompanyId));
  if (f.userId) out = out.innerJoin(members, eq(members.id, prescriptionPartners.memberId));
  return out as T;
}

/** totalElements: from the stored counts when they cover the filters, else counted on the matching records. */
async function countRecords(db: Db, memberId: number, f: RecordFilters): Promise<number> {
  if (countsCover(f)) return storedRecordCount(db, memberId, f);
  const [row] = await matching(db.select({ n: count() }).from(prescriptionPartners).$dynamic(), f).where(
    and(...recordConditions(memberId, f)),
  );
  return row?.n ?? 0;
}

/**
 * Newest first, spelled as the member's index is (`input_date DESC NULLS LAST, id DESC NULLS LAST`): a plain DESC
 * sorts nulls first, which that index does not, so the planner would sort every record of the member for one page.
 */
const newestFirst = [sql`${prescriptionPartners.inputDate} desc nulls last`, sql`${prescriptionPartners.id} desc nulls last`];

/**
 * The ids of one page, newest first. The page is chosen on the records alone (the member's index gives the order and
 * stops after the page); only then are its rows joined, so a page costs the same at 100 records or 100,000.
 */
async function pageIds(db: Db, memberId: number, f: RecordFilters, paging: Paging): Promise<number[]> {
  const rows = await matching(db.select({ id: prescriptionPartners.id }).from(prescriptionPartners).$dynamic(), f)
    .where(and(...recordConditions(memberId, f)))
    .orderBy(...newestFirst)
    .limit(sqlLimit(paging.size))
    .offset(paging.offset);
  return rows.map((r) => r.id);
}

/** The member's records, newest first. */
export async function listRecords(
  db: Db,
  memberId: number,
  q: v.InferOutput<typeof prescriptionPartnerListQuerySchema>,
): Promise<Page<PrescriptionPartner>> {
  const paging = pagingOf(q);
  const { prescriptionMonthStart: ps, prescriptionMonthEnd: pe, settlementMonthStart: ss, settlementMonthEnd: se } = q;
  const filters: RecordFilters = {
    status: q.status,
    institutionName: q.institutionName,
    companyName: q.companyName,
    dealerName: q.dealerName,
    drugCompanyName: q.drugCompany,
    prescriptionFrom: ps && monthDay(ps),
    prescriptionTo: pe && monthDay(pe),
    settlementFrom: ss && monthDay(ss),
    settlementTo: se && monthDay(se),
  };
  const [total, ids] = await Promise.all([countRecords(db, memberId, filters), pageIds(db, memberId, filters, paging)]);
  const rows = ids.length ? await joined(db).where(inArray(prescriptionPartners.id, ids)) : [];
  rows.sort((a, b) => ids.indexOf(a.record.id) - ids.indexOf(b.record.id));
  return pageOf(await withFiles(db, rows), total, paging);
}

/** The older list: the member's records as prescriptions (each record is one INDIVIDUAL prescription). */
export async function listPrescriptions(
  db: Db,
  memberId: number,
  q: v.InferOutput<typeof prescriptionListQuerySchema>,
): Promise<Page<Prescription>> {
  const paging = pagingOf(q);
  const filters: RecordFilters = {
    status: q.status,
    institutionName: q.institutionName,
    companyName: q.companyName,
    dealerName: q.dealerName,
    drugCompanyName: q.drugCompanyName,
    userId: q.userId,
    dealerId: q.dealerId,
    inputFrom: q.startAt,
    inputTo: q.endAt,
  };
  const base = () =>
    db
      .select({ ...recordColumns, userId: members.userId })
      .from(prescriptionPartners)
      .innerJoin(members, eq(members.id, prescriptionPartners.memberId))
      .innerJoin(dealers, eq(dealers.id, prescriptionPartners.dealerId))
      .innerJoin(partners, eq(partners.id, prescriptionPartners.partnerId))
      .innerJoin(drugCompanies, eq(drugCompanies.id, prescriptionPartners.drugCompanyId));
  const [total, ids] = await Promise.all([countRecords(db, memberId, filters), pageIds(db, memberId, filters, paging)]);
  const rows = ids.length ? await base().where(inArray(prescriptionPartners.id, ids)) : [];
  rows.sort((a, b) => ids.indexOf(a.record.id) - ids.indexOf(b.record.id));
  const content = rows.map((row): Prescription => ({
    id: row.record.id,
    type: 'INDIVIDUAL',
    dealerId: row.record.dealerId,
    dealerName: row.dealerName,
    companyName: row.partner.companyName,
    institutionName: row.partner.institutionName,
    drugCompanyName: row.companyName,
    prescriptionMonth: row.record.prescriptionMonth,
    settlementMonth: row.record.settlementMonth,
    status: row.record.status,
    submittedAt: toWireDateTime(row.record.inputDate),
    checkedAt: row.record.status === 'PENDING' ? null : toWireDateTime(row.record.updatedAt),
    userId: row.userId,
  }));
  return pageOf(content, total, paging);
}

/** The product lines of a record of the member (404 for someone else's). */
export async function recordProducts(db: Db, memberId: number, id: number): Promise<PrescriptionPartnerProduct[]> {
  const [owned] = await db
    .select({ id: prescriptionPartners.id })
    .from(prescriptionPartners)
    .where(and(eq(prescriptionPartners.id, id), eq(prescriptionPartners.memberId, memberId)));
  if (!owned) throw notFound();
  const rows = await db
    .select({ line: prescriptionPartnerProducts, product: products })
    .from(prescriptionPartnerProducts)
    .innerJoin(products, eq(products.id, prescriptionPartnerProducts.productId))
    .where(eq(prescriptionPartnerProducts.prescriptionPartnerId, id))
    .orderBy(asc(prescriptionPartnerProducts.id));
  return rows.map(({ line, product }) => ({
    id: line.id,
    productCode: product.productCode,
    productName: product.productName,
    quantity: line.quantity,
    unit: product.unit ?? '',
    unitPrice: line.unitPrice,
    totalPrice: line.totalPrice,
    baseFeeRate: line.baseFeeBp / BP_PER_UNIT,
    feeAmount: line.feeAmount,
    note: line.note,
  }));
}
