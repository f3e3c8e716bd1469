import { addMonths, seoulMonth } from '../../src/lib/months.ts';

// The writes of the crash test (scripts/test/crash-test.ts), each a real request to the server that stores a record
// with files: 1:1 inquiries with an attachment, community posts with an editor image, EDI records with two images, and
// applications (sales-agency products, and one partner-contract application with its four documents). Each acknowledged
// write is remembered with the files the server named, for the check after the restart.

export interface Acked {
  kind: 'inquiry' | 'post' | 'edi' | 'application' | 'contract';
  /** Who wrote it (login id): the files are read back as them. */
  who: string;
  /** The record: a post id, an EDI record id, a product id or a contract id. */
  id: number;
  /** Files and their sizes as sent; read back after the restart. */
  files: { url?: string; size: number }[];
}

export interface Session {
  base: string;
  cookies: Record<string, string>;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A small PNG-signed file (the server checks the first bytes) of `size` bytes, different for every `seed`. */
export function png(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7) & 0xff;
  bytes.set(PNG_HEAD);
  return bytes;
}

/** A small PDF of `seed`. */
export const pdf = (seed: number) => new TextEncoder().encode(`%PDF-1.4\n% crash test ${seed}\n${'x'.repeat(2000 + seed)}\n%%EOF\n`);

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type });
const json = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });

export async function login(base: string, userId: string): Promise<string> {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ userId, password: 'demo1234!', device: null }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!res.ok || !cookie) throw new Error(`login ${userId}: HTTP ${res.status}`);
  return cookie.split(';')[0] as string;
}

async function send(s: Session, who: string, method: string, path: string, body?: FormData): Promise<Response> {
  return fetch(`${s.base}${path}`, { method, body, headers: { cookie: s.cookies[who] as string, origin: s.base } });
}

