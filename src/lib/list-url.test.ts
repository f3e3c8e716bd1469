import { describe, expect, it } from 'vitest';
import { listHref, readListQuery } from './list-url';

describe('list URL state', () => {
  const allowed = { category: ['POLICY', 'GENERAL'] } as const;
  it('reads page, keyword and known filters; ignores nonsense', () => {
    expect(readListQuery(new URL('http://x/n?page=3&keyword=%20정산%20&category=POLICY'), allowed)).toEqual({
      page: 3,
      keyword: '정산',
      filters: { category: 'POLICY' },
    });
    expect(readListQuery(new URL('http://x/n?page=-2&category=HACK'), allowed)).toEqual({ page: 1, keyword: '', filters: {} });
    // Control characters never reach the API (it would refuse them): a NUL in the address is a space.
    expect(readListQuery(new URL('http://x/n?keyword=%00%EC%A0%95%EC%82%B0%09%00'), allowed).keyword).toBe('정산');
    expect(readListQuery(new URL('http://x/n?page=abc'), allowed).page).toBe(1);
  });
  it('builds links without defaults; a new keyword or filter starts at page 1', () => {
    const q = readListQuery(new URL('http://x/n?page=3&keyword=정산&category=POLICY'), allowed);
    expect(listHref('/n', q, { page: 4 })).toBe('/n?category=POLICY&keyword=%EC%A0%95%EC%82%B0&page=4');
    expect(listHref('/n', q, { filters: { category: undefined } })).toBe('/n?keyword=%EC%A0%95%EC%82%B0');
    expect(listHref('/n', q, { keyword: '' })).toBe('/n?category=POLICY');
    expect(listHref('/n', q, { page: 1 })).toBe('/n?category=POLICY&keyword=%EC%A0%95%EC%82%B0');
  });
});
