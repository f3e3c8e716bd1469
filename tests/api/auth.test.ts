import { constants, publicEncrypt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, MemberDetails } from '../../src/api/types';
import { enforceRoutePolicies, sessionFromCookieHeader } from '../../src/server/auth/guards';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { forgetMember, hashToken } from '../../src/server/auth/sessions';
import { getDb } from '../../src/server/runtime/database';
import { members, refreshTokens } from '../../src/server/db/schema';
import { ApiHttpError, type AppEnv } from '../../src/server/http';
import { app } from '../../src/server/app';
import { accessCookie, call, login, ORIGIN } from './helpers';

beforeEach(async () => resetLoginAttempts(await getDb()));
afterEach(() => vi.unstubAllEnvs());

const refresh = (userId: string, refreshToken: string) => call('/v1/auth/token/refresh', { json: { userId, refreshToken } });
const me = (cookie: string | null) => call('/v1/auth/me', { cookie });
const errorOf = async (res: Response) => (await res.json()) as ApiErrorBody;

describe('POST /v1/auth/login', () => {
  it('signs in: tokens in the body, the access cookie HttpOnly, SameSite=Lax, Path=/', async () => {
    const { res, body, cookie } = await login('demo_partner');
    expect(res.status).toBe(200);
    expect(body.accessToken).toMatch(/^[\w-]{43}$/);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(body.refreshToken).not.toBe(body.accessToken);
    expect(body.deviceUuid).toBeNull();
    expect(cookie).toBe(`access_token=${body.accessToken}`);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Max-Age=1800');
    expect(setCookie).not.toContain('Secure'); // plain http outside production
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure in production over https only', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const secure = await app.request('https://portal.example.kr/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'demo_org', password: 'demo1234!' }),
    });
    expect(secure.status).toBe(200);
    expect(secure.headers.getSetCookie()[0]).toContain('Secure');
    const plain = await login('demo_org');
    expect(plain.res.headers.getSetCookie()[0]).not.toContain('Secure');
  });

  it('answers 401 with the Korean message for a wrong password and for an unknown user alike', async () => {
    const wrong = await login('demo_partner', 'wrong-password');
    expect(wrong.res.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: '아이디 또는 비밀번호가 올바르지 않습니다.' });
    expect(wrong.cookie).toBeNull();
    const unknown = await login('nobody_here', 'demo1234!');
    expect(unknown.res.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 for missing fields and for a body that is not JSON', async () => {
    const missing = await call('/v1/auth/login', { json: { userId: 'demo_partner' } });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toEqual({ code: 'BAD_REQUEST', message: '아이디와 비밀번호를 입력해 주세요.' });
    const blank = await call('/v1/auth/login', { json: { userId: '  ', password: '' } });
    expect(blank.status).toBe(400);
    const malformed = await call('/v1/auth/login', { body: '{"userId": "demo_partner",' });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('BAD_REQUEST');
    expect((await errorOf(await call('/v1/auth/login', { body: '[1,2]' }))).code).toBe('BAD_REQUEST');
    const empty = await call('/v1/auth/login', { method: 'POST' });
    expect(empty.status).toBe(400);
  });

  it('accepts the password as RSA-OAEP-SHA256 ciphertext made with GET /v1/auth/public-key', async () => {
    const keyRes = await call('/v1/auth/public-key');
    expect(keyRes.status).toBe(200);
    const { publicKey } = (await keyRes.json()) as { publicKey: string };
    expect(publicKey).toContain('-----BEGIN PUBLIC KEY-----');
    const encrypted = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('demo1234!'),
    ).toString('base64');
    const { res } = await login('demo_cso', encrypted);
    expect(res.status).toBe(200);
  });

  it('refuses blocked and deleted accounts with 403, and ends their sessions', async () => {
    const db = await getDb();
    const session = await login('demo_member');
    expect((await me(session.cookie)).status).toBe(200);
    const [blockedMember] = await db.update(members).set({ accountStatus: 'BLOCKED' }).where(eq(members.userId, 'demo_member')).returning();
    forgetMember(blockedMember!.id); // whatever changes an account's status tells the session cache (sessions.ts)
    try {
      const blocked = await login('demo_member');
      expect(blocked.res.status).toBe(403);
      expect(blocked.body).toEqual({ code: 'ACCOUNT_BLOCKED', message: '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.' });
      expect((await me(session.cookie)).status).toBe(401);
      expect((await refresh('demo_member', session.body.refreshToken)).status).toBe(401);
      // a wrong password on a blocked account still says only "wrong id or password"
      expect((await login('demo_member', 'nope')).res.status).toBe(401);
      await db.update(members).set({ accountStatus: 'DELETED' }).where(eq(members.userId, 'demo_member'));
      expect((await login('demo_member')).body).toMatchObject({ code: 'ACCOUNT_DELETED' });
      // a withdrawn account's password is gone: its id alone answers that it was withdrawn
      expect((await login('demo_member', 'nope')).body).toMatchObject({ code: 'ACCOUNT_DELETED' });
    } finally {
      await db.update(members).set({ accountStatus: 'ACTIVATED' }).where(eq(members.userId, 'demo_member'));
    }
  });
});

