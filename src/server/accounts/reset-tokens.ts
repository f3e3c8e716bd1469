import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db';
import { passwordResetTokens } from '../db/schema';
import { hashToken, SCOPED_SESSION_SECONDS } from '../auth/sessions';

// The one-time token a verified find-password code issues: 256 random bits, only a SHA-256 hash stored, valid
// RESET_TOKEN_SECONDS, for that one member, used up by the reset (or by the next verified code). It lives exactly as long
// as the password-reset session issued beside it (the old app's form), so either proof ends at the same time.

export const RESET_TOKEN_SECONDS = SCOPED_SESSION_SECONDS.PASSWORD_RESET;

/** Uses up every live token of the member (a new one is issued, or a reset was made with another proof). */
export async function voidResetTokens(db: Db, memberId: number, now = new Date()): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
}

export async function issueResetToken(db: Db, memberId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000);
  await voidResetTokens(db, memberId, now);
  await db.insert(passwordResetTokens).values({ tokenHash: hashToken(token), memberId, createdAt: now, expiresAt });
  await db.delete(passwordResetTokens).where(or(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000))));
  return { token, expiresAt };
}

/** Uses up a live token of this member; false when it is unknown, someone else's, expired or used. Atomic. */
export async function redeemResetToken(db: Db, memberId: number, token: string, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        eq(passwordResetTokens.memberId, memberId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  return used.length === 1;
}
