import { and, count, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page, PrescriptionPartner } from '../../src/api/types';
import { addMonths, monthInstant, seoulMonth } from '../../src/lib/months';
import type { Db } from '../../src/server/db';
import { rowsOf } from '../../src/server/db/migrate';
import { dealers, drugCompanies, members, partners, prescriptionPartners, settlementPartners } from '../../src/server/db/schema';
import { withdrawMember } from '../../src/server/my-page/withdraw';
import { setRecordsStatus } from '../../src/server/prescriptions/lines';
import { getDb } from '../../src/server/runtime/database';
import { getAs, multipart, PNG, send } from './content-helpers';
import './helpers';
import { png, refsOf } from './prescriptions-helpers';
import { countsMismatches } from './settlements-helpers';
import { zipOf } from './zip-writer';

// The EDI lists' totals come from stored counts (record_counts, settlements.partner_count: migration
// 0024_record_counts.sql) whenever the filters are on their keys. The member's write paths are driven here (a record
// added, moved and deleted, a zip upload, a withdrawal, a member deleted with everything it had; the staff's line and
// status changes are in settlement-totals.test.ts), and after each every stored count of the database is compared
// with the records and shares it counts, and the lists' totals with the records counted one by one.

const settlement = seoulMonth();
let back = 60; // prescription months no seed and no other test file uses
const freshMonth = () => addMonths(settlement, -back++);

const create = (request: unknown) =>
  send('demo_partner', 'POST', '/v1/prescriptions/partner-files', multipart('request', request, 'files', [png()]));
const update = (request: unknown) =>
  send('demo_partner', 'POST', '/v1/prescriptions/partner-files/update', multipart('request', request, 'files', []));

function upload(zip: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([zip as BlobPart], 'edi.zip', { type: 'application/zip' }));
  return send('demo_partner', 'POST', '/v1/prescriptions/zip', form);
}

/** The member's records the conditions select, counted one by one. */
async function counted(db: Db, owner: number, ...conds: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prescriptionPartners)
    .innerJoin(partners, eq(partners.id, prescriptionPartners.partnerId))
    .innerJoin(dealers, eq(dealers.id, prescriptionPartners.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, prescriptionPartners.drugCompanyId))
    .where(and(eq(prescriptionPartners.memberId, owner), ...conds));
  return row?.n ?? 0;
}

const total = async (path: string) => {
  const { status, body } = await getAs<Page<PrescriptionPartner>>('demo_partner', path);
  expect(status, path).toBe(200);
  return body.totalElements;
};

/** Both lists' totals, for filters the counts cover and for those counted on the records, against the records. */
async function expectListTotals(db: Db, owner: number) {
  const { dealer } = await refsOf('demo_partner');
  const [company] = await db.select().from(drugCompanies).where(eq(drugCompanies.id, dealer.drugCompanyId));
  const from = addMonths(settlement, -6);
  const [someRecord] = await db.select().from(prescriptionPartners).where(eq(prescriptionPartners.memberId, owner)).limit(1);
  const [client] = await db
    .select()
    .from(partners)
    .where(eq(partners.id, someRecord?.partnerId ?? 0));
  const keyword = (client?.institutionName ?? '').slice(0, 2);
  const cases: [string, SQL[]][] = [
    ['', []],
    ['status=COMPLETED', [eq(prescriptionPartners.status, 'COMPLETED')]],
    ['status=PENDING', [eq(prescriptionPartners.status, 'PENDING')]],
    [`dealerName=${encodeURIComponent(dealer.dealerName)}`, [ilike(dealers.dealerName, `%${dealer.dealerName}%`)]],
    [`settlementMonthStart=${monthInstant(from)}`, [gte(prescriptionPartners.settlementMonth, `${from}-01`)]],
    [
      `prescriptionMonthStart=${monthInstant(addMonths(settlement, -70))}&prescriptionMonthEnd=${monthInstant(addMonths(settlement, -50))}`,
      [
        gte(prescriptionPartners.prescriptionMonth, `${addMonths(settlement, -70)}-01`),
        lte(prescriptionPartners.prescriptionMonth, `${addMonths(settlement, -50)}-01`),
      ],
    ],
    [`institutionName=${encodeURIComponent(keyword)}`, [ilike(partners.institutionName, `%${keyword}%`)]],
  ];
  if (company) cases.push([`drugCompany=${encodeURIComponent(company.name)}`, [ilike(drugCompanies.name, `%${company.name}%`)]]);
  for (const [query, conds] of cases) {
    expect(await total(`/v1/prescriptions/partners?size=1&${query}`), query).toBe(await counted(db, owner, ...conds));
  }
  const older: [string, SQL[]][] = [
    ['', []],
    [
      `dealerId=${dealer.id}&status=IN_PROGRESS`,
      [eq(prescriptionPartners.dealerId, dealer.id), eq(prescriptionPartners.status, 'IN_PROGRESS')],
    ],
    ['userId=demo_partner', []],
    ['userId=someone_else', [sql`false`]],
    [`startAt=${new Date(Date.now() - 3_600_000).toISOString()}`, [gte(prescriptionPartners.inputDate, new Date(Date.now() - 3_600_000))]],
  ];
  if (company) older.push([`drugCompanyName=${encodeURIComponent(company.name)}`, [ilike(drugCompanies.name, `%${company.name}%`)]]);
  for (const [query, conds] of older) {
    expect(await total(`/v1/prescriptions?size=1&${query}`), query).toBe(await counted(db, owner, ...conds));
  }
  // The client shares' list: from the settlements' stored counts, or counted when it filters on the client.
  const shares = async (...conds: SQL[]) => {
    const [row] = await db
      .select({ n: count() })
      .from(settlementPartners)
      .innerJoin(partners, eq(partners.id, settlementPartners.partnerId))
      .where(and(eq(settlementPartners.memberId, owner), ...conds));
    return row?.n ?? 0;
  };
  const shareCases: [string, SQL[]][] = [
    ['', []],
    [`startMonth=${from}-01`, [gte(settlementPartners.settlementMonth, `${from}-01`)]],
    [`institutionName=${encodeURIComponent(keyword)}`, [ilike(partners.institutionName, `%${keyword}%`)]],
  ];
  for (const [query, conds] of shareCases) {
    expect(await total(`/v1/settlements/partners?size=1&${query}`), query).toBe(await shares(...conds));
  }
}

