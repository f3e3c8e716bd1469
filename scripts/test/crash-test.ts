// `npm run test:crash`: nothing acknowledged is lost and nothing is half-written when the server dies. On the embedded
// database (its own DATA_DIR) and on PostgreSQL (a durable throw-away cluster, scripts/test/pg-cluster.ts): starts the
// built server (scripts/serve/start.mjs), writes concurrently (inquiries with an attachment, community posts with an
// image, EDI records with images, applications), SIGKILLs the server at a random moment while writes are in flight,
// restarts it on the same data with the orphan sweep due at once, and checks that every acknowledged write is there
// with its files readable, that no record lacks its files, that no row names bytes that are missing, and that no stored
// bytes are left that no row references. Prints the counts; exits 1 on any loss.
//   CRASH_ONLY=pglite|postgres   CRASH_WORKERS=12   CRASH_KILL_MS=3000-7000 (random in the range)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import * as w from './crash-writes.ts';
import { freePort } from './free-port.ts';
import { startPgCluster } from './pg-cluster.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../serve/server-flags.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WORKERS = Number(process.env.CRASH_WORKERS ?? 12);
const [KILL_MIN, KILL_MAX] = (process.env.CRASH_KILL_MS ?? '3000-7000').split('-').map(Number) as [number, number];

interface Server {
  base: string;
  child: ChildProcess;
  /** Resolves when the server logged its first upload cleanup. */
  swept: Promise<void>;
}

