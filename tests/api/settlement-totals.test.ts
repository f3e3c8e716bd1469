import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../src/api/types';
import type { Db } from '../../src/server/db';
import { rowsOf } from '../../src/server/db/migrate';
import { prescriptionPartnerProducts, prescriptionPartners, products } from '../../src/server/db/schema';
import { addLines, addLinesBatch, correctLine, removeLine, setRecordsStatus } from '../../src/server/prescriptions/lines';
import { insertRecordsBatch } from '../../src/server/prescriptions/record-batch';
import { deleteRecord } from '../../src/server/prescriptions/record-write';
import { getDb } from '../../src/server/runtime/database';
import { getAs } from './content-helpers';
import { memberId, refsOf } from './prescriptions-helpers';
import { countsMismatches, runningTotalsMismatches, totalsMismatches } from './settlements-helpers';

// Money has one source of truth, the product lines; every stored total is their sum. Each write path the staff and
// the member have (line entry, correction, deletion, status changes, record deletion, batches, a rolled-back
// transaction, two transactions at once) is driven here, and afterwards every record, client share and settlement
// of the whole database is compared with the sum of its lines, computed from the lines alone.
// The stored counts behind the lists' totals (record_counts, settlements.partner_count) are compared with the records
// and shares they count after the same writes.

/** Every stored total and count of the database that differs from what the lines, records and shares say. */
const mismatches = async (db: Db) => [...(await totalsMismatches(db)), ...(await countsMismatches(db))];

async function fixture() {
  const db = await getDb();
  const { owner, dealer, partner } = await refsOf('demo_partner');
  const catalogue = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.drugCompanyId, dealer.drugCompanyId), isNotNull(products.price), isNotNull(products.feeRate)))
    .orderBy(products.id)
    .limit(3);
  const [a, b, c] = catalogue.map((p) => p.id) as [number, number, number];
  /** New PENDING records of the member's dealer and client in old months no seed uses (2019). */
  const records = async (months: string[]) =>
    (
      await insertRecordsBatch(
        db,
        months.map((m) => ({
          memberId: owner,
          dealerId: dealer.id,
          partnerId: partner.id,
          drugCompanyId: dealer.drugCompanyId,
          prescriptionMonth: m,
          settlementMonth: '2019-12',
          inputDate: new Date(),
        })),
      )
    ).map((r) => r.id);
  return { db, owner, dealer, products: { a, b, c }, records };
}

const settlementOf = async (dealerId: number, month: string) => {
  const rows = (
    await getAs<{ content: Settlement[] }>(
      'demo_partner',
      `/v1/settlements?startMonth=${month}-01&endMonth=${month}-01&dealerId=${dealerId}`,
    )
  ).body.content;
  return rows[0];
};

