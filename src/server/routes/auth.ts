import { Hono, type Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { LoginResponse, PublicKeyResponse } from '../../api/types';
import { clearAccessCookie, readAccessToken, setAccessCookie } from '../auth/cookies';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { attemptKeys, recordFailure, recordSuccess, retryAfterSeconds } from '../auth/rate-limit';
import { decryptPassword, publicKeyPem } from '../auth/rsa';
import { deviceLabel } from '../auth/device-label';
import { issueTokens, newFamily, pruneExpiredSessions, revokeByAccessToken, rotateRefreshToken } from '../auth/sessions';
import { clientAddress } from '../client-address';
import { getDb } from '../db';
import { members } from '../db/schema';
import { loginRequestSchema, refreshRequestSchema } from '../../api/schema/auth';
import { ApiHttpError, forbidden, type AppEnv } from '../http';
import { toMemberDetails } from '../members';
import { noStore } from '../security';
import { validJson } from '../validate';
import { sessionsRouter } from './auth-sessions';

// Authentication: login, token refresh and logout, and the member's signed-in devices (auth-sessions.ts).

export const auth = new Hono<AppEnv>();

auth.use('*', noStore);

const invalidCredentials = () => new ApiHttpError(401, 'INVALID_CREDENTIALS', '아이디 또는 비밀번호가 올바르지 않습니다.');
const withdrawnAccount = () => forbidden('탈퇴한 계정입니다. 탈퇴한 아이디로는 다시 로그인하거나 가입할 수 없습니다.', 'ACCOUNT_DELETED');
const waitText = (seconds: number) => (seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`);
const tooManyAttempts = (seconds: number) =>
  new ApiHttpError(429, 'TOO_MANY_ATTEMPTS', `로그인 시도가 너무 많습니다. ${waitText(seconds)} 후에 다시 시도해 주세요.`, {
    'Retry-After': String(seconds),
  });

/** The client address for rate limits (src/server/client-address.ts). */
export { clientAddress };

auth.get('/public-key', (c) => c.json<PublicKeyResponse>({ publicKey: publicKeyPem() }));

auth.post('/login', validJson(loginRequestSchema), async (c) => {
  const body = c.req.valid('json');
  const { userId, password: typed } = body;

  const db = await getDb();
  const keys = attemptKeys(userId, clientAddress(c));
  const wait = await retryAfterSeconds(db, keys);
  if (wait > 0) throw tooManyAttempts(wait);

  const password = decryptPassword(typed) ?? typed;
  const [member] = await db.select().from(members).where(eq(members.userId, userId)).limit(1);
  // An unknown id costs one hash as well, so that timing does not tell which ids exist.
  const matches = await verifyPassword(password, member?.passwordHash ?? (await dummyHash()));
  // A withdrawn account's password was replaced, so its id alone tells: the same id never signs in or joins again.
  if (member?.accountStatus === 'DELETED') throw withdrawnAccount();
  if (!member || !matches) {
    await recordFailure(db, keys);
    throw invalidCredentials();
  }
  await recordSuccess(db, keys);
  if (member.accountStatus === 'BLOCKED') throw forbidden('이용이 제한된 계정입니다. 고객센터로 문의해 주세요.', 'ACCOUNT_BLOCKED');

  // Hashes made with older parameters are replaced now that the password is known (passwords.ts).
  const rehash = needsRehash(member.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
  await db
    .update(members)
    .set({ lastLoginAt: sql`now()`, ...rehash })
    .where(eq(members.id, member.id));
  const device = deviceLabel(c.req.header('user-agent'), body.device?.platform);
  const tokens = await issueTokens(db, member.id, newFamily(body.keepLogin, device));
  await pruneExpiredSessions(db);
  setAccessCookie(c, tokens.accessToken);
  const deviceUuid = body.device?.deviceUuid || null;
  return c.json<LoginResponse>({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, deviceUuid });
});

auth.get('/me', (c) => c.json(toMemberDetails(c.get('member'))));

/**
 * A GET logout is honoured only when it is the app's own call: a same-origin fetch (Fetch Metadata: Sec-Fetch-Site
 * same-origin, Sec-Fetch-Dest empty) or a call with an Authorization header (the apps), which no page can make a
 * browser send. An image, a frame, a link or a form of any page (a post of this portal included), and a browser that
 * sends no Fetch Metadata, get 403 and the session stays. Our own client uses POST, which the Origin check guards.
 */
function ownLogoutCall(c: Context<AppEnv>): boolean {
  if (c.req.header('authorization')) return true;
  return c.req.header('sec-fetch-site') === 'same-origin' && c.req.header('sec-fetch-dest') === 'empty';
}

async function logout(c: Context<AppEnv>) {
  await revokeByAccessToken(await getDb(), readAccessToken(c));
  clearAccessCookie(c);
  return c.body(null, 204);
}

auth.get('/logout', async (c) => {
  if (!ownLogoutCall(c)) throw forbidden('이 요청으로는 로그아웃할 수 없습니다. 포털 화면의 로그아웃을 이용해 주세요.', 'LOGOUT_REFUSED');
  return logout(c);
});
auth.post('/logout', logout);

auth.route('/sessions', sessionsRouter);

auth.post('/token/refresh', validJson(refreshRequestSchema), async (c) => {
  const { userId, refreshToken } = c.req.valid('json');
  const tokens = await rotateRefreshToken(await getDb(), userId, refreshToken);
  setAccessCookie(c, tokens.accessToken);
  return c.json<LoginResponse>({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, deviceUuid: null });
});
