import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../src/api/types';
import { hashPassword } from '../../src/server/auth/passwords';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { SESSION_LIFETIMES } from '../../src/server/auth/sessions';
import { accessSessions, members, refreshTokens, staffAudit, staffSecondFactors } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { DEMO_STAFF_TOTP_SECRET } from '../../src/server/seed/staff';
import { CHALLENGE_SECONDS, RECOVERY_CODE_COUNT } from '../../src/server/staff/second-factor';
import { totpCode } from '../../src/server/staff/totp';
import { accessCookie, call } from './helpers';

// A staff account signs in in two steps: the password answers a one-time challenge and no session; the code of the
// authenticator app (or a recovery code, each once) turns it into a staff session of 15 minutes idle and 8 hours at
// most. Wrong codes are throttled like wrong passwords, a code's 30-second step is accepted once, and an account
// without an authenticator enrols on its first challenge and gets its ten recovery codes once.

const STEP_MS = 30_000;
const client = { env: { clientAddress: '198.51.100.20' } };
let day = 0;

beforeEach(async () => {
  await resetLoginAttempts(await getDb());
  // Each test on a day of its own: a step accepted by one test is never the next test's step.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2031, 0, 1) + ++day * 24 * 60 * 60 * 1000);
});
afterEach(() => vi.useRealTimers());

async function passwordStep(userId: string, password = 'demo1234!') {
  const res = await call('/v1/auth/login', { ...client, json: { userId, password, device: null } });
  return { res, body: (await res.json()) as { secondFactorRequired?: boolean; challenge: string; enrolmentRequired: boolean } };
}

async function codeStep(challenge: string, code: string) {
  const res = await call('/v1/auth/second-factor', { ...client, json: { challenge, code } });
  return { res, body: (await res.json()) as Record<string, unknown> & Partial<ApiErrorBody> };
}

const code = (at = Date.now()) => totpCode(DEMO_STAFF_TOTP_SECRET, at);
const nextStep = () => vi.setSystemTime(Date.now() + STEP_MS);

async function memberId(userId: string) {
  const [row] = await (await getDb()).select({ id: members.id }).from(members).where(eq(members.userId, userId));
  return row!.id;
}

/** A staff account without an authenticator, as the console creates one (its own row in this file's database). */
async function newStaff(userId: string) {
  const db = await getDb();
  const [row] = await db
    .insert(members)
    .values({
      userId,
      passwordHash: await hashPassword('demo1234!'),
      name: '신규운영',
      nickname: `운영팀_${userId}`,
      email: `${userId}@example.kr`,
      phoneNumber: `010-7200-${String(1000 + day).slice(-4)}`,
      birthDate: '1990-01-01',
      role: 'ADMIN',
      permissions: ['MEMBER_MANAGEMENT'],
    })
    .returning({ id: members.id });
  return row!.id;
}

