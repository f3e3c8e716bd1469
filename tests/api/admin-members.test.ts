import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { REVEALS_PER_HOUR } from '../../src/api/schema/admin-members';
import type { MemberResponse, Page, StaffMemberDetails } from '../../src/api/types';
import { EXPORT_INFO_SHEET, EXPORT_MEMBER_SHEET } from '../../src/server/staff/member-export';
import { auditRows, expectMasked, expectRefused, json } from './admin-members-helpers';
import { cookieOf, send } from './content-helpers';
import { call } from './helpers';

// 회원관리, reading: the member search (filters, paging, masking, staff kept out), the member's page, revealing one
// field (audited, limited per hour) and the export (streamed, masked unless asked with a reason, audited, signed).

const search = async (qs: string, who: 'demo_ops_members' | 'demo_admin' = 'demo_ops_members') => {
  const res = await json(who, 'GET', `/v1/members${qs ? `?${qs}` : ''}`);
  return { ...res, page: res.json as unknown as Page<MemberResponse> };
};
const ids = (page: Page<MemberResponse>) => page.content.map((m) => m.userId);

describe('GET /v1/members', () => {
  it('answers a masked page of partners, newest first, 20 by default', async () => {
    const { status, page, text } = await search('');
    expect(status).toBe(200);
    expect(page.size).toBe(20);
    expect(page.content.length).toBeGreaterThan(5);
    expect(page.content.every((m) => m.role === 'USER')).toBe(true);
    const dates = page.content.map((m) => m.registrationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expectMasked(text, 'member list');
    const partner = (await search('userId=demo_partner')).page.content.find((m) => m.userId === 'demo_partner');
    expect(partner).toMatchObject({ phoneNumber: '010-****-5172', birthDate: expect.stringMatching(/^\d{4}$/), companyName: '민준메디컬' });
    expect(partner?.email).toMatch(/^mi\*\*\*@e\*\*\*\.com$/);
  });

  it('finds by each filter with an index-friendly match (prefix, equality, last four digits)', async () => {
    expect(ids((await search('userId=DEMO_P')).page).sort()).toEqual(['demo_partner', 'demo_pending']);
    expect(ids((await search('phoneLast4=5172')).page)).toEqual(['demo_partner']);
    expect(ids((await search('phoneNumber=010-2384-5172')).page)).toEqual(['demo_partner']);
    expect(ids((await search('phoneNumber=01023845172')).page)).toEqual(['demo_partner']);
    expect(ids((await search('email=minjun.kim')).page)).toEqual(['demo_partner']);
    expect(ids((await search(`companyName=${encodeURIComponent('서연')}`)).page)).toEqual(['demo_org']);
    expect(ids((await search('memberType=CSO&userId=demo')).page)).toEqual(['demo_cso']);
    const contracted = (await search('contractStatus=CONTRACT&size=100')).page.content;
    expect(contracted.length).toBeGreaterThan(0);
    expect(contracted.every((m) => m.partnerContractStatus === 'INDIVIDUAL' || m.partnerContractStatus === 'ORGANIZATION')).toBe(true);
    const uncontracted = (await search('contractStatus=NON_CONTRACT&userId=demo')).page.content;
    expect(uncontracted.map((m) => m.userId)).toContain('demo_pending');
    expect(uncontracted.find((m) => m.userId === 'demo_pending')?.contractStatus).toBe('PENDING');
    const partner = (await search('userId=demo_partner')).page.content[0]!;
    expect(ids((await search(`memberId=${partner.id}`)).page)).toEqual(['demo_partner']);
    expect((await search('accountStatus=BLOCKED&userId=demo')).page.content).toEqual([]);
    // % and _ are literal: "demo%" matches no login id.
    expect((await search('userId=demo%25')).page.totalElements).toBe(0);
    // The period is Seoul days, inclusive.
    const day = partner.registrationDate.slice(0, 10);
    expect((await search(`startAt=2000-01-01&endAt=2099-12-31&userId=demo_partner`)).page.totalElements).toBe(1);
    expect((await search(`startAt=2099-01-01&userId=demo_partner`)).page.totalElements).toBe(0);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps staff accounts out unless `roles` asks, and only for PERMISSION_MANAGEMENT', async () => {
    const all = (await search('userId=demo&size=100')).page;
    expect(ids(all)).not.toContain('demo_ops_members');
    expect(ids(all)).not.toContain('demo_editor');
    const refused = await search('roles=ADMIN,SUPER_ADMIN');
    expect(refused.status).toBe(403);
    expect(refused.json?.message).toMatch(/권한관리/);
    const staff = await search('roles=ADMIN,SUPER_ADMIN&size=100', 'demo_admin');
    expect(staff.status).toBe(200);
    expect(ids(staff.page)).toEqual(expect.arrayContaining(['demo_ops_members', 'demo_admin']));
  });

  it('refuses more than 100 a page (the old picker asked 99,999) and other bad input, in Korean', async () => {
    const legacy = await search('page=0&size=99999');
    expect(legacy.status).toBe(400);
    expect(legacy.json?.message).toMatch(/100명까지/);
    expect((await search('size=100')).status).toBe(200);
    for (const qs of [
      'size=101',
      'memberId=abc',
      'phoneLast4=12',
      'phoneNumber=123',
      'startAt=2026-02-30',
      'startAt=2026-03-01&endAt=2026-02-01',
      'memberType=VIP',
      'roles=ROOT',
    ]) {
      const res = await search(qs);
      expect(res.status, qs).toBe(400);
      expect(res.json?.message, qs).toMatch(/[가-힣]/);
    }
  });

  it('is refused to partners, visitors and staff without 회원관리', async () => {
    await expectRefused('GET', '/v1/members');
    await expectRefused('GET', '/v1/members/demo_partner/details');
    await expectRefused('GET', '/v1/members/excel-download');
    await expectRefused('POST', '/v1/admin/members/demo_partner/reveal', { field: 'phoneNumber', reason: '확인' });
  });
});

describe('GET /v1/members/{userId}/details', () => {
  it("answers the member's page, masked: contract, certificate, devices, status, memo, consents", async () => {
    await cookieOf('demo_partner'); // a signed-in device
    const res = await json('demo_ops_members', 'GET', '/v1/members/demo_partner/details');
    expect(res.status).toBe(200);
    const page = res.json as unknown as StaffMemberDetails;
    expect(page).toMatchObject({
      userId: 'demo_partner',
      phoneNumber: '010-****-5172',
      accountStatus: 'ACTIVATED',
      suspension: null,
      partnerContractStatus: 'INDIVIDUAL',
      contract: {
        status: 'APPROVED',
        companyName: '민준메디컬',
        bankName: '국민은행',
        accountNumber: '****3520',
        businessNumber: '214-**-***48',
      },
      pendingBankChange: null,
    });
    expect(page.devices.length).toBeGreaterThan(0);
    expect(page.devices[0]).toMatchObject({ signedInAt: expect.any(String), lastUsedAt: expect.any(String) });
    expect(['NONE', 'PENDING', 'APPROVED', 'REJECTED']).toContain(page.csoCertificate.state);
    expectMasked(res.text, 'member page');
  });

  it('answers 404 for an unknown id, and for a staff account unless the caller holds 권한관리', async () => {
    expect((await json('demo_ops_members', 'GET', '/v1/members/nobody_here/details')).status).toBe(404);
    expect((await json('demo_ops_members', 'GET', '/v1/members/demo_ops_edi/details')).status).toBe(404);
    const staff = await json('demo_admin', 'GET', '/v1/members/demo_ops_edi/details');
    expect(staff.status).toBe(200);
    expect(staff.json?.role).toBe('ADMIN');
  });
});

describe('POST /v1/admin/members/{userId}/reveal', () => {
  it('answers the one full value and audits the field and reason, never the value', async () => {
    const res = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_partner/reveal', {
      field: 'phoneNumber',
      reason: '본인 확인 전화',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ field: 'phoneNumber', value: '010-2384-5172' });
    const account = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_partner/reveal', {
      field: 'accountNumber',
      reason: '정산 문의',
    });
    expect(account.json?.value).toBe('47290104183520');
    const [row] = await auditRows('FIELD_REVEALED', 'demo_partner');
    expect(row).toMatchObject({ staffUserId: 'demo_ops_members', targetKind: 'MEMBER', reason: '정산 문의' });
    expect(row?.changes).toEqual({ accountNumber: ['****3520', '****3520'] });
    for (const r of await auditRows('FIELD_REVEALED')) expectMasked(JSON.stringify(r), 'audit row');
  });

  it('refuses bad input (400), an unknown member (404) and a field the member lacks (404)', async () => {
    for (const body of [
      { field: 'password', reason: '확인' },
      { field: 'email' },
      { field: 'email', reason: '   ' },
      { field: 'email', reason: 'x'.repeat(501) },
    ]) {
      expect(
        (await json('demo_ops_members', 'POST', '/v1/admin/members/demo_partner/reveal', body)).status,
        JSON.stringify(body).slice(0, 60),
      ).toBe(400);
    }
    expect(
      (await json('demo_ops_members', 'POST', '/v1/admin/members/nobody_here/reveal', { field: 'email', reason: '확인' })).status,
    ).toBe(404);
    const none = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_member/reveal', { field: 'accountNumber', reason: '확인' });
    expect(none.status).toBe(404);
    expect(none.json?.message).toMatch(/계약 정보/);
  });

  it(`answers 429 past ${REVEALS_PER_HOUR} reveals an hour per staff member`, async () => {
    const before = (await auditRows('FIELD_REVEALED')).filter((r) => r.staffUserId === 'demo_admin').length;
    for (let n = before; n < REVEALS_PER_HOUR; n++) {
      const res = await json('demo_admin', 'POST', '/v1/admin/members/demo_org/reveal', { field: 'email', reason: `확인 ${n}` });
      expect(res.status, `reveal ${n + 1}`).toBe(200);
    }
    const refused = await json('demo_admin', 'POST', '/v1/admin/members/demo_org/reveal', { field: 'email', reason: '하나 더' });
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json?.message).toMatch(/1시간에 30회/);
    // Another staff member's budget is their own.
    expect((await json('demo_ops_members', 'POST', '/v1/admin/members/demo_org/reveal', { field: 'email', reason: '확인' })).status).toBe(
      200,
    );
  });
});

