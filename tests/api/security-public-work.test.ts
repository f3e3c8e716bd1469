import { createHash, randomBytes } from 'node:crypto';
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../src/server/auth/passwords';
import { signUp } from '../../src/server/accounts/signup';
import { getDb } from '../../src/server/runtime/database';
import { requestBudgets } from '../../src/server/db/schema';
import { MAX_FORM_TRIES, RESULT_SECONDS } from '../../src/server/identity/results';
import { PAGE_FONT_REVISION } from '../../src/host/page-font/faces';
import { MAX_SUBSETS_AT_ONCE, MAX_SUBSETS_WAITING } from '../../src/host/page-font/files';
import { encodeKey } from '../../src/host/page-font/key';
import { REQUEST_BUDGETS, spendBudget } from '../../src/server/http/request-budgets';
import { GET as pageFont } from '../../src/pages/fonts/page/[weight]/[key]';
import { call, login, ORIGIN } from './helpers';
import { newPerson, sendForm, verifiedCertNum } from './identity-helpers';

// Bounded work for anyone: a sign-up spends a password hash only with a usable identity verification; the public
// requests that start work have a budget per client and in total; page-font keys are the server's own and font work
// waits in a short queue; a phone number's availability is answered only for the caller's own verified number.

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

let n = 0;
const newUserId = () => `pw${Date.now() % 100000}${++n}`;
const madeUpCertNum = () => randomBytes(16).toString('hex');
const from = (clientAddress: string) => ({ clientAddress });

function signupForm(request: Record<string, unknown>): FormData {
  const form = new FormData();
  form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
  return form;
}
const signupRequest = (certNum: string) => ({
  userId: newUserId(),
  password: 'Join1234!',
  email: 'new@example.com',
  certNum,
  termsAgreed: true,
  privacyAgreed: true,
});
const signup = (certNum: string, clientAddress?: string) =>
  sendForm('POST', '/v1/members', signupForm(signupRequest(certNum)), null, clientAddress ? from(clientAddress) : undefined);
const errorOf = async (res: Response) => (await res.json()) as { code: string; message: string };

