import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { PrescriptionPartner } from '../../src/api/types';
import { EDI_MAX_FILE_BYTES, EDI_MAX_REQUEST_BYTES } from '../../src/api/uploads';
import { addMonths, seoulMonth } from '../../src/lib/months';
import { getDb } from '../../src/server/runtime/database';
import { prescriptionPartners, storedFiles } from '../../src/server/db/schema';
import { getStorage, LocalFileStorage } from '../../src/server/files/storage';
import { app } from '../../src/server/app';
import { cookieOf, multipart, PDF, send, type Upload, type Who } from './content-helpers';
import { ORIGIN } from './helpers';
import { png, recordOf, refsOf } from './prescriptions-helpers';

// Writing EDI records and dealers: the rules the server enforces (owner only, months, companies, files, PENDING only,
// concurrent changes) and that nothing is left half-written.

const settlement = seoulMonth();
const latest = addMonths(settlement, -1);
let monthBack = 13; // the seed uses the last 12 months
/** A prescription month no test or seeded record used yet (so records never collide by accident). */
const freshMonth = () => addMonths(settlement, -monthBack++);

const create = (who: Who | null, request: unknown, files: Upload[] = [png()]) =>
  send(who, 'POST', '/v1/prescriptions/partner-files', multipart('request', request, 'files', files));
const update = (who: Who, request: unknown, files: Upload[] = []) =>
  send(who, 'POST', '/v1/prescriptions/partner-files/update', multipart('request', request, 'files', files));

async function validRequest(month = freshMonth()) {
  const { dealer, partner } = await refsOf('demo_partner');
  return { dealerId: dealer.id, partnerId: partner.id, drugCompanyId: dealer.drugCompanyId, prescriptionMonth: month };
}

async function storedKeys(): Promise<number> {
  const storage = getStorage() as LocalFileStorage;
  const walk = async (dir: string): Promise<number> => {
    let n = 0;
    for (const e of await readdir(dir, { withFileTypes: true })) n += e.isDirectory() ? await walk(`${dir}/${e.name}`) : 1;
    return n;
  };
  return walk(storage.root);
}

