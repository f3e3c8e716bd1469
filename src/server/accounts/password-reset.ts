import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { signOutEverywhere } from '../auth/sign-out-everywhere';
import type { Db } from '../db';
import { members } from '../db/schema';
import { ApiHttpError } from '../http';
import { activeMemberIdOf } from './members';
import { redeemResetToken } from './reset-tokens';

// The password reset of find-password: only an active member, only with the one-time token a verified SMS code issued
// for them (reset-tokens.ts), which the reset uses up. The member is then signed out on every device.

const tokenRefused = () =>
  new ApiHttpError(403, 'RESET_TOKEN_INVALID', '비밀번호 재설정 시간이 지났거나 이미 사용한 인증입니다. 휴대폰 인증을 다시 진행해 주세요.');

/** Sets the member's new password with a reset token (403 RESET_TOKEN_INVALID without a live one). */
export async function resetForgottenPassword(
  db: Db,
  { userId, resetToken, newPassword }: { userId: string; resetToken: string; newPassword: string },
): Promise<void> {
  const memberId = await activeMemberIdOf(db, userId);
  if (memberId === undefined || !(await redeemResetToken(db, memberId, resetToken))) throw tokenRefused();
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
  await signOutEverywhere(db, memberId);
}
