import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, seoulDay } from '../../src/lib/compliance-rules';
import type { BankAccountChange, Page, StaffMemberDetails } from '../../src/api/types';
import { bankAccountChanges, members, notifications, partnerContracts } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { outboxMessages } from '../../src/server/sms/demo-provider';
import { auditRows, expectMasked, expectRefused, json } from './admin-members-helpers';
import { call, login } from './helpers';

// 회원관리, acting: suspension (signed out at once, the reason at login), lifting it, signing out every device, the
// memo, the find-password code sent by staff, and the four-eyes bank account change. Each is audited; none answers a
// full personal value.

const memberId = async (userId: string) => {
  const db = await getDb();
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  return row!.id;
};
const latestNotification = async (userId: string) => {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, await memberId(userId)))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row;
};

describe('suspension', () => {
  it('blocks the member, ends their sessions at once, shows the reason at login, and is lifted', async () => {
    const session = await login('demo_member');
    expect((await call('/v1/auth/me', { cookie: session.cookie })).status).toBe(200);
    const until = addDays(seoulDay(), 7);
    const res = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_member/suspension', { reason: '허위 정보 게시', until });
    expect(res.status).toBe(200);
    const page = res.json as unknown as StaffMemberDetails;
    expect(page.accountStatus).toBe('BLOCKED');
    expect(page.suspension?.reason).toBe('허위 정보 게시');
    expect(page.devices).toEqual([]);
    expectMasked(res.text, 'suspension answer');
    // The cookie they already hold is refused on the very next request.
    expect((await call('/v1/auth/me', { cookie: session.cookie })).status).toBe(401);
    const again = await call('/v1/auth/login', { json: { userId: 'demo_member', password: 'demo1234!', device: null } });
    expect(again.status).toBe(403);
    const refusal = (await again.json()) as { code: string; message: string };
    expect(refusal.code).toBe('ACCOUNT_BLOCKED');
    expect(refusal.message).toContain('허위 정보 게시');
    expect(refusal.message).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일/);
    expect(await latestNotification('demo_member')).toMatchObject({ kind: 'ACCOUNT_SUSPENDED' });
    const [audit] = await auditRows('MEMBER_SUSPENDED', 'demo_member');
    expect(audit).toMatchObject({ staffUserId: 'demo_ops_members', reason: '허위 정보 게시' });
    expect(audit?.changes.accountStatus).toEqual(['ACTIVATED', 'BLOCKED']);

    const lifted = await json('demo_ops_members', 'DELETE', '/v1/admin/members/demo_member/suspension');
    expect(lifted.status).toBe(200);
    expect(lifted.json?.accountStatus).toBe('ACTIVATED');
    expect((await login('demo_member')).res.status).toBe(200);
    expect(await latestNotification('demo_member')).toMatchObject({ kind: 'ACCOUNT_RESTORED' });
    expect((await auditRows('MEMBER_RESTORED', 'demo_member')).length).toBe(1);
    expect((await json('demo_ops_members', 'DELETE', '/v1/admin/members/demo_member/suspension')).status).toBe(409);
  });

  it('suspends until lifted when `until` is null', async () => {
    const res = await json('demo_admin', 'POST', '/v1/admin/members/demo_applicant/suspension', { reason: '조사 중', until: null });
    expect(res.status).toBe(200);
    expect(res.json?.suspension).toEqual({ reason: '조사 중', until: null });
    expect((await json('demo_admin', 'DELETE', '/v1/admin/members/demo_applicant/suspension')).status).toBe(200);
  });

  it('refuses a bad end (today, past, over 3,650 days), no reason, a staff account and an unknown id', async () => {
    const today = seoulDay();
    for (const body of [
      { reason: '사유', until: today },
      { reason: '사유', until: addDays(today, -3) },
      { reason: '사유', until: addDays(today, 3651) },
      { reason: '사유', until: '2026-13-01' },
      { reason: '', until: null },
      { until: null },
    ]) {
      const res = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_cso/suspension', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json?.message).toMatch(/[가-힣]/);
    }
    expect(
      (await json('demo_ops_members', 'POST', '/v1/admin/members/demo_cso/suspension', { reason: '사유', until: addDays(today, 3650) }))
        .status,
    ).toBe(200);
    expect((await json('demo_ops_members', 'DELETE', '/v1/admin/members/demo_cso/suspension')).status).toBe(200);
    expect((await json('demo_admin', 'POST', '/v1/admin/members/demo_ops_edi/suspension', { reason: '사유', until: null })).status).toBe(
      404,
    );
    expect(
      (await json('demo_ops_members', 'POST', '/v1/admin/members/nobody_here/suspension', { reason: '사유', until: null })).status,
    ).toBe(404);
    await expectRefused('POST', '/v1/admin/members/demo_cso/suspension', { reason: '사유', until: null });
    await expectRefused('DELETE', '/v1/admin/members/demo_cso/suspension');
  });
});

