import { eq } from 'drizzle-orm';
import type { StaffSecurity } from '../../api/types';
import type { Db } from '../db';
import { staffSecondFactors, type Member } from '../db/schema';
import { ApiHttpError, toWireDateTime } from '../http';
import { recordFailure, recordSuccess, retryAfterSeconds } from '../auth/rate-limit';
import { recordStaffAction } from './audit';
import { invalidCode, recoveryCodesLeft, replaceRecoveryCodes, secondFactorKeys, tooManyCodes } from './second-factor';
import { acceptedStep } from './totp';

// A staff member's own second factor (내 보안 설정): when the authenticator was enrolled and how many recovery codes are
// left; and ten new recovery codes, which need a current code of the authenticator (a session left open on a desk
// must not be enough to print a new set). The code is held to the sign-in's rules: each 30-second step once, wrong
// codes throttled with the same keys, and the new set is one audited action.

const notEnrolled = () => new ApiHttpError(409, 'NOT_ENROLLED', '등록된 인증 앱이 없습니다. 다시 로그인해 인증 앱을 등록해 주세요.');

export async function securityOf(db: Db, memberId: number): Promise<StaffSecurity> {
  const [factor] = await db
    .select({ enrolledAt: staffSecondFactors.enrolledAt })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.memberId, memberId));
  return { enrolledAt: toWireDateTime(factor?.enrolledAt ?? null), recoveryCodesLeft: await recoveryCodesLeft(db, memberId) };
}

/** Ten new recovery codes (the old ones stop working) for a current TOTP code; answered once, kept as hashes. */
export async function renewRecoveryCodes(
  db: Db,
  member: Pick<Member, 'id' | 'userId'>,
  input: { code: string; clientAddress: string | null },
): Promise<string[]> {
  const keys = secondFactorKeys(member.userId, input.clientAddress);
  const wait = await retryAfterSeconds(db, keys);
  if (wait > 0) throw tooManyCodes(wait);
  const code = input.code.replaceAll(' ', '');
  const codes = await db.transaction(async (tx) => {
    const [factor] = await tx.select().from(staffSecondFactors).where(eq(staffSecondFactors.memberId, member.id)).for('update');
    if (!factor?.enrolledAt) throw notEnrolled();
    const step = acceptedStep(factor.secret, code);
    if (step === null || step <= factor.lastStep) return null;
    await tx.update(staffSecondFactors).set({ lastStep: step }).where(eq(staffSecondFactors.memberId, member.id));
    const before = await recoveryCodesLeft(tx, member.id);
    const fresh = await replaceRecoveryCodes(tx, member.id);
    await recordStaffAction(tx, member, {
      action: 'RECOVERY_CODES_REPLACED',
      targetKind: 'STAFF',
      targetId: member.userId,
      changes: { recoveryCodesLeft: [before, fresh.length] },
    });
    return fresh;
  });
  if (!codes) {
    await recordFailure(db, keys);
    throw invalidCode();
  }
  await recordSuccess(db, keys);
  return codes;
}
