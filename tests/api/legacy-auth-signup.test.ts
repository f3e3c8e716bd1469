import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGACY_SIGNUP_SECONDS, MAX_FORM_TRIES } from '../../src/server/identity/results';
import { getDb } from '../../src/server/runtime/database';
import { identityVerifications, members, memberSignups } from '../../src/server/db/schema';
import { login } from './helpers';
import { newPerson, sendForm, verifiedCertNum, verifiedInBrowser, type Person } from './identity-helpers';

// The old app's sign-up: `POST /v1/members` with the person in the `request` part and no certNum or consents. Accepted
// only after a fresh identity verification of that phone number, started in the same browser (its identity_client
// cookie), matching the person; used up like a certNum sign-up. Other browsers: legacy-auth-signup-browser.test.ts.

afterEach(() => vi.unstubAllEnvs());

let n = 0;
const newUserId = () => `old${Date.now() % 100000}${++n}`;

function form(request: Record<string, unknown>): FormData {
  const body = new FormData();
  body.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
  return body;
}
/** The sign-up as the browser sends it: `cookie` is its identity_client cookie (`name=value`), null for none. */
const signup = (request: Record<string, unknown>, cookie: string | null, env?: { clientAddress: string }) =>
  sendForm('POST', '/v1/members', form(request), cookie, env);
const errorOf = async (res: Response) => (await res.json()) as { code: string; message: string };

/** The request exactly as the old app sends it after the identity popup (its own formatting of the popup's answer). */
const legacyRequest = (person: Person, overrides: Record<string, unknown> = {}) => ({
  userId: newUserId(),
  password: 'Join1234!',
  name: person.name,
  phoneNumber: person.phoneNumber,
  birthDate: person.birthDate,
  gender: person.gender,
  email: 'old-app@example.com',
  nickname: null,
  referralCode: null,
  marketingAgreement: { sms: true, email: false, push: false, smsAgreedAt: null, emailAgreedAt: null, pushAgreedAt: null },
  ...overrides,
});

async function memberOf(userId: string) {
  const [row] = await (await getDb()).select().from(members).where(eq(members.userId, userId));
  return row;
}
async function verificationRow(certNum: string) {
  const [row] = await (await getDb()).select().from(identityVerifications).where(eq(identityVerifications.certNum, certNum));
  return row;
}

describe('a legacy sign-up after a fresh identity verification', () => {
  it('creates the member with the verified person, records the legacy consents and uses the verification up', async () => {
    const person = newPerson({ name: '김레거시', gender: 'MALE', birthDate: '1985-07-09' });
    const { certNum, cookie } = await verifiedInBrowser(person);
    const request = legacyRequest(person);
    const res = await signup(request, cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ userId: request.userId });
    // The browser forgets its nonce once the verification is used.
    expect(res.headers.getSetCookie().find((line) => line.startsWith('identity_client='))).toMatch(/^identity_client=;.*Max-Age=0/);
    const member = await memberOf(request.userId);
    expect(member).toMatchObject({
      name: '김레거시',
      phoneNumber: person.phoneNumber,
      birthDate: '1985-07-09',
      gender: 'MALE',
      nickname: request.userId,
      marketingSms: true,
      marketingEmail: false,
    });
    const [record] = await (await getDb()).select().from(memberSignups).where(eq(memberSignups.memberId, member!.id));
    expect(record).toMatchObject({ certNum, consentChannel: 'LEGACY_FORM' });
    expect(record?.termsAgreedAt).toBeInstanceOf(Date);
    expect(record?.privacyAgreedAt).toBeInstanceOf(Date);
    expect((await verificationRow(certNum))?.usedAt).toBeInstanceOf(Date);
    expect((await login(request.userId, 'Join1234!')).res.status).toBe(200);
  });

  it("matches the identity provider's spellings: phone digits, birth yyyyMMdd, gender 0 / 1, spaces in the name", async () => {
    const person = newPerson({ name: '박 보검', gender: 'FEMALE', birthDate: '1999-12-31' });
    const { cookie } = await verifiedInBrowser(person);
    const request = legacyRequest(person, {
      name: ' 박  보검 ',
      phoneNumber: person.phoneNumber.replaceAll('-', ''),
      birthDate: '19991231',
      gender: '1',
    });
    expect((await signup(request, cookie)).status).toBe(201);
    expect(await memberOf(request.userId)).toMatchObject({ name: '박 보검', phoneNumber: person.phoneNumber, birthDate: '1999-12-31' });
  });
});

