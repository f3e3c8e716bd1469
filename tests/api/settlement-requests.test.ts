import { and, eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleDashboard, Settlement, SettlementAnswerResult, SettlementRequestPage } from '../../src/api/types';
import { seoulDay } from '../../src/lib/compliance-rules';
import { formatNumber } from '../../src/lib/format';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { vatSplit } from '../../src/server/settlements/money';
import { prescriptionPartners, settlementMemberMonths, settlements } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { cookieOf, getAs, send, type Who } from './content-helpers';
import { call } from './helpers';
import { auditOf, notificationsOf } from './review-helpers';
import { countsMismatches, settlementsOf, totalsMismatches } from './settlements-helpers';
import { as } from './staff-helpers';

// 정산요청 / 이의신청 for staff (정산관리): the two open queues (oldest first, keyset pages, age), 지급완료 with the day
// paid, an objection accepted (its records reopen for correction, a confirmed month opens again) or refused with a
// reason; each audited and told to the member, who reads the answer on the settlement. Refused: signed out, partners,
// staff without SETTLEMENT_MANAGEMENT. And the member's 정산서 PDF of a confirmed month, its figures those of the list.

beforeEach(async () => resetLoginAttempts(await getDb()));

const OPS: Who = 'demo_ops_settlement';
const BASE = '/v1/admin/settlement-requests';
const JSON_TYPE = { 'content-type': 'application/json' };
const hangul = /[가-힣]/;

const notify = (who: Who, ids: number[], objection = false) =>
  send(who, 'POST', `/v1/settlements/notify-admin${objection ? '/objections' : ''}`, JSON.stringify({ settlementIds: ids }), JSON_TYPE);

/** Open settlements of the member with completed records behind them (a figure above 0), oldest month first. */
async function openOf(who: Who, n: number): Promise<Settlement[]> {
  const rows = (await settlementsOf(who)).filter((s) => s.status === null && s.prescriptionAmount > 0);
  if (rows.length < n) throw new Error('not enough open settlements');
  return rows.slice(-n);
}

async function asked(who: Who, objection = false): Promise<Settlement> {
  const [s] = await openOf(who, 1);
  expect((await notify(who, [s!.id], objection)).status).toBe(200);
  return s!;
}

/** Sets the member's month confirmed, as the four-eyes confirmation will (its routes are another's). */
async function confirmMonth(memberId: number, month: string) {
  const db = await getDb();
  await db
    .update(settlementMemberMonths)
    .set({ state: 'CONFIRMED', confirmedAt: new Date() })
    .where(and(eq(settlementMemberMonths.memberId, memberId), eq(settlementMemberMonths.settlementMonth, month)));
}

async function memberIdOf(settlementId: number) {
  const [row] = await (await getDb()).select({ m: settlements.memberId }).from(settlements).where(eq(settlements.id, settlementId));
  return row!.m;
}

async function queue(status: 'REQUEST' | 'OBJECTION', query = '') {
  const all: SettlementRequestPage['content'] = [];
  let after = '';
  for (;;) {
    const res = await as<SettlementRequestPage>(OPS, 'GET', `${BASE}?status=${status}&size=2${after}${query}`);
    expect(res.status).toBe(200);
    all.push(...res.json.content);
    if (!res.json.next) return all;
    after = `&after=${res.json.next}`;
  }
}

