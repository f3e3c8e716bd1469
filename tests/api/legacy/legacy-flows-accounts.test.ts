import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PDF } from '../content-helpers';
import { newPerson } from '../identity-helpers';
import { expectOk, LegacyBrowser, readAs, signedIn } from './legacy-client';
import { lastSmsCode, signupFieldsOf, verifyIdentity } from './legacy-verification';
import { LoginResponse, NicknameAvailability, PushPreferences } from './wire-common';

// The old app's 마이페이지, 회원가입 and 비밀번호 찾기 replayed against our server as that app sends them.

describe('마이페이지: the password re-check in the query, then the pages behind it', () => {
  it('checks the password from `?password=` with no body, answers a bare boolean, then lets my info be saved', async () => {
    const member = await signedIn('demo_member');
    const wrong = await member.post('/v1/members/check-password', undefined, { password: 'wrong-pass1!' });
    expect(await readAs(v.boolean(), wrong, 'check-password (wrong)')).toBe(false);
    const right = await member.post('/v1/members/check-password', undefined, { password: 'demo1234!' });
    expect(await readAs(v.boolean(), right, 'check-password')).toBe(true);

    // 내정보관리: name + email, everything else null, as a multipart `request`.
    const info = {
      name: member.me?.name,
      email: 'yujin.new@example.com',
      phoneNumber: null,
      birthDate: null,
      nickname: null,
      password: null,
      referralCode: null,
      note: null,
      accountStatus: null,
      marketingAgreement: null,
    };
    await expectOk(await member.multipart('PATCH', '/v1/members/demo_member', [{ name: 'request', json: info }]), 'PATCH my info');
    expect((await member.whoAmI())?.email).toBe('yujin.new@example.com');

    // Nickname: the availability check, then the generated client's literal `{userId}` path.
    const nickname = '유진의새이름';
    const free = await readAs(
      NicknameAvailability,
      await member.post('/v1/members/available-nickname', { nickname }),
      'available-nickname',
    );
    expect(free).toMatchObject({ available: true, duplicated: false });
    await expectOk(await member.post('/v1/members/{userId}/nickname', { nickname }), 'POST nickname');
    expect((await member.whoAmI())?.nickname).toBe(nickname);

    // 수신설정: the five switches, and the marketing consent through my info at the same time.
    const prefs = await readAs(PushPreferences, await member.get('/v1/members/me/push-preferences'), 'GET push-preferences');
    const flipped = { ...prefs, allowCommunity: !prefs.allowCommunity };
    const [saved, consent] = await Promise.all([
      member.patch('/v1/members/me/push-preferences', flipped),
      member.multipart('PATCH', '/v1/members/demo_member', [
        {
          name: 'request',
          json: { marketingAgreement: { sms: true, email: false, push: true, smsAgreedAt: null, emailAgreedAt: null, pushAgreedAt: null } },
        },
      ]),
    ]);
    expect(await readAs(PushPreferences, saved, 'PATCH push-preferences')).toEqual(flipped);
    await expectOk(consent, 'PATCH marketing consent');
    expect((await member.whoAmI())?.marketingAgreements).toMatchObject({ sms: true, email: false, push: true });

    // Password change: 400 for a wrong current password, then the change.
    const bad = await member.patch('/v1/members/demo_member/password', {
      userId: 'demo_member',
      currentPassword: 'nope1234!',
      newPassword: 'Yujin5678!',
    });
    expect(bad.status).toBe(400);
    const good = { userId: 'demo_member', currentPassword: 'demo1234!', newPassword: 'Yujin5678!' };
    await expectOk(await member.patch('/v1/members/demo_member/password', good), 'PATCH password');
    expect((await signedIn('demo_member', 'Yujin5678!')).me?.userId).toBe('demo_member');
  });
});

