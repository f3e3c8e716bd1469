import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_SECONDS, MAX_TRIES, PHONE_SENDS_PER_HOUR, SEND_GAP_SECONDS } from '../../src/server/accounts/codes';
import { RESET_TOKEN_SECONDS } from '../../src/server/accounts/reset-tokens';
import { getDb } from '../../src/server/runtime/database';
import { verificationCodes } from '../../src/server/db/schema';
import { outboxMessages } from '../../src/server/sms/demo-provider';
import { call, login } from './helpers';

// Find ID and find password by SMS code: codes expire, die after five wrong tries, are rate limited per number and per
// client, and a password reset needs the one-time token of a verified code for that very member.

afterEach(() => vi.useRealTimers());

let client = 0;
/** A fresh client address per test, so that the per-client limit of one test does not reach into the next. */
const nextClient = () => ({ clientAddress: `10.0.0.${++client}` });

const send = (phone: string, env = nextClient()) =>
  call(`/v1/auth/verification-code/account/send?phoneNumber=${phone}`, { method: 'POST', env });
const verifyId = (phone: string, code: string) =>
  call(`/v1/auth/verification-code/id/verify?phoneNumber=${phone}&verificationCode=${code}`, { method: 'POST' });
const verifyPassword = (userId: string, phone: string, code: string) =>
  call(`/v1/auth/verification-code/password/verify?userId=${userId}&phoneNumber=${phone}&verificationCode=${code}`, { method: 'POST' });
const reset = (userId: string, body: Record<string, unknown>) =>
  call(`/v1/members/${userId}/password-for-find-account`, { method: 'PATCH', json: body });

/** The code of the newest outbox message (the demo SMS provider). */
function lastCode(): string {
  const match = /\[(\d{6})\]/.exec(outboxMessages()[0]?.text ?? '');
  if (!match?.[1]) throw new Error('no code in the outbox');
  return match[1];
}
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const errorOf = async (res: Response) => (await res.json()) as { code: string; message: string };

// Each test walks its own clock forward a day, so that one number's send limits never reach into the next test.
let day = 0;
function freshClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2030, 0, 1) + ++day * 24 * 60 * 60 * 1000);
}

describe('sending a code', () => {
  it('sends a member number a code, logs it masked, and stores only a hash', async () => {
    freshClock();
    const before = outboxMessages().length;
    const res = await send('01066273041');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('인증번호를 발송했습니다.');
    expect(outboxMessages().length).toBe(before + 1);
    expect(outboxMessages()[0]?.to).toBe('010-****-3041');
    const code = lastCode();
    const rows = await (await getDb()).select().from(verificationCodes).where(eq(verificationCodes.phoneNumber, '010-6627-3041'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
  });

  it('answers an unknown number exactly like a member number, and sends nothing', async () => {
    freshClock();
    const before = outboxMessages().length;
    const res = await send('010-9999-0001');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('인증번호를 발송했습니다.');
    expect(outboxMessages().length).toBe(before);
    // A guess at the unsent code reads like any wrong code.
    expect(await errorOf(await verifyId('01099990001', '123456'))).toMatchObject({ code: 'CODE_MISMATCH' });
  });

  it('refuses a malformed number', async () => {
    const res = await send('12345');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain('휴대폰 번호 형식');
  });

  it('limits sends per number: one per 30 seconds, five an hour', async () => {
    freshClock();
    expect((await send('01055309418')).status).toBe(200);
    const early = await send('01055309418');
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(early)).message).toMatch(/너무 많습니다/);
    for (let i = 1; i < PHONE_SENDS_PER_HOUR; i++) {
      vi.setSystemTime(Date.now() + SEND_GAP_SECONDS * 1000 + 1000);
      expect((await send('01055309418')).status).toBe(200);
    }
    vi.setSystemTime(Date.now() + SEND_GAP_SECONDS * 1000 + 1000);
    expect((await send('01055309418')).status).toBe(429);
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    expect((await send('01055309418')).status).toBe(200);
  });

  it('limits sends per client across numbers', async () => {
    freshClock();
    const env = nextClient();
    for (let i = 0; i < 20; i++) expect((await send(`0108888${String(1000 + i)}`, env)).status).toBe(200);
    const res = await send('01088882000', env);
    expect(res.status).toBe(429);
    expect((await send('01088882000')).status).toBe(200); // another client is not held back
  });
});

