import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_TOKEN_SECONDS } from '../../src/server/accounts/reset-tokens';
import type { Member } from '../../src/server/db/schema';
import { outboxMessages } from '../../src/server/sms/demo-provider';
import { accessCookie, call, login, ORIGIN } from './helpers';
import { newMember, PASSWORD } from './my-page-helpers';

// The old app's find password: verify answers a LoginResponse and sets the access cookie; that session may reset the
// one member's password (PATCH …/password-for-find-account without resetToken) and do nothing else; our client's
// resetToken keeps working beside it. Either proof is used up by the reset, which signs the member out everywhere.

afterEach(() => vi.useRealTimers());

let client = 0;
const env = () => ({ clientAddress: `10.27.2.${++client}` });
const digits = (phone: string) => phone.replaceAll('-', '');
const errorOf = async (res: Response) => (await res.json()) as { code: string; message: string };

interface Grant {
  accessToken: string;
  refreshToken: string;
  deviceUuid: string | null;
  resetToken: string;
  expiresAt: string;
}

/** Sends a code to the member's number and verifies it as the old app does (query parameters only). */
async function verify(member: Member): Promise<{ res: Response; grant: Grant; cookie: string }> {
  const sent = await call(`/v1/auth/verification-code/account/send?phoneNumber=${digits(member.phoneNumber)}`, {
    method: 'POST',
    env: env(),
  });
  expect(sent.status).toBe(200);
  const code = /\[(\d{6})\]/.exec(outboxMessages()[0]?.text ?? '')?.[1] ?? '';
  const res = await call(
    `/v1/auth/verification-code/password/verify?userId=${member.userId}&phoneNumber=${digits(member.phoneNumber)}&verificationCode=${code}`,
    { method: 'POST', headers: { origin: ORIGIN } },
  );
  expect(res.status).toBe(200);
  const cookie = accessCookie(res);
  if (!cookie) throw new Error('verify set no access cookie');
  return { res, grant: (await res.json()) as Grant, cookie };
}

const legacyReset = (cookie: string | null, userId: string, newPassword = 'Reset1234!', pathUserId = userId) =>
  call(`/v1/members/${pathUserId}/password-for-find-account`, { method: 'PATCH', cookie, json: { userId, newPassword } });

