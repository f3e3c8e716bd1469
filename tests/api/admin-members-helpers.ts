import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../src/server/runtime/database';
import { staffAudit, type StaffAuditRow } from '../../src/server/db/schema';
import { send, type Who } from './content-helpers';

// Helpers of the 회원관리 API tests: JSON calls as a demo account, the audit rows of an action, and the check that an
// answer holds no full personal value.

export async function json(who: Who | null, method: string, path: string, body?: unknown) {
  return send(
    who,
    method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
    body === undefined ? {} : { 'content-type': 'application/json' },
  );
}

/** The demo members' full values, which no masked answer may hold. */
export const FULL_VALUES = [
  '010-2384-5172', // demo_partner's phone
  '01023845172',
  'minjun.kim@example.com',
  '47290104183520', // demo_partner's account
  '110482937561', // demo_org's account
  '2148712348', // demo_partner's business number
  'seoyeon.lee@example.kr',
  '010-4719-2863',
];

/** Full phone numbers and e-mail addresses look like this; masked ones do not. */
const FULL_PHONE = /01[016789]-?\d{3,4}-?\d{4}/;
const FULL_EMAIL = /[\w.+-]+@[\w-]+\.[a-z]{2,}/i;

export function expectMasked(text: string, label = 'answer') {
  for (const value of FULL_VALUES) expect(text, `${label} holds ${value}`).not.toContain(value);
  expect(text, `${label}: a full phone number`).not.toMatch(FULL_PHONE);
  expect(text, `${label}: a full e-mail address`).not.toMatch(FULL_EMAIL);
}

/** The newest audit rows of an action on a target. */
export async function auditRows(action: StaffAuditRow['action'], targetId?: string): Promise<StaffAuditRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(staffAudit)
    .where(targetId === undefined ? eq(staffAudit.action, action) : and(eq(staffAudit.action, action), eq(staffAudit.targetId, targetId)))
    .orderBy(desc(staffAudit.id));
}

/** Staff without MEMBER_MANAGEMENT, a partner and a visitor: each refused by the policy. */
export async function expectRefused(method: string, path: string, body?: unknown) {
  for (const [who, status] of [
    [null, 401],
    ['demo_partner', 403],
    ['demo_ops_edi', 403],
    ['demo_editor', 403],
  ] as const) {
    const res = await json(who, method, path, body);
    expect(res.status, `${who ?? 'signed out'} → ${method} ${path}`).toBe(status);
    expect(res.json?.message).toMatch(/[가-힣]/);
  }
}
