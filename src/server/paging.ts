import type { Page } from '../api/types';
import { badRequest } from './http';

// Spring-style paging: `page` is 0-based, `size` up to 2^31−1 ("fetch all").

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 2_147_483_647;

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

/** Reads `page` and `size` from the query (400 with a Korean message when they are not whole numbers in range). */
export function readPaging(q: URLSearchParams, defaultSize = DEFAULT_PAGE_SIZE): Paging {
  const page = readInt(q.get('page'), 0, 0, 10_000_000, '페이지 번호(page)는 0 이상의 정수여야 합니다.');
  const size = readInt(q.get('size'), defaultSize, 1, MAX_PAGE_SIZE, `페이지 크기(size)는 1 이상 ${MAX_PAGE_SIZE} 이하의 정수여야 합니다.`);
  return { page, size, offset: page * size };
}

function readInt(raw: string | null, fallback: number, min: number, max: number, message: string): number {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(message);
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw badRequest(message);
  return n;
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
