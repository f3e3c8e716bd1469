import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { addMonths } from '../../src/lib/months';
import type { EdiRecord } from '../../src/api/types';
import { prescriptionPartners, products, type ProductRow } from '../../src/server/db/schema';
import { insertRecordsBatch } from '../../src/server/prescriptions/record-batch';
import { getDb } from '../../src/server/runtime/database';
import { refsOf } from './prescriptions-helpers';
import { as } from './staff-helpers';

// Helpers of the staff EDI entry tests: a fresh PENDING record of demo_partner in a month of its own (so each test's
// settlement rows are its own), priced products of its drug company, and JSON calls answering the record.

let serial = 0;

/** A new PENDING record of demo_partner, prescribed in a month of the 2000s no other test uses, settled the month after. */
export async function newRecord(): Promise<typeof prescriptionPartners.$inferSelect> {
  const db = await getDb();
  const { owner, dealer, partner } = await refsOf('demo_partner');
  // Months from 2001-01 on, a few apart per file run: the worker's own database, so only this file's tests share them.
  const prescriptionMonth = addMonths('2001-01', serial++ * 2);
  const [inserted] = await insertRecordsBatch(db, [
    {
      memberId: owner,
      dealerId: dealer.id,
      partnerId: partner.id,
      drugCompanyId: dealer.drugCompanyId,
      prescriptionMonth,
      settlementMonth: addMonths(prescriptionMonth, 1),
      inputDate: new Date(Date.UTC(2001, 0, 1) + serial * 60_000),
    },
  ]);
  if (!inserted) throw new Error('record not inserted');
  const [record] = await db.select().from(prescriptionPartners).where(eq(prescriptionPartners.id, inserted.id));
  return record!;
}

/** Priced and rated products of the record's drug company, and one of another company. */
export async function productsFor(drugCompanyId: number, n = 3): Promise<{ own: ProductRow[]; foreign: ProductRow }> {
  const db = await getDb();
  const priced = and(isNotNull(products.price), isNotNull(products.feeRate), isNotNull(products.unit));
  const own = await db
    .select()
    .from(products)
    .where(and(eq(products.drugCompanyId, drugCompanyId), priced))
    .orderBy(products.id)
    .limit(n);
  const [foreign] = await db
    .select()
    .from(products)
    .where(and(ne(products.drugCompanyId, drugCompanyId), priced))
    .limit(1);
  if (own.length < n || !foreign) throw new Error('no products');
  return { own, foreign };
}

export const base = (id: number) => `/v1/admin/prescriptions/${id}`;

/** A staff call that must succeed: answers the record. */
export async function ok(who: string, method: string, path: string, json?: unknown): Promise<EdiRecord> {
  const res = await as<EdiRecord>(who, method, path, json);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBe(200);
  return res.json;
}

/** The expected amounts of a line, from the rules (not the code under test). */
export const expectedLine = (quantity: number, price: number, feeRate: number, extraBp = 0) => {
  const total = quantity * price;
  const bp = Math.round(feeRate * 10_000);
  return {
    totalPrice: total,
    baseFeeBp: bp,
    feeAmount: Math.floor((total * bp) / 10_000),
    extraFeeBp: extraBp,
    extraFeeAmount: Math.floor((total * extraBp) / 10_000),
  };
};
