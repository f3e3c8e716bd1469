import { beforeEach, describe, expect, it } from 'vitest';
import { certificateName } from '../../src/api/cso-certificate';
import type { NicknameAvailability, PushPreferences } from '../../src/api/types';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { getDb } from '../../src/server/runtime/database';
import { call } from './helpers';
import { PDF, PNG } from './content-helpers';
import { asJson, memberRow, newMember, patchMember, recheck, session, verified } from './my-page-helpers';

// My info (e-mail, marketing consents, CSO certificate, phone), the nickname and the push switches.

beforeEach(async () => resetLoginAttempts(await getDb()));

async function checkedIn(overrides = {}) {
  const member = await newMember(overrides);
  const { cookie } = await session(member);
  await recheck(cookie);
  return { member, cookie };
}

describe('PATCH /v1/members/{userId}', () => {
  it('changes the e-mail and the marketing consents (with the time each was given)', async () => {
    const { member, cookie } = await checkedIn();
    const res = await patchMember(cookie, member.userId, {
      name: member.name,
      email: 'changed@example.kr',
      marketingAgreement: { sms: true, email: false, push: true, smsAgreedAt: '2000-01-01T00:00:00' },
    });
    expect(res.status).toBe(204);
    const row = await memberRow(member.id);
    expect(row).toMatchObject({ email: 'changed@example.kr', marketingSms: true, marketingPush: true, marketingEmail: false });
    expect(Date.now() - (row.marketingSmsAgreedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    const me = (await (await call('/v1/auth/me', { cookie })).json()) as { email: string; marketingAgreements: { sms: boolean } };
    expect(me.email).toBe('changed@example.kr');
    expect(me.marketingAgreements.sms).toBe(true);
    await patchMember(cookie, member.userId, { marketingAgreement: { sms: false, email: false, push: true } });
    expect((await memberRow(member.id)).marketingSmsAgreedAt).toBeNull();
  });

  it('needs a fresh re-check of this session', async () => {
    const member = await newMember();
    const { cookie } = await session(member);
    const res = await patchMember(cookie, member.userId, { email: 'x@example.kr' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('RECHECK_REQUIRED');
  });

  it('keeps an uploaded CSO certificate readable by its owner, and replaces it', async () => {
    const { member, cookie } = await checkedIn();
    const first = await patchMember(cookie, member.userId, {}, new File([PDF], 'CSO신고증.pdf', { type: 'application/pdf' }));
    expect(first.status).toBe(204);
    const url = (await memberRow(member.id)).csoCertUrl ?? '';
    expect(url).toMatch(/^\/v1\/files\/\d+\?name=/);
    expect(certificateName(url)).toBe('CSO신고증.pdf');
    const file = await call(url, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await call(url)).status).toBe(401);
    await patchMember(cookie, member.userId, {}, new File([PNG], '새신고증.png', { type: 'image/png' }));
    expect((await call(url, { cookie })).status).toBe(404);
  });

  it('refuses certificates of other types, of other contents, too large, or when one is approved', async () => {
    const { member, cookie } = await checkedIn();
    const gif = await patchMember(cookie, member.userId, {}, new File(['GIF89a'], 'a.gif'));
    expect(gif.status).toBe(415);
    const fake = await patchMember(cookie, member.userId, {}, new File(['<html>'], 'a.pdf'));
    expect(fake.status).toBe(415);
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(PDF);
    expect((await patchMember(cookie, member.userId, {}, new File([big], 'big.pdf'))).status).toBe(413);
    const approved = await checkedIn({ partnerContractStatus: 'CSO' });
    const res = await patchMember(approved.cookie, approved.member.userId, {}, new File([PDF], 'a.pdf'));
    expect(res.status).toBe(409);
  });

  it("changes the phone number only through the member's own identity verification, used once", async () => {
    const { member, cookie } = await checkedIn();
    expect((await patchMember(cookie, member.userId, { phoneNumber: '010-1111-2222' })).status).toBe(400);
    const certNum = await verified({ name: member.name, birthDate: member.birthDate, phoneNumber: '01012340987' });
    expect((await patchMember(cookie, member.userId, { phoneNumber: '010-1234-0987', certNum })).status).toBe(204);
    expect((await memberRow(member.id)).phoneNumber).toBe('010-1234-0987');
    const reused = await patchMember(cookie, member.userId, { phoneNumber: '010-1234-0987', certNum });
    expect(reused.status).toBe(400);
    expect((await patchMember(cookie, member.userId, { phoneNumber: '010-1234-0987' })).status).toBe(204);
  });

  it('refuses a verification of another name or birth date, and a number another member has', async () => {
    const { member, cookie } = await checkedIn();
    const other = await newMember();
    const stranger = await verified({ name: '다른사람', birthDate: member.birthDate, phoneNumber: '01077778888' });
    const named = await patchMember(cookie, member.userId, { certNum: stranger });
    expect(((await named.json()) as { message: string }).message).toContain('이름이 일치하지 않아');
    const older = await verified({ name: member.name, birthDate: '1970-01-01', phoneNumber: '01077778888' });
    const born = await patchMember(cookie, member.userId, { certNum: older });
    expect(((await born.json()) as { message: string }).message).toContain('생년월일이 일치하지 않아');
    const theirs = await verified({ name: member.name, birthDate: member.birthDate, phoneNumber: other.phoneNumber.replaceAll('-', '') });
    expect((await patchMember(cookie, member.userId, { certNum: theirs })).status).toBe(409);
    expect((await memberRow(member.id)).phoneNumber).toBe(member.phoneNumber);
  });

  it('refuses bad input, name or birth-date changes, another member (403) and the signed out (401)', async () => {
    const { member, cookie } = await checkedIn();
    const other = await newMember();
    for (const request of [
      { email: 'no-at-sign' },
      { email: 'a@b' },
      { name: '다른이름' },
      { birthDate: '2000-01-01' },
      { nickname: 'x' },
    ]) {
      expect((await patchMember(cookie, member.userId, request)).status, JSON.stringify(request)).toBe(400);
    }
    expect((await patchMember(cookie, other.userId, { email: 'evil@example.kr' })).status).toBe(403);
    expect((await patchMember(null, member.userId, { email: 'evil@example.kr' })).status).toBe(401);
    expect((await memberRow(other.id)).email).toBe(other.email);
    expect((await memberRow(member.id)).email).toBe(member.email);
  });
});

describe('nickname', () => {
  const available = async (cookie: string | null, nickname: unknown) =>
    asJson(cookie, '/v1/members/available-nickname', 'POST', { nickname });
  const change = (cookie: string | null, path: string, nickname: unknown) =>
    asJson(cookie, `/v1/members/${path}/nickname`, 'POST', { nickname });

  it('tells duplicates apart from free names, changes once a month', async () => {
    const { member, cookie } = await checkedIn();
    const other = await newMember();
    const taken = (await (await available(cookie, other.nickname.toUpperCase())).json()) as NicknameAvailability;
    expect(taken).toMatchObject({ available: false, duplicated: true, recentlyChanged: false });
    const free = (await (await available(cookie, '새로운닉네임')).json()) as NicknameAvailability;
    expect(free).toMatchObject({ available: true, duplicated: false, recentlyChanged: false, changedAt: null });
    expect((await change(cookie, member.userId, '새로운닉네임')).status).toBe(204);
    expect((await memberRow(member.id)).nickname).toBe('새로운닉네임');
    const after = (await (await available(cookie, '또다른닉네임')).json()) as NicknameAvailability;
    expect(after).toMatchObject({ available: false, recentlyChanged: true });
    const again = await change(cookie, member.userId, '또다른닉네임');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: 'NICKNAME_RECENTLY_CHANGED', message: '닉네임은 1달에 1회만 변경할 수 있습니다.' });
  });

  it('accepts the literal {userId} path of the old client, and refuses another member (403)', async () => {
    const { member, cookie } = await checkedIn();
    const other = await newMember();
    expect((await change(cookie, other.userId, '남의닉네임')).status).toBe(403);
    expect((await memberRow(other.id)).nickname).toBe(other.nickname);
    expect((await change(cookie, '%7BuserId%7D', '그대로보낸닉')).status).toBe(204);
    expect((await memberRow(member.id)).nickname).toBe('그대로보낸닉');
  });

  it('refuses a taken nickname (409), bad ones (400) and the signed out (401)', async () => {
    const { member, cookie } = await checkedIn();
    const other = await newMember();
    expect((await change(cookie, member.userId, other.nickname)).status).toBe(409);
    for (const bad of ['', 'a', 'has space', '이모지😀', 'x'.repeat(21), 7]) {
      expect((await change(cookie, member.userId, bad)).status, String(bad)).toBe(400);
      expect((await available(cookie, bad)).status, String(bad)).toBe(400);
    }
    expect((await change(null, member.userId, '로그아웃닉')).status).toBe(401);
    expect((await available(null, '로그아웃닉')).status).toBe(401);
  });
});

describe('/v1/members/me/push-preferences', () => {
  const path = '/v1/members/me/push-preferences';

  it('starts with every switch on, saves any subset and answers the whole', async () => {
    const { cookie } = await session(await newMember());
    const initial = (await (await call(path, { cookie })).json()) as PushPreferences;
    expect(initial).toEqual({
      allowNotice: true,
      allowSalesAgency: true,
      allowPrescription: true,
      allowSettlement: true,
      allowCommunity: true,
      allowCompliance: true,
    });
    const res = await asJson(cookie, path, 'PATCH', { allowNotice: false, allowCommunity: null });
    expect(await res.json()).toEqual({ ...initial, allowNotice: false });
    await asJson(cookie, path, 'PATCH', { allowSettlement: false, allowCompliance: false });
    expect(await (await call(path, { cookie })).json()).toEqual({
      ...initial,
      allowNotice: false,
      allowSettlement: false,
      allowCompliance: false,
    });
  });

  it("is each member's own, and refuses the signed out (401) and bad input (400)", async () => {
    const a = await session(await newMember());
    const b = await session(await newMember());
    await asJson(a.cookie, path, 'PATCH', { allowPrescription: false });
    expect(((await (await call(path, { cookie: b.cookie })).json()) as PushPreferences).allowPrescription).toBe(true);
    expect((await call(path)).status).toBe(401);
    expect((await asJson(null, path, 'PATCH', { allowNotice: true })).status).toBe(401);
    for (const json of [{ allowNotice: 'yes' }, { allowCommunity: 1 }, { allowCompliance: 'off' }])
      expect((await asJson(a.cookie, path, 'PATCH', json)).status).toBe(400);
  });
});
