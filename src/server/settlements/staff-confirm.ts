import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_SENDER } from '../../api/notification-enums';
import type { StaffAddedFeeRequest } from '../../api/schema/admin-settlements';
import { formatMoney } from '../../lib/format';
import { monthLabel } from '../../lib/months';
import type { Db } from '../db';
import { members, settlementDrugCompanyMonths, settlementMemberMonths, type Member } from '../db/schema';
import { ApiHttpError, forbidden, notFound } from '../http';
import { notify } from '../notifications/notify';
import { recordStaffAction } from '../staff/audit';
import { figuresOf } from './staff-read';

// The staff's writes on a member's settlement month: 추가수수료 on a drug company's month, and 정산 확정 by four
// eyes. One staff member prepares the month (the version of its figures and the figures they saw are kept); ANOTHER
// confirms it, and only while the version is the one prepared: a figure that changed in between (a line corrected,
// 추가수수료 set) voids the preparation, and the month is prepared again. The preparer never confirms their own.
// A confirmed month is what the member is paid: its figures no longer change (staff-lock.ts refuses the writes that
// would, the database's trigger is the backstop) and the member is told. Each write locks the month's row first, is
// one transaction with its staff_audit row, and refuses in Korean with what to do.

type Staff = Pick<Member, 'id' | 'userId'>;

const monthMissing = () => notFound('정산월을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
const confirmedAlready = () =>
  new ApiHttpError(409, 'SETTLEMENT_CONFIRMED', '이미 확정된 정산월입니다. 확정된 정산의 금액과 상태는 바꿀 수 없습니다.');

/** Locks the member-month row (404 when there is none). */
async function lockMonth(tx: Db, where: ReturnType<typeof eq>) {
  const [row] = await tx.select().from(settlementMemberMonths).where(where).for('update');
  if (!row) throw monthMissing();
  return row;
}

const cleared = { state: 'OPEN' as const, preparedBy: null, preparedAt: null, preparedVersion: null, preparedFigures: null };

/**
 * 추가수수료: sets the added fee (and note) of a drug company's month, refused once the member's month is confirmed.
 * The member-month is locked before the row (the order the triggers lock them in). Audited with the reason.
 */
export async function setAddedFee(db: Db, staff: Staff, id: number, request: StaffAddedFeeRequest): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [key] = await tx.select().from(settlementDrugCompanyMonths).where(eq(settlementDrugCompanyMonths.id, id));
    if (!key) throw notFound('제약사별 정산을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
    const month = await lockMonth(
      tx,
      and(eq(settlementMemberMonths.memberId, key.memberId), eq(settlementMemberMonths.settlementMonth, key.settlementMonth))!,
    );
    if (month.state === 'CONFIRMED') {
      throw new ApiHttpError(
        409,
        'SETTLEMENT_CONFIRMED',
        `${monthLabel(month.settlementMonth)} 정산이 확정되어 추가수수료를 바꿀 수 없습니다. 확정된 정산의 금액은 그대로 지급됩니다.`,
      );
    }
    const [row] = await tx.select().from(settlementDrugCompanyMonths).where(eq(settlementDrugCompanyMonths.id, id)).for('update');
    const before = row!;
    const note = request.note === undefined ? before.note : request.note || null;
    if (before.addedFeeAmount === request.addedFeeAmount && before.note === note) return;
    await tx
      .update(settlementDrugCompanyMonths)
      .set({ addedFeeAmount: request.addedFeeAmount, note })
      .where(eq(settlementDrugCompanyMonths.id, id));
    const changes: Record<string, [unknown, unknown]> = {};
    if (before.addedFeeAmount !== request.addedFeeAmount) changes.addedFeeAmount = [before.addedFeeAmount, request.addedFeeAmount];
    if (before.note !== note) changes.note = [before.note, note];
    await recordStaffAction(tx, staff, {
      action: 'SETTLEMENT_ADDED_FEE_SET',
      targetKind: 'SETTLEMENT_DRUG_COMPANY_MONTH',
      targetId: id,
      changes,
      reason: request.reason,
    });
  });
}

/** 정산 확정 준비: an OPEN month becomes PREPARED by `staff`, with the version and figures they saw. */
export async function prepareMonth(db: Db, staff: Staff, id: number, figuresVersion?: number): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const month = await lockMonth(tx, eq(settlementMemberMonths.id, id));
    if (month.state === 'CONFIRMED') throw confirmedAlready();
    if (month.state === 'PREPARED') {
      throw new ApiHttpError(
        409,
        'ALREADY_PREPARED',
        '이미 확정 준비된 정산월입니다. 다른 정산 담당자가 확정하거나, 준비를 취소한 뒤 다시 준비해 주세요.',
      );
    }
    if (figuresVersion !== undefined && figuresVersion !== month.figuresVersion) {
      throw new ApiHttpError(
        409,
        'FIGURES_CHANGED',
        '화면을 연 뒤 금액이 바뀌었습니다. 새로 고쳐 금액을 다시 확인한 뒤 확정 준비해 주세요.',
      );
    }
    const figures = figuresOf(month);
    await tx
      .update(settlementMemberMonths)
      .set({
        state: 'PREPARED',
        preparedBy: staff.id,
        preparedAt: new Date(),
        preparedVersion: month.figuresVersion,
        preparedFigures: figures,
      })
      .where(eq(settlementMemberMonths.id, id));
    await recordStaffAction(tx, staff, {
      action: 'SETTLEMENT_PREPARED',
      targetKind: 'SETTLEMENT_MONTH',
      targetId: id,
      changes: { state: ['OPEN', 'PREPARED'], figuresVersion: [null, month.figuresVersion], totalAmount: [null, figures.totalAmount] },
    });
  });
}

