import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { expectOk, LegacyBrowser, legacyQuery, readAs, signedIn } from './legacy-client';
import { KmcRequestAnswer, MemberDetails, NicknameAvailability, PushPreferences } from './wire-common';

// The old app's session calls replayed against our server: login (plain and with the RSA build flag), whoAmI as every
// kind of member, token rotation, logout, and the small public and my-page calls, each answer read as its type.

// Partners only: a staff account's login answers the challenge of its second factor instead (staff-sign-in.test.ts).
const DEMO = ['demo_partner', 'demo_org', 'demo_cso', 'demo_member', 'demo_applicant', 'demo_pending', 'demo_rejected'];

describe('the wire form of the replay', () => {
  it('builds queries as the generated client does: nulls left out, arrays comma-joined, axios encoding', () => {
    const query = legacyQuery({ noticeTypes: ['POLICY', 'GENERAL'], boardTitle: '신규 처방', myUserId: null, isExposed: true, page: 0 });
    expect(query).toBe('?noticeTypes=POLICY,GENERAL&boardTitle=%EC%8B%A0%EA%B7%9C+%EC%B2%98%EB%B0%A9&isExposed=true&page=0');
  });
});

describe('login and whoAmI', () => {
  it('logs every demo account in with a clear password and answers MemberDetails', async () => {
    const kinds = new Map<string, string>();
    for (const userId of DEMO) {
      const browser = await signedIn(userId);
      expect(browser.me?.userId).toBe(userId);
      expect(browser.cookie('access_token')).toBeTruthy();
      kinds.set(userId, browser.me?.partnerContractStatus ?? '');
    }
    expect(kinds.get('demo_partner')).toBe('INDIVIDUAL');
    expect(kinds.get('demo_org')).toBe('ORGANIZATION');
    expect(kinds.get('demo_cso')).toBe('CSO');
    expect(kinds.get('demo_member')).toBe('NONE');
  });

  it('logs in with the password RSA-OAEP SHA-256 encrypted under GET /v1/auth/public-key (build flag on)', async () => {
    const browser = await signedIn('demo_cso', 'demo1234!', { encryptPassword: true });
    expect(browser.me?.partnerContractStatus).toBe('CSO');
    const wrong = new LegacyBrowser();
    await expect(wrong.login('demo_cso', 'wrong-pass1!', { encryptPassword: true })).rejects.toThrow(/HTTP 401/);
    expect(wrong.me).toBeNull();
  });

  it('answers 401 to a wrong password and to whoAmI without a session', async () => {
    const guest = new LegacyBrowser();
    expect((await guest.post('/v1/auth/login', { userId: 'demo_member', password: 'nope1234!', device: null })).status).toBe(401);
    expect((await guest.get('/v1/auth/me')).status).toBe(401);
    expect(await guest.whoAmI()).toBeNull();
  });
});

describe('token rotation and logout', () => {
  it('rotates the stored refresh token with { userId, refreshToken } and keeps the cookie session alive', async () => {
    const browser = await signedIn('demo_partner');
    const first = browser.refreshToken;
    const cookie = browser.cookie('access_token');
    const rotated = await browser.rotate();
    expect(rotated?.refreshToken).toBeTruthy();
    expect(rotated?.refreshToken).not.toBe(first);
    expect(browser.cookie('access_token')).not.toBe(cookie);
    const again = await browser.rotate();
    expect(again?.refreshToken).not.toBe(rotated?.refreshToken);
    expect((await browser.whoAmI())?.userId).toBe('demo_partner');
  });

  it('drops the session when the rotation fails (an empty stored token)', async () => {
    const browser = await signedIn('demo_member');
    browser.refreshToken = null;
    expect(await browser.rotate()).toBeNull();
    expect(browser.me).toBeNull();
  });

  it('logs out with GET /v1/auth/logout; whoAmI then fails', async () => {
    const browser = await signedIn('demo_org');
    await expectOk(await browser.logout(), 'GET /v1/auth/logout');
    expect(browser.me).toBeNull();
    expect((await browser.get('/v1/auth/me')).status).toBe(401);
  });
});

describe('public and my-page calls', () => {
  it('answers the terms and the privacy policy as HTML text', async () => {
    const guest = new LegacyBrowser();
    for (const path of ['/v1/terms/latest', '/v1/terms/privacy/latest']) {
      const res = await guest.get(path);
      const text = await expectOk(res, path);
      // axios hands the screen a JSON string as the string, anything else as the text itself.
      const html = (res.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
      expect(typeof html, path).toBe('string');
      expect(html as string).toMatch(/<\w+/);
    }
  });

  it('starts an identity verification with the fixed client constants', async () => {
    const guest = new LegacyBrowser();
    const body = { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' };
    await readAs(KmcRequestAnswer, await guest.post('/v1/kmc/auth/request', body), 'POST /v1/kmc/auth/request');
  });

  it('answers whether a login id is free as a bare boolean (a taken one: the sign-up flow)', async () => {
    const guest = new LegacyBrowser();
    expect(await readAs(v.boolean(), await guest.get('/v1/members/freshid77/available'))).toBe(true);
  });

  it('reads and patches the push preferences with a subset of the switches', async () => {
    const browser = await signedIn('demo_cso');
    const prefs = await readAs(PushPreferences, await browser.get('/v1/members/me/push-preferences'), 'GET push-preferences');
    const patched = await readAs(
      PushPreferences,
      await browser.patch('/v1/members/me/push-preferences', { allowNotice: !prefs.allowNotice, allowSettlement: null }),
      'PATCH push-preferences',
    );
    expect(patched).toEqual({ ...prefs, allowNotice: !prefs.allowNotice });
  });

  it('answers a nickname check', async () => {
    const browser = await signedIn('demo_cso');
    const taken = await readAs(NicknameAvailability, await browser.post('/v1/members/available-nickname', { nickname: '강남영업왕' }));
    expect(taken).toMatchObject({ available: false, duplicated: true });
  });

  it('keeps MemberDetails after a rotation and a fresh whoAmI', async () => {
    const browser = await signedIn('demo_applicant');
    await browser.rotate();
    await readAs(MemberDetails, await browser.get('/v1/auth/me'), 'GET /v1/auth/me after rotation');
  });
});
