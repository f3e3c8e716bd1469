import { and, eq, sql } from 'drizzle-orm';
import { SUSPENSION_DAYS_MAX, type MemoRequest, type SuspensionRequest } from '../../api/schema/admin-members';
import { isCalendarDay } from '../../api/schema/common';
import type { StaffMemberDetails } from '../../api/types';
import { addDays, seoulDay } from '../../lib/compliance-rules';
import { maskPhone } from '../../lib/mask';
import { sendResetCodeFromStaff } from '../accounts/find-account';
import { liveDevices } from '../auth/devices';
import { forgetMember } from '../auth/sessions';
import { signOutEverywhere } from '../auth/sign-out-everywhere';
import type { Db } from '../db';
import { members, type Member } from '../db/schema';
import { ApiHttpError, badRequest } from '../http';
import { notify } from '../notifications/notify';
import { recordStaffAction } from './audit';
import { memberPageOf } from './member-details';
import { actionTarget } from './member-target';

// What 회원관리 staff do to a partner's account, each in one transaction with its audit row (and the member's
// notification where it concerns them): suspend (BLOCKED with a reason and an end; every session ends at once on
// every instance, and the login shows the reason until it ends), lift it, sign every device out, keep a memo, and
// send the find-password code. Staff never set a password or change a member's profile: that is the member's own.

const seoulDate = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeZone: 'Asia/Seoul' });

/** The last moment of a Seoul day: a suspension "until 12월 31일" holds through that day. */
const endOfSeoulDay = (day: string) => new Date(new Date(`${day}T00:00:00+09:00`).getTime() + 86_400_000 - 1);

function suspensionEnd(until: string | null | undefined, now: Date): Date | null {
  if (!until) return null;
  const today = seoulDay(now);
  if (!isCalendarDay(until) || until <= today || until > addDays(today, SUSPENSION_DAYS_MAX))
    throw badRequest(`정지 종료일은 내일부터 ${SUSPENSION_DAYS_MAX.toLocaleString('ko-KR')}일 뒤까지의 날짜로 입력해 주세요.`);
  return endOfSeoulDay(until);
}

/** Drops every instance's cached sessions of the member again once the change is committed (nothing reads the old row). */
async function committed<T>(memberId: number, work: Promise<T>): Promise<T> {
  const result = await work;
  forgetMember(memberId);
  return result;
}

/** Suspends the member (or changes a running suspension's reason and end) and signs them out everywhere at once. */
export async function suspendMember(
  db: Db,
  staff: Member,
  userId: string,
  input: SuspensionRequest,
  now = new Date(),
): Promise<StaffMemberDetails> {
  const target = await actionTarget(db, userId);
  const until = suspensionEnd(input.until, now);
  await committed(
    target.id,
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(members).where(eq(members.id, target.id)).limit(1).for('update');
      if (!before || before.accountStatus === 'DELETED')
        throw new ApiHttpError(409, 'MEMBER_WITHDRAWN', '탈퇴한 회원은 정지할 수 없습니다.');
      await tx
        .update(members)
        .set({ accountStatus: 'BLOCKED', blockedReason: input.reason, blockedUntil: until, updatedAt: sql`now()` })
        .where(eq(members.id, target.id));
      await signOutEverywhere(tx, target.id);
      await recordStaffAction(tx, staff, {
        action: 'MEMBER_SUSPENDED',
        targetKind: 'MEMBER',
        targetId: target.userId,
        changes: {
          accountStatus: [before.accountStatus, 'BLOCKED'],
          blockedUntil: [before.blockedUntil?.toISOString() ?? null, until?.toISOString() ?? null],
        },
        reason: input.reason,
      });
      await notify(tx, {
        memberId: target.id,
        kind: 'ACCOUNT_SUSPENDED',
        title: '계정 이용이 정지되었습니다',
        body: `${until ? `${seoulDate.format(until)}까지` : '해제될 때까지'} 계정 이용이 정지되었습니다. 사유: ${input.reason}. 문의는 고객센터로 해 주세요.`,
        link: null,
      });
    }),
  );
  return memberPageOf(db, staff, await actionTarget(db, userId));
}

