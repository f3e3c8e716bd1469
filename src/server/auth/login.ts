import { and, eq, sql } from 'drizzle-orm';
import { memberByUserId } from '../accounts/members';
import type { Db } from '../db';
import { members } from '../db/schema';
import { ApiHttpError, forbidden } from '../http';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { attemptKeys, recordFailure, recordSuccess, retryAfterSeconds } from './rate-limit';
import { decryptPassword } from './rsa';
import { issueTokens, newFamily, pruneExpiredSessions, type IssuedTokens } from './sessions';
import { isStaffRole } from '../../api/enums';
import { startChallenge, type StaffChallenge } from '../staff/second-factor';

// Login by login id and password: throttled per account on a client and per client (rate-limit.ts), the same answer
// and the same cost (one hash) for an unknown id as for a wrong password, a withdrawn id refused by the id alone, a
// blocked account refused after a right password, with the reason and end of a suspension by staff (a suspension
// whose end has passed is lifted here). A successful login starts a new token family; a staff account's right password
// gives the challenge of its second factor instead (staff/second-factor.ts).

const invalidCredentials = () => new ApiHttpError(401, 'INVALID_CREDENTIALS', '아이디 또는 비밀번호가 올바르지 않습니다.');
const withdrawnAccount = () => forbidden('탈퇴한 계정입니다. 탈퇴한 아이디로는 다시 로그인하거나 가입할 수 없습니다.', 'ACCOUNT_DELETED');
const waitText = (seconds: number) => (seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`);
const tooManyAttempts = (seconds: number) =>
  new ApiHttpError(429, 'TOO_MANY_ATTEMPTS', `로그인 시도가 너무 많습니다. ${waitText(seconds)} 후에 다시 시도해 주세요.`, {
    'Retry-After': String(seconds),
  });

export interface LoginAttempt {
  userId: string;
  /** As typed, or RSA-encrypted with the login key (rsa.ts). */
  password: string;
  clientAddress: string | null;
  /** 「로그인 상태 유지」 */
  keepLogin: boolean;
  /** The device label of the login (device-label.ts). */
  deviceLabel: string | null;
}

export type LoginOutcome = { kind: 'session'; tokens: IssuedTokens } | ({ kind: 'secondFactor' } & StaffChallenge);

const suspended = (reason: string | null, until: Date | null) => {
  if (!reason && !until) return forbidden('이용이 제한된 계정입니다. 고객센터로 문의해 주세요.', 'ACCOUNT_BLOCKED');
  const end = until
    ? ` (${new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Seoul' }).format(until)}까지)`
    : '';
  return forbidden(`이용이 정지된 계정입니다${end}. ${reason ? `사유: ${reason}. ` : ''}문의는 고객센터로 해 주세요.`, 'ACCOUNT_BLOCKED');
};

/** Checks the credentials and issues the tokens of a new session; throws 401 / 403 / 429 in Korean. */
export async function logIn(db: Db, attempt: LoginAttempt): Promise<LoginOutcome> {
  const { userId, password: typed } = attempt;
  const keys = attemptKeys(userId, attempt.clientAddress);
  const wait = await retryAfterSeconds(db, keys);
  if (wait > 0) throw tooManyAttempts(wait);

  const password = decryptPassword(typed) ?? typed;
  const member = await memberByUserId(db, userId);
  // An unknown id costs one hash as well, so that timing does not tell which ids exist.
  const matches = await verifyPassword(password, member?.passwordHash ?? (await dummyHash()));
  // A withdrawn account's password was replaced, so its id alone tells: the same id never signs in or joins again.
  if (member?.accountStatus === 'DELETED') throw withdrawnAccount();
  if (!member || !matches) {
    await recordFailure(db, keys);
    throw invalidCredentials();
  }
  await recordSuccess(db, keys);
  if (member.accountStatus === 'BLOCKED') {
    const ended = member.blockedUntil && member.blockedUntil.getTime() <= Date.now();
    if (!ended) throw suspended(member.blockedReason, member.blockedUntil);
    await db
      .update(members)
      .set({ accountStatus: 'ACTIVATED', blockedReason: null, blockedUntil: null })
      .where(and(eq(members.id, member.id), eq(members.accountStatus, 'BLOCKED')));
  }

  // Hashes made with older parameters are replaced now that the password is known (passwords.ts).
  const rehash = needsRehash(member.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
  await db
    .update(members)
    .set({ lastLoginAt: sql`now()`, ...rehash })
    .where(eq(members.id, member.id));
  if (isStaffRole(member.role)) return { kind: 'secondFactor', ...(await startChallenge(db, member, attempt.deviceLabel)) };
  const tokens = await issueTokens(db, member.id, newFamily(attempt.keepLogin, attempt.deviceLabel));
  await pruneExpiredSessions(db);
  return { kind: 'session', tokens };
}
