import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MemberDetails, PartnerContractDetails } from '../../src/api/types';
import { CONTRACT_FILE_MAX_BYTES } from '../../src/api/partner-contract-files';
import { formatBusinessNumber, hasValidCheckDigit } from '../../src/api/schema/business-number';
import { getDb } from '../../src/server/runtime/database';
import { members, partnerContractFiles, partnerContracts } from '../../src/server/db/schema';
import { sweepUnclaimedDocuments } from '../../src/server/partner-contracts/documents';
import { hashPassword } from '../../src/server/auth/passwords';
import { app } from '../../src/server/app';
import { multipart, PDF, PNG, type Upload } from './content-helpers';
import { login, ORIGIN } from './helpers';

// Partner-contract applications: who may send and read them, what is refused, the one-open-application rule under
// concurrency, resubmission after a rejection, and that a refused application leaves no file behind.

const cookies = new Map<string, string>();
/** A session of the member that re-checked its password (an application needs one of the last ten minutes). */
async function cookieOf(userId: string) {
  const known = cookies.get(userId);
  if (known) return known;
  const { cookie } = await login(userId);
  if (!cookie) throw new Error(`login ${userId} failed`);
  const checked = await app.request(`${ORIGIN}/v1/members/check-password`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'demo1234!' }),
  });
  if ((await checked.json()) !== true) throw new Error(`re-check ${userId} failed`);
  cookies.set(userId, cookie);
  return cookie;
}

async function send(userId: string | null, method: string, path: string, body?: FormData) {
  const headers: Record<string, string> = userId ? { cookie: await cookieOf(userId) } : {};
  const res = await app.request(`${ORIGIN}${path}`, { method, headers, body });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text ? (JSON.parse(text) as Record<string, unknown>) : null;
  return { status: res.status, json, text, res };
}

let serial = 0;
/** A fresh member of type NONE (each test that applies gets its own). */
async function newMember(partnerContractStatus: 'NONE' | 'CSO' | 'INDIVIDUAL' = 'NONE') {
  const n = ++serial;
  const userId = `pc_tester_${n}`;
  const db = await getDb();
  await db.insert(members).values({
    userId,
    passwordHash: await hashPassword('demo1234!'),
    name: `테스터${n}`,
    nickname: `계약테스터${n}`,
    email: `pc${n}@example.kr`,
    phoneNumber: `010-0000-${String(1000 + n)}`,
    birthDate: '1990-01-01',
    partnerContractStatus,
  });
  return userId;
}

const request = {
  contractType: 'ORGANIZATION',
  companyName: '테스트상사(주)',
  businessNumber: '220-81-62517',
  bankName: '국민은행',
  accountNumber: '12345678901',
};
const pdf = (name: string): Upload => ({ name, bytes: PDF, type: 'application/pdf' });
const fourFiles: Record<string, Upload> = {
  business_registration: pdf('사업자등록증.pdf'),
  subcontract_agreement: pdf('재위탁계약서.pdf'),
  cso_certificate: { name: 'CSO신고증.png', bytes: PNG, type: 'image/png' },
  education_certificate: pdf('교육이수증.pdf'),
};

function form(body: unknown, files: Record<string, Upload | undefined> = fourFiles) {
  const f = multipart('request', body, 'unused', []);
  for (const [part, file] of Object.entries(files)) {
    if (!file) continue;
    const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
    f.append(part, new File([bytes as BlobPart], file.name, { type: file.type ?? 'application/octet-stream' }));
  }
  return f;
}

const apply = (userId: string | null, body: unknown = request, files?: Record<string, Upload | undefined>) =>
  send(userId, 'POST', '/v1/partner-contracts', form(body, files));

async function fileRowCount() {
  const db = await getDb();
  return (await db.select().from(partnerContractFiles)).length;
}

describe('the business registration number', () => {
  it('is formatted 000-00-00000 while typing and its check digit is verified', () => {
    expect(formatBusinessNumber('2208')).toBe('220-8');
    expect(formatBusinessNumber('220816251799')).toBe('220-81-62517');
    expect(hasValidCheckDigit('2208162517')).toBe(true);
    expect(hasValidCheckDigit('1248100998')).toBe(true);
    expect(hasValidCheckDigit('2208162518')).toBe(false);
  });
});

