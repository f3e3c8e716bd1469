import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerContractDetails } from '../../src/api/types';
import { members } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/passwords';
import { app } from '../../src/server/app';
import { getDb } from '../../src/server/runtime/database';
import { cookieOf as demoCookie, PDF, PNG, type Who } from './content-helpers';
import { call, login } from './helpers';

// Partner-contract document links in the contract's form: absolute, the last segment `uuid_name` from which the old
// app takes the file name (minus the `uuid_` prefix, percent-decoded), served by our route with the same checks; a
// segment that is not the file's own reaches nothing. `fileNames` stays for our client.

const ORIGIN = 'http://localhost';

/** The file name as the old app reads it from a link. */
const legacyName = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() as string).replace(/^[0-9a-f-]{36}_/, '');
const pathOf = (url: string) => new URL(url).pathname;

const get = async (who: Who | string | null, path: string, headers: Record<string, string> = {}) =>
  call(path, { cookie: who ? await cookieFor(who) : null, headers });

const cookies = new Map<string, string>();
async function cookieFor(who: string): Promise<string> {
  if (who.startsWith('demo_')) return demoCookie(who as Who);
  const known = cookies.get(who);
  if (known) return known;
  const { cookie } = await login(who);
  if (!cookie) throw new Error(`login ${who} failed`);
  const checked = await call('/v1/members/check-password', { cookie, json: { password: 'demo1234!' } });
  if ((await checked.json()) !== true) throw new Error(`re-check ${who} failed`);
  cookies.set(who, cookie);
  return cookie;
}

