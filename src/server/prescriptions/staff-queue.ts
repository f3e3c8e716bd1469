import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EDI_PRODUCT_RESULTS_MAX, EDI_QUEUE_PER_SCREEN, type EdiQueueFilters } from '../../api/schema/admin-prescriptions';
import type { Attachment, EdiLine, EdiProductOption, EdiQueueItem, EdiRecord, Page } from '../../api/types';
import { maskBusinessNumber } from '../../lib/mask';
import { firstDay, monthOf } from '../../lib/months';
import type { Db } from '../db';
import {
  dealers,
  drugCompanies,
  members,
  partners,
  prescriptionClaims,
  prescriptionPartnerFiles,
  prescriptionPartnerProducts,
  prescriptionPartners,
  products,
  recordCounts,
  storedFiles,
  type Member,
  type ProductRow,
  type StoredFile,
} from '../db/schema';
import { toAttachment } from '../content/posts';
import { toWireDateTime } from '../http';
import { pageOf, pagingOf } from '../http/paging';
import { likePattern } from '../http/params';
import { ratesAsOf } from '../products/fee-rate';
import { bpOfFraction } from '../settlements/money';
import { reviewDocumentOf, reviewMemberOf } from '../staff/review-member';
import { filesOfRecords } from './records';
import { claimView, recordMissing, type ClaimRow } from './staff-claims';
import { reopenRefusal } from './staff-entry';

// What staff read of EDI records (처방관리): the queue, one record with everything its entry needs, its files' bytes
// and the products its lines may name. Personal fields are masked as in every operator answer.
//
// The queue is one indexed read, oldest first: by settlement month (the month a record was submitted in) and
// submission time, from the partial index of the open records (접수대기, 처리중: the default) or the index of one
// status (migration 0029), with the member, client, dealer, drug company and claim joined by primary key for the page
// only. Its total is the sum of the stored counts (0024) by the same keys, so it never counts the records.

const holder = alias(members, 'holder');

/** Minutes between `since` and `now`. */
const minutesSince = (since: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));

/** `LIKE` pattern of a prefix: `%` and `_` typed are literal. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The members (partners, not staff) whose login id or name starts with the search text. */
const membersMatching = (search: string) =>
  sql`(select ${members.id} from ${members} where ${members.role} = 'USER'
        and (lower(${members.userId}) like ${prefix(search.toLowerCase())} or ${members.name} like ${prefix(search)}))`;

/** The status condition: one status, or the open records (the partial index's own predicate, written out literally). */
const statusIs = (column: SQL.Aliased | typeof prescriptionPartners.status | typeof recordCounts.status, status?: string) =>
  status ? sql`${column} = ${status}` : sql`${column} in ('PENDING', 'IN_PROGRESS')`;

function queueConditions(q: EdiQueueFilters, staff: Pick<Member, 'id'>): SQL[] {
  const r = prescriptionPartners;
  const where: SQL[] = [statusIs(r.status, q.status)];
  if (q.settlementMonth) where.push(eq(r.settlementMonth, firstDay(q.settlementMonth)));
  if (q.drugCompanyId) where.push(eq(r.drugCompanyId, q.drugCompanyId));
  if (q.memberId) where.push(eq(r.memberId, q.memberId));
  if (q.search) where.push(sql`${r.memberId} in ${membersMatching(q.search)}`);
  if (q.mine) {
    where.push(
      sql`${r.id} in (select ${prescriptionClaims.prescriptionPartnerId} from ${prescriptionClaims} where ${prescriptionClaims.staffId} = ${staff.id})`,
    );
  }
  return where;
}

