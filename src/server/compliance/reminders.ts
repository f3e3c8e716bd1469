import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ComplianceKind } from '../../api/compliance-enums';
import { csoMemberTypes } from '../../api/enums';
import type { ComplianceReminder } from '../../api/types';
import { formatDate } from '../../lib/format';
import { dDay, daysUntil, expenditureReportDue, noticeDueDate, REMINDER_DAYS_BEFORE, seoulDay, type Day } from '../../lib/compliance-rules';
import type { Db } from '../db';
import { complianceReminders, expenditures, members, pushPreferences } from '../db/schema';
import { describeError, toWireDateTime } from '../http';
import { logger } from '../runtime/logger';
import { smsProvider } from '../sms/provider';
import { itemsOf } from './items';
import { openNotices } from './notices';

// Reminders before a due date, never after: at 30, 7 and 1 days before it (REMINDER_DAYS_BEFORE), once per item and
// threshold, by text message and on the compliance page, unless the member turned compliance reminders off. A day the
// job missed is caught up with the tightest threshold already reached (6 days left: the 7-day reminder), never with
// several at once. The row's unique key (member, item, due date, threshold) is what makes the job safe on several
// instances: only the instance whose insert wins sends the message.

/** The threshold a reminder is due for with `daysLeft` days to go, or null (too early, or the day has passed). */
export function thresholdFor(daysLeft: number): number | null {
  if (daysLeft < 1) return null;
  const reached = REMINDER_DAYS_BEFORE.filter((t) => daysLeft <= t);
  return reached.length ? Math.min(...reached) : null;
}

interface Due {
  memberId: number;
  itemKey: string;
  dueDate: Day;
  daysBefore: number;
  message: string;
}

const reminderText = (what: string, dueDate: Day, today: Day) =>
  `[메디판다] 컴플라이언스 알림: ${what} 기한이 ${formatDate(dueDate)}(${dDay(dueDate, today)})입니다. 포털의 컴플라이언스 메뉴에서 확인해 주세요.`;

/** The members who get reminders: CSO and contract members, active, with the switch on (no row = on). */
async function recipients(db: Db) {
  return db
    .select({ id: members.id, phoneNumber: members.phoneNumber })
    .from(members)
    .leftJoin(pushPreferences, eq(pushPreferences.memberId, members.id))
    .where(
      and(
        inArray(members.partnerContractStatus, [...csoMemberTypes]),
        eq(members.accountStatus, 'ACTIVATED'),
        sql`coalesce(${pushPreferences.allowCompliance}, true)`,
      ),
    );
}

/** Every reminder due on `today` (whether or not it went out already). */
export async function dueReminders(db: Db, today: Day): Promise<{ due: Due[]; phones: Map<number, string> }> {
  const people = await recipients(db);
  const phones = new Map(people.map((p) => [p.id, p.phoneNumber]));
  const due: Due[] = [];
  for (const person of people) {
    for (const item of await itemsOf(db, person.id, today)) {
      if (!item.dueDate || item.status === 'DONE') continue;
      const daysBefore = thresholdFor(daysUntil(item.dueDate, today));
      if (daysBefore === null) continue;
      const subject = item.dealerName === null ? '본인' : `딜러 ${item.dealerName}`;
      due.push({
        memberId: person.id,
        itemKey: `${item.kind}:${item.dealerName ?? ''}`,
        dueDate: item.dueDate,
        daysBefore,
        message: reminderText(`${subject}의 ${ComplianceKind.label(item.kind)}`, item.dueDate, today),
      });
    }
  }
  for (const notice of await openNotices(db)) {
    if (!phones.has(notice.memberId)) continue;
    const dueDate = noticeDueDate(notice.contractDate);
    const daysBefore = thresholdFor(daysUntil(dueDate, today));
    if (daysBefore === null) continue;
    due.push({
      memberId: notice.memberId,
      itemKey: `NOTICE:${notice.id}`,
      dueDate,
      daysBefore,
      message: reminderText(`딜러 ${notice.dealerName}(${notice.drugCompanyName})의 재위탁 통보`, dueDate, today),
    });
  }
  due.push(...(await reportReminders(db, phones, today)));
  return { due, phones };
}

/**
 * The yearly expenditure report (지출보고서) of the last and this calendar year, for members who recorded an entry in
 * that year (someone who gave nothing keeps no ledger to report from).
 */
async function reportReminders(db: Db, phones: ReadonlyMap<number, string>, today: Day): Promise<Due[]> {
  const due: Due[] = [];
  const thisYear = Number(today.slice(0, 4));
  for (const year of [thisYear - 1, thisYear]) {
    const dueDate = expenditureReportDue(year);
    const daysBefore = thresholdFor(daysUntil(dueDate, today));
    if (daysBefore === null) continue;
    const ledgers = await db
      .selectDistinct({ memberId: expenditures.memberId })
      .from(expenditures)
      .where(and(gte(expenditures.date, `${year}-01-01`), lte(expenditures.date, `${year}-12-31`)));
    for (const { memberId } of ledgers) {
      if (!phones.has(memberId)) continue;
      due.push({
        memberId,
        itemKey: `EXPENDITURE_REPORT:${year}`,
        dueDate,
        daysBefore,
        message: reminderText(`${year}년 지출보고서 제출`, dueDate, today),
      });
    }
  }
  return due;
}

/** One round at `now`: records each reminder due today once and sends the text of those this round recorded. */
export async function sendComplianceReminders(db: Db, now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const today = seoulDay(now);
  const { due, phones } = await dueReminders(db, today);
  let sent = 0;
  let failed = 0;
  for (const reminder of due) {
    const [won] = await db.insert(complianceReminders).values(reminder).onConflictDoNothing().returning({ id: complianceReminders.id });
    if (!won) continue;
    try {
      await (await smsProvider()).send(phones.get(reminder.memberId)!, reminder.message);
      sent++;
    } catch (error) {
      // The reminder stays on the page; the text is not retried (a second message a day later would be a surprise).
      failed++;
      logger.warn({ error: describeError(error), reminderId: won.id }, 'compliance reminder: the text message failed');
    }
  }
  return { sent, failed };
}

/** The reminders the member got, newest first (the page shows the last ones). */
export async function listReminders(db: Db, memberId: number, limit = 20): Promise<ComplianceReminder[]> {
  const rows = await db
    .select()
    .from(complianceReminders)
    .where(eq(complianceReminders.memberId, memberId))
    .orderBy(desc(complianceReminders.createdAt), desc(complianceReminders.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    message: r.message,
    dueDate: r.dueDate,
    daysBefore: r.daysBefore,
    createdAt: toWireDateTime(r.createdAt),
  }));
}

export const REMINDER_ROUND_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs a round now and then every hour (a new day is picked up within the hour; the unique key keeps each reminder
 * to one message however many rounds and instances run). The timer does not keep the process alive.
 */
export function scheduleComplianceReminders(db: Db, clock: () => Date = () => new Date()): () => void {
  const run = () =>
    void sendComplianceReminders(db, clock()).then(
      ({ sent, failed }) => (sent || failed) && logger.info({ sent, failed }, 'compliance reminders sent'),
      (error: unknown) => logger.error({ error: describeError(error) }, 'compliance reminders failed'),
    );
  run();
  const timer = setInterval(run, REMINDER_ROUND_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