async function contractOf(who: string, headers: Record<string, string> = {}): Promise<PartnerContractDetails> {
  const res = await get(who, `/v1/partner-contracts/${who}`, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as PartnerContractDetails;
}

/** A new member who applies with documents of awkward names (Korean, spaces, `%`, `#`, brackets, underscores). */
async function applicantWithOddNames() {
  const userId = `ldcf_${Date.now() % 100000}`;
  await (await getDb()).insert(members).values({
    userId,
    passwordHash: await hashPassword('demo1234!'),
    name: '링크테스터',
    nickname: `링크${Date.now() % 100000}`,
    email: `${userId}@example.kr`,
    phoneNumber: '010-0000-7777',
    birthDate: '1990-01-01',
    partnerContractStatus: 'NONE',
  });
  const names = {
    business_registration: '사업자 등록증 100% (최종)#1.pdf',
    subcontract_agreement: '재위탁_계약서_v2.pdf',
    cso_certificate: 'CSO 신고증+사본&.png',
    education_certificate: "교육 이수증 '2026'.pdf",
  };
  const form = new FormData();
  form.append(
    'request',
    new Blob(
      [
        JSON.stringify({
          contractType: 'ORGANIZATION',
          companyName: '링크상사',
          businessNumber: '220-81-62517',
          bankName: '국민은행',
          accountNumber: '12345678901',
        }),
      ],
      { type: 'application/json' },
    ),
  );
  for (const [part, name] of Object.entries(names)) {
    const png = name.endsWith('.png');
    form.append(part, new File([(png ? PNG : PDF) as BlobPart], name, { type: png ? 'image/png' : 'application/pdf' }));
  }
  const sent = await app.request(`${ORIGIN}/v1/partner-contracts`, {
    method: 'POST',
    headers: { cookie: await cookieFor(userId) },
    body: form,
  });
  expect(sent.status, await sent.clone().text()).toBe(201);
  return { userId, names, created: (await sent.json()) as PartnerContractDetails };
}

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe('GET /v1/partner-contracts/{userId} document links', () => {
  it('are absolute, end in uuid_name, and give the old app the names our client reads from fileNames', async () => {
    const contract = await contractOf('demo_partner');
    const kinds = Object.keys(contract.fileUrls);
    expect(kinds.length).toBeGreaterThan(0);
    expect(Object.keys(contract.fileNames).sort()).toEqual([...kinds].sort());
    for (const kind of kinds as (keyof typeof contract.fileUrls)[]) {
      const url = contract.fileUrls[kind] as string;
      expect(url).toMatch(
        /^http:\/\/localhost\/v1\/partner-contracts\/files\/\d+\/[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}_/,
      );
      expect(legacyName(url)).toBe(contract.fileNames[kind]);
      // The same link every time (derived, not random).
      expect((await contractOf('demo_partner')).fileUrls[kind]).toBe(url);
    }
  });

  it('encode Korean and reserved characters so that decoding gives each name back, and serve the same bytes', async () => {
    const { userId, created } = await applicantWithOddNames();
    const read = await contractOf(userId);
    expect(read.fileUrls).toEqual(created.fileUrls);
    expect(read.fileNames).toEqual({
      BUSINESS_REGISTRATION: '사업자 등록증 100% (최종)#1.pdf',
      SUBCONTRACT_AGREEMENT: '재위탁_계약서_v2.pdf',
      CSO_CERTIFICATE: 'CSO 신고증+사본&.png',
      SALES_EDUCATION_CERT: "교육 이수증 '2026'.pdf",
    });
    for (const [kind, url] of Object.entries(read.fileUrls) as [keyof typeof read.fileNames, string][]) {
      expect(legacyName(url)).toBe(read.fileNames[kind]);
      // Nothing in the segment that a URL parser would take for a query, fragment or another segment.
      expect(new URL(url).search + new URL(url).hash).toBe('');
      const linked = await get(userId, pathOf(url));
      expect(linked.status, url).toBe(200);
      const id = pathOf(url).split('/')[4];
      const plain = await get(userId, `/v1/partner-contracts/files/${id}`);
      expect(Buffer.from(await linked.arrayBuffer())).toEqual(Buffer.from(await plain.arrayBuffer()));
      expect(linked.headers.get('content-type')).toBe(plain.headers.get('content-type'));
      expect(linked.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('take the origin the client used: the request’s own, or our proxy’s forwarded host only with TRUST_PROXY=1', async () => {
    const forwarded = { 'x-forwarded-host': 'partner.example.kr', 'x-forwarded-proto': 'https' };
    const ignored = Object.values((await contractOf('demo_partner', forwarded)).fileUrls);
    expect(ignored.every((u) => u?.startsWith('http://localhost/v1/'))).toBe(true);
    process.env.TRUST_PROXY = '1';
    const behindProxy = Object.values((await contractOf('demo_partner', forwarded)).fileUrls);
    expect(behindProxy.every((u) => u?.startsWith('https://partner.example.kr/v1/partner-contracts/files/'))).toBe(true);
    const odd = Object.values(
      (await contractOf('demo_partner', { 'x-forwarded-host': 'evil.kr/x?', 'x-forwarded-proto': 'javascript' })).fileUrls,
    );
    expect(odd.every((u) => u?.startsWith('http://localhost/v1/'))).toBe(true);
  });
});

describe('GET /v1/partner-contracts/files/{id}/{uuid_name}', () => {
  it('refuses a tampered segment (404): another uuid, another name, another file’s segment, or a decoded twin', async () => {
    const contract = await contractOf('demo_partner');
    const [first, second] = Object.values(contract.fileUrls).map((u) => pathOf(u as string));
    expect(first && second).toBeTruthy();
    const [, , , , id, segment] = (first as string).split('/') as string[];
    const [, , , , , otherSegment] = (second as string).split('/') as string[];
    const uuid = (segment as string).slice(0, 36);
    const tampered = [
      `${'0'.repeat(8)}-0000-8000-8000-${'0'.repeat(12)}${(segment as string).slice(36)}`,
      `${uuid}_${encodeURIComponent('다른파일.pdf')}`,
      otherSegment as string,
      `${uuid}_x.pdf`,
      `${uuid}_${(segment as string).slice(37)}%00`,
      `${uuid}_..%2F..%2F${(segment as string).slice(37)}`,
      (segment as string).toUpperCase(),
    ];
    for (const bad of tampered) {
      const res = await get('demo_partner', `/v1/partner-contracts/files/${id}/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
    // Another file's id with this file's segment: 404 as well.
    const otherId = (second as string).split('/')[4];
    expect((await get('demo_partner', `/v1/partner-contracts/files/${otherId}/${segment}`)).status).toBe(404);
  });

  it('is the member’s alone: another member and editors get 404, a guest 401', async () => {
    const url = pathOf(Object.values((await contractOf('demo_partner')).fileUrls)[0] as string);
    expect((await get('demo_partner', url)).status).toBe(200);
    for (const who of ['demo_org', 'demo_member', 'demo_cso', 'demo_editor'] as Who[]) expect((await get(who, url)).status, who).toBe(404);
    expect((await get(null, url)).status).toBe(401);
  });

  it('refuses a malformed id or segment with 400 in Korean', async () => {
    for (const path of [
      `/v1/partner-contracts/files/abc/${'0'.repeat(36)}_a.pdf`,
      `/v1/partner-contracts/files/0/${'0'.repeat(36)}_a.pdf`,
      '/v1/partner-contracts/files/1/short.pdf',
      `/v1/partner-contracts/files/1/${'가'.repeat(600)}`,
    ]) {
      const res = await get('demo_partner', path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/파일 (번호|이름)/);
    }
  });
});