describe('the queues', () => {
  it('lists open 정산요청 and 이의신청 oldest first in keyset pages, with age, and the dashboard counts them', async () => {
    const a = await asked('demo_partner');
    const b = await asked('demo_org');
    const o = await asked('demo_org', true);
    const requests = await queue('REQUEST');
    const ids = requests.map((r) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).toContain(b.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(new Set(ids).size).toBe(ids.length);
    const times = requests.map((r) => r.requestedAt);
    expect([...times].sort()).toEqual(times);
    const first = requests.find((r) => r.id === a.id)!;
    expect(first).toMatchObject({ status: 'REQUEST', member: { userId: 'demo_partner' }, monthState: 'OPEN' });
    expect(first.ageMinutes).toBeGreaterThanOrEqual(0);
    expect(first.totalAmount).toBe(a.totalAmount);
    const objections = await queue('OBJECTION');
    expect(objections.map((r) => r.id)).toContain(o.id);
    expect(objections.every((r) => r.status === 'OBJECTION')).toBe(true);

    const dashboard = await as<ConsoleDashboard>(OPS, 'GET', '/v1/admin/dashboard');
    const card = (q: string) => dashboard.json.queues.find((x) => x.queue === q);
    expect(card('SETTLEMENT_REQUESTS')).toMatchObject({ count: requests.length });
    expect(card('SETTLEMENT_REQUESTS')?.oldestAt).toBe(requests[0]?.requestedAt);
    expect(card('SETTLEMENT_OBJECTIONS')).toMatchObject({ count: objections.length });
    // Staff without 정산관리 do not see the cards.
    const edi = await as<ConsoleDashboard>('demo_ops_edi', 'GET', '/v1/admin/dashboard');
    expect(edi.json.queues.map((q) => q.queue)).not.toContain('SETTLEMENT_REQUESTS');
  });

  it('refuses bad queries with Korean messages', async () => {
    for (const q of ['status=PAID', 'size=0', 'size=1000', 'after=abc', 'after=0']) {
      const res = await as(OPS, 'GET', `${BASE}?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.message, q).toMatch(hangul);
    }
  });
});

describe('지급완료', () => {
  it('marks a request paid on a day from the request to today, once; audited, told, shown to the member', async () => {
    const s = await asked('demo_partner');
    const today = seoulDay();
    const future = seoulDay(new Date(Date.now() + 2 * 86_400_000));
    for (const [paidOn, status] of [
      [future, 400],
      ['2000-01-01', 400],
      ['2026-02-30', 400],
      ['어제', 400],
    ] as const) {
      const res = await as(OPS, 'POST', `${BASE}/${s.id}/paid`, { paidOn });
      expect(res.status, paidOn).toBe(status);
      expect(res.json.message, paidOn).toMatch(hangul);
    }
    expect((await as(OPS, 'POST', `${BASE}/${s.id}/paid`, {})).status).toBe(400);
    const res = await as<SettlementAnswerResult>(OPS, 'POST', `${BASE}/${s.id}/paid`, { paidOn: today });
    expect(res.status).toBe(200);
    expect(res.json.settlement).toMatchObject({ id: s.id, status: 'REQUEST', answer: 'PAID', paidOn: today });
    const mine = await getAs<Settlement>('demo_partner', `/v1/settlements/${s.id}`);
    expect(mine.body).toMatchObject({ answer: 'PAID', paidOn: today, prescriptionAmount: s.prescriptionAmount });
    expect(mine.body.answeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await as(OPS, 'POST', `${BASE}/${s.id}/paid`, { paidOn: today });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/이미 답변/);
    expect((await queue('REQUEST')).map((r) => r.id)).not.toContain(s.id);
    const audit = await auditOf('SETTLEMENT', s.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'SETTLEMENT_PAID',
      staffUserId: OPS,
      changes: { answer: [null, 'PAID'], paidOn: [null, today] },
    });
    const told = (await notificationsOf(await memberIdOf(s.id))).filter((n) => n.kind === 'SETTLEMENT_REQUEST_ANSWERED');
    expect(told.some((n) => n.title === '정산금이 지급되었습니다' && n.body.includes(`${formatNumber(s.totalAmount)}원`))).toBe(true);
  });

  it('refuses an objection, an unanswered settlement and an unknown id', async () => {
    const o = await asked('demo_partner', true);
    expect((await as(OPS, 'POST', `${BASE}/${o.id}/paid`, { paidOn: seoulDay() })).status).toBe(409);
    const [plain] = await openOf('demo_partner', 1);
    expect((await as(OPS, 'POST', `${BASE}/${plain!.id}/paid`, { paidOn: seoulDay() })).status).toBe(409);
    expect((await as(OPS, 'POST', `${BASE}/${2_000_000_000}/paid`, { paidOn: seoulDay() })).status).toBe(404);
    expect((await as(OPS, 'POST', `${BASE}/abc/paid`, { paidOn: seoulDay() })).status).toBe(404);
  });
});

describe('이의신청', () => {
  it('accepted: the records reopen for correction, a confirmed month opens again; audited and told', async () => {
    const s = await asked('demo_org', true);
    const memberId = await memberIdOf(s.id);
    await confirmMonth(memberId, s.settlementMonth);
    const db = await getDb();
    const before = await db
      .select({ id: prescriptionPartners.id })
      .from(prescriptionPartners)
      .where(
        and(
          eq(prescriptionPartners.dealerId, s.dealerId),
          eq(prescriptionPartners.settlementMonth, s.settlementMonth),
          eq(prescriptionPartners.status, 'COMPLETED'),
        ),
      );
    expect(before.length).toBeGreaterThan(0);
    expect((await as(OPS, 'POST', `${BASE}/${s.id}/accept`, {})).status).toBe(400);
    const res = await as<SettlementAnswerResult>(OPS, 'POST', `${BASE}/${s.id}/accept`, { reason: '2번 거래처 수량 오류 확인' });
    expect(res.status).toBe(200);
    expect(res.json.reopenedRecords).toBe(before.length);
    expect(res.json.settlement).toMatchObject({
      answer: 'OBJECTION_ACCEPTED',
      answerReason: '2번 거래처 수량 오류 확인',
      confirmation: 'UNCONFIRMED',
      prescriptionAmount: 0,
    });
    const records = await db
      .select({ status: prescriptionPartners.status })
      .from(prescriptionPartners)
      .where(
        sql`${prescriptionPartners.id} in (${sql.join(
          before.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
    expect(records.every((r) => r.status === 'IN_PROGRESS')).toBe(true);
    const [month] = await db
      .select()
      .from(settlementMemberMonths)
      .where(and(eq(settlementMemberMonths.memberId, memberId), eq(settlementMemberMonths.settlementMonth, s.settlementMonth)));
    expect(month).toMatchObject({ state: 'OPEN', confirmedAt: null });
    const audit = await auditOf('SETTLEMENT', s.id);
    expect(audit[0]).toMatchObject({
      action: 'SETTLEMENT_OBJECTION_ACCEPTED',
      reason: '2번 거래처 수량 오류 확인',
      changes: { monthState: ['CONFIRMED', 'OPEN'], reopenedRecords: [0, before.length] },
    });
    const reopened = await auditOf('EDI_RECORD', before[0]!.id);
    expect(reopened.some((r) => r.action === 'EDI_REOPENED' && r.reason?.includes('이의신청 수용'))).toBe(true);
    const told = await notificationsOf(memberId);
    expect(told.some((n) => n.title === '이의신청이 수용되었습니다')).toBe(true);
    expect((await as(OPS, 'POST', `${BASE}/${s.id}/refuse`, { reason: '다시 답하기' })).status).toBe(409);
    expect(await totalsMismatches(db)).toEqual([]);
    expect(await countsMismatches(db)).toEqual([]);
  });

  it('races with a staff reopen of one of its records without a deadlock: each answers 200 or 409', async () => {
    const s = await asked('demo_partner', true);
    const db = await getDb();
    const [record] = await db
      .select({ id: prescriptionPartners.id })
      .from(prescriptionPartners)
      .where(
        and(
          eq(prescriptionPartners.dealerId, s.dealerId),
          eq(prescriptionPartners.settlementMonth, s.settlementMonth),
          eq(prescriptionPartners.status, 'COMPLETED'),
        ),
      )
      .limit(1);
    const [accept, reopen] = await Promise.all([
      as(OPS, 'POST', `${BASE}/${s.id}/accept`, { reason: '수량 오류를 확인하겠습니다' }),
      as('demo_ops_edi', 'POST', `/v1/admin/prescriptions/${record!.id}/reopen`, { reason: '수량 오류를 확인하겠습니다' }),
    ]);
    expect(accept.status).toBe(200);
    expect([200, 409]).toContain(reopen.status);
    const [after] = await db
      .select({ status: prescriptionPartners.status })
      .from(prescriptionPartners)
      .where(eq(prescriptionPartners.id, record!.id));
    expect(after?.status).toBe('IN_PROGRESS');
    expect(await totalsMismatches(db)).toEqual([]);
  });

  it('refused: needs a reason, which the member reads; nothing reopens', async () => {
    const s = await asked('demo_partner', true);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(2000) }, { reason: 3 }]) {
      const res = await as(OPS, 'POST', `${BASE}/${s.id}/refuse`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(hangul);
    }
    const res = await as<SettlementAnswerResult>(OPS, 'POST', `${BASE}/${s.id}/refuse`, { reason: '확인 결과 입력 내역과 같습니다' });
    expect(res.status).toBe(200);
    expect(res.json.reopenedRecords).toBe(0);
    const mine = await getAs<Settlement>('demo_partner', `/v1/settlements/${s.id}`);
    expect(mine.body).toMatchObject({
      answer: 'OBJECTION_REFUSED',
      answerReason: '확인 결과 입력 내역과 같습니다',
      prescriptionAmount: s.prescriptionAmount,
    });
    expect((await auditOf('SETTLEMENT', s.id))[0]).toMatchObject({
      action: 'SETTLEMENT_OBJECTION_REFUSED',
      reason: '확인 결과 입력 내역과 같습니다',
    });
    expect((await as(OPS, 'POST', `${BASE}/${s.id}/accept`, { reason: '다시 답하기' })).status).toBe(409);
  });
});

describe('who may answer', () => {
  it('refuses signed-out callers, partners and staff without 정산관리, changing nothing', async () => {
    const s = await asked('demo_partner');
    const o = await asked('demo_partner', true);
    const calls: [string, string, unknown][] = [
      ['GET', BASE, undefined],
      ['POST', `${BASE}/${s.id}/paid`, { paidOn: seoulDay() }],
      ['POST', `${BASE}/${o.id}/accept`, { reason: '수용합니다 사유' }],
      ['POST', `${BASE}/${o.id}/refuse`, { reason: '거절합니다 사유' }],
    ];
    for (const [method, path, json] of calls) {
      expect((await as(null, method, path, json)).status, `anonymous ${path}`).toBe(401);
      expect((await as('demo_partner', method, path, json)).status, `partner ${path}`).toBe(403);
      expect((await as('demo_ops_edi', method, path, json)).status, `edi ${path}`).toBe(403);
    }
    expect((await getAs<Settlement>('demo_partner', `/v1/settlements/${s.id}`)).body.answer).toBeNull();
    expect((await getAs<Settlement>('demo_partner', `/v1/settlements/${o.id}`)).body.answer).toBeNull();
    // Another staff member with 정산관리 may.
    expect((await as('demo_ops_settlement2', 'GET', `${BASE}?status=OBJECTION`)).status).toBe(200);
  });
});

// ── The member's side ─────────────────────────────────────────────────────────────────────────────────────────

async function pdfText(pdf: Uint8Array): Promise<string> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join('|')}\n`;
  }
  await task.destroy();
  return text;
}

describe('the member', () => {
  it('reads 확정 on the rows of a confirmed month, and gets its 정산서 with the figures of the list', async () => {
    const rows = await settlementsOf('demo_partner');
    const month = rows.find((r) => r.prescriptionAmount > 0)!.settlementMonth;
    const ym = month.slice(0, 7);
    const url = `/v1/settlements/statement.pdf?settlementMonth=${ym}`;
    const early = await send('demo_partner', 'GET', url);
    expect(early.status).toBe(409);
    expect(early.json?.message).toMatch(/확정된 달만/);
    expect((await settlementsOf('demo_partner', `startMonth=${ym}&endMonth=${ym}`)).every((r) => r.confirmation === 'UNCONFIRMED')).toBe(
      true,
    );

    await confirmMonth(await memberIdOf(rows[0]!.id), month);
    const listed = await settlementsOf('demo_partner', `startMonth=${ym}&endMonth=${ym}`);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.confirmation === 'CONFIRMED')).toBe(true);
    // Other months stay 미확정.
    expect(rows.filter((r) => r.settlementMonth !== month).every((r) => r.confirmation === 'UNCONFIRMED')).toBe(true);

    const res = await call(url, { cookie: await cookieOf('demo_partner') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(`정산서_${ym}.pdf`));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('정산서');
    const cells = text
      .split(/[|\n]/)
      .map((c) => c.trim())
      .filter(Boolean);
    for (const r of listed) {
      for (const won of [r.prescriptionAmount, r.feeAmount, r.extraFeeAmount, r.totalAmount, r.supplyAmount, r.taxAmount]) {
        expect(cells, `${r.id} ${won}`).toContain(formatNumber(won));
      }
    }
    const sum = (pick: (s: Settlement) => number) => listed.reduce((t, s) => t + pick(s), 0);
    const totalsAt = cells.indexOf('합계');
    expect(totalsAt).toBeGreaterThan(0);
    expect(cells.slice(totalsAt + 1, totalsAt + 7)).toEqual(
      [
        sum((s) => s.prescriptionAmount),
        sum((s) => s.feeAmount),
        sum((s) => s.extraFeeAmount),
        sum((s) => s.totalAmount),
        // The 합계's supply and tax are split from its total (the staff's member month), not summed from the rows'.
        vatSplit(sum((s) => s.totalAmount)).supplyAmount,
        vatSplit(sum((s) => s.totalAmount)).taxAmount,
      ].map(formatNumber),
    );
    // The list's 합계금액 (Σ 처방금액) is the PDF's.
    const total = await getAs<number>('demo_partner', `/v1/settlements/total-prescription-amount?startMonth=${ym}&endMonth=${ym}`);
    expect(cells[totalsAt + 1]).toBe(formatNumber(total.body));
  });

  it("answers 404 for a month without the member's settlements, 400 for a bad month, 401 signed out", async () => {
    const db = await getDb();
    // A month only demo_org has, confirmed: demo_partner still has no 정산서 of it.
    const theirs = await settlementsOf('demo_org');
    const mine = new Set((await settlementsOf('demo_partner')).map((r) => r.settlementMonth));
    const only = theirs.find((r) => !mine.has(r.settlementMonth));
    if (only) {
      await confirmMonth(await memberIdOf(only.id), only.settlementMonth);
      expect(
        (await send('demo_partner', 'GET', `/v1/settlements/statement.pdf?settlementMonth=${only.settlementMonth.slice(0, 7)}`)).status,
      ).toBe(404);
    }
    expect((await send('demo_partner', 'GET', '/v1/settlements/statement.pdf?settlementMonth=1999-01')).status).toBe(404);
    for (const q of ['', '?settlementMonth=', '?settlementMonth=2026-13', '?settlementMonth=abc']) {
      const res = await send('demo_partner', 'GET', `/v1/settlements/statement.pdf${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json?.message, q).toMatch(hangul);
    }
    expect((await send(null, 'GET', '/v1/settlements/statement.pdf?settlementMonth=2026-01')).status).toBe(401);
    expect(await totalsMismatches(db)).toEqual([]);
  });
});
