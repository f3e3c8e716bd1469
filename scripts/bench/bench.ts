// `npm run bench`: autocannon on loopback against the production build (NODE_ENV=production, its own throw-away
// embedded database): a content page (/terms), a signed-in app page, a JSON API call (GET /v1/auth/me with the
// cookie) and, as the ceiling, a static file from the same Node process; 10 and 100 connections, 10 s each. Prints
// req/s, p50/p99 latency, errors and the server's resident memory. Requests carry a browser's Accept-Encoding.
//   BENCH_NODE_ARGS=""                node flags for the server process (default: scripts/serve/server-flags.mjs; "" = V8 defaults)
//   BENCH_DURATION=10                 seconds per run
// Then the mixed scenario (scripts/bench/bench-mixed.ts): many signed-in partners at once on both databases.
//   BENCH_SCENARIO=all                pages (the table above), mixed, or all
//   BENCH_PARTNERS=200                partners of the mixed scenario
//   BENCH_MIXED_DURATION=60           seconds of the mixed scenario, per database
//   BENCH_DATABASES=pglite,postgres   databases of the mixed scenario (postgres: a throw-away cluster, scripts/test/pg-cluster.ts)
// Every run is bounded (duration) and targets only 127.0.0.1.
import autocannon from 'autocannon';
import { sessionCookie } from '../../tests/perf/lighthouse.ts';
import { mixedTable, runMixed } from './bench-mixed.ts';
import { startServer } from './perf-server.ts';
import { SERVER_NODE_FLAGS } from '../serve/server-flags.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const nodeArgs = process.env.BENCH_NODE_ARGS === undefined ? SERVER_NODE_FLAGS : process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean);
const acceptEncoding = 'gzip, deflate, br';
const scenario = process.env.BENCH_SCENARIO ?? 'all';
if (!['pages', 'mixed', 'all'].includes(scenario)) throw new Error(`BENCH_SCENARIO must be pages, mixed or all, not ${scenario}`);
const port = Number(process.env.BENCH_PORT ?? 4433);

if (scenario !== 'mixed') await pages();
if (scenario !== 'pages') {
  const tables: string[] = [];
  for (const database of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')) {
    if (database !== 'pglite' && database !== 'postgres') throw new Error(`unknown database ${database}`);
    const result = await runMixed({
      database,
      partners: Number(process.env.BENCH_PARTNERS ?? 200),
      durationS: Number(process.env.BENCH_MIXED_DURATION ?? 60),
      port,
      nodeArgs,
      log: (line) => console.log(line),
    });
    tables.push(mixedTable(result));
    console.log(`\n${tables.at(-1)}\n`);
  }
  console.log(`\n${tables.join('\n\n')}`);
}

async function pages() {
  // The first start creates and seeds the database (3,000 products: a one-time burst of memory that a running server
  // never sees again); the server measured is the second start on that data, as after any restart.
  await (await startServer({ port, dataDir: '.data-perf-bench', nodeArgs })).stop({ keepData: true });
  const server = await startServer({ port, dataDir: '.data-perf-bench', nodeArgs, keepData: true });
  const afterStart = server.memory();
  let peakUnderLoad = 0;
  const sampler = setInterval(() => (peakUnderLoad = Math.max(peakUnderLoad, server.memory().rssMiB)), 100);

  try {
    const cookie = await sessionCookie(server.url, 'demo_partner');
    const terms = await (await fetch(`${server.url}/terms`)).text();
    const css = /href="(\/_astro\/[^"]+\.css)"/.exec(terms)?.[1];
    if (!css) throw new Error('no stylesheet link on /terms');
    const targets = [
      { label: `static file (${css.length > 28 ? `${css.slice(0, 25)}…` : css})`, path: css, cookie: false },
      { label: 'content page /terms', path: '/terms', cookie: false },
      { label: 'app page /products (signed in)', path: '/products', cookie: true },
      { label: 'API GET /v1/auth/me (JSON)', path: '/v1/auth/me', cookie: true },
    ];
    // Warm up every path (JIT, caches, the database) before measuring.
    for (const t of targets)
      await autocannon({
        url: server.url + t.path,
        connections: 10,
        duration: 2,
        headers: t.cookie ? { cookie, 'accept-encoding': acceptEncoding } : { 'accept-encoding': acceptEncoding },
      });

    const rows: string[] = [];
    for (const connections of [10, 100]) {
      for (const t of targets) {
        const result = await autocannon({
          url: server.url + t.path,
          connections,
          duration,
          headers: t.cookie ? { cookie, 'accept-encoding': acceptEncoding } : { 'accept-encoding': acceptEncoding },
        });
        const errors = result.errors + result.timeouts + result.non2xx;
        rows.push(
          `${t.label.padEnd(34)} ${String(connections).padStart(5)} ${Math.round(result.requests.average).toString().padStart(8)} ${result.latency.p50.toFixed(1).padStart(7)} ${result.latency.p99.toFixed(1).padStart(7)} ${String(errors).padStart(6)} ${server.memory().rssMiB.toFixed(0).padStart(7)}`,
        );
        console.log(rows.at(-1));
      }
    }
    clearInterval(sampler);
    const end = server.memory();
    console.log(
      `\nautocannon ${duration} s per row, loopback, NODE_ENV=production${nodeArgs.length ? `, node ${nodeArgs.join(' ')}` : ''}`,
    );
    console.log(
      `${'target'.padEnd(34)} ${'conn'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)} ${'RSS MiB'.padStart(7)}`,
    );
    console.log(rows.join('\n'));
    console.log(
      `\nserver RSS: ${afterStart.rssMiB.toFixed(0)} MiB after start, peak under load ${peakUnderLoad.toFixed(0)} MiB, ${end.rssMiB.toFixed(0)} MiB at the end; peak of the process's life (start included) ${end.peakMiB.toFixed(0)} MiB`,
    );
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}
