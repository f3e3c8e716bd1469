import { and, count, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { ComplianceItem, ComplianceRecord, RedelegationNotice } from '../../src/api/types';
import { addCalendarMonths, addDays, dDay, seoulDay } from '../../src/lib/compliance-rules';
import { getDb } from '../../src/server/runtime/database';
import { complianceRecords, dealers, storedFiles } from '../../src/server/db/schema';
import { call } from './helpers';
import { cookieOf, GIF, getAs, multipart, PDF, PNG, send, type Upload, type Who } from './content-helpers';
import { memberId } from './prescriptions-helpers';

// The compliance center's API: statuses and due dates from the rules table, records with their documents, the
// re-delegation notices; who may call it (CSO and contract members, each on their own data only) and bad input
// refused in Korean with nothing stored.

const today = seoulDay();
const json = { 'content-type': 'application/json' };
const pdf = { name: '신고증.pdf', bytes: PDF, type: 'application/pdf' };

const addRecord = (who: Who | null, request: unknown, files: Upload[] = [pdf]) =>
  send(who, 'POST', '/v1/compliance/records', multipart('request', request, 'file', files));

async function firstDealer(userId: Who) {
  const db = await getDb();
  const [d] = await db
    .select()
    .from(dealers)
    .where(eq(dealers.memberId, await memberId(userId)))
    .orderBy(dealers.dealerName)
    .limit(1);
  return d!;
}

/** A dealer of its own for one test, so that its items start empty. */
async function newDealer(who: Who, name: string) {
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

const itemsOf = async (who: Who) => (await getAs<ComplianceItem[]>(who, '/v1/compliance/items')).body;
const itemOf = (items: ComplianceItem[], dealerName: string | null, kind: ComplianceItem['kind']) =>
  items.find((i) => i.dealerName === dealerName && i.kind === kind)!;

async function storedCounts() {
  const db = await getDb();
  const [records] = await db.select({ n: count() }).from(complianceRecords);
  const [files] = await db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.kind, 'COMPLIANCE'));
  return { records: records!.n, files: files!.n };
}

describe('GET /v1/compliance/items', () => {
  it('answers the demo partner every status, what is late first, with due dates from the rules', async () => {
    const items = await itemsOf('demo_partner');
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['OVERDUE', 'MISSING', 'DUE_SOON', 'UPCOMING', 'DONE']));
    const order = ['OVERDUE', 'MISSING', 'DUE_SOON', 'UPCOMING', 'DONE'];
    const ranks = items.map((i) => order.indexOf(i.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The member's own three items, and three per dealer name.
    expect(items.filter((i) => i.subjectType === 'MEMBER')).toHaveLength(3);
    const names = new Set(items.filter((i) => i.subjectType === 'DEALER').map((i) => i.dealerName));
    expect(items).toHaveLength(3 + 3 * names.size);
    for (const i of items.filter((x) => x.subjectType === 'DEALER')) expect(i.dealerIds.length).toBeGreaterThan(0);
    // Every item with a due date that is not done is late exactly when its date has passed.
    for (const i of items.filter((x) => x.dueDate && x.status !== 'DONE')) expect(i.status === 'OVERDUE').toBe(i.dueDate! < today);
  });

  it('gives a CSO member without dealers their own three items only', async () => {
    const items = await itemsOf('demo_cso');
    expect(items.map((i) => [i.subjectType, i.kind, i.status])).toEqual([
      ['MEMBER', 'CSO_CERTIFICATE', 'MISSING'],
      ['MEMBER', 'INITIAL_TRAINING', 'MISSING'],
      ['MEMBER', 'REFRESHER_TRAINING', 'MISSING'],
    ]);
  });

  it('refuses the signed out (401), plain members and editors (403)', async () => {
    expect((await getAs(null, '/v1/compliance/items')).status).toBe(401);
    expect((await getAs('demo_member', '/v1/compliance/items')).status).toBe(403);
    expect((await getAs('demo_editor', '/v1/compliance/items')).status).toBe(403);
    for (const path of ['/v1/compliance/records', '/v1/compliance/redelegation-notices', '/v1/compliance/reminders']) {
      expect((await getAs('demo_member', path)).status, path).toBe(403);
    }
  });
});

