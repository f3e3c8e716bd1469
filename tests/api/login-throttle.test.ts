import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../src/api/types';
import { attemptKeys, delaySeconds, limits, recordFailure, resetLoginAttempts, retryAfterSeconds } from '../../src/server/auth/rate-limit';
import { getDb } from '../../src/server/runtime/database';
import { login } from './helpers';

const attacker = { env: { clientAddress: '203.0.113.7' } };
const member = { env: { clientAddress: '198.51.100.1' } };

beforeEach(async () => resetLoginAttempts(await getDb()));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('login throttling', () => {
  it('is free for 5 failures, then answers 429 with Retry-After and a Korean message', async () => {
    for (let i = 0; i < 5; i++) expect((await login('demo_member', `nope-${i}`, attacker)).res.status).toBe(401);
    const blocked = await login('demo_member', 'demo1234!', attacker);
    expect(blocked.res.status).toBe(429);
    expect(blocked.body as unknown as ApiErrorBody).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: '로그인 시도가 너무 많습니다. 1초 후에 다시 시도해 주세요.',
    });
    expect(blocked.res.headers.get('retry-after')).toBe('1');
    expect(blocked.res.headers.get('cache-control')).toBe('no-store');
  });

  it('never locks the member out from another client, even while one client is throttled', async () => {
    for (let i = 0; i < 12; i++) await login('demo_member', `nope-${i}`, attacker);
    expect((await login('demo_member', 'demo1234!', attacker)).res.status).toBe(429);
    expect((await login('demo_member', 'demo1234!', member)).res.status).toBe(200);
  });

  it('doubles the delay with each further failure, up to a cap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const db = await getDb();
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      expect((await login('demo_partner', 'nope', attacker)).res.status).toBe(401); // each attempt waits its turn
      const wait = await retryAfterSeconds(db, attemptKeys('demo_partner', attacker.env.clientAddress));
      waits.push(wait);
      vi.setSystemTime(Date.now() + wait * 1000);
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16]);
    expect(delaySeconds(40, 5)).toBe(15 * 60);
  });

  it('throttles one client across accounts after 20 failures, not other clients', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`ghost_${i}`, 'x', attacker)).res.status).toBe(401);
    expect((await login('demo_partner', 'demo1234!', attacker)).res.status).toBe(429);
    expect((await login('demo_partner', 'demo1234!', member)).res.status).toBe(200);
  });

  it('a success clears the account’s failures on that client', async () => {
    for (let i = 0; i < 4; i++) await login('demo_member', 'nope', member);
    expect((await login('demo_member', 'demo1234!', member)).res.status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('demo_member', 'nope', member)).res.status).toBe(401);
  });

  it('forgets failures an hour after the last one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 8; i++) await login('demo_member', 'nope', attacker);
    expect((await login('demo_member', 'demo1234!', attacker)).res.status).toBe(429);
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    expect((await login('demo_member', 'demo1234!', attacker)).res.status).toBe(200);
  });

  it('counts in the database: two instances sharing it see the same counts, concurrent failures included', async () => {
    const db = await getDb();
    const keys = attemptKeys('Demo_Member', '203.0.113.9');
    // Two "instances" record failures at the same time; neither keeps anything in its own memory.
    await Promise.all([1, 2, 3].flatMap(() => [recordFailure(db, keys), recordFailure(db, attemptKeys('demo_member', '203.0.113.9'))]));
    expect(await retryAfterSeconds(db, keys)).toBe(2); // 6 failures: free 5, then 2^1
    expect((await login('demo_member', 'demo1234!', { env: { clientAddress: '203.0.113.9' } })).res.status).toBe(429);
  });

  it('LOGIN_RATE_LIMIT sets the free failures, and `off` turns throttling off', async () => {
    expect(limits('')).toEqual({ account: 5, client: 20 });
    expect(limits('3')).toEqual({ account: 3, client: 12 });
    expect(limits('off')).toBeNull();
    vi.stubEnv('LOGIN_RATE_LIMIT', '2');
    for (let i = 0; i < 2; i++) await login('demo_org', 'nope', attacker);
    expect((await login('demo_org', 'demo1234!', attacker)).res.status).toBe(429);
    vi.stubEnv('LOGIN_RATE_LIMIT', 'off');
    for (let i = 0; i < 10; i++) expect((await login('demo_cso', 'nope', attacker)).res.status).toBe(401);
    expect((await login('demo_cso', 'demo1234!', attacker)).res.status).toBe(200);
  });
});