describe('회원가입: after the identity popup, without certNum', () => {
  it('signs up with the name, phone, birth date and gender of the verification, then logs in', async () => {
    const guest = new LegacyBrowser();
    const person = newPerson({ name: '구앱가입', birthDate: '1992-03-04', gender: 'MALE' });
    const result = await verifyIdentity(guest, person);
    const fields = signupFieldsOf(result);
    expect(fields).toEqual({ name: person.name, phoneNumber: person.phoneNumber, birthDate: person.birthDate, gender: person.gender });

    expect(await readAs(v.boolean(), await guest.post('/v1/members/available-phone', undefined, { phone: fields.phoneNumber }))).toBe(true);
    const userId = `legacy${Date.now() % 100000}`;
    expect(await readAs(v.boolean(), await guest.get(`/v1/members/${userId}/available`), 'id available')).toBe(true);
    const request = {
      userId,
      password: 'Legacy123!',
      ...fields,
      email: 'legacy@example.com',
      nickname: null,
      referralCode: null,
      marketingAgreement: { sms: true, email: true, push: false, smsAgreedAt: null, emailAgreedAt: null, pushAgreedAt: null },
    };
    const res = await guest.multipart('POST', '/v1/members', [
      { name: 'request', json: request },
      { name: 'file', file: new File([PDF], 'CSO신고증.pdf', { type: 'application/pdf' }) },
    ]);
    await expectOk(res, 'POST /v1/members');

    expect(await readAs(v.boolean(), await guest.get(`/v1/members/${userId}/available`), 'id taken')).toBe(false);
    const joined = await signedIn(userId, 'Legacy123!');
    expect(joined.me).toMatchObject({ userId, name: person.name, phoneNumber: person.phoneNumber, birthDate: person.birthDate });
    expect(joined.me?.marketingAgreements).toMatchObject({ sms: true, email: true, push: false });

    // 회원탈퇴: the 마이페이지 guard, DELETE /v1/members/{userId}, then /logout; the id never signs in again.
    expect(await readAs(v.boolean(), await joined.post('/v1/members/check-password', undefined, { password: 'Legacy123!' }))).toBe(true);
    await expectOk(await joined.delete(`/v1/members/${userId}`), 'DELETE /v1/members/{userId}');
    await joined.logout();
    expect(joined.me).toBeNull();
    const refused = await new LegacyBrowser().post('/v1/auth/login', { userId, password: 'Legacy123!', device: null });
    expect([401, 403]).toContain(refused.status);
  });

  it('refuses the legacy form when the name or birth date differs from the verification', async () => {
    const guest = new LegacyBrowser();
    const person = newPerson({ name: '본인확인', birthDate: '1990-05-06' });
    const fields = signupFieldsOf(await verifyIdentity(guest, person));
    const base = { userId: `lg${Date.now() % 100000}x`, password: 'Legacy123!', email: 'x@example.com', marketingAgreement: null };
    for (const lie of [{ name: '다른사람' }, { birthDate: '1990-05-07' }]) {
      const res = await guest.multipart('POST', '/v1/members', [{ name: 'request', json: { ...base, ...fields, ...lie } }]);
      expect(res.status, JSON.stringify(lie)).toBe(400);
    }
  });
});

describe('아이디 찾기', () => {
  it('sends a code to the digits-only number and answers the login id as text, masked after its 4th character', async () => {
    const guest = new LegacyBrowser();
    await expectOk(await guest.post('/v1/auth/verification-code/account/send', undefined, { phoneNumber: '01066273041' }), 'send code');
    const found = await guest.post('/v1/auth/verification-code/id/verify', undefined, {
      phoneNumber: '01066273041',
      verificationCode: lastSmsCode(),
    });
    // The screen masks every character after the 4th itself: an id masked already reads the same.
    const text = await expectOk(found, 'id/verify');
    expect(text.slice(0, 4) + 'x'.repeat(text.length - 4)).toBe('demoxxxxxxx');
  });
});

describe('비밀번호 찾기: verify answers a LoginResponse whose session resets the password', () => {
  it('sends the code, verifies, resets with the session only, and the new password logs in', async () => {
    const guest = new LegacyBrowser();
    const sent = await guest.post('/v1/auth/verification-code/account/send', undefined, { phoneNumber: '01055309418' });
    await expectOk(sent, 'send code');
    const verify = await guest.post('/v1/auth/verification-code/password/verify', undefined, {
      userId: 'demo_cso',
      phoneNumber: '01055309418',
      verificationCode: lastSmsCode(),
    });
    const tokens = await readAs(LoginResponse, verify, 'password/verify');
    guest.refreshToken = tokens.refreshToken;

    const reset = await guest.patch('/v1/members/demo_cso/password-for-find-account', { userId: 'demo_cso', newPassword: 'Found5678!' });
    await expectOk(reset, 'password-for-find-account');
    expect((await new LegacyBrowser().post('/v1/auth/login', { userId: 'demo_cso', password: 'demo1234!', device: null })).status).toBe(
      401,
    );
    expect((await signedIn('demo_cso', 'Found5678!')).me?.partnerContractStatus).toBe('CSO');
  });

  it('gives that session nothing but the reset', async () => {
    const guest = new LegacyBrowser();
    await expectOk(await guest.post('/v1/auth/verification-code/account/send', undefined, { phoneNumber: '01047192863' }));
    const verify = await guest.post('/v1/auth/verification-code/password/verify', undefined, {
      userId: 'demo_org',
      phoneNumber: '01047192863',
      verificationCode: lastSmsCode(),
    });
    await readAs(LoginResponse, verify, 'password/verify');
    for (const path of ['/v1/settlements', '/v1/members/me/push-preferences', '/v1/boards?boardType=NOTICE']) {
      expect((await guest.get(path)).status, path).toBeGreaterThanOrEqual(401);
    }
    const other = await guest.patch('/v1/members/demo_partner/password-for-find-account', {
      userId: 'demo_partner',
      newPassword: 'Steal5678!',
    });
    expect(other.status).toBeGreaterThanOrEqual(400);
  });
});
