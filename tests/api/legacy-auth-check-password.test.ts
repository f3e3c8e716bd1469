import { beforeEach, describe, expect, it } from 'vitest';
import type { PasswordRecheck } from '../../src/api/types';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { getDb } from '../../src/server/runtime/database';
import { logger, onLogLine, prettyLine } from '../../src/server/runtime/logger';
import { handleApiRequest } from '../../src/server/app';
import { sql } from 'drizzle-orm';
import { call, ORIGIN } from './helpers';
import { asJson, newMember, PASSWORD, session } from './my-page-helpers';

// The old app's password re-check: `POST /v1/members/check-password?password=…` without a body, answered with the
// contract's bare boolean, beside our JSON form; the same guess limits and re-check bookkeeping; and the password in
// the URL never reaches the log.

beforeEach(async () => resetLoginAttempts(await getDb()));

const legacyCheck = (cookie: string | null, password: string, env = { clientAddress: '10.27.0.1' }) =>
  call(`/v1/members/check-password?password=${encodeURIComponent(password)}`, { method: 'POST', cookie, headers: { origin: ORIGIN }, env });
const status = async (cookie: string) => (await (await call('/v1/members/me/password-check', { cookie })).json()) as PasswordRecheck;

async function logged<T>(work: () => Promise<T>): Promise<{ result: T; text: string }> {
  const lines: string[] = [];
  const stop = onLogLine((line) => lines.push(line));
  try {
    return { result: await work(), text: lines.join('') };
  } finally {
    stop();
  }
}

describe('the legacy query form', () => {
  it('answers a bare true for the right password and marks the session re-checked', async () => {
    const { cookie } = await session(await newMember());
    const res = await legacyCheck(cookie, PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('true');
    expect((await status(cookie)).checked).toBe(true);
  });

  it('answers a bare false for a wrong password and re-checks nothing', async () => {
    const { cookie } = await session(await newMember());
    const res = await legacyCheck(cookie, 'not-the-password');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('false');
    expect((await status(cookie)).checked).toBe(false);
  });

  it('is for members only, refuses an empty or repeated password, and our JSON form answers as before', async () => {
    expect((await legacyCheck(null, PASSWORD)).status).toBe(401);
    const { cookie } = await session(await newMember());
    expect((await legacyCheck(cookie, '')).status).toBe(400);
    const twice = await call(`/v1/members/check-password?password=a&password=b`, { method: 'POST', cookie });
    expect(twice.status).toBe(400);
    const ours = await asJson(cookie, '/v1/members/check-password', 'POST', { password: PASSWORD });
    expect(ours.status).toBe(200);
    expect(await ours.json()).toBe(true);
    expect((await asJson(cookie, '/v1/members/check-password', 'POST')).status).toBe(400);
  });

  it('counts wrong guesses with our form: past the limit both forms answer 429', async () => {
    const { cookie } = await session(await newMember());
    const env = { clientAddress: '10.27.0.9' };
    for (let i = 0; i < 3; i += 1) expect(await (await legacyCheck(cookie, `wrong-${i}`, env)).json()).toBe(false);
    for (let i = 0; i < 2; i += 1)
      expect(await (await asJson(cookie, '/v1/members/check-password', 'POST', { password: `bad-${i}` }, { env })).json()).toBe(false);
    const legacy = await legacyCheck(cookie, PASSWORD, env);
    expect(legacy.status).toBe(429);
    expect(legacy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await asJson(cookie, '/v1/members/check-password', 'POST', { password: PASSWORD }, { env })).status).toBe(429);
    expect((await status(cookie)).checked).toBe(false);
  });
});

describe('the password in the URL and the log', () => {
  const secret = 'Leak-Me-7c1f9e!';

  it('never writes it, in a request that fails with a 500 and in any line that carries the URL', async () => {
    const { cookie } = await session(await newMember());
    const db = await getDb();
    await db.execute(sql`alter table "login_throttles" rename to "login_throttles_moved"`);
    try {
      const { result: res, text } = await logged(() =>
        handleApiRequest(
          new Request(`${ORIGIN}/v1/members/check-password?password=${encodeURIComponent(secret)}`, {
            method: 'POST',
            headers: { cookie, origin: ORIGIN },
          }),
          { clientAddress: '10.27.0.3' },
        ),
      );
      expect(res.status).toBe(500);
      expect(text).toContain('request failed');
      expect(text).not.toContain(secret);
      expect(text).not.toContain(encodeURIComponent(secret));
    } finally {
      await db.execute(sql`alter table "login_throttles_moved" rename to "login_throttles"`);
    }
  });

  it('redacts every password parameter of a URL written in a message, a field or an error (pretty lines too)', async () => {
    const url = `${ORIGIN}/v1/members/check-password?userId=x&password=${encodeURIComponent(secret)}&newPassword=${secret}#top`;
    const nested = `/login?next=${encodeURIComponent(`/v1/members/check-password?password=${secret}`)}`;
    const { text } = await logged(async () => {
      logger.warn({ url, nested }, `POST ${url}`);
      logger.error({ error: new Error(`fetch failed: ${url}`).message }, 'outgoing call failed');
    });
    expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(secret));
    expect(text).toContain('password=[redacted]');
    expect(text).toContain('newPassword=[redacted]');
    expect(text).toContain('userId=x');
    for (const line of text.trim().split('\n')) expect(prettyLine(line)).not.toContain(secret);
  });
});
