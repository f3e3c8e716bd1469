import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, seoulMonth } from '../../src/lib/months';
import { dealers, partners, prescriptionPartnerProducts, prescriptionPartners, products } from '../../src/server/db/schema';
import { addLines, addLinesBatch, correctLine, removeLine, setRecordsStatus } from '../../src/server/prescriptions/lines';
import { insertRecordsBatch } from '../../src/server/prescriptions/record-batch';
import { getDb } from '../../src/server/runtime/database';
import { getAs } from './content-helpers';
import './helpers';
import { memberId, recordOf, refsOf } from './prescriptions-helpers';

// Staff's product lines and record statuses as domain functions (src/server/prescriptions/lines.ts), and records
// written in batches (record-batch.ts): every amount to the won from the catalogue of the record's month, and the
// refusals in Korean, with nothing written on a refusal.

type RecordRow = typeof prescriptionPartners.$inferSelect;

/** The expected line, computed here from the rules rather than with the code under test. */
const expected = (quantity: number, price: number, rate: number, extraBp = 0) => {
  const total = quantity * price;
  const bp = Math.round(rate * 10_000);
  return {
    totalPrice: total,
    baseFeeBp: bp,
    feeAmount: Math.floor((total * bp) / 10_000),
    extraFeeBp: extraBp,
    extraFeeAmount: Math.floor((total * extraBp) / 10_000),
  };
};

/** A priced and rated product of the record's drug company (and one of another company). */
async function productsFor(record: RecordRow) {
  const db = await getDb();
  const priced = and(isNotNull(products.price), isNotNull(products.feeRate));
  const [own, second] = await db
    .select()
    .from(products)
    .where(and(eq(products.drugCompanyId, record.drugCompanyId), priced))
    .orderBy(products.id)
    .limit(2);
  const [foreign] = await db
    .select()
    .from(products)
    .where(and(ne(products.drugCompanyId, record.drugCompanyId), priced))
    .limit(1);
  if (!own || !second || !foreign) throw new Error('no products');
  return { own, second, foreign };
}

const linesOf = async (recordId: number) =>
  (await getDb())
    .select()
    .from(prescriptionPartnerProducts)
    .where(eq(prescriptionPartnerProducts.prescriptionPartnerId, recordId))
    .orderBy(prescriptionPartnerProducts.id);

describe('product lines', () => {
  it('prices a line from the catalogue to the won, and the member reads it', async () => {
    const db = await getDb();
    const record = await recordOf('demo_partner', 'PENDING');
    const { own } = await productsFor(record);
    const [id] = await addLines(db, record.id, [{ productId: own.id, quantity: 37, extraFeeBp: 150, note: '3장 확인' }]);
    const [line] = (await linesOf(record.id)).filter((l) => l.id === id);
    expect(line).toMatchObject({
      productId: own.id,
      quantity: 37,
      unitPrice: own.price,
      note: '3장 확인',
      ...expected(37, own.price!, own.feeRate!, 150),
    });
    const { status, body } = await getAs<{ productId: number; totalPrice: number }[]>(
      'demo_partner',
      `/v1/prescriptions/partners/${record.id}/products`,
    );
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toContain(String(line?.totalPrice));
  });

  it('takes the fee rate in force in the record\u2019s prescription month', async () => {
    const db = await getDb();
    const record = await recordOf('demo_partner', 'COMPLETED');
    const { second } = await productsFor(record);
    const month = monthOf(record.prescriptionMonth);
    // A change from the record's month applies to it; one from the month after does not.
    await db
      .update(products)
      .set({ changedFeeRate: 0.1234, changedMonth: `${month}-01` })
      .where(eq(products.id, second.id));
    const [changed] = await addLines(db, record.id, [{ productId: second.id, quantity: 10 }]);
    await db
      .update(products)
      .set({ changedMonth: `${addMonths(month, 1)}-01` })
      .where(eq(products.id, second.id));
    const [unchanged] = await addLines(db, record.id, [{ productId: second.id, quantity: 10 }]);
    const lines = await linesOf(record.id);
    expect(lines.find((l) => l.id === changed)?.baseFeeBp).toBe(1234);
    expect(lines.find((l) => l.id === unchanged)?.baseFeeBp).toBe(Math.round(second.feeRate! * 10_000));
  });

  it('corrects a quantity at the line\u2019s own price and rate, reprices a new product, removes a line', async () => {
    const db = await getDb();
    const record = await recordOf('demo_partner', 'IN_PROGRESS');
    const { own, second } = await productsFor(record);
    const [id] = (await addLines(db, record.id, [{ productId: own.id, quantity: 5 }])) as [number];
    // The catalogue price moves on; the line keeps the price it was entered with.
    await db
      .update(products)
      .set({ price: own.price! + 1000 })
      .where(eq(products.id, own.id));
    await correctLine(db, id, { quantity: 8, note: '수량 정정' });
    let [line] = (await linesOf(record.id)).filter((l) => l.id === id);
    expect(line).toMatchObject({ quantity: 8, unitPrice: own.price, note: '수량 정정', ...expected(8, own.price!, own.feeRate!) });
    await correctLine(db, id, { productId: second.id });
    [line] = (await linesOf(record.id)).filter((l) => l.id === id);
    expect(line).toMatchObject({ productId: second.id, quantity: 8, unitPrice: second.price, note: '수량 정정' });
    await removeLine(db, id);
    expect((await linesOf(record.id)).some((l) => l.id === id)).toBe(false);
    await expect(removeLine(db, id)).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/제품 내역을 찾을 수 없습니다/) });
    await expect(correctLine(db, id, { quantity: 1 })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses bad quantities, other companies\u2019 and unknown products, missing records, all or nothing', async () => {
    const db = await getDb();
    const record = await recordOf('demo_org', 'PENDING');
    const { own, foreign } = await productsFor(record);
    const before = (await linesOf(record.id)).length;
    for (const quantity of [0, -3, 1.5, Number.NaN]) {
      await expect(addLines(db, record.id, [{ productId: own.id, quantity }])).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/수량은 1 이상의 정수/),
      });
    }
    await expect(addLines(db, record.id, [{ productId: own.id, quantity: 2_000_000_000 }])).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/금액이 너무 큽니다/),
    });
    await expect(addLines(db, record.id, [{ productId: own.id, quantity: 1, extraFeeBp: 10_001 }])).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/기타수수료율/),
    });
    await expect(
      addLines(db, record.id, [
        { productId: own.id, quantity: 3 },
        { productId: foreign.id, quantity: 3 },
      ]),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/이 실적의 제약사 제품이 아닙니다/),
    });
    for (const productId of [999_999, Number.NaN, 3_000_000_000]) {
      await expect(addLines(db, record.id, [{ productId, quantity: 3 }])).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/제품을 찾을 수 없습니다/),
      });
    }
    await expect(addLines(db, 999_999, [{ productId: own.id, quantity: 3 }])).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/실적을 찾을 수 없습니다/),
    });
    // A batch with one bad line writes none of its lines.
    await expect(
      addLinesBatch(db, [
        { recordId: record.id, lines: [{ productId: own.id, quantity: 4 }] },
        { recordId: 999_999, lines: [{ productId: own.id, quantity: 4 }] },
      ]),
    ).rejects.toMatchObject({ status: 404 });
    const [id] = (await addLines(db, record.id, [{ productId: own.id, quantity: 2 }])) as [number];
    await expect(correctLine(db, id, { quantity: 0 })).rejects.toMatchObject({ status: 400 });
    await expect(correctLine(db, id, { productId: foreign.id })).rejects.toMatchObject({ status: 400 });
    expect((await linesOf(record.id)).length).toBe(before + 1);
  });
});

