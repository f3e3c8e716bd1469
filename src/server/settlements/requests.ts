import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_SENDER } from '../../api/notification-enums';
import type { SettlementStatus } from '../../api/settlement-enums';
import type { SettlementAnswerResult, SettlementRequestItem, SettlementRequestPage } from '../../api/types';
import { seoulDay } from '../../lib/compliance-rules';
import { formatDate } from '../../lib/format';
import { monthLabel } from '../../lib/months';
import type { Db } from '../db';
import { dealers, drugCompanies, members, prescriptionPartners, settlementMemberMonths, settlements, type Member } from '../db/schema';
import { ApiHttpError, badRequest, notFound, toWireDateTime } from '../http';
import { notify } from '../notifications/notify';
import { reopenCompletedRecords } from '../prescriptions/staff-entry';
import { recordStaffAction } from '../staff/audit';
import { loadSettlements } from './list';
import { amountsOf } from './sums';

// The staff's side of the members' 정산요청 and 이의신청 (정산관리). The open queues are the rows the member asked about
// that staff have not answered, oldest first: each read walks its partial index (0030_settlement_months.sql) in the
// index's order, a keyset page at a time. Each answer is given once (409 after that) and is one transaction with its
// staff audit row and the member's notification:
// - 지급완료 of a 정산요청, with the day paid: not in the future and not before the day of the request (Korean days);
// - an 이의신청 accepted: the settlement's COMPLETED EDI records go back to IN_PROGRESS, unclaimed, for 처방관리 to
//   correct and complete again (the triggers take their figures out meanwhile); a confirmed member month returns to
//   OPEN first (its figures change, and they must be confirmed again by the four eyes);
// - an 이의신청 refused, with the reason the member reads on the settlement.

type Staff = Pick<Member, 'id' | 'userId'>;

export const QUEUE_PAGE_SIZE = 20;

/** Exactly the predicate of each queue's partial index. */
const openQueue = (status: SettlementStatus): SQL => and(eq(settlements.status, status), isNull(settlements.answer)) as SQL;

const minutesSince = (since: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));

