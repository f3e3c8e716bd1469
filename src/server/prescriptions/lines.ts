import { and, count, eq, ne, sql } from 'drizzle-orm';
import { PrescriptionStatus } from '../../api/enums';
import { monthOf } from '../../lib/months';
import type { Db } from '../db';
import { prescriptionPartnerProducts, prescriptionPartners, products, type ProductRow } from '../db/schema';
import { badRequest, notFound } from '../http';
import { idIn, jsonInsert } from './bulk-sql';
import { ratesAsOf } from '../products/fee-rate';
import { BP_PER_UNIT, bpOfFraction, lineAmounts } from '../settlements/money';

// The product lines staff enter from a record's statement images, and the record's status (PENDING → IN_PROGRESS →
// COMPLETED). A line is priced when it is entered, from the catalogue as it stands in the record's prescription month:
// the product's price (the catalogue keeps one price, no history) and its fee rate of that month (ratesAsOf), kept on
// the line as integer won and basis points; each fee is feeOf(total, bp). The extra fee rate (a promotion) is not in
// the catalogue: staff give it per line, 0 when not given. Only lines and statuses are written here: the record's
// totals and the settlement rows are derived from them by the database.
// Every function takes the database or a transaction (`db.transaction(tx => …)`: a transaction is a Db to drizzle);
// several calls inside one transaction are all or nothing.

export interface LineInput {
  productId: number;
  quantity: number;
  /** Extra fee rate in basis points (0–10 000); 0 when not given. */
  extraFeeBp?: number;
  note?: string | null;
}

/** A correction: what is sent replaces; a new product is priced again from the catalogue. */
export interface LineChange {
  productId?: number;
  quantity?: number;
  extraFeeBp?: number;
  note?: string | null;
}

export type LineRow = typeof prescriptionPartnerProducts.$inferInsert;

/** The record fields a line's price depends on. */
interface RecordRef {
  id: number;
  drugCompanyId: number;
  prescriptionMonth: string;
}

/** Lines per INSERT of addLines (10 parameters a line, under PostgreSQL's 65 535 a statement) and of a batch. */
const LINES_PER_INSERT = 4_000;
const lineKeys = [
  'prescriptionPartnerId',
  'productId',
  'quantity',
  'unitPrice',
  'totalPrice',
  'baseFeeBp',
  'feeAmount',
  'extraFeeBp',
  'extraFeeAmount',
  'note',
] as const;
/** The columns are PostgreSQL integers: no total or fee may pass this (a line's, nor a record's sum of them). */
export const MAX_WON = 2_147_483_647;

const recordMissing = () => notFound('실적을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
const lineMissing = () => notFound('제품 내역을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');

function checkQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw badRequest('수량은 1 이상의 정수로 입력해 주세요.');
}

function checkExtraFeeBp(bp: number): void {
  if (!Number.isSafeInteger(bp) || bp < 0 || bp > BP_PER_UNIT) throw badRequest('기타수수료율은 0%에서 100% 사이로 입력해 주세요.');
}

/** Quantity × unit price and its fees, in integer won; 400 when the total does not fit the columns. */
function amounts(quantity: number, unitPrice: number, baseFeeBp: number, extraFeeBp: number) {
  checkQuantity(quantity);
  checkExtraFeeBp(extraFeeBp);
  if (quantity * unitPrice > MAX_WON) throw badRequest('금액이 너무 큽니다. 수량을 확인해 주세요.');
  return lineAmounts(quantity, unitPrice, baseFeeBp, extraFeeBp);
}

/** A new line of `record`, priced from the catalogue for the record's prescription month. */
export function priceLine(record: RecordRef, product: ProductRow | undefined, input: LineInput): LineRow {
  checkQuantity(input.quantity);
  if (!product) throw badRequest('제품을 찾을 수 없습니다. 제품 목록에서 다시 선택해 주세요.');
  if (product.drugCompanyId !== record.drugCompanyId) {
    throw badRequest(`이 실적의 제약사 제품이 아닙니다: ${product.productName}. 같은 제약사의 제품을 선택해 주세요.`);
  }
  const { feeRate } = ratesAsOf(product, monthOf(record.prescriptionMonth));
  if (product.price === null || feeRate === null) {
    throw badRequest(`가격이나 수수료율이 정해지지 않은 제품입니다: ${product.productName}.`);
  }
  return {
    prescriptionPartnerId: record.id,
    productId: product.id,
    ...amounts(input.quantity, product.price, bpOfFraction(feeRate), input.extraFeeBp ?? 0),
    note: input.note ?? null,
  };
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, k) => list.slice(k * size, (k + 1) * size));

