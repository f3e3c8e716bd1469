// On a pool of 10 PostgreSQL connections (the `api-pg` project), every check-then-write rule is decided by the
// database: a constraint or a lock. Each test fires the same write many times at once through the in-process app
// and expects exactly one winner, the documented 4xx for every other request (never a 500), and exact counts.
// The file runs in the `unit` project too, where PGlite has a single connection and requests interleave only at
// their awaits: there it passes trivially; it is meaningful on PostgreSQL. One pending partner-contract application
// per member is proven the same way in partner-contracts.test.ts.
process.env.DATABASE_POOL_SIZE = '10';

import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths, seoulMonth } from '../../src/lib/months';
import { getDb } from '../../src/server/runtime/database';
import { rowsOf } from '../../src/server/db/migrate';
import { members, passwordRechecks, verificationCodes, type Member } from '../../src/server/db/schema';
import { crowd, newPost, sendJson, sendWithCookie } from './community-helpers';
import { multipart, send } from './content-helpers';
import { call } from './helpers';
import { newPerson, sendForm, verifiedCertNum, type Person } from './identity-helpers';
import { newMember, recheck, session } from './my-page-helpers';
import { png, refsOf } from './prescriptions-helpers';
import { settlementsOf } from './settlements-helpers';

const AT_ONCE = 12;

let crowdCookies: Promise<string[]> | null = null;
/** Twenty CSO members with sessions (crowd_0 … crowd_19), made once per file. */
const theCrowd = () => (crowdCookies ??= crowd(20, 'crowd'));

/** Fires `n` requests at once; answers their statuses. */
async function atOnce(n: number, request: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  return (await Promise.all(Array.from({ length: n }, (_, i) => request(i)))).map((r) => r.status);
}

/** Exactly one `won` status, every other one `lost`. */
function expectOneWinner(statuses: number[], won: number, lost: number) {
  expect(
    statuses.filter((s) => s === won),
    `statuses ${statuses.join(',')}`,
  ).toHaveLength(1);
  expect(statuses.filter((s) => s === lost)).toHaveLength(statuses.length - 1);
}