export async function getJson<T>(s: Session, who: string, path: string): Promise<T> {
  const res = await send(s, who, 'GET', path);
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const expect = async (res: Response, status: number, what: string) => {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res;
};

export async function inquiry(s: Session, n: number): Promise<Acked> {
  const form = new FormData();
  form.append('request', json({ boardType: 'INQUIRY', title: `crash 문의 ${n}`, content: `<p>충돌 시험 문의 ${n}</p>` }));
  const bytes = pdf(n);
  form.append('files', file(bytes, `증빙 ${n}.pdf`, 'application/pdf'));
  const res = await expect(await send(s, 'demo_org', 'POST', '/v1/boards', form), 201, 'inquiry');
  return { kind: 'inquiry', who: 'demo_org', id: Number(await res.text()), files: [{ size: bytes.byteLength }] };
}

export async function communityPost(s: Session, n: number): Promise<Acked> {
  const upload = new FormData();
  const bytes = png(3000 + n, n);
  upload.append('file', file(bytes, `사진 ${n}.png`, 'image/png'));
  const image = (await (await expect(await send(s, 'demo_member', 'POST', '/v1/boards/uploads', upload), 201, 'image')).json()) as {
    s3fileId: number;
    fileUrl: string;
  };
  const form = new FormData();
  form.append(
    'request',
    json({
      boardType: 'MR_CSO_MATCHING',
      title: `crash 게시글 ${n}`,
      content: `<p>사진 ${n}</p><p><img src="${image.fileUrl}"></p>`,
      editorFileIds: [image.s3fileId],
    }),
  );
  const res = await expect(await send(s, 'demo_member', 'POST', '/v1/boards', form), 201, 'post');
  return { kind: 'post', who: 'demo_member', id: Number(await res.text()), files: [{ url: image.fileUrl, size: bytes.byteLength }] };
}

export interface EdiRefs {
  dealerId: number;
  drugCompanyId: number;
  partnerIds: number[];
}

export async function ediRefs(s: Session): Promise<EdiRefs> {
  const dealers = await getJson<{ id: number; drugCompanyId: number }[]>(s, 'demo_partner', '/v1/dealers');
  const dealer = dealers[0];
  if (!dealer) throw new Error('demo_partner has no dealer');
  const partners = await getJson<{ content: { id: number }[] }>(
    s,
    'demo_partner',
    `/v1/partners?size=100&drugCompanyId=${dealer.drugCompanyId}`,
  );
  return { dealerId: dealer.id, drugCompanyId: dealer.drugCompanyId, partnerIds: partners.content.map((p) => p.id) };
}

/** EDI record `n`: its own client × prescription month (months long past, so no seeded record is in the way). */
export async function edi(s: Session, refs: EdiRefs, n: number): Promise<Acked> {
  const count = refs.partnerIds.length;
  const form = new FormData();
  form.append(
    'request',
    json({
      dealerId: refs.dealerId,
      partnerId: refs.partnerIds[n % count],
      drugCompanyId: refs.drugCompanyId,
      prescriptionMonth: addMonths(seoulMonth(), -(40 + Math.floor(n / count))),
    }),
  );
  const images = [png(5000 + n, n), png(6000 + n, n + 1)];
  images.forEach((bytes, i) => form.append('files', file(bytes, `EDI_${n}_${i + 1}.png`, 'image/png')));
  const res = await expect(await send(s, 'demo_partner', 'POST', '/v1/prescriptions/partner-files', form), 201, 'edi');
  const record = (await res.json()) as { id?: number; prescriptionPartnerId?: number; ediFiles: { fileUrl: string; fileSize?: number }[] };
  return {
    kind: 'edi',
    who: 'demo_partner',
    id: record.prescriptionPartnerId ?? record.id ?? 0,
    files: record.ediFiles.map((f, i) => ({ url: f.fileUrl, size: f.fileSize ?? images[i]?.byteLength ?? 0 })),
  };
}

/** The (member, product) pairs of sales-agency applications still open to them. */
export async function applicationSlots(s: Session, who: string[]): Promise<{ who: string; productId: number }[]> {
  const slots: { who: string; productId: number }[] = [];
  for (const member of who) {
    const page = await getJson<{ content: { id: number; startAt: string; endAt: string }[] }>(
      s,
      member,
      '/v1/sales-agency-products?size=100',
    );
    const now = Date.now();
    for (const p of page.content) {
      if (Date.parse(p.startAt) <= now && Date.parse(p.endAt) >= now) slots.push({ who: member, productId: p.id });
    }
  }
  return slots;
}

export async function application(s: Session, slot: { who: string; productId: number }): Promise<Acked | null> {
  const res = await send(s, slot.who, 'POST', `/v1/sales-agency-products/${slot.productId}/apply`);
  if (res.status === 409 || res.status === 403 || res.status === 404) return null; // applied already, or not for them
  await expect(res, 204, 'application');
  return { kind: 'application', who: slot.who, id: slot.productId, files: [] };
}

/** demo_applicant's partner-contract application with its four documents (after the password re-check it needs). */
export async function contract(s: Session): Promise<Acked> {
  const recheck = await fetch(`${s.base}/v1/members/check-password`, {
    method: 'POST',
    headers: { cookie: s.cookies.demo_applicant as string, origin: s.base, 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'demo1234!' }),
  });
  await expect(recheck, 200, 'password re-check');
  const form = new FormData();
  form.append(
    'request',
    json({
      contractType: 'ORGANIZATION',
      companyName: '충돌시험(주)',
      businessNumber: '220-81-62517',
      bankName: '국민은행',
      accountNumber: '12345678901',
    }),
  );
  const parts = ['business_registration', 'subcontract_agreement', 'cso_certificate', 'education_certificate'];
  const docs = parts.map((_, i) => pdf(100 + i));
  parts.forEach((part, i) => form.append(part, file(docs[i] as Uint8Array, `${part}.pdf`, 'application/pdf')));
  const res = await expect(await send(s, 'demo_applicant', 'POST', '/v1/partner-contracts', form), 201, 'contract');
  const body = (await res.json()) as { id: number; fileUrls: Record<string, string> };
  return { kind: 'contract', who: 'demo_applicant', id: body.id, files: Object.values(body.fileUrls).map((url) => ({ url, size: 0 })) };
}
