import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_AGE_S, withSharedCache } from '../../src/host/shared-cache';
import {
  announceForgetsWith,
  applyForgetNote,
  forgetMember,
  hashToken,
  MEMBER_CACHE_MS,
  memberForAccessToken,
} from '../../src/server/auth/sessions';
import { CATALOGUE_TTL_MS } from '../../src/host/catalogue-cache';
import { getDb } from '../../src/server/runtime/database';
import { accessSessions } from '../../src/server/db/schema';
import { RECHECK_MINUTES } from '../../src/server/my-page/recheck';
import { call, login } from './helpers';

// What each server process keeps to itself (docs/instances.md): the lifetimes the table states, and the notes that let
// another instance drop a session at once.

const instances = readFileSync(new URL('../../docs/instances.md', import.meta.url), 'utf8');
const row = (start: string) => instances.split('\n').find((line) => line.trimStart().startsWith(`| ${start}`)) ?? '';

afterEach(() => announceForgetsWith(null));

describe('per-process caches', () => {
  it('keep what docs/instances.md says', async () => {
    expect(MEMBER_CACHE_MS).toBe(5_000);
    expect(row('Member behind an access token')).toContain('5 s per token');
    expect(MAX_AGE_S).toBe(300);
    expect(row('Public /v1 answers')).toContain('at most 300 s');
    const terms = await call('/v1/terms/latest');
    expect(terms.headers.get('cache-control')).toBe('public, max-age=300');
    expect(row('Public /v1 answers')).toContain('latest 300 s');
    expect(CATALOGUE_TTL_MS).toBe(60_000);
    expect(row('Catalogue browse pages')).toContain('60 s (`CATALOGUE_CACHE_TTL_MS`), ≤ 200 keys each');
    expect(RECHECK_MINUTES).toBe(10);
    expect(instances).toContain('password re-checks (10 minutes per session)');
  });

  it('keep a day-long public answer for 300 s at most', async () => {
    let now = 0;
    const upstream = vi.fn(async () => new Response('x', { headers: { 'cache-control': 'public, max-age=86400' } }));
    const cached = withSharedCache(upstream as unknown as typeof fetch, () => now);
    await cached('http://api/terms/1');
    now = MAX_AGE_S * 1000 - 1;
    await cached('http://api/terms/1');
    expect(upstream).toHaveBeenCalledTimes(1);
    now = MAX_AGE_S * 1000 + 1;
    await cached('http://api/terms/1');
    expect(upstream).toHaveBeenCalledTimes(2);
  });
});

describe('session notes between instances', () => {
  it('a note from another instance drops a session this one remembers', async () => {
    const db = await getDb();
    const { body } = await login('demo_partner');
    expect((await memberForAccessToken(db, body.accessToken))?.userId).toBe('demo_partner');
    // Revoked behind this process's back (as another instance would): it still remembers the session ...
    const [session] = await db
      .update(accessSessions)
      .set({ revokedAt: new Date() })
      .where(eq(accessSessions.tokenHash, hashToken(body.accessToken)))
      .returning({ familyId: accessSessions.familyId });
    expect((await memberForAccessToken(db, body.accessToken))?.userId).toBe('demo_partner');
    // ... until the note arrives.
    applyForgetNote(`family:${session!.familyId}`);
    expect(await memberForAccessToken(db, body.accessToken)).toBeNull();
  });

  it('a member note drops every session of that member; unknown notes are ignored', async () => {
    const db = await getDb();
    const { body } = await login('demo_org');
    const member = await memberForAccessToken(db, body.accessToken);
    await db
      .update(accessSessions)
      .set({ revokedAt: new Date() })
      .where(eq(accessSessions.tokenHash, hashToken(body.accessToken)));
    applyForgetNote('nonsense');
    applyForgetNote(`member:${member!.id + 1_000_000}`);
    expect(await memberForAccessToken(db, body.accessToken)).not.toBeNull();
    applyForgetNote(`member:${member!.id}`);
    expect(await memberForAccessToken(db, body.accessToken)).toBeNull();
  });

  it('sign-out, a reused refresh token and a member change are announced', async () => {
    const notes: string[] = [];
    announceForgetsWith(async (note) => void notes.push(note));
    const first = await login('demo_cso');
    const rotated = await call('/v1/auth/token/refresh', { json: { userId: 'demo_cso', refreshToken: first.body.refreshToken } });
    expect(rotated.status).toBe(200);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^family:/);
    await call('/v1/auth/token/refresh', { json: { userId: 'demo_cso', refreshToken: first.body.refreshToken } });
    expect(notes).toEqual([notes[0], notes[0]]);

    const second = await login('demo_member');
    expect((await call('/v1/auth/logout', { method: 'POST', cookie: second.cookie })).status).toBe(204);
    expect(notes).toHaveLength(3);
    expect(notes[2]).toMatch(/^family:/);
    expect(notes[2]).not.toBe(notes[0]);

    forgetMember(42);
    expect(notes[3]).toBe('member:42');
  });
});
