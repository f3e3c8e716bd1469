import { beforeEach, describe, expect, it } from 'vitest';
import type { CsoDecision, CsoQueueItem, CsoReview, Page } from '../../src/api/types';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { getDb } from '../../src/server/runtime/database';
import { cookieOf } from './content-helpers';
import { PDF } from './content-helpers';
import { memberRow, patchMember } from './my-page-helpers';
import { auditOf, me, newPartner, notificationsOf, request, type Partner } from './review-helpers';

// CSO 신고증 심사: an upload on my page enters the queue (oldest first); staff read it (masked) and its bytes; 승인
// makes the member CSO at once (the anonymous board opens), 반려 needs a reason the member reads on my page until a new
// upload, which sends it for review again; a second decision is 409; refused roles; bad input 400; unknown 404.

beforeEach(async () => resetLoginAttempts(await getDb()));

const cso = (userId: string) => `/v1/members/${userId}/cso-approval`;

async function upload(p: Partner, name = 'CSO신고증.pdf') {
  const res = await patchMember(p.cookie, p.member.userId, {}, new File([PDF], name, { type: 'application/pdf' }));
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

async function waitingMember() {
  const p = await newPartner();
  await upload(p);
  return p;
}

describe('the queue and the review', () => {
  it('lists uploaded certificates oldest first, with the sending time, and shows one masked with its file', async () => {
    const a = await waitingMember();
    const b = await waitingMember();
    expect((await memberRow(a.member.id)).csoCertSubmittedAt).not.toBeNull();
    const cookie = await cookieOf('demo_ops_members');
    const res = await request(cookie, 'GET', '/v1/admin/cso-certificates?size=100');
    expect(res.status).toBe(200);
    const page = res.json as unknown as Page<CsoQueueItem>;
    const ids = page.content.map((r) => r.userId);
    expect(ids.indexOf(a.member.userId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a.member.userId)).toBeLessThan(ids.indexOf(b.member.userId));
    expect(page.content.find((r) => r.userId === a.member.userId)).toMatchObject({ fileName: 'CSO신고증.pdf' });
    // Approved members, staff and members without a file are not in it.
    expect(ids).not.toContain('demo_cso');
    expect(ids).not.toContain('demo_member');
    const searched = (await request(cookie, 'GET', `/v1/admin/cso-certificates?search=${b.member.userId}`))
      .json as unknown as Page<CsoQueueItem>;
    expect(searched.content.map((r) => r.userId)).toEqual([b.member.userId]);

    const detail = await request(cookie, 'GET', `/v1/admin/cso-certificates/${a.member.userId}`);
    expect(detail.status).toBe(200);
    expect(detail.text).not.toContain(a.member.phoneNumber);
    expect(detail.text).not.toContain(a.member.email);
    const review = detail.json as unknown as CsoReview;
    expect(review).toMatchObject({ status: 'PENDING', rejectionReason: null, legacyFileName: null });
    expect(review.document).toMatchObject({ label: 'CSO 신고증', name: 'CSO신고증.pdf', contentType: 'application/pdf' });
    const file = await request(cookie, 'GET', review.document!.url);
    expect(file.status).toBe(200);
    expect(file.res.headers.get('content-type')).toBe('application/pdf');
    expect(file.res.headers.get('content-disposition')).toMatch(/^inline/);
    expect(file.text.startsWith('%PDF')).toBe(true);
  });

  it('names a certificate of the old system without a viewer, and 404s unknown members and staff', async () => {
    const cookie = await cookieOf('demo_ops_members');
    const old = (await request(cookie, 'GET', '/v1/admin/cso-certificates/demo_cso')).json as unknown as CsoReview;
    expect(old).toMatchObject({ status: 'APPROVED', document: null, legacyFileName: 'CSO신고증_박지훈.pdf' });
    expect((await request(cookie, 'GET', '/v1/admin/cso-certificates/demo_cso/file')).status).toBe(404);
    expect((await request(cookie, 'GET', '/v1/admin/cso-certificates/nobody_here')).status).toBe(404);
    expect((await request(cookie, 'GET', '/v1/admin/cso-certificates/demo_admin')).status).toBe(404);
    expect((await request(cookie, 'PATCH', `${cso('nobody_here')}?isApproved=true`)).status).toBe(404);
    for (const q of ['size=101', 'page=x', `search=${'a'.repeat(101)}`]) {
      expect((await request(cookie, 'GET', `/v1/admin/cso-certificates?${q}`)).status, q).toBe(400);
    }
  });
});

describe('the decisions', () => {
  it('approve: the member is CSO at once and the anonymous board opens; told, audited; a second decision is 409', async () => {
    const p = await waitingMember();
    expect((await request(p.cookie, 'GET', '/v1/boards?boardType=ANONYMOUS')).status).toBe(403);
    const cookie = await cookieOf('demo_ops_members');
    const res = await request(cookie, 'PATCH', `${cso(p.member.userId)}?isApproved=true`);
    expect(res.status, res.text).toBe(200);
    const decision = res.json as unknown as CsoDecision;
    expect(decision.review.status).toBe('APPROVED');
    expect(decision.nextUserId).not.toBe(p.member.userId);
    expect((await me(p.cookie)).partnerContractStatus).toBe('CSO');
    expect((await request(p.cookie, 'GET', '/v1/boards?boardType=ANONYMOUS')).status).toBe(200);
    expect((await memberRow(p.member.id)).csoApprovedAt).not.toBeNull();
    const [notice] = await notificationsOf(p.member.id);
    expect(notice).toMatchObject({ kind: 'CSO_APPROVED', link: '/community/anonymous' });
    const [audit] = await auditOf('CSO_CERTIFICATE', p.member.userId);
    expect(audit).toMatchObject({ action: 'CSO_APPROVED', staffUserId: 'demo_ops_members', changes: { memberType: ['NONE', 'CSO'] } });
    const again = await request(cookie, 'PATCH', `${cso(p.member.userId)}?isApproved=true`);
    expect(again.status).toBe(409);
    expect(again.json?.message).toContain('이미 처리된 신청입니다');
    const queue = (await request(cookie, 'GET', '/v1/admin/cso-certificates?size=100')).json as unknown as Page<CsoQueueItem>;
    expect(queue.content.map((r) => r.userId)).not.toContain(p.member.userId);
  });

  it('reject: needs a reason; the member reads it on my page until a new upload sends the certificate again', async () => {
    const p = await waitingMember();
    const cookie = await cookieOf('demo_ops_members');
    const legacy = await request(cookie, 'PATCH', `${cso(p.member.userId)}?isApproved=false`);
    expect(legacy.status).toBe(400);
    expect(legacy.json?.message).toContain('반려 사유');
    for (const body of [{ reason: '' }, { reason: '가' }, { reason: '가'.repeat(501) }, { reason: false }]) {
      expect((await request(cookie, 'PATCH', `${cso(p.member.userId)}?isApproved=false`, body)).status).toBe(400);
    }
    for (const q of ['', '?isApproved=', '?isApproved=yes', '?isApproved=1']) {
      const res = await request(cookie, 'PATCH', `${cso(p.member.userId)}${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json?.message).toContain('isApproved');
    }
    const reason = '신고증의 유효기간이 지났습니다. 갱신한 신고증을 올려 주세요.';
    const res = await request(cookie, 'PATCH', `${cso(p.member.userId)}?isApproved=false`, { reason });
    expect(res.status, res.text).toBe(200);
    expect((res.json as unknown as CsoDecision).review).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    const mine = await me(p.cookie);
    expect(mine).toMatchObject({ partnerContractStatus: 'NONE', csoCertRejectionReason: reason });
    const [notice] = await notificationsOf(p.member.id);
    expect(notice).toMatchObject({ kind: 'CSO_REJECTED', link: '/mypage/info' });
    expect(notice?.body).toContain(reason);
    const [audit] = await auditOf('CSO_CERTIFICATE', p.member.userId);
    expect(audit).toMatchObject({ action: 'CSO_REJECTED', reason });
    // Decided: neither decision applies until the member sends a new certificate.
    expect((await request(cookie, 'PATCH', `${cso(p.member.userId)}?isApproved=true`)).status).toBe(409);
    expect((await request(cookie, 'PATCH', `${cso(p.member.userId)}?isApproved=false`, { reason })).status).toBe(409);

    await upload(p, '새신고증.pdf');
    expect((await me(p.cookie)).csoCertRejectionReason).toBeNull();
    const again = (await request(cookie, 'GET', `/v1/admin/cso-certificates/${p.member.userId}`)).json as unknown as CsoReview;
    expect(again).toMatchObject({ status: 'PENDING', rejectionReason: null });
    expect(again.document?.name).toBe('새신고증.pdf');
    expect((await request(cookie, 'PATCH', `${cso(p.member.userId)}?isApproved=true`)).status).toBe(200);
  });
});

describe('who may review', () => {
  it('refuses partners (403), signed-out callers (401) and staff without MEMBER_MANAGEMENT (403)', async () => {
    const p = await waitingMember();
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/admin/cso-certificates'],
      ['GET', `/v1/admin/cso-certificates/${p.member.userId}`],
      ['GET', `/v1/admin/cso-certificates/${p.member.userId}/file`],
      ['PATCH', `${cso(p.member.userId)}?isApproved=true`],
      ['PATCH', `${cso(p.member.userId)}?isApproved=false`, { reason: '권한 없는 반려' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await request(null, method, path, body)).status, path).toBe(401);
      expect((await request(await cookieOf('demo_partner'), method, path, body)).status, path).toBe(403);
      expect((await request(p.cookie, method, path, body)).status, path).toBe(403);
      for (const who of ['demo_ops_edi', 'demo_editor'] as const) {
        const res = await request(await cookieOf(who), method, path, body);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect(res.json).toMatchObject({ code: 'PERMISSION_REQUIRED' });
      }
    }
    expect((await me(p.cookie)).partnerContractStatus).toBe('NONE');
  });
});