describe('one winner among concurrent requests', () => {
  it('one answer per inquiry', async () => {
    const asked = await send(
      'demo_partner',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'INQUIRY', title: '동시 답변 문의', content: '<p>문의</p>' }, 'files'),
    );
    expect(asked.status).toBe(201);
    const inquiry = Number(asked.text);
    const answer = (i: number) =>
      send(
        'demo_editor',
        'POST',
        '/v1/boards',
        multipart('request', { boardType: 'INQUIRY', parentId: inquiry, title: `답변 ${i}`, content: '<p>답변입니다.</p>' }, 'files'),
      );
    expectOneWinner(await atOnce(AT_ONCE, answer), 201, 409);
  });

  it('one application per member and sales-agency product', async () => {
    const product = await firstRow<{ id: number }>(sql`
      select p.id from sales_agency_products p join board_posts b on b.id = p.board_post_id
      where b.deleted_at is null and b.is_exposed and not b.is_blind and b.exposure_range = 'ALL'
        and p.start_at < now() and p.end_at > now()
      order by p.id limit 1`);
    const cookie = (await theCrowd())[1]!;
    const apply = () => sendWithCookie(cookie, 'POST', `/v1/sales-agency-products/${product?.id}/apply`);
    expectOneWinner(await atOnce(AT_ONCE, apply), 204, 409);
  });

  it('one report per member and post', async () => {
    const post = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const cookie = (await theCrowd())[0]!;
    const report = () =>
      sendWithCookie(cookie, 'POST', '/v1/reports/crowd_0', { postId: post, reportType: 'SPAM', reportContent: '홍보/스팸' });
    expectOneWinner(await atOnce(AT_ONCE, report), 201, 409);
  });

  it('likes: a crowd liking at once counts exactly, and one member toggling at once leaves row and count in step', async () => {
    const post = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const cookies = await theCrowd();
    const liked = await Promise.all(cookies.map((c) => sendWithCookie(c, 'POST', `/v1/boards/${post}/like`)));
    expect(liked.map((r) => r.status)).toEqual(cookies.map(() => 200));
    const counts = async () =>
      firstRow<{ likes: number; rows: number }>(sql`
        select likes_count as likes, (select count(*)::int from board_post_likes where post_id = ${post}) as rows
        from board_posts where id = ${post}`);
    expect(await counts()).toEqual({ likes: 20, rows: 20 });
    const toggles = await atOnce(AT_ONCE, () => sendWithCookie(cookies[0]!, 'POST', `/v1/boards/${post}/like`));
    expect(toggles.every((s) => s === 200)).toBe(true);
    const after = await counts();
    expect(after?.likes).toBe(after?.rows);
    expect([19, 20]).toContain(after?.rows);
  });

  it('one dealer per member, name and company', async () => {
    const { dealer } = await refsOf('demo_partner');
    const json = { dealerName: '동시딜러', drugCompanyIds: [dealer.drugCompanyId], bankName: '국민은행', accountNumber: '1' };
    const create = () => sendJson('demo_partner', 'POST', '/v1/dealers', json);
    expectOneWinner(await atOnce(AT_ONCE, create), 201, 409);
  });

  it('one EDI record per dealer, client and month', async () => {
    const { dealer, partner } = await refsOf('demo_partner');
    const request = {
      dealerId: dealer.id,
      partnerId: partner.id,
      drugCompanyId: dealer.drugCompanyId,
      prescriptionMonth: addMonths(seoulMonth(), -30),
    };
    const create = () => send('demo_partner', 'POST', '/v1/prescriptions/partner-files', multipart('request', request, 'files', [png()]));
    expectOneWinner(await atOnce(AT_ONCE, create), 201, 409);
  });

  it('one answer per settlement', async () => {
    const [open] = (await settlementsOf('demo_partner')).filter((s) => s.status === null);
    const notify = () => sendJson('demo_partner', 'POST', '/v1/settlements/notify-admin', { settlementIds: [open!.id] });
    expectOneWinner(await atOnce(AT_ONCE, notify), 200, 409);
  });

  it('sign-up: one member per login id, and one live member per phone number', async () => {
    const form = async (person: Person, userId: string) => {
      const body = new FormData();
      const request = {
        userId,
        password: 'Join1234!',
        email: 'race@example.com',
        certNum: await verifiedCertNum(person),
        termsAgreed: true,
        privacyAgreed: true,
      };
      body.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
      return body;
    };
    const sameId = await Promise.all(Array.from({ length: AT_ONCE }, () => form(newPerson(), 'racer01')));
    expectOneWinner(await atOnce(AT_ONCE, (i) => sendForm('POST', '/v1/members', sameId[i]!)), 201, 409);
    const person = newPerson();
    const samePhone = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => form(person, `racer${10 + i}`)));
    expectOneWinner(await atOnce(AT_ONCE, (i) => sendForm('POST', '/v1/members', samePhone[i]!)), 201, 409);
  });

  it('nicknames: one member per nickname (letter case ignored), one change a month', async () => {
    const people: Member[] = [];
    for (let i = 0; i < 6; i++) people.push(await newMember({ phoneNumber: newPerson().phoneNumber }));
    const cookies = await Promise.all(people.map(async (m) => (await session(m)).cookie));
    for (const c of cookies) await recheck(c);
    const spellings = ['Racer', 'racer', 'RACER', 'rAcer', 'raCer', 'racEr'];
    const taken = await atOnce(people.length, (i) =>
      call(`/v1/members/${people[i]!.userId}/nickname`, { cookie: cookies[i]!, json: { nickname: spellings[i] } }),
    );
    expectOneWinner(taken, 204, 409);
    const loser = taken.findIndex((s) => s === 409);
    const changes = await atOnce(AT_ONCE, (i) =>
      call(`/v1/members/${people[loser]!.userId}/nickname`, { cookie: cookies[loser]!, json: { nickname: `혼자${i}` } }),
    );
    expectOneWinner(changes, 204, 409);
    const [row] = await (await getDb()).select({ nickname: members.nickname }).from(members).where(eq(members.id, people[loser]!.id));
    expect(row?.nickname).toMatch(/^혼자\d+$/);
  });

  it('one password re-check row per session', async () => {
    const member = await newMember();
    const { cookie } = await session(member);
    const statuses = await atOnce(AT_ONCE, async () => ({ status: (await recheck(cookie)).status }));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const [rows] = await (await getDb()).select({ n: count() }).from(passwordRechecks).where(eq(passwordRechecks.memberId, member.id));
    expect(rows?.n).toBe(1);
  });

  it('one code send per number within the gap, leaving one live code', async () => {
    const phone = newPerson().phoneNumber.replace(/-/g, '');
    const statuses = await atOnce(AT_ONCE, (i) =>
      call(`/v1/auth/verification-code/account/send?phoneNumber=${phone}`, { method: 'POST', env: { clientAddress: `10.9.0.${i}` } }),
    );
    expectOneWinner(statuses, 200, 429);
    const [live] = await (
      await getDb()
    )
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(sql`replace(${verificationCodes.phoneNumber}, '-', '') = ${phone}`, isNull(verificationCodes.usedAt)));
    expect(live?.n).toBe(1);
  });

  it('one rotation per refresh token', async () => {
    const member = await newMember();
    const { refreshToken } = await session(member);
    const rotate = () => call('/v1/auth/token/refresh', { json: { userId: member.userId, refreshToken } });
    expectOneWinner(await atOnce(AT_ONCE, rotate), 200, 401);
  });
});

async function firstRow<T>(query: SQL): Promise<T | undefined> {
  return rowsOf<T>(await (await getDb()).execute(query))[0];
}
