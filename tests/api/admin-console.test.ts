import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsoleDashboard, RecoveryCodes, StaffSecurity } from '../../src/api/types';
import { toWireDateTime } from '../../src/server/http';
import { bankAccountChanges, members, partnerContracts, prescriptionPartners, staffAudit } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { DEMO_STAFF_TOTP_SECRET } from '../../src/server/seed/staff';
import { totpCode } from '../../src/server/staff/totp';
import { getAs, send, type Who } from './content-helpers';
import { call, login } from './helpers';

// The console's own calls: the dashboard answers the queues the caller's permissions reach, each count and oldest
// date equal to the rows; 내 보안 설정 answers the caller's second factor and makes ten new recovery codes for a
// current authenticator code (audited, a played code refused, wrong codes throttled).

const json = (body: unknown) => JSON.stringify(body);
const headers = { 'content-type': 'application/json' };
/** The sign-in helper spent this step's code: the next step's is accepted once (the ±1 step window). */
const nextCode = () => totpCode(DEMO_STAFF_TOTP_SECRET, Date.now() + 30_000);

/** What each queue holds, read row by row (not with the dashboard's own query). */
async function rowsOfQueues() {
  const db = await getDb();
  const contracts = await db
    .select({ at: partnerContracts.createdAt })
    .from(partnerContracts)
    .where(eq(partnerContracts.status, 'PENDING'));
  const certificates = await db
    .select({ at: members.csoCertSubmittedAt })
    .from(members)
    .where(
      and(
        isNotNull(members.csoCertUrl),
        eq(members.partnerContractStatus, 'NONE'),
        isNull(members.csoCertRejectionReason),
        ne(members.accountStatus, 'DELETED'),
      ),
    );
  const changes = await db
    .select({ at: bankAccountChanges.requestedAt })
    .from(bankAccountChanges)
    .where(eq(bankAccountChanges.status, 'PENDING'));
  const records = await db
    .select({ at: prescriptionPartners.inputDate })
    .from(prescriptionPartners)
    .where(inArray(prescriptionPartners.status, ['PENDING', 'IN_PROGRESS']));
  const figure = (rows: { at: Date | null }[]) => {
    const times = rows.map((r) => r.at!.getTime());
    return { count: rows.length, oldestAt: rows.length ? toWireDateTime(new Date(Math.min(...times))) : null };
  };
  return {
    CONTRACT_APPLICATIONS: figure(contracts),
    CSO_CERTIFICATES: figure(certificates),
    BANK_ACCOUNT_CHANGES: figure(changes),
    EDI_RECORDS: figure(records),
  };
}

/** One more of each queue: an application, a certificate to review and a bank account change asked by staff. */
async function addOneOfEach() {
  const db = await getDb();
  const [applicant] = await db.select().from(members).where(eq(members.userId, 'demo_applicant'));
  const [csoCandidate] = await db.select().from(members).where(eq(members.userId, 'demo_member'));
  const [staff] = await db.select().from(members).where(eq(members.userId, 'demo_ops_members'));
  const [running] = await db.select().from(partnerContracts).where(eq(partnerContracts.status, 'APPROVED')).limit(1);
  const [pending] = await db
    .select({ id: partnerContracts.id })
    .from(partnerContracts)
    .where(eq(partnerContracts.status, 'PENDING'))
    .limit(1);
  // Applications are copied from a pending one (its documents and fields), as the member would send one.
  const [template] = await db.select().from(partnerContracts).where(eq(partnerContracts.id, pending!.id));
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = template!;
  await db.insert(partnerContracts).values({ ...fields, memberId: applicant!.id, createdAt: new Date('2020-01-02T03:04:05Z') });
  await db
    .update(members)
    .set({ csoCertUrl: 'uploads/cso/test.pdf', csoCertSubmittedAt: new Date('2020-02-03T04:05:06Z'), csoCertRejectionReason: null })
    .where(eq(members.id, csoCandidate!.id));
  await db.insert(bankAccountChanges).values({
    contractId: running!.id,
    memberId: running!.memberId,
    bankName: '국민은행',
    accountNumber: '123456789012',
    reason: '회원 요청',
    requestedBy: staff!.id,
    requestedAt: new Date('2020-03-04T05:06:07Z'),
  });
}

