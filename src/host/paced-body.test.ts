import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { writeResponse } from 'astro/app/node';
// @ts-expect-error the compression middleware ships no types
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { webStreamOf } from '../server/http/web-stream';
import { pacedBody, responseSink, type ResponseSink } from './paced-body';

// A streamed body on the production write path: a Node HTTP server on loopback, the adapter's own writeResponse
// (astro/app/node) and, for text, the compression middleware in front, as scripts/serve/start.mjs runs them. A client
// that reads nothing has the server read its source only as far as the sockets' buffers take; read, the body arrives
// whole; a client that goes away destroys the source, and one gone before its answer began leaves it unread.

const MiB = 1024 * 1024;
const TOTAL = 200 * MiB;
const CHUNK = 64 * 1024;

/** A Node stream of `total` bytes made of one reused chunk; `pulled` counts what the server took of it. */
function source(chunk: Buffer, total = TOTAL) {
  const pulled = { bytes: 0 };
  const stream = new Readable({
    read() {
      if (pulled.bytes >= total) return void this.push(null);
      pulled.bytes += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled };
}

interface Served {
  url: string;
  /** Resolves once the server's writer has waited for the connection for half a second on end (its client stalled). */
  stalled(): Promise<void>;
}

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** Serves `body()` to each request the way start.mjs does; `paced: false` is the adapter alone. */
async function serve(body: () => ReadableStream<Uint8Array>, type: string, { paced = true, gzip = false } = {}): Promise<Served> {
  /** Since when the writer waits for the connection (0: it does not). */
  let since = 0;
  const watched = (sink: ResponseSink): ResponseSink => ({
    ready() {
      const ready = sink.ready();
      if (typeof ready === 'boolean') return ready;
      since = performance.now();
      return ready.then((taken) => ((since = 0), taken));
    },
  });
  const stalled = async () => {
    while (!since || performance.now() - since < 500) await new Promise((r) => setTimeout(r, 50));
  };
  const compress = gzip ? compression({ threshold: 1024 }) : (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();
  server = createServer((req, res) =>
    compress(req, res, () => {
      const response = new Response(body(), { headers: { 'content-type': type } });
      void writeResponse(paced ? pacedBody(response, watched(responseSink(res))) : response, res);
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stalled };
}

/** A client that sends the request and reads nothing of the answer until `read()`. */
async function stalledClient(url: string, headers: Record<string, string> = {}) {
  const req = request(url, { headers, agent: false });
  req.end();
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  res.pause();
  return {
    req,
    /** Reads the rest (inflated when gzip) and answers its length. */
    async read() {
      let bytes = 0;
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      for await (const chunk of body as AsyncIterable<Buffer>) bytes += chunk.length;
      return bytes;
    },
  };
}

describe('a streamed body', () => {
  it('is read from its source only as far as a stalled client’s connection takes it, and arrives whole once read', async () => {
    const { stream, pulled } = source(randomBytes(CHUNK));
    const { url, stalled } = await serve(() => webStreamOf(stream), 'application/zip');
    const client = await stalledClient(url);
    await stalled();
    // The sockets' buffers on loopback (≈ 6 MiB both ways here) and a chunk or two.
    expect(pulled.bytes / MiB).toBeLessThan(16);
    expect(await client.read()).toBe(TOTAL);
  });

  it('is read the whole at once by the adapter alone (what the pacing is for)', async () => {
    const { stream, pulled } = source(randomBytes(CHUNK));
    const ended = once(stream, 'end');
    const { url } = await serve(() => webStreamOf(stream), 'application/zip', { paced: false });
    const client = await stalledClient(url);
    await ended;
    expect(pulled.bytes).toBe(TOTAL);
    client.req.destroy();
  });

  it('is paced through gzip too: the compressor’s input, not only the socket', async () => {
    // Random hex: text that deflates to about half, so the sockets fill (≈ 8 MiB of it here).
    const total = 64 * MiB;
    const { stream, pulled } = source(Buffer.from(randomBytes(CHUNK / 2).toString('hex')), total);
    const { url, stalled } = await serve(() => webStreamOf(stream), 'text/plain; charset=utf-8', { gzip: true });
    const client = await stalledClient(url, { 'accept-encoding': 'gzip' });
    await stalled();
    expect(pulled.bytes / MiB).toBeLessThan(24);
    expect(await client.read()).toBe(total);
  });

  it('destroys its source when the client goes away mid-download', async () => {
    const { stream, pulled } = source(randomBytes(CHUNK));
    const { url, stalled } = await serve(() => webStreamOf(stream), 'application/zip');
    const client = await stalledClient(url);
    await stalled();
    client.req.destroy();
    await once(stream, 'close');
    expect(pulled.bytes).toBeLessThan(TOTAL);
  });

  it('never reads the source of an answer whose client left before it began', async () => {
    const { stream, pulled } = source(randomBytes(CHUNK));
    let started!: (res: ServerResponse) => void;
    const answering = new Promise<ServerResponse>((resolve) => (started = resolve));
    server = createServer((_req, res) => started(res));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const req = request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { agent: false });
    req.on('error', () => {});
    req.end();
    const res = await answering;
    const sink = responseSink(res);
    req.destroy();
    await once(res, 'close');
    await writeResponse(pacedBody(new Response(webStreamOf(stream)), sink), res);
    expect(stream.destroyed).toBe(true);
    expect(pulled.bytes).toBeLessThanOrEqual(CHUNK);
  });
});