describe('refused legacy sign-ups', () => {
  async function refused(request: Record<string, unknown>, cookie: string | null, code = 'IDENTITY_REQUIRED') {
    const res = await signup(request, cookie);
    expect(res.status).toBe(code === 'PHONE_TAKEN' ? 409 : 400);
    expect((await errorOf(res)).code).toBe(code);
    expect(await memberOf(request.userId as string)).toBeUndefined();
  }

  it('without any verification of the phone number', async () => {
    // The browser verified someone else: its cookie is good, but not for this number.
    const { cookie } = await verifiedInBrowser(newPerson());
    await refused(legacyRequest(newPerson()), cookie);
  });

  it('when the verification is older than the window', async () => {
    const person = newPerson();
    const { certNum, cookie } = await verifiedInBrowser(person);
    const old = new Date(Date.now() - (LEGACY_SIGNUP_SECONDS + 30) * 1000);
    await (await getDb()).update(identityVerifications).set({ completedAt: old }).where(eq(identityVerifications.certNum, certNum));
    await refused(legacyRequest(person), cookie);
    expect((await verificationRow(certNum))?.usedAt).toBeNull();
  });

  it('for another phone number than the verified one', async () => {
    const verifiedPerson = newPerson();
    const { certNum, cookie } = await verifiedInBrowser(verifiedPerson);
    const other = newPerson({ name: verifiedPerson.name, birthDate: verifiedPerson.birthDate });
    await refused(legacyRequest(other), cookie);
    expect((await verificationRow(certNum))?.usedAt).toBeNull();
  });

  it('when the name, the birth date or the gender does not match, each wrong guess spending a try', async () => {
    const person = newPerson({ name: '정확한', birthDate: '1970-03-04', gender: 'MALE' });
    const { certNum, cookie } = await verifiedInBrowser(person);
    await refused(legacyRequest(person, { name: '다른사람' }), cookie);
    await refused(legacyRequest(person, { birthDate: '1970-03-05' }), cookie);
    await refused(legacyRequest(person, { gender: 'FEMALE' }), cookie);
    expect((await verificationRow(certNum))?.formTries).toBe(3);
    // The right person still signs up within the tries left; past MAX_FORM_TRIES nobody could.
    expect(MAX_FORM_TRIES).toBeGreaterThan(3);
    expect((await signup(legacyRequest(person), cookie)).status).toBe(201);
  });

  it('a second sign-up from one verification, in either form (even keeping the cookie the server cleared)', async () => {
    const person = newPerson();
    const { certNum, cookie } = await verifiedInBrowser(person);
    expect((await signup(legacyRequest(person), cookie)).status).toBe(201);
    await refused(legacyRequest(person), cookie);
    await refused({ ...legacyRequest(person), certNum, termsAgreed: true, privacyAgreed: true }, cookie);
  });

  it("by our form's rules: login id, password, phone taken", async () => {
    const person = newPerson();
    const { cookie } = await verifiedInBrowser(person);
    const badId = await signup(legacyRequest(person, { userId: 'a_b' }), cookie);
    expect(badId.status).toBe(400);
    expect((await errorOf(badId)).message).toContain('영문과 숫자');
    const weak = await signup(legacyRequest(person, { password: 'short' }), cookie);
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).message).toContain('비밀번호');
    expect((await signup(legacyRequest(person), cookie)).status).toBe(201);
    // The same number verified again (a new verification): the number is someone's now.
    const again = await verifiedInBrowser(person);
    await refused(legacyRequest(person), again.cookie, 'PHONE_TAKEN');
  });

  it('past the sign-up budget of a client (429 before any work)', async () => {
    vi.stubEnv('PUBLIC_RATE_LIMIT', '');
    const env = { clientAddress: '10.27.1.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signup(legacyRequest(newPerson()), null, env)).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('our form beside it', () => {
  it('still signs up with certNum and consents, recorded as given in the portal', async () => {
    const person = newPerson();
    const certNum = await verifiedCertNum(person);
    const userId = newUserId();
    const request = { userId, password: 'Join1234!', email: 'new@example.com', certNum, termsAgreed: true, privacyAgreed: true };
    const res = await signup(request, null);
    expect(res.status).toBe(201);
    const member = await memberOf(userId);
    const [record] = await (await getDb()).select().from(memberSignups).where(eq(memberSignups.memberId, member!.id));
    expect(record).toMatchObject({ certNum, consentChannel: 'PORTAL' });
  });

  it('still needs the consents when it names a certNum (the legacy route is no way around them)', async () => {
    const person = newPerson();
    const certNum = await verifiedCertNum(person);
    const request = { ...legacyRequest(person), certNum };
    const res = await signup(request, null);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain('[필수] 이용약관');
    expect((await verificationRow(certNum))?.usedAt).toBeNull();
  });
});
