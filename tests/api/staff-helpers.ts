import { expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../src/server/runtime/database';
import { staffAudit } from '../../src/server/db/schema';
import { totpCode } from '../../src/server/staff/totp';
import type { StaffCreated } from '../../src/api/types';
import { accessCookie, call, forgetLastStep } from './helpers';
import { cookieOf, type Who } from './content-helpers';

// Helpers of the staff account tests: JSON calls with a cookie, a new staff account taken through its enrolment link
// to a signed-in session (the way a person does it), and the audit rows of a target.

export interface Answer<T = Record<string, unknown>> {
  status: number;
  json: T & { code?: string; message?: string };
  res: Response;
}

/** A JSON call as a cookie (a demo account's name, a cookie string, or null for signed out). */
export async function as<T = Record<string, unknown>>(
  who: Who | string | null,
  method: string,
  path: string,
  json?: unknown,
): Promise<Answer<T>> {
  const cookie = who === null ? null : who.includes('=') ? who : await cookieOf(who as Who);
  const res = await call(path, { method, cookie, json: json === undefined && method !== 'GET' ? {} : json });
  const text = await res.text();
  return {
    status: res.status,
    json: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as Answer<T>['json'],
    res,
  };
}

export const PASSWORD = 'Staff!2345';

let serial = 0;
/** A login id of this test run. */
export const newStaffId = (prefix = 'ops') => `${prefix}_${Date.now().toString(36).slice(-5)}${(serial++).toString(36)}`;

/** A fresh mobile number (010-9xxx-xxxx) no demo account has. */
export const newPhone = () => `010-9${String(Math.floor(Math.random() * 900) + 100)}-${String(Math.floor(Math.random() * 9000) + 1000)}`;

/** demo_admin (or `by`) creates a staff account; answers the created body. */
export async function createStaff(
  body: { userId?: string; permissions?: string[]; role?: string; status?: boolean; name?: string },
  by: Who | string = 'demo_admin',
): Promise<StaffCreated & { userId: string }> {
  const userId = body.userId ?? newStaffId();
  const res = await as<StaffCreated>(by, 'POST', '/v1/members/admins', {
    userId,
    name: body.name ?? '새운영자',
    email: `${userId}@example.kr`,
    phoneNumber: newPhone(),
    permissions: body.permissions ?? ['CUSTOMER_SERVICE'],
    ...(body.role ? { role: body.role } : {}),
    ...(body.status === undefined ? {} : { status: body.status }),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { ...res.json, userId };
}

export const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

export interface Enrolled {
  userId: string;
  cookie: string;
  secret: string;
  recoveryCodes: string[];
}

/** Uses an enrolment link: the password, then the authenticator's enrolment and its first code: a signed-in session. */
export async function enrol(userId: string, url: string): Promise<Enrolled> {
  const set = await call('/v1/auth/staff-enrolment', { json: { token: tokenOf(url), password: PASSWORD } });
  const challenge = (await set.json()) as { challenge: string; enrolmentRequired: boolean; secondFactorRequired: boolean };
  expect(set.status, JSON.stringify(challenge)).toBe(200);
  expect(challenge).toMatchObject({ secondFactorRequired: true, enrolmentRequired: true });
  const enrolment = await call('/v1/auth/second-factor/enrolment', { json: { challenge: challenge.challenge } });
  const { secret } = (await enrolment.json()) as { secret: string };
  const done = await call('/v1/auth/second-factor', { json: { challenge: challenge.challenge, code: totpCode(secret) } });
  const body = (await done.json()) as { recoveryCodes: string[] };
  expect(done.status).toBe(200);
  return { userId, cookie: accessCookie(done) ?? '', secret, recoveryCodes: body.recoveryCodes };
}

/** Creates and enrols a staff account: its signed-in cookie. */
export async function staffSession(body: Parameters<typeof createStaff>[0], by: Who | string = 'demo_admin'): Promise<Enrolled> {
  const created = await createStaff(body, by);
  return enrol(created.userId, created.enrolmentLink.url);
}

/** The audit rows about a target, newest first. */
export async function auditOf(targetId: string) {
  const db = await getDb();
  return db.select().from(staffAudit).where(eq(staffAudit.targetId, targetId)).orderBy(desc(staffAudit.id));
}

/** Signs an enrolled account in again (password, then its code; the last accepted step forgotten, as login() does). */
export async function signInAgain(who: Pick<Enrolled, 'userId' | 'secret'>, password = PASSWORD) {
  const first = await call('/v1/auth/login', { json: { userId: who.userId, password, device: null } });
  const body = (await first.json()) as { challenge?: string; enrolmentRequired?: boolean; code?: string };
  if (first.status !== 200 || !body.challenge) return { status: first.status, body, cookie: null };
  if (body.enrolmentRequired) return { status: first.status, body, cookie: null };
  await forgetLastStep(who.userId);
  const second = await call('/v1/auth/second-factor', { json: { challenge: body.challenge, code: totpCode(who.secret) } });
  return { status: second.status, body, cookie: accessCookie(second) };
}