describe('POST /v1/compliance/records', () => {
  it('records a 신고증: the initial training is then due 3 calendar months after its issue date; 24 hours make it 완료', async () => {
    const dealer = await newDealer('demo_org', '규정확인딜러');
    let items = await itemsOf('demo_org');
    expect(itemOf(items, dealer.dealerName, 'CSO_CERTIFICATE').status).toBe('MISSING');
    expect(itemOf(items, dealer.dealerName, 'INITIAL_TRAINING')).toMatchObject({ status: 'MISSING', dueDate: null });

    const issuedAt = addDays(today, -80);
    const res = await addRecord('demo_org', {
      dealerId: dealer.id,
      kind: 'CSO_CERTIFICATE',
      number: '제2026-0101호',
      authority: '서울특별시 강남구보건소',
      issuedAt,
    });
    expect(res.status, res.text).toBe(201);
    const id = (res.json as { id: number }).id;
    items = await itemsOf('demo_org');
    expect(itemOf(items, dealer.dealerName, 'CSO_CERTIFICATE')).toMatchObject({ status: 'DONE', recordId: id });
    const initial = itemOf(items, dealer.dealerName, 'INITIAL_TRAINING');
    expect(initial.dueDate).toBe(addCalendarMonths(issuedAt, 3));
    expect(initial.status).toBe('DUE_SOON');
    expect(dDay(initial.dueDate!, today)).toMatch(/^D-\d+$/);
    expect(initial.dealerIds).toEqual([dealer.id]);

    // Training may be taken in parts: 12 hours are not enough, 12 more are.
    const training = (hours: number) =>
      addRecord('demo_org', { dealerId: dealer.id, kind: 'INITIAL_TRAINING', completedAt: today, hours, submittedAt: null }, [
        { name: '이수증.png', bytes: PNG, type: 'image/png' },
      ]);
    expect((await training(12)).status).toBe(201);
    expect(itemOf(await itemsOf('demo_org'), dealer.dealerName, 'INITIAL_TRAINING').status).toBe('DUE_SOON');
    expect((await training(12)).status).toBe(201);
    items = await itemsOf('demo_org');
    expect(itemOf(items, dealer.dealerName, 'INITIAL_TRAINING').status).toBe('DONE');
    // The refresher training starts the year after: due at the end of next year.
    expect(itemOf(items, dealer.dealerName, 'REFRESHER_TRAINING')).toMatchObject({
      status: 'UPCOMING',
      dueDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
    });

    // The records list shows it with its document, which the member reads and another member does not.
    const { body: records } = await getAs<ComplianceRecord[]>('demo_org', '/v1/compliance/records');
    const record = records.find((r) => r.id === id)!;
    expect(record).toMatchObject({ subjectType: 'DEALER', dealerName: '규정확인딜러', number: '제2026-0101호', fileName: '신고증.pdf' });
    expect((await getAs('demo_org', record.fileUrl!)).status).toBe(200);
    expect((await getAs('demo_partner', record.fileUrl!)).status).toBe(404);
    expect((await getAs<ComplianceRecord[]>('demo_partner', '/v1/compliance/records')).body.some((r) => r.id === id)).toBe(false);
  });

  it('records the member’s own training (dealerId null)', async () => {
    const res = await addRecord('demo_cso', {
      dealerId: null,
      kind: 'CSO_CERTIFICATE',
      number: '제2026-7호',
      authority: '부산광역시 해운대구보건소',
      issuedAt: today,
    });
    expect(res.status, res.text).toBe(201);
    const items = await itemsOf('demo_cso');
    expect(itemOf(items, null, 'INITIAL_TRAINING')).toMatchObject({ status: 'UPCOMING', dueDate: addCalendarMonths(today, 3) });
  });

  const cases: [string, unknown, number, RegExp][] = [
    [
      'an issue date in the future',
      { kind: 'CSO_CERTIFICATE', number: '1', authority: '구청', issuedAt: addDays(today, 1) },
      400,
      /오늘 이후/,
    ],
    ['a completion in the future', { kind: 'INITIAL_TRAINING', completedAt: addDays(today, 2), hours: 24 }, 400, /오늘 이후/],
    ['0 hours', { kind: 'INITIAL_TRAINING', completedAt: today, hours: 0 }, 400, /1~100시간/],
    ['101 hours', { kind: 'REFRESHER_TRAINING', completedAt: today, hours: 101 }, 400, /1~100시간/],
    ['a certificate without its number', { kind: 'CSO_CERTIFICATE', authority: '구청', issuedAt: today }, 400, /신고번호/],
    ['a training without hours', { kind: 'INITIAL_TRAINING', completedAt: today }, 400, /이수시간/],
    ['an unknown kind', { kind: 'LICENCE', completedAt: today, hours: 3 }, 400, /종류/],
    ['a date that is no date', { kind: 'INITIAL_TRAINING', completedAt: '2026-02-30', hours: 3 }, 400, /yyyy-MM-dd/],
    [
      'a submission before the completion',
      { kind: 'INITIAL_TRAINING', completedAt: today, hours: 3, submittedAt: addDays(today, -3) },
      400,
      /이수일 이후/,
    ],
  ];
  for (const [what, request, status, message] of cases) {
    it(`refuses ${what} (${status}) and stores nothing`, async () => {
      const before = await storedCounts();
      const res = await addRecord('demo_partner', { dealerId: null, ...(request as object) });
      expect(res.status, res.text).toBe(status);
      expect(res.json?.message).toMatch(message);
      expect(await storedCounts()).toEqual(before);
    });
  }

  it('refuses another member’s dealer (404), a missing or wrong file (400 / 415), and stores nothing', async () => {
    const before = await storedCounts();
    const other = await firstDealer('demo_org');
    const request = { dealerId: other.id, kind: 'CSO_CERTIFICATE', number: '1', authority: '구청', issuedAt: today };
    expect((await addRecord('demo_partner', request)).status).toBe(404);
    const own = { ...request, dealerId: (await firstDealer('demo_partner')).id };
    const missing = await addRecord('demo_partner', own, []);
    expect(missing.status).toBe(400);
    expect(missing.json?.message).toMatch(/첨부/);
    const gif = await addRecord('demo_partner', own, [{ name: 'scan.gif', bytes: GIF, type: 'image/gif' }]);
    expect(gif.status).toBe(415);
    expect(gif.json?.message).toMatch(/pdf, jpg, jpeg, png/);
    const disguised = await addRecord('demo_partner', own, [
      { name: 'scan.pdf', bytes: '<html><script>alert(1)</script>', type: 'application/pdf' },
    ]);
    expect(disguised.status).toBe(415);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses the roles that may not record (401 / 403)', async () => {
    const request = { dealerId: null, kind: 'INITIAL_TRAINING', completedAt: today, hours: 3 };
    expect((await addRecord(null, request)).status).toBe(401);
    expect((await addRecord('demo_member', request)).status).toBe(403);
    expect((await addRecord('demo_editor', request)).status).toBe(403);
  });
});

