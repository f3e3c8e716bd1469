import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrescriptionPartner, PrescriptionZipUploadResult } from '../../src/api/types';
import { UPLOAD_DAILY_MAX_BYTES, UPLOAD_DAILY_MAX_FILES } from '../../src/api/uploads';
import { addMonths, seoulMonth } from '../../src/lib/months';
import { getDb } from '../../src/server/runtime/database';
import { uploadUsage } from '../../src/server/db/schema';
import { withinUploadQuota } from '../../src/server/files/upload-quota';
import { multipart, PNG, send, type Who } from './content-helpers';
import './helpers';
import { measured } from './memory-probe';
import { memberId, png, refsOf } from './prescriptions-helpers';
import { zipOf } from './zip-writer';

// Bounded work for uploads. A zip is inflated entry by entry as a stream, against its declared sizes and a budget:
// a bomb (entries that inflate to far more than they take in the archive) and a liar (entries that inflate past what
// they declare) are refused at once, and however many entries an archive has, the server holds at most a chunk or
// two of one of them. A member stores at most UPLOAD_DAILY_MAX_BYTES and UPLOAD_DAILY_MAX_FILES a day (Korean
// time), counted when the bytes are about to be stored and never given back by deleting.

const MiB = 1024 * 1024;
const settlement = seoulMonth();
let back = 60; // beyond the months of the seed and of the other test files
const freshMonth = () => addMonths(settlement, -back++);
const compact = (month: string) => month.replace('-', '');

function uploadZip(who: Who, zip: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([zip as BlobPart], 'edi.zip', { type: 'application/zip' }));
  return send(who, 'POST', '/v1/prescriptions/zip', form);
}

/** `size` bytes that start like a PNG and deflate about 25:1 (a real photo barely deflates). */
function compressiblePng(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  const noise = randomBytes(size / 64);
  for (let i = 0; i < noise.length; i++) bytes[i * 64] = noise[i] as number;
  bytes.set(PNG.subarray(0, 16));
  return bytes;
}

describe('zip uploads', () => {
  // The probes measure what one request holds, not the first request's loading of the zip code and warming of the
  // database: one small refused upload first (its 400 or 413 does not matter here).
  beforeAll(async () => {
    await uploadZip('demo_partner', zipOf([{ name: 'warm-up.png', data: PNG }]));
  });

  it('refuses the bomb of 25 entries of 20 MB of zeros at once, holding next to nothing', async () => {
    const zeros = new Uint8Array(20 * MiB);
    const bomb = zipOf(Array.from({ length: 25 }, (_, i) => ({ name: `bomb${i}.png`, data: zeros })));
    expect(bomb.length).toBeLessThan(MiB);
    const { result, ms, rssMiB, arrayBuffersMiB } = await measured(() => uploadZip('demo_partner', bomb));
    expect(result.status, result.text.slice(0, 200)).toBe(413);
    expect(result.json?.code).toBe('ZIP_TOO_LARGE');
    expect(result.json?.message).toMatch(/[가-힣]/);
    expect(ms).toBeLessThan(5000);
    expect(Math.max(rssMiB, arrayBuffersMiB)).toBeLessThan(64);
  });

  it('refuses a liar (entries declare 1 MB and inflate to 20 MB) as soon as one passes what it declared', async () => {
    const big = compressiblePng(20 * MiB);
    const liar = zipOf(Array.from({ length: 5 }, (_, i) => ({ name: `liar${i}.png`, data: big, declaredSize: MiB })));
    const { result, ms, rssMiB } = await measured(() => uploadZip('demo_partner', liar));
    expect(result.status).toBe(400);
    expect(result.json?.message).toMatch(/크기 정보/);
    expect(ms).toBeLessThan(5000);
    expect(rssMiB).toBeLessThan(64);
  });

  it('holds at most a chunk or two of one entry however many entries the archive has', async () => {
    const { dealer } = await refsOf('demo_partner');
    const month = compact(freshMonth());
    const photo = compressiblePng(2 * MiB);
    // 60 readable entries (120 MB once inflated) for a client the member does not have: read, checked, skipped.
    const zip = zipOf(Array.from({ length: 60 }, (_, i) => ({ name: `${dealer.dealerName}_없는거래처_${month}_${i}.png`, data: photo })));
    const { result, rssMiB, arrayBuffersMiB } = await measured(() => uploadZip('demo_partner', zip));
    expect(result.status, result.text.slice(0, 200)).toBe(200);
    const body = result.json as unknown as PrescriptionZipUploadResult;
    expect(body.errors).toHaveLength(60);
    expect(body.errors.every((e) => e.error === 'PARTNER_NOT_FOUND')).toBe(true);

    expect(Math.max(rssMiB, arrayBuffersMiB)).toBeLessThan(64);
  });
});

