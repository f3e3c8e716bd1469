// One timed GET of `npm run bench:scale` over loopback, as a browser sends it (Accept-Encoding gzip/deflate/br, the
// session cookie): time to first byte (headers in), time to last byte, bytes on the wire, status, and the server's own
// time from its log. Bodies are counted, not kept (an export may be large); the first 8 KiB are kept to report an
// error. Every request has a time-out.
import { Agent, request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, constants, gunzipSync, inflateSync } from 'node:zlib';
import type { ScaleServer } from './scale-server.ts';

export interface Sample {
  ok: boolean;
  status?: number;
  ttfbMs: number;
  totalMs: number;
  /** Bytes of the body as sent (compressed when the server compressed it). */
  bytes: number;
  /** The server's own time (LOG_REQUESTS), when its line came. */
  serverMs?: number;
  /** What went wrong: `HTTP 500: …`, a network error, a time-out. */
  error?: string;
  /** Set when the server process died during this request. */
  crashed?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** Closes the kept-alive connection (after a server restart, before exiting). */
export const closeConnections = () => agent.destroy();

export async function timedGet(
  server: ScaleServer,
  path: string,
  options: { cookie: string; page?: boolean; timeoutMs: number },
): Promise<Sample> {
  const requestId = `scale-${randomUUID()}`;
  const url = new URL(path, server.url);
  const started = performance.now();
  const sample = await new Promise<Sample>((resolve) => {
    let ttfb = 0;
    let bytes = 0;
    let status: number | undefined;
    let encoding = '';
    const head: Buffer[] = [];
    let headBytes = 0;
    let settled = false;
    const done = (s: Omit<Sample, 'ttfbMs' | 'totalMs' | 'bytes'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ttfbMs: ttfb, totalMs: performance.now() - started, bytes, status, ...s });
    };
    const req = request(
      url,
      {
        agent,
        headers: {
          cookie: options.cookie,
          'accept-encoding': 'gzip, deflate, br',
          accept: options.page ? 'text/html,application/xhtml+xml' : 'application/json, */*',
          'x-request-id': requestId,
        },
      },
      (res) => {
        ttfb = performance.now() - started;
        status = res.statusCode;
        encoding = String(res.headers['content-encoding'] ?? '');
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (headBytes < 8192) {
            head.push(chunk);
            headBytes += chunk.length;
          }
        });
        res.on('error', (err) => done({ ok: false, error: `body: ${err.message}` }));
        res.on('aborted', () => done({ ok: false, error: 'body aborted' }));
        res.on('end', () => {
          const ok = status !== undefined && status >= 200 && status < 300;
          done(ok ? { ok } : { ok, error: `HTTP ${status}: ${bodyText(Buffer.concat(head), encoding)}` });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    req.on('error', (err) => done({ ok: false, error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}`.trim() }));
    req.end();
  });
  sample.serverMs = await server.serverMs(requestId, sample.status ? 300 : 0);
  const logged = server.serverError(requestId);
  if (!sample.ok && logged) sample.error = `${sample.error}; server log: ${logged}`;
  return sample;
}

/** The start of an error body as text (decompressed when possible), on one line. */
function bodyText(raw: Buffer, encoding: string): string {
  let text: string;
  try {
    const plain =
      encoding === 'gzip'
        ? gunzipSync(raw, { finishFlush: constants.Z_SYNC_FLUSH })
        : encoding === 'br'
          ? brotliDecompressSync(raw)
          : encoding === 'deflate'
            ? inflateSync(raw)
            : raw;
    text = plain.toString('utf8');
  } catch {
    text = encoding ? `(${raw.length} bytes ${encoding}, cut)` : raw.toString('utf8');
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 160);
}
