// The portal's server. `npm start` (--demo): build when the sources changed, serve the demo (NODE_ENV=production,
// demo mode), warm the database up (migrations + demo data on first start) and print where to go and how to sign in.
// `npm run serve` (or a process manager running this file): the same server in production mode, no demo.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { format, promisify, stripVTControlCharacters } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import compression from 'compression';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasServerSetup, SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';
import { renderQueue } from './render-queue.mjs';
import { discardUnreadRest } from './unread-body.mjs';
import { responseSink } from '../../src/host/paced-body.ts';
import { isHttps, securityHeaders, staticFileCsp } from '../../src/host/security-headers.ts';
import { logger, requestIdFrom, withRequestId } from '../../src/server/runtime/logger.ts';
import { setDrain, shutdownOnSignals } from '../../src/server/runtime/shutdown.ts';
import { isDemoMode, startRefusal } from '../../src/server/runtime/deployment-mode.ts';

// The hardening headers of every answer, as header entries made once (not per request).
const hardeningHeaders = { plain: Object.entries(securityHeaders(false)), https: Object.entries(securityHeaders(true)) };

// A V8 flag must be given on the command line, and malloc reads its environment at start: without the server's flags
// and environment (server-flags.mjs) this script runs itself again with them. NODE_WASM_TIER_UP=1 keeps the defaults.
const buildOnly = process.argv.includes('--build-only');
// `--demo` (what `npm start` passes) is demo mode, the one switch of src/server/runtime/deployment-mode.ts: demo
// accounts, demo providers, a banner on every page. Without it the server is a production server and refuses to start,
// with one message naming what is missing, when a provider or secret is not configured.
if (process.argv.includes('--demo')) process.env.DEMO_MODE = '1';
const refusal = buildOnly ? null : startRefusal();
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}
if (!buildOnly && process.env.NODE_WASM_TIER_UP !== '1' && !hasServerSetup(process.execArgv, process.env)) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...SERVER_NODE_FLAGS, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, ...SERVER_ENV } },
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => {}); // the child does the work
}

const root = fileURLToPath(new URL('../..', import.meta.url));
process.env.NODE_ENV = 'production';
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
process.chdir(root);

const inputs = [
  'src',
  'public',
  'astro.config.mjs',
  'panda.config.ts',
  'postcss.config.mjs',
  'scripts/build/island-recipes.mjs',
  'scripts/build/module-graph.mjs',
  'scripts/build/page-chunk.mjs',
  'scripts/build/recipe-sets.mjs',
  'scripts/build/recipe-runtime-plugin.mjs',
  'scripts/build/unused-tokens.mjs',
  'package-lock.json',
  'tsconfig.json',
];
function fingerprint() {
  const hash = createHash('sha256');
  const walk = (path) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else hash.update(`${path}:${st.size}:${st.mtimeMs}\n`);
  };
  inputs.forEach(walk);
  return hash.digest('hex');
}

// BUILD_DIR (default dist) lets a second copy of the build live beside the usual one (e.g. for benchmarks while
// someone else rebuilds dist/). SERVE_BUILD_AS_IS=1 serves it as it is, without comparing it with the sources, so a
// bench can run an older build beside the current one (scripts/bench/abuse-bench.ts).
const buildDir = join(root, process.env.BUILD_DIR ?? 'dist');
const stampFile = join(buildDir, '.build-stamp');
const entry = join(buildDir, 'server', 'entry.mjs');
const stamp = fingerprint();
const asIs = process.env.SERVE_BUILD_AS_IS === '1' && existsSync(entry);
if (!asIs && (!existsSync(entry) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp)) {
  console.log('소스가 바뀌어 빌드합니다 (astro build)…');
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const built = spawnSync(process.execPath, [astro, 'build', '--outDir', buildDir], { stdio: 'inherit', env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(stampFile, stamp);
}
// `--build-only` (npm test's build step): the same build and stamp, so the servers the tests start do not build again.
if (buildOnly) process.exit(0);

// Every file of the client build (hashed /_astro assets, the font folder, public/) is indexed once at start-up and
// served from memory; any other path goes straight to the renderer. (The adapter's standalone static handler stat()ed
// the disk on every page request: ≈ 0.6 ms each, docs/performance/, "Server".) Hashed assets and the font folder (named
// by a hash of its files) never change under their URL: a year of caching; text is compressed once per file.
const clientDir = join(buildDir, 'client');
const types = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
/** URL path → { path on disk, asset: the promise of its bytes and compressed copies, made on first request }. */
const staticFiles = new Map();
const indexStatic = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) indexStatic(path);
    else staticFiles.set(`/${relative(clientDir, path).split(sep).join('/')}`, { path, asset: null });
  }
};
if (existsSync(clientDir)) indexStatic(clientDir);
const immutable = (path) => path.startsWith('/_astro/') || /^\/fonts\/pretendard-[0-9a-f]{8}\//.test(path);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Reads and compresses a build file once (concurrent first requests share the same work), on the thread pool: brotli
 * at quality 11 of the editor's 440 KB chunk takes seconds, and other requests must not wait for it.
 */
