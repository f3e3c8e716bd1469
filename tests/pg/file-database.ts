import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { DbHandle } from '../../src/server/db';

/** True in the `api-pg` project (a PostgreSQL cluster was started for the run). */
export const onPostgres = (): boolean => Boolean(inject('pgAdminUrl'));

let counter = 0;

/**
 * A new database on the run's PostgreSQL: a copy of the migrated and seeded template, or empty. Returns its URL.
 * Only in the `api-pg` project.
 */
export async function createPgDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) throw new Error('createPgDatabase needs the api-pg project');
  const name = `t_${process.pid}_${Date.now().toString(36)}_${++counter}`;
  const { default: postgres } = await import('postgres');
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${name}${options.empty ? '' : ` template ${inject('pgTemplate')}`}`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * In the `api-pg` project: points this test file's process at its own copy of the template database (DATABASE_URL)
 * and of the seed's uploads (UPLOADS_DIR). Elsewhere it does nothing.
 */
export async function copyPgTemplateWhenProvided(): Promise<void> {
  if (!onPostgres()) return;
  const uploads = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
  cpSync(inject('pgTemplateUploads'), uploads, { recursive: true });
  process.once('exit', () => rmSync(uploads, { recursive: true, force: true }));
  process.env.UPLOADS_DIR = uploads;
  process.env.DATABASE_URL = await createPgDatabase();
}

/**
 * In the `unit` project: this test file's in-memory database starts from the run's seeded dump (PGLITE_DUMP,
 * tests/pg/pglite-template.ts) with its own copy of the seed's uploads (UPLOADS_DIR). Elsewhere it does nothing.
 */
export function copyPgliteTemplateWhenProvided(): void {
  const dump = inject('pgliteDump');
  if (!dump) return;
  const uploads = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
  cpSync(inject('pgliteUploads'), uploads, { recursive: true });
  process.once('exit', () => rmSync(uploads, { recursive: true, force: true }));
  process.env.UPLOADS_DIR = uploads;
  process.env.PGLITE_DUMP = dump;
}

/** Drops this file's copy (after the file closed its connections), so a run never holds a copy per file on disk. */
export async function dropPgCopy(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!onPostgres() || !url) return;
  const { default: postgres } = await import('postgres');
  const admin = postgres(inject('pgAdminUrl'), { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for a test that migrates or seeds on purpose: an empty database on the run's PostgreSQL in
 * the `api-pg` project, a throw-away in-memory PGlite elsewhere. Migrated; seeded when asked.
 */
export async function openOwnDb(options: { seed?: boolean } = {}): Promise<DbHandle> {
  const { openDatabase } = await import('../../src/server/runtime/database');
  const seed = options.seed ?? false;
  return onPostgres()
    ? openDatabase({ databaseUrl: await createPgDatabase({ empty: true }), seed })
    : openDatabase({ dataDir: 'memory://', seed });
}
