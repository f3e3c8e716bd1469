// `npm run bench:durability`: what syncing every commit to the disk (PGLITE_FSYNC=1) costs the embedded database.
// Prints single-row commits per second of PGlite alone, and acknowledged 1:1 inquiries with a PDF attachment per
// second through the built server (8 concurrent writers for 15 s), without and with the setting.
//   DURABILITY_BENCH_SECONDS=15
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fsyncStartParams, syncNodefsToDisk } from '../../src/server/db/pglite-fsync.ts';
import { inquiry, login } from '../test/crash-writes.ts';
import { freePort } from '../test/free-port.ts';
import { startServer } from './perf-server.ts';

const seconds = Number(process.env.DURABILITY_BENCH_SECONDS ?? 15);

async function commitsPerSecond(fsync: boolean): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-bench-'));
  const client = await PGlite.create(join(dir, 'data'), {
    startParams: fsync ? fsyncStartParams(PGlite.defaultStartParams) : PGlite.defaultStartParams,
  });
  try {
    if (fsync) syncNodefsToDisk(client);
    await client.exec('create table t (id serial primary key, body text)');
    const n = 2000;
    const started = performance.now();
    for (let i = 0; i < n; i++) await client.query('insert into t (body) values ($1)', ['x'.repeat(200)]);
    return n / ((performance.now() - started) / 1000);
  } finally {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function inquiriesPerSecond(fsync: boolean): Promise<number> {
  process.env.PGLITE_FSYNC = fsync ? '1' : '0';
  const server = await startServer({ port: await freePort(), dataDir: '.data-durability-bench' });
  try {
    const session = { base: server.url, cookies: { demo_org: await login(server.url, 'demo_org') } };
    const until = Date.now() + seconds * 1000;
    let n = 0;
    const worker = async () => {
      while (Date.now() < until) await inquiry(session, n++);
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 8 }, worker));
    return n / ((performance.now() - started) / 1000);
  } finally {
    await server.stop();
  }
}

for (const fsync of [false, true]) {
  const label = fsync ? 'PGLITE_FSYNC=1' : 'default       ';
  console.log(`${label}: ${(await commitsPerSecond(fsync)).toFixed(0)} commits/s (PGlite alone, single-row inserts)`);
  console.log(`${label}: ${(await inquiriesPerSecond(fsync)).toFixed(1)} inquiries with a PDF/s (built server, 8 writers, ${seconds} s)`);
}
