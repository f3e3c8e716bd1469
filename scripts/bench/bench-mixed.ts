// The mixed scenario of `npm run bench`: PARTNERS signed-in contract partners (distinct accounts, made by
// bench-partners.ts in the bench's own database) work at once for DURATION seconds, each in a closed loop without
// pauses: browse lists and details (products, notices, community), upload EDI records, post comments, and now and
// then sign in again. Every partner's first sign-in happens before the window, all at once, reported on its own line
// (each is a deliberate ≈ 0.3 s scrypt hash: 200 need ≈ 30 s of CPU on 2 cores, so they get BURST_TIMEOUT_MS).
// Any other request must answer 2xx within 30 s (a redirect to the login page, a 4xx/5xx or a time-out is an error).
// Prints req/s, p50/p99 per kind of request, errors and the server's peak RSS.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { addMonths, seoulMonth } from '../../src/lib/months.ts';
import { BENCH_PASSWORD, createBenchPartners, type BenchPartner } from './bench-partners.ts';
import { startPgCluster } from '../test/pg-cluster.ts';
import { root, startServer, type PerfServer } from './perf-server.ts';

export interface MixedOptions {
  database: 'pglite' | 'postgres';
  partners: number;
  durationS: number;
  port: number;
  nodeArgs: string[];
  /** Prints progress lines. */
  log?: (line: string) => void;
}

