import { afterAll, beforeAll } from 'vitest';
import { copyPgliteTemplateWhenProvided, copyPgTemplateWhenProvided, dropPgCopy } from '../pg/file-database';
import { app } from '../../src/server/app';
import { closeDb, getDb } from '../../src/server/runtime/database';
import type { AppBindings } from '../../src/server/http';
import { eq } from 'drizzle-orm';
import { members, staffSecondFactors } from '../../src/server/db/schema';
import { DEMO_STAFF_TOTP_SECRET } from '../../src/server/seed/staff';
import { totpCode } from '../../src/server/staff/totp';

// Every test file gets its own module graph, hence its own database (never ./.data): in-memory PGlite started from
// the run's seeded dump in the `unit` project, a copy of the migrated and seeded template on the run's PostgreSQL in
// the `api-pg` project.
process.env.DATA_DIR = 'memory://';
delete process.env.DATABASE_URL;
copyPgliteTemplateWhenProvided();
await copyPgTemplateWhenProvided();

// Open, migrate and seed the database once per file in a hook (60 s limit), so no test's own 20 s limit pays for it
// on a loaded machine.
beforeAll(async () => {
  await getDb();
});
afterAll(async () => {
  await closeDb();
  await dropPgCopy();
});

export const ORIGIN = 'http://localhost';

export interface JsonInit {
  method?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  cookie?: string | null;
  /** Bindings the host passes (Astro: the client address). */
  env?: AppBindings;
}

/** Drives the Hono app in-process, like the Astro catch-all does. */
export function call(path: string, init: JsonInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.json !== undefined || init.body !== undefined) headers['content-type'] ??= 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  return Promise.resolve(
    app.request(
      `${ORIGIN}${path}`,
      {
        method: init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET'),
        headers,
        body: init.body ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
      },
      init.env,
    ),
  );
}

/** The `name=value` part of the access cookie a response sets (for the next request's Cookie header). */
export function accessCookie(res: Response): string | null {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  return header ? (header.split(';')[0] ?? null) : null;
}

/**
 * Signs in. A staff account's login answers a challenge: the helper then sends the demo secret's code as the second
 * step, as the console does. A test signs in far more often than one code per 30 seconds allows, so the helper first
 * forgets the last accepted step (tests/api/staff-sign-in.test.ts proves a replayed code is refused).
 */
export async function login(userId: string, password = 'demo1234!', init: JsonInit = {}) {
  const first = await call('/v1/auth/login', { ...init, json: { userId, password, device: null } });
  let res = first;
  const firstBody = (await first
    .clone()
    .json()
    .catch(() => null)) as { secondFactorRequired?: boolean; challenge?: string } | null;
  if (first.status === 200 && firstBody?.secondFactorRequired) {
    await forgetLastStep(userId);
    res = await call('/v1/auth/second-factor', {
      ...init,
      json: { challenge: firstBody.challenge, code: totpCode(DEMO_STAFF_TOTP_SECRET) },
    });
  }
  const body = (await res.json()) as { accessToken: string; refreshToken: string; deviceUuid: string | null };
  return { res, body, cookie: accessCookie(res) };
}

/** Lets a staff account's code of this 30-second step be accepted again (tests sign in many times a step). */
export async function forgetLastStep(userId: string) {
  const db = await getDb();
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  if (member) await db.update(staffSecondFactors).set({ lastStep: 0 }).where(eq(staffSecondFactors.memberId, member.id));
}