/** The queue's total: the stored counts by the same keys (a filter on claims counts the few claimed records). */
async function queueTotal(db: Db, q: EdiQueueFilters, staff: Pick<Member, 'id'>): Promise<number> {
  if (q.mine) {
    const [row] = await db
      .select({ n: count() })
      .from(prescriptionPartners)
      .where(and(...queueConditions(q, staff)));
    return row?.n ?? 0;
  }
  const c = recordCounts;
  const where: SQL[] = [statusIs(c.status, q.status)];
  if (q.settlementMonth) where.push(eq(c.settlementMonth, firstDay(q.settlementMonth)));
  if (q.drugCompanyId) where.push(eq(c.drugCompanyId, q.drugCompanyId));
  if (q.memberId) where.push(eq(c.memberId, q.memberId));
  if (q.search) where.push(sql`${c.memberId} in ${membersMatching(q.search)}`);
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${c.records}), 0)` })
    .from(c)
    .where(and(...where));
  return Number(row?.n ?? 0);
}

const claimColumns = {
  staffId: prescriptionClaims.staffId,
  staffUserId: holder.userId,
  staffName: holder.name,
  claimedAt: prescriptionClaims.claimedAt,
  activeAt: prescriptionClaims.activeAt,
};

const claimOf = (row: {
  staffId: number | null;
  staffUserId: string | null;
  staffName: string | null;
  claimedAt: Date | null;
  activeAt: Date | null;
}) => (row.staffId === null ? null : (row as ClaimRow));

/** `GET /v1/admin/prescriptions`: a page of the queue, oldest first. */
export async function ediQueue(db: Db, staff: Pick<Member, 'id'>, q: EdiQueueFilters): Promise<Page<EdiQueueItem>> {
  const paging = pagingOf(q, EDI_QUEUE_PER_SCREEN);
  const r = prescriptionPartners;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: r.id,
        status: r.status,
        memberId: r.memberId,
        userId: members.userId,
        name: members.name,
        drugCompanyId: r.drugCompanyId,
        drugCompanyName: drugCompanies.name,
        dealerName: dealers.dealerName,
        institutionName: partners.institutionName,
        institutionCode: partners.institutionCode,
        prescriptionMonth: r.prescriptionMonth,
        settlementMonth: r.settlementMonth,
        inputDate: r.inputDate,
        amount: r.amount,
        claim: claimColumns,
      })
      .from(r)
      .innerJoin(members, eq(members.id, r.memberId))
      .innerJoin(drugCompanies, eq(drugCompanies.id, r.drugCompanyId))
      .innerJoin(dealers, eq(dealers.id, r.dealerId))
      .innerJoin(partners, eq(partners.id, r.partnerId))
      .leftJoin(prescriptionClaims, eq(prescriptionClaims.prescriptionPartnerId, r.id))
      .leftJoin(holder, eq(holder.id, prescriptionClaims.staffId))
      .where(and(...queueConditions(q, staff)))
      .orderBy(asc(r.settlementMonth), asc(r.inputDate), asc(r.id))
      .limit(paging.size)
      .offset(paging.offset),
    queueTotal(db, q, staff),
  ]);
  const now = new Date();
  const content = rows.map((row): EdiQueueItem => ({
    id: row.id,
    status: row.status,
    member: { id: row.memberId, userId: row.userId, name: row.name },
    drugCompany: { id: row.drugCompanyId, name: row.drugCompanyName },
    dealerName: row.dealerName,
    institutionName: row.institutionName,
    institutionCode: row.institutionCode,
    prescriptionMonth: row.prescriptionMonth,
    settlementMonth: row.settlementMonth,
    submittedAt: toWireDateTime(row.inputDate),
    ageMinutes: minutesSince(row.inputDate, now),
    amount: row.amount,
    claim: claimView(claimOf(row.claim), staff.id, now),
  }));
  return pageOf(content, total, paging);
}

/** The lines of a record with their products, in the order they were entered. */
async function linesOf(db: Db, recordId: number): Promise<EdiLine[]> {
  const rows = await db
    .select({ line: prescriptionPartnerProducts, code: products.productCode, name: products.productName, unit: products.unit })
    .from(prescriptionPartnerProducts)
    .innerJoin(products, eq(products.id, prescriptionPartnerProducts.productId))
    .where(eq(prescriptionPartnerProducts.prescriptionPartnerId, recordId))
    .orderBy(asc(prescriptionPartnerProducts.id));
  return rows.map(({ line, code, name, unit }) => ({
    id: line.id,
    productId: line.productId,
    insuranceCode: code,
    productName: name,
    unit: unit ?? '',
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    totalPrice: line.totalPrice,
    baseFeeBp: line.baseFeeBp,
    feeAmount: line.feeAmount,
    extraFeeBp: line.extraFeeBp,
    extraFeeAmount: line.extraFeeAmount,
    note: line.note,
  }));
}

/** The staff's path of a record's EDI file. */
export const staffEdiFileUrl = (recordId: number, fileId: number) => `/v1/admin/prescriptions/${recordId}/files/${fileId}`;

/** `GET /v1/admin/prescriptions/{id}`: the record for its entry screen (404 when there is none). */
export async function staffRecord(db: Db, staff: Pick<Member, 'id'>, id: number): Promise<EdiRecord> {
  const r = prescriptionPartners;
  const [found] = await db
    .select({ record: r, member: members, partner: partners, dealer: dealers, company: drugCompanies, claim: claimColumns })
    .from(r)
    .innerJoin(members, eq(members.id, r.memberId))
    .innerJoin(partners, eq(partners.id, r.partnerId))
    .innerJoin(dealers, eq(dealers.id, r.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, r.drugCompanyId))
    .leftJoin(prescriptionClaims, eq(prescriptionClaims.prescriptionPartnerId, r.id))
    .leftJoin(holder, eq(holder.id, prescriptionClaims.staffId))
    .where(eq(r.id, id));
  if (!found) throw recordMissing();
  const { record, member, partner, dealer, company } = found;
  const [files, lines, refusal] = await Promise.all([
    filesOfRecords(db, [id]),
    linesOf(db, id),
    record.status === 'COMPLETED' ? reopenRefusal(db, record) : Promise.resolve(null),
  ]);
  const now = new Date();
  const claim = claimView(claimOf(found.claim), staff.id, now);
  return {
    id: record.id,
    status: record.status,
    prescriptionMonth: record.prescriptionMonth,
    settlementMonth: record.settlementMonth,
    submittedAt: toWireDateTime(record.inputDate),
    updatedAt: toWireDateTime(record.updatedAt),
    ageMinutes: minutesSince(record.inputDate, now),
    member: { id: member.id, ...reviewMemberOf(member) },
    institution: {
      id: partner.id,
      institutionName: partner.institutionName,
      institutionCode: partner.institutionCode,
      companyName: partner.companyName,
      businessNumber: maskBusinessNumber(partner.businessNumber),
    },
    dealer: { id: dealer.id, dealerName: dealer.dealerName },
    drugCompany: { id: company.id, code: company.code, name: company.name },
    files: (files.get(id) ?? []).map((f) => reviewDocumentOf(f, 'EDI 파일', staffEdiFileUrl(id, f.id))),
    lines,
    // The stored sums (the triggers keep them equal to the lines): what the settlement will take.
    totals: { lines: lines.length, amount: record.amount, feeAmount: record.feeAmount, extraFeeAmount: record.extraFeeAmount },
    claim,
    editable: record.status === 'IN_PROGRESS' && !!claim?.mine,
    reopen: record.status === 'COMPLETED' ? { allowed: refusal === null, reason: refusal } : null,
  };
}

/** A file of the record, for staff (a file of another record: null, answered 404). */
export async function staffRecordFile(db: Db, recordId: number, fileId: number): Promise<StoredFile | null> {
  const [row] = await db
    .select({ file: storedFiles })
    .from(prescriptionPartnerFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, prescriptionPartnerFiles.fileId))
    .where(and(eq(prescriptionPartnerFiles.prescriptionPartnerId, recordId), eq(prescriptionPartnerFiles.fileId, fileId)));
  return row?.file ?? null;
}

/** `GET /v1/prescriptions/partners/{id}/edi-files/attached` (the contract's): the files as Attachments, staff's links. */
export async function staffAttachments(db: Db, id: number): Promise<Attachment[]> {
  const [record] = await db.select({ id: prescriptionPartners.id }).from(prescriptionPartners).where(eq(prescriptionPartners.id, id));
  if (!record) throw recordMissing();
  return ((await filesOfRecords(db, [id])).get(id) ?? []).map((f) => ({ ...toAttachment(f), fileUrl: staffEdiFileUrl(id, f.id) }));
}

/**
 * `GET /v1/admin/prescriptions/{id}/product-options?q=`: the record's drug company's products whose name contains the
 * text or whose insurance code starts with it (without text: the first by name), priced as a line would be for the
 * record's month (one company's products through its index), with how many lines of each the record already has.
 */
export async function productOptions(db: Db, id: number, q: string | undefined): Promise<EdiProductOption[]> {
  const [record] = await db
    .select({ drugCompanyId: prescriptionPartners.drugCompanyId, prescriptionMonth: prescriptionPartners.prescriptionMonth })
    .from(prescriptionPartners)
    .where(eq(prescriptionPartners.id, id));
  if (!record) throw recordMissing();
  const matches = !q
    ? undefined
    : /^\d+$/.test(q)
      ? sql`${products.productCode} like ${prefix(q)}`
      : (or(ilike(products.productName, likePattern(q)), ilike(products.composition, likePattern(q))) as SQL);
  const [found, onRecord] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.drugCompanyId, record.drugCompanyId), matches))
      .orderBy(asc(products.productName), asc(products.id))
      .limit(EDI_PRODUCT_RESULTS_MAX),
    db
      .select({ productId: prescriptionPartnerProducts.productId, n: count() })
      .from(prescriptionPartnerProducts)
      .where(eq(prescriptionPartnerProducts.prescriptionPartnerId, id))
      .groupBy(prescriptionPartnerProducts.productId),
  ]);
  return found.map((p) => productOption(p, record.prescriptionMonth, onRecord.find((o) => o.productId === p.id)?.n ?? 0));
}

/** A product priced as a line of a record of `prescriptionMonth` would be (its price and its rate of that month). */
export function productOption(p: ProductRow, prescriptionMonth: string, onRecord: number): EdiProductOption {
  const { feeRate } = ratesAsOf(p, monthOf(prescriptionMonth));
  const priced = p.price !== null && feeRate !== null;
  return {
    productId: p.id,
    insuranceCode: p.productCode,
    productName: p.productName,
    unit: p.unit ?? '',
    unitPrice: priced ? p.price : null,
    baseFeeBp: priced ? bpOfFraction(feeRate) : null,
    onRecord,
  };
}

/** How many lines of each product the record has. */
export async function linesPerProduct(db: Db, recordId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: prescriptionPartnerProducts.productId, n: count() })
    .from(prescriptionPartnerProducts)
    .where(eq(prescriptionPartnerProducts.prescriptionPartnerId, recordId))
    .groupBy(prescriptionPartnerProducts.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}