describe('POST /v1/partner-contracts', () => {
  it('stores an application with its four documents (201) and the session shows it under review', async () => {
    const userId = await newMember();
    const res = await apply(userId);
    expect(res.status, res.text).toBe(201);
    const contract = res.json as unknown as PartnerContractDetails;
    expect(contract).toMatchObject({ status: 'PENDING', businessNumber: '2208162517', contractType: 'ORGANIZATION', contractDate: null });
    expect(Object.keys(contract.fileUrls).sort()).toEqual([
      'BUSINESS_REGISTRATION',
      'CSO_CERTIFICATE',
      'SALES_EDUCATION_CERT',
      'SUBCONTRACT_AGREEMENT',
    ]);
    expect(contract.fileNames.CSO_CERTIFICATE).toBe('CSO신고증.png');
    const me = (await send(userId, 'GET', '/v1/auth/me')).json as unknown as MemberDetails;
    expect(me.contractStatus).toBe('PENDING');
    // The owner reads the document back; another member does not find it.
    const file = await send(userId, 'GET', new URL(contract.fileUrls.SALES_EDUCATION_CERT as string).pathname);
    expect(file.status).toBe(200);
    expect(file.res.headers.get('content-type')).toBe('application/pdf');
    expect((await send('demo_member', 'GET', new URL(contract.fileUrls.SALES_EDUCATION_CERT as string).pathname)).status).toBe(404);
    // Content editors have no need for identity documents (least privilege): refused like any other member.
    expect((await send('demo_editor', 'GET', new URL(contract.fileUrls.SALES_EDUCATION_CERT as string).pathname)).status).toBe(404);
  });

  it('is refused signed out (401)', async () => {
    expect((await apply(null)).status).toBe(401);
  });

  it('is refused without a password re-check of the last ten minutes (403 RECHECK_REQUIRED), storing nothing', async () => {
    const userId = await newMember();
    const { cookie } = await login(userId);
    const before = await fileRowCount();
    const res = await app.request(`${ORIGIN}/v1/partner-contracts`, {
      method: 'POST',
      headers: { cookie: cookie ?? '' },
      body: form(request),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'RECHECK_REQUIRED', message: expect.stringMatching(/비밀번호를 다시 확인/) });
    expect(await fileRowCount()).toBe(before);
  });

  it.each([
    [{ ...request, businessNumber: '220-81-62518' }, /올바른 사업자등록번호가 아닙니다/],
    [{ ...request, businessNumber: '12345' }, /숫자 10자리/],
    [{ ...request, businessNumber: '' }, /사업자등록번호를 입력/],
    [{ ...request, contractType: 'FREELANCER' }, /계약유형/],
    [{ ...request, contractType: undefined }, /계약유형/],
    [{ ...request, companyName: ' ' }, /회사명을 입력/],
    [{ ...request, bankName: '없는은행' }, /목록에 있는 은행/],
    [{ ...request, accountNumber: '123-456-789' }, /숫자 6~20자리/],
  ])('refuses bad fields in Korean (400): %j', async (body, message) => {
    const before = await fileRowCount();
    const res = await apply(await newMember(), body);
    expect(res.status).toBe(400);
    expect(res.json?.message).toMatch(message);
    expect(await fileRowCount()).toBe(before);
  });

  it.each([
    ['business_registration', /사업자등록증을\(를\) 첨부/],
    ['cso_certificate', /CSO 신고증을\(를\) 첨부/],
    ['education_certificate', /판매위수탁 교육이수증을\(를\) 첨부/],
  ])('refuses an application without its %s (400); the subcontract agreement is optional', async (part, message) => {
    const res = await apply(await newMember(), request, { ...fourFiles, [part]: undefined });
    expect(res.status).toBe(400);
    expect(res.json?.message).toMatch(message);
    expect((await apply(await newMember(), request, { ...fourFiles, subcontract_agreement: undefined })).status).toBe(201);
  });

  it('lets a CSO member apply without a CSO certificate (the approved one is reused)', async () => {
    const res = await apply(await newMember('CSO'), request, { ...fourFiles, cso_certificate: undefined });
    expect(res.status, res.text).toBe(201);
    expect((res.json as unknown as PartnerContractDetails).fileUrls.CSO_CERTIFICATE).toBeUndefined();
  });

  it.each([
    ['a file of another kind', { name: 'virus.exe', bytes: 'MZ' }, 415],
    ['a GIF', { name: 'scan.gif', bytes: 'GIF89a....' }, 415],
    ['a PNG that is an HTML page', { name: 'page.png', bytes: '<html><script>alert(1)</script>' }, 415],
    ['an empty file', { name: 'empty.pdf', bytes: new Uint8Array() }, 400],
    ['a file over 10 MB', { name: 'big.pdf', bytes: new Uint8Array(CONTRACT_FILE_MAX_BYTES + 1).fill(0x25) }, 413],
  ])('refuses %s for each document, storing nothing', async (_what, bad, status) => {
    const before = await fileRowCount();
    for (const part of Object.keys(fourFiles)) {
      const res = await apply(await newMember(), request, { ...fourFiles, [part]: bad as Upload });
      expect(res.status, `${part}: ${res.text}`).toBe(status);
      expect(res.json?.message).toMatch(/[가-힣]/);
    }
    expect(await fileRowCount()).toBe(before);
  });

  it('allows one open application: a second is 409 and leaves no file; after a rejection a new one is accepted', async () => {
    const userId = await newMember();
    expect((await apply(userId)).status).toBe(201);
    const before = await fileRowCount();
    const again = await apply(userId);
    expect(again.status).toBe(409);
    expect(again.json?.code).toBe('APPLICATION_PENDING');
    expect(await fileRowCount()).toBe(before);

    const db = await getDb();
    const [member] = await db.select().from(members).where(eq(members.userId, userId));
    await db
      .update(partnerContracts)
      .set({ status: 'REJECTED', rejectionReason: '교육이수증이 만료되었습니다.' })
      .where(eq(partnerContracts.memberId, member!.id));
    const rejected = (await send(userId, 'GET', `/v1/partner-contracts/${userId}`)).json as unknown as PartnerContractDetails;
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: '교육이수증이 만료되었습니다.' });
    const resubmitted = await apply(userId, { ...request, companyName: '다시상사' });
    expect(resubmitted.status).toBe(201);
    const latest = (await send(userId, 'GET', `/v1/partner-contracts/${userId}`)).json as unknown as PartnerContractDetails;
    expect(latest).toMatchObject({ status: 'PENDING', companyName: '다시상사', rejectionReason: null });
  });

  it('refuses a contract member (409), also when the approval is only on the application', async () => {
    expect((await apply('demo_partner')).json?.code).toBe('ALREADY_CONTRACTED');
    const userId = await newMember();
    expect((await apply(userId)).status).toBe(201);
    const db = await getDb();
    const [member] = await db.select().from(members).where(eq(members.userId, userId));
    await db
      .update(partnerContracts)
      .set({ status: 'APPROVED', contractDate: new Date() })
      .where(eq(partnerContracts.memberId, member!.id));
    const res = await apply(userId);
    expect(res.status).toBe(409);
    expect(res.json?.code).toBe('ALREADY_CONTRACTED');
  });

  it('keeps one open application when the same member sends several at once', async () => {
    const userId = await newMember();
    const before = await fileRowCount();
    const results = await Promise.all([apply(userId), apply(userId), apply(userId)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const db = await getDb();
    const [member] = await db.select().from(members).where(eq(members.userId, userId));
    const rows = await db.select().from(partnerContracts).where(eq(partnerContracts.memberId, member!.id));
    expect(rows.filter((r) => r.status === 'PENDING')).toHaveLength(1);
    expect((await fileRowCount()) - before).toBe(4);
  });
});