describe('session cache', () => {
  it('a status change made behind the server’s back shows within five seconds', async () => {
    const db = await getDb();
    const session = await login('demo_member');
    expect((await me(session.cookie)).status).toBe(200);
    await db.update(members).set({ accountStatus: 'BLOCKED' }).where(eq(members.userId, 'demo_member'));
    try {
      expect((await me(session.cookie)).status).toBe(200); // remembered for a moment
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 });
      expect((await me(session.cookie)).status).toBe(401);
    } finally {
      vi.useRealTimers();
      await db.update(members).set({ accountStatus: 'ACTIVATED' }).where(eq(members.userId, 'demo_member'));
    }
  });

  it('logout ends the session at once', async () => {
    const session = await login('demo_partner');
    expect((await me(session.cookie)).status).toBe(200);
    expect((await call('/v1/auth/logout', { method: 'POST', cookie: session.cookie })).status).toBe(204);
    expect((await me(session.cookie)).status).toBe(401);
  });
});

describe('GET /v1/auth/me', () => {
  it('answers 401 UNAUTHENTICATED without a session or with a made-up cookie', async () => {
    const res = await me(null);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' });
    expect((await me('access_token=forged-token')).status).toBe(401);
  });

  it('answers the MemberDetails of the contract for the cookie (or a Bearer token)', async () => {
    const { cookie, body } = await login('demo_partner');
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const details = (await res.json()) as MemberDetails;
    expect(Object.keys(details).sort()).toEqual(
      [
        'id',
        'userId',
        'name',
        'nickname',
        'nicknameHidden',
        'email',
        'phoneNumber',
        'birthDate',
        'gender',
        'partnerContractStatus',
        'contractStatus',
        'contractDate',
        'csoCertUrl',
        // Not in the contract: why staff refused the certificate on file (null otherwise).
        'csoCertRejectionReason',
        'referralCode',
        'marketingAgreements',
        'accountStatus',
        'role',
        // Not in the contract: a staff account's permissions (empty for a partner), for the console's menu.
        'permissions',
        'note',
        'lastLoginDate',
        'registrationDate',
      ].sort(),
    );
    expect(details).toMatchObject({
      userId: 'demo_partner',
      name: '김민준',
      partnerContractStatus: 'INDIVIDUAL',
      contractStatus: 'APPROVED',
      accountStatus: 'ACTIVATED',
      role: 'USER',
      phoneNumber: expect.stringMatching(/^010-\d{4}-\d{4}$/),
      birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const utc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
    expect(details.contractDate).toMatch(utc);
    expect(details.lastLoginDate).toMatch(utc);
    expect(details.registrationDate).toMatch(utc);
    expect(Math.abs(Date.parse(`${details.lastLoginDate}Z`) - Date.now())).toBeLessThan(60_000);
    expect(Object.keys(details.marketingAgreements).sort()).toEqual([
      'email',
      'emailAgreedAt',
      'push',
      'pushAgreedAt',
      'sms',
      'smsAgreedAt',
    ]);
    expect(JSON.stringify(details)).not.toMatch(/scrypt|password/i);

    const bearer = await call('/v1/auth/me', { headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(bearer.status).toBe(200);
  });
});

describe("logout (POST, or GET as the app's own fetch)", () => {
  const ownFetch = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

  it('revokes the session and its refresh tokens and clears the cookie', async () => {
    for (const init of [{ method: 'POST' }, { headers: ownFetch }]) {
      const { cookie, body } = await login('demo_org');
      const res = await call('/v1/auth/logout', { ...init, cookie });
      expect(res.status).toBe(204);
      const cleared = res.headers.getSetCookie().join('\n');
      expect(cleared).toContain('access_token=;');
      expect(cleared).toContain('Max-Age=0');
      expect((await me(cookie)).status).toBe(401);
      const old = await refresh('demo_org', body.refreshToken);
      expect(old.status).toBe(401);
      expect(await errorOf(old)).toEqual({ code: 'INVALID_REFRESH_TOKEN', message: '로그인이 만료되었습니다. 다시 로그인해 주세요.' });
    }
  });

  it('succeeds without a session', async () => {
    expect((await call('/v1/auth/logout', { method: 'POST' })).status).toBe(204);
    expect((await call('/v1/auth/logout', { method: 'POST', cookie: 'access_token=whatever' })).status).toBe(204);
    expect((await call('/v1/auth/logout', { headers: ownFetch })).status).toBe(204);
  });

  it("refuses a GET that is not the app's own call (403 LOGOUT_REFUSED), and the session stays", async () => {
    const { cookie } = await login('demo_org');
    const res = await call('/v1/auth/logout', { cookie });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'LOGOUT_REFUSED',
      message: '이 요청으로는 로그아웃할 수 없습니다. 포털 화면의 로그아웃을 이용해 주세요.',
    });
    expect((await me(cookie)).status).toBe(200);
  });
});

describe('POST /v1/auth/token/refresh', () => {
  it('rotates: a new pair and a new cookie; the presented token stops working', async () => {
    const first = await login('demo_cso');
    const res = await refresh('demo_cso', first.body.refreshToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const next = (await res.json()) as { accessToken: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(first.body.refreshToken);
    const cookie = accessCookie(res);
    expect(cookie).toBe(`access_token=${next.accessToken}`);
    expect(res.headers.getSetCookie()[0]).toContain('HttpOnly');
    expect((await me(cookie)).status).toBe(200);
    // the previous access cookie stays valid for a few seconds (requests in flight), then expires
    expect((await me(first.cookie)).status).toBe(200);
    const again = await refresh('demo_cso', next.refreshToken);
    expect(again.status).toBe(200);
  });

  it('presenting a used token revokes the whole chain, the newest token and its access sessions included', async () => {
    const first = await login('demo_cso');
    const second = (await (await refresh('demo_cso', first.body.refreshToken)).json()) as { accessToken: string; refreshToken: string };
    const thirdRes = await refresh('demo_cso', second.refreshToken);
    const third = (await thirdRes.json()) as { accessToken: string; refreshToken: string };
    const newestCookie = accessCookie(thirdRes);
    expect((await me(newestCookie)).status).toBe(200);

    const replay = await refresh('demo_cso', first.body.refreshToken);
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh('demo_cso', third.refreshToken)).status).toBe(401);
    expect((await me(newestCookie)).status).toBe(401);
    expect((await me(first.cookie)).status).toBe(401);

    // other sessions of the same member are not touched
    const other = await login('demo_cso');
    expect((await me(other.cookie)).status).toBe(200);
  });

  it('answers 401 when the userId does not match, without using the token up', async () => {
    const { body } = await login('demo_partner');
    const mismatch = await refresh('demo_org', body.refreshToken);
    expect(mismatch.status).toBe(401);
    expect((await errorOf(mismatch)).code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh('demo_partner', body.refreshToken)).status).toBe(200);
  });

  it('answers 401 for an expired or unknown token and 400 for a missing one', async () => {
    const { body } = await login('demo_partner');
    const db = await getDb();
    await db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, hashToken(body.refreshToken)));
    expect((await refresh('demo_partner', body.refreshToken)).status).toBe(401);
    expect((await refresh('demo_partner', 'not-a-real-token')).status).toBe(401);
    expect((await call('/v1/auth/token/refresh', { json: { userId: 'demo_partner' } })).status).toBe(400);
  });

  it('stores only hashes of the tokens', async () => {
    const { body } = await login('demo_editor');
    const db = await getDb();
    const rows = await db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === body.refreshToken)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(body.refreshToken))).toBe(true);
  });
});

