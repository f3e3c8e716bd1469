// Failed-login tracking, in memory (per process): at most 5 failures per user id and 20 per client IP in 15 minutes;
// the next attempt is answered 429 with Retry-After until the oldest failure leaves the window. With several
// instances each one counts on its own (a shared store would be the next step).

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_IP = 20;

const failures = new Map<string, number[]>();
let operations = 0;

const recent = (key: string, now: number): number[] => {
  const list = (failures.get(key) ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
  if (list.length) failures.set(key, list);
  else failures.delete(key);
  return list;
};

const limitOf = (key: string) => (key.startsWith('ip:') ? MAX_FAILURES_PER_IP : MAX_FAILURES_PER_USER);

/** The keys of one attempt: the user id (case-insensitive) and, when known, the client address. */
export function attemptKeys(userId: string, clientAddress?: string | null): string[] {
  const keys = [`user:${userId.toLowerCase()}`];
  if (clientAddress) keys.push(`ip:${clientAddress}`);
  return keys;
}

/** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
export function retryAfterSeconds(keys: string[], now = Date.now()): number {
  let wait = 0;
  for (const key of keys) {
    const list = recent(key, now);
    if (list.length >= limitOf(key)) {
      const oldestCounted = list[list.length - limitOf(key)] ?? now;
      wait = Math.max(wait, Math.ceil((oldestCounted + LOGIN_WINDOW_MS - now) / 1000));
    }
  }
  return wait;
}

export function recordFailure(keys: string[], now = Date.now()): void {
  for (const key of keys) failures.set(key, [...recent(key, now), now]);
  if (++operations % 500 === 0) for (const key of [...failures.keys()]) recent(key, now);
}

/** A successful login clears the user's failures (not the IP's). */
export function recordSuccess(keys: string[]): void {
  for (const key of keys) if (key.startsWith('user:')) failures.delete(key);
}

/** Tests only: forget every failure. */
export function resetLoginAttempts(): void {
  failures.clear();
}
