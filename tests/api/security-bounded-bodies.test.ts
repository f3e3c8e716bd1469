import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MAX } from '../../src/api/schema/limits';
import { app } from '../../src/server/app';
import { BODY_MAX_BYTES, bodyLimitGaps, routeBodyLimits } from '../../src/server/http/body-limits';
import { cookieOf, multipart, send } from './content-helpers';
import { call, ORIGIN } from './helpers';
import { lazyBody, measured } from './memory-probe';

// Every request body is read against a size limit while it streams in: a body past it is answered 413 without being
// read further (or at all when its Content-Length says so), so a 50 MB body to a public route costs the server next
// to nothing. Routes that need more declare it (src/server/http/body-limits.ts); a post of the longest allowed content
// still goes through. Multipart text (fields and the JSON part) is bounded too: never read whole into memory.

const MiB = 1024 * 1024;
const FIFTY_MB = 50 * MiB;
const TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' };

/** A request with a body made on demand; `pulled` says how much of it the server read. */
async function stream(
  path: string,
  init: { method?: string; type: string; total: number; fill?: number; length?: boolean; cookie?: string },
) {
  const pulled = { bytes: 0 };
  const headers: Record<string, string> = { 'content-type': init.type };
  if (init.length) headers['content-length'] = String(init.total);
  if (init.cookie) headers.cookie = init.cookie;
  const chunk = new Uint8Array(64 * 1024).fill(init.fill ?? 0x61);
  const res = await app.request(`${ORIGIN}${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: lazyBody(init.total, chunk, pulled),
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : null, pulled: pulled.bytes };
}

/** A multipart body streamed part by part: each part's bytes are made on demand (`fill` repeated `size` times). */
function multipartStream(parts: { name: string; filename?: string; type?: string; prefix?: string; size: number; suffix?: string }[]) {
  const boundary = 'bounded-bodies-boundary';
  const encoder = new TextEncoder();
  const filler = new Uint8Array(64 * 1024).fill(0x61);
  function* chunks() {
    for (const p of parts) {
      const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
      yield encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`);
      if (p.prefix) yield encoder.encode(p.prefix);
      for (let left = p.size; left > 0; left -= filler.length) yield filler.subarray(0, Math.min(filler.length, left));
      yield encoder.encode(`${p.suffix ?? ''}\r\n`);
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  const it = chunks();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = it.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function postMultipart(parts: Parameters<typeof multipartStream>[0]) {
  const { body, type } = multipartStream(parts);
  const res = await app.request(`${ORIGIN}/v1/boards`, {
    method: 'POST',
    headers: { 'content-type': type, cookie: await cookieOf('demo_member') },
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, json: text.startsWith('{') ? (JSON.parse(text) as { code?: string; message?: string }) : null };
}

describe('JSON and form bodies', () => {
  const reset = '/v1/members/someone/password-for-find-account';
  // The probes measure what one request holds, not the first request's loading of code and warming of the database:
  // one small refused body first.
  beforeAll(async () => {
    await stream(reset, { method: 'PATCH', type: 'application/json', total: 2 * MiB, length: true });
  });

  it('refuses a 50 MB JSON body to a public route by its Content-Length without reading it', async () => {
    const { result, rssMiB, ms } = await measured(() =>
      stream(reset, { method: 'PATCH', type: 'application/json', total: FIFTY_MB, length: true }),
    );
    expect(result.status).toBe(413);
    expect(result.json).toEqual(TOO_LARGE);
    expect(result.pulled).toBeLessThan(MiB);
    expect(rssMiB).toBeLessThan(32);
    expect(ms).toBeLessThan(2000);
  });

  it('cuts a 50 MB JSON body without a Content-Length (chunked) while it streams in', async () => {
    const { result, rssMiB } = await measured(() => stream(reset, { method: 'PATCH', type: 'application/json', total: FIFTY_MB }));
    expect(result.status).toBe(413);
    expect(result.json).toEqual(TOO_LARGE);
    expect(result.pulled).toBeLessThan(MiB);
    expect(rssMiB).toBeLessThan(32);
  });

  it('cuts a 50 MB urlencoded form (the identity provider’s answer) while it streams in', async () => {
    const { result, rssMiB } = await measured(() =>
      stream('/v1/kmc/auth/launch', { type: 'application/x-www-form-urlencoded', total: FIFTY_MB }),
    );
    expect(result.status).toBe(413);
    expect(result.json).toEqual(TOO_LARGE);
    expect(result.pulled).toBeLessThan(MiB);
    expect(rssMiB).toBeLessThan(32);
  });

  it('cuts a body sent to a route that takes none', async () => {
    const res = await stream('/v1/boards/999999/like', {
      type: 'application/json',
      total: FIFTY_MB,
      length: true,
      cookie: await cookieOf('demo_member'),
    });
    expect(res.status).toBe(413);
    expect(res.pulled).toBeLessThan(MiB);
  });

  it('declares larger limits only for routes that exist, and only for uploads', () => {
    expect(bodyLimitGaps(app.routes)).toEqual([]);
    for (const [route, limit] of Object.entries(routeBodyLimits)) {
      expect(limit.maxBytes, route).toBeGreaterThan(BODY_MAX_BYTES);
      expect(limit.refuse().status, route).toBe(413);
      expect(limit.refuse().message, route).toMatch(/[가-힣]/);
    }
  });

  it('still reads an ordinary JSON body under the limit', async () => {
    const res = await call('/v1/auth/login', { json: { userId: 'nobody', password: 'wrong-password', device: null } });
    expect(res.status).toBe(401);
  });
});

describe('multipart text', () => {
  it('never reads a 40 MB JSON part into memory', async () => {
    const { result, rssMiB, arrayBuffersMiB } = await measured(() =>
      postMultipart([
        {
          name: 'request',
          filename: 'blob',
          type: 'application/json',
          prefix: '{"boardType":"MR_CSO_MATCHING","title":"큰 글","content":"',
          size: 40 * MiB,
          suffix: '"}',
        },
      ]),
    );
    expect([400, 413]).toContain(result.status);
    expect(result.json?.message).toMatch(/[가-힣]/);
    expect(Math.max(rssMiB, arrayBuffersMiB)).toBeLessThan(32);
  });

  it('refuses a 40 MB text field and many fields of 1.9 MB without holding them', async () => {
    const big = await measured(() => postMultipart([{ name: 'request', size: 40 * MiB }]));
    expect(big.result.status).toBe(413);
    expect(big.result.json?.message).toMatch(/[가-힣]/);
    expect(big.rssMiB).toBeLessThan(32);
    const many = await measured(() => postMultipart(Array.from({ length: 24 }, (_, i) => ({ name: `field${i}`, size: 1.9 * MiB }))));
    expect(many.result.status).toBe(413);
    expect(Math.max(many.rssMiB, many.arrayBuffersMiB)).toBeLessThan(32);
  });

  it('refuses more than 200 parts', async () => {
    const res = await postMultipart(Array.from({ length: 250 }, (_, i) => ({ name: `f${i}`, size: 1 })));
    expect(res.status).toBe(413);
    expect(res.json?.code).toBe('TOO_MANY_PARTS');
  });

  it('takes a post of the longest allowed content, with an attachment (the route’s larger limit)', async () => {
    const paragraph = '<p>본문입니다 가나다라마바사.</p>';
    const content = paragraph.repeat(Math.floor(CONTENT_MAX / paragraph.length));
    const request = { boardType: 'MR_CSO_MATCHING', title: '긴 본문의 글', content };
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const res = await send('demo_member', 'POST', '/v1/boards', multipart('request', request, 'files', [{ name: '첨부.pdf', bytes: pdf }]));
    expect(res.status, res.text.slice(0, 200)).toBe(201);
  });
});
