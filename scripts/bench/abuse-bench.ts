// What hostile requests cost the built server: each probe runs against the production build of each BUILD_DIR given
// (side by side in one run, e.g. a build from before a change and one from after), on its own loopback port with its
// own throw-away embedded database, and the script prints a table of the answer, the time until it came and the
// server's peak resident memory meanwhile (VmHWM reset before the probe, VmRSS sampled every 10 ms; Linux /proc).
//   npm run bench:abuse -- [BUILD_DIR …]     (default: dist)
//   ABUSE_BENCH_PORT=4522   port of the first build, the next ones count up (default: free loopback ports)
//   ABUSE_BENCH_ONLY=burst  only the probes whose name contains this text
// A build is served as it is (SERVE_BUILD_AS_IS=1), however old; a BUILD_DIR without a build is built first.
// A probe is one function (server) → Row; add it to `probes` to get a row per build.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { sessionCookie } from '../../tests/perf/lighthouse.ts';
import { zipOf } from '../../tests/api/zip-writer.ts';
import { freePort } from '../test/free-port.ts';
import { root, startServer, type PerfServer } from './perf-server.ts';
import { PAGE_FONT_REVISION } from '../../src/host/page-font/faces.ts';
import { encodeKey } from '../../src/host/page-font/key.ts';
import { keyFrom } from '../../src/host/page-font/secret.ts';

const MiB = 1024 * 1024;

export interface Row {
  /** The HTTP status, or what happened instead (e.g. the connection was reset). */
  status: string;
  ms: number;
  peakRssMiB: number;
  /** The server's RSS right before the work (peakDuring fills it in). */
  beforeRssMiB?: number;
  /** Anything else worth a column (e.g. a concurrent login's time). */
  note?: string;
}

interface BenchServer extends PerfServer {
  build: string;
  pid: number;
}

/** The server's resident memory now and at its peak since the last reset, MiB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Runs `work` and measures it: its time and the server's peak RSS while it ran (and just after, for late frees). */
export async function peakDuring(server: BenchServer, work: () => Promise<string>): Promise<Row> {
  try {
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  } catch {
    // not permitted: the sampled VmRSS still gives the peak
  }
  const before = memoryOf(server.pid).rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(server.pid).rss)), 10);
  const started = performance.now();
  let status: string;
  try {
    status = await work();
  } catch (error) {
    status = `error: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`;
  }
  const ms = performance.now() - started;
  await new Promise((r) => setTimeout(r, 200));
  clearInterval(sampler);
  return { status, ms, peakRssMiB: Math.max(peak, memoryOf(server.pid).hwm), beforeRssMiB: before };
}