describe('sign-up checks the identity verification before it spends a password hash', () => {
  beforeEach(() => vi.stubEnv('PUBLIC_RATE_LIMIT', 'off'));

  it('30 sign-ups with made-up certNums cost no hash', async () => {
    const hashes = vi.spyOn(passwords, 'hashPassword');
    const answers = await Promise.all(Array.from({ length: 30 }, () => signup(madeUpCertNum())));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(30).fill(400));
    expect((await errorOf(answers[0]!)).code).toBe('IDENTITY_REQUIRED');
    expect(hashes).not.toHaveBeenCalled();
  });

  it('nor does a pending, failed, used or expired verification', async () => {
    const pending = (await (await call('/v1/kmc/auth/request', { json: {} })).json()) as { certNum: string };
    const failed = (await (await call('/v1/kmc/auth/request', { json: {} })).json()) as { certNum: string };
    const cancel = await call('/v1/kmc/auth/launch', {
      method: 'POST',
      body: new URLSearchParams({ certNum: failed.certNum, choice: 'cancel' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    });
    expect(cancel.status).toBe(200);
    const used = await verifiedCertNum(newPerson());
    expect((await signup(used)).status).toBe(201);
    const expired = await verifiedCertNum(newPerson());

    const hashes = vi.spyOn(passwords, 'hashPassword');
    for (const certNum of [pending.certNum, failed.certNum, used]) {
      const res = await signup(certNum);
      expect(res.status, certNum).toBe(400);
      expect((await errorOf(res)).code).toBe('IDENTITY_REQUIRED');
    }
    const later = new Date(Date.now() + (RESULT_SECONDS + 1) * 1000);
    await expect(signUp(await getDb(), signupRequest(expired) as Parameters<typeof signUp>[1], null, later)).rejects.toMatchObject({
      status: 400,
    });
    expect(hashes).not.toHaveBeenCalled();
  });

  it(`30 concurrent sign-ups sharing one real certNum spend at most ${MAX_FORM_TRIES} hashes, and one of them joins`, async () => {
    const certNum = await verifiedCertNum(newPerson());
    const hashes = vi.spyOn(passwords, 'hashPassword');
    const answers = await Promise.all(Array.from({ length: 30 }, () => signup(certNum)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(29);
    expect(hashes.mock.calls.length).toBeLessThanOrEqual(MAX_FORM_TRIES);
  });

  it('a usable verification is checked, then used up once, with one hash', async () => {
    const hashes = vi.spyOn(passwords, 'hashPassword');
    const certNum = await verifiedCertNum(newPerson());
    expect((await signup(certNum)).status).toBe(201);
    expect(hashes).toHaveBeenCalledTimes(1);
  });
});

describe('public requests that start work have a budget per client and in total', () => {
  // Each test in a minute of its own (the clock stands still in it), so no test spends another's budget or straddles
  // the start of a minute.
  let minute = 0;
  beforeEach(() => {
    vi.stubEnv('PUBLIC_RATE_LIMIT', '');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.UTC(2031, 0, 1, 0, ++minute, 5)) });
  });

  const probes = {
    signup: (address: string) => signup(madeUpCertNum(), address),
    identity: (address: string) => call('/v1/kmc/auth/request', { json: {}, env: from(address) }),
    codeSend: (address: string) =>
      call(`/v1/auth/verification-code/account/send?phoneNumber=0107${String(++n).padStart(7, '0')}`, {
        method: 'POST',
        env: from(address),
      }),
    availability: (address: string) => call(`/v1/members/${newUserId()}/available`, { env: from(address) }),
    promotionRedeem: (address: string) =>
      call('/v1/auth/promotion-token/redeem', { json: { token: `made-up-${++n}` }, env: from(address) }),
    staffEnrolment: (address: string) => call(`/v1/auth/staff-enrolment/${'A'.repeat(43)}`, { env: from(address) }),
  } satisfies Record<keyof typeof REQUEST_BUDGETS, (address: string) => Promise<Response>>;

  for (const [name, probe] of Object.entries(probes)) {
    const budget = REQUEST_BUDGETS[name as keyof typeof REQUEST_BUDGETS];
    it(`${name}: ${budget.client} a minute from one client, then 429 with Retry-After; another client is served`, async () => {
      const address = `198.51.100.${++n % 250}`;
      for (let i = 0; i < budget.client; i++) expect((await probe(address)).status, `request ${i + 1}`).not.toBe(429);
      const refused = await probe(address);
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      const body = await errorOf(refused);
      expect(body.code).toBe('TOO_MANY_REQUESTS');
      expect(body.message).toMatch(/요청이 너무 많습니다\. \d+초 후에 다시 시도해 주세요\./);
      expect((await probe(`203.0.113.${n % 250}`)).status).not.toBe(429);
    });
  }

  it('the phone and nickname checks share the availability budget', async () => {
    const address = '198.51.100.251';
    for (let i = 0; i < REQUEST_BUDGETS.availability.client; i++)
      await call('/v1/members/available-phone?phone=01012123434', { method: 'POST', env: from(address) });
    expect((await call('/v1/members/available-phone?phone=01012123434', { method: 'POST', env: from(address) })).status).toBe(429);
    const { cookie } = await login('demo_member', 'demo1234!', { env: from(address) });
    const nickname = await call('/v1/members/available-nickname', { json: { nickname: '새이름' }, cookie, env: from(address) });
    expect(nickname.status).toBe(429);
  });

  it('in total: once everyone together spent the minute, a new client waits too', async () => {
    const { client, total } = REQUEST_BUDGETS.signup;
    const hashes = vi.spyOn(passwords, 'hashPassword');
    let spent = 0;
    for (let a = 0; spent < total; a++) {
      for (let i = 0; i < client && spent < total; i++, spent++) {
        const res = await signup(madeUpCertNum(), `10.1.${a}.1`);
        expect(res.status).toBe(400);
      }
    }
    const refused = await signup(madeUpCertNum(), '10.2.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(hashes).not.toHaveBeenCalled();
  });

  it("a client's refused requests do not count against everyone's budget", async () => {
    const db = await getDb();
    const now = new Date('2030-01-01T00:00:10Z');
    const { client } = REQUEST_BUDGETS.identity;
    for (let i = 0; i < client * 3; i++) await spendBudget(db, 'identity', '192.0.2.77', now).catch(() => undefined);
    const rows = await db
      .select()
      .from(requestBudgets)
      .where(eq(requestBudgets.windowStart, new Date('2030-01-01T00:00:00Z')));
    expect(rows.find((row) => row.key === 'identity:all')?.count).toBe(client);
  });

  it('a new minute is a new budget; Retry-After counts to its start', async () => {
    const db = await getDb();
    const { client } = REQUEST_BUDGETS.codeSend;
    const at = (s: number) => new Date(`2030-01-01T00:05:${String(s).padStart(2, '0')}Z`);
    for (let i = 0; i < client; i++) await spendBudget(db, 'codeSend', '192.0.2.88', at(15));
    await expect(spendBudget(db, 'codeSend', '192.0.2.88', at(15))).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': '45' },
    });
    await expect(spendBudget(db, 'codeSend', '192.0.2.88', new Date('2030-01-01T00:06:00Z'))).resolves.toBeUndefined();
  });

  it('keys on the address the host saw: an X-Forwarded-For the client wrote is ignored without TRUST_PROXY', async () => {
    const budget = REQUEST_BUDGETS.identity.client;
    const spoofed = (i: number) =>
      call('/v1/kmc/auth/request', { json: {}, env: from('192.0.2.10'), headers: { 'x-forwarded-for': `172.16.0.${i}` } });
    for (let i = 0; i < budget; i++) expect((await spoofed(i)).status).toBe(200);
    expect((await spoofed(99)).status).toBe(429);
  });

  it("with TRUST_PROXY=1 it keys on the proxy's entry (the last), not the entries a client wrote before it", async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const budget = REQUEST_BUDGETS.identity.client;
    const via = (written: string) =>
      call('/v1/kmc/auth/request', { json: {}, env: from('10.9.9.9'), headers: { 'x-forwarded-for': `${written}, 192.0.2.20` } });
    for (let i = 0; i < budget; i++) expect((await via(`172.16.1.${i}`)).status).toBe(200);
    expect((await via('172.16.1.200')).status).toBe(429);
    const other = await call('/v1/kmc/auth/request', { json: {}, env: from('10.9.9.9'), headers: { 'x-forwarded-for': '192.0.2.21' } });
    expect(other.status).toBe(200);
  });

  it('IPv6 clients are counted per /64, so one network cannot rotate addresses past the budget', async () => {
    const budget = REQUEST_BUDGETS.identity.client;
    const fromV6 = (i: number) => call('/v1/kmc/auth/request', { json: {}, env: from(`2001:db8:1:2::${(i + 1).toString(16)}`) });
    for (let i = 0; i < budget; i++) expect((await fromV6(i)).status).toBe(200);
    expect((await fromV6(budget)).status).toBe(429);
    expect((await call('/v1/kmc/auth/request', { json: {}, env: from('2001:db8:1:3::1') })).status).toBe(200);
  });
});

