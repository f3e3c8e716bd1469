// `npm run bench:scale`: what one big partner costs. On PostgreSQL (a throw-away cluster) and on PGlite (a throw-away
// DATA_DIR), each: the production build in demo mode, signed in as demo_org, times every partner list, statistics call,
// page and export of the EDI and settlement screens at demo size; then the server stops, `npm run seed:scale` grows
// demo_org (3,000 client institutions, 36 months, 6 product lines a record), the same build starts again and the same
// calls are timed at grown size. Prints one Markdown table per database and writes them to test-results/bench-scale.md.
//
//   npm run bench:scale -- [--db pg|pglite|both] [--reps 7] [--warmups 2] [--export-reps 3] [--skip-grow] [--keep]
//                          [--institutions 3000 --months 36 --lines 6] [--keyword 내과] [--out test-results/bench-scale.md]
//                          [--label "what was measured"]
//
// --keep leaves the grown databases in .data-scale-bench/ (PGlite's folder; a pg_dump of PostgreSQL's and its
// uploads), --skip-grow measures those again without the demo phase and without growing. The build is made once into
// .data-scale-bench/build (start.mjs --build-only: only when the sources changed) and served as it is by every start,
// so an edit elsewhere in the tree never rebuilds it under the bench. SCALE_SEED_COMMAND replaces
// `npm run seed:scale` (a shell command; the options are appended).
//
// Bounded: every request has a time-out (2 min, exports 5 min), seeding 90 min; a server that dies or stops answering
// is reported, restarted on the same data and the run goes on. Ctrl+C stops the servers, the seed and the cluster.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../test/free-port.ts';
import { findPgBin, startPgCluster, type PgCluster } from '../test/pg-cluster.ts';
import { root } from './perf-server.ts';
import { callsOf, discover, signIn, type Context } from './scale-calls.ts';
import { closeConnections, timedGet, type Sample } from './scale-http.ts';
import { dbMarkdown, ms, percentile, type CallResult, type DbResult, type PhaseResult } from './scale-report.ts';
import { startScaleServer, type RssWindow, type ScaleServer } from './scale-server.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    reps: { type: 'string', default: '7' },
    warmups: { type: 'string', default: '2' },
    'export-reps': { type: 'string', default: '3' },
    'skip-grow': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    member: { type: 'string', default: 'demo_org' },
    keyword: { type: 'string', default: '내과' },
    label: { type: 'string' },
    institutions: { type: 'string', default: '3000' },
    months: { type: 'string', default: '36' },
    lines: { type: 'string', default: '6' },
    out: { type: 'string', default: 'test-results/bench-scale.md' },
  },
});
const count = (name: keyof typeof args, min: number) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
  return n;
};
const reps = count('reps', 1);
const warmups = count('warmups', 0);
const exportReps = count('export-reps', 1);
const skipGrow = args['skip-grow']!;
const keep = args.keep!;
const member = args.member!;
const databases = ({ both: ['postgres', 'pglite'], pg: ['postgres'], postgres: ['postgres'], pglite: ['pglite'] } as const)[
  args.db as 'both'
];
if (!databases) throw new Error(`--db must be pg, pglite or both, not ${args.db}`);
const seedArgs = ['--member', member, '--institutions', args.institutions!, '--months', args.months!, '--lines', args.lines!];

const TIMEOUT_MS = 120_000;
const EXPORT_TIMEOUT_MS = 300_000;
const SEED_TIMEOUT_MS = 90 * 60_000;
const BENCH_DIR = '.data-scale-bench';
const buildDir = process.env.BUILD_DIR ?? `${BENCH_DIR}/build`;
const pgDump = join(root, BENCH_DIR, 'postgres.dump');
const outFile = join(root, args.out!);

const log = (line: string) => process.stdout.write(`${line}\n`);

