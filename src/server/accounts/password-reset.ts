import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { redeemScopedSession } from '../auth/session-scopes';
import { signOutEverywhere } from '../auth/sign-out-everywhere';
import type { Db } from '../db';
import { members } from '../db/schema';
import { ApiHttpError } from '../http';
import { activeMemberIdOf } from './members';
import { redeemResetToken, voidResetTokens } from './reset-tokens';

// The password reset of find-password: only an active member, and only with a proof a verified SMS code issued for
// them, which the reset uses up: the one-time token (reset-tokens.ts, our client) or the password-reset session the
// same verify started (auth/session-scopes.ts, the old app; the route guard admitted it for this login id only). One
// reset uses up both proofs of its verify: the member is then signed out on every device (the reset session included)
// and any live reset token dies.

const tokenRefused = () =>
  new ApiHttpError(403, 'RESET_TOKEN_INVALID', '비밀번호 재설정 시간이 지났거나 이미 사용한 인증입니다. 휴대폰 인증을 다시 진행해 주세요.');

/** What proves the verified code: the reset token, or the access token of the request's password-reset session. */
export type ResetProof = { resetToken: string } | { resetSessionToken: string };

/** Sets the member's new password with a proof (403 RESET_TOKEN_INVALID without a live one for this member). */
export async function resetForgottenPassword(
  db: Db,
  { userId, newPassword, proof }: { userId: string; newPassword: string; proof: ResetProof | null },
): Promise<void> {
  const memberId = await activeMemberIdOf(db, userId);
  if (memberId === undefined || !proof) throw tokenRefused();
  const redeemed =
    'resetToken' in proof
      ? await redeemResetToken(db, memberId, proof.resetToken)
      : await redeemScopedSession(db, proof.resetSessionToken, memberId, 'PASSWORD_RESET');
  if (!redeemed) throw tokenRefused();
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
  await voidResetTokens(db, memberId);
  await signOutEverywhere(db, memberId);
}
