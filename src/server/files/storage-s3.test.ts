import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../scripts/test/s3-server';
import { configureStorage, getStorage, setStorage } from './storage';
import { newStorageKey } from './file-storage';
import { s3ConfigFromEnv } from './storage-config';
import { S3FileStorage } from './storage-s3';

// The object-storage side of FileStorage against a local S3-compatible server (s3rver in its own process).

let s3: S3TestServer;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = new S3FileStorage(s3ConfigFromEnv({ ...s3.env, UPLOADS_S3_PREFIX: '/portal/' })!);
});
afterAll(async () => {
  storage?.client.destroy();
  await s3?.stop();
});
afterEach(() => setStorage(null));

const text = async (stream: ReadableStream<Uint8Array> | null) => (stream ? new Response(stream).text() : null);
const head = (key: string) => storage.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `portal/${key}` }));

async function keys(prefix = '') {
  const out = [];
  for await (const object of storage.list(prefix)) out.push(object);
  return out;
}

describe('S3FileStorage', () => {
  it('puts bytes, a Blob or a stream, streams them back with their type and NFC name, lists and removes', async () => {
    const a = newStorageKey('inquiry', 'pdf');
    const b = newStorageKey('edi', 'png');
    const c = newStorageKey('edi', 'txt');
    // The name arrives decomposed (as macOS writes it) and is kept composed.
    await storage.put(a, new TextEncoder().encode('첫 파일'), { contentType: 'application/pdf', name: '처방전 1.pdf'.normalize('NFD') });
    await storage.put(b, new Blob(['png bytes']), { contentType: 'image/png', name: 'scan.png' });
    await storage.put(c, new Blob(['streamed']).stream());

    expect(await text(await storage.open(a))).toBe('첫 파일');
    expect(await text(await storage.open(b))).toBe('png bytes');
    expect(await text(await storage.open(c))).toBe('streamed');
    const meta = await head(a);
    expect(meta.ContentType).toBe('application/pdf');
    expect(meta.ContentDisposition).toBe(`attachment; filename="___ 1.pdf"; filename*=UTF-8''${encodeURIComponent('처방전 1.pdf')}`);
    expect((await head(c)).ContentType).toBe('application/octet-stream');

    const listed = await keys('edi/');
    expect(listed.map((o) => o.key).sort()).toEqual([b, c].sort());
    expect(listed.find((o) => o.key === b)).toEqual({ key: b, size: 9, modifiedAt: expect.any(Date) });

    await storage.remove(a);
    await storage.remove(a);
    expect(await storage.open(a)).toBeNull();
    expect((await keys()).map((o) => o.key).sort()).toEqual([b, c].sort());
    await Promise.all([b, c].map((k) => storage.remove(k)));
  });

  it('answers null for a key that holds nothing and refuses keys that are not storage keys', async () => {
    expect(await storage.open('edi/2026/11/00000000-0000-0000-0000-000000000000.png')).toBeNull();
    await expect(storage.put('../x.txt', new Uint8Array())).rejects.toThrow('invalid storage key');
    await expect(storage.open('/etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('streams large files in and out without holding them (RSS stays flat as the files grow)', { timeout: 90_000 }, async () => {
    await transfer(1); // loads the SDK's multipart code and fills the socket buffers once
    const baseline = process.memoryUsage().rss;
    const peak20 = await transfer(20);
    const peak200 = await transfer(200);
    const mb = (bytes: number) => (bytes / MB).toFixed(1);
    console.log(
      `[storage-s3] RSS ${mb(baseline)} MB; peak while streaming 20 MB in and out ${mb(peak20)} MB (+${mb(peak20 - baseline)}), ` +
        `then 200 MB ${mb(peak200)} MB (+${mb(peak200 - peak20)} more)`,
    );
    // Memory grows to the level the parts in flight and the garbage collector's slack need, then stays there: ten
    // times the data costs far less than the 180 MB more that holding the larger file would.
    expect(peak200 - peak20).toBeLessThan(100 * MB);
  });
});

const MB = 1024 * 1024;

/** Puts a file of `mb` MB made chunk by chunk as the upload asks for it, reads it back, checks it; answers peak RSS. */
async function transfer(mb: number): Promise<number> {
  const total = mb * MB;
  const chunk = 256 * 1024;
  const key = newStorageKey('edi', 'pdf');
  const sent = createHash('sha256');
  let produced = 0;
  let peak = process.memoryUsage().rss;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (produced >= total) return controller.close();
        const bytes = new Uint8Array(chunk).fill(produced / chunk);
        sent.update(bytes);
        produced += chunk;
        controller.enqueue(bytes);
      },
    });
    await storage.put(key, body, { contentType: 'application/pdf', name: 'large.pdf' });
    expect((await head(key)).ContentLength).toBe(total);
    const received = createHash('sha256');
    let size = 0;
    for await (const bytes of (await storage.open(key)) as unknown as AsyncIterable<Uint8Array>) {
      received.update(bytes);
      size += bytes.byteLength;
    }
    expect(size).toBe(total);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
  } finally {
    clearInterval(sample);
    await storage.remove(key);
  }
  return Math.max(peak, process.memoryUsage().rss);
}