// ── Stopping everything on the way out ─────────────────────────────────────────────────────────────────────────
const cleanups = new Set<() => Promise<void>>();
const track = (stop: () => Promise<void>) => {
  cleanups.add(stop);
  return () => cleanups.delete(stop);
};
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\n${signal}: stopping the servers, the seed and the cluster…`);
    const forced = setTimeout(() => process.exit(130), 30_000);
    void Promise.allSettled([...cleanups].map((stop) => stop())).then(() => {
      clearTimeout(forced);
      process.exit(130);
    });
  });
}

// ── The build ──────────────────────────────────────────────────────────────────────────────────────────────────
function build() {
  log(`build: ${buildDir} (node scripts/serve/start.mjs --build-only; only when the sources changed)…`);
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'serve', 'start.mjs'), '--build-only'], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 20 * 60_000,
  });
  if (built.status !== 0) throw new Error(`build failed (${built.status ?? built.signal})`);
}

// ── A server of one database ───────────────────────────────────────────────────────────────────────────────────
interface Target {
  db: 'postgres' | 'pglite';
  /** DATA_DIR (PGlite's folder; with PostgreSQL only the uploads' parent). */
  dataDir: string;
  env: Record<string, string>;
}

async function start(target: Target): Promise<ScaleServer> {
  const server = await startScaleServer({
    port: await freePort(),
    dataDir: target.dataDir,
    buildDir,
    env: target.env,
    echoStderr: `[server ${target.db}] `,
  });
  const untrack = track(() => server.stop());
  const stop = server.stop;
  server.stop = () => stop().finally(untrack);
  return server;
}

/** After a failed request: has the server died, or does it no longer answer? Null when it is fine. */
async function brokenServer(server: ScaleServer, sample: Sample): Promise<string | null> {
  if (sample.error?.startsWith('HTTP ')) return null; // it answered in full
  if (await server.waitForExit(3_000)) return server.death();
  try {
    const res = await fetch(`${server.url}/v1/health`, { signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    if (res.ok) return null;
    return `health answers HTTP ${res.status} after: ${sample.error}`;
  } catch (err) {
    await server.kill();
    return `no answer to /v1/health after: ${sample.error} (${String(err)}); killed`;
  }
}

// ── One phase: start, sign in, time every call, stop ─────────────────────────────────────────────────────────────
async function measurePhase(target: Target, phase: 'demo' | 'grown'): Promise<PhaseResult> {
  const tag = `[${target.db} ${phase}]`;
  const began = performance.now();
  log(`${tag} starting the server…`);
  let server = await start(target);
  try {
    let cookie = await signIn(server.url, member);
    const ctx: Context = await discover(server.url, cookie, args.keyword!);
    log(
      `${tag} ${ctx.sizes.institutions} institutions, ${ctx.sizes.records} EDI records, ${ctx.sizes.settlements} settlements; months ${ctx.first} … ${ctx.latest}; keyword "${ctx.keyword}"`,
    );
    let phaseWindow: RssWindow = server.window();
    const rssBefore = phaseWindow.before;
    let phasePeak = 0;
    const restarts: string[] = [];
    const calls: CallResult[] = [];
    const restart = async (why: string) => {
      phasePeak = Math.max(phasePeak, phaseWindow.close().peak);
      restarts.push(why);
      log(`${tag} server down (${why}): restarting…`);
      await server.stop();
      closeConnections();
      server = await start(target);
      cookie = await signIn(server.url, member);
      phaseWindow = server.window();
    };

    for (const call of callsOf(ctx)) {
      const isExport = call.kind === 'export';
      const result: CallResult = { call, samples: [], failedWarmups: [], notes: [] };
      const warm = isExport ? 0 : warmups;
      const n = isExport ? exportReps : reps;
      let window: RssWindow | null = isExport ? server.window() : null;
      for (let i = 0; i < warm + n && !interrupted; i++) {
        const sample = await timedGet(server, call.path, {
          cookie,
          page: call.kind === 'page',
          timeoutMs: isExport ? EXPORT_TIMEOUT_MS : TIMEOUT_MS,
        });
        if (!sample.ok) {
          const broken = await brokenServer(server, sample);
          if (broken) {
            sample.crashed = broken;
            if (window) result.rss = window.close();
            window = null;
            await restart(`${call.label}: ${broken}`);
          }
        }
        if (i >= warm) result.samples.push(sample);
        else if (!sample.ok) result.failedWarmups.push(sample);
        if (isExport)
          log(
            `${tag} ${call.label} #${i + 1}: ${sample.ok ? `${ms(sample.totalMs)} (TTFB ${ms(sample.ttfbMs)}, ${(sample.bytes / 1024).toFixed(0)} KiB)` : `FAILED ${sample.crashed ?? sample.error}`}`,
          );
        if (sample.crashed && isExport) {
          result.notes.push('not repeated after the crash');
          break;
        }
      }
      if (window) result.rss = window.close();
      calls.push(result);
      if (!isExport) {
        const good = result.samples.filter((s) => s.ok).map((s) => s.totalMs);
        const bad = result.samples.length - good.length + result.failedWarmups.length;
        log(
          `${tag} ${call.label}: p50 ${ms(percentile(good, 50))}, p90 ${ms(percentile(good, 90))}${bad ? `, ${bad} FAILED: ${[...result.failedWarmups, ...result.samples].find((s) => !s.ok)?.error}` : ''}`,
        );
      }
      if (interrupted) break;
    }
    phasePeak = Math.max(phasePeak, phaseWindow.close().peak);
    return { phase, ctx, calls, rss: { before: rssBefore, peak: phasePeak }, restarts, seconds: (performance.now() - began) / 1000 };
  } finally {
    await server.stop();
    closeConnections();
  }
}