describe('GET /v1/admin/dashboard', () => {
  it('answers each queue the caller may work with the count and the oldest date of its rows', async () => {
    await addOneOfEach();
    const expected = await rowsOfQueues();
    expect(expected.CONTRACT_APPLICATIONS.count).toBeGreaterThan(1);
    expect(expected.BANK_ACCOUNT_CHANGES).toEqual({ count: 1, oldestAt: '2020-03-04T05:06:07' });
    for (const who of ['demo_ops_members', 'demo_admin'] as const) {
      const { status, body, res } = await getAs<ConsoleDashboard>(who, '/v1/admin/dashboard');
      expect(status, who).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      // 회원관리's queues (a SUPER_ADMIN also sees 처방관리's, below, and 정산관리's, tested in settlement-requests.test.ts).
      const membersQueues: string[] = ['CONTRACT_APPLICATIONS', 'CSO_CERTIFICATES', 'BANK_ACCOUNT_CHANGES'];
      expect(body.queues.filter((q) => membersQueues.includes(q.queue))).toEqual([
        { queue: 'CONTRACT_APPLICATIONS', ...expected.CONTRACT_APPLICATIONS },
        { queue: 'CSO_CERTIFICATES', ...expected.CSO_CERTIFICATES },
        { queue: 'BANK_ACCOUNT_CHANGES', ...expected.BANK_ACCOUNT_CHANGES },
      ]);
      // EDI waiting: only with 처방관리 (demo_admin holds every permission).
      expect(
        body.queues.some((q) => q.queue === 'EDI_RECORDS'),
        who,
      ).toBe(who === 'demo_admin');
    }
    expect((await getAs<ConsoleDashboard>('demo_ops_members', '/v1/admin/dashboard')).body.permissions).toEqual([
      'MEMBER_MANAGEMENT',
      'CONTRACT_MANAGEMENT',
    ]);
    expect((await getAs<ConsoleDashboard>('demo_admin', '/v1/admin/dashboard')).body.queues[0]!.oldestAt).toBe('2020-01-02T03:04:05');
  });

  it('staff without MEMBER_MANAGEMENT get none of these queues; 처방관리 staff get the open EDI records', async () => {
    const expected = await rowsOfQueues();
    expect(expected.EDI_RECORDS.count).toBeGreaterThan(0);
    const edi = await getAs<ConsoleDashboard>('demo_ops_edi', '/v1/admin/dashboard');
    expect(edi.status).toBe(200);
    expect(edi.body.queues.find((q) => q.queue === 'EDI_RECORDS')).toEqual({ queue: 'EDI_RECORDS', ...expected.EDI_RECORDS });
    expect(edi.body.queues.map((q) => q.queue)).not.toContain('CONTRACT_APPLICATIONS');
    expect(edi.body.permissions).toEqual(['TRANSACTION_MANAGEMENT', 'PRESCRIPTION_MANAGEMENT']);
    const editor = await getAs<ConsoleDashboard>('demo_editor', '/v1/admin/dashboard');
    expect(editor.status).toBe(200);
    expect(editor.body).toEqual({ queues: [], permissions: ['CONTENT_MANAGEMENT', 'BANNER_MANAGEMENT'] });
  });

  it('is refused to partners (403) and to the signed-out (401)', async () => {
    for (const who of ['demo_partner', 'demo_cso', 'demo_member'] as const) {
      const { status, body } = await getAs<{ code: string }>(who, '/v1/admin/dashboard');
      expect(status, who).toBe(403);
      expect(body.code).toBe('STAFF_ONLY');
    }
    expect((await getAs(null, '/v1/admin/dashboard')).status).toBe(401);
  });
});