/** Today in Korea, as the quota counts days. */
const seoulDay = (at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(at);
const yesterday = () => seoulDay(new Date(Date.now() - 24 * 3600 * 1000));

async function setUsage(userId: string, day: string, bytes: number, files: number) {
  const db = await getDb();
  await db.execute(sql`
    INSERT INTO upload_usage (member_id, day, bytes, files) VALUES (${await memberId(userId)}, ${day}, ${bytes}, ${files})
    ON CONFLICT (member_id, day) DO UPDATE SET bytes = excluded.bytes, files = excluded.files`);
}

async function usage(userId: string, day = seoulDay()) {
  const db = await getDb();
  const [row] = await db
    .select({ bytes: uploadUsage.bytes, files: uploadUsage.files })
    .from(uploadUsage)
    .where(and(eq(uploadUsage.memberId, await memberId(userId)), eq(uploadUsage.day, day)));
  return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
}

async function newRecord(who: Who = 'demo_partner') {
  const { dealer, partner } = await refsOf(who);
  const request = { dealerId: dealer.id, partnerId: partner.id, drugCompanyId: dealer.drugCompanyId, prescriptionMonth: freshMonth() };
  return send(who, 'POST', '/v1/prescriptions/partner-files', multipart('request', request, 'files', [png()]));
}

describe('daily upload quota', () => {
  it('refuses an upload past today’s bytes (429), naming when it resets, and stores nothing', async () => {
    await setUsage('demo_partner', seoulDay(), UPLOAD_DAILY_MAX_BYTES - 10, 0);
    const sent = Date.now();
    const res = await newRecord();
    const answered = Date.now();
    expect(res.status, res.text).toBe(429);
    expect(res.json?.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(res.json?.message).toMatch(/내일 0시/);
    // Retry-After: the seconds until the next midnight in Seoul, as of some moment while the request ran.
    const retryAfter = Number(res.res.headers.get('retry-after'));
    const midnight = Date.parse(`${seoulDay(new Date(answered + 24 * 3600 * 1000))}T00:00:00+09:00`);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor((midnight - answered) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((midnight - sent) / 1000) + 1);
    expect(await usage('demo_partner')).toEqual({ bytes: UPLOAD_DAILY_MAX_BYTES - 10, files: 0 });
    // The zip of a record is refused the same way.
    const { dealer, partner } = await refsOf('demo_partner');
    const zip = await uploadZip(
      'demo_partner',
      zipOf([{ name: `${dealer.dealerName}_${partner.institutionName}_${compact(freshMonth())}.png`, data: PNG }]),
    );
    expect(zip.status).toBe(429);
  });

  it('refuses an upload past today’s file count', async () => {
    await setUsage('demo_partner', seoulDay(), 0, UPLOAD_DAILY_MAX_FILES);
    const res = await newRecord();
    expect(res.status).toBe(429);
    expect(res.json?.message).toMatch(/내일 0시/);
  });

  it('starts again each day: yesterday’s full quota does not count today', async () => {
    await setUsage('demo_partner', yesterday(), UPLOAD_DAILY_MAX_BYTES, UPLOAD_DAILY_MAX_FILES);
    await setUsage('demo_partner', seoulDay(), 0, 0);
    const res = await newRecord();
    expect(res.status, res.text).toBe(201);
    expect(await usage('demo_partner')).toEqual({ bytes: PNG.length, files: 1 });
  });

  it('gives nothing back when a record is deleted, and everything back when storing fails', async () => {
    await setUsage('demo_partner', seoulDay(), 0, 0);
    const created = await newRecord();
    expect(created.status).toBe(201);
    const id = (created.json as unknown as PrescriptionPartner).id;
    expect((await send('demo_partner', 'DELETE', `/v1/prescriptions/partners/${id}`)).status).toBeLessThan(300);
    expect(await usage('demo_partner')).toEqual({ bytes: PNG.length, files: 1 });
    const failing = withinUploadQuota(await getDb(), await memberId('demo_partner'), [{ bytes: PNG }], () =>
      Promise.reject(new Error('storage down')),
    );
    await expect(failing).rejects.toThrow('storage down');
    expect(await usage('demo_partner')).toEqual({ bytes: PNG.length, files: 1 });
  });

  it('counts editors too', async () => {
    await setUsage('demo_editor', seoulDay(), UPLOAD_DAILY_MAX_BYTES, 0);
    const res = await send('demo_editor', 'POST', '/v1/boards/uploads', multipart(null, null, 'file', [{ name: 'a.png', bytes: PNG }]));
    expect(res.status).toBe(429);
  });
});