/** One page of an open queue after the row `after` (its id; the page's `next`), oldest first. */
export async function settlementRequestQueue(
  db: Db,
  q: { status?: SettlementStatus; after?: number; size?: number },
  now = new Date(),
): Promise<SettlementRequestPage> {
  const status = q.status ?? 'REQUEST';
  const size = q.size ?? QUEUE_PAGE_SIZE;
  const cursor = q.after
    ? sql`(${settlements.statusChangedAt}, ${settlements.id}) > (select s.status_changed_at, s.id from settlements s where s.id = ${q.after})`
    : undefined;
  const rows = await db
    .select({
      s: settlements,
      dealerName: dealers.dealerName,
      drugCompanyName: drugCompanies.name,
      member: { id: members.id, userId: members.userId, name: members.name },
      monthState: settlementMemberMonths.state,
    })
    .from(settlements)
    .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
    .innerJoin(members, eq(members.id, settlements.memberId))
    .leftJoin(
      settlementMemberMonths,
      and(
        eq(settlementMemberMonths.memberId, settlements.memberId),
        eq(settlementMemberMonths.settlementMonth, settlements.settlementMonth),
      ),
    )
    .where(and(openQueue(status), cursor))
    .orderBy(asc(settlements.statusChangedAt), asc(settlements.id))
    .limit(size + 1);
  const content = rows.slice(0, size).map((r): SettlementRequestItem => {
    const since = r.s.statusChangedAt ?? r.s.createdAt;
    const amounts = amountsOf(r.s);
    return {
      id: r.s.id,
      status,
      member: r.member,
      dealerName: r.dealerName,
      drugCompanyName: r.drugCompanyName,
      settlementMonth: r.s.settlementMonth,
      prescriptionAmount: amounts.prescriptionAmount,
      feeTotal: amounts.feeTotal,
      totalAmount: amounts.totalAmount,
      requestedAt: toWireDateTime(since),
      ageMinutes: minutesSince(since, now),
      monthState: r.monthState ?? 'OPEN',
    };
  });
  return { content, next: rows.length > size ? String(content[content.length - 1]?.id) : null };
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const signed = (text: string) => `${text}\n\n${NOTIFICATION_SENDER} 드림`;

/** Locks the settlement and checks it waits in the queue of `status`: 404 when there is none, 409 once answered. */
async function lockOpen(tx: Db, id: number, status: SettlementStatus) {
  const [row] = await tx
    .select({ s: settlements, dealerName: dealers.dealerName, drugCompanyName: drugCompanies.name })
    .from(settlements)
    .innerJoin(dealers, eq(dealers.id, settlements.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, settlements.drugCompanyId))
    .where(eq(settlements.id, id))
    .for('update', { of: settlements });
  if (!row) throw notFound('정산 건을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
  if (row.s.answer) throw new ApiHttpError(409, 'SETTLEMENT_ANSWERED', '이미 답변한 정산 건입니다. 화면을 새로 고쳐 주세요.');
  if (row.s.status !== status) {
    throw new ApiHttpError(
      409,
      'SETTLEMENT_NOT_WAITING',
      status === 'REQUEST' ? '정산요청 대기 중인 정산 건이 아닙니다.' : '이의신청 대기 중인 정산 건이 아닙니다.',
    );
  }
  return row;
}

const what = (r: { dealerName: string; drugCompanyName: string; s: { settlementMonth: string } }) =>
  `${monthLabel(r.s.settlementMonth)} ${r.drugCompanyName} ${r.dealerName} 정산`;

async function answered(db: Db, memberId: number, id: number, reopenedRecords = 0): Promise<SettlementAnswerResult> {
  const [settlement] = await loadSettlements(db, memberId, [id]);
  return { settlement: settlement!, reopenedRecords };
}

/** 지급완료 of a 정산요청 on `paidOn` (`yyyy-MM-dd`, a Korean day from the request's day to today). */
export async function markSettlementPaid(db: Db, staff: Staff, id: number, paidOn: string, now = new Date()) {
  const memberId = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockOpen(tx, id, 'REQUEST');
    if (paidOn > seoulDay(now)) throw badRequest('지급일은 오늘 이후일 수 없습니다.');
    const requestedOn = seoulDay(row.s.statusChangedAt ?? row.s.createdAt);
    if (paidOn < requestedOn) throw badRequest(`지급일은 정산요청일(${formatDate(requestedOn)}) 이전일 수 없습니다.`);
    await tx
      .update(settlements)
      .set({ answer: 'PAID', paidOn, answerReason: null, answeredAt: now, answeredBy: staff.id })
      .where(eq(settlements.id, id));
    await recordStaffAction(tx, staff, {
      action: 'SETTLEMENT_PAID',
      targetKind: 'SETTLEMENT',
      targetId: id,
      changes: { answer: [null, 'PAID'], paidOn: [null, paidOn] },
    });
    const amount = amountsOf(row.s).totalAmount;
    await notify(tx, {
      memberId: row.s.memberId,
      kind: 'SETTLEMENT_REQUEST_ANSWERED',
      title: '정산금이 지급되었습니다',
      body: signed(`${what(row)} ${won(amount)}이 ${formatDate(paidOn)}에 지급되었습니다.`),
      link: '/settlement-list',
    });
    return row.s.memberId;
  });
  return answered(db, memberId, id);
}

/**
 * Accepts an 이의신청: the member month back to OPEN when it was confirmed, the settlement's COMPLETED records back to
 * IN_PROGRESS for correction (locked in id order, before the settlement), the answer stored; audited, and told.
 */
