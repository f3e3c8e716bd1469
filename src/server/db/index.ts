import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { claimDataDir, releaseDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { fsyncStartParams, pgliteFsyncFromEnv, syncNodefsToDisk } from './pglite-fsync';
import * as schema from './schema';

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives: a folder, `memory://`, or the PostgreSQL host (never the URL with its password). */
  location: string;
  close(): Promise<void>;
  /** PostgreSQL only: LISTEN on a channel (answers how to stop) and NOTIFY it, for notes between instances. */
  listen?(channel: string, onNote: (payload: string) => void): Promise<() => Promise<void>>;
  notify?(channel: string, payload: string): Promise<void>;
}

export interface OpenDbOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database. */
  dataDir?: string;
  /** In-memory PGlite only: start from this data-folder dump (PGlite's dumpDataDir), e.g. one seeded copy per test file. */
  fromDump?: Blob;
}

/**
 * PGlite memory: PostgreSQL's default shared_buffers (128 MB) grows the WASM heap to ≈ 190 MB; 16 MB keeps it at
 * its 128 MB minimum (PGlite refuses an `initialMemory` below that). Measured (Nov 2026, built portal server, RSS
 * after opening the DB and 60 requests): ≈ 570 MB with shared_buffers=128MB, ≈ 450 MB with these settings; the
 * server alone is ≈ 95 MB. Opening also peaks at ≈ 0.9 GB for a moment while V8 optimises PGlite's WASM code;
 * `node --liftoff-only` (V8 baseline compiler only) removes that peak (≈ 390 MB) at no measurable cost here.
 */
export function pgliteStartParams(defaults: readonly string[], fsync = false): string[] {
  const settings = {
    // Every commit writes its WAL before it answers (PostgreSQL's default, kept on purpose: see pglite-fsync.ts).
    synchronous_commit: 'on',
    shared_buffers: process.env.PGLITE_SHARED_BUFFERS ?? '16MB',
    work_mem: '2MB',
    maintenance_work_mem: '16MB',
    temp_buffers: '2MB',
    wal_buffers: '512kB',
  };
  return [
    ...(fsync ? fsyncStartParams(defaults) : defaults),
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

/**
 * Opens and migrates a database; not cached, and not seeded (src/server/runtime/database.ts opens the shared one and
 * seeds it).
 */
export async function openDb(options: OpenDbOptions = {}): Promise<DbHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? './.data', options.fromDump);
  try {
    await migrate(handle.db);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}

async function openPglite(dataDir: string, fromDump?: Blob): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true }); // PGlite does not create missing parent folders
    claimDataDir(dataDir); // one process per folder: a second server, or a restore, is refused while this one runs
  }
  const fsync = pgliteFsyncFromEnv() && !inMemory;
  const loadDataDir = inMemory ? fromDump : undefined;
  const client = await PGlite.create(dataDir, { startParams: pgliteStartParams(PGlite.defaultStartParams, fsync), loadDataDir }).catch(
    (err: unknown) => {
      if (!inMemory) releaseDataDir(dataDir);
      throw err;
    },
  );
  if (fsync) syncNodefsToDisk(client);
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    location: dataDir,
    close: async () => {
      await client.close();
      if (!inMemory) releaseDataDir(dataDir);
    },
  };
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10), onnotice: () => undefined });
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'postgres',
    location: (() => {
      try {
        return new URL(url).host;
      } catch {
        return 'postgres';
      }
    })(),
    close: () => client.end({ timeout: 5 }),
    listen: async (channel, onNote) => {
      const { unlisten } = await client.listen(channel, onNote);
      return async () => void (await unlisten());
    },
    notify: async (channel, payload) => void (await client.notify(channel, payload)),
  };
}

/** A trivial round trip, for the health check. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