/** A 0.5 MB zip of 25 entries of 20 MB of zeros each, posted to the EDI zip upload as demo_partner. */
async function zipBomb(server: BenchServer): Promise<Row> {
  const zeros = new Uint8Array(20 * MiB);
  const zip = zipOf(Array.from({ length: 25 }, (_, i) => ({ name: `bomb${i}.png`, data: zeros })));
  const cookie = await sessionCookie(server.url, 'demo_partner');
  const form = new FormData();
  form.append('file', new File([zip as BlobPart], 'bomb.zip', { type: 'application/zip' }));
  return peakDuring(server, async () => {
    const res = await fetch(`${server.url}/v1/prescriptions/zip`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
    await res.arrayBuffer();
    return String(res.status);
  });
}

/** Control: an ordinary zip of 20 photos of 2 MB (random bytes behind a JPEG header), inflated and checked entry by entry. */
async function photoZip(server: BenchServer): Promise<Row> {
  const photos = Array.from({ length: 20 }, (_, i) => {
    const bytes = new Uint8Array(randomBytes(2 * MiB));
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return { name: `사진${i + 1}.jpg`, data: bytes };
  });
  const zip = zipOf(photos);
  const cookie = await sessionCookie(server.url, 'demo_partner');
  const form = new FormData();
  form.append('file', new File([zip as BlobPart], 'photos.zip', { type: 'application/zip' }));
  return peakDuring(server, async () => {
    const res = await fetch(`${server.url}/v1/prescriptions/zip`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
    await res.arrayBuffer();
    return String(res.status);
  });
}

const FIFTY_MB = 50 * MiB;
const RESET = '/v1/members/someone/password-for-find-account';

/** 50 MB of JSON to a public route, with its Content-Length. */
async function json50(server: BenchServer): Promise<Row> {
  const body = new Uint8Array(FIFTY_MB).fill(0x20);
  body.set(new TextEncoder().encode('{"userId":"someone","newPassword":"'));
  body[body.length - 2] = 0x22; // "
  body[body.length - 1] = 0x7d; // }
  return peakDuring(server, async () => {
    const res = await fetch(`${server.url}${RESET}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: server.url },
      body,
    });
    await res.arrayBuffer();
    return String(res.status);
  });
}

/** The same 50 MB sent chunked, without a Content-Length. */
async function json50Chunked(server: BenchServer): Promise<Row> {
  const chunk = new Uint8Array(MiB).fill(0x20);
  chunk.set(new TextEncoder().encode('{"userId":"someone","newPassword":"'));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= FIFTY_MB) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return peakDuring(server, async () => {
    const res = await fetch(`${server.url}${RESET}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: server.url },
      body,
      duplex: 'half',
    } as RequestInit);
    await res.arrayBuffer();
    return `${res.status} (${Math.round(sent / MiB)} MB sent)`;
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function loginMs(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ userId: 'demo_member', password: 'demo1234!', device: null }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return performance.now() - started;
}

/**
 * Fires a burst of requests and signs in again and again from 50 ms into it until every request is answered: the
 * answers counted by status, and in the note the slowest login against a quiet one (median of 3, before the burst).
 */
async function burstWithLogins(server: BenchServer, burst: () => Promise<Response>[]): Promise<Row> {
  await loginMs(server.url); // warm-up
  const quiet = median([await loginMs(server.url), await loginMs(server.url), await loginMs(server.url)]);
  const logins: number[] = [];
  const row = await peakDuring(server, async () => {
    let open = true;
    const answered = Promise.all(burst().map((r) => r.then(async (res) => (await res.arrayBuffer(), res.status)).catch(() => 0)));
    void answered.finally(() => (open = false));
    await new Promise((r) => setTimeout(r, 50));
    do logins.push(await loginMs(server.url));
    while (open);
    const counts = new Map<number, number>();
    for (const status of await answered) counts.set(status, (counts.get(status) ?? 0) + 1);
    return [...counts].map(([status, count]) => `${count}×${status}`).join(' ');
  });
  const slowest = Math.max(...logins);
  return { ...row, note: `(login ${slowest.toFixed(0)} ms during, ${quiet.toFixed(0)} ms quiet: ${(slowest / quiet).toFixed(1)}×)` };
}

/** 30 concurrent sign-ups with well-formed certNums no identity verification has. */
const signupBurst = (server: BenchServer) =>
  burstWithLogins(server, () =>
    Array.from({ length: 30 }, (_, i) => {
      const form = new FormData();
      const request = { userId: `abuse${Date.now() % 100000}${i}`, password: 'Abuse1234!', email: 'abuse@example.com' };
      const body = { ...request, certNum: randomBytes(16).toString('hex'), termsAgreed: true, privacyAgreed: true };
      form.append('request', new Blob([JSON.stringify(body)], { type: 'application/json' }));
      return fetch(`${server.url}/v1/members`, { method: 'POST', headers: { origin: server.url }, body: form });
    }),
  );

/** 200 sets of 400 Hangul syllables each (all different), as page-font keys named by `key`. */
const fontKeys = (key: (codePoints: number[]) => string) =>
  Array.from({ length: 200 }, (_, k) => key(Array.from({ length: 400 }, (_, i) => 0xac00 + k + 27 * i)));

/** A key as the unsigned scheme named it: the deltas as LEB128 varints, then a hash of the public font revision. */
function madeUpKey(codePoints: number[]): string {
  const bytes: number[] = [];
  codePoints.forEach((cp, i) => {
    let delta = cp - (codePoints[i - 1] ?? -1) - 1;
    for (; delta >= 0x80; delta >>>= 7) bytes.push((delta & 0x7f) | 0x80);
    bytes.push(delta);
  });
  const payload = Buffer.from(bytes).toString('base64url');
  return `${payload}.${createHash('sha256').update(`${PAGE_FONT_REVISION}:400:${payload}`).digest('base64url').slice(0, 8)}`;
}

const fontBurst = (keys: string[]) => (server: BenchServer) =>
  burstWithLogins(server, () =>
    keys.map((key) => fetch(`${server.url}/fonts/page/400/${key}.ttf`, { headers: { 'accept-encoding': 'br, gzip' } })),
  );

/** The servers run with this secret, so the bench can sign keys as a page render would (a build that signs none: 400). */
const PAGE_FONT_SECRET = 'abuse-bench-page-font-secret';
const signedKey = (codePoints: number[]) => encodeKey(codePoints, 400, PAGE_FONT_REVISION, keyFrom({ PAGE_FONT_SECRET }));

const probes: { name: string; run: (server: BenchServer) => Promise<Row> }[] = [
  { name: 'zip bomb (25 × 20 MB of zeros, 0.5 MB)', run: zipBomb },
  { name: 'control: EDI zip of 20 photos × 2 MB', run: photoZip },
  { name: '50 MB JSON body, public route', run: json50 },
  { name: '50 MB JSON body, chunked', run: json50Chunked },
  { name: 'sign-up burst (30 made-up certNums)', run: signupBurst },
  { name: 'font burst (200 made-up keys of 400 characters)', run: fontBurst(fontKeys(madeUpKey)) },
  { name: 'font burst (200 server-signed keys of 400 characters)', run: fontBurst(fontKeys(signedKey)) },
];

const builds = process.argv.slice(2).length ? process.argv.slice(2) : ['dist'];
const firstPort = process.env.ABUSE_BENCH_PORT ? Number(process.env.ABUSE_BENCH_PORT) : null;
const servers: BenchServer[] = [];
try {
  for (const [i, build] of builds.entries()) {
    // start.mjs joins BUILD_DIR to the repository root.
    const buildDir = isAbsolute(build) ? relative(root, build) : build;
    const server = await startServer({
      port: firstPort === null ? await freePort() : firstPort + i,
      dataDir: `.data-abuse-bench-${i}`,
      env: { BUILD_DIR: buildDir, SERVE_BUILD_AS_IS: '1', DEMO_MODE: '1', PAGE_FONT_SECRET },
    });
    servers.push({ ...server, build, pid: server.process.pid as number });
    console.log(`${build}: ${server.url} (RSS ${server.memory().rssMiB.toFixed(0)} MiB after start)`);
  }
  const lines = ['| probe | build | answer | time | RSS before | peak RSS |', '|---|---|---|---:|---:|---:|'];
  for (const probe of probes.filter((p) => p.name.includes(process.env.ABUSE_BENCH_ONLY ?? ''))) {
    for (const server of servers) {
      const row = await probe.run(server);
      const before = row.beforeRssMiB === undefined ? '–' : `${row.beforeRssMiB.toFixed(0)} MiB`;
      const note = row.note ? ` ${row.note}` : '';
      lines.push(
        `| ${probe.name} | ${server.build} | ${row.status}${note} | ${(row.ms / 1000).toFixed(2)} s | ${before} | ${row.peakRssMiB.toFixed(0)} MiB |`,
      );
      console.log(lines.at(-1));
    }
  }
  console.log(`\n${lines.join('\n')}`);
} finally {
  for (const server of servers) await server.stop();
}
