import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffEnrolmentLinks } from '../../src/server/db/schema';
import { enrolmentTokenHash } from '../../src/server/staff/enrolment-links';
import { getDb } from '../../src/server/runtime/database';
import { totpCode } from '../../src/server/staff/totp';
import { call } from './helpers';
import { as, auditOf, createStaff, PASSWORD, signInAgain, tokenOf } from './staff-helpers';

// The enrolment link of a new staff account (public): who it is for, the password set once through it, then the
// second factor's enrolment on the challenge it answers; a used, replaced, expired or disabled account's link works
// no more; the link is budgeted per client address.

const info = (token: string) => as(null, 'GET', `/v1/auth/staff-enrolment/${token}`);
const use = (token: string, password = PASSWORD, env?: { clientAddress: string }) =>
  call('/v1/auth/staff-enrolment', { json: { token, password }, env });

afterEach(() => vi.unstubAllEnvs());

describe('a staff enrolment link', () => {
  it('says for whom it is, sets the password once, and goes on to the second factor', async () => {
    const created = await createStaff({ name: '정하늘' });
    const token = tokenOf(created.enrolmentLink.url);
    const before = await info(token);
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ valid: true, userId: created.userId, name: '정하늘', expiresAt: created.enrolmentLink.expiresAt });
    expect(before.res.headers.get('cache-control')).toBe('no-store');

    for (const weak of ['short1!', 'alllowercase', 'has space A1!']) {
      const res = await use(token, weak);
      expect(res.status, weak).toBe(400);
    }
    const res = await use(token);
    expect(res.status).toBe(200);
    const challenge = (await res.json()) as { secondFactorRequired: boolean; challenge: string; enrolmentRequired: boolean };
    expect(challenge).toMatchObject({ secondFactorRequired: true, enrolmentRequired: true });
    expect(res.headers.getSetCookie()).toEqual([]);

    // Used up: the page says so, without naming the account, and it cannot set a password again.
    expect((await info(token)).json).toEqual({ valid: false, problem: 'USED' });
    const again = await use(token, 'Other!2345');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('ENROLMENT_LINK_INVALID');

    const enrolment = await call('/v1/auth/second-factor/enrolment', { json: { challenge: challenge.challenge } });
    const { secret } = (await enrolment.json()) as { secret: string };
    const done = await call('/v1/auth/second-factor', { json: { challenge: challenge.challenge, code: totpCode(secret) } });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await signInAgain({ userId: created.userId, secret })).status).toBe(200);
    expect((await signInAgain({ userId: created.userId, secret }, 'Other!2345')).status).toBe(401);
    const actions = (await auditOf(created.userId)).map((r) => [r.action, r.staffUserId]);
    expect(actions.slice(-3)).toEqual([
      ['SECOND_FACTOR_ENROLLED', created.userId],
      ['STAFF_PASSWORD_SET', created.userId],
      ['STAFF_CREATED', 'demo_admin'],
    ]);
  });

  it('stores only the hash of the token', async () => {
    const created = await createStaff({});
    const token = tokenOf(created.enrolmentLink.url);
    const rows = await (await getDb()).select().from(staffEnrolmentLinks);
    expect(rows.some((r) => r.tokenHash === enrolmentTokenHash(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('works no more after its 24 hours', async () => {
    const created = await createStaff({});
    const token = tokenOf(created.enrolmentLink.url);
    await (
      await getDb()
    )
      .update(staffEnrolmentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffEnrolmentLinks.tokenHash, enrolmentTokenHash(token)));
    expect((await info(token)).json).toEqual({ valid: false, problem: 'EXPIRED' });
    expect((await use(token)).status).toBe(409);
  });

  it('is used once when two tabs send it at once', async () => {
    const created = await createStaff({});
    const token = tokenOf(created.enrolmentLink.url);
    const [a, b] = await Promise.all([use(token, 'First!2345'), use(token, 'Second!2345')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('answers 404 for a token that names no link and 400 for a malformed request', async () => {
    expect((await info('A'.repeat(43))).status).toBe(404);
    expect((await info('bad token!')).status).toBe(404);
    expect((await use('A'.repeat(43))).status).toBe(404);
    expect((await use('x')).status).toBe(400);
    expect((await call('/v1/auth/staff-enrolment', { json: { password: PASSWORD } })).status).toBe(400);
    expect((await call('/v1/auth/staff-enrolment', { body: 'not json' })).status).toBe(400);
  });

  it('is budgeted per client address', async () => {
    vi.stubEnv('PUBLIC_RATE_LIMIT', '');
    const env = { clientAddress: '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(`/v1/auth/staff-enrolment/${'B'.repeat(43)}`, { env })).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await use('C'.repeat(43), PASSWORD, env)).status).toBe(429);
    // Another client is not held up.
    expect((await call(`/v1/auth/staff-enrolment/${'B'.repeat(43)}`, { env: { clientAddress: '203.0.113.78' } })).status).toBe(404);
  });
});
