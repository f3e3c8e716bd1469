import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCalendarMonths, addDays, expenditureReportDue, seoulDay } from '../../src/lib/compliance-rules';
import { sendComplianceReminders, thresholdFor } from '../../src/server/compliance/reminders';
import { getDb } from '../../src/server/runtime/database';
import { complianceReminders, dealers } from '../../src/server/db/schema';
import { smsProvider } from '../../src/server/sms/provider';
import { getAs, multipart, PDF, send } from './content-helpers';
import { memberId } from './prescriptions-helpers';

// The reminder job on a fixed clock: 30, 7 and 1 days before a due date, each once however often and on however many
// instances it runs (two rounds at once stand for two instances), never after the date, and not for a member who
// turned compliance reminders off.

const json = { 'content-type': 'application/json' };
/** Noon in Seoul on `day`. */
const noonOf = (day: string) => new Date(`${day}T03:00:00.000Z`);

afterEach(() => vi.restoreAllMocks());

const memberIds = { partner: await memberId('demo_partner'), cso: await memberId('demo_cso') };

describe('thresholdFor', () => {
  it('answers the tightest threshold reached, none before 30 days or once the day has come', () => {
    expect([31, 30, 29, 8, 7, 6, 2, 1, 0, -1].map(thresholdFor)).toEqual([null, 30, 30, 30, 7, 7, 7, 1, null, null]);
  });
});

describe('sendComplianceReminders', () => {
  it('reminds of a dealer’s initial training at 30, 7 and 1 days before, once each, and not after', async () => {
    const db = await getDb();
    const { body: companies } = await getAs<{ id: number }[]>('demo_org', '/v1/partners/drug-companies');
    const name = '알림확인딜러';
    expect(
      (await send('demo_org', 'POST', '/v1/dealers', JSON.stringify({ dealerName: name, drugCompanyIds: [companies[0]!.id] }), json))
        .status,
    ).toBe(201);
    const [dealer] = await db
      .select()
      .from(dealers)
      .where(and(eq(dealers.memberId, await memberId('demo_org')), eq(dealers.dealerName, name)));
    const issuedAt = addDays(seoulDay(), -10);
    const request = { dealerId: dealer!.id, kind: 'CSO_CERTIFICATE', number: '제1호', authority: '마포구보건소', issuedAt };
    expect(
      (await send('demo_org', 'POST', '/v1/compliance/records', multipart('request', request, 'file', [{ name: 'a.pdf', bytes: PDF }])))
        .status,
    ).toBe(201);
    const due = addCalendarMonths(issuedAt, 3);

    const provider = await smsProvider();
    const sendSms = vi.spyOn(provider, 'send');
    const ours = () => sendSms.mock.calls.filter(([, text]) => text.includes(name) && text.includes('신규교육'));
    const rows = () =>
      db
        .select()
        .from(complianceReminders)
        .where(like(complianceReminders.itemKey, `INITIAL_TRAINING:${name}`));

    const round = (daysBefore: number) => sendComplianceReminders(db, noonOf(addDays(due, -daysBefore)));
    await round(31);
    expect(await rows()).toHaveLength(0);
    await round(30);
    await round(30);
    await round(20);
    expect((await rows()).map((r) => r.daysBefore)).toEqual([30]);
    // Two instances on the same day at once: one message.
    await Promise.all([round(7), round(7)]);
    await round(6);
    expect((await rows()).map((r) => r.daysBefore).sort((a, b) => a - b)).toEqual([7, 30]);
    await round(1);
    await round(0);
    await round(-1);
    const sent = await rows();
    expect(sent.map((r) => r.daysBefore).sort((a, b) => a - b)).toEqual([1, 7, 30]);
    expect(new Set(sent.map((r) => r.dueDate))).toEqual(new Set([due]));
    expect(ours()).toHaveLength(3);
    expect(ours()[0]![1]).toMatch(
      /^\[메디판다\] 컴플라이언스 알림: 딜러 알림확인딜러의 신규교육 기한이 \d{4}년 \d{1,2}월 \d{1,2}일\(D-30\)입니다/,
    );
    // To the member's own number.
    expect(new Set(ours().map(([phone]) => phone)).size).toBe(1);

    // The page lists them, newest first.
    const { body: listed } = await getAs<{ message: string; daysBefore: number }[]>('demo_org', '/v1/compliance/reminders');
    expect(listed.filter((r) => r.message.includes(name)).map((r) => r.daysBefore)).toEqual([1, 7, 30]);
  });

  it('reminds of the yearly expenditure report of a year with entries, 3 months after it ends, and not a member without', async () => {
    const db = await getDb();
    // The demo ledger has an entry 400 days ago.
    const year = Number(addDays(seoulDay(), -400).slice(0, 4));
    const due = expenditureReportDue(year);
    expect(due).toBe(`${year + 1}-03-31`);
    const provider = await smsProvider();
    vi.spyOn(provider, 'send');
    await sendComplianceReminders(db, noonOf(addDays(due, -7)));
    const rows = await db
      .select()
      .from(complianceReminders)
      .where(eq(complianceReminders.itemKey, `EXPENDITURE_REPORT:${year}`));
    const partner = rows.find((r) => r.memberId === memberIds.partner);
    expect(partner).toMatchObject({ dueDate: due, daysBefore: 7 });
    expect(partner!.message).toContain(`${year}년 지출보고서 제출 기한이 ${year + 1}년 3월 31일(D-7)`);
    expect(rows.some((r) => r.memberId === memberIds.cso)).toBe(false);
  });

  it('sends nothing to a member who turned compliance reminders off', async () => {
    const db = await getDb();
    const patch = (on: boolean) =>
      send('demo_partner', 'PATCH', '/v1/members/me/push-preferences', JSON.stringify({ allowCompliance: on }), json);
    const { body: notices } = await getAs<{ id: number; dueDate: string; status: string }[]>(
      'demo_partner',
      '/v1/compliance/redelegation-notices',
    );
    const open = notices.find((n) => n.status !== 'SENT')!;
    const rows = () =>
      db
        .select()
        .from(complianceReminders)
        .where(eq(complianceReminders.itemKey, `NOTICE:${open.id}`));
    const before = (await rows()).length;

    expect((await patch(false)).status).toBe(200);
    await sendComplianceReminders(db, noonOf(addDays(open.dueDate, -1)));
    expect(await rows()).toHaveLength(before);

    expect((await patch(true)).status).toBe(200);
    await sendComplianceReminders(db, noonOf(addDays(open.dueDate, -1)));
    expect((await rows()).map((r) => r.daysBefore)).toContain(1);
  });
});
