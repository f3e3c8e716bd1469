import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/runtime/database';
import { members, memberSignups, storedFiles } from '../../src/server/db/schema';
import { call, login } from './helpers';
import { newPerson, sendForm, verifiedCertNum, type Person } from './identity-helpers';

// Sign-up: the availability checks, and POST /v1/members with a fresh identity verification.

const available = (userId: string) => call(`/v1/members/${userId}/available`);
const availablePhone = (phone: string) => call(`/v1/members/available-phone?phone=${phone}`, { method: 'POST' });

let n = 0;
const newUserId = () => `join${Date.now() % 100000}${++n}`;

function signupForm(request: Record<string, unknown>, file?: File): FormData {
  const form = new FormData();
  form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
  if (file) form.append('file', file);
  return form;
}

async function requestFor(person: Person, overrides: Record<string, unknown> = {}) {
  return {
    userId: newUserId(),
    password: 'Join1234!',
    email: 'new@example.com',
    certNum: await verifiedCertNum(person),
    termsAgreed: true,
    privacyAgreed: true,
    marketingAgreement: { sms: true, email: false, push: true },
    ...overrides,
  };
}

const signup = (request: Record<string, unknown>, file?: File) => sendForm('POST', '/v1/members', signupForm(request, file));
const pdf = (name = 'CSO신고증.pdf') => new File([new TextEncoder().encode('%PDF-1.4\n%fake\n')], name, { type: 'application/pdf' });
const errorOf = async (res: Response) => (await res.json()) as { code: string; message: string };

describe('availability', () => {
  it('answers whether a login id is free, case-insensitively, and refuses a malformed one', async () => {
    expect(await (await available('newbie77')).json()).toBe(true);
    expect(await (await available('DEMOxx')).json()).toBe(true);
    const bad = await available('a_b');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain('영문과 숫자');
    expect((await available('abc')).status).toBe(400);
  });

  it('keeps the login id of a withdrawn member taken', async () => {
    const db = await getDb();
    const person = newPerson();
    const request = await requestFor(person);
    expect((await signup(request)).status).toBe(201);
    await db
      .update(members)
      .set({ accountStatus: 'DELETED' })
      .where(eq(members.userId, request.userId as string));
    expect(await (await available(request.userId as string)).json()).toBe(false);
    expect(await (await available((request.userId as string).toUpperCase())).json()).toBe(false);
    // …while the phone number is free again.
    expect(await (await availablePhone(person.phoneNumber.replaceAll('-', ''))).json()).toBe(true);
  });

  it("answers whether the phone number of the caller's own verification is taken", async () => {
    const taken = await verifiedCertNum(newPerson({ phoneNumber: '010-6627-3041' }));
    expect(await (await call(`/v1/members/available-phone?certNum=${taken}`, { method: 'POST' })).json()).toBe(false);
    const free = await verifiedCertNum(newPerson());
    expect(await (await call(`/v1/members/available-phone?certNum=${free}`, { method: 'POST' })).json()).toBe(true);
    // A number alone (the old client's call) tells nothing: the sign-up's unique index decides.
    expect(await (await availablePhone('01066273041')).json()).toBe(true);
    expect((await availablePhone('02-123-4567')).status).toBe(400);
  });
});

