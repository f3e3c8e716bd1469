import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../scripts/test/s3-server';
import { LocalFileStorage } from './storage';
import { newStorageKey } from './file-storage';
import { s3ConfigFromEnv } from './storage-config';
import { copyStorage, type CopyEvent } from './storage-copy';
import { S3FileStorage } from './storage-s3';

// Copying the local uploads folder into a bucket: the copy itself (idempotent, dry run, progress) and the command.

let s3: S3TestServer;
let bucket: S3FileStorage;
const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storage-copy-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3FileStorage(s3ConfigFromEnv({ ...s3.env, UPLOADS_S3_PREFIX: 'copy-test' })!);
});
afterAll(async () => {
  bucket?.client.destroy();
  await s3?.stop();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const encode = (text: string) => new TextEncoder().encode(text);
const text = async (stream: ReadableStream<Uint8Array> | null) => (stream ? new Response(stream).text() : null);

describe('copyStorage', () => {
  it('copies what the bucket lacks, skips what it holds with the same size, and changes nothing in a dry run', async () => {
    const local = new LocalFileStorage(folder());
    const [same, changed, fresh] = ['edi', 'inquiry', 'contract'].map((kind) => newStorageKey(kind, 'pdf')) as [string, string, string];
    await local.put(same, encode('already there'));
    await local.put(changed, encode('the local copy is longer'));
    await local.put(fresh, encode('%PDF- new'));
    await bucket.put(same, encode('already there'));
    await bucket.put(changed, encode('short'));

    const dry = await copyStorage(local, bucket, { dryRun: true });
    expect(dry).toEqual({ copied: 2, copiedBytes: 33, skipped: 1, failed: [] });
    expect(await bucket.open(fresh)).toBeNull();

    const events: CopyEvent[] = [];
    const describe = (key: string) => (key === fresh ? { contentType: 'application/pdf', name: '계약서.pdf' } : undefined);
    const report = await copyStorage(local, bucket, { describe, onProgress: (e) => events.push(e) });
    expect(report).toEqual({ copied: 2, copiedBytes: 33, skipped: 1, failed: [] });
    expect(events.map((e) => e.done).sort()).toEqual([1, 2, 3]);
    expect(events.every((e) => e.total === 3)).toBe(true);
    expect(events.find((e) => e.key === same)?.outcome).toBe('skipped');
    expect(await text(await bucket.open(changed))).toBe('the local copy is longer');
    const meta = await bucket.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `copy-test/${fresh}` }));
    expect(meta.ContentType).toBe('application/pdf');
    expect(meta.ContentDisposition).toContain(`filename*=UTF-8''${encodeURIComponent('계약서.pdf')}`);

    expect(await copyStorage(local, bucket)).toEqual({ copied: 0, copiedBytes: 0, skipped: 3, failed: [] });
  });
});

describe('npm run storage:copy-to-s3', () => {
  it('copies a data folder into the bucket with the names from its embedded database', async () => {
    const dataDir = folder();
    const local = new LocalFileStorage(join(dataDir, 'uploads'));
    const edi = newStorageKey('edi', 'png');
    const other = newStorageKey('inquiry', 'txt');
    await local.put(edi, encode('png bytes'));
    await local.put(other, encode('no row names this one'));
    // The two tables the command reads, as the migrations define their columns.
    const db = await PGlite.create(dataDir);
    await db.exec(`
      create table stored_files (storage_key text not null, original_name text not null, content_type text not null);
      create table partner_contract_files (storage_key text not null, original_name text not null, content_type text not null);
      insert into stored_files values ('${edi}', '처방전.png', 'image/png');`);
    await db.close();

    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', './scripts/build/ts-imports.mjs', 'scripts/ops/storage-copy-to-s3.ts', ...args], {
        env: { ...process.env, ...s3.env, UPLOADS_S3_PREFIX: 'cli', DATA_DIR: dataDir, UPLOADS_DIR: '', DATABASE_URL: '' },
      });
    const dry = await run('--dry-run', '--no-db');
    expect(dry.stdout).toContain('[2/2] would copy');
    expect(dry.stdout).toContain('Would copy 2 (1 KB), skipped 0');

    const copy = await run();
    expect(copy.stdout).toMatch(/\[1\/2\] copied (edi|inquiry)\//);
    expect(copy.stdout).toContain('Copied 2 (1 KB), skipped 0 already in the bucket, 0 failed.');
    const meta = await bucket.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `cli/${edi}` }));
    expect(meta.ContentType).toBe('image/png');
    expect(meta.ContentDisposition).toContain(`filename*=UTF-8''${encodeURIComponent('처방전.png')}`);

    expect((await run('--no-db')).stdout).toContain('Copied 0 (0 KB), skipped 2 already in the bucket, 0 failed.');
  }, 90_000); // creating and opening an embedded database takes seconds on a busy machine
});
