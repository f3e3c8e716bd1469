import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { getDb } from '../../src/server/runtime/database';
import { members, type Member } from '../../src/server/db/schema';
import { call, login, ORIGIN, type JsonInit } from './helpers';
import { app } from '../../src/server/app';

// Members of the my-page tests: each test makes its own, so changing or withdrawing one disturbs nobody else.

export const PASSWORD = 'Mypage123!';
let serial = 0;

export async function newMember(overrides: Partial<Member> = {}): Promise<Member> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  const [row] = await (
    await getDb()
  )
    .insert(members)
    .values({
      userId: `mp_${tag}`,
      passwordHash: await hashPassword(PASSWORD),
      name: '마이페이지',
      nickname: `마이${tag}`,
      email: `mp_${tag}@example.com`,
      phoneNumber: `010-9${String(serial).padStart(3, '0')}-${String(Date.now() % 10000).padStart(4, '0')}`,
      birthDate: '1990-01-02',
      referralCode: `MP${tag}`.slice(0, 12).toUpperCase(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('member not created');
  return row;
}

export async function memberRow(id: number): Promise<Member> {
  const [row] = await (await getDb()).select().from(members).where(eq(members.id, id));
  if (!row) throw new Error('member gone');
  return row;
}

/** A signed-in session of a new member: its cookie and refresh token. */
export async function session(member: Member, password = PASSWORD) {
  const { cookie, body, res } = await login(member.userId, password);
  if (!cookie) throw new Error(`login ${member.userId} failed: ${res.status}`);
  return { cookie, refreshToken: body.refreshToken };
}

export const asJson = (cookie: string | null, path: string, method: string, json?: unknown, init: JsonInit = {}) =>
  call(path, { ...init, method, cookie, ...(json === undefined ? {} : { json }) });

export async function recheck(cookie: string, password = PASSWORD) {
  const res = await asJson(cookie, '/v1/members/check-password', 'POST', { password });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** `PATCH /v1/members/{userId}` with the `request` part and an optional file. */
export function patchMember(cookie: string | null, userId: string, request: unknown, file?: File) {
  const form = new FormData();
  form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
  if (file) form.append('file', file);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return app.request(`${ORIGIN}/v1/members/${encodeURIComponent(userId)}`, { method: 'PATCH', headers, body: form });
}

/** A finished demo identity verification of this person; answers its certNum. */
export async function verified(person: { name: string; birthDate: string; phoneNumber: string }): Promise<string> {
  const start = await call('/v1/kmc/auth/request', { json: { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' } });
  const { certNum } = (await start.json()) as { certNum: string };
  const fields = { certNum, choice: 'typed', gender: 'FEMALE', ...person };
  const done = await call('/v1/kmc/auth/launch', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });
  if (done.status !== 200) throw new Error(`verification failed: ${done.status}`);
  return certNum;
}