// ── Growing demo_org ─────────────────────────────────────────────────────────────────────────────────────────────
function hasSeedScript(): boolean {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(pkg.scripts?.['seed:scale']);
}

async function grow(target: Target): Promise<{ command: string; seconds: number }> {
  const custom = process.env.SCALE_SEED_COMMAND;
  if (!custom && !hasSeedScript()) throw new Error('package.json has no "seed:scale" script yet (or set SCALE_SEED_COMMAND)');
  const command = custom ? `${custom} ${seedArgs.join(' ')}` : `npm run seed:scale -- ${seedArgs.join(' ')}`;
  log(`[${target.db}] growing: ${command}…`);
  const [file, argv] = custom
    ? ['sh', ['-c', `${custom} "$@"`, 'sh', ...seedArgs]]
    : ['npm', ['run', '--silent', 'seed:scale', '--', ...seedArgs]];
  const began = performance.now();
  const child = spawn(file, argv, {
    cwd: root,
    // An absolute DATA_DIR: SCALE_SEED_COMMAND may run the seed of another checkout (`cd /other/tree && npm run seed:scale --`).
    env: { ...process.env, ...target.env, DATA_DIR: join(root, target.dataDir), NODE_ENV: 'production', DEMO_MODE: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group: stopped whole (npm, node) on a time-out or Ctrl+C
  });
  const killGroup = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 2_000));
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  const untrack = track(killGroup);
  const timer = setTimeout(() => void killGroup(), SEED_TIMEOUT_MS);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('exit', (c, s) => resolve([c, s])),
  );
  clearTimeout(timer);
  untrack();
  const seconds = (performance.now() - began) / 1000;
  if (code !== 0) throw new Error(`${command} ended with ${signal ?? `code ${code}`} after ${seconds.toFixed(0)} s`);
  log(`[${target.db}] grown in ${(seconds / 60).toFixed(1)} min`);
  return { command, seconds };
}