async function launch(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts', 'serve', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      ...env,
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const swept = new Promise<void>((resolve) =>
    child.stdout?.on('data', (chunk: Buffer) => {
      out = (out + chunk.toString()).slice(-4000);
      if (/orphaned files removed/.test(out)) resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (ended(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    if (
      await fetch(`${base}/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 180_000) {
      child.kill('SIGKILL');
      throw new Error('server not ready within 3 minutes');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, swept };
}

/** Whether the process has ended (by itself or by a signal). */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const exited = (child: ChildProcess) => new Promise<void>((resolve) => (ended(child) ? resolve() : child.once('exit', () => resolve())));

async function stop(server: Server) {
  if (ended(server.child)) return;
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  server.child.kill('SIGTERM');
  await exited(server.child);
  clearTimeout(timer);
}

/** Writes until the server dies; answers what it acknowledged and how many requests were cut off. */
async function writeUntilKilled(server: Server, session: w.Session) {
  const refs = await w.ediRefs(session);
  const slots = await w.applicationSlots(session, ['demo_partner', 'demo_org', 'demo_cso', 'demo_member']);
  const acked: w.Acked[] = [];
  let cut = 0;
  let n = 0;
  let contractSent = false;
  let dead = false;
  const kinds = ['inquiry', 'post', 'edi', 'application'] as const;
  const one = async (worker: number): Promise<void> => {
    const kind = kinds[worker % kinds.length];
    const i = n++;
    if (kind === 'inquiry') return void acked.push(await w.inquiry(session, i));
    if (kind === 'post') return void acked.push(await w.communityPost(session, i));
    if (kind === 'edi') return void acked.push(await w.edi(session, refs, i));
    if (!contractSent) {
      contractSent = true;
      return void acked.push(await w.contract(session));
    }
    const slot = slots.shift();
    const done = slot ? await w.application(session, slot) : await w.inquiry(session, i);
    if (done) acked.push(done);
  };
  let inFlight = 0;
  let atKill = 0;
  const worker = async (id: number) => {
    while (!dead) {
      inFlight++;
      try {
        await one(id);
      } catch (err) {
        if (!dead) throw err;
        cut++;
      } finally {
        inFlight--;
      }
    }
  };
  const killAfter = KILL_MIN + Math.random() * (KILL_MAX - KILL_MIN);
  const killer = new Promise<void>((resolve) =>
    setTimeout(() => {
      dead = true;
      atKill = inFlight;
      server.child.kill('SIGKILL');
      resolve();
    }, killAfter),
  );
  await Promise.all([killer, ...Array.from({ length: WORKERS }, (_, i) => worker(i))]);
  await exited(server.child);
  return { acked, cut, atKill, killAfter };
}

/** Every acknowledged write, read back through the API after the restart; answers the problems found. */
async function checkAcked(session: w.Session, acked: w.Acked[]): Promise<string[]> {
  const problems: string[] = [];
  // A link may be absolute (contract documents), naming the server before the restart: only its path counts.
  const readable = async (who: string, url: string, size: number) => {
    const { pathname, search } = new URL(url, session.base);
    const res = await fetch(`${session.base}${pathname}${search}`, { headers: { cookie: session.cookies[who] as string } });
    const bytes = res.ok ? (await res.arrayBuffer()).byteLength : -1;
    return res.ok && (size === 0 || bytes === size);
  };
  for (const a of acked) {
    try {
      if (a.kind === 'inquiry' || a.kind === 'post') {
        const detail = await w.getJson<{ attachments: { fileUrl: string }[] }>(session, a.who, `/v1/boards/${a.id}`);
        const urls = a.kind === 'inquiry' ? detail.attachments.map((f) => f.fileUrl) : a.files.map((f) => f.url as string);
        if (urls.length !== a.files.length) problems.push(`${a.kind} ${a.id}: ${urls.length} of ${a.files.length} files`);
        for (const [i, url] of urls.entries()) {
          if (!(await readable(a.who, url, a.files[i]?.size ?? 0))) problems.push(`${a.kind} ${a.id}: ${url} unreadable`);
        }
      } else if (a.kind === 'application') {
        const detail = await w.getJson<{ applied: boolean }>(session, a.who, `/v1/sales-agency-products/${a.id}`);
        if (!detail.applied) problems.push(`application of ${a.who} to product ${a.id} lost`);
      } else {
        for (const f of a.files) {
          if (!(await readable(a.who, f.url as string, f.size))) problems.push(`${a.kind} ${a.id}: ${f.url} unreadable`);
        }
      }
    } catch (err) {
      problems.push(`${a.kind} ${a.id}: ${(err as Error).message}`);
    }
  }
  return problems;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Half-written records and stray bytes, from the database and the uploads folder (server stopped or idle). */
async function checkConsistency(query: Query, uploadsDir: string): Promise<{ problems: string[]; objects: number; rows: number }> {
  const problems: string[] = [];
  const rows = (await query('select storage_key as key from stored_files union all select storage_key from partner_contract_files')).map(
    (r) => r.key as string,
  );
  const keys = new Set(rows);
  const objects = new Set(
    readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(uploadsDir, join(e.parentPath, e.name)).split(sep).join('/')),
  );
  const missing = rows.filter((k) => !objects.has(k));
  const stray = [...objects].filter((k) => !keys.has(k));
  if (missing.length) problems.push(`${missing.length} file rows without their bytes (e.g. ${missing[0]})`);
  if (stray.length) problems.push(`${stray.length} stored files no row references (e.g. ${stray[0]})`);
  const bare = await query(
    `select p.id from board_posts p where p.title like 'crash %' and not exists (select 1 from stored_files f where f.board_post_id = p.id)`,
  );
  if (bare.length) problems.push(`${bare.length} crash-test posts without their file (e.g. post ${String(bare[0]?.id)})`);
  const ediBare = await query(
    `select r.id from prescription_partners r where not exists (select 1 from prescription_partner_files f where f.prescription_partner_id = r.id)`,
  );
  if (ediBare.length) problems.push(`${ediBare.length} EDI records without files`);
  const contracts = await query(
    `select c.id from partner_contracts c join members m on m.id = c.member_id where m.user_id = 'demo_applicant'
       and (select count(*) from partner_contract_files f where f.contract_id = c.id) <> 4`,
  );
  if (contracts.length) problems.push(`${contracts.length} applications without their four documents`);
  return { problems, objects: objects.size, rows: rows.length };
}

async function signIn(base: string): Promise<w.Session> {
  const cookies: Record<string, string> = {};
  for (const who of ['demo_org', 'demo_member', 'demo_partner', 'demo_cso', 'demo_applicant']) cookies[who] = await w.login(base, who);
  return { base, cookies };
}

async function run(
  label: string,
  env: NodeJS.ProcessEnv,
  uploadsDir: string,
  openQuery: () => Promise<{ query: Query; close: () => Promise<void> }>,
) {
  const t0 = Date.now();
  const first = await launch(env);
  const { acked, cut, atKill, killAfter } = await writeUntilKilled(first, await signIn(first.base));
  const second = await launch({ ...env, ORPHAN_GRACE_SECONDS: '0' });
  const problems: string[] = [];
  try {
    await Promise.race([second.swept, new Promise((_, reject) => setTimeout(() => reject(new Error('no sweep within 60 s')), 60_000))]);
    problems.push(...(await checkAcked(await signIn(second.base), acked)));
  } finally {
    await stop(second);
  }
  const db = await openQuery();
  try {
    const consistency = await checkConsistency(db.query, uploadsDir);
    problems.push(...consistency.problems);
    const by = (kind: string) => acked.filter((a) => a.kind === kind).length;
    console.log(
      `${label}: killed after ${(killAfter / 1000).toFixed(1)} s; ${acked.length} acknowledged writes ` +
        `(${by('inquiry')} inquiries, ${by('post')} posts, ${by('edi')} EDI records, ${by('application')} applications, ` +
        `${by('contract')} contract application) all there with their files: ${problems.length ? 'NO' : 'yes'}; ` +
        `${atKill} writes in flight at the kill, ${cut} of them cut off; ${consistency.rows} file rows, ${consistency.objects} stored files, ` +
        `half-written: ${consistency.problems.length ? consistency.problems.join('; ') : 'none'} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
  } finally {
    await db.close();
  }
  for (const p of problems.slice(0, 20)) console.error(`  ✘ ${p}`);
  return problems.length === 0;
}

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `portal-crash-${name}-`));

const only = process.env.CRASH_ONLY;
let ok = true;
if (!only || only === 'pglite') {
  const dir = tempDir('pglite');
  try {
    const dataDir = join(dir, 'data');
    ok =
      (await run('PGlite', { DATA_DIR: dataDir, UPLOADS_DIR: join(dir, 'uploads'), DEMO_MODE: '1' }, join(dir, 'uploads'), async () => {
        const pg = await PGlite.create(dataDir);
        return { query: async (text) => (await pg.query<Record<string, unknown>>(text)).rows, close: () => pg.close() };
      })) && ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (!only || only === 'postgres') {
  const dir = tempDir('pg');
  const cluster = await startPgCluster({ durable: true });
  try {
    const env = {
      DATABASE_URL: cluster.url,
      DEMO_MODE: '1',
      DATA_DIR: join(dir, 'data'),
      UPLOADS_DIR: join(dir, 'uploads'),
    };
    ok =
      (await run('PostgreSQL', env, join(dir, 'uploads'), async () => {
        const sql = postgres(cluster.url, { max: 1, onnotice: () => undefined });
        return { query: async (text) => [...(await sql.unsafe(text))] as Record<string, unknown>[], close: () => sql.end({ timeout: 5 }) };
      })) && ok;
  } finally {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(ok ? 0 : 1);