describe('stored totals equal the sums of their lines', () => {
  // Every write path in turn, each checked against a full recount of the seeded data: on PostgreSQL beside the rest of
  // the suite it ran past the default 20 s, so it has a limit of its own.
  it('hold for the seeded data and through every write path', async () => {
    const { db, owner, dealer, products: p, records } = await fixture();
    expect(await mismatches(db)).toEqual([]);
    // The check itself sees a total that is off by one won.
    await expect(
      db.transaction(async (tx) => {
        const [one] = rowsOf<{ id: number }>(
          await tx.execute(
            sql`update settlements set fee_amount = fee_amount + 1 where id = (select min(id) from settlements) returning id`,
          ),
        );
        expect(await mismatches(tx as unknown as Db)).toEqual([`settlement ${one?.id}`]);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');

    // Entry on records being worked on: the records' totals move, no settlement opens yet.
    const [r1, r2, r3] = (await records(['2019-01', '2019-02', '2019-03'])) as [number, number, number];
    await setRecordsStatus(db, [r1, r2, r3], 'IN_PROGRESS');
    const [l1] = await addLines(db, r1, [
      { productId: p.a, quantity: 7 },
      { productId: p.b, quantity: 3, extraFeeBp: 150 },
    ]);
    await addLinesBatch(db, [
      { recordId: r2, lines: [{ productId: p.c, quantity: 11 }] },
      {
        recordId: r3,
        lines: [
          { productId: p.a, quantity: 2 },
          { productId: p.c, quantity: 5, extraFeeBp: 300 },
        ],
      },
    ]);
    expect(await settlementOf(dealer.id, '2019-12')).toBeUndefined();
    expect(await mismatches(db)).toEqual([]);

    // Completion opens the settlement and its client share with the records' sums.
    await setRecordsStatus(db, [r1, r2], 'COMPLETED');
    const opened = (await settlementOf(dealer.id, '2019-12')) as Settlement;
    expect(opened).toBeDefined();
    const [r1Row] = await db.select().from(prescriptionPartners).where(eq(prescriptionPartners.id, r1));
    const [r2Row] = await db.select().from(prescriptionPartners).where(eq(prescriptionPartners.id, r2));
    expect(opened.prescriptionAmount).toBe((r1Row?.amount ?? 0) + (r2Row?.amount ?? 0));
    expect(await mismatches(db)).toEqual([]);

    // Lines entered, corrected and removed on a COMPLETED record reach its settlement at once.
    const [added] = await addLines(db, r1, [{ productId: p.c, quantity: 4 }]);
    await correctLine(db, l1 as number, { quantity: 70 });
    await correctLine(db, added as number, { productId: p.b, extraFeeBp: 150 });
    expect(await mismatches(db)).toEqual([]);
    const [line] = await db
      .select()
      .from(prescriptionPartnerProducts)
      .where(eq(prescriptionPartnerProducts.id, added as number));
    const before = (await settlementOf(dealer.id, '2019-12')) as Settlement;
    await removeLine(db, added as number);
    const after = (await settlementOf(dealer.id, '2019-12')) as Settlement;
    expect(before.prescriptionAmount - after.prescriptionAmount).toBe(line?.totalPrice);
    expect(await mismatches(db)).toEqual([]);

    // Status changes out of COMPLETED and back, one and many at once.
    await setRecordsStatus(db, [r1], 'IN_PROGRESS');
    expect(await mismatches(db)).toEqual([]);
    await setRecordsStatus(db, [r1, r3], 'COMPLETED');
    expect(await mismatches(db)).toEqual([]);

    // A transaction that fails changes no total.
    const settled = (await settlementOf(dealer.id, '2019-12')) as Settlement;
    await expect(
      db.transaction(async (tx) => {
        await addLines(tx, r2, [{ productId: p.a, quantity: 1_000 }]);
        await setRecordsStatus(tx, [r3], 'PENDING');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await settlementOf(dealer.id, '2019-12'))?.totalAmount).toBe(settled.totalAmount);
    expect(await mismatches(db)).toEqual([]);

    // Two transactions at once on the same settlement: neither addition is lost.
    await Promise.all([
      db.transaction((tx) => addLines(tx, r1, [{ productId: p.a, quantity: 13 }])),
      db.transaction((tx) => addLines(tx, r2, [{ productId: p.b, quantity: 17 }])),
    ]);
    expect(await mismatches(db)).toEqual([]);

    // Record deletion: by staff (a COMPLETED record with its lines) and by the member (a PENDING one).
    await db.delete(prescriptionPartners).where(eq(prescriptionPartners.id, r2));
    expect(await mismatches(db)).toEqual([]);
    await setRecordsStatus(db, [r3], 'PENDING');
    await deleteRecord(db, owner, r3);
    expect(await mismatches(db)).toEqual([]);
    const left = (await settlementOf(dealer.id, '2019-12')) as Settlement;
    const [r1Left] = await db.select().from(prescriptionPartners).where(eq(prescriptionPartners.id, r1));
    expect(left.prescriptionAmount).toBe(r1Left?.amount);
  }, 60_000);

  it('hold the running totals per client through the partners’ writes, and the check sees one that is off', async () => {
    const db = await getDb();
    const owner = await memberId('demo_partner');
    const [client] = rowsOf<{ code: string }>(
      await db.execute(sql`select institution_code as code from client_month_totals where member_id = ${owner} limit 1`),
    );
    expect(client).toBeDefined();
    const code = client!.code;
    // Everything below is undone at the end: the seeded database stays as the other tests expect it.
    await expect(
      db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [off] = rowsOf<{ month: string }>(
          await t.execute(sql`update client_month_totals set fee_amount = fee_amount + 1
            where member_id = ${owner} and institution_code = ${code}
              and month = (select min(month) from client_month_totals where member_id = ${owner} and institution_code = ${code})
            returning month::text`),
        );
        expect(await runningTotalsMismatches(t)).toEqual([`running total ${owner}/${code}/${off?.month}`]);
        await t.execute(sql`select client_month_totals_refresh(${owner}, array[${code}]::text[])`);
        expect(await runningTotalsMismatches(t)).toEqual([]);

        // A renamed client, a new partner of the same client with a smaller name, that partner removed, a code changed.
        await t.execute(
          sql`update partners set institution_name = '가나다 새이름의원' where member_id = ${owner} and institution_code = ${code}`,
        );
        expect(await runningTotalsMismatches(t)).toEqual([]);
        const [added] = rowsOf<{ id: number }>(
          await t.execute(sql`insert into partners (member_id, institution_name, institution_code, company_name, business_number, drug_company_id)
            select member_id, '가 먼저의원', institution_code, company_name, business_number, drug_company_id from partners
            where member_id = ${owner} and institution_code = ${code} limit 1 returning id`),
        );
        const [named] = rowsOf<{ name: string }>(
          await t.execute(
            sql`select distinct institution_name as name from client_month_totals where member_id = ${owner} and institution_code = ${code}`,
          ),
        );
        expect(named?.name).toBe('가 먼저의원');
        await t.execute(sql`delete from partners where id = ${added!.id}`);
        expect(await runningTotalsMismatches(t)).toEqual([]);
        await t.execute(sql`update partners set institution_code = '99999999' where member_id = ${owner} and institution_code = ${code}`);
        expect(await runningTotalsMismatches(t)).toEqual([]);

        // A member deleted with its history leaves no running total behind.
        await t.execute(sql`delete from members where id = ${owner}`);
        expect(await runningTotalsMismatches(t)).toEqual([]);
        const [left] = rowsOf<{ n: number }>(
          await t.execute(sql`select count(*)::int as n from client_month_totals where member_id = ${owner}`),
        );
        expect(left?.n).toBe(0);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await mismatches(db)).toEqual([]);
  });
});
