import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NicknameAvailability } from '../../src/api/types';
import { getDb } from '../../src/server/runtime/database';
import { members } from '../../src/server/db/schema';
import { call } from './helpers';
import { newPerson, sendForm, verifiedCertNum } from './identity-helpers';
import { asJson, memberRow, newMember, recheck, session } from './my-page-helpers';

// Login ids and nicknames are not derivable from each other: a nickname a member chooses is never a login id (theirs
// or anyone's, letter case ignored), and a new login id is never a nickname someone has, so the public login-id
// check says nothing about a chosen nickname, and no nickname passes for another member's login id. (A member who
// never chose one keeps the login id as nickname, as sign-up gives it.)

const availableNickname = async (cookie: string, nickname: string) =>
  (await (await asJson(cookie, '/v1/members/available-nickname', 'POST', { nickname })).json()) as NicknameAvailability;
const changeNickname = (cookie: string, userId: string, nickname: string) =>
  asJson(cookie, `/v1/members/${userId}/nickname`, 'POST', { nickname });
const loginIdFree = async (userId: string) => (await (await call(`/v1/members/${userId}/available`)).json()) as boolean;

async function checkedIn() {
  const member = await newMember();
  const { cookie } = await session(member);
  await recheck(cookie);
  return { member, cookie };
}

describe('nicknames are never login ids', () => {
  it('refuses another member’s login id as a nickname (409, any letter case), and says so in the availability check', async () => {
    const { member, cookie } = await checkedIn();
    const other = await newMember({ nickname: '다른사람닉' });
    for (const nickname of [other.userId, other.userId.toUpperCase()]) {
      expect(await availableNickname(cookie, nickname)).toMatchObject({ available: false, duplicated: true });
      const res = await changeNickname(cookie, member.userId, nickname);
      expect(res.status, nickname).toBe(409);
      expect(await res.json()).toEqual({ code: 'NICKNAME_DUPLICATED', message: '이미 사용 중인 닉네임입니다.' });
    }
    expect((await memberRow(member.id)).nickname).toBe(member.nickname);
  });

  it('refuses the member’s own login id as a chosen nickname', async () => {
    const { member, cookie } = await checkedIn();
    expect(await availableNickname(cookie, member.userId.toUpperCase())).toMatchObject({ available: false, duplicated: true });
    expect((await changeNickname(cookie, member.userId, member.userId)).status).toBe(409);
    expect((await memberRow(member.id)).nickname).toBe(member.nickname);
  });

  it('answers a login id that is someone’s nickname as taken, and refuses it at sign-up (409, nothing written)', async () => {
    const holder = await newMember({ nickname: 'chosenNick77' });
    expect(await loginIdFree('chosennick77')).toBe(false);
    expect(await loginIdFree('CHOSENNICK77')).toBe(false);
    const request = {
      userId: 'ChosenNick77',
      password: 'Join1234!',
      email: 'nick@example.com',
      certNum: await verifiedCertNum(newPerson()),
      termsAgreed: true,
      privacyAgreed: true,
    };
    const form = new FormData();
    form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
    const res = await sendForm('POST', '/v1/members', form);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('USER_ID_TAKEN');
    const db = await getDb();
    expect(await db.select().from(members).where(eq(members.userId, 'ChosenNick77'))).toHaveLength(0);
    expect((await memberRow(holder.id)).nickname).toBe('chosenNick77');
  });

  it('gives a new member their login id as nickname, never a variant of it', async () => {
    const request = {
      userId: 'freshjoin81',
      password: 'Join1234!',
      email: 'fresh@example.com',
      certNum: await verifiedCertNum(newPerson()),
      termsAgreed: true,
      privacyAgreed: true,
    };
    const form = new FormData();
    form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
    expect((await sendForm('POST', '/v1/members', form)).status).toBe(201);
    const [row] = await (await getDb()).select().from(members).where(eq(members.userId, 'freshjoin81'));
    expect(row?.nickname).toBe('freshjoin81');
  });
});
