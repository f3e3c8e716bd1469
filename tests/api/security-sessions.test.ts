import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionDevice } from '../../src/api/types';
import { sanitizeRichText } from '../../src/lib/sanitize';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { getDb } from '../../src/server/runtime/database';
import { multipart, PDF, PNG, send } from './content-helpers';
import { accessCookie, call, login, ORIGIN } from './helpers';
import { newMember, PASSWORD, recheck } from './my-page-helpers';
import { app } from '../../src/server/app';

// Sessions and logout as an attacker sees them: a logout nobody asked for (an image in a post, a link on another
// site), images that point anywhere but the portal's own editor files, sessions that outlive a working day, devices
// a member cannot see or end, and a contract (bank account) sent from a session that did not re-check the password.

beforeEach(async () => resetLoginAttempts(await getDb()));
afterEach(() => vi.useRealTimers());

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const me = (cookie: string | null) => call('/v1/auth/me', { cookie });
const refresh = (userId: string, refreshToken: string) => call('/v1/auth/token/refresh', { json: { userId, refreshToken } });
const signIn = async (userId: string, extra: Record<string, unknown> = {}, userAgent = CHROME_WINDOWS) => {
  const res = await call('/v1/auth/login', {
    json: { userId, password: PASSWORD, device: null, ...extra },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status, `login ${userId}`).toBe(200);
  const body = (await res.json()) as { refreshToken: string };
  return { cookie: accessCookie(res) ?? '', refreshToken: body.refreshToken };
};
const fetchHeaders = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

describe('logout cannot be triggered by a page', () => {
  it('an <img> pointing at GET /v1/auth/logout (Sec-Fetch-Dest: image) signs nobody out', async () => {
    const { cookie } = await login('demo_partner');
    const img = await call('/v1/auth/logout', {
      cookie,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    });
    expect(img.status).toBe(403);
    expect(await img.json()).toMatchObject({ code: 'LOGOUT_REFUSED', message: expect.stringMatching(/[가-힣]/) });
    expect(img.headers.getSetCookie().join('')).not.toContain('access_token=;');
    expect((await me(cookie)).status).toBe(200);
  });

  it('a link or form on another site (cross-site navigation) signs nobody out', async () => {
    const { cookie } = await login('demo_partner');
    const pages: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      // A navigation inside the portal (a link in a post) is a document, not the app's own call.
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    ];
    for (const headers of pages) {
      expect((await call('/v1/auth/logout', { cookie, headers })).status, JSON.stringify(headers)).toBe(403);
    }
    const post = await call('/v1/auth/logout', { method: 'POST', cookie, headers: { origin: 'https://evil.example' } });
    expect(post.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
  });

  it('a browser that sends no Fetch Metadata cannot be made to sign out with the cookie alone', async () => {
    const { cookie } = await login('demo_partner');
    expect((await call('/v1/auth/logout', { cookie })).status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
  });

  it("the app's own fetch (same-origin, empty destination) and a Bearer call still sign out with GET", async () => {
    const web = await login('demo_partner');
    const own = await call('/v1/auth/logout', { cookie: web.cookie, headers: fetchHeaders });
    expect(own.status).toBe(204);
    expect((await me(web.cookie)).status).toBe(401);
    const app = await login('demo_partner');
    const bearer = await call('/v1/auth/logout?deviceUuid=abc', { headers: { authorization: `Bearer ${app.body.accessToken}` } });
    expect(bearer.status).toBe(204);
    expect((await call('/v1/auth/me', { headers: { authorization: `Bearer ${app.body.accessToken}` } })).status).toBe(401);
  });

  it('POST /v1/auth/logout signs out: the session, its refresh token and the cookie', async () => {
    const { cookie, body } = await login('demo_org');
    const res = await call('/v1/auth/logout', { method: 'POST', cookie, headers: { origin: ORIGIN } });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join('')).toContain('access_token=;');
    expect((await me(cookie)).status).toBe(401);
    expect((await refresh('demo_org', body.refreshToken)).status).toBe(401);
    expect((await call('/v1/auth/logout', { method: 'POST' })).status).toBe(204);
  });
});

describe('rich text keeps only the portal’s own editor images', () => {
  it('keeps /v1/files/{id} and drops absolute URLs (the portal itself included), other hosts and other paths', () => {
    expect(sanitizeRichText('<p><img src="/v1/files/1" alt=""></p>')).toBe('<p><img src="/v1/files/1" alt="" /></p>');
    for (const src of [
      'http://localhost/v1/auth/logout',
      'https://localhost/v1/auth/logout',
      'https://localhost/v1/files/1',
      '//host/x.png',
      'https://cdn.example/x.png',
      '/v1/auth/logout',
      '/logout',
      '/v1/files/1/../../auth/logout',
      '/v1/files/1?x=/v1/auth/logout',
    ]) {
      expect(sanitizeRichText(`<p>글<img src="${src}"></p>`), src).toBe('<p>글</p>');
    }
  });

  it('a stored post keeps /v1/files/1 and loses the logout image', async () => {
    const content =
      '<p>사진</p><img src="/v1/files/1"><img src="http://localhost/v1/auth/logout"><img src="https://localhost/v1/auth/logout"><img src="//host/x.png">';
    const created = await send(
      'demo_member',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'INQUIRY', title: '이미지 확인', content }, 'files'),
    );
    expect(created.status).toBe(201);
    const read = await send('demo_member', 'GET', `/v1/boards/${created.text}`);
    const stored = String(read.json?.content);
    expect(stored).toContain('/v1/files/1');
    expect(stored).not.toMatch(/logout|\/\/host|https?:/);
  });
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('session lifetime: 12 hours unless 「로그인 상태 유지」', () => {
  it('a session without keepLogin is refused 12 hours after sign-in, however often it rotated', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = await newMember();
    const start = Date.now();
    let { cookie, refreshToken } = await signIn(member.userId);
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      vi.setSystemTime(start + minutes * 60_000);
      const res = await refresh(member.userId, refreshToken);
      expect(res.status, `rotation at ${minutes} min`).toBe(200);
      refreshToken = ((await res.json()) as { refreshToken: string }).refreshToken;
      cookie = accessCookie(res) ?? '';
    }
    vi.setSystemTime(start + 12 * HOUR - 60_000);
    expect((await me(cookie)).status).toBe(200);
    vi.setSystemTime(start + 12 * HOUR + 1000);
    expect((await me(cookie)).status).toBe(401);
    expect((await refresh(member.userId, refreshToken)).status).toBe(401);
  });

  it('without keepLogin, 30 minutes without use end it too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = await newMember();
    const start = Date.now();
    const { refreshToken } = await signIn(member.userId);
    vi.setSystemTime(start + 31 * 60_000);
    expect((await refresh(member.userId, refreshToken)).status).toBe(401);
  });

  it('with keepLogin it lasts: rotated on day 10 and 20 it still works on day 29', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = await newMember();
    const start = Date.now();
    let { refreshToken } = await signIn(member.userId, { keepLogin: true });
    for (const day of [0.6, 10, 20, 29]) {
      vi.setSystemTime(start + day * DAY);
      const res = await refresh(member.userId, refreshToken);
      expect(res.status, `day ${day}`).toBe(200);
      refreshToken = ((await res.json()) as { refreshToken: string }).refreshToken;
    }
    vi.setSystemTime(start + 30 * DAY + 1000);
    expect((await refresh(member.userId, refreshToken)).status).toBe(401);
  });

  it('keepLogin must be a boolean', async () => {
    const res = await call('/v1/auth/login', { json: { userId: 'demo_member', password: 'demo1234!', device: null, keepLogin: 'yes' } });
    expect(res.status).toBe(400);
  });
});