// ── PostgreSQL kept between runs (--keep / --skip-grow): a dump, restored into a fresh throw-away cluster ───────
function pgTool(name: string, toolArgs: string[]) {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const run = spawnSync(join(bin, name), toolArgs, { stdio: ['ignore', 'inherit', 'inherit'], timeout: 30 * 60_000 });
  if (run.status !== 0) throw new Error(`${name} failed (${run.status ?? run.signal})`);
}

// ── One database ────────────────────────────────────────────────────────────────────────────────────────────────
async function runDatabase(db: 'postgres' | 'pglite'): Promise<DbResult> {
  const pgVersion = basename(dirname(findPgBin() ?? '/unknown/bin'));
  const result: DbResult = {
    db,
    title:
      db === 'postgres'
        ? `PostgreSQL ${pgVersion} (throw-away cluster on loopback: fsync off, shared_buffers 64 MB)`
        : 'PGlite (embedded, in the server process; throw-away DATA_DIR)',
  };
  const dataDir = `${BENCH_DIR}/${db}`;
  let cluster: PgCluster | null = null;
  try {
    if (skipGrow) {
      if (!existsSync(join(root, dataDir)) || (db === 'postgres' && !existsSync(pgDump)))
        throw new Error(`--skip-grow: nothing kept in ${BENCH_DIR} for ${db} (run once with --keep)`);
    } else rmSync(join(root, dataDir), { recursive: true, force: true });
    mkdirSync(join(root, dataDir), { recursive: true });
    if (db === 'postgres') {
      cluster = await startPgCluster();
      track(() => cluster!.stop());
      if (skipGrow) {
        log(`[postgres] restoring ${pgDump}…`);
        pgTool('pg_restore', ['--no-owner', '-d', cluster.url, pgDump]);
      }
    }
    const target: Target = { db, dataDir, env: cluster ? { DATABASE_URL: cluster.url } : {} };
    if (!skipGrow) {
      // The first start migrates and seeds the demo data (a one-time burst of memory); the measured server is a
      // restart on that data, as after any restart.
      log(`[${db}] first start: migrations and demo data…`);
      const first = await start(target);
      await signIn(first.url, member);
      await first.stop();
      result.demo = await measurePhase(target, 'demo');
      if (interrupted) return result;
      result.seed = await grow(target);
      if (keep && cluster) {
        log(`[postgres] keeping a dump in ${pgDump}…`);
        pgTool('pg_dump', ['-Fc', '-f', pgDump, cluster.url]);
      }
    }
    if (!interrupted) result.grown = await measurePhase(target, 'grown');
  } catch (err) {
    result.failure = err instanceof Error ? err.message : String(err);
    log(`[${db}] FAILED: ${result.failure}`);
  } finally {
    if (cluster) await cluster.stop();
    if (!keep) rmSync(join(root, dataDir), { recursive: true, force: true });
  }
  return result;
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────────────────────────
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || 'unknown';
const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).stdout?.trim();
const startedAt = new Date();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const header = [
  `## One big partner (\`npm run bench:scale\`)`,
  '',
  `${startedAt.toISOString().slice(0, 10)}, ${args.label ?? `commit ${commit}${dirty ? ' with uncommitted changes in the tree' : ''}`}; ${cpus().length} cores, load average at start ${load()}; NODE_ENV=production, the server's own flags (scripts/serve/server-flags.mjs), demo mode, signed in as ${member}; grown with ${seedArgs.join(' ')}.`,
  '',
];
const results: DbResult[] = [];
const write = () => {
  const text = [
    ...header,
    ...results.map((r) => dbMarkdown(r, { reps, warmups, exportReps })),
    '',
    `Load average at the end: ${load()}.`,
    '',
  ].join('\n');
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, text);
  return text;
};

try {
  build();
  for (const db of databases) {
    if (interrupted) break;
    results.push(await runDatabase(db));
    write();
  }
} finally {
  await Promise.allSettled([...cleanups].map((stop) => stop()));
}
log(`\n${write()}`);
log(`written to ${outFile}`);
process.exit(results.some((r) => r.failure) ? 1 : 0);
