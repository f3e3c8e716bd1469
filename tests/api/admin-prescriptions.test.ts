import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDI_CLAIM_IDLE_MINUTES, EDI_LINES_PER_REQUEST_MAX } from '../../src/api/schema/admin-prescriptions';
import { monthLabel } from '../../src/lib/months';
import type { Attachment, EdiProductOption, EdiQueueItem, Page } from '../../src/api/types';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { prescriptionPartners, products, settlementPartners, settlements } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { base, expectedLine, newRecord, ok, productsFor } from './admin-prescriptions-helpers';
import { cookieOf, multipart, send, type Who } from './content-helpers';
import { login } from './helpers';
import { png, refsOf } from './prescriptions-helpers';
import { auditOf, notificationsOf } from './review-helpers';
import { countsMismatches, totalsMismatches } from './settlements-helpers';
import { as } from './staff-helpers';

// 처방관리 for staff: the EDI queue, claims (처리 시작, the 30-minute lapse, taking over, 처리 중단), the record with its
// files and lines, the line editor (priced once from the catalogue of the record's month, duplicates refused unless
// merged or added), 입력완료 (checks, settlement rows, audit, the member's notification) and reopening while the
// settlement is not locked; partners, signed-out callers and staff without PRESCRIPTION_MANAGEMENT are refused; bad
// input is 400, unknown ids 404; the stored totals stay equal to the lines throughout.

beforeEach(async () => resetLoginAttempts(await getDb()));
afterEach(() => vi.useRealTimers());

const EDI: Who = 'demo_ops_edi';
const OTHER: Who = 'demo_admin';
const hangul = /[가-힣]/;

async function expectTotalsHold() {
  const db = await getDb();
  expect(await totalsMismatches(db)).toEqual([]);
  expect(await countsMismatches(db)).toEqual([]);
}

/** A record claimed by `who`, with `n` lines of its company's products. */
async function recordWithLines(n: number, who: Who = EDI) {
  const record = await newRecord();
  const { own } = await productsFor(record.drugCompanyId, Math.max(n, 1));
  await ok(who, 'POST', `${base(record.id)}/claim`);
  if (n) {
    await ok(who, 'POST', `${base(record.id)}/lines`, {
      lines: own.slice(0, n).map((p, k) => ({ insuranceCode: p.productCode, quantity: 10 + k })),
    });
  }
  return { record, own };
}

