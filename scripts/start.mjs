// `npm start`: build when the sources changed, serve the portal in production mode, warm the embedded
// database up (migrations + demo data on first start) and print where to go and how to sign in.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.NODE_ENV = 'production';
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
process.chdir(root);

const inputs = ['src', 'public', 'astro.config.mjs', 'panda.config.ts', 'postcss.config.cjs', 'package-lock.json', 'tsconfig.json'];
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

const stampFile = join(root, 'dist', '.build-stamp');
const entry = join(root, 'dist', 'server', 'entry.mjs');
const stamp = fingerprint();
if (!existsSync(entry) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  console.log('소스가 바뀌어 빌드합니다 (astro build)…');
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const built = spawnSync(process.execPath, [astro, 'build'], { stdio: 'inherit', env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(stampFile, stamp);
}

await import(entry); // the standalone server listens on HOST:PORT

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
    console.error('서버가 2분 안에 준비되지 않았습니다.');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}

const accounts = JSON.parse(readFileSync(join(root, 'src', 'server', 'db', 'demo-accounts.json'), 'utf8'));
const seeded = !process.env.DATABASE_URL || process.env.SEED_DEMO === '1';
console.log(`\n메디판다 파트너 포털: ${url}  (준비 ${((Date.now() - started) / 1000).toFixed(1)}초)`);
if (seeded) {
  console.log('\n데모 계정');
  for (const a of accounts) console.log(`  ${a.userId.padEnd(13)} ${a.password.padEnd(10)} ${a.label}: ${a.description}`);
}
console.log('\n끝내려면 Ctrl+C');
