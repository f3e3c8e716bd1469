import { readFileSync } from 'node:fs';
import { shareSessionForgets } from '../auth/session-notes';
import { openDb, type Db, type DbHandle, type OpenDbOptions } from '../db';
import { configureStorage } from '../files/storage';
import { scheduleUploadCleanup } from '../files/upload-cleanup';
import { scheduleComplianceReminders } from '../compliance/reminders';
import { describeError } from '../http';
import { seedBaseData, seedDemoData } from '../seed';
import { isDemoMode } from './deployment-mode';
import { logger, outsideRequests } from './logger';
import { onShutdown, shutdownOnSignals } from './shutdown';

// The shared database of this process: the storage is chosen, the database opened, migrated and seeded on first use,
// the notes between instances joined, the hourly cleanup started and the close registered with the shutdown.

export interface DatabaseOptions extends OpenDbOptions {
  /** Seed the demo accounts and data (demo mode); the terms documents are seeded either way (idempotent). */
  seed?: boolean;
}

/** Opens, migrates and seeds a database; not cached, see getDb for the shared one. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DbHandle> {
  const handle = await openDb(options);
  try {
    await (options.seed ? seedDemoData(handle.db) : seedBaseData(handle.db));
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}

/** The settings of the shared database, from the environment. */
export function dbOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  const databaseUrl = env.DATABASE_URL || undefined;
  // Tests never touch ./.data: under Vitest the default is an in-memory database.
  const dataDir = env.DATA_DIR || (env.VITEST ? 'memory://' : './.data');
  // Demo accounts and data exist only in demo mode (deployment-mode.ts), whatever the database.
  const options: DatabaseOptions = { databaseUrl, dataDir, seed: isDemoMode(env) };
  // An in-memory database may start from a dump of one already migrated and seeded (the unit tests: one seed per run,
  // not one per test file; tests/pg/pglite-template.ts).
  if (env.PGLITE_DUMP && !databaseUrl && dataDir.startsWith('memory://')) options.fromDump = new Blob([readFileSync(env.PGLITE_DUMP)]);
  return options;
}

let opening: Promise<DbHandle> | null = null;
/** The storage is chosen first (the demo seed already writes files), then the database opens. */
const openFromEnv = () => configureStorage().then(() => openDatabase(dbOptionsFromEnv()));
// The hourly rounds of this process: upload cleanup (with the retention sweeps: records, notifications) and compliance
// reminders.
let stopTimers: (() => void) | null = null;
let leaveSessionNotes: (() => Promise<void>) | null = null;

/** The shared database of this process, opened, migrated and seeded on first use. A failed open is not cached. */
export function getDbHandle(): Promise<DbHandle> {
  if (!opening) {
    const started = Date.now();
    // Shared by every request to come: its log lines and its hourly cleanup belong to none of them.
    opening = outsideRequests(() =>
      openFromEnv().then(
        async (handle) => {
          leaveSessionNotes = await shareSessionForgets(handle);
          // The database closes once, after the requests in flight (shutdown.ts).
          onShutdown(closeDb);
          shutdownOnSignals();
          if (!process.env.VITEST) {
            const stopCleanup = scheduleUploadCleanup(handle.db);
            const stopReminders = scheduleComplianceReminders(handle.db);
            stopTimers = () => (stopCleanup(), stopReminders());
          }
          logger.info({ kind: handle.kind, location: handle.location, ms: Date.now() - started }, 'database ready');
          return handle;
        },
        (err: unknown) => {
          opening = null;
          logger.error({ error: describeError(err) }, 'could not open the database');
          throw err;
        },
      ),
    );
  }
  return opening;
}

export const getDb = (): Promise<Db> => getDbHandle().then((h) => h.db);

/** Resolves when the shared database is open, migrated and seeded. */
export const ready = (): Promise<void> => getDbHandle().then(() => undefined);

/** Closes the shared database (if open); the next getDb opens it again. */
export async function closeDb(): Promise<void> {
  const current = opening;
  opening = null;
  stopTimers?.();
  stopTimers = null;
  await leaveSessionNotes?.();
  leaveSessionNotes = null;
  if (!current) return;
  const handle = await current.catch(() => null);
  await handle?.close();
}