describe('verify', () => {
  it('answers a LoginResponse (and our resetToken) and sets a short-lived access cookie', async () => {
    const member = await newMember();
    const { res, grant } = await verify(member);
    expect(grant).toMatchObject({ deviceUuid: null });
    for (const key of ['accessToken', 'refreshToken', 'resetToken'] as const) expect(grant[key]).toMatch(/^[\w-]{40,}$/);
    expect(new Set([grant.accessToken, grant.refreshToken, grant.resetToken]).size).toBe(3);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
    expect(setCookie).toContain(`Max-Age=${RESET_TOKEN_SECONDS}`);
    expect(setCookie).toContain('HttpOnly');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('the password-reset session', () => {
  it("resets that member's password, once, and signs the member out everywhere", async () => {
    const member = await newMember();
    const elsewhere = await login(member.userId, PASSWORD);
    const { cookie, grant } = await verify(member);
    const res = await legacyReset(cookie, member.userId);
    expect(res.status).toBe(204);
    expect((await login(member.userId, 'Reset1234!')).res.status).toBe(200);
    expect((await call('/v1/auth/me', { cookie: elsewhere.cookie })).status).toBe(401);
    // Single use: the session is over, and the reset token of the same verify died with it.
    expect(await errorOf(await legacyReset(cookie, member.userId, 'Again1234!'))).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    const withToken = await call(`/v1/members/${member.userId}/password-for-find-account`, {
      method: 'PATCH',
      json: { userId: member.userId, newPassword: 'Again1234!', resetToken: grant.resetToken },
    });
    expect(withToken.status).toBe(403);
    expect((await login(member.userId, 'Reset1234!')).res.status).toBe(200);
  });

  it('can do nothing else: every other route refuses it (401), and its refresh token does not rotate', async () => {
    const member = await newMember({ partnerContractStatus: 'INDIVIDUAL' });
    const { cookie, grant } = await verify(member);
    const refused: [string, string][] = [
      ['GET', '/v1/auth/me'],
      ['GET', '/v1/auth/sessions'],
      ['GET', '/v1/members/me/push-preferences'],
      ['GET', '/v1/members/me/password-check'],
      ['DELETE', `/v1/members/${member.userId}`],
      ['GET', `/v1/partner-contracts/${member.userId}`],
      ['GET', '/v1/boards?boardType=FREE'],
      ['GET', '/v1/settlements'],
      ['GET', '/v1/compliance/items'],
      ['GET', '/v1/expenditures'],
    ];
    for (const [method, path] of refused) {
      const res = await call(path, { method, cookie });
      expect([res.status, path]).toEqual([401, path]);
      expect((await errorOf(res)).code).toBe('SESSION_SCOPE');
    }
    const recheck = await call(`/v1/members/check-password?password=${PASSWORD}`, { method: 'POST', cookie });
    expect(recheck.status).toBe(401);
    const refresh = await call('/v1/auth/token/refresh', { json: { userId: member.userId, refreshToken: grant.refreshToken } });
    expect(refresh.status).toBe(401);
    expect(accessCookie(refresh)).toBeNull();
    expect((await call('/v1/auth/me', { cookie })).status).toBe(401);
    // Still good for the one thing it is for.
    expect((await legacyReset(cookie, member.userId)).status).toBe(204);
  });

  it('is bound to its member: another login id in the path (or body) is refused and changes nothing', async () => {
    const member = await newMember();
    const other = await newMember();
    const { cookie } = await verify(member);
    expect(await errorOf(await legacyReset(cookie, other.userId))).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    expect((await legacyReset(cookie, member.userId, 'Reset1234!', other.userId)).status).toBe(400);
    expect((await login(other.userId, PASSWORD)).res.status).toBe(200);
    expect((await legacyReset(cookie, member.userId)).status).toBe(204);
  });

  it('lives as long as a reset token: after that the reset is refused', async () => {
    const member = await newMember();
    const { cookie } = await verify(member);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (RESET_TOKEN_SECONDS + 1) * 1000);
    expect(await errorOf(await legacyReset(cookie, member.userId))).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    vi.useRealTimers();
    expect((await login(member.userId, PASSWORD)).res.status).toBe(200);
  });

  it('ends with a logout, and with a newer verify of the same member', async () => {
    const member = await newMember();
    vi.useFakeTimers({ toFake: ['Date'] });
    // The next code for a number may be sent 30 s after the last one.
    const later = () => vi.setSystemTime(Date.now() + 31_000);
    const first = await verify(member);
    const logout = await call('/v1/auth/logout', {
      cookie: first.cookie,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
    });
    expect(logout.status).toBe(204);
    expect((await legacyReset(first.cookie, member.userId)).status).toBe(403);
    later();
    const second = await verify(member);
    later();
    const third = await verify(member);
    expect((await legacyReset(second.cookie, member.userId)).status).toBe(403);
    expect((await legacyReset(third.cookie, member.userId)).status).toBe(204);
  });

  it('is no sign-in: a full session cannot reset without a token, and the reset session is not listed as a device', async () => {
    const member = await newMember();
    const full = await login(member.userId, PASSWORD);
    await verify(member);
    expect((await legacyReset(full.cookie, member.userId)).status).toBe(403);
    const devices = (await (await call('/v1/auth/sessions', { cookie: full.cookie })).json()) as unknown;
    // Listing devices needs a re-check; either way the answer never names the reset session as a device.
    expect(JSON.stringify(devices)).not.toContain('PASSWORD_RESET');
  });
});

describe("our client's form beside it", () => {
  it('resets with the resetToken in the body and no cookie, ending the reset session too', async () => {
    const member = await newMember();
    const { cookie, grant } = await verify(member);
    const res = await call(`/v1/members/${member.userId}/password-for-find-account`, {
      method: 'PATCH',
      json: { userId: member.userId, newPassword: 'Token1234!', resetToken: grant.resetToken },
    });
    expect(res.status).toBe(204);
    expect((await login(member.userId, 'Token1234!')).res.status).toBe(200);
    expect((await legacyReset(cookie, member.userId)).status).toBe(403);
  });

  it('refuses a reset with neither proof', async () => {
    const member = await newMember();
    expect(await errorOf(await legacyReset(null, member.userId))).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });
});