describe('내 보안 설정: GET /v1/admin/me/security and POST /v1/admin/me/recovery-codes', () => {
  const security = async (who: Who) => (await getAs<StaffSecurity>(who, '/v1/admin/me/security')).body;

  it('answers when the authenticator was enrolled and how many recovery codes are left', async () => {
    const { status, body } = await getAs<StaffSecurity>('demo_ops_cs', '/v1/admin/me/security');
    expect(status).toBe(200);
    expect(body).toEqual({ enrolledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/), recoveryCodesLeft: 0 });
  });

  it('makes ten new codes for a current code, once per code, audited; a code of the new set signs in', async () => {
    const first = await send('demo_ops_settlement', 'POST', '/v1/admin/me/recovery-codes', json({ code: nextCode() }), headers);
    expect(first.status).toBe(200);
    const { recoveryCodes } = first.json as unknown as RecoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(await security('demo_ops_settlement')).toMatchObject({ recoveryCodesLeft: 10 });

    // The same code again: refused (each 30-second step once).
    const replay = await send('demo_ops_settlement', 'POST', '/v1/admin/me/recovery-codes', json({ code: nextCode() }), headers);
    expect(replay.status).toBe(401);
    expect(replay.json?.code).toBe('INVALID_SECOND_FACTOR');

    const db = await getDb();
    const [me] = await db.select({ id: members.id }).from(members).where(eq(members.userId, 'demo_ops_settlement'));
    const rows = await db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffId, me!.id), eq(staffAudit.action, 'RECOVERY_CODES_REPLACED')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetKind: 'STAFF', targetId: 'demo_ops_settlement', changes: { recoveryCodesLeft: [0, 10] } });
    expect(JSON.stringify(rows[0])).not.toContain(recoveryCodes[0]);

    // A code of the new set signs in.
    const signIn = await call('/v1/auth/login', { json: { userId: 'demo_ops_settlement', password: 'demo1234!', device: null } });
    const { challenge } = (await signIn.json()) as { challenge: string };
    const used = await call('/v1/auth/second-factor', { json: { challenge, code: recoveryCodes[0] } });
    expect(used.status).toBe(200);
    expect(await security('demo_ops_settlement')).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('a wrong code is 401 and repeated ones are throttled (429, Retry-After)', async () => {
    const wrong = totpCode(DEMO_STAFF_TOTP_SECRET, Date.now() - 10 * 60_000);
    for (let i = 0; i < 5; i++) {
      const res = await send('demo_ops_settlement2', 'POST', '/v1/admin/me/recovery-codes', json({ code: wrong }), headers);
      expect(res.status).toBe(401);
    }
    const throttled = await send('demo_ops_settlement2', 'POST', '/v1/admin/me/recovery-codes', json({ code: nextCode() }), headers);
    expect(throttled.status).toBe(429);
    expect(throttled.res.headers.get('retry-after')).toBe('1');
    expect(await security('demo_ops_settlement2')).toMatchObject({ recoveryCodesLeft: 0 });
  });

  it('bad input is 400: no code, not six digits, a recovery code instead of the app code', async () => {
    for (const body of [{}, { code: '' }, { code: '12345' }, { code: 'ABCD-EFGH' }, { code: 123456 }]) {
      const res = await send('demo_admin', 'POST', '/v1/admin/me/recovery-codes', json(body), headers);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json?.message).toBe('인증 앱에 표시된 6자리 코드를 입력해 주세요.');
    }
    expect((await send('demo_admin', 'POST', '/v1/admin/me/recovery-codes', 'nope', headers)).status).toBe(400);
  });

  it('is refused to partners (403) and to the signed-out (401)', async () => {
    for (const [method, path] of [
      ['GET', '/v1/admin/me/security'],
      ['POST', '/v1/admin/me/recovery-codes'],
    ] as const) {
      const partner = await send('demo_partner', method, path, method === 'POST' ? json({ code: '123456' }) : undefined, headers);
      expect(partner.status, path).toBe(403);
      expect((await send(null, method, path, method === 'POST' ? json({ code: '123456' }) : undefined, headers)).status).toBe(401);
    }
    // A fresh sign-in of the partner does not change that.
    const { cookie } = await login('demo_org');
    expect((await call('/v1/admin/me/security', { cookie })).status).toBe(403);
  });
});
