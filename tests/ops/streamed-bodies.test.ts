import { randomBytes } from 'node:crypto';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endlessUpload } from '../api/endless-upload';
import { signInTo, startBuiltServer, type BuiltServer } from './built-server';
import { openFilesUnder, readingStopped, rssPeak, until } from './server-process';

// Bodies on the built server's own write path, judged from outside its process.
// Downloads go out no faster than their clients read them (src/host/paced-body.ts). Two members with an audit pack of
// 50 MB each (5 receipts of 10 MB): clients that send the request and never read the answer hold a few MB of it in the
// server, not the pack; the two packs being sent keep the export gate's two places while their clients stall, so a
// third member's pack and more of theirs are refused (503); a client that goes away closes the files its pack was
// reading and gives its place back.
// An upload refused for its size is answered 413 while its client still sends, and the client reads that answer: the
// server reads the rest of the body and throws it away before it closes the connection (at most 64 MiB or 10 s,
// scripts/serve/unread-body.mjs), so Node's fetch, the usual client of scripts, gets the 413 and its Korean message
// instead of EPIPE or ECONNRESET. A body past that bound is cut off, and what is thrown away is not held.

const MiB = 1024 * 1024;
const RECEIPTS = 5;
const RECEIPT_BYTES = 10 * MiB;
let server: BuiltServer;
let pid: number;
/** Access cookies: two members with a pack of 50 MB (a CSO member, an organisation partner) and a partner. */
let cso: string;
let org: string;
let partner: string;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
const packPath = `/v1/compliance/audit-pack?from=${today}&to=${today}`;

/** One expenditure entry of today with five incompressible receipts of 10 MB (stored as they are in the zip). */
async function addReceipts(cookie: string, bytes: Buffer<ArrayBuffer>) {
  const form = new FormData();
  const entry = { date: today, kind: 'SAMPLE', institutionName: '대용량약국', recipients: [], recipientCount: 1, amount: 10_000 };
  form.append('request', new Blob([JSON.stringify(entry)], { type: 'application/json' }));
  for (let i = 0; i < RECEIPTS; i++) form.append('files', new Blob([bytes], { type: 'application/pdf' }), `영수증 ${i + 1}.pdf`);
  const added = await fetch(`${server.url}/v1/expenditures`, { method: 'POST', headers: { origin: server.url, cookie }, body: form });
  expect(added.status, await added.text()).toBe(201);
}

beforeAll(async () => {
  server = await startBuiltServer();
  pid = server.process.pid!;
  [cso, org, partner] = [await signInTo(server, 'demo_cso'), await signInTo(server, 'demo_org'), await signInTo(server, 'demo_partner')];
  const bytes = randomBytes(RECEIPT_BYTES);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  for (const cookie of [cso, org]) await addReceipts(cookie, bytes);
});
afterAll(() => server?.dispose());

