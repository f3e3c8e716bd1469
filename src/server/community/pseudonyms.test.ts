import { describe, expect, it } from 'vitest';
import { pseudonymsOf } from './pseudonyms';

describe('pseudonymsOf', () => {
  it('names the post’s author 글쓴이 and the others 익명1, 익명2, … by first comment', () => {
    const names = pseudonymsOf(7, [3, 7, 9, 3, null, 12, 9]);
    expect([...names]).toEqual([
      [7, '글쓴이'],
      [3, '익명1'],
      [9, '익명2'],
      [12, '익명3'],
    ]);
  });

  it('keeps every name in place when a thread is read again (same order in, same names out)', () => {
    const order = [4, 5, 4, 6];
    expect([...pseudonymsOf(1, order)]).toEqual([...pseudonymsOf(1, order)]);
    expect(pseudonymsOf(null, [2, 2]).get(2)).toBe('익명1');
  });
});
