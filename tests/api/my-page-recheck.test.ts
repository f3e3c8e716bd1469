import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordRecheck } from '../../src/api/types';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { getDb } from '../../src/server/runtime/database';
import { members, pushPreferences } from '../../src/server/db/schema';
import { call, login } from './helpers';
import { asJson, memberRow, newMember, PASSWORD, recheck, session } from './my-page-helpers';

// The password re-check of my page, the password change and withdrawal.

beforeEach(async () => resetLoginAttempts(await getDb()));

const status = async (cookie: string) => (await (await call('/v1/members/me/password-check', { cookie })).json()) as PasswordRecheck;

describe('POST /v1/members/check-password', () => {
  it('answers true for the right password and marks this session re-checked for ten minutes', async () => {
    const { cookie } = await session(await newMember());
    expect(await status(cookie)).toEqual({ checked: false, expiresAt: null });
    const started = Date.now();
    expect(await recheck(cookie)).toEqual({ status: 200, body: true });
    const after = await status(cookie);
    expect(after.checked).toBe(true);
    const minutes = (Date.parse(`${after.expiresAt}Z`) - started) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThan(10.1);
  });

  it('answers false for a wrong password and re-checks nothing', async () => {
    const { cookie } = await session(await newMember());
    expect(await recheck(cookie, 'wrong-password')).toEqual({ status: 200, body: false });
    expect((await status(cookie)).checked).toBe(false);
  });

  it("reads the old app's ?password= only in a request without a body: a JSON body is what counts", async () => {
    const { cookie } = await session(await newMember());
    const path = `/v1/members/check-password?password=${encodeURIComponent(PASSWORD)}`;
    const wrongBody = await call(path, { cookie, json: { password: 'not-it' } });
    expect(await wrongBody.json()).toBe(false);
    expect((await status(cookie)).checked).toBe(false);
    const legacy = await call(path, { method: 'POST', cookie });
    expect(await legacy.json()).toBe(true);
    expect((await status(cookie)).checked).toBe(true);
  });

  it('belongs to the session: a second login of the same member is not re-checked', async () => {
    const member = await newMember();
    const first = await session(member);
    const second = await session(member);
    await recheck(first.cookie);
    expect((await status(first.cookie)).checked).toBe(true);
    expect((await status(second.cookie)).checked).toBe(false);
  });

  it('survives the rotation of the session tokens (other tabs of the browser)', async () => {
    const member = await newMember();
    const first = await session(member);
    await recheck(first.cookie);
    const rotated = await call('/v1/auth/token/refresh', { json: { userId: member.userId, refreshToken: first.refreshToken } });
    const cookie = rotated.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect((await status(cookie)).checked).toBe(true);
  });

  it('expires after ten minutes', async () => {
    const { cookie } = await session(await newMember());
    await recheck(cookie);
    vi.useFakeTimers({ now: Date.now() + 10 * 60_000 + 1000, toFake: ['Date'] });
    try {
      expect((await status(cookie)).checked).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is throttled like a login after repeated wrong passwords', async () => {
    const { cookie } = await session(await newMember());
    for (let i = 0; i < 5; i++) expect((await recheck(cookie, `wrong-${i}`)).status).toBe(200);
    const throttled = await asJson(cookie, '/v1/members/check-password', 'POST', { password: PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await throttled.json()) as { message: string }).message).toMatch(/후에 다시 시도해 주세요/);
  });

  it('refuses the signed out (401) and bad bodies (400)', async () => {
    expect((await call('/v1/members/check-password', { json: { password: PASSWORD } })).status).toBe(401);
    expect((await call('/v1/members/me/password-check')).status).toBe(401);
    const { cookie } = await session(await newMember());
    for (const json of [{}, { password: '' }, { password: 5 }, { password: 'a\u0000b' }]) {
      const res = await asJson(cookie, '/v1/members/check-password', 'POST', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
  });
});

describe('PATCH /v1/members/{userId}/password', () => {
  const change = (cookie: string | null, userId: string, json: unknown) => asJson(cookie, `/v1/members/${userId}/password`, 'PATCH', json);

  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const member = await newMember();
    const here = await session(member);
    const elsewhere = await session(member);
    const res = await change(here.cookie, member.userId, { userId: member.userId, currentPassword: PASSWORD, newPassword: 'NewPass456!' });
    expect(res.status).toBe(204);
    expect((await login(member.userId, PASSWORD)).res.status).toBe(401);
    expect((await login(member.userId, 'NewPass456!')).res.status).toBe(200);
    expect((await call('/v1/auth/me', { cookie: here.cookie })).status).toBe(200);
    expect((await call('/v1/auth/me', { cookie: elsewhere.cookie })).status).toBe(401);
  });

  it('answers 400 with the Korean message for a wrong current password', async () => {
    const member = await newMember();
    const { cookie } = await session(member);
    const res = await change(cookie, member.userId, { currentPassword: 'wrong', newPassword: 'NewPass456!' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않습니다.' });
  });

  it('holds the password rule: 8 to 63 characters, three of four classes', async () => {
    const member = await newMember();
    const { cookie } = await session(member);
    for (const [newPassword, message] of [
      ['Ab1!', '8~63자'],
      [`Ab1!${'x'.repeat(60)}`, '8~63자'],
      ['abcdefgh1', '3가지 이상'],
      ['ABCDEFGH', '3가지 이상'],
    ] as const) {
      const res = await change(cookie, member.userId, { currentPassword: PASSWORD, newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    expect((await change(cookie, member.userId, { currentPassword: PASSWORD, newPassword: `Ab1!${'x'.repeat(59)}` })).status).toBe(204);
  });

  it("refuses another member's path (403) and the signed out (401)", async () => {
    const member = await newMember();
    const other = await newMember();
    const { cookie } = await session(member);
    const body = { currentPassword: PASSWORD, newPassword: 'NewPass456!' };
    expect((await change(cookie, other.userId, body)).status).toBe(403);
    expect((await change(cookie, member.userId, { ...body, userId: other.userId })).status).toBe(403);
    expect((await change(null, member.userId, body)).status).toBe(401);
    expect((await login(other.userId, PASSWORD)).res.status).toBe(200);
  });
});

describe('DELETE /v1/members/{userId}', () => {
  it('needs a fresh re-check, then withdraws: the row kept and scrubbed, every session ended, login refused', async () => {
    const member = await newMember({ marketingSms: true, marketingSmsAgreedAt: new Date() });
    const here = await session(member);
    const elsewhere = await session(member);
    await asJson(here.cookie, '/v1/members/me/push-preferences', 'PATCH', { allowNotice: false });
    const unchecked = await asJson(here.cookie, `/v1/members/${member.userId}`, 'DELETE');
    expect(unchecked.status).toBe(403);
    expect(((await unchecked.json()) as { code: string }).code).toBe('RECHECK_REQUIRED');
    await recheck(here.cookie);
    const res = await asJson(here.cookie, `/v1/members/${member.userId}`, 'DELETE');
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()[0]).toMatch(/^access_token=;.*Max-Age=0/);
    const row = await memberRow(member.id);
    expect(row).toMatchObject({ userId: member.userId, accountStatus: 'DELETED', name: '탈퇴회원', email: '', phoneNumber: '' });
    expect(row.withdrawnAt).toBeInstanceOf(Date);
    expect(row.nickname).not.toBe(member.nickname);
    expect(row.marketingSms).toBe(false);
    expect(row.referralCode).toBeNull();
    const db = await getDb();
    expect(await db.select().from(pushPreferences).where(eq(pushPreferences.memberId, member.id))).toEqual([]);
    for (const cookie of [here.cookie, elsewhere.cookie]) expect((await call('/v1/auth/me', { cookie })).status).toBe(401);
    const refresh = await call('/v1/auth/token/refresh', { json: { userId: member.userId, refreshToken: elsewhere.refreshToken } });
    expect(refresh.status).toBe(401);
    const again = await login(member.userId, PASSWORD);
    expect(again.res.status).toBe(403);
    expect(again.body).toMatchObject({ code: 'ACCOUNT_DELETED', message: expect.stringContaining('탈퇴한 계정입니다') });
    const [kept] = await db.select({ id: members.id }).from(members).where(eq(members.userId, member.userId));
    expect(kept?.id).toBe(member.id);
  });

  it("refuses another member's id (403) and the signed out (401)", async () => {
    const member = await newMember();
    const other = await newMember();
    const { cookie } = await session(member);
    await recheck(cookie);
    expect((await asJson(cookie, `/v1/members/${other.userId}`, 'DELETE')).status).toBe(403);
    expect((await asJson(null, `/v1/members/${member.userId}`, 'DELETE')).status).toBe(401);
    expect((await memberRow(other.id)).accountStatus).toBe('ACTIVATED');
    expect((await memberRow(member.id)).accountStatus).toBe('ACTIVATED');
  });
});
