import { fetchStaffLogin } from '../staff-code';
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/serve/server-flags.mjs';
import { productionRequirements } from '../../src/server/runtime/deployment-mode';
import { startBuiltServer, type BuiltServer } from './built-server';

// Demo mode is one switch (src/server/runtime/deployment-mode.ts). Without it the built server refuses to start, at once and
// with one message, when a provider or secret is missing, and when it starts it has no demo account, no demo provider,
// no outbox and no demo strip. With it, the outbox is for this machine or the demo editor only.

const root = fileURLToPath(new URL('../..', import.meta.url));
const withoutVitest = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));

/** Runs scripts/serve/start.mjs without demo mode; answers its exit code, its stderr and how long it took. */
function startProduction(env: Record<string, string>): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts', 'serve', 'start.mjs')], {
    cwd: root,
    env: { ...withoutVitest(), ...SERVER_ENV, DEMO_MODE: '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr, ms: Date.now() - started })));
}

describe('production mode without its settings', () => {
  it('exits at once with one message naming every missing setting (embedded database)', async () => {
    const { code, stderr, ms } = await startProduction({ DATA_DIR: join(tmpdir(), 'portal-never-opened') });
    expect(code).toBe(1);
    for (const r of productionRequirements) expect(stderr).toContain(r.variable);
    expect(stderr).toContain('DEMO_MODE=1');
    expect(ms).toBeLessThan(15_000);
  });

  it('does the same on PostgreSQL, before trying the database', async () => {
    const { code, stderr } = await startProduction({ DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal' });
    expect(code).toBe(1);
    expect(stderr.match(/운영 모드로 시작할 수 없습니다/g)).toHaveLength(1);
  });

  it('asks a pure front end (API_BASE_URL) only for what it uses', async () => {
    const { code, stderr } = await startProduction({ API_BASE_URL: 'http://127.0.0.1:1' });
    expect(code).toBe(1);
    expect(stderr).toContain('PAGE_FONT_SECRET');
    expect(stderr).not.toContain('SMS_PROVIDER_MODULE');
  });
});

describe('production mode with its settings', () => {
  let server: BuiltServer;
  let modules: string;
  beforeAll(async () => {
    // Real providers are modules of the deployment; these two answer like one would, without a network.
    modules = mkdtempSync(join(tmpdir(), 'portal-providers-'));
    writeFileSync(join(modules, 'sms.mjs'), "export default () => ({ name: 'test-sms', send: async () => undefined });\n");
    writeFileSync(
      join(modules, 'identity.mjs'),
      [
        'export default () => ({',
        "  name: 'test-identity',",
        "  start: async (certNum) => ({ trCert: 'tr-' + certNum }),",
        "  launchPage: () => new Response('<!doctype html><title>본인인증</title>', { headers: { 'content-type': 'text/html' } }),",
        '  readReturn: async () => null,',
        '});',
        '',
      ].join('\n'),
    );
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    server = await startBuiltServer({
      DEMO_MODE: '',
      SMS_PROVIDER_MODULE: join(modules, 'sms.mjs'),
      IDENTITY_PROVIDER_MODULE: join(modules, 'identity.mjs'),
      AUTH_RSA_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      PAGE_FONT_SECRET: randomBytes(32).toString('base64url'),
    });
  });
  afterAll(async () => {
    await server?.dispose();
    if (modules) rmSync(modules, { recursive: true, force: true });
  });

  it('seeds no demo account and serves no outbox or demo strip, but the terms', async () => {
    const login = await fetch(`${server.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ userId: 'demo_editor', password: 'demo1234!', device: null }),
    });
    expect(login.status).toBe(401);
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(404);
    const terms = await fetch(`${server.url}/terms`);
    expect(terms.status).toBe(200);
    const html = await terms.text();
    expect(html).toContain('이용약관');
    expect(html).not.toContain('data-demo-banner');
    expect(server.lines.join('\n')).not.toContain('데모 계정');
  });
});

describe('demo mode', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server?.dispose());

  const outbox = (headers: Record<string, string> = {}) => fetch(`${server.url}/dev/outbox`, { headers });

  it('says so on every page', async () => {
    for (const path of ['/', '/login', '/terms', '/no-such-page']) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).toContain('data-demo-banner');
    }
  });

  it('shows the outbox to this machine only, or to the signed-in demo editor', async () => {
    expect((await outbox()).status).toBe(200);
    expect((await outbox({ 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    // Behind the proxy, a visitor from elsewhere: the page is not there.
    const away = await outbox({ 'x-forwarded-for': '203.0.113.9' });
    expect(away.status).toBe(404);
    expect(await away.text()).not.toContain('데모 문자함');
    // A client cannot pass for this machine by writing the header: the proxy's own entry is the last one.
    expect((await outbox({ 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).status).toBe(404);
    const login = await fetchStaffLogin(server.url, 'demo_editor', { origin: server.url, 'x-forwarded-for': '203.0.113.9' });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await outbox({ 'x-forwarded-for': '203.0.113.9', cookie })).status).toBe(200);
  });
});
