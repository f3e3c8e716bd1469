import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

// The `unit` project's API tests: ONE in-memory PGlite migrated and seeded for the whole run, dumped to a file that
// every test file starts its own database from (tests/api/helpers.ts sets PGLITE_DUMP; runtime/database.ts loads it),
// with a copy of the seed's uploads. A file thus gets the same fresh demo database as before without paying for a
// migration and a seed of its own.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumpDataDir tarball of the migrated and seeded database. */
    pgliteDump: string;
    /** The seed's uploads (the dump's files). */
    pgliteUploads: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
  const uploads = join(dir, 'uploads');
  const dump = join(dir, 'seeded.tar');
  const env = { DEMO_MODE: '1', UPLOADS_DIR: uploads, SCRYPT_LOG_N: '10' };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    const { openDatabase } = await import('../../src/server/runtime/database');
    const { getStorage } = await import('../../src/server/files/storage');
    getStorage(); // the seed's files go to UPLOADS_DIR
    const handle = await openDatabase({ dataDir: 'memory://', seed: true });
    const client = (handle.db as unknown as { $client: { dumpDataDir(c?: 'none'): Promise<Blob> } }).$client;
    writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await handle.close();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  console.log(`[unit] embedded database migrated, seeded and dumped once in ${Date.now() - started} ms`);
  project.provide('pgliteDump', dump);
  project.provide('pgliteUploads', uploads);
  return () => rmSync(dir, { recursive: true, force: true });
}
