import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../src/server/runtime/database';
import { notifications, staffAudit, type Member } from '../../src/server/db/schema';
import { app } from '../../src/server/app';
import { PDF, PNG } from './content-helpers';
import { ORIGIN } from './helpers';
import { newMember, recheck, session } from './my-page-helpers';

// Helpers of the review tests (계약 심사, CSO 신고증 심사): a fresh member signed in and re-checked, an application
// with its four documents, JSON calls with a cookie, and the rows a decision leaves (notification, audit).

export interface Partner {
  member: Member;
  cookie: string;
}

/** A new member (type NONE unless told), signed in, with the password re-check an application needs. */
export async function newPartner(overrides: Partial<Member> = {}): Promise<Partner> {
  const member = await newMember(overrides);
  const { cookie } = await session(member);
  await recheck(cookie);
  return { member, cookie };
}

/** A request with a cookie (or none) and an optional JSON body; answers status, parsed JSON and the raw text. */
export async function request(cookie: string | null, method: string, path: string, json?: unknown, body?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (json !== undefined || body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await res.text();
  const parsed = (res.headers.get('content-type') ?? '').includes('json') && text ? (JSON.parse(text) as Record<string, unknown>) : null;
  return { status: res.status, json: parsed, text, res };
}

export const APPLICATION = {
  contractType: 'ORGANIZATION',
  companyName: '심사상사(주)',
  businessNumber: '220-81-62517',
  bankName: '국민은행',
  accountNumber: '98765432109876',
};
/** What no operator answer may hold: the full business number and account number of APPLICATION. */
export const FULL_NUMBERS = ['2208162517', '220-81-62517', '98765432109876'];

/** Applies for a contract with all four documents; answers the application's id. */
export async function apply(p: Partner, overrides: Partial<typeof APPLICATION> = {}): Promise<number> {
  const form = new FormData();
  form.append('request', new Blob([JSON.stringify({ ...APPLICATION, ...overrides })], { type: 'application/json' }));
  form.append('business_registration', new File([PDF], '사업자등록증.pdf', { type: 'application/pdf' }));
  form.append('subcontract_agreement', new File([PDF], '재위탁계약서.pdf', { type: 'application/pdf' }));
  form.append('cso_certificate', new File([PNG], 'CSO신고증.png', { type: 'image/png' }));
  form.append('education_certificate', new File([PDF], '교육이수증.pdf', { type: 'application/pdf' }));
  const res = await app.request(`${ORIGIN}/v1/partner-contracts`, { method: 'POST', headers: { cookie: p.cookie }, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function notificationsOf(memberId: number) {
  return (await getDb()).select().from(notifications).where(eq(notifications.memberId, memberId));
}

export async function auditOf(targetKind: string, targetId: string | number) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.targetId, String(targetId)))
    // In the order written (without an order, PostgreSQL may answer them in any).
    .orderBy(asc(staffAudit.id));
  return rows.filter((r) => r.targetKind === targetKind);
}

/** The session's own view of itself (the guard reads the member row anew after a decision). */
export async function me(cookie: string) {
  return (await request(cookie, 'GET', '/v1/auth/me')).json as { partnerContractStatus: string; csoCertRejectionReason?: string | null };
}