describe('POST /v1/prescriptions/partner-files', () => {
  it('creates a record with its files (201) and answers it; the month of last month is the latest', async () => {
    const request = { ...(await validRequest(latest)), settlementMonth: `${settlement}-01T00:00:00.000Z` };
    const res = await create('demo_partner', request, [png('처방전 1.png'), { name: 'scan.pdf', bytes: PDF }]);
    expect(res.status, res.text).toBe(201);
    const record = res.json as unknown as PrescriptionPartner;
    expect(record.status).toBe('PENDING');
    expect(record.prescriptionMonth).toBe(`${latest}-01`);
    expect(record.settlementMonth).toBe(`${settlement}-01`);
    expect(record.ediFiles.map((f) => f.originalFileName)).toEqual(['처방전 1.png', 'scan.pdf']);
    expect((await send('demo_partner', 'GET', `/v1/prescriptions/partners/${record.id}`)).json?.id).toBe(record.id);
    // A second record for the same dealer × client × month is refused.
    const again = await create('demo_partner', request);
    expect(again.status).toBe(409);
    expect(again.json?.message).toMatch(/이미/);
  });

  it('stores names in NFC', async () => {
    const nfd = '처방전'.normalize('NFD');
    const res = await create('demo_partner', await validRequest(), [png(`${nfd}.png`)]);
    expect(res.status).toBe(201);
    expect((res.json as unknown as PrescriptionPartner).ediFiles[0]?.originalFileName).toBe('처방전.png');
  });

  it('refuses wrong months: this month, the future, another settlement month', async () => {
    const base = await validRequest();
    for (const prescriptionMonth of [settlement, addMonths(settlement, 3)]) {
      const res = await create('demo_partner', { ...base, prescriptionMonth });
      expect(res.status).toBe(400);
      expect(res.json?.message).toMatch(/처방월/);
    }
    const res = await create('demo_partner', { ...base, settlementMonth: addMonths(settlement, 1) });
    expect(res.status).toBe(400);
    expect(res.json?.message).toMatch(/정산월/);
    expect((await create('demo_partner', { ...base, prescriptionMonth: '2026-13' })).status).toBe(400);
  });

  it('refuses missing parts, no files and 31 files', async () => {
    const base = await validRequest();
    const { prescriptionMonth: _m, ...noMonth } = base;
    expect((await create('demo_partner', noMonth)).status).toBe(400);
    expect((await send('demo_partner', 'POST', '/v1/prescriptions/partner-files', multipart(null, null, 'files', [png()]))).status).toBe(
      400,
    );
    const none = await create('demo_partner', base, []);
    expect(none.status).toBe(400);
    expect(none.json?.message).toMatch(/EDI 파일/);
    const many = await create(
      'demo_partner',
      base,
      Array.from({ length: 31 }, (_, i) => png(`p${i}.png`)),
    );
    expect(many.status).toBe(400);
    expect(many.json?.message).toMatch(/30개/);
  });

  it('refuses an .exe renamed .png, other types and an oversize file (413), writing nothing', async () => {
    const before = await storedKeys();
    const base = await validRequest();
    const exe = await create('demo_partner', base, [png('a.png'), { name: 'virus.png', bytes: 'MZ\u0090\u0000 this program' }]);
    expect(exe.status).toBe(415);
    expect(exe.json?.message).toMatch(/확장자/);
    const gif = await create('demo_partner', base, [{ name: 'a.gif', bytes: 'GIF89a\u0001\u0000' }]);
    expect(gif.status).toBe(415);
    const big = new Uint8Array(EDI_MAX_FILE_BYTES + 1);
    big.set(png().bytes as Uint8Array);
    const huge = await create('demo_partner', base, [{ name: 'big.png', bytes: big }]);
    expect(huge.status).toBe(413);
    expect(huge.json?.message).toMatch(/MB/);
    expect(await storedKeys()).toBe(before);
  });

  it('refuses a request over the request limit (413) before reading it, and a streamed one while it arrives', async () => {
    const form = multipart('request', await validRequest(), 'files', [png()]);
    const declared = await send('demo_partner', 'POST', '/v1/prescriptions/partner-files', form, {
      'content-length': String(EDI_MAX_REQUEST_BYTES + 1),
    });
    expect(declared.status).toBe(413);
    expect(declared.json?.message).toMatch(/요청이 너무 큽니다/);
    // No length declared: counted while it streams in (201 chunks of 1 MB).
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > EDI_MAX_REQUEST_BYTES / chunk.length) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await app.request(`${ORIGIN}/v1/prescriptions/partner-files`, {
      method: 'POST',
      headers: { cookie: await cookieOf('demo_partner'), 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('refuses a dealer and client of different companies, and another member’s dealer or client', async () => {
    const { dealer, other } = await refsOf('demo_partner');
    const mismatch = await create('demo_partner', {
      dealerId: dealer.id,
      partnerId: other.id,
      drugCompanyId: dealer.drugCompanyId,
      prescriptionMonth: freshMonth(),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json?.message).toMatch(/제약사/);
    const base = await validRequest();
    const wrongCompany = await create('demo_partner', { ...base, drugCompanyId: other.drugCompanyId });
    expect(wrongCompany.status).toBe(400);
    const theirs = await refsOf('demo_org');
    const foreign = await create('demo_partner', { ...base, dealerId: theirs.dealer.id });
    expect(foreign.status).toBe(400);
    expect(foreign.json?.message).toMatch(/딜러/);
  });

  it('refuses CSO and plain members (403) and the signed out (401)', async () => {
    const base = await validRequest();
    expect((await create('demo_cso', base)).status).toBe(403);
    expect((await create('demo_member', base)).status).toBe(403);
    expect((await create(null, base)).status).toBe(401);
  });

  it('removes the stored bytes again when the database write fails', async () => {
    const before = await storedKeys();
    const db = await getDb();
    const original = db.transaction.bind(db);
    db.transaction = (async () => {
      throw new Error('database down');
    }) as typeof db.transaction;
    try {
      const res = await create('demo_partner', await validRequest(), [png('a.png'), png('b.png')]);
      expect(res.status).toBe(500);
    } finally {
      db.transaction = original;
    }
    expect(await storedKeys()).toBe(before);
  });
});

describe('POST /v1/prescriptions/partner-files/update', () => {
  async function fresh(files: Upload[] = [png('one.png'), png('two.png')]) {
    const res = await create('demo_partner', await validRequest(), files);
    expect(res.status, res.text).toBe(201);
    return res.json as unknown as PrescriptionPartner;
  }

  it('changes the month, keeps the chosen files and adds new ones', async () => {
    const record = await fresh();
    const keep = record.ediFiles[0]?.s3fileId as number;
    const month = freshMonth();
    const res = await update('demo_partner', { prescriptionPartnerId: record.id, prescriptionMonth: month, keepFileIds: [keep] }, [
      png('three.png'),
    ]);
    expect(res.status, res.text).toBe(200);
    const changed = res.json as unknown as PrescriptionPartner;
    expect(changed.prescriptionMonth).toBe(`${month}-01`);
    expect(changed.ediFiles.map((f) => f.originalFileName)).toEqual(['one.png', 'three.png']);
    // The removed file is gone.
    const removed = record.ediFiles[1]?.s3fileId as number;
    expect((await send('demo_partner', 'GET', `/v1/files/${removed}`)).status).toBe(404);
  });

  it('keeps 1–30 files, refuses foreign file ids, wrong months and non-pending records', async () => {
    const record = await fresh();
    expect((await update('demo_partner', { prescriptionPartnerId: record.id, keepFileIds: [] })).status).toBe(400);
    const tooMany = Array.from({ length: 29 }, (_, i) => png(`n${i}.png`));
    expect((await update('demo_partner', { prescriptionPartnerId: record.id }, tooMany)).status).toBe(400);
    const foreign = await recordOf('demo_org', 'PENDING');
    const [theirFile] = await (await getDb()).select().from(storedFiles).where(eq(storedFiles.kind, 'EDI')).limit(1);
    expect((await update('demo_partner', { prescriptionPartnerId: record.id, keepFileIds: [theirFile?.id] })).status).toBe(400);
    expect((await update('demo_partner', { prescriptionPartnerId: record.id, prescriptionMonth: settlement })).status).toBe(400);
    expect((await update('demo_partner', { prescriptionPartnerId: foreign.id })).status).toBe(404);
    for (const status of ['IN_PROGRESS', 'COMPLETED'] as const) {
      const done = await recordOf('demo_partner', status);
      const res = await update('demo_partner', { prescriptionPartnerId: done.id, keepFileIds: [] }, [png()]);
      expect(res.status).toBe(409);
      expect(res.json?.message).toMatch(/접수대기/);
      expect((await send('demo_partner', 'DELETE', `/v1/prescriptions/partners/${done.id}`)).status).toBe(409);
    }
  });

  it('keeps exactly one result of concurrent changes', async () => {
    const record = await fresh([png('base.png')]);
    const months = [freshMonth(), freshMonth(), freshMonth(), freshMonth()];
    const results = await Promise.all(
      months.map((m) => update('demo_partner', { prescriptionPartnerId: record.id, prescriptionMonth: m }, [png(`${m}.png`)])),
    );
    // Changes that read the same version: one wins, the others get 409. On a PostgreSQL pool a change may also start
    // after another committed, and then it rightly builds on it; either way no change is lost: every success counts
    // once in the version and added its one file, and the last success is what the row holds.
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(months.length - ok.length);
    const wonMonths = months.filter((_, i) => results[i]?.status === 200);
    const [row] = await (await getDb()).select().from(prescriptionPartners).where(eq(prescriptionPartners.id, record.id));
    expect(row?.version).toBe(1 + ok.length);
    expect(wonMonths.map((m) => `${m}-01`)).toContain(row?.prescriptionMonth);
    const now = (await send('demo_partner', 'GET', `/v1/prescriptions/partners/${record.id}`)).json as unknown as PrescriptionPartner;
    expect(now.ediFiles).toHaveLength(1 + ok.length);
  });

  it('deletes a pending record with its files', async () => {
    const record = await fresh();
    const res = await send('demo_partner', 'DELETE', `/v1/prescriptions/partners/${record.id}`);
    expect(res.status).toBe(204);
    expect((await send('demo_partner', 'GET', `/v1/prescriptions/partners/${record.id}`)).status).toBe(404);
    expect((await send('demo_partner', 'GET', `/v1/files/${record.ediFiles[0]?.s3fileId}`)).status).toBe(404);
  });
});

describe('dealers', () => {
  it('creates one row per company and refuses a duplicate pair with 409 naming the company', async () => {
    const { dealer, other } = await refsOf('demo_partner');
    const json = {
      dealerName: '신규딜러',
      drugCompanyIds: [dealer.drugCompanyId, other.drugCompanyId],
      bankName: '국민은행',
      accountNumber: '123-456',
    };
    const res = await send('demo_partner', 'POST', '/v1/dealers', JSON.stringify(json), { 'content-type': 'application/json' });
    expect(res.status).toBe(201);
    const again = await send('demo_partner', 'POST', '/v1/dealers', JSON.stringify({ ...json, drugCompanyIds: [other.drugCompanyId] }), {
      'content-type': 'application/json',
    });
    expect(again.status).toBe(409);
    expect(again.json?.message).toMatch(/신규딜러/);
    const list = await send('demo_partner', 'GET', '/v1/dealers?dealerName=신규딜러');
    expect((list.json as unknown as unknown[]).length).toBe(2);
    // Another member may use the same name.
    const org = await send('demo_org', 'POST', '/v1/dealers', JSON.stringify(json), { 'content-type': 'application/json' });
    expect(org.status).toBe(201);
    const cso = await send('demo_cso', 'POST', '/v1/dealers', JSON.stringify(json), { 'content-type': 'application/json' });
    expect(cso.status).toBe(403);
  });
});
