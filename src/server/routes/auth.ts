import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eq, sql } from 'drizzle-orm';
import type { LoginResponse, PublicKeyResponse } from '../../api/types';
import { clearAccessCookie, readAccessToken, setAccessCookie } from '../auth/cookies';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { attemptKeys, recordFailure, recordSuccess, retryAfterSeconds } from '../auth/rate-limit';
import { decryptPassword, publicKeyPem } from '../auth/rsa';
import { issueTokens, pruneExpiredSessions, revokeByAccessToken, rotateRefreshToken } from '../auth/sessions';
import { getDb } from '../db';
import { members } from '../db/schema';
import { loginRequestSchema, refreshRequestSchema } from '../../api/schema/auth';
import { ApiHttpError, forbidden, type AppEnv } from '../http';
import { toMemberDetails } from '../members';
import { noStore } from '../security';
import { validJson } from '../validate';

// Authentication: login, token refresh and logout.

export const auth = new Hono<AppEnv>();

auth.use('*', noStore);
auth.use(
  '*',
  bodyLimit({
    maxSize: 16 * 1024,
    onError: () => {
      throw new ApiHttpError(413, 'PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다.');
    },
  }),
);

const invalidCredentials = () => new ApiHttpError(401, 'INVALID_CREDENTIALS', '아이디 또는 비밀번호가 올바르지 않습니다.');
const withdrawnAccount = () => forbidden('탈퇴한 계정입니다. 탈퇴한 아이디로는 다시 로그인하거나 가입할 수 없습니다.', 'ACCOUNT_DELETED');
const waitText = (seconds: number) => (seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`);
const tooManyAttempts = (seconds: number) =>
  new ApiHttpError(429, 'TOO_MANY_ATTEMPTS', `로그인 시도가 너무 많습니다. ${waitText(seconds)} 후에 다시 시도해 주세요.`, {
    'Retry-After': String(seconds),
  });

/**
 * The client address for rate limits: from the host server, or, when TRUST_PROXY=1, the last X-Forwarded-For entry
 * (the one our own proxy appended; earlier entries are whatever the client sent).
 */
export function clientAddress(c: { env?: AppEnv['Bindings']; req: { header(name: string): string | undefined } }): string | null {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.clientAddress ?? null;
}

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
  const tokens = await issueTokens(db, member.id);
  await pruneExpiredSessions(db);
  setAccessCookie(c, tokens.accessToken);
  const deviceUuid = body.device?.deviceUuid || null;
  return c.json<LoginResponse>({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, deviceUuid });
});

auth.get('/me', (c) => c.json(toMemberDetails(c.get('member'))));

auth.get('/logout', async (c) => {
  await revokeByAccessToken(await getDb(), readAccessToken(c));
  clearAccessCookie(c);
  return c.body(null, 204);
});

auth.post('/token/refresh', validJson(refreshRequestSchema), async (c) => {
  const { userId, refreshToken } = c.req.valid('json');
  const tokens = await rotateRefreshToken(await getDb(), userId, refreshToken);
  setAccessCookie(c, tokens.accessToken);
  return c.json<LoginResponse>({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, deviceUuid: null });
});
