// A small per-process cache for answers every member shares (the product catalogue's browse pages): the same
// query gives the same JSON for anyone, and the catalogue changes rarely (the portal never writes it; the seed and
// the back office do). An entry lives CATALOGUE_CACHE_TTL_MS (default 60 s; 0 turns the cache off), so a change made
// outside this process shows within that time; `clear()` drops everything at once. Concurrent misses of one key
// share one database round trip. Failures are never kept. At most MAX_ENTRIES keys (the oldest goes first).

const MAX_ENTRIES = 200;

interface Entry {
  expires: number;
  value: Promise<string>;
}

export interface SharedAnswerCache {
  /** The JSON text under `key`, made by `make` when missing or stale. */
  get(key: string, make: () => Promise<unknown>): Promise<string>;
  clear(): void;
}

export function sharedAnswerCache(ttlMs: number, now: () => number = Date.now): SharedAnswerCache {
  const entries = new Map<string, Entry>();
  return {
    get(key, make) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) entries.delete(key);
      const value = make().then((answer) => JSON.stringify(answer));
      if (ttlMs <= 0) return value;
      const entry = { expires: now() + ttlMs, value };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}

const ttl = Number(process.env.CATALOGUE_CACHE_TTL_MS ?? 60_000);

/** The browse pages of GET /v1/products (no keyword): per sort, status filters and page. */
export const productPages = sharedAnswerCache(Number.isFinite(ttl) ? ttl : 60_000);