describe('Origin check on state-changing requests', () => {
  const loginWith = (headers: Record<string, string>) =>
    call('/v1/auth/login', { json: { userId: 'demo_partner', password: 'demo1234!' }, headers });

  it('refuses a foreign Origin with 403 FORBIDDEN_ORIGIN', async () => {
    const res = await loginWith({ origin: 'https://evil.example.com' });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'FORBIDDEN_ORIGIN', message: '허용되지 않은 출처의 요청입니다.' });
    expect((await loginWith({ origin: 'null' })).status).toBe(403);
  });

  it('lets the same origin, no Origin at all and ALLOWED_ORIGINS through', async () => {
    expect((await loginWith({ origin: ORIGIN })).status).toBe(200);
    expect((await loginWith({})).status).toBe(200);
    vi.stubEnv('ALLOWED_ORIGINS', 'https://admin.example.kr, https://partner.example.kr');
    expect((await loginWith({ origin: 'https://partner.example.kr' })).status).toBe(200);
  });

  it('does not apply to safe methods', async () => {
    expect((await call('/v1/auth/public-key', { headers: { origin: 'https://evil.example.com' } })).status).toBe(200);
  });
});

describe('route policies for routers', () => {
  const guarded = new Hono<AppEnv>();
  guarded.use(
    '*',
    enforceRoutePolicies({ 'GET /member': 'member', 'GET /contract': 'contract', 'GET /cso': 'cso', 'GET /editor': 'editor' }),
  );
  guarded.get('/member', (c) => c.text(c.get('member').userId));
  guarded.get('/contract', (c) => c.text('ok'));
  guarded.get('/cso', (c) => c.text('ok'));
  guarded.get('/editor', (c) => c.text('ok'));
  guarded.onError((err, c) => (err instanceof ApiHttpError ? c.json(err.body, err.status) : c.text('boom', 500)));

  const statuses = async (cookie: string | null) => {
    const out: Record<string, number> = {};
    for (const path of ['/member', '/contract', '/cso', '/editor']) {
      out[path] = (await guarded.request(path, { headers: cookie ? { cookie } : {} })).status;
    }
    return out;
  };

  it('answer 401 without a session and 403 with the spec message for the wrong member type', async () => {
    expect(await statuses(null)).toEqual({ '/member': 401, '/contract': 401, '/cso': 401, '/editor': 401 });
    const { cookie } = await login('demo_cso');
    const res = await guarded.request('/contract', { headers: { cookie: cookie ?? '' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'FORBIDDEN', message: '계약회원만 접근할 수 있는 페이지입니다.' });
  });

  it.each([
    ['demo_partner', { '/member': 200, '/contract': 200, '/cso': 200, '/editor': 403 }],
    ['demo_org', { '/member': 200, '/contract': 200, '/cso': 200, '/editor': 403 }],
    ['demo_cso', { '/member': 200, '/contract': 403, '/cso': 200, '/editor': 403 }],
    ['demo_member', { '/member': 200, '/contract': 403, '/cso': 403, '/editor': 403 }],
    ['demo_editor', { '/member': 200, '/contract': 403, '/cso': 403, '/editor': 200 }],
  ])('%s passes exactly its guards', async (userId, want) => {
    const { cookie } = await login(userId);
    expect(await statuses(cookie)).toEqual(want);
  });

  it('sessionFromCookieHeader reads the access cookie out of a Cookie header', async () => {
    const { cookie } = await login('demo_org');
    expect(await sessionFromCookieHeader(null)).toBeNull();
    expect(await sessionFromCookieHeader('theme=dark; access_token=forged')).toBeNull();
    expect(await sessionFromCookieHeader(`theme=dark; ${cookie}; other=1`)).toMatchObject({
      userId: 'demo_org',
      partnerContractStatus: 'ORGANIZATION',
    });
  });
});