async function workbookOf(res: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return book;
}
const cellsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: string[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
};

describe('GET /v1/members/excel-download', () => {
  it('streams every filtered row, masked, signed with the staff id and time, and audited', async () => {
    const list = (await search('userId=demo&size=100')).page;
    const res = await call('/v1/members/excel-download?userId=demo&size=2147483647', { cookie: await cookieOf('demo_ops_members') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('회원목록_');
    const book = await workbookOf(res);
    expect(book.creator).toBe('demo_ops_members');
    const info = cellsOf(book.getWorksheet(EXPORT_INFO_SHEET));
    expect(info).toEqual(
      expect.arrayContaining([
        ['내보낸 운영자', 'demo_ops_members'],
        ['개인정보', '가림'],
      ]),
    );
    const rows = cellsOf(book.getWorksheet(EXPORT_MEMBER_SHEET));
    expect(rows[0]?.slice(0, 3)).toEqual(['회원번호', '아이디', '회원명']);
    expect(rows.length - 1).toBe(list.totalElements);
    expectMasked(JSON.stringify(rows), 'masked export');
    const [row] = await auditRows('EXPORTED', 'members');
    expect(row).toMatchObject({ staffUserId: 'demo_ops_members', targetKind: 'MEMBER_LIST', reason: null });
    expect(row?.changes).toMatchObject({ filters: [null, { userId: 'demo' }], personalFields: [null, false] });
  });

  it('holds the full personal fields only with reveal=true and a reason, and audits the reason', async () => {
    const cookie = await cookieOf('demo_ops_members');
    const refused = await call('/v1/members/excel-download?reveal=true', { cookie });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/사유/);
    const res = await call(`/v1/members/excel-download?reveal=true&userId=demo_partner&reason=${encodeURIComponent('세무 신고 자료')}`, {
      cookie,
    });
    expect(res.status).toBe(200);
    const book = await workbookOf(res);
    const rows = cellsOf(book.getWorksheet(EXPORT_MEMBER_SHEET));
    expect(JSON.stringify(rows)).toContain('010-2384-5172');
    expect(JSON.stringify(rows)).toContain('minjun.kim@example.com');
    expect(cellsOf(book.getWorksheet(EXPORT_INFO_SHEET))).toEqual(expect.arrayContaining([['사유', '세무 신고 자료']]));
    const [row] = await auditRows('EXPORTED', 'members');
    expect(row).toMatchObject({ reason: '세무 신고 자료', changes: { personalFields: [null, true] } });
  });
});

describe('the old profile save', () => {
  it("does not let staff change another member through the member's own PATCH /v1/members/{userId}", async () => {
    const form = new FormData();
    form.append('request', new Blob([JSON.stringify({ email: 'x@example.com' })], { type: 'application/json' }));
    const res = await send('demo_ops_members', 'PATCH', '/v1/members/demo_partner', form);
    expect(res.status).toBe(403);
    expect(res.json?.message).toMatch(/[가-힣]/);
  });
});
