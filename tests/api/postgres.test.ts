import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, onPostgres } from '../pg/file-database';

// Opening a real PostgreSQL (postgres.js) from scratch: migrations and seed on an empty database, several instances at
// once. In the `api-pg` project it gets an empty database of the run's cluster; in `unit` it runs only when
// TEST_DATABASE_URL names a THROW-AWAY database, whose `public` schema it drops and recreates:
//   TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/portal_test npx vitest run --project unit tests/api/postgres.test.ts
const url = onPostgres() ? await createPgDatabase({ empty: true }) : process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL via DATABASE_URL', () => {
  let mod: {
    app: typeof import('../../src/server/app');
    database: typeof import('../../src/server/runtime/database');
    seed: typeof import('../../src/server/seed');
  };

  beforeAll(async () => {
    const { default: postgres } = await import('postgres');
    const admin = postgres(url!, { max: 1, onnotice: () => undefined });
    await admin.unsafe('drop schema if exists public cascade; create schema public; drop table if exists "__migrations"');
    await admin.end();
    process.env.DATABASE_URL = url;
    process.env.DEMO_MODE = '1';
    mod = {
      app: await import('../../src/server/app'),
      database: await import('../../src/server/runtime/database'),
      seed: await import('../../src/server/seed'),
    };
  });
  afterAll(async () => {
    await mod?.database.closeDb();
    delete process.env.DATABASE_URL;
  });

  it('migrates and seeds once even when several instances start together', async () => {
    const handles = await Promise.all([1, 2, 3].map(() => mod.database.openDatabase({ databaseUrl: url, seed: true })));
    try {
      expect(handles[0]!.kind).toBe('postgres');
      expect(handles[0]!.location).not.toContain('@');
      expect(await mod.seed.seededCounts(handles[0]!.db)).toEqual({ members: 11, terms: 3 });
    } finally {
      for (const h of handles) await h.close();
    }
  });

  it('runs the auth flow and the terms', async () => {
    const req = (path: string, init?: RequestInit) => mod.app.handleApiRequest(new Request(`http://localhost${path}`, init));
    const post = (path: string, body: unknown) =>
      req(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await req('/v1/health')).status).toBe(200);
    const login = await post('/v1/auth/login', { userId: 'demo_partner', password: 'demo1234!', device: null });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const first = (await login.json()) as { refreshToken: string };
    const me = await req('/v1/auth/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({ userId: 'demo_partner', partnerContractStatus: 'INDIVIDUAL' });
    const rotated = await post('/v1/auth/token/refresh', { userId: 'demo_partner', refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { refreshToken: string };
    expect((await post('/v1/auth/token/refresh', { userId: 'demo_partner', refreshToken: first.refreshToken })).status).toBe(401);
    expect((await post('/v1/auth/token/refresh', { userId: 'demo_partner', refreshToken: second.refreshToken })).status).toBe(401);
    expect((await req('/v1/auth/logout', { method: 'POST', headers: { cookie } })).status).toBe(204);
    expect((await req('/v1/auth/me', { headers: { cookie } })).status).toBe(401);
    expect(await (await req('/v1/terms/latest')).text()).toContain('제1조');
  });
});
