import { once } from 'node:events';
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardUnreadRest } from '../../scripts/serve/unread-body.mjs';
import { endlessUpload } from './endless-upload';
import { lazyBody, measured } from './memory-probe';

// The rest of a body the answer came before (scripts/serve/unread-body.mjs), on a real Node HTTP server on loopback:
// Node's fetch reads a 413 sent while it still sends 11 MB or 60 MB, a body past the bound or a client that goes quiet
// is cut (bounds made small here: 8 MiB, 300 ms), a kept-alive connection serves its next request, and what is thrown
// away is not held. The route reads the body the way the adapter does (an async iterator over the request).

const MiB = 1024 * 1024;
const REFUSAL = { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' };
let server: Server;
let url: string;

async function route(req: IncomingMessage, res: ServerResponse) {
  // The first MiB, as a body limit counts it before it refuses the rest.
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  for (let read = 0; read < MiB;) {
    const { value, done } = await chunks.next();
    if (done) break;
    read += value.length;
  }
  if (req.url === '/kept') {
    res.writeHead(401, { 'content-type': 'application/json; charset=utf-8' });
    return res.end('{}');
  }
  res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(JSON.stringify(REFUSAL));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    // /bounded and /quiet try the bounds small; any other path has the server's own.
    discardUnreadRest(req, res, { ...(req.url === '/bounded' && { maxBytes: 8 * MiB }), ...(req.url === '/quiet' && { maxMs: 300 }) });
    void route(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** A POST of `bytes` with Node's fetch; answers its status and JSON, or the error fetch threw. */
async function post(bytes: number) {
  try {
    const res = await fetch(`${url}/upload`, { method: 'POST', body: new Blob([new Uint8Array(bytes)]) });
    return { status: res.status, json: (await res.json()) as unknown };
  } catch (error) {
    return { error: String((error as Error).cause ?? error) };
  }
}

describe('the rest of a body after its answer', () => {
  it('lets Node’s fetch read a 413 sent while it still sends 11 MB and 60 MB', async () => {
    for (const bytes of [11 * MiB, 60 * MiB]) expect(await post(bytes), `${bytes} bytes`).toEqual({ status: 413, json: REFUSAL });
  });

  it('holds nothing of what it throws away', async () => {
    // 60 MB made on demand from one reused chunk: the client holds nothing either.
    const refused = async () => {
      const body = lazyBody(60 * MiB, new Uint8Array(64 * 1024));
      const res = await fetch(`${url}/upload`, { method: 'POST', body, duplex: 'half' } as RequestInit);
      return { status: res.status, json: (await res.json()) as unknown };
    };
    await refused();
    const { result, rssMiB, arrayBuffersMiB } = await measured(refused);
    expect(result).toEqual({ status: 413, json: REFUSAL });
    expect(Math.max(rssMiB, arrayBuffersMiB), `RSS +${rssMiB.toFixed(1)} MiB`).toBeLessThan(32);
  });
});

describe('bounds', () => {
  it('cuts a body past the bound: a client sending 200 MB regardless stops soon after it', async () => {
    const { sent, status } = await endlessUpload(url, '/bounded', { total: 200 * MiB });
    expect(status).toBe(413);
    // What went out: the MiB the route read, the 8 MiB thrown away and what the sockets' buffers took.
    expect(sent / MiB).toBeGreaterThan(1 + 8);
    expect(sent / MiB).toBeLessThan(1 + 8 + 16);
  });

  it('cuts a client that goes quiet with its body unfinished', async () => {
    const started = performance.now();
    const { status } = await endlessUpload(url, '/quiet', { total: 10 * MiB, quietAfter: 2 * MiB });
    expect(status).toBe(413);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('keeps a kept-alive connection serving: its next request is answered on the same connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const statuses: number[] = [];
      const sockets = new Set<unknown>();
      for (let i = 0; i < 2; i++) {
        const req = request(`${url}/kept`, { method: 'POST', agent, headers: { 'content-length': String(4 * MiB) } });
        req.once('socket', (s) => sockets.add(s));
        const answer = new Promise<number>((resolve) =>
          req.once('response', (res) => res.once('end', () => resolve(res.statusCode ?? 0)).resume()),
        );
        req.end(new Uint8Array(4 * MiB));
        statuses.push(await answer);
      }
      expect(statuses).toEqual([401, 401]);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});
