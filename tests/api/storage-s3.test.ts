import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../scripts/test/s3-server';
import type { PrescriptionPartner } from '../../src/api/types';
import { addMonths, seoulMonth } from '../../src/lib/months';
import { getStorage } from '../../src/server/files/storage';
import { S3FileStorage } from '../../src/server/files/storage-s3';
import { cookieOf, multipart, PDF, send } from './content-helpers';
import { call } from './helpers';
import { png, refsOf } from './prescriptions-helpers';

// The API with its uploads in object storage: UPLOADS_S3_* point the server at s3rver before the database opens, so
// start-up chooses the bucket exactly as production does (the demo seed's files go there too). An EDI upload through
// the real route lands in the bucket with its metadata and comes back through GET /v1/files/{id} to its owner only.

const s3 = await startS3Server();
Object.assign(process.env, s3.env);
// On PGlite the seed runs in this process, so that its files land in the bucket: no start from the run's seeded dump.
delete process.env.PGLITE_DUMP;
afterAll(async () => {
  for (const name of Object.keys(s3.env)) delete process.env[name];
  (getStorage() as S3FileStorage).client.destroy();
  await s3.stop();
});

const MB = 1024 * 1024;
/** A PDF of 9 MB: more than one upload part, so the multipart path runs. */
const largePdf = () => {
  const bytes = new Uint8Array(9 * MB).fill(0x20);
  bytes.set(PDF);
  return bytes;
};

describe('uploads in object storage', () => {
  it('stores an EDI upload in the bucket and serves it back to its owner only', async () => {
    const storage = getStorage();
    expect(storage).toBeInstanceOf(S3FileStorage);
    // The demo seed wrote its files to the bucket, when it ran in this process (PGlite); on PostgreSQL the database is
    // a copy of a template seeded before the bucket existed.
    if (!process.env.DATABASE_URL) {
      const seeded = [];
      for await (const object of storage.list('contract/')) seeded.push(object);
      expect(seeded.length).toBeGreaterThan(0);
    }

    const { dealer, partner } = await refsOf('demo_partner');
    const settlement = seoulMonth();
    const request = {
      dealerId: dealer.id,
      partnerId: partner.id,
      drugCompanyId: dealer.drugCompanyId,
      prescriptionMonth: addMonths(settlement, -20),
      settlementMonth: `${settlement}-01T00:00:00.000Z`,
    };
    const big = largePdf();
    const name = '처방전 스캔.pdf';
    const res = await send(
      'demo_partner',
      'POST',
      '/v1/prescriptions/partner-files',
      multipart('request', request, 'files', [{ name: name.normalize('NFD'), bytes: big }, png()]),
    );
    expect(res.status, res.text).toBe(201);
    const record = res.json as unknown as PrescriptionPartner;
    const file = record.ediFiles[0];
    expect(file?.originalFileName).toBe(name);

    const s3 = storage as S3FileStorage;
    const stored = [];
    for await (const object of storage.list('edi/')) stored.push(object);
    const object = stored.find((o) => o.size === big.byteLength);
    expect(object).toBeDefined();
    const meta = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: object?.key }));
    expect(meta.ContentType).toBe('application/pdf');
    expect(meta.ContentDisposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);

    const download = await call(`/v1/files/${file?.s3fileId}?download=1`, { cookie: await cookieOf('demo_partner') });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(big);

    // Access is the portal's, not the bucket's: another member and a signed-out visitor get nothing.
    expect((await call(`/v1/files/${file?.s3fileId}`, { cookie: await cookieOf('demo_org') })).status).toBe(404);
    expect((await call(`/v1/files/${file?.s3fileId}`)).status).toBe(401);
  });
});
