import type { Page } from '../../api/types';
import { DEFAULT_PAGE_SIZE } from '../../api/schema/common';

// Spring-style paging: `page` is 0-based; `size` is checked by the request schemas (src/api/schema/common.ts).

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

/** The paging of a validated query (defaults: first page, DEFAULT_PAGE_SIZE rows). */
export function pagingOf(q: { page?: number; size?: number }, defaultSize = DEFAULT_PAGE_SIZE): Paging {
  const page = q.page ?? 0;
  const size = q.size ?? defaultSize;
  return { page, size, offset: page * size };
}

/** The page envelope around one page of rows. */
export function pageOf<T>(content: T[], totalElements: number, { page, size, offset }: Paging): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  const sort = { empty: true, sorted: false, unsorted: true };
  return {
    content,
    totalElements,
    totalPages,
    number: page,
    size,
    numberOfElements: content.length,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
    sort,
    pageable: { offset, pageNumber: page, pageSize: size, paged: true, unpaged: false, sort },
  };
}

/** SQL LIMIT for a page: the whole rest when a client asks for everything. */
export const sqlLimit = (size: number) => Math.min(size, 100_000);