describe('choosing the storage at start-up', () => {
  it('uses the bucket when UPLOADS_S3_BUCKET is set, and refuses a silent local fallback before start-up', async () => {
    const env = { ...process.env, ...s3.env };
    const saved = process.env.UPLOADS_S3_BUCKET;
    process.env.UPLOADS_S3_BUCKET = s3.bucket;
    try {
      expect(() => getStorage()).toThrow('configureStorage');
    } finally {
      if (saved === undefined) delete process.env.UPLOADS_S3_BUCKET;
      else process.env.UPLOADS_S3_BUCKET = saved;
    }
    const chosen = await configureStorage(env);
    expect(chosen).toBeInstanceOf(S3FileStorage);
    expect(getStorage()).toBe(chosen);
    (chosen as S3FileStorage).client.destroy();
  });

  it('reads the UPLOADS_S3_* variables', () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(s3ConfigFromEnv({ UPLOADS_S3_BUCKET: 'b' })).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      prefix: '',
    });
    expect(
      s3ConfigFromEnv({
        UPLOADS_S3_BUCKET: 'b',
        UPLOADS_S3_REGION: 'ap-northeast-2',
        UPLOADS_S3_ENDPOINT: 'https://minio.internal:9000',
        UPLOADS_S3_ACCESS_KEY_ID: 'id',
        UPLOADS_S3_SECRET_ACCESS_KEY: 'secret',
        UPLOADS_S3_PREFIX: 'portal/uploads/',
      }),
    ).toEqual({
      bucket: 'b',
      region: 'ap-northeast-2',
      endpoint: 'https://minio.internal:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      prefix: 'portal/uploads/',
    });
    expect(() => s3ConfigFromEnv({ UPLOADS_S3_BUCKET: 'b', UPLOADS_S3_ACCESS_KEY_ID: 'id' })).toThrow('set both or neither');
  });
});

describe('the SDK stays on the server', () => {
  it('is imported by storage-s3.ts alone, which only storage.ts loads (dynamically) outside tests', () => {
    const src = join(import.meta.dirname, '../..');
    const importers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /from '@aws-sdk\/|import\('@aws-sdk\/|storage-s3'/.test(readFileSync(join(src, file), 'utf8')))
      .sort();
    expect(importers).toEqual(['server/files/storage-s3.ts', 'server/files/storage.ts']);
    expect(readFileSync(join(src, 'server/files/storage.ts'), 'utf8')).toMatch(/await import\('\.\/storage-s3'\)/);
    expect(readFileSync(join(src, 'server/files/storage.ts'), 'utf8')).not.toMatch(/^import .*storage-s3/m);
  });
});