describe('the queue', () => {
  it('lists the open records oldest first with member, client, age and claim; filters and pages', async () => {
    const a = await newRecord();
    const b = await newRecord();
    await ok(EDI, 'POST', `${base(b.id)}/claim`);
    const res = await as<Page<EdiQueueItem>>(OTHER, 'GET', `/v1/admin/prescriptions?memberId=${a.memberId}&size=100`);
    expect(res.status).toBe(200);
    const rows = res.json.content;
    expect(rows.every((r) => r.status !== 'COMPLETED')).toBe(true);
    const keys = rows.map((r) => `${r.settlementMonth} ${r.submittedAt} ${String(r.id).padStart(10, '0')}`);
    expect([...keys].sort()).toEqual(keys);
    const first = rows.find((r) => r.id === a.id)!;
    expect(first).toMatchObject({
      status: 'PENDING',
      member: { id: a.memberId, userId: 'demo_partner' },
      claim: null,
      amount: 0,
    });
    expect(first.ageMinutes).toBeGreaterThan(60 * 24 * 365);
    expect(first.institutionName).toMatch(hangul);
    // Another staff member sees who holds the second one, and since when.
    const second = rows.find((r) => r.id === b.id)!;
    expect(second.status).toBe('IN_PROGRESS');
    expect(second.claim).toMatchObject({ staffUserId: 'demo_ops_edi', lapsed: false, mine: false });

    // Filters: the settlement month, the drug company, the member by login id or name, a status, the caller's claims.
    const month = (await as<Page<EdiQueueItem>>(OTHER, 'GET', `/v1/admin/prescriptions?settlementMonth=${a.settlementMonth.slice(0, 7)}`))
      .json;
    expect(month.content.map((r) => r.id)).toEqual([a.id]);
    expect(month.totalElements).toBe(1);
    const company = (
      await as<Page<EdiQueueItem>>(OTHER, 'GET', `/v1/admin/prescriptions?drugCompanyId=${a.drugCompanyId}&size=100&status=PENDING`)
    ).json;
    expect(company.content.every((r) => r.drugCompany.id === a.drugCompanyId && r.status === 'PENDING')).toBe(true);
    for (const search of ['demo_par', 'DEMO_PARTNER']) {
      const found = (await as<Page<EdiQueueItem>>(OTHER, 'GET', `/v1/admin/prescriptions?search=${search}&size=100`)).json;
      expect(found.content.length, search).toBeGreaterThan(0);
      expect(new Set(found.content.map((r) => r.member.userId)), search).toEqual(new Set(['demo_partner']));
    }
    const mine = (await as<Page<EdiQueueItem>>(EDI, 'GET', '/v1/admin/prescriptions?mine=true&size=100')).json;
    expect(mine.content.map((r) => r.id)).toContain(b.id);
    expect(mine.content.every((r) => r.claim?.mine)).toBe(true);
    expect(mine.totalElements).toBe(mine.content.length);
    const completed = (await as<Page<EdiQueueItem>>(OTHER, 'GET', '/v1/admin/prescriptions?status=COMPLETED&size=5&page=1')).json;
    expect(completed.content).toHaveLength(5);
    expect(completed.content.every((r) => r.status === 'COMPLETED')).toBe(true);

    // The total is the records the filters select (from the stored counts).
    const db = await getDb();
    const all = await db
      .select({ id: prescriptionPartners.id })
      .from(prescriptionPartners)
      .where(eq(prescriptionPartners.status, 'COMPLETED'));
    expect(completed.totalElements).toBe(all.length);
  });

  it('refuses bad filters and pages over 100 rows (400)', async () => {
    for (const q of [
      'size=101',
      'size=0',
      'page=-1',
      'status=DONE',
      'settlementMonth=2025-13',
      'drugCompanyId=x',
      `search=${'가'.repeat(51)}`,
      'mine=yes',
    ]) {
      const res = await as(EDI, 'GET', `/v1/admin/prescriptions?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.message, q).toMatch(hangul);
    }
  });
});

describe('who may call the EDI routes', () => {
  const routes = (id: number, lineId: number, fileId: number): [string, string, unknown?][] => [
    ['GET', '/v1/admin/prescriptions'],
    ['GET', base(id)],
    ['GET', `${base(id)}/files/${fileId}`],
    ['GET', `${base(id)}/product-options?q=정`],
    ['POST', `${base(id)}/claim`],
    ['DELETE', `${base(id)}/claim`],
    ['POST', `${base(id)}/lines`, { lines: [{ productId: 1, quantity: 1 }] }],
    ['PATCH', `${base(id)}/lines/${lineId}`, { quantity: 2 }],
    ['DELETE', `${base(id)}/lines/${lineId}`],
    ['POST', `${base(id)}/reopen`, { reason: '확인 필요' }],
    ['PATCH', `/v1/prescriptions/partners/${id}/complete`],
    ['GET', `/v1/prescriptions/partners/${id}/edi-files/attached`],
  ];

  it('refuses signed-out callers (401), partners (403 STAFF_ONLY) and staff without PRESCRIPTION_MANAGEMENT (403), changing nothing', async () => {
    const { record } = await recordWithLines(1);
    const before = await ok(EDI, 'GET', base(record.id));
    const lineId = before.lines[0]!.id;
    for (const [method, path, json] of routes(record.id, lineId, 1)) {
      expect((await as(null, method, path, json)).status, `${method} ${path} signed out`).toBe(401);
      for (const who of ['demo_partner', 'demo_org', 'demo_cso', 'demo_member'] as const) {
        const res = await as(who, method, path, json);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(res.json.code, `${who} ${method} ${path}`).toBe('STAFF_ONLY');
      }
      for (const who of ['demo_ops_settlement', 'demo_ops_members', 'demo_editor', 'demo_ops_cs'] as const) {
        const res = await as(who, method, path, json);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(res.json.message).toMatch(hangul);
      }
    }
    expect(await ok(EDI, 'GET', base(record.id))).toMatchObject({ status: before.status, lines: before.lines, claim: before.claim });
  });

  it('answers 404 for an unknown record, line or file, and for a line or file of another record', async () => {
    const { record } = await recordWithLines(1);
    const other = await recordWithLines(1);
    const otherLine = (await ok(EDI, 'GET', base(other.record.id))).lines[0]!.id;
    for (const [method, path, json] of routes(999_999, 1, 1)) {
      if (path === '/v1/admin/prescriptions') continue;
      const res = await as(EDI, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.message, `${method} ${path}`).toMatch(hangul);
    }
    for (const path of [`${base(record.id)}/lines/${otherLine}`]) {
      expect((await as(EDI, 'PATCH', path, { quantity: 3 })).status).toBe(404);
      expect((await as(EDI, 'DELETE', path)).status).toBe(404);
    }
    expect((await as(EDI, 'GET', `${base(record.id)}/files/999999`)).status).toBe(404);
    expect((await as(EDI, 'GET', '/v1/admin/prescriptions/abc')).status).toBe(404);
    expect((await ok(EDI, 'GET', base(other.record.id))).lines[0]?.quantity).toBe(10);
  });
});

describe('claims', () => {
  it('처리 시작 makes a PENDING record IN_PROGRESS held by the caller; another staff member cannot write it; 처리 중단 lets go', async () => {
    const record = await newRecord();
    const { own } = await productsFor(record.drugCompanyId);
    const line = { lines: [{ insuranceCode: own[0]!.productCode, quantity: 5 }] };
    // Nobody holds it yet: no line is written before 처리 시작.
    const early = await as(EDI, 'POST', `${base(record.id)}/lines`, line);
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ code: 'NOT_CLAIMED', message: expect.stringMatching(/처리 시작/) });

    const claimed = await ok(EDI, 'POST', `${base(record.id)}/claim`);
    expect(claimed).toMatchObject({
      status: 'IN_PROGRESS',
      editable: true,
      claim: { staffUserId: 'demo_ops_edi', mine: true, lapsed: false },
    });
    // The member can no longer change or delete it.
    const deleted = await as('demo_partner', 'DELETE', `/v1/prescriptions/partners/${record.id}`);
    expect(deleted.status).toBe(409);

    const seen = await ok(OTHER, 'GET', base(record.id));
    expect(seen).toMatchObject({ editable: false, claim: { staffUserId: 'demo_ops_edi', mine: false } });
    for (const [method, path, json] of [
      ['POST', `${base(record.id)}/claim`, undefined],
      ['POST', `${base(record.id)}/lines`, line],
      ['PATCH', `/v1/prescriptions/partners/${record.id}/complete`, undefined],
      ['DELETE', `${base(record.id)}/claim`, undefined],
    ] as const) {
      const res = await as(OTHER, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.json.code).toBe('CLAIMED_BY_OTHER');
      expect(res.json.message).toMatch(/님이 .*처리 중인 실적입니다/);
    }
    // A second 처리 시작 of the holder only renews it.
    await ok(EDI, 'POST', `${base(record.id)}/claim`);
    const claims = (await auditOf('EDI_RECORD', record.id)).filter((r) => r.action === 'EDI_CLAIMED');
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      staffUserId: 'demo_ops_edi',
      changes: { holder: [null, 'demo_ops_edi'], status: ['PENDING', 'IN_PROGRESS'] },
    });

    const released = await ok(EDI, 'DELETE', `${base(record.id)}/claim`);
    expect(released).toMatchObject({ status: 'IN_PROGRESS', claim: null, editable: false });
    expect((await auditOf('EDI_RECORD', record.id)).some((r) => r.action === 'EDI_RELEASED' && r.staffUserId === 'demo_ops_edi')).toBe(
      true,
    );
    expect((await as(EDI, 'DELETE', `${base(record.id)}/claim`)).json.code).toBe('NOT_CLAIMED');
    // Released: anyone may claim it now.
    expect((await ok(OTHER, 'POST', `${base(record.id)}/claim`)).claim?.staffUserId).toBe('demo_admin');
  });

  it(`lapses after ${EDI_CLAIM_IDLE_MINUTES} minutes without activity (each line save is activity); then another may take it over`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const at = (minutes: number) => vi.setSystemTime(start + minutes * 60_000);
    const fresh = async (who: Who) => (await login(who)).cookie!;
    const record = await newRecord();
    const { own } = await productsFor(record.drugCompanyId);
    let holder = await fresh(EDI);
    await ok(holder, 'POST', `${base(record.id)}/claim`);

    // A line saved at 20 minutes is activity: at 45 minutes (25 after it) the claim still holds.
    at(20);
    holder = await fresh(EDI);
    await ok(holder, 'POST', `${base(record.id)}/lines`, { lines: [{ productId: own[0]!.id, quantity: 3 }] });
    at(45);
    let other = await fresh(OTHER);
    const refused = await as(other, 'POST', `${base(record.id)}/claim`);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('CLAIMED_BY_OTHER');
    expect((await ok(other, 'GET', base(record.id))).claim).toMatchObject({ lapsed: false });

    // 30 minutes after the last save: lapsed. Writing is still refused to others (with what to do), taking over is not.
    at(51);
    other = await fresh(OTHER);
    expect((await ok(other, 'GET', base(record.id))).claim).toMatchObject({ staffUserId: 'demo_ops_edi', lapsed: true });
    const write = await as(other, 'POST', `${base(record.id)}/lines`, { lines: [{ productId: own[1]!.id, quantity: 1 }] });
    expect(write.json.code).toBe('CLAIM_LAPSED');
    const taken = await ok(other, 'POST', `${base(record.id)}/claim`);
    expect(taken).toMatchObject({ editable: true, claim: { staffUserId: 'demo_admin', mine: true, lapsed: false } });
    const audit = (await auditOf('EDI_RECORD', record.id)).filter((r) => r.action === 'EDI_CLAIMED');
    expect(audit.map((r) => r.changes.holder)).toEqual(expect.arrayContaining([['demo_ops_edi', 'demo_admin']]));

    // The first holder is now refused; the taker writes.
    holder = await fresh(EDI);
    const late = await as(holder, 'POST', `${base(record.id)}/lines`, { lines: [{ productId: own[1]!.id, quantity: 1 }] });
    expect(late.json.code).toBe('CLAIMED_BY_OTHER');
    await ok(other, 'POST', `${base(record.id)}/lines`, { lines: [{ productId: own[1]!.id, quantity: 1 }] });

    // The holder's own lapsed claim still holds while nobody took it over.
    at(90);
    other = await fresh(OTHER);
    const renewed = await ok(other, 'PATCH', `${base(record.id)}/lines/${taken.lines[0]!.id}`, { quantity: 4 });
    expect(renewed.claim).toMatchObject({ staffUserId: 'demo_admin', lapsed: false });
  });
});

describe('the record and its lines', () => {
  it('shows the member masked, the client, dealer, drug company and the EDI files, streamed to staff only', async () => {
    const { dealer, partner } = await refsOf('demo_partner');
    const body = multipart(
      'request',
      { dealerId: dealer.id, drugCompanyId: dealer.drugCompanyId, partnerId: partner.id, prescriptionMonth: '1999-03' },
      'files',
      [png('처방내역1.png'), png('처방내역2.png')],
    );
    const created = await send('demo_partner', 'POST', '/v1/prescriptions/partner-files', body);
    expect(created.status, created.text).toBeLessThan(300);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(prescriptionPartners)
      .where(and(eq(prescriptionPartners.partnerId, partner.id), eq(prescriptionPartners.prescriptionMonth, '1999-03-01')));
    const record = await ok(EDI, 'GET', base(row!.id));
    expect(record.member).toMatchObject({
      userId: 'demo_partner',
      phoneNumber: expect.stringMatching(/\*{4}/),
      email: expect.stringMatching(/\*\*\*/),
    });
    expect(record.member.birthYear).toMatch(/^\d{4}$/);
    expect(record.institution).toMatchObject({
      id: partner.id,
      institutionName: partner.institutionName,
      institutionCode: partner.institutionCode,
    });
    expect(record.institution.businessNumber).not.toBe(partner.businessNumber);
    expect(record.dealer).toEqual({ id: dealer.id, dealerName: dealer.dealerName });
    expect(record.drugCompany.id).toBe(dealer.drugCompanyId);
    expect(record.files.map((f) => f.name)).toEqual(['처방내역1.png', '처방내역2.png']);
    expect(record.totals).toEqual({ lines: 0, amount: 0, feeAmount: 0, extraFeeAmount: 0 });

    const file = record.files[0]!;
    expect(file.url).toBe(`${base(record.id)}/files/${file.id}`);
    const bytes = await as(EDI, 'GET', file.url);
    expect(bytes.status).toBe(200);
    expect(bytes.res.headers.get('content-type')).toBe('image/png');
    expect((await as('demo_partner', 'GET', file.url)).status).toBe(403);
    // Another record's path does not reach this file.
    const other = await newRecord();
    expect((await as(EDI, 'GET', `${base(other.id)}/files/${file.id}`)).status).toBe(404);
    // The contract's attached-files call answers the same files with the staff's links.
    const attached = await as<Attachment[]>(EDI, 'GET', `/v1/prescriptions/partners/${record.id}/edi-files/attached`);
    expect(attached.json.map((a) => a.fileUrl)).toEqual(record.files.map((f) => f.url));
  });

  it('prices a line by insurance code or product id from the catalogue of the record\u2019s month, in won, with a running total', async () => {
    const record = await newRecord();
    const { own } = await productsFor(record.drugCompanyId);
    const [p1, p2] = own as [(typeof own)[0], (typeof own)[0]];
    await ok(EDI, 'POST', `${base(record.id)}/claim`);
    const after = await ok(EDI, 'POST', `${base(record.id)}/lines`, {
      lines: [
        { insuranceCode: p1.productCode, quantity: 37, extraFeeBp: 150, note: '1장 확인' },
        { productId: p2.id, quantity: 12 },
      ],
    });
    expect(after.lines).toHaveLength(2);
    expect(after.lines[0]).toMatchObject({
      productId: p1.id,
      insuranceCode: p1.productCode,
      productName: p1.productName,
      quantity: 37,
      unitPrice: p1.price,
      note: '1장 확인',
      ...expectedLine(37, p1.price!, p1.feeRate!, 150),
    });
    expect(after.lines[1]).toMatchObject({ productId: p2.id, unitPrice: p2.price, ...expectedLine(12, p2.price!, p2.feeRate!) });
    const sum = (k: 'totalPrice' | 'feeAmount' | 'extraFeeAmount') => after.lines.reduce((t, l) => t + l[k], 0);
    expect(after.totals).toEqual({
      lines: 2,
      amount: sum('totalPrice'),
      feeAmount: sum('feeAmount'),
      extraFeeAmount: sum('extraFeeAmount'),
    });
    const audit = (await auditOf('EDI_RECORD', record.id)).find((r) => r.action === 'EDI_LINES_ADDED');
    expect(audit?.changes.added?.[1]).toEqual([
      { lineId: after.lines[0]!.id, insuranceCode: p1.productCode, quantity: 37 },
      { lineId: after.lines[1]!.id, insuranceCode: p2.productCode, quantity: 12 },
    ]);

    // A later price change in the catalogue never re-prices the line, also when its quantity is corrected.
    const db = await getDb();
    await db
      .update(products)
      .set({ price: p1.price! + 1000 })
      .where(eq(products.id, p1.id));
    try {
      const changed = await ok(EDI, 'PATCH', `${base(record.id)}/lines/${after.lines[0]!.id}`, { quantity: 40, note: null });
      expect(changed.lines[0]).toMatchObject({
        quantity: 40,
        unitPrice: p1.price,
        note: null,
        ...expectedLine(40, p1.price!, p1.feeRate!, 150),
      });
      const change = (await auditOf('EDI_RECORD', record.id)).find((r) => r.action === 'EDI_LINE_CHANGED');
      expect(change?.changes).toMatchObject({ quantity: [37, 40], note: ['1장 확인', null] });
    } finally {
      await db.update(products).set({ price: p1.price }).where(eq(products.id, p1.id));
    }
    const removed = await ok(EDI, 'DELETE', `${base(record.id)}/lines/${after.lines[1]!.id}`);
    expect(removed.lines.map((l) => l.id)).toEqual([after.lines[0]!.id]);
    expect(removed.totals.amount).toBe(removed.lines[0]!.totalPrice);
    expect((await auditOf('EDI_RECORD', record.id)).some((r) => r.action === 'EDI_LINE_REMOVED')).toBe(true);

    // The product search of the line editor: the record's company, priced for its month, with what is on the record.
    const options = await as<EdiProductOption[]>(EDI, 'GET', `${base(record.id)}/product-options?q=${p1.productCode.slice(0, 6)}`);
    expect(options.status).toBe(200);
    expect(options.json.find((o) => o.productId === p1.id)).toMatchObject({ unitPrice: p1.price, onRecord: 1 });
    const byName = await as<EdiProductOption[]>(
      EDI,
      'GET',
      `${base(record.id)}/product-options?q=${encodeURIComponent(p2.productName.slice(0, 3))}`,
    );
    expect(byName.json.length).toBeGreaterThan(0);
    expect(byName.json.length).toBeLessThanOrEqual(20);
    await expectTotalsHold();
  });

  it('answers a product entered twice with a Korean warning, and merges or adds it when told', async () => {
    const record = await newRecord();
    const { own } = await productsFor(record.drugCompanyId);
    const p = own[0]!;
    await ok(EDI, 'POST', `${base(record.id)}/claim`);
    const first = await ok(EDI, 'POST', `${base(record.id)}/lines`, {
      lines: [{ insuranceCode: p.productCode, quantity: 10, extraFeeBp: 100 }],
    });
    const again = await as(EDI, 'POST', `${base(record.id)}/lines`, { lines: [{ insuranceCode: p.productCode, quantity: 5 }] });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'DUPLICATE_PRODUCT', message: expect.stringContaining(p.productName) });
    const twiceInOne = await as(EDI, 'POST', `${base(record.id)}/lines`, {
      lines: [
        { productId: own[1]!.id, quantity: 1 },
        { productId: own[1]!.id, quantity: 2 },
      ],
    });
    expect(twiceInOne.json.code).toBe('DUPLICATE_PRODUCT');
    expect((await ok(EDI, 'GET', base(record.id))).lines).toHaveLength(1);

    const merged = await ok(EDI, 'POST', `${base(record.id)}/lines`, {
      onDuplicate: 'MERGE',
      lines: [
        { insuranceCode: p.productCode, quantity: 5 },
        { productId: own[1]!.id, quantity: 1 },
        { productId: own[1]!.id, quantity: 2 },
      ],
    });
    expect(merged.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [p.id, 15],
      [own[1]!.id, 3],
    ]);
    // The merged line keeps the price and rates it was entered with.
    expect(merged.lines[0]).toMatchObject({ id: first.lines[0]!.id, ...expectedLine(15, p.price!, p.feeRate!, 100) });
    const added = await ok(EDI, 'POST', `${base(record.id)}/lines`, { onDuplicate: 'ADD', lines: [{ productId: p.id, quantity: 2 }] });
    expect(added.lines.filter((l) => l.productId === p.id).map((l) => l.quantity)).toEqual([15, 2]);
    await expectTotalsHold();
  });

  it('refuses bad lines with a Korean 400 and writes nothing', async () => {
    const record = await newRecord();
    const { own, foreign } = await productsFor(record.drugCompanyId);
    await ok(EDI, 'POST', `${base(record.id)}/claim`);
    const p = own[0]!;
    const bad: unknown[] = [
      {},
      { lines: [] },
      { lines: 'x' },
      { lines: [{ insuranceCode: p.productCode, quantity: 0 }] },
      { lines: [{ insuranceCode: p.productCode, quantity: 1.5 }] },
      { lines: [{ insuranceCode: p.productCode, quantity: 1_000_001 }] },
      { lines: [{ insuranceCode: '12345', quantity: 1 }] },
      { lines: [{ insuranceCode: p.productCode, productId: p.id, quantity: 1 }] },
      { lines: [{ quantity: 1 }] },
      { lines: [{ productId: p.id, quantity: 1, extraFeeBp: 10_001 }] },
      { lines: [{ productId: p.id, quantity: 1, note: '가'.repeat(101) }] },
      { lines: [{ productId: p.id, quantity: 1 }], onDuplicate: 'REPLACE' },
      { lines: Array.from({ length: EDI_LINES_PER_REQUEST_MAX + 1 }, () => ({ productId: p.id, quantity: 1 })) },
      { lines: [{ insuranceCode: '000000000', quantity: 1 }] },
      { lines: [{ productId: 2_000_000_000, quantity: 1 }] },
      { lines: [{ productId: foreign.id, quantity: 1 }] },
    ];
    for (const json of bad) {
      const res = await as(EDI, 'POST', `${base(record.id)}/lines`, json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.json.message).toMatch(hangul);
    }
    // A record's total must fit its won column (2,147,483,647): two lines of 2,000,000,000 won do not.
    const db = await getDb();
    await db.update(products).set({ price: 2_000 }).where(eq(products.id, own[1]!.id));
    await db.update(products).set({ price: 3_000 }).where(eq(products.id, own[2]!.id));
    try {
      const big = { productId: own[1]!.id, quantity: 1_000_000 };
      for (const json of [{ lines: [big, big], onDuplicate: 'ADD' }, { lines: [{ productId: own[2]!.id, quantity: 1_000_000 }] }]) {
        const res = await as(EDI, 'POST', `${base(record.id)}/lines`, json);
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect(res.json.message).toMatch(/금액이 너무 큽니다/);
      }
    } finally {
      for (const q of own) await db.update(products).set({ price: q.price }).where(eq(products.id, q.id));
    }
    const line = (await ok(EDI, 'POST', `${base(record.id)}/lines`, { lines: [{ productId: p.id, quantity: 1 }] })).lines[0]!;
    for (const json of [{}, { quantity: -1 }, { quantity: 'two' }, { extraFeeBp: -5 }]) {
      const res = await as(EDI, 'PATCH', `${base(record.id)}/lines/${line.id}`, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    expect((await as(EDI, 'GET', `${base(record.id)}/product-options?q=${'가'.repeat(51)}`)).status).toBe(400);
    const browse = await as<EdiProductOption[]>(EDI, 'GET', `${base(record.id)}/product-options`);
    expect(browse.json.length).toBeGreaterThan(0);
    expect(browse.json.every((o) => o.insuranceCode.length === 9)).toBe(true);
    expect((await ok(EDI, 'GET', base(record.id))).lines).toEqual([line]);
  });
});

describe('입력완료 and reopening', () => {
  it('refuses a record without lines, or with an unpriced line', async () => {
    const empty = await recordWithLines(0);
    const none = await as(EDI, 'PATCH', `/v1/prescriptions/partners/${empty.record.id}/complete`);
    expect(none.status).toBe(409);
    expect(none.json).toMatchObject({ code: 'NO_LINES', message: expect.stringMatching(hangul) });

    const record = await newRecord();
    const { own } = await productsFor(record.drugCompanyId);
    const db = await getDb();
    await ok(EDI, 'POST', `${base(record.id)}/claim`);
    await db.update(products).set({ price: 0 }).where(eq(products.id, own[2]!.id));
    try {
      await ok(EDI, 'POST', `${base(record.id)}/lines`, { lines: [{ productId: own[2]!.id, quantity: 3 }] });
    } finally {
      await db.update(products).set({ price: own[2]!.price }).where(eq(products.id, own[2]!.id));
    }
    const unpriced = await as(EDI, 'PATCH', `/v1/prescriptions/partners/${record.id}/complete`);
    expect(unpriced.status).toBe(409);
    expect(unpriced.json).toMatchObject({ code: 'UNPRICED_LINES', message: expect.stringContaining(own[2]!.productName) });
    expect((await ok(EDI, 'GET', base(record.id))).status).toBe('IN_PROGRESS');
    expect((await auditOf('EDI_RECORD', record.id)).some((r) => r.action === 'EDI_COMPLETED')).toBe(false);
  });

  it('completes: opens the settlement rows, ends the claim, audits and tells the member as 운영팀; then it is read-only', async () => {
    const { record, own } = await recordWithLines(3);
    const done = await ok(EDI, 'PATCH', `/v1/prescriptions/partners/${record.id}/complete`);
    expect(done).toMatchObject({ status: 'COMPLETED', claim: null, editable: false, reopen: { allowed: true, reason: null } });
    const db = await getDb();
    const [settlement] = await db
      .select()
      .from(settlements)
      .where(and(eq(settlements.dealerId, record.dealerId), eq(settlements.settlementMonth, record.settlementMonth)));
    expect(settlement?.prescriptionAmount).toBe(done.totals.amount);
    const [share] = await db
      .select()
      .from(settlementPartners)
      .where(and(eq(settlementPartners.settlementId, settlement!.id), eq(settlementPartners.partnerId, record.partnerId)));
    expect(share).toMatchObject({ prescriptionAmount: done.totals.amount, feeAmount: done.totals.feeAmount });
    await expectTotalsHold();

    const audit = (await auditOf('EDI_RECORD', record.id)).find((r) => r.action === 'EDI_COMPLETED');
    expect(audit).toMatchObject({
      staffUserId: 'demo_ops_edi',
      changes: { status: ['IN_PROGRESS', 'COMPLETED'], lines: [null, 3], amount: [null, done.totals.amount] },
    });
    const notices = (await notificationsOf(record.memberId)).filter((n) => n.kind === 'PRESCRIPTION_COMPLETED');
    const notice = notices.find((n) => n.body.includes(`${done.institution.institutionName} ${monthLabel(record.prescriptionMonth)}`));
    expect(notice).toBeTruthy();
    expect(notice!.body).toMatch(/운영팀 드림$/);
    expect(notice!.body).toContain(`${done.totals.amount.toLocaleString('ko-KR')}원`);
    for (const text of [notice!.title, notice!.body]) {
      expect(text).not.toContain('demo_ops_edi');
      expect(text).not.toMatch(/처방운영|운영팀_/);
    }
    // The member reads it completed.
    const mine = await as<{ status: string }>('demo_partner', 'GET', `/v1/prescriptions/partners/${record.id}`);
    expect(mine.json.status).toBe('COMPLETED');

    for (const [method, path, json] of [
      ['POST', `${base(record.id)}/lines`, { lines: [{ productId: own[0]!.id, quantity: 1 }], onDuplicate: 'ADD' }],
      ['DELETE', `${base(record.id)}/lines/${done.lines[0]!.id}`, undefined],
      ['POST', `${base(record.id)}/claim`, undefined],
      ['PATCH', `/v1/prescriptions/partners/${record.id}/complete`, undefined],
    ] as const) {
      const res = await as(EDI, method, path, json);
      expect(res.json.code, `${method} ${path}`).toBe('RECORD_COMPLETED');
    }
  });

  it('reopens a completed record with a reason while its settlement is not requested, audited and told; the totals follow', async () => {
    const { record } = await recordWithLines(2);
    const done = await ok(EDI, 'PATCH', `/v1/prescriptions/partners/${record.id}/complete`);
    for (const json of [{}, { reason: '' }, { reason: '가' }, { reason: '가'.repeat(501) }]) {
      const res = await as(OTHER, 'POST', `${base(record.id)}/reopen`, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.json.message).toMatch(hangul);
    }
    const reopened = await ok(OTHER, 'POST', `${base(record.id)}/reopen`, { reason: '수량 재확인 필요' });
    expect(reopened).toMatchObject({
      status: 'IN_PROGRESS',
      editable: true,
      claim: { staffUserId: 'demo_admin', mine: true },
      reopen: null,
    });
    const db = await getDb();
    const [settlement] = await db
      .select()
      .from(settlements)
      .where(and(eq(settlements.dealerId, record.dealerId), eq(settlements.settlementMonth, record.settlementMonth)));
    expect(settlement?.prescriptionAmount).toBe(0);
    await expectTotalsHold();
    const audit = (await auditOf('EDI_RECORD', record.id)).find((r) => r.action === 'EDI_REOPENED');
    expect(audit).toMatchObject({
      staffUserId: 'demo_admin',
      reason: '수량 재확인 필요',
      changes: { status: ['COMPLETED', 'IN_PROGRESS'], amount: [done.totals.amount, null] },
    });
    const notice = (await notificationsOf(record.memberId)).find(
      (n) => n.kind === 'PRESCRIPTION_REOPENED' && n.body.includes('수량 재확인 필요'),
    );
    expect(notice?.body).toMatch(/운영팀 드림$/);
    expect(notice?.body).not.toContain('demo_admin');
    expect((await as(OTHER, 'POST', `${base(record.id)}/reopen`, { reason: '다시 한번' })).json.code).toBe('NOT_COMPLETED');
    // Completed again by the new holder, the settlement takes it back.
    await ok(OTHER, 'PATCH', `/v1/prescriptions/partners/${record.id}/complete`);
    await expectTotalsHold();
  });

  it('refuses to reopen once the member asked for settlement (정산요청), and allows it after an objection', async () => {
    const { record } = await recordWithLines(1);
    await ok(EDI, 'PATCH', `/v1/prescriptions/partners/${record.id}/complete`);
    const db = await getDb();
    const [settlement] = await db
      .select()
      .from(settlements)
      .where(and(eq(settlements.dealerId, record.dealerId), eq(settlements.settlementMonth, record.settlementMonth)));
    const asked = await as('demo_partner', 'POST', '/v1/settlements/notify-admin', { settlementIds: [settlement!.id] });
    expect(asked.status).toBe(200);
    const refused = await as(EDI, 'POST', `${base(record.id)}/reopen`, { reason: '금액 확인 필요' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'SETTLEMENT_LOCKED', message: expect.stringMatching(/정산요청/) });
    expect((await ok(EDI, 'GET', base(record.id))).reopen).toMatchObject({ allowed: false, reason: expect.stringMatching(hangul) });
    expect((await auditOf('EDI_RECORD', record.id)).some((r) => r.action === 'EDI_REOPENED')).toBe(false);

    const objected = await newRecord();
    await ok(EDI, 'POST', `${base(objected.id)}/claim`);
    const { own } = await productsFor(objected.drugCompanyId);
    await ok(EDI, 'POST', `${base(objected.id)}/lines`, { lines: [{ productId: own[0]!.id, quantity: 2 }] });
    await ok(EDI, 'PATCH', `/v1/prescriptions/partners/${objected.id}/complete`);
    const [other] = await db
      .select()
      .from(settlements)
      .where(and(eq(settlements.dealerId, objected.dealerId), eq(settlements.settlementMonth, objected.settlementMonth)));
    expect((await as('demo_partner', 'POST', '/v1/settlements/notify-admin/objections', { settlementIds: [other!.id] })).status).toBe(200);
    expect((await ok(EDI, 'POST', `${base(objected.id)}/reopen`, { reason: '이의신청 확인' })).status).toBe('IN_PROGRESS');
    await expectTotalsHold();
  });
});

describe('timings', () => {
  it('saves a line and completes a 10-line record within the budgets (measured in-process)', async () => {
    const record = await newRecord();
    const { own } = await productsFor(record.drugCompanyId, 10);
    const cookie = await cookieOf(EDI);
    await ok(cookie, 'POST', `${base(record.id)}/claim`);
    const saves: number[] = [];
    for (const p of own) {
      const t0 = performance.now();
      await ok(cookie, 'POST', `${base(record.id)}/lines`, { lines: [{ productId: p.id, quantity: 7 }] });
      saves.push(performance.now() - t0);
    }
    const t0 = performance.now();
    await ok(cookie, 'PATCH', `/v1/prescriptions/partners/${record.id}/complete`);
    const complete = performance.now() - t0;
    const queue: number[] = [];
    for (let k = 0; k < 5; k++) {
      const q0 = performance.now();
      await ok(cookie, 'GET', '/v1/admin/prescriptions?size=20');
      queue.push(performance.now() - q0);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.info(
      `EDI entry timings (PGlite or PostgreSQL, in-process): line save p50 ${median(saves).toFixed(1)} ms, ` +
        `complete (10 lines) ${complete.toFixed(1)} ms, queue page p50 ${median(queue).toFixed(1)} ms`,
    );
    // Generous ceilings for a loaded test machine; the budgets themselves (50 / 200 / 100 ms) are in PERFORMANCE notes.
    expect(median(saves)).toBeLessThan(250);
    expect(complete).toBeLessThan(1000);
    await expectTotalsHold();
  });
});
