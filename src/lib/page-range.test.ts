import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range';

// Expected layouts taken from the kit's React Pagination (Ark) with two siblings, as it rendered the lists.
const show = (page: number, total: number) =>
  pageRange(page, total)
    .map((i) => (i.type === 'page' ? i.value : '…'))
    .join(' ');

describe('pageRange', () => {
  it('shows every page when they fit', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 9)).toBe('1 2 3 4 5 6 7 8 9');
  });
  it('puts one ellipsis on the far side near an end', () => {
    expect(show(1, 300)).toBe('1 2 3 4 5 6 7 … 300');
    expect(show(5, 300)).toBe('1 2 3 4 5 6 7 … 300');
    expect(show(300, 300)).toBe('1 … 294 295 296 297 298 299 300');
    expect(show(296, 300)).toBe('1 … 294 295 296 297 298 299 300');
  });
  it('fills the near side with as many pages as the far side would take', () => {
    expect(show(3, 12)).toBe('1 2 3 4 5 6 7 … 12');
    expect(
      pageRange(6, 13, 3)
        .map((i) => (i.type === 'page' ? i.value : '…'))
        .join(' '),
    ).toBe('1 2 3 4 5 6 7 8 9 … 13');
  });
  it('puts two ellipses around the middle', () => {
    expect(show(6, 300)).toBe('1 … 4 5 6 7 8 … 300');
    expect(show(150, 300)).toBe('1 … 148 149 150 151 152 … 300');
  });
  it('counts the edges right on short ranges', () => {
    expect(show(4, 9)).toBe('1 2 3 4 5 6 7 8 9');
    expect(show(5, 10)).toBe('1 2 3 4 5 6 7 … 10');
    expect(show(6, 10)).toBe('1 … 4 5 6 7 8 9 10');
    expect(show(6, 11)).toBe('1 … 4 5 6 7 8 … 11');
  });
});