describe('GET /v1/partner-contracts/{userId}', () => {
  it('answers the member their own latest application, with the rejection reason', async () => {
    const res = await send('demo_rejected', 'GET', '/v1/partner-contracts/demo_rejected');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'REJECTED', rejectionReason: expect.stringMatching(/사업자등록증/) });
    const approved = (await send('demo_org', 'GET', '/v1/partner-contracts/demo_org')).json as unknown as PartnerContractDetails;
    expect(approved.status).toBe('APPROVED');
    expect(approved.contractDate).toMatch(/^2024-11-29T/);
    // Sent as a CSO member: no CSO certificate of its own, so none is linked.
    expect(approved.fileUrls.CSO_CERTIFICATE).toBeUndefined();
  });

  it('is 404 for a member without an application', async () => {
    expect((await send('demo_member', 'GET', '/v1/partner-contracts/demo_member')).status).toBe(404);
  });

  it("refuses another member's application (403), content editors included, and signed out (401)", async () => {
    expect((await send('demo_member', 'GET', '/v1/partner-contracts/demo_pending')).status).toBe(403);
    expect((await send(null, 'GET', '/v1/partner-contracts/demo_pending')).status).toBe(401);
    const editor = await send('demo_editor', 'GET', '/v1/partner-contracts/demo_pending');
    expect(editor.status).toBe(403);
    expect(JSON.stringify(editor.json)).not.toMatch(/accountNumber|businessNumber/);
    expect((await send('demo_pending', 'GET', '/v1/partner-contracts/demo_pending')).json).toMatchObject({ status: 'PENDING' });
  });
});

describe('documents nobody claimed', () => {
  it('are swept with their bytes after an hour', async () => {
    const db = await getDb();
    const [member] = await db.select().from(members).where(eq(members.userId, 'demo_member'));
    const [orphan] = await db
      .insert(partnerContractFiles)
      .values({
        memberId: member!.id,
        fileType: 'BUSINESS_REGISTRATION',
        storageKey: 'contract/2026/01/orphan-test.pdf',
        originalName: 'x.pdf',
        contentType: 'application/pdf',
        size: 1,
        createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
      })
      .returning();
    expect(await sweepUnclaimedDocuments(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(partnerContractFiles).where(eq(partnerContractFiles.id, orphan!.id))).toHaveLength(0);
  });
});