describe('find ID', () => {
  it('answers the member id masked after its 4th character, once', async () => {
    freshClock();
    await send('01066273041');
    const code = lastCode();
    const res = await verifyId('01066273041', code);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('demoxxxxxxx');
    expect(await errorOf(await verifyId('01066273041', code))).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('expires a code after three minutes', async () => {
    freshClock();
    await send('01066273041');
    const code = lastCode();
    vi.setSystemTime(Date.now() + CODE_SECONDS * 1000 + 1000);
    const res = await verifyId('01066273041', code);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('kills a code after five wrong tries, even for the right code after', async () => {
    freshClock();
    await send('01066273041');
    const code = lastCode();
    for (let left = MAX_TRIES - 1; left > 0; left--) {
      const res = await verifyId('01066273041', wrongOf(code));
      expect(await errorOf(res)).toEqual({ code: 'CODE_MISMATCH', message: `인증번호가 올바르지 않습니다. 남은 입력 횟수: ${left}회` });
    }
    expect(await errorOf(await verifyId('01066273041', wrongOf(code)))).toMatchObject({ code: 'CODE_LOCKED' });
    const late = await errorOf(await verifyId('01066273041', code));
    expect(late).toEqual({ code: 'CODE_LOCKED', message: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.' });
  });

  it('keeps only the newest code of a number alive', async () => {
    freshClock();
    await send('01066273041');
    const first = lastCode();
    vi.setSystemTime(Date.now() + SEND_GAP_SECONDS * 1000 + 1000);
    await send('01066273041');
    const second = lastCode();
    if (first !== second) expect((await verifyId('01066273041', first)).status).toBe(400);
    expect((await verifyId('01066273041', second)).status).toBe(200);
  });
});

describe('find password', () => {
  async function grant(userId: string, phone: string) {
    await send(phone);
    const res = await verifyPassword(userId, phone, lastCode());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { resetToken: string; expiresAt: string };
    expect(body.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    return body.resetToken;
  }

  it('refuses the right code for another account’s number, as a wrong try', async () => {
    freshClock();
    await send('01066273041');
    const res = await verifyPassword('demo_cso', '01066273041', lastCode());
    expect(await errorOf(res)).toMatchObject({ code: 'CODE_MISMATCH' });
  });

  it('resets only with the token, once, then signs the member out everywhere', async () => {
    freshClock();
    const session = await login('demo_editor');
    expect(session.res.status).toBe(200);
    const token = await grant('demo_editor', '01070458290');
    const newPassword = 'Reset5678!';

    expect((await reset('demo_editor', { userId: 'demo_editor', newPassword })).status).toBe(403); // no token, no reset session
    expect(await errorOf(await reset('demo_editor', { userId: 'demo_editor', newPassword, resetToken: 'forged' }))).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
    });
    expect((await reset('demo_member', { userId: 'demo_member', newPassword, resetToken: token })).status).toBe(403); // someone else
    expect((await reset('demo_member', { userId: 'demo_editor', newPassword, resetToken: token })).status).toBe(400); // path ≠ body
    expect((await reset('demo_editor', { userId: 'demo_editor', newPassword: 'short', resetToken: token })).status).toBe(400);

    const done = await reset('demo_editor', { userId: 'demo_editor', newPassword, resetToken: token });
    expect(done.status).toBe(204);
    expect((await reset('demo_editor', { userId: 'demo_editor', newPassword: 'Again5678!', resetToken: token })).status).toBe(403);

    expect((await call('/v1/auth/me', { cookie: session.cookie })).status).toBe(401);
    const refreshed = await call('/v1/auth/token/refresh', { json: { userId: 'demo_editor', refreshToken: session.body.refreshToken } });
    expect(refreshed.status).toBe(401);
    expect((await login('demo_editor')).res.status).toBe(401);
    expect((await login('demo_editor', newPassword)).res.status).toBe(200);
  });

  it('refuses an expired token', async () => {
    freshClock();
    const token = await grant('demo_org', '01047192863');
    vi.setSystemTime(Date.now() + RESET_TOKEN_SECONDS * 1000 + 1000);
    const res = await reset('demo_org', { userId: 'demo_org', newPassword: 'Later5678!', resetToken: token });
    expect(res.status).toBe(403);
  });
});