describe('sign out everywhere, memo', () => {
  it('ends every session of the member at once', async () => {
    const first = await login('demo_cso');
    const second = await login('demo_cso');
    const res = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_cso/sign-out');
    expect(res.status).toBe(200);
    expect(res.json?.devices).toEqual([]);
    for (const s of [first, second]) expect((await call('/v1/auth/me', { cookie: s.cookie })).status).toBe(401);
    const [audit] = await auditRows('MEMBER_SIGNED_OUT', 'demo_cso');
    expect((audit?.changes.devices as number[])[0]).toBeGreaterThanOrEqual(2);
    expect((await json('demo_ops_members', 'POST', '/v1/admin/members/nobody_here/sign-out')).status).toBe(404);
    await expectRefused('POST', '/v1/admin/members/demo_cso/sign-out');
  });

  it('keeps a memo of at most 2,000 characters, audited before → after, never shown to the member', async () => {
    const put = (memo: unknown) => json('demo_ops_members', 'PUT', '/v1/admin/members/demo_org/memo', { memo });
    expect((await put('계좌 변경 문의 있음')).json?.staffMemo).toBe('계좌 변경 문의 있음');
    expect((await put('두 번째 메모\n줄바꿈')).status).toBe(200);
    const [audit] = await auditRows('MEMBER_MEMO_CHANGED', 'demo_org');
    expect(audit?.changes.staffMemo).toEqual(['계좌 변경 문의 있음', '두 번째 메모\n줄바꿈']);
    expect((await put('x'.repeat(2001))).status).toBe(400);
    expect((await put(12)).status).toBe(400);
    const own = await login('demo_org');
    const me = await call('/v1/auth/me', { cookie: own.cookie });
    expect(await me.text()).not.toContain('두 번째 메모');
    expect((await put('')).json?.staffMemo).toBeNull();
    await expectRefused('PUT', '/v1/admin/members/demo_org/memo', { memo: '메모' });
  });
});

