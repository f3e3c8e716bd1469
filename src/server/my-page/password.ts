import { eq, sql } from 'drizzle-orm';
import { revokeOtherFamilies } from '../auth/devices';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { recordFailure, recordSuccess, retryAfterSeconds, type AttemptKeys } from '../auth/rate-limit';
import { decryptPassword } from '../auth/rsa';
import { forgetMember } from '../auth/sessions';
import type { Db } from '../db';
import { members, type Member } from '../db/schema';
import { ApiHttpError, badRequest } from '../http';

// The member's password on my page: the re-check and the change. Wrong guesses are throttled like logins
// (auth/rate-limit.ts), counted against the member and against the client.

const guessKeys = (member: Member, clientAddress: string | null): AttemptKeys => ({
  account: `recheck:${member.id}`,
  client: `client:${clientAddress || 'unknown'}`,
});
const tooManyGuesses = (seconds: number) =>
  new ApiHttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `비밀번호를 너무 많이 틀렸습니다. ${seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`} 후에 다시 시도해 주세요.`,
    { 'Retry-After': String(seconds) },
  );

/** Whether `typed` (plain or RSA-encrypted) is the member's password, counting wrong guesses (429 past the limit). */
export async function passwordMatches(db: Db, member: Member, typed: string, clientAddress: string | null): Promise<boolean> {
  const keys = guessKeys(member, clientAddress);
  const wait = await retryAfterSeconds(db, keys);
  if (wait > 0) throw tooManyGuesses(wait);
  const matches = await verifyPassword(decryptPassword(typed) ?? typed, member.passwordHash);
  if (matches) await recordSuccess(db, keys);
  else await recordFailure(db, keys);
  return matches;
}

/** Refuses a change whose current password is wrong (400 WRONG_PASSWORD) or whose new one is the current one. */
export async function checkPasswordChange(
  db: Db,
  member: Member,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  clientAddress: string | null,
): Promise<void> {
  if (!(await passwordMatches(db, member, currentPassword, clientAddress)))
    throw new ApiHttpError(400, 'WRONG_PASSWORD', '현재 비밀번호가 일치하지 않습니다.');
  if (await verifyPassword(newPassword, member.passwordHash)) throw badRequest('새 비밀번호가 지금 비밀번호와 같습니다.');
}

/** Saves the new password and ends every other session of the member: whoever knew the old one is signed out there. */
export async function setPassword(db: Db, member: Member, newPassword: string, keptFamilyId: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
    .where(eq(members.id, member.id));
  await revokeOtherFamilies(db, member.id, keptFamilyId);
  forgetMember(member.id);
}
