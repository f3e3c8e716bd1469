import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/server/app';
import { PENDING_SECONDS, LEGACY_SIGNUP_SECONDS } from '../../src/server/identity/results';
import { getDb } from '../../src/server/runtime/database';
import { identityVerifications, members } from '../../src/server/db/schema';
import { call } from './helpers';
import { newPerson, sendForm, verifiedInBrowser, type Person } from './identity-helpers';

// The old app's sign-up finds its verification by phone number, but only among those started in the same browser (the
// identity_client cookie POST /v1/kmc/auth/request sets). Name, birth date and phone number are no secret: whoever
// knows them must still not claim the verification the person just finished in their own browser.

afterEach(() => vi.unstubAllEnvs());

let n = 0;
const newUserId = () => `brw${Date.now() % 100000}${++n}`;

function legacyForm(person: Person): { form: FormData; userId: string } {
  const userId = newUserId();
  const request = { userId, password: 'Join1234!', ...person, email: 'old-app@example.com', nickname: null, referralCode: null };
  const form = new FormData();
  form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
  return { form, userId };
}

async function legacySignup(person: Person, cookie: string | null) {
  const { form, userId } = legacyForm(person);
  const res = await sendForm('POST', '/v1/members', form, cookie);
  const [member] = await (await getDb()).select().from(members).where(eq(members.userId, userId));
  return { res, member };
}

async function rowOf(certNum: string) {
  const [row] = await (await getDb()).select().from(identityVerifications).where(eq(identityVerifications.certNum, certNum));
  return row;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const nonceOf = (cookie: string) => cookie.slice('identity_client='.length);

describe("someone who knows the person's name, birth date and phone number", () => {
  it("cannot claim the person's fresh verification from another browser, nor spend its tries", async () => {
    const victim = newPerson({ name: '피해자', birthDate: '1980-02-03', gender: 'MALE' });
    const { certNum, cookie: victimCookie } = await verifiedInBrowser(victim);
    const control = await legacySignup(newPerson(), victimCookie); // a number this browser never verified
    expect(control.res.status).toBe(400);
    const refusal = (await control.res.json()) as { code: string; message: string };
    expect(refusal.code).toBe('IDENTITY_REQUIRED');

    // The attacker's own browser: a real cookie of the server from a verification of the attacker's own number.
    const attackerCookie = (await verifiedInBrowser(newPerson({ name: '공격자' }))).cookie;
    const forged = `identity_client=${randomBytes(32).toString('base64url')}`;
    for (const cookie of [null, attackerCookie, forged, 'identity_client=not-a-nonce', `identity_client=${sha256('x')}`]) {
      const { res, member } = await legacySignup(victim, cookie);
      expect(res.status, String(cookie)).toBe(400);
      // The same answer as for a number nobody verified: the form never tells that this one was.
      expect(await res.json()).toEqual(refusal);
      expect(member).toBeUndefined();
    }
    expect(await rowOf(certNum)).toMatchObject({ usedAt: null, formTries: 0 });

    // The person's own browser still signs up with it.
    const own = await legacySignup(victim, victimCookie);
    expect(own.res.status).toBe(201);
    expect(own.member).toMatchObject({ name: '피해자', phoneNumber: victim.phoneNumber, birthDate: '1980-02-03' });
  });

  it('finds its own verification of a number, not the newest one another browser started', async () => {
    const person = newPerson();
    const first = await verifiedInBrowser(person);
    const second = await verifiedInBrowser(person); // another browser verifies the same number later
    // Each browser finds its own, not the newest of the number.
    expect((await legacySignup(person, first.cookie)).res.status).toBe(201);
    expect((await rowOf(first.certNum))?.usedAt).toBeInstanceOf(Date);
    expect((await rowOf(second.certNum))?.usedAt).toBeNull();
  });

  it('a verification started before the browser started another one is no longer its own (the newest start wins)', async () => {
    const person = newPerson();
    const { certNum } = await verifiedInBrowser(person);
    const restarted = await call('/v1/kmc/auth/request', { json: { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' } });
    const newCookie = restarted.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect((await legacySignup(person, newCookie)).res.status).toBe(400);
    expect((await rowOf(certNum))?.formTries).toBe(0);
  });

  it('a verification stored without a browser (started before the binding existed) serves no legacy sign-up', async () => {
    const person = newPerson();
    const { certNum, cookie } = await verifiedInBrowser(person);
    await (await getDb()).update(identityVerifications).set({ clientNonceHash: null }).where(eq(identityVerifications.certNum, certNum));
    expect((await legacySignup(person, cookie)).res.status).toBe(400);
  });
});

describe('the identity_client cookie', () => {
  const KMC_REQUEST = { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' };

  it('is HttpOnly, SameSite=Strict, only for the sign-up path, as long as a verification can serve a sign-up', async () => {
    const res = await call('/v1/kmc/auth/request', { json: KMC_REQUEST });
    expect(res.status).toBe(200);
    const lines = res.headers.getSetCookie();
    expect(lines).toHaveLength(1);
    const [pair, ...attributes] = (lines[0] ?? '').split('; ');
    expect(pair).toMatch(/^identity_client=[A-Za-z0-9_-]{43}$/);
    expect(attributes.sort()).toEqual([
      'HttpOnly',
      `Max-Age=${PENDING_SECONDS + LEGACY_SIGNUP_SECONDS}`,
      'Path=/v1/members',
      'SameSite=Strict',
    ]);
  });

  it('is new on every request, and the server keeps only its hash', async () => {
    const a = await verifiedInBrowser(newPerson());
    const b = await verifiedInBrowser(newPerson());
    expect(a.cookie).not.toBe(b.cookie);
    const row = await rowOf(a.certNum);
    expect(row?.clientNonceHash).toBe(sha256(nonceOf(a.cookie)));
    expect(JSON.stringify(row)).not.toContain(nonceOf(a.cookie));
  });

  it('is Secure when served over https in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('COOKIE_SECURE', '');
    const res = await app.request('https://localhost/v1/kmc/auth/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://localhost' },
      body: JSON.stringify(KMC_REQUEST),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure(;|$)/);
  });
});
