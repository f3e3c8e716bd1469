import { and, asc, count, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, dealerContracts, dealers, expenditures, products, storedFiles } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { getAs, multipart, PDF, send, type Upload, type Who } from './content-helpers';
import { memberId } from './prescriptions-helpers';

// Helpers of the tests of the records kept for an inspection: dealer rows in the seed's order, products of a dealer's
// company (and of another), the requests of contract versions and expenditure entries, and counts of what is stored.

export const json = { 'content-type': 'application/json' };
export const receipt = (name = '영수증.pdf'): Upload => ({ name, bytes: PDF, type: 'application/pdf' });

/** The member's dealer rows in the seed's order (the first has no contract, the next five have versions). */
export async function dealerRows(who: Who) {
  const db = await getDb();
  return db
    .select()
    .from(dealers)
    .where(eq(dealers.memberId, await memberId(who)))
    .orderBy(asc(dealers.dealerName), asc(dealers.id));
}

/** A dealer row of its own for one test (with its re-delegation notice), made through the API. */
export async function newDealer(who: Who, name: string) {
  const { body: companies } = await getAs<{ id: number }[]>(who, '/v1/partners/drug-companies');
  const res = await send(who, 'POST', '/v1/dealers', JSON.stringify({ dealerName: name, drugCompanyIds: [companies[0]!.id] }), json);
  expect(res.status, res.text).toBe(201);
  const db = await getDb();
  const [d] = await db
    .select()
    .from(dealers)
    .where(and(eq(dealers.memberId, await memberId(who)), eq(dealers.dealerName, name)));
  return d!;
}

/** Products of the drug company (or, with `other`, of any other company). */
export async function productsOf(drugCompanyId: number, other = false) {
  const db = await getDb();
  return db
    .select({ id: products.id, name: products.productName })
    .from(products)
    .where(other ? ne(products.drugCompanyId, drugCompanyId) : eq(products.drugCompanyId, drugCompanyId))
    .orderBy(asc(products.id))
    .limit(3);
}

export const addContract = (who: Who | null, dealerId: number, request: unknown, files: Upload[] = [receipt('재위탁계약서.pdf')]) =>
  send(who, 'POST', `/v1/dealers/${dealerId}/contracts`, multipart('request', request, 'file', files));

export const addEntry = (who: Who | null, request: unknown, files: Upload[] = []) =>
  send(who, 'POST', '/v1/expenditures', multipart('request', request, 'files', files));

/** Rows of the records' tables and of the compliance files (nothing stored by a refused request). */
export async function storedCounts() {
  const db = await getDb();
  const [[c], [e], [a], [f]] = await Promise.all([
    db.select({ n: count() }).from(dealerContracts),
    db.select({ n: count() }).from(expenditures),
    db.select({ n: count() }).from(auditLog),
    db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.kind, 'COMPLIANCE')),
  ]);
  return { contracts: c!.n, expenditures: e!.n, audit: a!.n, files: f!.n };
}

/** The audit rows of one record, oldest first. */
export async function auditRowsOf(entity: 'DEALER_CONTRACT' | 'EXPENDITURE', entityId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}

/** A multipart request of `total` bytes made on demand (its file part filled with 'a'), for the body limits. */
export function hugeMultipart(total: number) {
  const boundary = 'records-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
  );
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        sent += head.length;
        controller.enqueue(head);
      } else if (sent < total) {
        sent += chunk.length;
        controller.enqueue(chunk);
      } else controller.close();
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}`, pulled: () => sent };
}