/** A download read to its end; answers its status and size. */
async function download(cookie: string): Promise<{ status: number; bytes: number }> {
  const res = await fetch(`${server.url}${packPath}`, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return { status: res.status, bytes };
}

interface Stalled {
  req: ClientRequest;
  /** The answer's head (the body is never read). */
  answer: Promise<IncomingMessage>;
  status: number | null;
}

/** A client that sends the request and never reads the answer's body. */
function stalled(cookie: string): Stalled {
  const req = request(`${server.url}${packPath}`, { headers: { cookie }, agent: false });
  const out: Stalled = {
    req,
    status: null,
    answer: new Promise((resolve, reject) => {
      req.once('response', (res) => {
        res.pause();
        out.status = res.statusCode ?? 0;
        resolve(res);
      });
      req.once('error', reject);
    }),
  };
  out.answer.catch(() => {}); // a client that goes away before its answer
  req.end();
  return out;
}

describe('a streamed download', () => {
  it('holds a few MB per stalled client, keeps its place while stalled, and gives it back when its client goes away', async () => {
    // Also loads the code a pack runs: no cost of the stalled clients.
    for (const cookie of [cso, org]) expect((await download(cookie)).bytes).toBeGreaterThan(RECEIPTS * RECEIPT_BYTES);
    const uploads = join(server.dataDir, 'uploads');
    const openFiles = () => openFilesUnder(pid, uploads);
    await until(openFiles, (n) => n === 0);

    const peak = rssPeak(pid);
    const sending = [stalled(cso), stalled(org)];
    for (const s of sending) expect((await s.answer).statusCode).toBe(200);
    // Each stalled pack was read only as far as the sockets took it (the kernel's buffers and a few chunks).
    const read = await readingStopped(pid);
    expect(read, `the server read ${read.toFixed(1)} MiB for two stalled packs`).toBeLessThan(2 * 20);
    // Six more while those two stall: a third member's pack and the two members' again. None is sent.
    const more = [cso, org, partner, cso, org, partner].map(stalled);
    await Promise.all(more.map((s) => s.answer));
    expect(more.map((s) => s.status)).toEqual(more.map(() => 503));
    const growth = peak.stop();
    expect(growth, `RSS +${growth.toFixed(0)} MiB`).toBeLessThanOrEqual(100);

    // The first client goes away: its pack's file is closed (the other stalled pack keeps one open) and its place is
    // given back: the third member's pack is sent.
    sending[0]!.req.destroy();
    await until(openFiles, (n) => n <= 1);
    const third = await download(partner);
    expect(third.status).toBe(200);
    sending[1]!.req.destroy();
    await until(openFiles, (n) => n === 0);
  }, 120_000);
});

/** `bytes` of a PNG (its signature, then zeros). */
const png = (bytes: number) => {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([data], { type: 'image/png' });
};

/** A multipart POST with Node's fetch; answers the status, the Connection header and the JSON body. */
async function post(path: string, form: FormData) {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { origin: server.url, cookie: partner }, body: form });
  return { status: res.status, connection: res.headers.get('connection'), json: (await res.json()) as { code: string; message: string } };
}

const editorImage = (bytes: number) => {
  const form = new FormData();
  form.append('file', png(bytes), '사진.png');
  return form;
};

const inquiry = (bytes: number) => {
  const form = new FormData();
  const request = { boardType: 'INQUIRY', title: '첨부가 큰 문의', content: '<p>파일을 보냅니다.</p>' };
  form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
  form.append('files', png(bytes), '첨부.png');
  return form;
};

describe('an upload refused for its size', () => {
  it('is a 413 that Node’s fetch reads, with its Korean message, for an 11 MB editor image and a 60 MB attachment', async () => {
    const peak = rssPeak(pid);
    // Several times each: the reset used to win the race against the answer only now and then.
    for (let i = 0; i < 3; i++) {
      const image = await post('/v1/boards/uploads', editorImage(11 * MiB));
      expect(image).toMatchObject({ status: 413, connection: 'close', json: { code: 'FILE_TOO_LARGE' } });
      expect(image.json.message).toMatch(/[가-힣]/);
      const attachment = await post('/v1/boards', inquiry(60 * MiB));
      expect(attachment).toMatchObject({ status: 413, connection: 'close', json: { code: 'FILE_TOO_LARGE' } });
      expect(attachment.json.message).toMatch(/[가-힣]/);
    }
    // The server read and dropped about 200 MB: it held none of it.
    const growth = peak.stop();
    expect(growth, `RSS +${growth.toFixed(0)} MiB`).toBeLessThan(64);
  });

  it('is cut off past the bound: a 200 MB body stops going out after 64 MiB', async () => {
    const { status, sent } = await endlessUpload(server.url, '/v1/boards/uploads', {
      headers: { origin: server.url, cookie: partner, 'content-type': 'multipart/form-data; boundary=x' },
      total: 200 * MiB,
    });
    expect(status).toBe(413);
    // What went out: the route's limit (10 MiB) read before the 413, the 64 MiB thrown away, the sockets' buffers.
    expect(sent / MiB).toBeGreaterThan(64);
    expect(sent / MiB).toBeLessThan(10 + 64 + 24);
  });
});
