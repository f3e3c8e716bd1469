import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MAX_SECONDS } from '../../src/server/auth/sessions';
import { accessCookie, call, login } from './helpers';

// A session ends 30 days after its login, however often its refresh token rotates.

const DAY = 24 * 60 * 60 * 1000;
const refresh = (refreshToken: string) => call('/v1/auth/token/refresh', { json: { userId: 'demo_partner', refreshToken } });
const me = (cookie: string | null) => call('/v1/auth/me', { cookie });

afterEach(() => vi.useRealTimers());

describe('absolute session lifetime', () => {
  it('is 30 days', () => expect(SESSION_MAX_SECONDS).toBe(30 * 24 * 60 * 60));

  it('refuses refresh and access 30 days after login, although every rotation came in time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const loginAt = Date.now();
    let { body, cookie } = await login('demo_partner');
    // Rotate within the 14-day refresh lifetime each time, the last one 10 minutes before the end.
    for (const day of [10, 20, 30 - 10 / (24 * 60)]) {
      vi.setSystemTime(loginAt + day * DAY);
      const res = await refresh(body.refreshToken);
      expect(res.status).toBe(200);
      body = (await res.json()) as typeof body;
      cookie = accessCookie(res);
    }
    // One minute before the end the last access token still works…
    vi.setSystemTime(loginAt + 30 * DAY - 60_000);
    expect((await me(cookie)).status).toBe(200);
    // …and stops with the session, though it was issued only 11 minutes ago.
    vi.setSystemTime(loginAt + 30 * DAY + 1000);
    expect((await me(cookie)).status).toBe(401);
    const late = await refresh(body.refreshToken);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
  });

  it('caps the tokens issued near the end: the refresh token of day 29 lives one more day, not fourteen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const loginAt = Date.now();
    let { body } = await login('demo_partner');
    for (const day of [13, 26, 29]) {
      vi.setSystemTime(loginAt + day * DAY);
      const res = await refresh(body.refreshToken);
      expect(res.status).toBe(200);
      body = (await res.json()) as typeof body;
    }
    vi.setSystemTime(loginAt + 31 * DAY);
    expect((await refresh(body.refreshToken)).status).toBe(401);
  });

  it('a new login starts a new 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = Date.now();
    vi.setSystemTime(first + 29 * DAY);
    const { body } = await login('demo_partner');
    vi.setSystemTime(first + 40 * DAY);
    expect((await refresh(body.refreshToken)).status).toBe(200);
  });
});
