import { fetchStaffLogin } from '../staff-code';
import { spawnSync } from 'node:child_process';
import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/test/free-port';
import { startPgCluster, type PgCluster } from '../../scripts/test/pg-cluster';
import { MEMBER_CACHE_MS } from '../../src/server/auth/sessions';
import { pinnedNotices } from '../../src/server/seed/community-data';
import { noticeSeeds } from '../../src/server/seed/content-data';
import { startInstance, type Instance } from './servers';

// Two production servers of the built portal (A and B) on one throw-away PostgreSQL, as behind a load balancer:
// whatever one of them decides about a session, a login throttle, a password re-check or a notice, the other honours.
// They start together, so they also show that migrations and the demo data are applied once.

const root = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'demo1234!';

let cluster: PgCluster | null = null;
let sql: postgres.Sql | null = null;
let uploads = '';
const instances: Instance[] = [];
let A: Instance;
let B: Instance;

// A killed test run still takes its servers and database with it (all synchronous).
const cleanUpNow = () => {
  for (const i of instances) i.kill();
  void cluster?.stop();
};

beforeAll(async () => {
  process.once('exit', cleanUpNow);
  // The build npm test made (or one now, when the sources changed), so the two servers do not both build.
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'serve', 'start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
  cluster = await startPgCluster();
  sql = postgres(cluster.url, { max: 2, onnotice: () => undefined });
  uploads = mkdtempSync(join(tmpdir(), 'portal-two-instances-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const env = {
    DATABASE_URL: cluster.url,
    // The demo accounts and the demo identity and SMS providers, on purpose (src/server/runtime/deployment-mode.ts).
    DEMO_MODE: '1',
    // The shared parts of a deployment: one uploads store, one login key.
    UPLOADS_DIR: uploads,
    DATA_DIR: join(uploads, 'unused'),
    AUTH_RSA_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    SCRYPT_LOG_N: '10',
  };
  const portA = await freePort();
  let portB = await freePort();
  while (portB === portA) portB = await freePort();
  const started = await Promise.allSettled([startInstance('A', portA, env), startInstance('B', portB, env)]);
  for (const s of started) if (s.status === 'fulfilled') instances.push(s.value);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  [A, B] = instances as [Instance, Instance];
});

afterAll(async () => {
  await Promise.allSettled(instances.map((i) => i.stop()));
  await sql?.end({ timeout: 5 });
  await cluster?.stop();
  if (uploads) rmSync(uploads, { recursive: true, force: true });
  process.off('exit', cleanUpNow);
});

// ── HTTP over the loopback ────────────────────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  text: string;
  json: <T>() => T;
  headers: Headers;
}

async function http(server: Instance, path: string, init: { method?: string; json?: unknown; body?: FormData; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
    headers,
    body: init.body ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers, json: <T>() => JSON.parse(text) as T } satisfies Answer;
}

interface Session {
  cookie: string;
  refreshToken: string;
}

async function login(server: Instance, userId: string, password = PASSWORD): Promise<Session> {
  const res = await fetchStaffLogin(server.url, userId, {}, password);
  expect(res.status, `login ${userId} on ${server.name}`).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('access_token='))
    ?.split(';')[0];
  const { refreshToken } = (await res.json()) as { refreshToken: string };
  return { cookie: cookie!, refreshToken };
}

const me = (server: Instance, cookie: string) => http(server, '/v1/auth/me', { cookie });
const refresh = (server: Instance, userId: string, refreshToken: string) =>
  http(server, '/v1/auth/token/refresh', { json: { userId, refreshToken } });
const cookieOf = (res: Answer) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('access_token='))
    ?.split(';')[0] ?? '';

