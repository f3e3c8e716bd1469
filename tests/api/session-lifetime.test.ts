import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_LIFETIMES } from '../../src/server/auth/sessions';
import { accessCookie, call } from './helpers';

// How long a session lives: 12 hours from its login (30 minutes without use) unless 「로그인 상태 유지」 was ticked;
// then 30 days from its login (14 days without use), however often its refresh token rotates.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const login = async (keepLogin?: boolean) => {
  const res = await call('/v1/auth/login', { json: { userId: 'demo_partner', password: 'demo1234!', device: null, keepLogin } });
  expect(res.status).toBe(200);
  return { body: (await res.json()) as { refreshToken: string }, cookie: accessCookie(res) };
};
const refresh = (refreshToken: string) => call('/v1/auth/token/refresh', { json: { userId: 'demo_partner', refreshToken } });
const me = (cookie: string | null) => call('/v1/auth/me', { cookie });

afterEach(() => vi.useRealTimers());

describe('session lifetimes', () => {
  it('are 12 hours (30 minutes idle) by default and 30 days (14 days idle) when kept', () => {
    expect(SESSION_LIFETIMES.standard).toEqual({ maxSeconds: 12 * 60 * 60, idleSeconds: 30 * 60 });
    expect(SESSION_LIFETIMES.kept).toEqual({ maxSeconds: 30 * 24 * 60 * 60, idleSeconds: 14 * 24 * 60 * 60 });
  });
});

describe('a session without 「로그인 상태 유지」', () => {
  it('rotating within 30 minutes keeps it; the access cookie stops with the session 12 hours after login', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const loginAt = Date.now();
    let { body, cookie } = await login();
    for (let minutes = 29; minutes < 12 * 60; minutes += 29) {
      vi.setSystemTime(loginAt + minutes * 60_000);
      const res = await refresh(body.refreshToken);
      expect(res.status, `${minutes} min`).toBe(200);
      body = (await res.json()) as typeof body;
      cookie = accessCookie(res);
    }
    vi.setSystemTime(loginAt + 12 * HOUR - 60_000);
    expect((await me(cookie)).status).toBe(200);
    vi.setSystemTime(loginAt + 12 * HOUR + 1000);
    expect((await me(cookie)).status).toBe(401);
    expect(await (await refresh(body.refreshToken)).json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
  });

  it('ends after 30 minutes without a refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const loginAt = Date.now();
    const { body } = await login(false);
    vi.setSystemTime(loginAt + 29 * 60_000);
    const res = await refresh(body.refreshToken);
    expect(res.status).toBe(200);
    const next = (await res.json()) as { refreshToken: string };
    vi.setSystemTime(loginAt + 29 * 60_000 + 30 * 60_000 + 1000);
    expect((await refresh(next.refreshToken)).status).toBe(401);
  });
});

describe('a session with 「로그인 상태 유지」', () => {
  it('refuses refresh and access 30 days after login, although every rotation came in time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const loginAt = Date.now();
    let { body, cookie } = await login(true);
    // Rotate within the 14-day idle lifetime each time, the last one 10 minutes before the end.
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
    let { body } = await login(true);
    for (const day of [13, 26, 29]) {
      vi.setSystemTime(loginAt + day * DAY);
      const res = await refresh(body.refreshToken);
      expect(res.status).toBe(200);
      body = (await res.json()) as typeof body;
    }
    vi.setSystemTime(loginAt + 31 * DAY);
    expect((await refresh(body.refreshToken)).status).toBe(401);
  });

  it('ends after 14 days without a refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const loginAt = Date.now();
    const { body } = await login(true);
    vi.setSystemTime(loginAt + 14 * DAY + 1000);
    expect((await refresh(body.refreshToken)).status).toBe(401);
  });

  it('a new login starts a new 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = Date.now();
    vi.setSystemTime(first + 29 * DAY);
    const { body } = await login(true);
    vi.setSystemTime(first + 40 * DAY);
    expect((await refresh(body.refreshToken)).status).toBe(200);
  });
});