describe('POST /v1/admin/members/{userId}/password-reset-code', () => {
  it('texts the member the find-password code, which 비밀번호 찾기 accepts; staff never see it; limited', async () => {
    const before = outboxMessages().length;
    const res = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_partner/password-reset-code');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sentTo: '010-****-5172' });
    expect(res.text).not.toMatch(/\d{6}/);
    expect(outboxMessages().length).toBe(before + 1);
    const code = /\[(\d{6})\]/.exec(outboxMessages()[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call(
      `/v1/auth/verification-code/password/verify?userId=demo_partner&phoneNumber=010-2384-5172&verificationCode=${code}`,
      {
        method: 'POST',
      },
    );
    expect(verified.status).toBe(200);
    expect((await auditRows('PASSWORD_RESET_SENT', 'demo_partner')).length).toBe(1);
    // The number's own limits hold: a second send within 30 seconds is refused, and nothing is audited for it.
    const again = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_partner/password-reset-code');
    expect(again.status).toBe(429);
    expect((await auditRows('PASSWORD_RESET_SENT', 'demo_partner')).length).toBe(1);
    expect((await json('demo_ops_members', 'POST', '/v1/admin/members/nobody_here/password-reset-code')).status).toBe(404);
    await expectRefused('POST', '/v1/admin/members/demo_partner/password-reset-code');
  });
});

describe('bank account change (four eyes)', () => {
  const account = async (userId: string) => {
    const db = await getDb();
    const [row] = await db
      .select({ bankName: partnerContracts.bankName, accountNumber: partnerContracts.accountNumber })
      .from(partnerContracts)
      .where(and(eq(partnerContracts.memberId, await memberId(userId)), eq(partnerContracts.status, 'APPROVED')));
    return row;
  };

  it('is applied only when another 회원관리 staff member approves, and the member is told', async () => {
    const body = { bankName: '우리은행', accountNumber: '1002-123-456789', reason: '회원 요청(통화 확인)' };
    const asked = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_org/bank-account-changes', body);
    expect(asked.status).toBe(201);
    const change = asked.json as unknown as BankAccountChange;
    expect(change).toMatchObject({ status: 'PENDING', mine: true, requested: { bankName: '우리은행', accountNumber: '****6789' } });
    expect(change.current.accountNumber).toBe('****7561');
    expectMasked(asked.text, 'bank change');
    expect(await account('demo_org')).toEqual({ bankName: '신한은행', accountNumber: '110482937561' });
    expect((await json('demo_ops_members', 'POST', '/v1/admin/members/demo_org/bank-account-changes', body)).status).toBe(409);

    const queue = await json('demo_admin', 'GET', '/v1/admin/bank-account-changes?status=PENDING');
    expect(queue.status).toBe(200);
    const listed = (queue.json as unknown as Page<BankAccountChange>).content.find((c) => c.id === change.id);
    expect(listed).toMatchObject({ mine: false, member: { userId: 'demo_org' }, requestedBy: { userId: 'demo_ops_members' } });
    expectMasked(queue.text, 'queue');
    const page = await json('demo_admin', 'GET', '/v1/members/demo_org/details');
    expect(page.json?.pendingBankChange).toMatchObject({ id: change.id });

    const own = await json('demo_ops_members', 'POST', `/v1/admin/bank-account-changes/${change.id}/approve`);
    expect(own.status).toBe(403);
    expect(own.json?.message).toContain('요청한 사람은 승인할 수 없습니다');
    expect((await json('demo_ops_members', 'POST', `/v1/admin/bank-account-changes/${change.id}/reject`, { reason: '취소' })).status).toBe(
      403,
    );
    expect(await account('demo_org')).toEqual({ bankName: '신한은행', accountNumber: '110482937561' });

    const approved = await json('demo_admin', 'POST', `/v1/admin/bank-account-changes/${change.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: 'APPROVED', decidedBy: { userId: 'demo_admin' } });
    expect(await account('demo_org')).toEqual({ bankName: '우리은행', accountNumber: '1002123456789' });
    const told = await latestNotification('demo_org');
    expect(told).toMatchObject({ kind: 'BANK_ACCOUNT_CHANGED' });
    expect(told?.body).toContain('****6789');
    expect(told?.body).not.toContain('1002123456789');
    expect(told?.body).not.toMatch(/demo_admin|demo_ops_members/);
    const [requested] = await auditRows('BANK_CHANGE_REQUESTED', String(change.id));
    expect(requested).toMatchObject({ staffUserId: 'demo_ops_members', reason: '회원 요청(통화 확인)' });
    expect(requested?.changes.accountNumber).toEqual(['****7561', '****6789']);
    const [decided] = await auditRows('BANK_CHANGE_APPROVED', String(change.id));
    expect(decided).toMatchObject({ staffUserId: 'demo_admin' });
    expect((await json('demo_admin', 'POST', `/v1/admin/bank-account-changes/${change.id}/approve`)).status).toBe(409);
  });

  it('is refused by the database itself when the requester decides', async () => {
    const db = await getDb();
    const asked = await json('demo_admin', 'POST', '/v1/admin/members/demo_partner/bank-account-changes', {
      bankName: '하나은행',
      accountNumber: '12345678901',
      reason: '회원 요청',
    });
    expect(asked.status).toBe(201);
    const id = asked.json?.id as number;
    await expect(
      db
        .update(bankAccountChanges)
        .set({ status: 'APPROVED', decidedBy: await memberId('demo_admin') })
        .where(eq(bankAccountChanges.id, id)),
    ).rejects.toThrow();
    const rejected = await json('demo_ops_members', 'POST', `/v1/admin/bank-account-changes/${id}/reject`, {
      reason: '회원 본인 확인 실패',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'REJECTED', rejectionReason: '회원 본인 확인 실패' });
    expect(await account('demo_partner')).toEqual({ bankName: '국민은행', accountNumber: '47290104183520' });
    expect((await auditRows('BANK_CHANGE_REJECTED', String(id)))[0]).toMatchObject({ reason: '회원 본인 확인 실패' });
    const decided = await json('demo_ops_members', 'GET', '/v1/admin/bank-account-changes?status=REJECTED');
    expect((decided.json as unknown as Page<BankAccountChange>).content.map((c) => c.id)).toContain(id);
  });

  it('refuses a member without a running contract, bad input, unknown ids, and other roles', async () => {
    const body = { bankName: '우리은행', accountNumber: '100212345678', reason: '요청' };
    const none = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_pending/bank-account-changes', body);
    expect(none.status).toBe(409);
    expect(none.json?.message).toMatch(/계약/);
    for (const bad of [{ ...body, bankName: '없는은행' }, { ...body, accountNumber: '12' }, { ...body, reason: '' }, {}]) {
      expect((await json('demo_ops_members', 'POST', '/v1/admin/members/demo_partner/bank-account-changes', bad)).status).toBe(400);
    }
    expect((await json('demo_ops_members', 'POST', '/v1/admin/members/nobody_here/bank-account-changes', body)).status).toBe(404);
    expect((await json('demo_ops_members', 'POST', '/v1/admin/bank-account-changes/2147483647/approve')).status).toBe(404);
    expect((await json('demo_ops_members', 'POST', '/v1/admin/bank-account-changes/abc/approve')).status).toBe(404);
    expect((await json('demo_ops_members', 'POST', '/v1/admin/bank-account-changes/1/reject', {})).status).toBe(400);
    expect((await json('demo_ops_members', 'GET', '/v1/admin/bank-account-changes?status=DONE')).status).toBe(400);
    expect((await json('demo_ops_members', 'GET', '/v1/admin/bank-account-changes?size=101')).status).toBe(400);
    await expectRefused('POST', '/v1/admin/members/demo_partner/bank-account-changes', body);
    await expectRefused('GET', '/v1/admin/bank-account-changes');
    await expectRefused('POST', '/v1/admin/bank-account-changes/1/approve');
    await expectRefused('POST', '/v1/admin/bank-account-changes/1/reject', { reason: '사유' });
  });
});
