// A small per-process cache for what every member shares on the catalogue's browse pages: the same query gives the
// same JSON for anyone, and the same browse URL the same list HTML, while the catalogue changes rarely (the portal
// never writes it; the seed and the back office do). An entry lives CATALOGUE_CACHE_TTL_MS (default 60 s; 0 turns the
// cache off), so a change made outside this process shows in the API within that time and on the page within twice
// that (its HTML is made from an answer up to one lifetime old); `clear()` drops everything at once. Concurrent misses
// of one key share one piece of work. Failures are never kept. At most MAX_ENTRIES keys (the oldest goes first).

const MAX_ENTRIES = 200;

interface Entry {
  expires: number;
  value: Promise<string>;
  /** The text once made: what `peek` answers. */
  text?: string;
}

export interface SharedTextCache {
  /** The text under `key`, made by `make` when missing or stale. */
  get(key: string, make: () => Promise<string>): Promise<string>;
  /** The text under `key` when it is made and fresh; never makes it. */
  peek(key: string): string | undefined;
  clear(): void;
}

export function sharedTextCache(ttlMs: number, now: () => number = Date.now): SharedTextCache {
  const entries = new Map<string, Entry>();
  const fresh = (key: string) => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit;
    if (hit) entries.delete(key);
    return undefined;
  };
  return {
    get(key, make) {
      const hit = fresh(key);
      if (hit) return hit.value;
      const value = make();
      if (ttlMs <= 0) return value;
      const entry: Entry = { expires: now() + ttlMs, value };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      value.then(
        (text) => (entry.text = text),
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    peek: (key) => fresh(key)?.text,
    clear: () => entries.clear(),
  };
}

const ttl = Number(process.env.CATALOGUE_CACHE_TTL_MS ?? 60_000);
/** How long a catalogue entry lives in this process. */
export const CATALOGUE_TTL_MS = Number.isFinite(ttl) ? ttl : 60_000;

/** The browse pages of GET /v1/products (no keyword): per sort, status filters and page. */
export const productPages = sharedTextCache(CATALOGUE_TTL_MS);

/** The list region of /products for a browse URL (no keyword): search forms, status chips, table and pager. */
export const productListHtml = sharedTextCache(CATALOGUE_TTL_MS);