describe('record statuses and batches', () => {
  it('sets statuses of records, new version only for a real change; unknown ids change nothing', async () => {
    const db = await getDb();
    const record = await recordOf('demo_partner', 'PENDING');
    expect(await setRecordsStatus(db, [record.id], 'IN_PROGRESS')).toBe(1);
    expect(await setRecordsStatus(db, [record.id, record.id], 'IN_PROGRESS')).toBe(0);
    const [after] = await db.select().from(prescriptionPartners).where(eq(prescriptionPartners.id, record.id));
    expect(after).toMatchObject({ status: 'IN_PROGRESS', version: record.version + 1 });
    await expect(setRecordsStatus(db, [record.id, 999_999], 'COMPLETED')).rejects.toMatchObject({ status: 404 });
    await expect(setRecordsStatus(db, [record.id], 'DONE' as never)).rejects.toMatchObject({ status: 400 });
    const [still] = await db.select().from(prescriptionPartners).where(eq(prescriptionPartners.id, record.id));
    expect(still?.status).toBe('IN_PROGRESS');
  });

  it('writes records in a batch with their lines, skips the ones that exist, checks the refs', async () => {
    const db = await getDb();
    const { owner, dealer, partner, other } = await refsOf('demo_partner');
    const settlement = seoulMonth();
    const months = [40, 41, 42].map((back) => addMonths(settlement, -back));
    const batch = months.map((prescriptionMonth) => ({
      memberId: owner,
      dealerId: dealer.id,
      partnerId: partner.id,
      drugCompanyId: dealer.drugCompanyId,
      prescriptionMonth,
      settlementMonth: addMonths(prescriptionMonth, 1),
      inputDate: new Date(`${addMonths(prescriptionMonth, 1)}-05T01:00:00Z`),
    }));
    const inserted = await insertRecordsBatch(db, batch);
    expect(inserted.map((r) => monthOf(r.prescriptionMonth)).sort()).toEqual([...months].sort());
    expect(await insertRecordsBatch(db, batch)).toEqual([]);
    const [product] = await db
      .select()
      .from(products)
      .where(and(eq(products.drugCompanyId, dealer.drugCompanyId), isNotNull(products.price), isNotNull(products.feeRate)))
      .limit(1);
    const written = await addLinesBatch(
      db,
      inserted.map((r, k) => ({
        recordId: r.id,
        lines: [
          { productId: product!.id, quantity: 10 + k },
          { productId: product!.id, quantity: 1 },
        ],
      })),
    );
    expect(written).toBe(6);
    const [first] = await linesOf(inserted[0]!.id);
    expect(first).toMatchObject(expected(10, product!.price!, product!.feeRate!));
    expect(
      await setRecordsStatus(
        db,
        inserted.map((r) => r.id),
        'COMPLETED',
      ),
    ).toBe(3);

    const refused = (change: object) =>
      insertRecordsBatch(db, [{ ...batch[0]!, prescriptionMonth: addMonths(settlement, -50), ...change }]);
    await expect(refused({ partnerId: other.id })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/제약사가 서로 다릅니다/),
    });
    const [foreignDealer] = await db.select().from(dealers).where(ne(dealers.memberId, owner)).limit(1);
    await expect(refused({ dealerId: foreignDealer!.id })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/딜러를 찾을 수 없습니다/),
    });
    await expect(refused({ settlementMonth: addMonths(settlement, -50) })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/처방월은/),
    });
    const [foreignPartner] = await db
      .select()
      .from(partners)
      .where(ne(partners.memberId, await memberId('demo_partner')))
      .limit(1);
    await expect(refused({ partnerId: foreignPartner!.id })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/거래처를 찾을 수 없습니다/),
    });
  });
});
