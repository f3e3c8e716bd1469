// A small shared HTTP cache for the server render's API calls: a GET answered with `Cache-Control: public, max-age=N`
// (the terms and the privacy policy) is the same for every visitor, so it is kept for N seconds (at most 5 minutes)
// instead of asking the database on every page view, as a CDN in front of the API would. Anything private, personal
// (Set-Cookie, Vary) or failed is never kept.

const MAX_ENTRIES = 200;
/** The longest any answer is kept, whatever its max-age says (documented in docs/instances.md). */
export const MAX_AGE_S = 300;

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const sharable = (res: Response): number => {
  const cc = res.headers.get('cache-control') ?? '';
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(cc);
  if (!res.ok || !maxAge || !/(?:^|,)\s*public\b/.test(cc) || /no-store|private|no-cache/.test(cc)) return 0;
  if (res.headers.has('set-cookie') || res.headers.has('vary')) return 0;
  return Math.min(Number(maxAge[1]), MAX_AGE_S);
};

/** Wraps a fetch with the shared cache; `now` is injectable for tests. */
export function withSharedCache(fetchImpl: typeof fetch, now: () => number = Date.now): typeof fetch & { clear(): void } {
  const entries = new Map<string, Entry>();
  const cached = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (method !== 'GET') return fetchImpl(input, init);
    const hit = entries.get(url);
    // Response copies the bytes.
    if (hit && hit.expires > now()) return new Response(hit.body, { status: hit.status, headers: hit.headers });
    if (hit) entries.delete(url);
    const res = await fetchImpl(input, init);
    const ttl = sharable(res);
    if (!ttl) return res;
    const body = await res.arrayBuffer();
    const entry: Entry = { expires: now() + ttl * 1000, status: res.status, headers: [...res.headers], body };
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(url, entry);
    return new Response(body, { status: entry.status, headers: entry.headers });
  }) as typeof fetch & { clear(): void };
  cached.clear = () => entries.clear();
  return cached;
}