async function recordsById(db: Db, ids: readonly number[]): Promise<Map<number, RecordRef>> {
  const rows = await db
    .select({
      id: prescriptionPartners.id,
      drugCompanyId: prescriptionPartners.drugCompanyId,
      prescriptionMonth: prescriptionPartners.prescriptionMonth,
    })
    .from(prescriptionPartners)
    .where(idIn(prescriptionPartners.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

async function productsById(db: Db, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  const rows = await db
    .select()
    .from(products)
    .where(idIn(products.id, [...new Set(ids)]));
  return new Map(rows.map((p) => [p.id, p]));
}

/** The priced lines of many records, every one checked first (404 a record, 400 a line): none is written on a refusal. */
async function pricedLines(db: Db, entries: readonly { recordId: number; lines: readonly LineInput[] }[]): Promise<LineRow[]> {
  const records = await recordsById(
    db,
    entries.map((e) => e.recordId),
  );
  const catalogue = await productsById(
    db,
    entries.flatMap((e) => e.lines.map((l) => l.productId)),
  );
  return entries.flatMap((entry) => {
    const record = records.get(entry.recordId);
    if (!record) throw recordMissing();
    return entry.lines.map((line) => priceLine(record, catalogue.get(line.productId), line));
  });
}

/** Adds product lines to a record; answers their ids in the order given. */
export async function addLines(db: Db, recordId: number, lines: readonly LineInput[]): Promise<number[]> {
  const rows = await pricedLines(db, [{ recordId, lines }]);
  if (!rows.length) return [];
  const ids: number[] = [];
  for (const part of chunks(rows, LINES_PER_INSERT)) {
    ids.push(
      ...(await db.insert(prescriptionPartnerProducts).values(part).returning({ id: prescriptionPartnerProducts.id })).map((r) => r.id),
    );
  }
  return ids;
}

/**
 * Adds the lines of many records at once (the scale seed, an import): the records and products are read once, and
 * the lines written a few thousand per INSERT. Answers how many lines it wrote. Inside a transaction, all or none.
 */
export async function addLinesBatch(db: Db, entries: readonly { recordId: number; lines: readonly LineInput[] }[]): Promise<number> {
  const rows = await pricedLines(db, entries);
  for (const part of chunks(rows, LINES_PER_INSERT)) await db.execute(jsonInsert(prescriptionPartnerProducts, lineKeys, part));
  return rows.length;
}

/**
 * Corrects a line. A quantity alone keeps the line's unit price and rates (they were fixed when it was entered); a
 * new product is priced again from the catalogue for the record's month.
 */
export async function correctLine(db: Db, lineId: number, change: LineChange): Promise<void> {
  const [line] = await db.select().from(prescriptionPartnerProducts).where(eq(prescriptionPartnerProducts.id, lineId));
  if (!line) throw lineMissing();
  const quantity = change.quantity ?? line.quantity;
  const extraFeeBp = change.extraFeeBp ?? line.extraFeeBp;
  const note = change.note === undefined ? line.note : change.note;
  let next: Partial<LineRow>;
  if (change.productId !== undefined && change.productId !== line.productId) {
    const record = (await recordsById(db, [line.prescriptionPartnerId])).get(line.prescriptionPartnerId);
    if (!record) throw recordMissing();
    const product = (await productsById(db, [change.productId])).get(change.productId);
    const { prescriptionPartnerId: _, ...priced } = priceLine(record, product, { productId: change.productId, quantity, extraFeeBp, note });
    next = priced;
  } else {
    next = { ...amounts(quantity, line.unitPrice, line.baseFeeBp, extraFeeBp), note };
  }
  const changed = await db
    .update(prescriptionPartnerProducts)
    .set(next)
    .where(eq(prescriptionPartnerProducts.id, lineId))
    .returning({ id: prescriptionPartnerProducts.id });
  if (!changed.length) throw lineMissing();
}

/** Removes a line (404 when there is none). */
export async function removeLine(db: Db, lineId: number): Promise<void> {
  const gone = await db
    .delete(prescriptionPartnerProducts)
    .where(eq(prescriptionPartnerProducts.id, lineId))
    .returning({ id: prescriptionPartnerProducts.id });
  if (!gone.length) throw lineMissing();
}

/**
 * Sets the status of records (all must exist: 404 otherwise, nothing changed). Records already in that status are
 * left alone; the others get a new version (a member's change read before this one no longer applies) and
 * `updated_at`. Answers how many changed.
 */
export async function setRecordsStatus(db: Db, ids: readonly number[], status: PrescriptionStatus): Promise<number> {
  if (!PrescriptionStatus.values.includes(status)) throw badRequest('실적 상태는 접수대기, 처리중, 입력완료 중 하나입니다.');
  const unique = [...new Set(ids)];
  const [found] = await db.select({ n: count() }).from(prescriptionPartners).where(idIn(prescriptionPartners.id, unique));
  if ((found?.n ?? 0) !== unique.length) throw recordMissing();
  const changed = await db
    .update(prescriptionPartners)
    .set({ status, version: sql`${prescriptionPartners.version} + 1`, updatedAt: new Date() })
    .where(and(idIn(prescriptionPartners.id, unique), ne(prescriptionPartners.status, status)))
    .returning({ id: prescriptionPartners.id });
  return changed.length;
}