export interface KindStats {
  kind: string;
  count: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface MixedResult {
  database: string;
  partners: number;
  durationS: number;
  requests: number;
  errors: number;
  reqPerS: number;
  kinds: KindStats[];
  peakRssMiB: number;
  /** Every partner's first sign-in, all at once before the window. */
  burst: KindStats & { seconds: number };
  /** The first few errors, for the report. */
  samples: string[];
}

const TIMEOUT_MS = 30_000;
const BURST_TIMEOUT_MS = 300_000;

/** What a partner does next, with its weight out of 100. */
const MIX: [kind: string, weight: number][] = [
  ['page /products', 23],
  ['page /products (other page, sort)', 8],
  ['page /products?detail=', 8],
  ['page notice list', 10],
  ['page notice detail', 8],
  ['page community list', 14],
  ['page community detail', 12],
  ['API comment', 8],
  ['API EDI upload', 8],
  ['API login', 1],
];

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** A small EDI "image": the PNG signature then random bytes (the server checks the first bytes only). */
function ediImage(bytes: number): Uint8Array {
  const image = new Uint8Array(randomBytes(bytes));
  image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return image;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export async function runMixed(options: MixedOptions): Promise<MixedResult> {
  const { database, partners: count, durationS, port, nodeArgs, log = () => undefined } = options;
  const dataDir = `.data-perf-mixed-${database}`;
  const cluster = database === 'postgres' ? await startPgCluster({ durable: true }) : null;
  // On PostgreSQL the server refuses its demo identity and SMS providers unless told the demo is on purpose.
  const env: Record<string, string> = cluster ? { DATABASE_URL: cluster.url, DEMO_MODE: '1' } : { DEMO_MODE: '1' };
  let server: PerfServer | null = null;
  try {
    // First start: migrations and demo data; then the bench's partners go in while the server is stopped (the
    // embedded database has one owner), and the measured server is a restart on that data.
    log(`${database}: seeding…`);
    await (await startServer({ port, dataDir, nodeArgs, env })).stop({ keepData: true });
    const benchPartners = await createBenchPartners(cluster ? { databaseUrl: cluster.url } : { dataDir: join(root, dataDir) }, count);
    server = await startServer({ port, dataDir, nodeArgs, env, keepData: true });
    return await drive(server, benchPartners, { database, durationS, log });
  } finally {
    await server?.stop();
    await cluster?.stop();
  }
}

async function drive(
  server: PerfServer,
  benchPartners: BenchPartner[],
  { database, durationS, log }: { database: string; durationS: number; log: (line: string) => void },
): Promise<MixedResult> {
  const origin = server.url;
  const latencies = new Map<string, number[]>();
  const errorsBy = new Map<string, number>();
  const samples: string[] = [];
  let peak = server.memory().rssMiB;
  const sampler = setInterval(() => (peak = Math.max(peak, server.memory().rssMiB)), 100);

  /** One timed request; true when it answered 2xx in time. Bodies are read whole, as a browser would. */
  async function timed(kind: string, path: string, init: RequestInit = {}, timeoutMs = TIMEOUT_MS): Promise<Response | null> {
    const started = performance.now();
    try {
      const res = await fetch(origin + path, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), ...init });
      const body = await res.arrayBuffer();
      const ms = performance.now() - started;
      (latencies.get(kind) ?? latencies.set(kind, []).get(kind)!).push(ms);
      if (res.status >= 200 && res.status < 300) return new Response(body, { status: res.status, headers: res.headers });
      errorsBy.set(kind, (errorsBy.get(kind) ?? 0) + 1);
      if (samples.length < 5) samples.push(`${kind} ${path}: HTTP ${res.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
    } catch (err) {
      (latencies.get(kind) ?? latencies.set(kind, []).get(kind)!).push(performance.now() - started);
      errorsBy.set(kind, (errorsBy.get(kind) ?? 0) + 1);
      if (samples.length < 5) samples.push(`${kind} ${path}: ${String(err)}`);
    }
    return null;
  }

  /** The figures of one kind of request so far (the burst's logins are all 'API login'). */
  function stats(kind: string): KindStats {
    const sorted = [...(latencies.get(kind) ?? latencies.get('API login') ?? [])].sort((a, b) => a - b);
    const errors = errorsBy.get(kind) ?? errorsBy.get('API login') ?? 0;
    return { kind, count: sorted.length, errors, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }

  const json = { 'content-type': 'application/json', origin };
  const page = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
  async function login(userId: string, timeoutMs = TIMEOUT_MS): Promise<string | null> {
    const body = JSON.stringify({ userId, password: BENCH_PASSWORD, device: null });
    const res = await timed('API login', '/v1/auth/login', { method: 'POST', headers: json, body }, timeoutMs);
    const cookie = res?.headers.getSetCookie().find((c) => c.startsWith('access_token='));
    return cookie ? cookie.split(';')[0]! : null;
  }

  // What there is to browse: read once with the first partner's session.
  const first = await login(benchPartners[0]!.userId);
  if (!first) throw new Error(`login of ${benchPartners[0]!.userId} failed: ${samples.join('; ')}`);
  const ids = async (boardType: string) => {
    const res = await fetch(`${origin}/v1/boards?boardType=${boardType}&size=30`, { headers: { cookie: first } });
    const body = (await res.json()) as { content: { id: number }[] };
    return body.content.map((p) => p.id);
  };
  const notices = await ids('NOTICE');
  const posts = await ids('MR_CSO_MATCHING');
  const productIds = (
    (await (await fetch(`${origin}/v1/products?size=50`, { headers: { cookie: first } })).json()) as {
      content: { id: number }[];
    }
  ).content.map((p) => p.id);
  if (!notices.length || !posts.length || !productIds.length) throw new Error('nothing to browse: the demo data is missing');
  latencies.clear();
  errorsBy.clear();

  const image = ediImage(64 * 1024);
  const sorts = ['PRICE_ASC', 'FEE_RATE_DESC', 'LATEST'];
  const thisMonth = seoulMonth();
  const weights = MIX.flatMap(([kind, w]) => Array<string>(w).fill(kind));
  log(`${database}: ${benchPartners.length} partners sign in at once…`);
  const burstStart = performance.now();
  const cookies = await Promise.all(benchPartners.map((p) => login(p.userId, BURST_TIMEOUT_MS)));
  const burst = { ...stats('sign-in burst (all at once)'), seconds: (performance.now() - burstStart) / 1000 };
  latencies.clear();
  errorsBy.clear();

  const deadline = performance.now() + durationS * 1000;
  log(`${database}: ${benchPartners.length} partners for ${durationS} s…`);
  const startedAt = performance.now();

  async function partner(p: BenchPartner, index: number) {
    let cookie = cookies[index] ?? null;
    let uploads = 0;
    while (performance.now() < deadline) {
      if (!cookie) {
        cookie = await login(p.userId);
        continue;
      }
      const kind = pick(weights);
      const headers = { ...page, cookie };
      switch (kind) {
        case 'page /products':
          await timed(kind, '/products', { headers });
          break;
        case 'page /products (other page, sort)':
          await timed(kind, `/products?sortType=${pick(sorts)}&page=${2 + (index % 20)}`, { headers });
          break;
        case 'page /products?detail=':
          await timed(kind, `/products?detail=${pick(productIds)}`, { headers });
          break;
        case 'page notice list':
          await timed(kind, '/customer-service/notice', { headers });
          break;
        case 'page notice detail':
          await timed(kind, `/customer-service/notice/${pick(notices)}`, { headers });
          break;
        case 'page community list':
          await timed(kind, '/community/mr_cso_matching', { headers });
          break;
        case 'page community detail':
          await timed(kind, `/community/mr_cso_matching/${pick(posts)}`, { headers });
          break;
        case 'API comment':
          await timed(kind, `/v1/comments/${p.userId}`, {
            method: 'POST',
            headers: { ...json, cookie },
            body: JSON.stringify({ boardPostId: pick(posts), content: `부하 시험 댓글 ${index}-${uploads}` }),
          });
          break;
        case 'API EDI upload': {
          // One record per dealer × client × prescription month: walk the clients, then a month further back.
          const k = uploads++;
          const request = {
            dealerId: p.dealerId,
            partnerId: p.partnerIds[k % p.partnerIds.length],
            drugCompanyId: p.drugCompanyId,
            prescriptionMonth: addMonths(thisMonth, -(1 + Math.floor(k / p.partnerIds.length))),
          };
          const form = new FormData();
          form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
          form.append('files', new File([image as BlobPart], 'EDI_1.png', { type: 'image/png' }));
          await timed(kind, '/v1/prescriptions/partner-files', { method: 'POST', headers: { cookie, origin }, body: form });
          break;
        }
        case 'API login':
          cookie = await login(p.userId);
          break;
      }
    }
  }
  await Promise.all(benchPartners.map((p, i) => partner(p, i)));
  const elapsedS = (performance.now() - startedAt) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, server.memory().rssMiB);

  const kinds = [...latencies.keys()].map(stats);
  kinds.sort((a, b) => MIX.findIndex(([k]) => k === a.kind) - MIX.findIndex(([k]) => k === b.kind));
  const requests = kinds.reduce((n, k) => n + k.count, 0);
  const errors = kinds.reduce((n, k) => n + k.errors, 0);
  return {
    database,
    partners: benchPartners.length,
    durationS: elapsedS,
    requests,
    errors,
    reqPerS: requests / elapsedS,
    kinds,
    peakRssMiB: peak,
    burst,
    samples,
  };
}

/** The result as a table. */
export function mixedTable(r: MixedResult): string {
  const all = r.kinds.flatMap((k) => [k]);
  const lines = [
    `mixed, ${r.database}: ${r.partners} partners, ${r.durationS.toFixed(0)} s, ${r.requests} requests = ${r.reqPerS.toFixed(0)} req/s, ${r.errors} errors, server peak RSS ${r.peakRssMiB.toFixed(0)} MiB`,
    `${'kind'.padEnd(36)} ${'count'.padStart(7)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(6)}`,
    `${`${r.burst.kind}, ${r.burst.seconds.toFixed(1)} s`.padEnd(36)} ${String(r.burst.count).padStart(7)} ${'-'.padStart(7)} ${r.burst.p50.toFixed(0).padStart(8)} ${r.burst.p99.toFixed(0).padStart(8)} ${String(r.burst.errors).padStart(6)}`,
    ...all.map(
      (k) =>
        `${k.kind.padEnd(36)} ${String(k.count).padStart(7)} ${(k.count / r.durationS).toFixed(1).padStart(7)} ${k.p50.toFixed(0).padStart(8)} ${k.p99.toFixed(0).padStart(8)} ${String(k.errors).padStart(6)}`,
    ),
  ];
  if (r.samples.length) lines.push('first errors:', ...r.samples.map((s) => `  ${s}`));
  return lines.join('\n');
}
