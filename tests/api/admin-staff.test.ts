import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminPermission } from '../../src/api/enums';
import { STAFF_PASSWORD_REFUSED } from '../../src/api/schema/staff-rules';
import type { Page, StaffDetail, StaffRow } from '../../src/api/types';
import { members } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { call } from './helpers';
import { as, auditOf, createStaff, enrol, newPhone, newStaffId, signInAgain, staffSession } from './staff-helpers';

// Staff accounts (운영자 관리) through the API: who may create and change staff, and every rule the server holds
// (nothing granted one lacks, never oneself, SUPER_ADMINs by SUPER_ADMINs, the last SUPER_ADMIN stays), with the audit
// row of each change. The enrolment link itself: staff-enrolment.test.ts.

const hangul = /[가-힣]/;

describe('creating a staff account', () => {
  it('gives no password, a one-time link, and one audit row', async () => {
    const userId = newStaffId('new');
    const res = await as<{ staff: StaffDetail; enrolmentLink: { url: string; expiresAt: string } }>(
      'demo_admin',
      'POST',
      '/v1/members/admins',
      {
        userId,
        name: '한지우',
        email: 'jiwoo.han@example.kr',
        phoneNumber: '01093456789',
        permissions: ['MEMBER_MANAGEMENT', 'CUSTOMER_SERVICE', 'MEMBER_MANAGEMENT'],
        status: true,
      },
    );
    expect(res.status).toBe(201);
    const { staff, enrolmentLink } = res.json;
    expect(staff).toMatchObject({
      userId,
      name: '한지우',
      role: 'ADMIN',
      permissions: ['MEMBER_MANAGEMENT', 'CUSTOMER_SERVICE'],
      accountStatus: 'ACTIVATED',
      phoneNumber: '010-****-6789',
      email: 'ji***@e***.kr',
      secondFactorEnrolled: false,
      passwordSet: false,
    });
    expect(JSON.stringify(res.json)).not.toContain('3456');
    expect(enrolmentLink.url).toMatch(/^http:\/\/localhost\/admin\/enrol\?token=[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(enrolmentLink.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // The link is in this answer only: the account's page says when it ends, never what it is.
    const detail = await as<StaffDetail>('demo_admin', 'GET', `/v1/admin/staff/${userId}`);
    expect(detail.json.enrolmentLinkExpiresAt).toBe(enrolmentLink.expiresAt);
    expect(JSON.stringify(detail.json)).not.toContain(new URL(enrolmentLink.url).searchParams.get('token'));
    // No password signs the account in before the link is used.
    for (const password of ['', '!enrolment-pending', 'demo1234!']) {
      const login = await call('/v1/auth/login', { json: { userId, password: password || 'x', device: null } });
      expect(login.status).toBe(401);
    }
    const [row, ...others] = await auditOf(userId);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      action: 'STAFF_CREATED',
      staffUserId: 'demo_admin',
      targetKind: 'STAFF',
      changes: {
        role: [null, 'ADMIN'],
        permissions: [null, ['MEMBER_MANAGEMENT', 'CUSTOMER_SERVICE']],
        accountStatus: [null, 'ACTIVATED'],
        email: [null, 'ji***@e***.kr'],
        phoneNumber: [null, '010-****-6789'],
      },
    });
  });

  it("refuses a legacy client's password with a Korean reason, and creates nothing", async () => {
    const userId = newStaffId('legacy');
    const res = await as('demo_admin', 'POST', '/v1/members/admins', {
      userId,
      name: '구관리자',
      password: 'Legacy!2345',
      email: 'legacy@example.kr',
      phoneNumber: '01012340000',
      status: true,
      permissions: ['CUSTOMER_SERVICE', 'PERMISSION_MANAGEMENT'],
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(STAFF_PASSWORD_REFUSED);
    expect((await as('demo_admin', 'GET', `/v1/admin/staff/${userId}`)).status).toBe(404);
  });

  it('honours status false: the account starts disabled and its link says so', async () => {
    const created = await createStaff({ status: false });
    expect(created.staff.accountStatus).toBe('BLOCKED');
    const token = new URL(created.enrolmentLink.url).searchParams.get('token');
    expect((await as(null, 'GET', `/v1/auth/staff-enrolment/${token}`)).json).toEqual({ valid: false, problem: 'DISABLED' });
  });

  it('refuses bad input with 400 and taken ids or phones with 409', async () => {
    const base = {
      userId: newStaffId('bad'),
      name: '이름',
      email: 'a@example.kr',
      phoneNumber: newPhone(),
      permissions: ['CUSTOMER_SERVICE'],
    };
    const bad: Record<string, unknown>[] = [
      { ...base, userId: 'ab' },
      { ...base, userId: '한글아이디' },
      { ...base, userId: 'password' },
      { ...base, name: '' },
      { ...base, name: undefined },
      { ...base, email: 'not-an-email' },
      { ...base, phoneNumber: '12345' },
      { ...base, permissions: ['ALL'] },
      { ...base, permissions: 'MEMBER_MANAGEMENT' },
      { ...base, permissions: [] },
      { ...base, role: 'USER' },
      { ...base, status: 'yes' },
    ];
    for (const body of bad) {
      const res = await as('demo_admin', 'POST', '/v1/members/admins', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(hangul);
    }
    expect((await as('demo_admin', 'POST', '/v1/members/admins', { ...base, userId: 'DEMO_OPS_CS' })).json.code).toBe('USER_ID_TAKEN');
    expect((await as('demo_admin', 'POST', '/v1/members/admins', { ...base, userId: 'demo_partner' })).status).toBe(409);
    const taken = await as('demo_admin', 'POST', '/v1/members/admins', { ...base, phoneNumber: '010-7100-0006' });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('PHONE_TAKEN');
    // Two staff without a phone do not collide on their placeholders.
    for (const userId of [newStaffId('nophone'), newStaffId('nophone')]) {
      const res = await as<{ staff: StaffDetail }>('demo_admin', 'POST', '/v1/members/admins', { ...base, userId, phoneNumber: null });
      expect(res.status).toBe(201);
      expect(res.json.staff.phoneNumber).toBe('');
    }
  });
});

describe('who may create and change staff', () => {
  it('lets a PERMISSION_MANAGEMENT admin grant only what they hold, never a SUPER_ADMIN, never themselves', async () => {
    const manager = await staffSession({ permissions: ['PERMISSION_MANAGEMENT', 'MEMBER_MANAGEMENT', 'CUSTOMER_SERVICE'] });
    const lacking = await as(manager.cookie, 'POST', '/v1/members/admins', {
      userId: newStaffId('x'),
      name: '권한없음',
      email: 'x@example.kr',
      permissions: ['MEMBER_MANAGEMENT', 'SETTLEMENT_MANAGEMENT'],
    });
    expect(lacking.status).toBe(403);
    expect(lacking.json.code).toBe('PERMISSION_NOT_HELD');
    expect(lacking.json.message).toContain('정산관리');

    const allowed = await createStaff({ permissions: ['MEMBER_MANAGEMENT'] }, manager.cookie);
    expect(allowed.staff.permissions).toEqual(['MEMBER_MANAGEMENT']);
    expect((await auditOf(allowed.userId))[0]).toMatchObject({ staffUserId: manager.userId, action: 'STAFF_CREATED' });

    const superAdmin = await as(manager.cookie, 'POST', '/v1/members/admins', {
      userId: newStaffId('sa'),
      name: '최고',
      email: 'sa@example.kr',
      role: 'SUPER_ADMIN',
    });
    expect(superAdmin.status).toBe(403);
    expect(superAdmin.json.code).toBe('SUPER_ADMIN_ONLY');
    expect((await as(manager.cookie, 'PATCH', '/v1/members/admins/demo_admin', { name: '바꿈' })).json.code).toBe('SUPER_ADMIN_ONLY');
    expect((await as(manager.cookie, 'POST', '/v1/admin/staff/demo_admin/disable', { reason: '시도' })).json.code).toBe('SUPER_ADMIN_ONLY');
    expect((await as(manager.cookie, 'PATCH', `/v1/members/admins/${allowed.userId}`, { role: 'SUPER_ADMIN' })).json.code).toBe(
      'SUPER_ADMIN_ONLY',
    );

    // Themselves: neither permissions nor status nor the second factor.
    for (const [method, path, body] of [
      ['PATCH', `/v1/members/admins/${manager.userId}`, { permissions: ['PERMISSION_MANAGEMENT'] }],
      ['POST', `/v1/admin/staff/${manager.userId}/disable`, { reason: '본인' }],
      ['POST', `/v1/admin/staff/${manager.userId}/second-factor-reset`, { reason: '본인' }],
      ['POST', `/v1/admin/staff/${manager.userId}/enrolment-link`, {}],
    ] as const) {
      const res = await as(manager.cookie, method, path, body);
      expect(res.status, path).toBe(403);
      expect(res.json.code).toBe('NOT_YOURSELF');
    }

    // Another's permissions: adding or taking away only what the manager holds.
    const ops = await createStaff({ permissions: ['CUSTOMER_SERVICE', 'SETTLEMENT_MANAGEMENT'] });
    const strip = await as(manager.cookie, 'PATCH', `/v1/members/admins/${ops.userId}`, { permissions: ['CUSTOMER_SERVICE'] });
    expect(strip.status).toBe(403);
    expect(strip.json.code).toBe('PERMISSION_NOT_HELD');
    const grant = await as<StaffDetail>(manager.cookie, 'PATCH', `/v1/members/admins/${ops.userId}`, {
      userId: ops.userId,
      password: null,
      permissions: ['SETTLEMENT_MANAGEMENT', 'MEMBER_MANAGEMENT', 'CUSTOMER_SERVICE', 'MEMBER_MANAGEMENT'],
    });
    expect(grant.status).toBe(200);
    expect(grant.json.permissions).toEqual(['MEMBER_MANAGEMENT', 'SETTLEMENT_MANAGEMENT', 'CUSTOMER_SERVICE']);
    expect((await auditOf(ops.userId))[0]).toMatchObject({
      action: 'STAFF_PERMISSIONS_CHANGED',
      staffUserId: manager.userId,
      changes: {
        permissions: [
          ['SETTLEMENT_MANAGEMENT', 'CUSTOMER_SERVICE'],
          ['MEMBER_MANAGEMENT', 'SETTLEMENT_MANAGEMENT', 'CUSTOMER_SERVICE'],
        ],
      },
    });
    expect((await as(manager.cookie, 'PATCH', `/v1/members/admins/${ops.userId}`, { permissions: [] })).status).toBe(400);
  });

  it('refuses every staff route to an ADMIN without PERMISSION_MANAGEMENT, a partner and the signed-out', async () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/v1/admin/staff', undefined],
      ['GET', '/v1/admin/staff/demo_ops_cs', undefined],
      ['POST', '/v1/members/admins', { userId: newStaffId(), name: '가', email: 'a@example.kr', permissions: ['CUSTOMER_SERVICE'] }],
      ['PATCH', '/v1/members/admins/demo_ops_cs', { name: '바꿈' }],
      ['POST', '/v1/admin/staff/demo_ops_cs/disable', { reason: '시도' }],
      ['POST', '/v1/admin/staff/demo_ops_cs/enable', {}],
      ['POST', '/v1/admin/staff/demo_ops_cs/second-factor-reset', { reason: '시도' }],
      ['POST', '/v1/admin/staff/demo_ops_cs/enrolment-link', {}],
      ['GET', '/v1/admin/audit', undefined],
      ['GET', '/v1/admin/audit/export.xlsx', undefined],
      ['GET', '/v1/members/admins/demo_ops_cs/permissions', undefined],
    ];
    for (const [method, path, body] of routes) {
      const ops = await as('demo_ops_members', method, path, body);
      expect(ops.status, `demo_ops_members ${method} ${path}`).toBe(403);
      expect(ops.json.code).toBe('PERMISSION_REQUIRED');
      const partner = await as('demo_partner', method, path, body);
      expect(partner.status, `demo_partner ${method} ${path}`).toBe(403);
      expect(partner.json.code).toBe('STAFF_ONLY');
      expect((await as(null, method, path, body)).status, `signed out ${method} ${path}`).toBe(401);
    }
    const [cs] = await (await getDb()).select().from(members).where(eq(members.userId, 'demo_ops_cs'));
    expect(cs).toMatchObject({ name: '노은채', accountStatus: 'ACTIVATED' });
  });

  it('answers a staff account its own permissions, and another’s only to PERMISSION_MANAGEMENT', async () => {
    expect((await as('demo_ops_cs', 'GET', '/v1/members/admins/demo_ops_cs/permissions')).json).toEqual({
      permissions: ['COMMUNITY_MANAGEMENT', 'CUSTOMER_SERVICE'],
    });
    expect((await as('demo_admin', 'GET', '/v1/members/admins/demo_admin/permissions')).json.permissions).toEqual(AdminPermission.values);
    expect((await as('demo_admin', 'GET', '/v1/members/admins/demo_ops_edi/permissions')).json).toEqual({
      permissions: ['TRANSACTION_MANAGEMENT', 'PRESCRIPTION_MANAGEMENT'],
    });
    expect((await as('demo_admin', 'GET', '/v1/members/admins/demo_partner/permissions')).status).toBe(404);
    expect((await as('demo_admin', 'GET', '/v1/members/admins/nobody_here/permissions')).status).toBe(404);
    expect((await as('demo_admin', 'GET', '/v1/members/admins/bad%20id/permissions')).status).toBe(404);
  });

  it('takes a change of permissions into account on the very next request of a signed-in account', async () => {
    const ops = await staffSession({ permissions: ['CUSTOMER_SERVICE'] });
    expect((await as(ops.cookie, 'GET', '/v1/admin/staff')).status).toBe(403);
    expect((await as('demo_admin', 'PATCH', `/v1/members/admins/${ops.userId}`, { permissions: ['PERMISSION_MANAGEMENT'] })).status).toBe(
      200,
    );
    expect((await as(ops.cookie, 'GET', '/v1/admin/staff')).status).toBe(200);
    expect((await as(ops.cookie, 'GET', `/v1/members/admins/${ops.userId}/permissions`)).json.permissions).toEqual([
      'PERMISSION_MANAGEMENT',
    ]);
    expect((await as('demo_admin', 'PATCH', `/v1/members/admins/${ops.userId}`, { permissions: ['CUSTOMER_SERVICE'] })).status).toBe(200);
    expect((await as(ops.cookie, 'GET', '/v1/admin/staff')).status).toBe(403);
  });

  it('changes name, e-mail and phone with their own audit row (masked), and refuses a new login id or a password', async () => {
    const ops = await createStaff({});
    const res = await as<StaffDetail>('demo_admin', 'PATCH', `/v1/members/admins/${ops.userId}`, {
      name: '새 이름',
      email: 'renamed@example.kr',
      phoneNumber: '010-9876-5432',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: '새 이름', email: 're***@e***.kr', phoneNumber: '010-****-5432' });
    const [row] = await auditOf(ops.userId);
    expect(row?.action).toBe('STAFF_PROFILE_CHANGED');
    expect(row?.changes).toMatchObject({
      name: ['새운영자', '새 이름'],
      email: [expect.stringContaining('***'), 're***@e***.kr'],
      phoneNumber: [expect.stringContaining('****'), '010-****-5432'],
    });
    expect(JSON.stringify(row?.changes)).not.toContain('9876');
    expect((await as('demo_admin', 'PATCH', `/v1/members/admins/${ops.userId}`, { userId: 'other_id' })).status).toBe(400);
    const pw = await as('demo_admin', 'PATCH', `/v1/members/admins/${ops.userId}`, { password: 'New!23456' });
    expect(pw.status).toBe(400);
    expect(pw.json.message).toBe(STAFF_PASSWORD_REFUSED);
    expect((await as('demo_admin', 'PATCH', `/v1/members/admins/${ops.userId}`, { phoneNumber: '010-7100-0001' })).json.code).toBe(
      'PHONE_TAKEN',
    );
    expect((await as('demo_admin', 'PATCH', '/v1/members/admins/nobody_here', { name: '가' })).status).toBe(404);
    expect((await as('demo_admin', 'PATCH', '/v1/members/admins/demo_partner', { name: '가' })).status).toBe(404);
  });
});

describe('disabling, enabling, resetting the second factor, a new link', () => {
  it('disables at once on every device, asks a reason, and enables again', async () => {
    const ops = await staffSession({ permissions: ['CUSTOMER_SERVICE'] });
    expect((await as(ops.cookie, 'GET', '/v1/auth/me')).status).toBe(200);
    expect((await as('demo_admin', 'POST', `/v1/admin/staff/${ops.userId}/disable`, {})).status).toBe(400);
    expect((await as('demo_admin', 'POST', `/v1/admin/staff/${ops.userId}/disable`, { reason: ' ' })).status).toBe(400);
    const off = await as<StaffDetail>('demo_admin', 'POST', `/v1/admin/staff/${ops.userId}/disable`, { reason: '퇴사' });
    expect(off.status).toBe(200);
    expect(off.json.accountStatus).toBe('BLOCKED');
    expect((await as(ops.cookie, 'GET', '/v1/auth/me')).status).toBe(401);
    expect((await signInAgain(ops)).status).toBe(403);
    expect((await as('demo_admin', 'POST', `/v1/admin/staff/${ops.userId}/disable`, { reason: '다시' })).json.code).toBe(
      'ALREADY_DISABLED',
    );
    expect((await as('demo_admin', 'POST', `/v1/admin/staff/${ops.userId}/enrolment-link`, {})).json.code).toBe('ACCOUNT_DISABLED');
    const on = await as<StaffDetail>('demo_admin', 'POST', `/v1/admin/staff/${ops.userId}/enable`, { reason: '복직' });
    expect(on.json.accountStatus).toBe('ACTIVATED');
    expect((await as('demo_admin', 'POST', `/v1/admin/staff/${ops.userId}/enable`, {})).json.code).toBe('NOT_DISABLED');
    expect((await signInAgain(ops)).status).toBe(200);
    const [enabled, disabled] = (await auditOf(ops.userId)).filter((r) => r.action.startsWith('STAFF_'));
    expect(enabled).toMatchObject({ action: 'STAFF_ENABLED', reason: '복직', changes: { accountStatus: ['BLOCKED', 'ACTIVATED'] } });
    expect(disabled).toMatchObject({ action: 'STAFF_DISABLED', reason: '퇴사', changes: { accountStatus: ['ACTIVATED', 'BLOCKED'] } });
  });

  it('resets the second factor: every session ends and the next sign-in enrols again', async () => {
    const ops = await staffSession({});
    const reset = await as<StaffDetail>('demo_admin', 'POST', `/v1/admin/staff/${ops.userId}/second-factor-reset`, {
      reason: '휴대폰 분실',
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ secondFactorEnrolled: false, recoveryCodesLeft: 0 });
    expect((await as(ops.cookie, 'GET', '/v1/auth/me')).status).toBe(401);
    const again = await signInAgain(ops);
    expect(again.body).toMatchObject({ enrolmentRequired: true });
    // The old recovery codes are gone with the authenticator.
    const second = await call('/v1/auth/second-factor', { json: { challenge: again.body.challenge, code: ops.recoveryCodes[0] } });
    expect(second.status).toBe(401);
    expect((await auditOf(ops.userId))[0]).toMatchObject({ action: 'STAFF_SECOND_FACTOR_RESET', reason: '휴대폰 분실' });
    expect((await as('demo_admin', 'POST', `/v1/admin/staff/${ops.userId}/second-factor-reset`, { reason: '또' })).json.code).toBe(
      'NOT_ENROLLED',
    );
  });

  it('issues a new link that ends the earlier one', async () => {
    const created = await createStaff({});
    const first = new URL(created.enrolmentLink.url).searchParams.get('token');
    const next = await as<{ url: string; expiresAt: string }>('demo_admin', 'POST', `/v1/admin/staff/${created.userId}/enrolment-link`, {
      reason: '링크 분실',
    });
    expect(next.status).toBe(201);
    expect((await as(null, 'GET', `/v1/auth/staff-enrolment/${first}`)).json).toEqual({ valid: false, problem: 'USED' });
    const enrolled = await enrol(created.userId, next.json.url);
    expect(enrolled.cookie).toMatch(/^access_token=/);
    expect((await auditOf(created.userId)).map((r) => r.action)).toEqual([
      'SIGN_IN',
      'SECOND_FACTOR_ENROLLED',
      'STAFF_PASSWORD_SET',
      'STAFF_ENROLMENT_LINK_ISSUED',
      'STAFF_CREATED',
    ]);
    expect((await as('demo_admin', 'POST', '/v1/admin/staff/nobody_here/enrolment-link', {})).status).toBe(404);
  });
});

describe('the staff list', () => {
  it('pages at most 100, finds by id or name, masks phones and e-mails', async () => {
    const list = await as<Page<StaffRow>>('demo_admin', 'GET', '/v1/admin/staff?size=100');
    expect(list.status).toBe(200);
    const ids = list.json.content.map((r) => r.userId);
    expect(ids).toEqual(expect.arrayContaining(['demo_admin', 'demo_ops_cs', 'demo_editor']));
    expect(ids).not.toContain('demo_partner');
    expect(JSON.stringify(list.json)).not.toMatch(/010-\d{3,4}-\d{4}|[a-z]{3,}@example\.kr/);
    const cs = list.json.content.find((r) => r.userId === 'demo_ops_cs');
    expect(cs).toMatchObject({ role: 'ADMIN', secondFactorEnrolled: true, phoneNumber: '010-****-0006', email: 'op***@e***.kr' });
    expect((await as<Page<StaffRow>>('demo_admin', 'GET', '/v1/admin/staff?q=노은')).json.content.map((r) => r.userId)).toEqual([
      'demo_ops_cs',
    ]);
    expect((await as<Page<StaffRow>>('demo_admin', 'GET', '/v1/admin/staff?q=OPS_SETTLEMENT')).json.totalElements).toBe(2);
    expect((await as<Page<StaffRow>>('demo_admin', 'GET', '/v1/admin/staff?q=%25')).json.totalElements).toBe(0);
    const paged = await as<Page<StaffRow>>('demo_admin', 'GET', '/v1/admin/staff?size=2&page=1');
    expect(paged.json).toMatchObject({ size: 2, number: 1, numberOfElements: 2 });
    for (const q of ['size=101', 'size=0', 'page=-1', `q=${'가'.repeat(51)}`])
      expect((await as('demo_admin', 'GET', `/v1/admin/staff?${q}`)).status, q).toBe(400);
    expect((await as('demo_admin', 'GET', '/v1/admin/staff/demo_partner')).status).toBe(404);
  });
});

describe('the last SUPER_ADMIN', () => {
  it('is never demoted nor disabled; another SUPER_ADMIN is, by a SUPER_ADMIN', async () => {
    const disable = await as('demo_admin', 'POST', '/v1/admin/staff/demo_admin/disable', { reason: '시도' });
    expect(disable.status).toBe(409);
    expect(disable.json.code).toBe('LAST_SUPER_ADMIN');
    expect(
      (await as('demo_admin', 'PATCH', '/v1/members/admins/demo_admin', { role: 'ADMIN', permissions: ['CUSTOMER_SERVICE'] })).json.code,
    ).toBe('LAST_SUPER_ADMIN');
    const second = await staffSession({ role: 'SUPER_ADMIN', permissions: [] });
    expect((await as(second.cookie, 'GET', `/v1/members/admins/${second.userId}/permissions`)).json.permissions).toEqual(
      AdminPermission.values,
    );
    // With two, each is still not their own to change.
    expect((await as('demo_admin', 'POST', '/v1/admin/staff/demo_admin/disable', { reason: '시도' })).json.code).toBe('NOT_YOURSELF');
    const demote = await as<StaffDetail>('demo_admin', 'PATCH', `/v1/members/admins/${second.userId}`, { role: 'ADMIN' });
    expect(demote.status).toBe(400);
    const demoted = await as<StaffDetail>('demo_admin', 'PATCH', `/v1/members/admins/${second.userId}`, {
      role: 'ADMIN',
      permissions: ['CUSTOMER_SERVICE'],
    });
    expect(demoted.json).toMatchObject({ role: 'ADMIN', permissions: ['CUSTOMER_SERVICE'] });
    expect((await auditOf(second.userId))[0]).toMatchObject({
      action: 'STAFF_PERMISSIONS_CHANGED',
      changes: { role: ['SUPER_ADMIN', 'ADMIN'], permissions: [['ALL'], ['CUSTOMER_SERVICE']] },
    });
    expect((await as(second.cookie, 'GET', '/v1/admin/staff')).status).toBe(403);
  });

  it('holds when two SUPER_ADMINs disable each other at once: one wins, one stays', async () => {
    const a = await staffSession({ role: 'SUPER_ADMIN', permissions: [] });
    const b = await staffSession({ role: 'SUPER_ADMIN', permissions: [] });
    // demo_admin steps aside first (by a, leaving a and b), so that a and b are the only active SUPER_ADMINs.
    expect((await as(a.cookie, 'POST', '/v1/admin/staff/demo_admin/disable', { reason: '시험' })).status).toBe(200);
    const [ab, ba] = await Promise.all([
      as(a.cookie, 'POST', `/v1/admin/staff/${b.userId}/disable`, { reason: '동시에' }),
      as(b.cookie, 'POST', `/v1/admin/staff/${a.userId}/disable`, { reason: '동시에' }),
    ]);
    const statuses = [ab.status, ba.status].sort();
    expect(statuses[0]).toBe(200);
    // The other: its session ended (401), its account found disabled under the lock (403), or the last one (409).
    expect([401, 403, 409]).toContain(statuses[1]);
    const db = await getDb();
    const active = await db.select({ userId: members.userId }).from(members).where(eq(members.role, 'SUPER_ADMIN'));
    const rows = await db.select().from(members).where(eq(members.accountStatus, 'ACTIVATED'));
    expect(rows.filter((r) => r.role === 'SUPER_ADMIN' && active.some((x) => x.userId === r.userId))).toHaveLength(1);
    // The survivor puts demo_admin back.
    const survivor = ab.status === 200 ? a : b;
    expect((await as(survivor.cookie, 'POST', '/v1/admin/staff/demo_admin/enable', {})).status).toBe(200);
  });
});