/** Polls `check` until it holds; answers after how many milliseconds, or fails after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// ── the checks ────────────────────────────────────────────────────────────────────────────────────────────────

describe('two instances on one PostgreSQL', () => {
  it('migrated and seeded the database once, although both started together', async () => {
    const migrations = readdirSync(join(root, 'src', 'server', 'db', 'migrations')).filter((f) => f.endsWith('.sql'));
    const [applied] = await sql!`select count(*)::int as n from "__migrations"`;
    expect(applied!.n).toBe(migrations.length);
    // The notices of the customer-service board and those pinned above the two community boards, each once.
    const pinned = Object.values(pinnedNotices).flat().length;
    const [notices] = await sql!`select count(*)::int as n, count(distinct title)::int as titles from board_posts
      where board_type = 'NOTICE'`;
    expect(notices).toEqual({ n: noticeSeeds.length + pinned, titles: noticeSeeds.length + pinned });
    const demo = ['demo_partner', 'demo_org', 'demo_cso', 'demo_member', 'demo_editor'];
    const [accounts] = await sql!`select count(*)::int as n from members where user_id in ${sql!(demo)}`;
    expect(accounts!.n).toBe(5);
    const [dupes] = await sql!`select count(*)::int as n from (select user_id from members group by user_id having count(*) > 1) d`;
    expect(dupes!.n).toBe(0);
  });

  it('honours a session started on A on B, for /v1 and for pages', async () => {
    const { cookie } = await login(A, 'demo_partner');
    const res = await me(B, cookie);
    expect(res.status).toBe(200);
    expect(res.json<{ userId: string }>().userId).toBe('demo_partner');
    const page = await http(B, '/prescriptions', { cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain('강남영업왕'); // the member's nickname
    const signedOut = await http(B, '/prescriptions');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toMatch(/^\/login\?redirectTo=/);
  });

  it('shares the login key: a password encrypted with the key of A signs in on B', async () => {
    const keyA = (await http(A, '/v1/auth/public-key')).json<{ publicKey: string }>().publicKey;
    const keyB = (await http(B, '/v1/auth/public-key')).json<{ publicKey: string }>().publicKey;
    expect(keyB).toBe(keyA);
    const encrypted = publicEncrypt({ key: keyA, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(PASSWORD));
    const res = await http(B, '/v1/auth/login', { json: { userId: 'demo_org', password: encrypted.toString('base64'), device: null } });
    expect(res.status).toBe(200);
  });

  it('revokes the whole chain when a refresh token rotated on A is used again on B', async () => {
    const first = await login(A, 'demo_cso');
    expect((await me(B, first.cookie)).status).toBe(200); // B now remembers this access token for a few seconds
    const rotated = await refresh(A, 'demo_cso', first.refreshToken);
    expect(rotated.status).toBe(200);
    const second = { cookie: cookieOf(rotated), refreshToken: rotated.json<{ refreshToken: string }>().refreshToken };
    expect((await me(A, second.cookie)).status).toBe(200);
    expect((await me(B, second.cookie)).status).toBe(200);

    const reused = await refresh(B, 'demo_cso', first.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.json<{ code: string }>().code).toBe('INVALID_REFRESH_TOKEN');
    // The new pair from A is dead too, on both instances (A learns it from B's note, not after its cache time).
    expect((await refresh(A, 'demo_cso', second.refreshToken)).status).toBe(401);
    const ms = await within(MEMBER_CACHE_MS / 2, async () => (await me(A, second.cookie)).status === 401);
    console.log(`[two instances] A dropped the revoked session ${ms} ms after B revoked it`);
    expect((await me(B, second.cookie)).status).toBe(401);
    expect((await me(B, first.cookie)).status).toBe(401);
  });

  it('counts wrong passwords on A and B together for the login throttle', async () => {
    // Five free failures per account on a client (LOGIN_RATE_LIMIT's default); then each attempt waits 1 s, 2 s, …
    // Counted per instance, alternating would allow ten. A very slow machine may let the 1 s wait pass between two
    // attempts (one more failure, a longer wait), hence "within two more".
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8 && !statuses.includes(429); attempt++) {
      const server = attempt % 2 === 0 ? A : B;
      const res = await http(server, '/v1/auth/login', { json: { userId: 'nobody_here', password: 'wrong-password', device: null } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(5);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(7);
  });

  it('shows a notice published through A on B at once (notices are not cached), its attachment included', async () => {
    const editor = await login(A, 'demo_editor');
    const title = `두 서버 공지 ${Date.now()}`;
    const form = new FormData();
    const request = {
      boardType: 'NOTICE',
      title,
      content: '<p>A에서 올리고 B에서 읽습니다.</p>',
      noticeProperties: { noticeType: 'POLICY', drugCompany: '보령', fixedTop: false },
      isExposed: true,
    };
    form.append('request', new Blob([JSON.stringify(request)], { type: 'application/json' }));
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    form.append('files', new File([pdf], '두서버.pdf', { type: 'application/pdf' }));
    const created = await http(A, '/v1/boards', { body: form, cookie: editor.cookie });
    expect(created.status).toBe(201);
    const id = Number(created.text);

    const partner = await login(B, 'demo_partner');
    const detail = await http(B, `/v1/boards/${id}`, { cookie: partner.cookie });
    expect(detail.status).toBe(200);
    const post = detail.json<{ title: string; attachments: { fileUrl: string }[] }>();
    expect(post.title).toBe(title);
    const list = await http(B, '/v1/boards?boardType=NOTICE&size=100', { cookie: partner.cookie });
    expect(list.json<{ content: { id: number }[] }>().content.map((p) => p.id)).toContain(id);
    const page = await http(B, `/customer-service/notice/${id}`, { cookie: partner.cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(title);
    // The file A stored is served by B (one uploads store).
    const file = await fetch(`${B.url}${post.attachments[0]!.fileUrl}`, { headers: { cookie: partner.cookie } });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);

    // Unpublished through B: gone from A at once.
    const hidden = await http(B, `/v1/boards/${id}/exposure`, { method: 'PUT', json: { isExposed: false }, cookie: editor.cookie });
    expect(hidden.status).toBe(200);
    expect((await http(A, `/v1/boards/${id}`, { cookie: partner.cookie })).status).toBe(404);
  });

  it('keeps the password re-check of my page with the session on both, and a sign-out on A holds on B', async () => {
    const session = await login(A, 'demo_member');
    const checked = async (server: Instance, cookie = session.cookie) =>
      (await http(server, '/v1/members/me/password-check', { cookie })).json<{ checked: boolean }>().checked;
    expect(await checked(B)).toBe(false);
    const guarded = await http(B, '/mypage/info', { cookie: session.cookie });
    expect(guarded.status).toBe(302);
    expect(guarded.headers.get('location')).toMatch(/^\/mypage\/guard\?next=/);

    const recheck = await http(A, '/v1/members/check-password', { json: { password: PASSWORD }, cookie: session.cookie });
    expect(recheck.json<boolean>()).toBe(true);
    expect(await checked(B)).toBe(true);
    expect((await http(B, '/mypage/info', { cookie: session.cookie })).status).toBe(200);
    // It belongs to that session: another login of the same member (on B) is asked again.
    const other = await login(B, 'demo_member');
    expect(await checked(B, other.cookie)).toBe(false);
    expect(await checked(A, other.cookie)).toBe(false);

    // Sign out on A while B remembers the session: B refuses it at once, pages and /v1.
    expect((await me(B, session.cookie)).status).toBe(200);
    expect((await http(A, '/v1/auth/logout', { method: 'POST', cookie: session.cookie })).status).toBe(204);
    const ms = await within(MEMBER_CACHE_MS / 2, async () => (await me(B, session.cookie)).status === 401);
    console.log(`[two instances] B dropped the signed-out session ${ms} ms after the sign-out on A`);
    const page = await http(B, '/mypage/info', { cookie: session.cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/login\?redirectTo=/);
    expect((await http(B, '/v1/members/me/password-check', { cookie: session.cookie })).status).toBe(401);
    expect((await refresh(B, 'demo_member', session.refreshToken)).status).toBe(401);
    // The other login is untouched.
    expect((await me(A, other.cookie)).status).toBe(200);
  });
});
