import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { partners, prescriptionPartnerProducts, prescriptionPartners, products, settlementPartners, settlements } from '../db/schema';
import { shareRecords } from './sums';

// The product lines behind settlements, for the spreadsheet, a batch at a time: a big member has hundreds of thousands,
// more than a server may hold at once. Settlement by settlement in the order given (sheet 1's), within one by client
// name, then EDI record, then entry order. The records of a few settlements are listed a page at a time, each with its
// number of lines (a big member's settlements hold 100,000 records: listing them all first held ≈ 100 MB); then the
// lines of a run of records that together hold about a batch are read by record id, each query reading its own lines
// off the lines' (record, id) index, never sorting more than it answers.

/** Lines a query reads (about; a single record with more is read this many at a time). */
export const LINE_BATCH = 4_000;
/** Settlements whose records one query lists (in pages of RECORD_PAGE). */
const SETTLEMENT_CHUNK = 20;
/** Records one query lists. */
const RECORD_PAGE = 2_000;

/** A list of ids as an SQL array (`array[$1, $2, …]::int[]`), for array_position. */
const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Where a page of records starts: after this settlement (its place in the chunk), client name and record id. */
interface RecordCursor {
  position: number;
  institutionName: string;
  recordId: number;
}

/**
 * A page of the COMPLETED records behind the member's settlements `ids`, in export order (the settlements' order, then
 * client name, then record), with their client and number of lines.
 */
function recordsOf(db: Db, memberId: number, ids: readonly number[], after: RecordCursor | null, limit: number) {
  const position = sql<number>`array_position(${intArray(ids)}, ${settlements.id})`;
  return db
    .select({
      recordId: prescriptionPartners.id,
      settlementId: settlements.id,
      position,
      institutionName: partners.institutionName,
      institutionCode: partners.institutionCode,
      lines: db.$count(prescriptionPartnerProducts, eq(prescriptionPartnerProducts.prescriptionPartnerId, prescriptionPartners.id)),
    })
    .from(settlementPartners)
    .innerJoin(settlements, eq(settlements.id, settlementPartners.settlementId))
    .innerJoin(partners, eq(partners.id, settlementPartners.partnerId))
    .innerJoin(prescriptionPartners, shareRecords)
    .where(
      and(
        eq(settlements.memberId, memberId),
        inArray(settlements.id, [...ids]),
        after
          ? sql`(${position}, ${partners.institutionName}, ${prescriptionPartners.id}) > (${after.position}, ${after.institutionName}, ${after.recordId})`
          : undefined,
      ),
    )
    .orderBy(position, asc(partners.institutionName), asc(prescriptionPartners.id))
    .limit(limit);
}
type EdiRecord = Awaited<ReturnType<typeof recordsOf>>[number];

/** Product lines with their product's code and name. */
function lineRows(db: Db) {
  return db
    .select({
      recordId: prescriptionPartnerProducts.prescriptionPartnerId,
      lineId: prescriptionPartnerProducts.id,
      productCode: products.productCode,
      productName: products.productName,
      quantity: prescriptionPartnerProducts.quantity,
      unitPrice: prescriptionPartnerProducts.unitPrice,
      totalPrice: prescriptionPartnerProducts.totalPrice,
      baseFeeBp: prescriptionPartnerProducts.baseFeeBp,
      feeAmount: prescriptionPartnerProducts.feeAmount,
      extraFeeBp: prescriptionPartnerProducts.extraFeeBp,
      extraFeeAmount: prescriptionPartnerProducts.extraFeeAmount,
    })
    .from(prescriptionPartnerProducts)
    .innerJoin(products, eq(products.id, prescriptionPartnerProducts.productId))
    .$dynamic();
}

/** A line of the export: the line, its product, and its record's settlement and client. */
export type ExportLine = EdiRecord & Awaited<ReturnType<ReturnType<typeof lineRows>['execute']>>[number];

/** The lines of `records`, in their order: several records in one query, one record of many lines a batch at a time. */
async function* linesOf(db: Db, records: readonly EdiRecord[], batch: number) {
  const ids = records.map((r) => r.recordId);
  if (ids.length > 1) {
    yield await lineRows(db)
      .where(inArray(prescriptionPartnerProducts.prescriptionPartnerId, ids))
      .orderBy(
        sql`array_position(${intArray(ids)}, ${prescriptionPartnerProducts.prescriptionPartnerId})`,
        asc(prescriptionPartnerProducts.id),
      );
    return;
  }
  for (let after = 0; ;) {
    const page = await lineRows(db)
      .where(and(eq(prescriptionPartnerProducts.prescriptionPartnerId, ids[0]!), gt(prescriptionPartnerProducts.id, after)))
      .orderBy(asc(prescriptionPartnerProducts.id))
      .limit(batch);
    yield page;
    if (page.length < batch) return;
    after = page[page.length - 1]!.lineId;
  }
}

/**
 * The member's lines of `settlementIds` (someone else's settlement has none), in batches of about `batch`, their
 * records listed `recordPage` at a time (lower in a test).
 */
export async function* settlementLines(
  db: Db,
  memberId: number,
  settlementIds: readonly number[],
  batch = LINE_BATCH,
  recordPage = RECORD_PAGE,
) {
  for (let start = 0; start < settlementIds.length; start += SETTLEMENT_CHUNK) {
    const chunk = settlementIds.slice(start, start + SETTLEMENT_CHUNK);
    for (let after: RecordCursor | null = null; ;) {
      const records = await recordsOf(db, memberId, chunk, after, recordPage);
      const byId = new Map(records.map((r) => [r.recordId, r]));
      // Runs of consecutive records holding at most a batch of lines between them (a bigger record is a run alone).
      let run: EdiRecord[] = [];
      let lines = 0;
      for (let k = 0; k <= records.length; k++) {
        const next = records[k];
        if (run.length && (!next || lines + next.lines > batch)) {
          for await (const page of linesOf(db, run, batch)) {
            if (page.length) yield page.map((l): ExportLine => ({ ...(byId.get(l.recordId) as EdiRecord), ...l }));
          }
          run = [];
          lines = 0;
        }
        if (next && next.lines > 0) {
          run.push(next);
          lines += next.lines;
        }
      }
      const last = records[records.length - 1];
      if (!last || records.length < recordPage) break;
      after = { position: last.position, institutionName: last.institutionName, recordId: last.recordId };
    }
  }
}