/** 확정 준비 취소: a PREPARED month goes back to OPEN (any settlement staff: the preparer, or a reviewer who disagrees). */
export async function cancelPreparation(db: Db, staff: Staff, id: number, reason?: string): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const month = await lockMonth(tx, eq(settlementMemberMonths.id, id));
    if (month.state === 'CONFIRMED') throw confirmedAlready();
    if (month.state !== 'PREPARED')
      throw new ApiHttpError(409, 'NOT_PREPARED', '확정 준비 중인 정산월이 아닙니다. 화면을 새로 고쳐 주세요.');
    await tx.update(settlementMemberMonths).set(cleared).where(eq(settlementMemberMonths.id, id));
    await recordStaffAction(tx, staff, {
      action: 'SETTLEMENT_PREPARATION_CANCELLED',
      targetKind: 'SETTLEMENT_MONTH',
      targetId: id,
      changes: { state: ['PREPARED', 'OPEN'], figuresVersion: [month.preparedVersion, null] },
      reason: reason ?? null,
    });
  });
}

/**
 * 정산 확정: a PREPARED month becomes CONFIRMED by another staff member than its preparer (403 for the preparer), while
 * its figures are those prepared. When they changed since, the preparation is void (committed, audited) and the answer
 * is 409 FIGURES_CHANGED: the month is prepared again from the figures as they are now. The member is told.
 */
export async function confirmMonth(db: Db, staff: Staff, id: number): Promise<void> {
  const voided = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const month = await lockMonth(tx, eq(settlementMemberMonths.id, id));
    if (month.state === 'CONFIRMED') throw confirmedAlready();
    if (month.state !== 'PREPARED') {
      throw new ApiHttpError(
        409,
        'NOT_PREPARED',
        '확정 준비가 되지 않은 정산월입니다. 다른 정산 담당자가 먼저 확정 준비해야 확정할 수 있습니다.',
      );
    }
    if (month.preparedBy === staff.id) {
      throw forbidden('확정 준비한 담당자는 직접 확정할 수 없습니다. 다른 정산 담당자가 금액을 확인하고 확정해 주세요.', 'OWN_PREPARATION');
    }
    if (month.preparedVersion !== month.figuresVersion) {
      await tx.update(settlementMemberMonths).set(cleared).where(eq(settlementMemberMonths.id, id));
      await recordStaffAction(tx, staff, {
        action: 'SETTLEMENT_PREPARATION_VOIDED',
        targetKind: 'SETTLEMENT_MONTH',
        targetId: id,
        changes: { state: ['PREPARED', 'OPEN'], figuresVersion: [month.preparedVersion, month.figuresVersion] },
      });
      return true;
    }
    const figures = figuresOf(month);
    await tx
      .update(settlementMemberMonths)
      .set({ state: 'CONFIRMED', confirmedBy: staff.id, confirmedAt: new Date() })
      .where(eq(settlementMemberMonths.id, id));
    await recordStaffAction(tx, staff, {
      action: 'SETTLEMENT_CONFIRMED',
      targetKind: 'SETTLEMENT_MONTH',
      targetId: id,
      changes: {
        state: ['PREPARED', 'CONFIRMED'],
        figuresVersion: [month.figuresVersion, month.figuresVersion],
        totalAmount: [null, figures.totalAmount],
      },
    });
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, month.memberId));
    if (member) {
      await notify(tx, {
        memberId: member.id,
        kind: 'SETTLEMENT_CONFIRMED',
        title: `${monthLabel(month.settlementMonth)} 정산이 확정되었습니다`,
        body:
          `${monthLabel(month.settlementMonth)} 정산이 확정되었습니다. 합계금액 ${formatMoney(figures.totalAmount)}` +
          `(공급가액 ${formatMoney(figures.supplyAmount)}, 세액 ${formatMoney(figures.taxAmount)})입니다.\n\n${NOTIFICATION_SENDER} 드림`,
        link: '/settlement-drug-company',
      });
    }
    return false;
  });
  if (voided) {
    throw new ApiHttpError(
      409,
      'FIGURES_CHANGED',
      '확정 준비 후 금액이 바뀌었습니다. 준비가 무효가 되었으니 바뀐 금액을 확인하고 확정 준비부터 다시 해 주세요.',
    );
  }
}
