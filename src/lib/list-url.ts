// URL state of a list screen (docs/decisions/0008-list-screens.md): `page` (1-based), `keyword` and named filters live in
// the query string; values equal to their default are left out, so links stay short and back/forward restore a list.

import { KEYWORD_MAX } from '../api/schema/limits';

export interface ListQuery<F extends string = string> {
  /** 1-based page of the screen (the API is 0-based: send `page - 1`). */
  page: number;
  keyword: string;
  filters: Partial<Record<F, string>>;
}

export { KEYWORD_MAX };

/** What people type into a search box, as the API takes it: control characters dropped, trimmed, at most KEYWORD_MAX. */
export const cleanKeyword = (raw: string | null) =>
  (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, KEYWORD_MAX);

/**
 * Reads the list state from a URL. Unknown filter values are ignored (they fall back to "all") rather than failing,
 * because the URL is something people type and share.
 */
export function readListQuery<F extends string>(
  url: URL,
  allowed: Record<F, readonly string[]> = {} as Record<F, readonly string[]>,
): ListQuery<F> {
  const raw = Number(url.searchParams.get('page'));
  const page = Number.isSafeInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  const keyword = cleanKeyword(url.searchParams.get('keyword'));
  const filters: Partial<Record<F, string>> = {};
  for (const name of Object.keys(allowed) as F[]) {
    const value = url.searchParams.get(name);
    if (value && allowed[name].includes(value)) filters[name] = value;
  }
  return { page, keyword, filters };
}

export interface ListChange<F extends string> {
  page?: number;
  keyword?: string;
  filters?: Partial<Record<F, string | undefined>>;
}

/** The URL of the list after a change; changing the keyword or a filter goes back to page 1. */
export function listHref<F extends string>(path: string, current: ListQuery<F>, change: ListChange<F> = {}): string {
  const resets = change.keyword !== undefined || change.filters !== undefined;
  const page = change.page ?? (resets ? 1 : current.page);
  const keyword = change.keyword ?? current.keyword;
  const filters = { ...current.filters, ...change.filters };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value as string);
  if (keyword) params.set('keyword', keyword);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A page past the end (after deletions, or a stale link) shows the last page's link instead of nothing. */
export const lastPage = (totalElements: number, size: number) => Math.max(1, Math.ceil(totalElements / size));
