import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPgCluster } from '../../scripts/test/pg-cluster';

// The `api-pg` project: one throw-away PostgreSQL cluster for the whole run, and ONE database migrated and seeded
// as the template every test file copies (tests/api/helpers.ts: `create database … template …`, a fraction of a
// second instead of a migration and a seed per file). The seed's uploads go to a folder each file copies too.

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…/ URL of the cluster's maintenance database (for create database). */
    pgAdminUrl: string;
    /** The migrated and seeded database each test file copies. */
    pgTemplate: string;
    /** The seed's uploads (the template's files). */
    pgTemplateUploads: string;
  }
}

export const TEMPLATE = 'portal_template';

export default async function setup(project: TestProject) {
  const started = Date.now();
  const cluster = await startPgCluster();
  const uploads = mkdtempSync(join(tmpdir(), 'portal-pg-uploads-'));
  try {
    const { default: postgres } = await import('postgres');
    const admin = postgres(cluster.urlFor('postgres'), { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${TEMPLATE}`);
    await admin.end();
    const env = { DATABASE_URL: cluster.urlFor(TEMPLATE), DEMO_MODE: '1', UPLOADS_DIR: uploads, SCRYPT_LOG_N: '10' };
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    try {
      const { openDatabase, dbOptionsFromEnv } = await import('../../src/server/runtime/database');
      const handle = await openDatabase(dbOptionsFromEnv());
      await handle.close();
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  } catch (err) {
    await cluster.stop();
    rmSync(uploads, { recursive: true, force: true });
    throw err;
  }
  console.log(`[api-pg] PostgreSQL on port ${cluster.port}, template migrated and seeded in ${Date.now() - started} ms`);
  project.provide('pgAdminUrl', cluster.urlFor('postgres'));
  project.provide('pgTemplate', TEMPLATE);
  project.provide('pgTemplateUploads', uploads);
  return async () => {
    await cluster.stop();
    rmSync(uploads, { recursive: true, force: true });
  };
}