export async function acceptObjection(db: Db, staff: Staff, id: number, reason: string, now = new Date()) {
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Records first, then the settlement: the order of every other write (입력완료 and reopening lock the record,
    // then the triggers or the check reach its settlement), so two of them never wait for each other.
    const [head] = await tx
      .select({ dealerId: settlements.dealerId, settlementMonth: settlements.settlementMonth })
      .from(settlements)
      .where(eq(settlements.id, id));
    if (!head) throw notFound('정산 건을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
    const records = await tx
      .select({ id: prescriptionPartners.id, amount: prescriptionPartners.amount })
      .from(prescriptionPartners)
      .where(
        and(
          eq(prescriptionPartners.dealerId, head.dealerId),
          eq(prescriptionPartners.settlementMonth, head.settlementMonth),
          eq(prescriptionPartners.status, 'COMPLETED'),
        ),
      )
      .orderBy(asc(prescriptionPartners.id))
      .for('update');
    const row = await lockOpen(tx, id, 'OBJECTION');
    const { memberId, settlementMonth } = row.s;
    const [month] = await tx
      .select()
      .from(settlementMemberMonths)
      .where(and(eq(settlementMemberMonths.memberId, memberId), eq(settlementMemberMonths.settlementMonth, settlementMonth)))
      .for('update');
    const changes: Record<string, [unknown, unknown]> = { answer: [null, 'OBJECTION_ACCEPTED'] };
    if (month && month.state === 'CONFIRMED') {
      // Its figures are about to change: the confirmation is void and the month must be prepared and approved again.
      await tx
        .update(settlementMemberMonths)
        .set({
          state: 'OPEN',
          preparedBy: null,
          preparedAt: null,
          preparedVersion: null,
          preparedFigures: null,
          confirmedBy: null,
          confirmedAt: null,
        })
        .where(eq(settlementMemberMonths.id, month.id));
      changes.monthState = ['CONFIRMED', 'OPEN'];
    }
    await reopenCompletedRecords(tx, staff, records, `이의신청 수용: ${reason}`);
    changes.reopenedRecords = [0, records.length];
    await tx
      .update(settlements)
      .set({ answer: 'OBJECTION_ACCEPTED', answerReason: reason, answeredAt: now, answeredBy: staff.id })
      .where(eq(settlements.id, id));
    await recordStaffAction(tx, staff, {
      action: 'SETTLEMENT_OBJECTION_ACCEPTED',
      targetKind: 'SETTLEMENT',
      targetId: id,
      changes,
      reason,
    });
    await notify(tx, {
      memberId,
      kind: 'SETTLEMENT_REQUEST_ANSWERED',
      title: '이의신청이 수용되었습니다',
      body: signed(
        `${what(row)}에 대한 이의신청이 수용되었습니다. 사유: ${reason}\n` +
          '해당 실적을 다시 확인해 고친 뒤 정산에 반영하고, 정산을 다시 확정하면 알려 드립니다.',
      ),
      link: '/settlement-list',
    });
    return { memberId, reopened: records.length };
  });
  return answered(db, result.memberId, id, result.reopened);
}

/** Refuses an 이의신청 with the reason the member reads; audited, and the member is told. */
export async function refuseObjection(db: Db, staff: Staff, id: number, reason: string, now = new Date()) {
  const memberId = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockOpen(tx, id, 'OBJECTION');
    await tx
      .update(settlements)
      .set({ answer: 'OBJECTION_REFUSED', answerReason: reason, answeredAt: now, answeredBy: staff.id })
      .where(eq(settlements.id, id));
    await recordStaffAction(tx, staff, {
      action: 'SETTLEMENT_OBJECTION_REFUSED',
      targetKind: 'SETTLEMENT',
      targetId: id,
      changes: { answer: [null, 'OBJECTION_REFUSED'] },
      reason,
    });
    await notify(tx, {
      memberId: row.s.memberId,
      kind: 'SETTLEMENT_REQUEST_ANSWERED',
      title: '이의신청에 답변했습니다',
      body: signed(`${what(row)}에 대한 이의신청을 받아들이지 않았습니다. 사유: ${reason}`),
      link: '/settlement-list',
    });
    return row.s.memberId;
  });
  return answered(db, memberId, id);
}