function loadAsset(path, file) {
  file.asset ??= readFile(file.path).then(async (raw) => {
    const type = types[extname(path)] ?? 'application/octet-stream';
    const text = /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);
    const [br, gz] = text
      ? await Promise.all([brotliAsync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(raw, { level: 9 })])
      : [null, null];
    return { raw, type, br, gzip: gz };
  });
  return file.asset;
}

async function serveStatic(req, res, path, file) {
  const asset = await loadAsset(path, file);
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    process.env.COMPRESS === '0' ? null : asset.br && /\bbr\b/.test(accept) ? 'br' : asset.gzip && /\bgzip\b/.test(accept) ? 'gzip' : null;
  const body = encoding ? asset[encoding] : asset.raw;
  res.writeHead(200, {
    'content-type': asset.type,
    'content-length': body.length,
    'cache-control': immutable(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    ...(asset.gzip ? { vary: 'Accept-Encoding' } : {}),
    ...(asset.type.startsWith('image/svg') ? { 'content-security-policy': staticFileCsp } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

// The adapter's request handler (pages and /v1; astro.config.mjs: middleware mode) behind gzip for text responses:
// without it a first visit moved ≈ 5× the bytes of HTML (docs/performance/). COMPRESS=0 turns it off (e.g. behind a
// proxy that compresses). Chunks are not flushed one by one: a page arrives whole, so the browser never paints half
// of it (the login card grew under the reader's eyes when the form island's HTML came in a later chunk: CLS 0.2).
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// From here on whatever writes to the console (Astro's own error reports, libraries) becomes a log line like the
// server's own (src/server/runtime/logger.ts); the start-up lines below are written to the terminal directly.
for (const [method, level] of [
  ['log', 'info'],
  ['info', 'info'],
  ['debug', 'debug'],
  ['warn', 'warn'],
  ['error', 'error'],
]) {
  console[method] = (...args) => logger[level](stripVTControlCharacters(format(...args)));
}
const say = (text) => process.stdout.write(`${text}\n`);
const { handler } = await import(entry);
const compress = process.env.COMPRESS === '0' ? (_req, _res, next) => next() : compression({ threshold: 1024 });
// Rendered responses use gzip even when brotli is accepted: brotli's per-response set-up cost more CPU than it saved
// bytes on pages of a few KiB (measured: /terms ≈ 20 % fewer requests per second with brotli than with gzip). The page
// font files (/fonts/page/) are compressed once by their route, brotli included, off the event loop.
const pageSlot = renderQueue(Number(process.env.RENDER_CONCURRENCY) || 16);
const render = (req, res) => {
  const accept = req.headers['accept-encoding'];
  if (typeof accept === 'string' && !req.url?.startsWith('/fonts/page/'))
    req.headers['accept-encoding'] = accept.replace(/\bbr\b\s*(;[^,]*)?,?/g, '');
  // Pages wait for a render slot (render-queue.mjs); /v1 calls (uploads included) and page fonts do not. A /v1 answer
  // goes out as fast as its client takes it (src/host/paced-body.ts; the sink is made once compression wrapped `write`).
  const api = req.url?.startsWith('/v1/');
  if (api || req.url?.startsWith('/fonts/'))
    compress(req, res, () => handler(req, res, undefined, api ? { responseSink: responseSink(res) } : undefined));
  else pageSlot(req, res, () => compress(req, res, () => handler(req, res)));
};
const badRequest = (res) => {
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Bad request.');
};
// LOG_REQUESTS=1: one line per answer with method, path (no query: it may hold phone numbers), status and time.
const logRequests = process.env.LOG_REQUESTS === '1';
const server = createServer((req, res) => {
  // Every answer carries its request id (a well-formed one from the load balancer, else a new one); the page render
  // and the API run as part of it, so their log lines carry it too.
  const id = requestIdFrom(req.headers['x-request-id']);
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  if (draining) res.setHeader('Connection', 'close');
  // A body the answer came before is read to its end (bounded) before the connection closes (unread-body.mjs).
  discardUnreadRest(req, res);
  inFlight.add(res);
  res.once('close', () => {
    inFlight.delete(res);
    // While stopping, a keep-alive connection is closed as soon as its last answer is out.
    if (draining) setImmediate(() => server.closeIdleConnections());
  });
  if (logRequests) {
    const started = performance.now();
    res.once('finish', () =>
      withRequestId(id, () =>
        logger.info(
          { method: req.method, path: req.url?.split('?')[0], status: res.statusCode, ms: Math.round(performance.now() - started) },
          'request',
        ),
      ),
    );
  }
  withRequestId(id, () => serve(req, res));
});

// An idle keep-alive connection stays open longer than clients and load balancers keep theirs (an ALB's idle timeout
// is 60 s; Node's default is 5 s): otherwise the server may close a connection in the moment a client reuses it, and
// a POST in flight then fails with ECONNRESET instead of an answer. Headers must arrive within the same time.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

function serve(req, res) {
  // Every answer (build files, pages, /v1) carries the hardening headers; pages get their CSP from Astro.
  const https = isHttps(Boolean(req.socket.encrypted), req.headers['x-forwarded-proto']?.toString());
  for (const [name, value] of hardeningHeaders[https ? 'https' : 'plain']) res.setHeader(name, value);
  let path;
  try {
    path = decodeURI(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return badRequest(res);
  }
  // Pages skip the static index without awaiting anything; a build file that cannot be read falls back to the renderer.
  const file = req.method === 'GET' || req.method === 'HEAD' ? staticFiles.get(path) : undefined;
  if (!file) return render(req, res);
  serveStatic(req, res, path, file).catch(() => {
    file.asset = null;
    if (!res.headersSent) render(req, res);
  });
}

// A stop (src/server/runtime/shutdown.ts) first closes the listener (new connections are refused), lets the requests in
// flight finish (their connections close after the answer) and only then closes the database; past the deadline the
// remaining connections are cut.
let draining = false;
/** The answers not yet sent in full. */
const inFlight = new Set();
setDrain(
  (deadline) =>
    new Promise((resolve) => {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      const timer = setTimeout(
        () => {
          logger.warn('requests still in flight at the deadline: their connections are closed');
          server.closeAllConnections();
        },
        Math.max(0, deadline - Date.now()),
      );
      server.close(() => {
        clearTimeout(timer);
        resolve();
      });
      server.closeIdleConnections();
    }),
);
shutdownOnSignals();
await new Promise((resolve, reject) => server.once('error', reject).listen(Number(process.env.PORT), process.env.HOST, resolve));

const url = `http://${process.env.HOST}:${process.env.PORT}`;
const started = Date.now();
for (;;) {
  try {
    const res = await fetch(`${url}/v1/health`);
    if (res.ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() - started > 120_000) {
    process.stderr.write('서버가 2분 안에 준비되지 않았습니다.\n');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}

const accounts = JSON.parse(readFileSync(join(root, 'src', 'server', 'seed', 'demo-accounts.json'), 'utf8'));
const demo = isDemoMode();
say(`\n메디판다 파트너 포털${demo ? ' (체험용 데모)' : ''}: ${url}  (준비 ${((Date.now() - started) / 1000).toFixed(1)}초)`);
if (demo) {
  say('\n데모 계정 (이 서버 밖에서 쓰지 마세요: 비밀번호가 공개되어 있습니다)');
  for (const a of accounts) say(`  ${a.userId.padEnd(15)} ${a.password.padEnd(10)} ${a.label}: ${a.description}`);
  // The staff accounts (운영자) sign in at the console with their second factor, the published demo TOTP secret.
  say(`\n운영자 계정은 ${url}/admin/login 에서 비밀번호 다음에 인증 앱의 6자리 코드로 로그인합니다.`);
  say(
    '  TOTP 비밀키(공개된 데모용): DEMOPORTALSTAFF2 — 인증 앱에 "설정 키 입력"으로 등록하거나, README "운영자 콘솔"의 한 줄 명령으로 계산하세요.',
  );
}
say('\n끝내려면 Ctrl+C');