describe('signed-in devices', () => {
  const list = async (cookie: string) => {
    const res = await call('/v1/auth/sessions', { cookie });
    return { status: res.status, body: (await res.json()) as SessionDevice[] | { code: string } };
  };

  it('lists the member’s live sessions with a short device label, never the raw User-Agent', async () => {
    const member = await newMember();
    const laptop = await signIn(member.userId, { keepLogin: true }, CHROME_WINDOWS);
    const phone = await signIn(member.userId, {}, SAFARI_IPHONE);
    const ended = await signIn(member.userId);
    await call('/v1/auth/logout', { method: 'POST', cookie: ended.cookie });
    await recheck(laptop.cookie);
    const { status, body } = await list(laptop.cookie);
    expect(status).toBe(200);
    const devices = body as SessionDevice[];
    expect(devices).toHaveLength(2);
    const [mine, other] = [devices.find((d) => d.current), devices.find((d) => !d.current)];
    expect(mine).toMatchObject({ device: 'Chrome · Windows', keepLogin: true, current: true });
    expect(other).toMatchObject({ device: 'Safari · iOS', keepLogin: false, current: false });
    expect(Object.keys(mine ?? {}).sort()).toEqual(['current', 'device', 'id', 'keepLogin', 'lastUsedAt', 'signedInAt']);
    expect(mine?.signedInAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const text = JSON.stringify(devices);
    expect(text).not.toMatch(/Mozilla|AppleWebKit|127\.0\.0\.1/);
    expect((await me(phone.cookie)).status).toBe(200);
  });

  it('signs another device out (after the password re-check); that device is refused on its next request', async () => {
    const member = await newMember();
    const laptop = await signIn(member.userId);
    const phone = await signIn(member.userId, {}, SAFARI_IPHONE);
    await recheck(laptop.cookie);
    const devices = (await list(laptop.cookie)).body as SessionDevice[];
    const other = devices.find((d) => !d.current);
    expect(other).toBeDefined();
    const res = await call(`/v1/auth/sessions/${other?.id}`, { method: 'DELETE', cookie: laptop.cookie });
    expect(res.status).toBe(204);
    expect((await me(phone.cookie)).status).toBe(401);
    expect((await refresh(member.userId, phone.refreshToken)).status).toBe(401);
    expect((await me(laptop.cookie)).status).toBe(200);
    expect(((await list(laptop.cookie)).body as SessionDevice[]).map((d) => d.current)).toEqual([true]);
  });

  it('signs every other device out at once and keeps this one', async () => {
    const member = await newMember();
    const here = await signIn(member.userId);
    const others = [await signIn(member.userId), await signIn(member.userId, { keepLogin: true }, SAFARI_IPHONE)];
    await recheck(here.cookie);
    const res = await call('/v1/auth/sessions?others=true', { method: 'DELETE', cookie: here.cookie });
    expect(res.status).toBe(204);
    for (const o of others) expect((await me(o.cookie)).status).toBe(401);
    expect((await me(here.cookie)).status).toBe(200);
    expect((await list(here.cookie)).body).toHaveLength(1);
  });

  it('refuses: signed out 401, without a fresh re-check 403, another member’s session 404, bad input 400', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const ownerSession = await signIn(owner.userId);
    const strangerSession = await signIn(stranger.userId);
    expect((await call('/v1/auth/sessions')).status).toBe(401);
    expect((await call('/v1/auth/sessions?others=true', { method: 'DELETE' })).status).toBe(401);
    const unchecked = await list(ownerSession.cookie);
    expect(unchecked.status).toBe(403);
    expect(unchecked.body).toMatchObject({ code: 'RECHECK_REQUIRED' });
    expect((await call('/v1/auth/sessions?others=true', { method: 'DELETE', cookie: ownerSession.cookie })).status).toBe(403);
    await recheck(ownerSession.cookie);
    await recheck(strangerSession.cookie);
    const strangerId = ((await list(strangerSession.cookie)).body as SessionDevice[])[0]?.id;
    const foreign = await call(`/v1/auth/sessions/${strangerId}`, { method: 'DELETE', cookie: ownerSession.cookie });
    expect(foreign.status).toBe(404);
    expect((await me(strangerSession.cookie)).status).toBe(200);
    for (const bad of ['not-a-uuid', '1', `${strangerId}x`]) {
      expect((await call(`/v1/auth/sessions/${bad}`, { method: 'DELETE', cookie: ownerSession.cookie })).status, bad).toBe(400);
    }
    for (const query of ['', '?others=false', '?others=1', '?others=true&others=true']) {
      expect((await call(`/v1/auth/sessions${query}`, { method: 'DELETE', cookie: ownerSession.cookie })).status, query).toBe(400);
    }
  });

  it('ending this very session from the list is a logout, and needs no re-check', async () => {
    const member = await newMember();
    const here = await signIn(member.userId);
    await recheck(here.cookie);
    const id = ((await list(here.cookie)).body as SessionDevice[])[0]?.id;
    const other = await signIn(member.userId);
    const res = await call(`/v1/auth/sessions/${id}`, { method: 'DELETE', cookie: here.cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join('')).toContain('access_token=;');
    expect((await me(here.cookie)).status).toBe(401);
    expect((await me(other.cookie)).status).toBe(200);
  });
});

describe('a partner contract (bank account) needs the password re-check', () => {
  const apply = (cookie: string) => {
    const form = multipart(
      'request',
      {
        contractType: 'INDIVIDUAL',
        companyName: '재확인상사',
        businessNumber: '220-81-62517',
        bankName: '국민은행',
        accountNumber: '12345678901',
      },
      'unused',
    );
    for (const part of ['business_registration', 'subcontract_agreement', 'education_certificate'])
      form.append(part, new File([PDF as BlobPart], `${part}.pdf`, { type: 'application/pdf' }));
    form.append('cso_certificate', new File([PNG as BlobPart], 'cso.png', { type: 'image/png' }));
    return app.request(`${ORIGIN}/v1/partner-contracts`, { method: 'POST', headers: { cookie }, body: form });
  };

  it('is refused with 403 RECHECK_REQUIRED without a fresh re-check, and taken with one', async () => {
    const member = await newMember();
    const { cookie } = await signIn(member.userId);
    const refused = await apply(cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'RECHECK_REQUIRED' });
    await recheck(cookie);
    const taken = await apply(cookie);
    expect(taken.status, await taken.clone().text()).toBe(201);
  });
});