describe('DELETE /v1/compliance/records/{id}', () => {
  it('deletes the member’s own record with its document; another member’s is 404', async () => {
    const res = await addRecord('demo_org', { dealerId: null, kind: 'REFRESHER_TRAINING', completedAt: today, hours: 2 });
    const id = (res.json as { id: number }).id;
    const { body: records } = await getAs<ComplianceRecord[]>('demo_org', '/v1/compliance/records');
    const fileUrl = records.find((r) => r.id === id)!.fileUrl!;
    expect((await send('demo_partner', 'DELETE', `/v1/compliance/records/${id}`)).status).toBe(404);
    expect((await send('demo_org', 'DELETE', `/v1/compliance/records/${id}`)).status).toBe(204);
    expect((await getAs('demo_org', fileUrl)).status).toBe(404);
    expect((await send('demo_org', 'DELETE', `/v1/compliance/records/${id}`)).status).toBe(404);
    expect((await send('demo_org', 'DELETE', '/v1/compliance/records/abc')).status).toBe(404);
  });
});

describe('re-delegation notices', () => {
  const list = async (who: Who) => (await getAs<RedelegationNotice[]>(who, '/v1/compliance/redelegation-notices')).body;
  const patch = (who: Who, id: number, body: unknown) =>
    send(who, 'PATCH', `/v1/compliance/redelegation-notices/${id}`, JSON.stringify(body), json);

  it('lists one notice per dealer row, in every status, due 30 days after the sub-contract date', async () => {
    const notices = await list('demo_partner');
    const db = await getDb();
    const [rows] = await db
      .select({ n: count() })
      .from(dealers)
      .where(eq(dealers.memberId, await memberId('demo_partner')));
    expect(notices).toHaveLength(rows!.n);
    expect(new Set(notices.map((n) => n.status))).toEqual(new Set(['OVERDUE', 'DUE_SOON', 'TODO', 'SENT']));
    for (const n of notices) expect(n.dueDate).toBe(addDays(n.contractDate, 30));
  });

  it('changes the sub-contract date, marks it sent and takes that back; refuses bad dates and other members’ notices', async () => {
    const open = (await list('demo_partner')).filter((n) => n.status !== 'SENT');
    const notice = open.find((n) => !n.fromContract);
    const id = notice!.id;
    // A notice whose date comes from a registered sub-contract takes no typed date.
    const fromContract = open.find((n) => n.fromContract);
    const refused = await patch('demo_partner', fromContract!.id, { contractDate: addDays(today, -3) });
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toMatch(/첫 계약서의 시작일/);
    let res = await patch('demo_partner', id, { contractDate: addDays(today, -3) });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ contractDate: addDays(today, -3), dueDate: addDays(today, 27), status: 'TODO' });
    expect((await patch('demo_partner', id, { contractDate: addDays(today, 1) })).status).toBe(400);
    res = await patch('demo_partner', id, { sentAt: addDays(today, -5) });
    expect(res.status).toBe(400);
    expect(res.json?.message).toMatch(/계약일보다 앞설 수 없습니다/);
    res = await patch('demo_partner', id, { sentAt: today });
    expect(res.json).toMatchObject({ status: 'SENT', sentAt: today });
    res = await patch('demo_partner', id, { sentAt: null });
    expect(res.json).toMatchObject({ status: 'TODO', sentAt: null });
    expect((await patch('demo_partner', id, {})).status).toBe(400);
    expect((await patch('demo_org', id, { sentAt: today })).status).toBe(404);
    expect((await patch('demo_member', id, { sentAt: today })).status).toBe(403);
    expect((await send(null, 'PATCH', `/v1/compliance/redelegation-notices/${id}`, '{}', json)).status).toBe(401);
  });

  it('keeps a proof of sending that only its member reads, replacing an earlier one', async () => {
    const [notice] = await list('demo_partner');
    const proof = (name: string) =>
      send(
        'demo_partner',
        'POST',
        `/v1/compliance/redelegation-notices/${notice!.id}/proof`,
        multipart(null, null, 'file', [{ name, bytes: PDF }]),
      );
    const first = await proof('통보 영수증.pdf');
    expect(first.status, first.text).toBe(200);
    const firstUrl = (first.json as unknown as RedelegationNotice).proofFileUrl!;
    expect((await getAs('demo_partner', firstUrl)).status).toBe(200);
    expect((await getAs('demo_org', firstUrl)).status).toBe(404);
    const second = await proof('등기 영수증.pdf');
    expect((second.json as unknown as RedelegationNotice).proofFileName).toBe('등기 영수증.pdf');
    expect((await getAs('demo_partner', firstUrl)).status).toBe(404);
    const other = await send(
      'demo_org',
      'POST',
      `/v1/compliance/redelegation-notices/${notice!.id}/proof`,
      multipart(null, null, 'file', [pdf]),
    );
    expect(other.status).toBe(404);
  });
});