describe('page-font keys are the server’s own, and font work waits in a short queue', () => {
  const font = (weight: string, key: string) =>
    pageFont({
      params: { weight, key: `${key}.ttf` },
      request: new Request(`http://x/fonts/page/${weight}/${key}.ttf`, { headers: { 'accept-encoding': 'br' } }),
    } as unknown as APIContext) as Promise<Response>;

  /** A key built from public knowledge only (the font revision is in every page's URLs): what a client could mint. */
  function mintedKey(codePoints: number[], weight: number): string {
    const payload = Buffer.from(codePoints.map((cp, i) => cp - (codePoints[i - 1] ?? -1) - 1)).toString('base64url');
    const hash = createHash('sha256').update(`${PAGE_FONT_REVISION}:${weight}:${payload}`).digest('base64url');
    return `${payload}.${hash.slice(0, 8)}`;
  }

  it('a key a client made up is refused with 400, without making a font', async () => {
    for (const key of [mintedKey([0x41, 0x42, 0x43], 400), encodeKey([0x41, 0x42, 0x43], 400, PAGE_FONT_REVISION, 'another-secret')]) {
      const res = await font('400', key);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBeNull();
    }
  });

  it(`200 valid keys at once: ${MAX_SUBSETS_AT_ONCE} made at a time, ${MAX_SUBSETS_WAITING} waiting, the rest 503 + Retry-After`, async () => {
    const keys = Array.from({ length: 200 }, (_, i) => encodeKey([0x41, 0xac00 + i], 700, PAGE_FONT_REVISION));
    const answers = await Promise.all(keys.map((key) => font('700', key)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_SUBSETS_AT_ONCE + MAX_SUBSETS_WAITING);
    expect(statuses.filter((s) => s === 503)).toHaveLength(200 - MAX_SUBSETS_AT_ONCE - MAX_SUBSETS_WAITING);
    const busy = answers.find((r) => r.status === 503)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(busy.headers.get('cache-control')).toBe('no-store');
    // The queue is free again, and a file already made is served without waiting.
    expect((await font('700', keys.at(-1)!)).status).toBe(200);
    expect((await font('700', keys[0]!)).status).toBe(200);
  });
});

describe('a phone number’s availability is answered only for the caller’s own verified number', () => {
  beforeEach(() => vi.stubEnv('PUBLIC_RATE_LIMIT', 'off'));
  const registered = '010-6627-3041'; // a demo member's
  const availablePhone = (query: string) => call(`/v1/members/available-phone?${query}`, { method: 'POST' });

  it('without a verification, a registered number is answered like any other (the sign-up decides)', async () => {
    expect(await (await availablePhone('phone=01066273041')).json()).toBe(true);
    expect(await (await availablePhone('phone=01012123434')).json()).toBe(true);
  });

  it("with the certNum of the caller's own verification: the truth about that number", async () => {
    const mine = await verifiedCertNum(newPerson({ phoneNumber: registered }));
    expect(await (await availablePhone(`certNum=${mine}`)).json()).toBe(false);
    expect(await (await availablePhone(`certNum=${mine}&phone=01066273041`)).json()).toBe(false);
    const free = await verifiedCertNum(newPerson());
    expect(await (await availablePhone(`certNum=${free}`)).json()).toBe(true);
  });

  it('refuses a certNum that is not a usable verification, or a number that is not the verified one', async () => {
    const made = await availablePhone(`certNum=${madeUpCertNum()}`);
    expect(made.status).toBe(400);
    expect((await errorOf(made)).code).toBe('IDENTITY_REQUIRED');
    const mine = await verifiedCertNum(newPerson());
    const other = await availablePhone(`certNum=${mine}&phone=01066273041`);
    expect(other.status).toBe(400);
    expect((await errorOf(other)).message).toContain('본인인증');
  });
});