describe('POST /v1/members', () => {
  it('creates the member from the verified person, with consents, marketing times and a certificate', async () => {
    const person = newPerson({ name: '가입자', gender: 'MALE', birthDate: '1988-08-08' });
    const request = await requestFor(person, { name: '거짓이름', phoneNumber: '010-0000-0000', birthDate: '2000-01-01' });
    const res = await signup(request, pdf());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ userId: request.userId });

    const db = await getDb();
    const [member] = await db
      .select()
      .from(members)
      .where(eq(members.userId, request.userId as string));
    expect(member).toMatchObject({ name: '가입자', gender: 'MALE', birthDate: '1988-08-08', phoneNumber: person.phoneNumber });
    expect(member?.passwordHash).not.toContain('Join1234!');
    expect(member?.marketingSms && member.marketingPush && !member.marketingEmail).toBe(true);
    expect(member?.marketingSmsAgreedAt).toBeInstanceOf(Date);
    expect(member?.marketingEmailAgreedAt).toBeNull();
    expect(member?.csoCertUrl).toMatch(/^\/v1\/files\/\d+$/);
    const [file] = await db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, Number(member?.csoCertUrl?.split('/').at(-1))));
    expect(file).toMatchObject({ uploaderId: member?.id, isPublic: false, originalName: 'CSO신고증.pdf' });
    const [signupRow] = await db
      .select()
      .from(memberSignups)
      .where(eq(memberSignups.memberId, member?.id ?? 0));
    expect(signupRow?.termsAgreedAt).toBeInstanceOf(Date);
    expect(signupRow?.privacyAgreedAt).toBeInstanceOf(Date);

    const session = await login(request.userId as string, 'Join1234!');
    expect(session.res.status).toBe(200);
    const me = (await (await call('/v1/auth/me', { cookie: session.cookie })).json()) as { csoCertUrl: string; referralCode: string };
    expect(me.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect((await call(me.csoCertUrl, { cookie: session.cookie })).status).toBe(200);
  });

  it('uses a verification once', async () => {
    const request = await requestFor(newPerson());
    expect((await signup(request)).status).toBe(201);
    const again = await signup({ ...request, userId: newUserId() });
    expect(await errorOf(again)).toMatchObject({ code: 'IDENTITY_REQUIRED' });
  });

  it('refuses without a verification, or with a failed one', async () => {
    const res = await signup({ ...(await requestFor(newPerson())), certNum: 'a'.repeat(32) });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain('본인인증');
  });

  it('checks the referral code', async () => {
    const bad = await signup(await requestFor(newPerson(), { referralCode: 'NOPE1234' }));
    expect(await errorOf(bad)).toMatchObject({ message: expect.stringContaining('추천인 코드') });
    const good = await signup(await requestFor(newPerson(), { referralCode: 'mjkim7q2' }));
    expect(good.status).toBe(201);
  });

  it('refuses bad input in Korean', async () => {
    const person = newPerson();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ userId: 'ab' }, '아이디는'],
      [{ password: 'short1!' }, '비밀번호는'],
      [{ password: 'alllowercase' }, '3가지 이상'],
      [{ email: 'not-an-email' }, '이메일 형식'],
      [{ termsAgreed: false }, '이용약관'],
      [{ privacyAgreed: undefined }, '개인정보'],
    ];
    for (const [overrides, text] of cases) {
      const res = await signup({ ...(await requestFor(person)), ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await errorOf(res)).message).toContain(text);
    }
    const wrongType = await signup(await requestFor(person), new File(['x'], 'cert.docx'));
    expect(wrongType.status).toBe(415);
    expect((await errorOf(wrongType)).message).toContain('CSO 신고증');
    const fake = await signup(await requestFor(person), new File(['<html>'], 'cert.png'));
    expect(fake.status).toBe(415);
    const big = await signup(await requestFor(person), new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf'));
    expect(big.status).toBe(413);
    const json = await call('/v1/members', { json: await requestFor(person) });
    expect(json.status).toBe(415);
  });

  it('refuses a taken login id and a phone number in use', async () => {
    const dup = await signup(await requestFor(newPerson(), { userId: 'Demo1' }));
    expect(dup.status).toBe(201);
    const again = await signup(await requestFor(newPerson(), { userId: 'demo1' }));
    expect(await errorOf(again)).toMatchObject({ code: 'USER_ID_TAKEN' });
    const phone = await signup(await requestFor(newPerson({ phoneNumber: '010-6627-3041' })));
    expect(await errorOf(phone)).toMatchObject({ code: 'PHONE_TAKEN' });
  });

  it('lets one of two simultaneous sign-ups win, for the same id and for the same phone', async () => {
    const userId = newUserId();
    const sameId = await Promise.all([
      signup(await requestFor(newPerson(), { userId })),
      signup(await requestFor(newPerson(), { userId })),
    ]);
    expect(sameId.map((r) => r.status).sort()).toEqual([201, 409]);

    const person = newPerson();
    const samePhone = await Promise.all([signup(await requestFor(person)), signup(await requestFor(person))]);
    expect(samePhone.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = samePhone.find((r) => r.status === 409);
    expect(await errorOf(loser as Response)).toMatchObject({ code: 'PHONE_TAKEN' });
  });
});