/** Lifts a suspension (409 when the account is not suspended). */
export async function liftSuspension(db: Db, staff: Member, userId: string): Promise<StaffMemberDetails> {
  const target = await actionTarget(db, userId);
  await committed(
    target.id,
    db.transaction(async (tx) => {
      const [lifted] = await tx
        .update(members)
        .set({ accountStatus: 'ACTIVATED', blockedReason: null, blockedUntil: null, updatedAt: sql`now()` })
        .where(and(eq(members.id, target.id), eq(members.accountStatus, 'BLOCKED')))
        .returning({ id: members.id });
      if (!lifted) throw new ApiHttpError(409, 'NOT_SUSPENDED', '정지된 계정이 아닙니다.');
      await recordStaffAction(tx, staff, {
        action: 'MEMBER_RESTORED',
        targetKind: 'MEMBER',
        targetId: target.userId,
        changes: { accountStatus: ['BLOCKED', 'ACTIVATED'] },
      });
      await notify(tx, {
        memberId: target.id,
        kind: 'ACCOUNT_RESTORED',
        title: '계정 이용 정지가 해제되었습니다',
        body: '계정 이용 정지가 해제되어 다시 로그인할 수 있습니다.',
        link: null,
      });
    }),
  );
  return memberPageOf(db, staff, await actionTarget(db, userId));
}

/** Ends every session of the member on every device. */
export async function signMemberOut(db: Db, staff: Member, userId: string): Promise<StaffMemberDetails> {
  const target = await actionTarget(db, userId);
  await committed(
    target.id,
    db.transaction(async (tx) => {
      const devices = await liveDevices(tx, target.id, '');
      await signOutEverywhere(tx, target.id);
      await recordStaffAction(tx, staff, {
        action: 'MEMBER_SIGNED_OUT',
        targetKind: 'MEMBER',
        targetId: target.userId,
        changes: { devices: [devices.length, 0] },
      });
    }),
  );
  return memberPageOf(db, staff, target);
}

/** Replaces the staff memo (an empty memo clears it); the audit row keeps before and after. */
export async function setStaffMemo(db: Db, staff: Member, userId: string, input: MemoRequest): Promise<StaffMemberDetails> {
  const target = await actionTarget(db, userId);
  const memo = input.memo.trim() ? input.memo : null;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ memo: members.staffMemo }).from(members).where(eq(members.id, target.id)).limit(1).for('update');
    if ((before?.memo ?? null) === memo) return;
    await tx.update(members).set({ staffMemo: memo }).where(eq(members.id, target.id));
    await recordStaffAction(tx, staff, {
      action: 'MEMBER_MEMO_CHANGED',
      targetKind: 'MEMBER',
      targetId: target.userId,
      changes: { staffMemo: [before?.memo ?? null, memo] },
    });
  });
  return memberPageOf(db, staff, await actionTarget(db, userId));
}

/**
 * Sends the member the find-password code by SMS (the same code path as 비밀번호 찾기, its limits per number and a
 * count per staff member): the member sets the new password themselves on /find-password. Only an active account
 * (a suspended one cannot reset: find-password refuses it too).
 */
export async function sendPasswordResetCode(db: Db, staff: Member, userId: string): Promise<{ sentTo: string }> {
  const target = await actionTarget(db, userId);
  if (target.accountStatus !== 'ACTIVATED')
    throw new ApiHttpError(409, 'MEMBER_SUSPENDED', '정지된 계정에는 비밀번호 재설정 코드를 보낼 수 없습니다. 정지를 먼저 해제해 주세요.');
  await db.transaction(async (tx) => {
    await recordStaffAction(tx, staff, {
      action: 'PASSWORD_RESET_SENT',
      targetKind: 'MEMBER',
      targetId: target.userId,
      changes: { phoneNumber: [maskPhone(target.phoneNumber), maskPhone(target.phoneNumber)] },
    });
    // Last: a refused send (429, the provider failing) takes the audit row back with it.
    await sendResetCodeFromStaff(tx, target.phoneNumber, `staff:${staff.id}`);
  });
  return { sentTo: maskPhone(target.phoneNumber) };
}