describe('staff sign-in', () => {
  it('the password answers a challenge and no session; the code gives a staff session with its lifetimes', async () => {
    const first = await passwordStep('demo_ops_members');
    expect(first.res.status).toBe(200);
    expect(first.body).toEqual({ secondFactorRequired: true, challenge: expect.any(String), enrolmentRequired: false });
    expect(first.res.headers.getSetCookie()).toEqual([]);
    expect(first.body).not.toHaveProperty('accessToken');
    expect(first.body).not.toHaveProperty('refreshToken');

    const loginAt = Date.now();
    const second = await codeStep(first.body.challenge, code());
    expect(second.res.status).toBe(200);
    expect(second.body).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), recoveryCodes: null });
    const cookie = accessCookie(second.res);
    expect(cookie).toMatch(/^access_token=/);
    const me = await call('/v1/auth/me', { cookie });
    expect(await me.json()).toMatchObject({
      userId: 'demo_ops_members',
      role: 'ADMIN',
      permissions: ['MEMBER_MANAGEMENT', 'CONTRACT_MANAGEMENT'],
    });

    // 15 minutes idle for the refresh token and the access token alike, and never 「로그인 상태 유지」.
    const db = await getDb();
    const id = await memberId('demo_ops_members');
    const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.memberId, id)).orderBy(desc(refreshTokens.id)).limit(1);
    expect(token).toMatchObject({ staff: true, keepLogin: false });
    expect(token!.expiresAt.getTime() - loginAt).toBe(SESSION_LIFETIMES.staff.idleSeconds * 1000);
    const [access] = await db.select().from(accessSessions).where(eq(accessSessions.familyId, token!.familyId));
    expect(access!.expiresAt.getTime() - loginAt).toBe(15 * 60 * 1000);

    // Unused for 15 minutes: both are gone.
    vi.setSystemTime(loginAt + 15 * 60 * 1000 + 1000);
    expect((await call('/v1/auth/me', { cookie })).status).toBe(401);
    const refresh = await call('/v1/auth/token/refresh', { json: { userId: 'demo_ops_members', refreshToken: second.body.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('a staff session rotated within 15 minutes lives 8 hours from the sign-in, not a moment longer', async () => {
    const { body } = await passwordStep('demo_ops_members');
    const loginAt = Date.now();
    const signedIn = await codeStep(body.challenge, code());
    let refreshToken = signedIn.body.refreshToken as string;
    const id = await memberId('demo_ops_members');
    const db = await getDb();
    for (let at = 14; at < 8 * 60; at += 14) {
      vi.setSystemTime(loginAt + at * 60 * 1000);
      const res = await call('/v1/auth/token/refresh', { json: { userId: 'demo_ops_members', refreshToken } });
      expect(res.status, `rotation at ${at} min`).toBe(200);
      refreshToken = ((await res.json()) as { refreshToken: string }).refreshToken;
    }
    const [last] = await db.select().from(refreshTokens).where(eq(refreshTokens.memberId, id)).orderBy(desc(refreshTokens.id)).limit(1);
    expect(last!.expiresAt.getTime()).toBe(loginAt + SESSION_LIFETIMES.staff.maxSeconds * 1000);
    vi.setSystemTime(loginAt + SESSION_LIFETIMES.staff.maxSeconds * 1000);
    expect((await call('/v1/auth/token/refresh', { json: { userId: 'demo_ops_members', refreshToken } })).status).toBe(401);
  });

  it('a wrong code is 401; repeated failures are throttled with 429 and Retry-After', async () => {
    const { body } = await passwordStep('demo_ops_edi');
    const wrong = await codeStep(body.challenge, '000000' === code() ? '111111' : '000000');
    expect(wrong.res.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'INVALID_SECOND_FACTOR', message: '인증 코드가 올바르지 않습니다. 다시 확인해 주세요.' });
    // Five failures are free (the challenge allows five tries); a new challenge then waits.
    for (let i = 0; i < 4; i++) expect((await codeStep(body.challenge, '12345' + i)).res.status).toBe(401);
    expect((await codeStep(body.challenge, code())).body.code).toBe('INVALID_CHALLENGE');
    const again = await passwordStep('demo_ops_edi');
    const throttled = await codeStep(again.body.challenge, code());
    expect(throttled.res.status).toBe(429);
    expect(throttled.res.headers.get('retry-after')).toBe('1');
    expect(throttled.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: '인증 코드 입력이 너무 많습니다. 1초 후에 다시 시도해 주세요.' });
    // After the wait the right code signs in, on the same challenge.
    vi.setSystemTime(Date.now() + 1000);
    expect((await codeStep(again.body.challenge, code())).res.status).toBe(200);
  });

  it('a code already accepted is refused when played again, even on a new challenge', async () => {
    const played = code();
    const first = await passwordStep('demo_ops_cs');
    expect((await codeStep(first.body.challenge, played)).res.status).toBe(200);
    const second = await passwordStep('demo_ops_cs');
    const replay = await codeStep(second.body.challenge, played);
    expect(replay.res.status).toBe(401);
    expect(replay.body.code).toBe('INVALID_SECOND_FACTOR');
    // The next step's code is a new one.
    nextStep();
    expect((await codeStep(second.body.challenge, code())).res.status).toBe(200);
  });

  it('an expired challenge, or one used already, is refused and asks for the password again', async () => {
    const stale = await passwordStep('demo_ops_settlement');
    vi.setSystemTime(Date.now() + CHALLENGE_SECONDS * 1000 + 1000);
    const expired = await codeStep(stale.body.challenge, code());
    expect(expired.res.status).toBe(401);
    expect(expired.body).toEqual({
      code: 'INVALID_CHALLENGE',
      message: '로그인 확인 시간이 지났습니다. 아이디와 비밀번호로 다시 로그인해 주세요.',
    });
    const fresh = await passwordStep('demo_ops_settlement');
    expect((await codeStep(fresh.body.challenge, code())).res.status).toBe(200);
    nextStep();
    expect((await codeStep(fresh.body.challenge, code())).body.code).toBe('INVALID_CHALLENGE');
    expect((await call('/v1/auth/second-factor/enrolment', { ...client, json: { challenge: fresh.body.challenge } })).status).toBe(401);
  });

  it('enrolment: an account without an authenticator gets its secret, proves it with a code and gets 10 recovery codes once', async () => {
    const id = await newStaff('ops_new_enrol');
    const first = await passwordStep('ops_new_enrol');
    expect(first.body).toMatchObject({ secondFactorRequired: true, enrolmentRequired: true });
    const enrolment = await call('/v1/auth/second-factor/enrolment', { ...client, json: { challenge: first.body.challenge } });
    expect(enrolment.status).toBe(200);
    const { secret, otpauthUri } = (await enrolment.json()) as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*ops_new_enrol\?.*secret=[A-Z2-7]{32}/);
    // Asked again (a second tab), the same secret.
    const again = await call('/v1/auth/second-factor/enrolment', { ...client, json: { challenge: first.body.challenge } });
    expect(((await again.json()) as { secret: string }).secret).toBe(secret);
    // A code of another secret does not enrol.
    expect((await codeStep(first.body.challenge, totpCode(DEMO_STAFF_TOTP_SECRET))).res.status).toBe(401);

    const done = await codeStep(first.body.challenge, totpCode(secret));
    expect(done.res.status).toBe(200);
    const recoveryCodes = done.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of recoveryCodes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const db = await getDb();
    const [factor] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.memberId, id));
    expect(factor!.enrolledAt).not.toBeNull();
    const actions = await db.select({ action: staffAudit.action }).from(staffAudit).where(eq(staffAudit.staffId, id));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['SECOND_FACTOR_ENROLLED', 'SIGN_IN']));

    // The next sign-in asks for the code, gives no new recovery codes and offers no enrolment.
    nextStep();
    const next = await passwordStep('ops_new_enrol');
    expect(next.body.enrolmentRequired).toBe(false);
    const enrolAgain = await call('/v1/auth/second-factor/enrolment', { ...client, json: { challenge: next.body.challenge } });
    expect(enrolAgain.status).toBe(409);
    const signedIn = await codeStep(next.body.challenge, totpCode(secret));
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.body.recoveryCodes).toBeNull();
  });

  it('a recovery code signs in once, typed with or without its dash and in any case', async () => {
    await newStaff('ops_new_recovery');
    const first = await passwordStep('ops_new_recovery');
    const { secret } = (await (
      await call('/v1/auth/second-factor/enrolment', { ...client, json: { challenge: first.body.challenge } })
    ).json()) as {
      secret: string;
    };
    const codes = (await codeStep(first.body.challenge, totpCode(secret))).body.recoveryCodes as string[];
    const [one, two] = codes as [string, string];

    const a = await passwordStep('ops_new_recovery');
    expect((await codeStep(a.body.challenge, one)).res.status).toBe(200);
    const b = await passwordStep('ops_new_recovery');
    expect((await codeStep(b.body.challenge, one)).res.status).toBe(401);
    expect((await codeStep(b.body.challenge, two.replace('-', '').toLowerCase())).res.status).toBe(200);
    const id = await memberId('ops_new_recovery');
    const used = await (await getDb()).select({ action: staffAudit.action }).from(staffAudit).where(eq(staffAudit.staffId, id));
    expect(used.filter((u) => u.action === 'RECOVERY_CODE_USED')).toHaveLength(2);
  });

  it('bad input is 400 with a Korean message', async () => {
    const { body } = await passwordStep('demo_admin');
    for (const json of [{}, { challenge: body.challenge }, { challenge: body.challenge, code: '12 34<56' }, { code: '123456' }]) {
      const res = await call('/v1/auth/second-factor', { ...client, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as ApiErrorBody).message).toMatch(/[가-힣]/);
    }
    expect((await call('/v1/auth/second-factor', { ...client, json: { challenge: body.challenge, code: 'x'.repeat(21) } })).status).toBe(
      400,
    );
    expect((await call('/v1/auth/second-factor/enrolment', { ...client, json: {} })).status).toBe(400);
    expect((await call('/v1/auth/second-factor', { ...client, body: 'not json' })).status).toBe(400);
    // A challenge nobody was given.
    expect((await codeStep('nope'.repeat(10), code())).body.code).toBe('INVALID_CHALLENGE');
  });
});
