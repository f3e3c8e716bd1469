/// <reference types="vite/client" />
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { logger } from '../runtime/logger';
import type { Db } from './index';

// The SQL files written by `npm run db:generate` (drizzle-kit) are imported at build time, so they are part of the
// bundle (Vite, Vitest, Astro) and no folder has to be found at run time. They are applied in file-name order, each
// in the same transaction as its row in the `__migrations` bookkeeping table, under an advisory lock so that several
// instances starting at once against one PostgreSQL do not race.

const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });

export interface Migration {
  id: string;
  hash: string;
  statements: string[];
}

export const migrations: Migration[] = Object.entries(files)
  .map(([path, text]) => ({
    id: path.replace(/^.*\//, '').replace(/\.sql$/, ''),
    hash: createHash('sha256').update(text).digest('hex'),
    statements: text
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean),
  }))
  .sort((a, b) => a.id.localeCompare(b.id));

const LOCK_KEY = 7_302_114_001; // any constant; identifies "partner portal migrations" among advisory locks

/** Applies the migrations that have not run yet; returns their ids. */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(sql`create table if not exists "__migrations" (
      "id" text primary key,
      "hash" text not null,
      "applied_at" timestamp with time zone not null default now()
    )`);
    const done = rowsOf<{ id: string; hash: string }>(await tx.execute(sql`select "id", "hash" from "__migrations"`));
    const doneHashes = new Map(done.map((r) => [r.id, r.hash]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const doneHash = doneHashes.get(migration.id);
      if (doneHash !== undefined) {
        // An applied migration is never run again; editing one is a mistake (write a new one instead).
        if (doneHash !== migration.hash)
          logger.warn({ migration: migration.id }, 'migration changed after it was applied; the change is ignored');
        continue;
      }
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into "__migrations" ("id", "hash") values (${migration.id}, ${migration.hash})`);
      applied.push(migration.id);
    }
    return applied;
  });
}

/** `execute` answers `{ rows }` on PGlite and an array-like on postgres.js. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
