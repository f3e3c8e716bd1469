import type { APIContext } from 'astro';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as health } from '../../src/pages/health';
import { GET as ready } from '../../src/pages/ready';
import { getDb } from '../../src/server/runtime/database';
import { migrations, rowsOf } from '../../src/server/db/migrate';
import { accessFor } from '../../src/lib/route-rules';
import './helpers';

// The probes at the site root: /health answers while the process lives, /ready only when the database answers and
// every migration of this build is applied (503 with the reason otherwise). Both are public routes.

const context = {} as APIContext;

describe('/health and /ready', () => {
  it('are public routes', () => {
    expect(accessFor('/health')).toBe('public');
    expect(accessFor('/ready')).toBe('public');
  });

  it('/health answers ok', async () => {
    const res = await health(context);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/ready answers 200 when migrated and 503 with the reason when a migration is missing', async () => {
    expect((await ready(context)).status).toBe(200);
    const db = await getDb();
    const last = migrations.at(-1)!;
    const [row] = rowsOf<{ hash: string; applied_at: string }>(
      await db.execute(sql`delete from "__migrations" where "id" = ${last.id} returning "hash", "applied_at"`),
    );
    try {
      const res = await ready(context);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', reason: `migrations not applied: ${last.id}` });
    } finally {
      await db.execute(sql`insert into "__migrations" ("id", "hash", "applied_at") values (${last.id}, ${row!.hash}, ${row!.applied_at})`);
    }
    expect((await ready(context)).status).toBe(200);
  });
});
