import { beforeEach, describe, expect, it } from 'vitest';
import type { ContractDecision, ContractQueueItem, ContractReview, Page, PartnerContractDetails } from '../../src/api/types';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { getDb } from '../../src/server/runtime/database';
import { cookieOf, type Who } from './content-helpers';
import { apply, auditOf, FULL_NUMBERS, me, newPartner, notificationsOf, request } from './review-helpers';

// 계약 심사: the queue and the review screen's data (masked), the documents for staff, and the three decisions with
// their effects at once (member type, 실적관리 opening and closing), their notification and audit row; a second
// decision is 409; partners, signed-out callers and staff without MEMBER_MANAGEMENT are refused; bad input is 400.

beforeEach(async () => resetLoginAttempts(await getDb()));

const staff = (who: Who = 'demo_ops_members') => cookieOf(who);
const expectMasked = (text: string) => {
  for (const full of FULL_NUMBERS) expect(text).not.toContain(full);
};

describe('the queue and the review', () => {
  it('lists PENDING applications oldest first, masked, with filters and paging', async () => {
    const a = await newPartner();
    const b = await newPartner();
    const first = await apply(a, { companyName: '큐첫째상사' });
    const second = await apply(b, { companyName: '큐둘째상사', contractType: 'INDIVIDUAL' });
    const cookie = await staff();
    const res = await request(cookie, 'GET', '/v1/admin/partner-contracts?size=100');
    expect(res.status).toBe(200);
    expectMasked(res.text);
    const page = res.json as unknown as Page<ContractQueueItem>;
    const ids = page.content.map((r) => r.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(page.content.every((r) => r.status === 'PENDING')).toBe(true);
    const dates = page.content.map((r) => r.submittedAt);
    expect([...dates].sort()).toEqual(dates);

    const byName = (await request(cookie, 'GET', `/v1/admin/partner-contracts?search=${encodeURIComponent('큐둘째')}`))
      .json as unknown as Page<ContractQueueItem>;
    expect(byName.content.map((r) => r.id)).toEqual([second]);
    const byLogin = (await request(cookie, 'GET', `/v1/admin/partner-contracts?search=${a.member.userId}`))
      .json as unknown as Page<ContractQueueItem>;
    expect(byLogin.content.map((r) => r.id)).toEqual([first]);
    const individual = (await request(cookie, 'GET', '/v1/admin/partner-contracts?contractType=INDIVIDUAL&size=100'))
      .json as unknown as Page<ContractQueueItem>;
    expect(individual.content.every((r) => r.contractType === 'INDIVIDUAL')).toBe(true);
    const paged = (await request(cookie, 'GET', '/v1/admin/partner-contracts?size=1&page=1')).json as unknown as Page<ContractQueueItem>;
    expect(paged.content).toHaveLength(1);
    expect(paged.totalElements).toBeGreaterThanOrEqual(3);
    const approved = (await request(cookie, 'GET', '/v1/admin/partner-contracts?status=APPROVED'))
      .json as unknown as Page<ContractQueueItem>;
    expect(approved.content.map((r) => r.member.userId)).toEqual(expect.arrayContaining(['demo_partner', 'demo_org']));
  });

  it('refuses bad filters and pages over 100 rows (400)', async () => {
    const cookie = await staff();
    for (const q of ['size=101', 'size=0', 'page=-1', 'status=DONE', 'contractType=BOTH', `search=${'가'.repeat(101)}`]) {
      const res = await request(cookie, 'GET', `/v1/admin/partner-contracts?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json?.message, q).toMatch(/[가-힣]/);
    }
  });

  it('shows an application with its four documents, the member and their history, masked', async () => {
    const p = await newPartner();
    const id = await apply(p);
    const cookie = await staff();
    const res = await request(cookie, 'GET', `/v1/admin/partner-contracts/${id}`);
    expect(res.status).toBe(200);
    expectMasked(res.text);
    expect(res.text).not.toContain(p.member.phoneNumber);
    expect(res.text).not.toContain(p.member.email);
    const review = res.json as unknown as ContractReview;
    expect(review.businessNumber).toBe('220-**-***17');
    expect(review.accountNumber).toBe('****9876');
    expect(review.member).toMatchObject({ userId: p.member.userId, memberType: 'NONE', birthYear: '1990' });
    expect(review.member.phoneNumber).toMatch(/^010-\*\*\*\*-\d{4}$/);
    expect(review.documents.map((d) => d.label)).toEqual(['사업자등록증', '재위탁계약서', 'CSO 신고증', '판매위수탁 교육이수증']);
    expect(review.history).toEqual([]);

    // Each document streams to staff inline with its type and its original name.
    for (const doc of review.documents) {
      const file = await request(cookie, 'GET', doc.url);
      expect(file.status, doc.url).toBe(200);
      expect(file.res.headers.get('content-type')).toBe(doc.contentType);
      expect(file.res.headers.get('content-disposition')).toMatch(/^inline/);
      expect(decodeURIComponent(file.res.headers.get('content-disposition') ?? '')).toContain(doc.name);
    }
    // Another application's file id under this one: 404; an unknown application: 404.
    const other = await apply(await newPartner());
    const otherDoc = ((await request(cookie, 'GET', `/v1/admin/partner-contracts/${other}`)).json as unknown as ContractReview)
      .documents[0]!;
    expect((await request(cookie, 'GET', `/v1/admin/partner-contracts/${id}/files/${otherDoc.id}`)).status).toBe(404);
    expect((await request(cookie, 'GET', '/v1/admin/partner-contracts/999999')).status).toBe(404);
    expect((await request(cookie, 'GET', '/v1/admin/partner-contracts/999999/files/1')).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const res2 = await request(cookie, 'GET', `/v1/admin/partner-contracts/${bad}`);
      expect(res2.status, bad).toBe(400);
      expect(res2.json?.message).toContain('계약 번호');
    }
  });
});

describe('the decisions', () => {
  it('approve: the member is a contract member at once, 실적관리 opens, told and audited; a second approve is 409', async () => {
    const p = await newPartner();
    const id = await apply(p);
    expect((await request(p.cookie, 'GET', '/v1/prescriptions')).status).toBe(403);
    const cookie = await staff();
    const res = await request(cookie, 'POST', `/v1/partner-contracts/${id}/approve`);
    expect(res.status, res.text).toBe(200);
    expectMasked(res.text);
    const decision = res.json as unknown as ContractDecision;
    expect(decision.review).toMatchObject({ id, status: 'APPROVED' });
    expect(decision.review.contractDate).not.toBeNull();
    expect(decision.nextId).not.toBe(id);
    // The member's own session sees it on the next request (no new login).
    expect((await me(p.cookie)).partnerContractStatus).toBe('ORGANIZATION');
    expect((await request(p.cookie, 'GET', '/v1/prescriptions')).status).toBe(200);
    const own = (await request(p.cookie, 'GET', `/v1/partner-contracts/${p.member.userId}`)).json as unknown as PartnerContractDetails;
    expect(own.status).toBe('APPROVED');

    const [notice] = await notificationsOf(p.member.id);
    expect(notice).toMatchObject({ kind: 'CONTRACT_APPROVED', link: '/partner-contract' });
    expect(notice?.body).toContain('심사상사(주)');
    expect(notice?.body).not.toContain('demo_ops_members');
    const [audit] = await auditOf('PARTNER_CONTRACT', id);
    expect(audit).toMatchObject({ action: 'CONTRACT_APPROVED', staffUserId: 'demo_ops_members' });
    expect(audit?.changes).toMatchObject({ status: ['PENDING', 'APPROVED'], memberType: ['NONE', 'ORGANIZATION'] });

    const again = await request(cookie, 'POST', `/v1/partner-contracts/${id}/approve`);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(again.json?.message).toContain('이미 처리된 신청입니다');
    expect(await notificationsOf(p.member.id)).toHaveLength(1);
  });

  it('two operators at once: one decision wins, the other is 409, and one notification is written', async () => {
    const p = await newPartner();
    const id = await apply(p);
    const [a, b] = await Promise.all([
      request(await staff('demo_ops_members'), 'POST', `/v1/partner-contracts/${id}/approve`),
      request(await staff('demo_admin'), 'POST', `/v1/partner-contracts/${id}/reject`, { reason: '서류가 흐립니다.' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await notificationsOf(p.member.id)).toHaveLength(1);
    expect(await auditOf('PARTNER_CONTRACT', id)).toHaveLength(1);
  });

  it('reject: asks a reason (a legacy call without a body is 400), the member reads it and may apply again', async () => {
    const p = await newPartner();
    const id = await apply(p);
    const cookie = await staff();
    const none = await request(cookie, 'POST', `/v1/partner-contracts/${id}/reject`);
    expect(none.status).toBe(400);
    expect(none.json?.message).toContain('반려 사유');
    for (const body of [{}, { reason: '' }, { reason: '가' }, { reason: '가'.repeat(501) }, { reason: 7 }]) {
      const res = await request(cookie, 'POST', `/v1/partner-contracts/${id}/reject`, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json?.message).toContain('반려 사유');
    }
    expect((await request(cookie, 'POST', `/v1/partner-contracts/${id}/reject`, undefined, '{not json')).status).toBe(400);
    const reason = '사업자등록증 사본이 흐립니다. 선명한 사본으로 다시 신청해 주세요.';
    const res = await request(cookie, 'POST', `/v1/partner-contracts/${id}/reject`, { reason });
    expect(res.status, res.text).toBe(200);
    expect((res.json as unknown as ContractDecision).review).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    const own = (await request(p.cookie, 'GET', `/v1/partner-contracts/${p.member.userId}`)).json as unknown as PartnerContractDetails;
    expect(own).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    expect((await me(p.cookie)).partnerContractStatus).toBe('NONE');
    const [notice] = await notificationsOf(p.member.id);
    expect(notice).toMatchObject({ kind: 'CONTRACT_REJECTED', link: '/partner-contract' });
    expect(notice?.body).toContain(reason);
    const [audit] = await auditOf('PARTNER_CONTRACT', id);
    expect(audit).toMatchObject({ action: 'CONTRACT_REJECTED', reason });
    expect((await request(cookie, 'POST', `/v1/partner-contracts/${id}/approve`)).status).toBe(409);
    expect((await request(cookie, 'POST', `/v1/partner-contracts/${id}/reject`, { reason })).status).toBe(409);

    // Corrected and sent again: a new application, and the old one in the review's history.
    const again = await apply(p, { companyName: '심사상사 수정' });
    const review = (await request(cookie, 'GET', `/v1/admin/partner-contracts/${again}`)).json as unknown as ContractReview;
    expect(review.history).toEqual([expect.objectContaining({ id, status: 'REJECTED', rejectionReason: reason })]);
  });

  it('end: only a running contract; the member goes back to NONE (no CSO approval) and 실적관리 closes', async () => {
    const p = await newPartner();
    const id = await apply(p);
    const cookie = await staff();
    const early = await request(cookie, 'POST', `/v1/partner-contracts/${id}/end`, { reason: '계약 해지 요청' });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ code: 'CONTRACT_NOT_RUNNING' });
    expect((await request(cookie, 'POST', `/v1/partner-contracts/${id}/approve`)).status).toBe(200);
    expect((await request(p.cookie, 'GET', '/v1/prescriptions')).status).toBe(200);
    expect((await request(cookie, 'POST', `/v1/partner-contracts/${id}/end`)).status).toBe(400);
    const reason = '회원의 요청으로 계약을 종료합니다.';
    const res = await request(cookie, 'POST', `/v1/partner-contracts/${id}/end`, { reason });
    expect(res.status, res.text).toBe(200);
    expect((res.json as unknown as ContractDecision).review).toMatchObject({ status: 'CANCELLED', endReason: reason });
    expect((await me(p.cookie)).partnerContractStatus).toBe('NONE');
    expect((await request(p.cookie, 'GET', '/v1/prescriptions')).status).toBe(403);
    const own = (await request(p.cookie, 'GET', `/v1/partner-contracts/${p.member.userId}`)).json as unknown as PartnerContractDetails;
    expect(own).toMatchObject({ status: 'CANCELLED', endReason: reason });
    const kinds = (await notificationsOf(p.member.id)).map((n) => n.kind).sort();
    expect(kinds).toEqual(['CONTRACT_APPROVED', 'CONTRACT_ENDED']);
    const ended = (await auditOf('PARTNER_CONTRACT', id)).find((r) => r.action === 'CONTRACT_ENDED');
    expect(ended).toMatchObject({ reason, changes: { status: ['APPROVED', 'CANCELLED'], memberType: ['ORGANIZATION', 'NONE'] } });
    expect((await request(cookie, 'POST', `/v1/partner-contracts/${id}/end`, { reason })).status).toBe(409);
  });

  it('end: a member whose CSO certificate staff approved goes back to CSO (the anonymous board stays open)', async () => {
    const p = await newPartner({ partnerContractStatus: 'CSO', csoApprovedAt: new Date('2025-01-01T00:00:00Z') });
    const id = await apply(p, { contractType: 'INDIVIDUAL' });
    const cookie = await staff();
    expect((await request(cookie, 'POST', `/v1/partner-contracts/${id}/approve`)).status).toBe(200);
    expect((await me(p.cookie)).partnerContractStatus).toBe('INDIVIDUAL');
    expect((await request(cookie, 'POST', `/v1/partner-contracts/${id}/end`, { reason: '계약 기간 만료' })).status).toBe(200);
    expect((await me(p.cookie)).partnerContractStatus).toBe('CSO');
    expect((await request(p.cookie, 'GET', '/v1/boards?boardType=ANONYMOUS')).status).toBe(200);
  });

  it('unknown applications are 404, malformed ids 400', async () => {
    const cookie = await staff();
    for (const action of ['approve', 'reject', 'end']) {
      expect((await request(cookie, 'POST', `/v1/partner-contracts/999999/${action}`, { reason: '없는 신청' })).status).toBe(404);
      expect((await request(cookie, 'POST', `/v1/partner-contracts/x1/${action}`, { reason: '잘못된 번호' })).status).toBe(400);
    }
  });
});

describe('who may review', () => {
  it('refuses partners (403), signed-out callers (401) and staff without MEMBER_MANAGEMENT (403)', async () => {
    const p = await newPartner();
    const id = await apply(p);
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/admin/partner-contracts'],
      ['GET', `/v1/admin/partner-contracts/${id}`],
      ['POST', `/v1/partner-contracts/${id}/approve`],
      ['POST', `/v1/partner-contracts/${id}/reject`, { reason: '권한 없는 반려' }],
      ['POST', `/v1/partner-contracts/${id}/end`, { reason: '권한 없는 종료' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await request(null, method, path, body)).status, path).toBe(401);
      const partner = await request(await cookieOf('demo_partner'), method, path, body);
      expect(partner.status, path).toBe(403);
      expect(partner.json).toMatchObject({ code: 'STAFF_ONLY' });
      expect((await request(p.cookie, method, path, body)).status, path).toBe(403);
      for (const who of ['demo_ops_edi', 'demo_editor', 'demo_ops_cs'] as const) {
        const res = await request(await cookieOf(who), method, path, body);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect(res.json).toMatchObject({ code: 'PERMISSION_REQUIRED' });
      }
    }
    // Nothing was decided.
    const own = (await request(p.cookie, 'GET', `/v1/partner-contracts/${p.member.userId}`)).json as unknown as PartnerContractDetails;
    expect(own.status).toBe('PENDING');
  });
});