describe('stored record counts equal the records they count', () => {
  it('hold for the seeded data and through the member’s write paths, and give the lists’ totals', async () => {
    const db = await getDb();
    const { owner, dealer, partner } = await refsOf('demo_partner');
    expect(await countsMismatches(db)).toEqual([]);
    // The check itself sees a count off by one.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update record_counts set records = records + 1 where member_id = ${owner} and records > 0`);
        await tx.execute(sql`update settlements set partner_count = partner_count + 1 where member_id = ${owner}`);
        const found = await countsMismatches(tx as unknown as Db);
        expect(found.some((w) => w.startsWith('records '))).toBe(true);
        expect(found.some((w) => w.startsWith('shares of settlement '))).toBe(true);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await expectListTotals(db, owner);

    // Records the member adds, one by one and by zip.
    const request = { dealerId: dealer.id, partnerId: partner.id, drugCompanyId: dealer.drugCompanyId };
    const added: number[] = [];
    for (const month of [freshMonth(), freshMonth(), freshMonth()]) {
      const res = await create({ ...request, prescriptionMonth: month });
      expect(res.status, res.text).toBe(201);
      added.push((res.json as unknown as PrescriptionPartner).id);
    }
    const zipped = await upload(
      zipOf(
        [freshMonth(), freshMonth()].map((m) => ({
          name: `${dealer.dealerName}_${partner.institutionName}_${m.replace('-', '')}.png`,
          data: PNG,
        })),
      ),
    );
    expect(zipped.status, zipped.text).toBe(200);
    expect(await countsMismatches(db)).toEqual([]);
    await expectListTotals(db, owner);

    // A record the member moves to another month, and one deleted.
    const [moved, removed] = added as [number, number];
    expect((await update({ prescriptionPartnerId: moved, prescriptionMonth: freshMonth() })).status).toBe(200);
    expect((await send('demo_partner', 'DELETE', `/v1/prescriptions/partners/${removed}`)).status).toBe(204);
    expect(await countsMismatches(db)).toEqual([]);
    await expectListTotals(db, owner);

    // Staff's status changes move records between keys and open client shares (their counts included).
    await setRecordsStatus(db, [added[2] as number], 'COMPLETED');
    expect(await countsMismatches(db)).toEqual([]);
    await expectListTotals(db, owner);

    // A withdrawal keeps the records (and so their counts).
    const [member] = await db.select().from(members).where(eq(members.id, owner));
    await withdrawMember(db, member!);
    expect(await countsMismatches(db)).toEqual([]);

    // A member deleted with everything it had takes its counts along: no row is lowered below zero or left behind.
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(members).where(eq(members.id, owner));
        expect(await countsMismatches(tx as unknown as Db)).toEqual([]);
        const left = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from record_counts where member_id = ${owner}`));
        expect(left[0]?.n).toBe(0);
        const records = await tx
          .select({ id: prescriptionPartners.id })
          .from(prescriptionPartners)
          .where(inArray(prescriptionPartners.id, added));
        expect(records).toEqual([]);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await countsMismatches(db)).toEqual([]);
  }, 60_000); // a dozen count checks over the seed: ≈ 3 s here, past the default 20 s on a loaded two-core runner
});