describe('GET /v1/compliance/redelegation-notices/{id}/document', () => {
  /** The first page's text without spaces (the layout decides where runs and lines break). */
  async function pdfText(bytes: Uint8Array): Promise<string> {
    const task = getDocument({ data: bytes.slice(), verbosity: 0 });
    const content = await (await (await task.promise).getPage(1)).getTextContent();
    await task.destroy();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join('')
      .replace(/\s+/g, '');
  }

  it('answers the notice as a PDF filled from the member’s records; others are refused', async () => {
    const dealer = await newDealer('demo_org', '통보서딜러');
    const request = { dealerId: dealer.id, kind: 'CSO_CERTIFICATE', number: '성남-2026-0042', authority: '분당구보건소', issuedAt: today };
    expect((await addRecord('demo_org', request)).status).toBe(201);
    const { body: notices } = await getAs<RedelegationNotice[]>('demo_org', '/v1/compliance/redelegation-notices');
    const notice = notices.find((n) => n.dealerId === dealer.id)!;
    const path = `/v1/compliance/redelegation-notices/${notice.id}/document`;

    const res = await send('demo_org', 'GET', path);
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toBe('application/pdf');
    expect(res.res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const raw = await call(path, { cookie: await cookieOf('demo_org') });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      '판매촉진업무재위탁통보서',
      '통보서딜러',
      '성남-2026-0042',
      '분당구보건소',
      notice.drugCompanyName.replace(/\s+/g, ''),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/null|undefined/);

    expect((await send('demo_partner', 'GET', path)).status).toBe(404);
    expect((await send('demo_member', 'GET', path)).status).toBe(403);
    expect((await send(null, 'GET', path)).status).toBe(401);
    expect((await send('demo_org', 'GET', '/v1/compliance/redelegation-notices/0/document')).status).toBe(404);
  });
});
