import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../src/server/runtime/database';
import { consumeVerification, PENDING_SECONDS, RESULT_SECONDS } from '../../src/server/identity/results';
import { assertProvidersAllowed, usesDemo } from '../../src/server/runtime/providers';
import { call, ORIGIN } from './helpers';

// Identity verification with the demo provider: request → launch page → the tester's answer → result, used once.

afterEach(() => vi.useRealTimers());

async function start(): Promise<string> {
  const res = await call('/v1/kmc/auth/request', { json: { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { certNum: string; trCert: string; requestedAt: string };
  expect(body.certNum).toMatch(/^[0-9a-f]{32}$/);
  expect(body.trCert).toBeTruthy();
  expect(body.requestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  return body.certNum;
}

const answer = (fields: Record<string, string>) =>
  call('/v1/kmc/auth/launch', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });

const result = async (certNum: string) => {
  const res = await call(`/v1/kmc/auth/result?certNum=${certNum}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, string>;
};

const typed = { choice: 'typed', name: '홍길동', birthDate: '1991-02-03', gender: 'MALE', phoneNumber: '01055556666' };

describe('the demo identity provider', () => {
  it('serves a launch page marked 데모 본인인증 under its own CSP, with no script', async () => {
    const certNum = await start();
    const res = await call(`/v1/kmc/auth/launch?certNum=${certNum}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('데모 본인인증');
    expect(html).not.toContain('<script');
    expect(html).toContain(`value="${certNum}"`);
  });

  it('answers PENDING until the tester confirms, then SUCCESS in the contract shape', async () => {
    const certNum = await start();
    expect(await result(certNum)).toEqual({ status: 'PENDING' });
    const done = await answer({ certNum, ...typed });
    expect(done.status).toBe(200);
    const csp = done.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    const html = await done.text();
    expect(html).toContain('본인인증이 완료되었습니다.');
    expect(html).toContain(`data-cert-num="${certNum}"`);
    expect(html).not.toContain('01055556666'); // nothing personal in the page that messages the opener
    expect(await result(certNum)).toEqual({ status: 'SUCCESS', name: '홍길동', phone: '01055556666', birth: '19910203', gender: '0' });
  });

  it('takes a preset person', async () => {
    const certNum = await start();
    await answer({ certNum, choice: 'preset', preset: '1' });
    expect(await result(certNum)).toMatchObject({ status: 'SUCCESS', name: '이준호', gender: '0', phone: '01027182818' });
  });

  it('answers FAIL after a cancel, and ignores a second answer', async () => {
    const certNum = await start();
    await answer({ certNum, choice: 'cancel' });
    expect(await result(certNum)).toEqual({ status: 'FAIL' });
    const late = await answer({ certNum, ...typed });
    expect(await late.text()).toContain('만료되었거나 이미 끝났습니다');
    expect(await result(certNum)).toEqual({ status: 'FAIL' });
  });

  it('asks again, keeping what was typed, when the typed form is wrong', async () => {
    const certNum = await start();
    const res = await answer({ certNum, ...typed, phoneNumber: '12345' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('휴대폰 번호 형식이 올바르지 않습니다');
    expect(html).toContain('value="홍길동"');
    expect(await result(certNum)).toEqual({ status: 'PENDING' });
  });

  it('is used once: a form consumes it, then it is NOT_FOUND', async () => {
    const certNum = await start();
    await answer({ certNum, ...typed });
    const db = await getDb();
    const [first, second] = await Promise.all([consumeVerification(db, certNum), consumeVerification(db, certNum)]);
    expect([first, second].filter(Boolean)).toEqual([
      { name: '홍길동', birthDate: '1991-02-03', gender: 'MALE', phoneNumber: '010-5555-6666' },
    ]);
    expect(await result(certNum)).toEqual({ status: 'NOT_FOUND' });
  });

  it('expires: a pending request after its time, a result after its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pending = await start();
    const done = await start();
    await answer({ certNum: done, ...typed });
    vi.setSystemTime(Date.now() + PENDING_SECONDS * 1000 + 1000);
    expect(await result(pending)).toEqual({ status: 'NOT_FOUND' });
    expect(await (await call(`/v1/kmc/auth/launch?certNum=${pending}`)).text()).toContain('만료되었거나');
    expect(await (await answer({ certNum: pending, ...typed })).text()).toContain('만료되었거나');
    vi.setSystemTime(Date.now() + Math.max(0, RESULT_SECONDS - PENDING_SECONDS) * 1000 + 1000);
    expect(await result(done)).toEqual({ status: 'NOT_FOUND' });
    expect(await consumeVerification(await getDb(), done)).toBeNull();
  });

  it('answers NOT_FOUND for an unknown certNum and 400 for a malformed one', async () => {
    expect(await result('f'.repeat(32))).toEqual({ status: 'NOT_FOUND' });
    const bad = await call('/v1/kmc/auth/result?certNum=../x');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/본인인증/);
    expect((await call('/v1/kmc/auth/launch')).status).toBe(400);
    expect((await answer({ certNum: 'nope', choice: 'cancel' })).status).toBe(400);
    expect((await answer({ certNum: 'a'.repeat(32), choice: 'preset', preset: '99' })).status).toBe(400);
  });

  it('refuses a cross-site answer', async () => {
    const certNum = await start();
    const res = await call('/v1/kmc/auth/launch', {
      method: 'POST',
      body: new URLSearchParams({ certNum, choice: 'cancel' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await result(certNum)).toEqual({ status: 'PENDING' });
  });
});

describe('demo providers outside demo mode', () => {
  it('exist only in demo mode, whatever the database', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { DATABASE_URL: 'postgres://db/portal' }]) {
      expect(usesDemo('identity', env)).toBe(false);
      expect(() => assertProvidersAllowed(env)).toThrow(/IDENTITY_PROVIDER_MODULE, SMS_PROVIDER_MODULE/);
    }
    expect(usesDemo('sms', { DEMO_MODE: '1', DATABASE_URL: 'postgres://db/portal' })).toBe(true);
    expect(() => assertProvidersAllowed({ DEMO_MODE: '1' })).not.toThrow();
    const real = { IDENTITY_PROVIDER_MODULE: '/x.mjs', SMS_PROVIDER_MODULE: '/y.mjs' };
    expect(() => assertProvidersAllowed(real)).not.toThrow();
    expect(usesDemo('sms', { ...real, DEMO_MODE: '1' })).toBe(false);
  });
});
