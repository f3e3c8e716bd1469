import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { loginThrottles } from '../db/schema';

// Login throttling that nobody can turn against a chosen member. Failures are counted per account on one client and
// per client across accounts, never per account alone, so a wrong password typed elsewhere never refuses the member's
// own client. Each key is free for a number of failures; after that every attempt waits a delay that doubles with
// each further failure (1 s, 2 s, 4 s … at most MAX_DELAY_SECONDS), answered 429 with Retry-After. A key is forgotten
// FORGET_AFTER_MS after its last failure, and an account's key on a client is cleared by a successful login there.
// The counters live in the database, so every instance of the server sees the same counts.
// LOGIN_RATE_LIMIT sets the free failures of an account on a client (default 5; a client gets four times as many
// across accounts); `off` turns throttling off.

export const MAX_DELAY_SECONDS = 15 * 60;
export const FORGET_AFTER_MS = 60 * 60 * 1000;
const DEFAULT_FREE_FAILURES = 5;
const CLIENT_FACTOR = 4;

interface Limits {
  account: number;
  client: number;
}

/** Free failures per key from LOGIN_RATE_LIMIT, or null when throttling is off. */
export function limits(setting = process.env.LOGIN_RATE_LIMIT): Limits | null {
  const value = setting?.trim().toLowerCase();
  if (value === 'off') return null;
  const n = Number(value);
  const account = value && Number.isInteger(n) && n > 0 ? n : DEFAULT_FREE_FAILURES;
  return { account, client: account * CLIENT_FACTOR };
}

/** Seconds to wait after `failures` failures when `free` of them cost nothing. */
export function delaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** Math.min(failures - free, 30));
}

export interface AttemptKeys {
  account: string;
  client: string;
}

/** The keys of one attempt: the user id (case-insensitive) on the client, and the client. */
export function attemptKeys(userId: string, clientAddress?: string | null): AttemptKeys {
  const client = clientAddress || 'unknown';
  return { account: `account:${userId.toLowerCase()}@${client}`, client: `client:${client}` };
}

/** Seconds until the next attempt with these keys is allowed, or 0 when it is allowed now. */
export async function retryAfterSeconds(db: Db, keys: AttemptKeys, now = new Date()): Promise<number> {
  const set = limits();
  if (!set) return 0;
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [keys.account, keys.client]));
  let wait = 0;
  for (const row of rows) {
    const free = row.key === keys.client ? set.client : set.account;
    const until = row.lastFailureAt.getTime() + delaySeconds(row.failures, free) * 1000;
    if (now.getTime() - row.lastFailureAt.getTime() < FORGET_AFTER_MS) wait = Math.max(wait, Math.ceil((until - now.getTime()) / 1000));
  }
  return wait;
}

/** Counts a failure on both keys in one statement per key (safe with concurrent attempts on several instances). */
export async function recordFailure(db: Db, keys: AttemptKeys, now = new Date()): Promise<void> {
  if (!limits()) return;
  const forgotten = new Date(now.getTime() - FORGET_AFTER_MS);
  await db
    .insert(loginThrottles)
    .values([keys.account, keys.client].map((key) => ({ key, failures: 1, lastFailureAt: now })))
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${loginThrottles.lastFailureAt} < ${forgotten.toISOString()}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    });
  await pruneLoginThrottles(db, now);
}

/** A successful login clears the account's failures on that client (not the client's). */
export async function recordSuccess(db: Db, keys: AttemptKeys): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keys.account));
}

let lastPrune = 0;
/** Deletes forgotten keys, at most every 10 minutes per process. */
export async function pruneLoginThrottles(db: Db, now = new Date()): Promise<void> {
  if (now.getTime() - lastPrune < 10 * 60 * 1000) return;
  lastPrune = now.getTime();
  await db.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_MS)));
}

/** Tests only: forget every failure. */
export async function resetLoginAttempts(db: Db): Promise<void> {
  await db.delete(loginThrottles);
}
