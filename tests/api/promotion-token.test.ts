import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_TOKEN_SECONDS } from '../../src/server/auth/promotion-tokens';
import { promotionTokens } from '../../src/server/db/schema';
import { MEMBER_BUDGETS, REQUEST_BUDGETS } from '../../src/server/http/request-budgets';
import { getDb } from '../../src/server/runtime/database';
import { call, login } from './helpers';

// The promotion handshake: a signed-in member gets a one-time token; a promotion page's server redeems it once for the
// member's login id and name.

const from = (clientAddress: string) => ({ clientAddress });
const issue = (cookie: string | null, env?: { clientAddress: string }) => call('/v1/auth/promotion-token', { method: 'POST', cookie, env });
const redeem = (token: unknown, env = from('192.0.2.10')) => call('/v1/auth/promotion-token/redeem', { json: { token }, env });

async function tokenOf(userId: string) {
  const { cookie } = await login(userId);
  const res = await issue(cookie);
  expect(res.status).toBe(200);
  return { cookie, body: (await res.json()) as { token: string; expiresAt: number } };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('POST /v1/auth/promotion-token', () => {
  it('gives a signed-in member an opaque 256-bit token for a few minutes, stored only as a hash', async () => {
    const before = Date.now();
    const { body } = await tokenOf('demo_member');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + PROMOTION_TOKEN_SECONDS * 1000 - 1000);
    expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + PROMOTION_TOKEN_SECONDS * 1000);
    const db = await getDb();
    const hash = createHash('sha256').update(body.token).digest('base64url');
    const rows = await db.select().from(promotionTokens).where(eq(promotionTokens.tokenHash, hash));
    expect(rows).toHaveLength(1);
    const all = await db.select({ tokenHash: promotionTokens.tokenHash }).from(promotionTokens);
    expect(all.some((r) => r.tokenHash === body.token)).toBe(false);
  });

  it('every kind of member may ask; each call gives a new token; the answer is never stored', async () => {
    for (const who of ['demo_member', 'demo_cso', 'demo_partner', 'demo_editor']) {
      const { cookie } = await login(who);
      const [a, b] = [await issue(cookie), await issue(cookie)];
      expect(a.headers.get('cache-control')).toBe('no-store');
      expect(((await a.json()) as { token: string }).token).not.toBe(((await b.json()) as { token: string }).token);
    }
  });

  it('refuses a visitor without a session (401) and creates nothing', async () => {
    const db = await getDb();
    const count = (await db.select().from(promotionTokens)).length;
    expect((await issue(null)).status).toBe(401);
    expect((await issue('access_token=made-up')).status).toBe(401);
    expect((await db.select().from(promotionTokens)).length).toBe(count);
  });

  it(`is limited to ${MEMBER_BUDGETS.promotionToken.member} a minute per member, whatever the address`, async () => {
    vi.stubEnv('PUBLIC_RATE_LIMIT', '');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.UTC(2032, 0, 1, 0, 1, 5)) });
    const { cookie } = await login('demo_org');
    for (let i = 0; i < MEMBER_BUDGETS.promotionToken.member; i++)
      expect((await issue(cookie, from(`198.51.100.${i + 1}`))).status, `request ${i + 1}`).toBe(200);
    const refused = await issue(cookie, from('203.0.113.99'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member is served.
    const other = await login('demo_cso');
    expect((await issue(other.cookie, from('203.0.113.99'))).status).toBe(200);
  });
});

describe('POST /v1/auth/promotion-token/redeem', () => {
  it('answers the login id and name only, once', async () => {
    const { body } = await tokenOf('demo_partner');
    const first = await redeem(body.token);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const member = (await first.json()) as Record<string, unknown>;
    expect(Object.keys(member).sort()).toEqual(['name', 'userId']);
    expect(member.userId).toBe('demo_partner');
    expect(typeof member.name).toBe('string');
    expect((member.name as string).length).toBeGreaterThan(0);
    const again = await redeem(body.token);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { code: string }).code).toBe('NOT_FOUND');
  });

  it('needs no session, and two redeems at once give the member to one of them', async () => {
    const { body } = await tokenOf('demo_cso');
    const answers = await Promise.all([redeem(body.token), redeem(body.token), redeem(body.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404, 404]);
  });

  it('an unknown, expired or tampered token is 404, the same answer each time', async () => {
    const { body } = await tokenOf('demo_member');
    const tampered = body.token.slice(0, -1) + (body.token.endsWith('A') ? 'B' : 'A');
    const unknown = await redeem('A'.repeat(43));
    const changed = await redeem(tampered);
    expect([unknown.status, changed.status]).toEqual([404, 404]);
    expect(await unknown.json()).toEqual(await changed.json());
    const expired = await tokenOf('demo_member');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.now() + PROMOTION_TOKEN_SECONDS * 1000 + 1000) });
    expect((await redeem(expired.body.token)).status).toBe(404);
    vi.useRealTimers();
    // The first token was never redeemed and is still live.
    expect((await redeem(body.token)).status).toBe(200);
  });

  it('refuses a missing, long or malformed token (400) and a body that is not an object', async () => {
    for (const token of [undefined, '', 'x'.repeat(101), 'a b', '../../etc', 42])
      expect((await redeem(token)).status, String(token)).toBe(400);
    expect((await call('/v1/auth/promotion-token/redeem', { body: '"token"' })).status).toBe(400);
  });

  it('refuses a browser page of another site (Origin), but not a server without one', async () => {
    const { body } = await tokenOf('demo_member');
    const browser = await call('/v1/auth/promotion-token/redeem', {
      json: { token: body.token },
      headers: { origin: 'https://medipanda.co.kr' },
    });
    expect(browser.status).toBe(403);
    expect((await redeem(body.token)).status).toBe(200);
  });

  it(`is limited to ${REQUEST_BUDGETS.promotionRedeem.client} a minute per client address`, async () => {
    vi.stubEnv('PUBLIC_RATE_LIMIT', '');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.UTC(2032, 0, 1, 0, 2, 5)) });
    for (let i = 0; i < REQUEST_BUDGETS.promotionRedeem.client; i++)
      expect((await redeem(`guess${i}`, from('198.51.100.77'))).status).toBe(404);
    const refused = await redeem('guess-last', from('198.51.100.77'));
    expect(refused.status).toBe(429);
    expect((await redeem('guess-other', from('203.0.113.77'))).status).toBe(404);
  });

  it('a withdrawn member is not redeemed', async () => {
    const { body } = await tokenOf('demo_rejected');
    const db = await getDb();
    const { members } = await import('../../src/server/db/schema');
    await db.update(members).set({ withdrawnAt: new Date() }).where(eq(members.userId, 'demo_rejected'));
    expect((await redeem(body.token)).status).toBe(404);
  });
});
