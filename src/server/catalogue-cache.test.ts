import { describe, expect, it } from 'vitest';
import { sharedAnswerCache } from './catalogue-cache';

describe('sharedAnswerCache', () => {
  it('answers from memory until the entry expires, and concurrent misses share one call', async () => {
    let clock = 0;
    let calls = 0;
    const cache = sharedAnswerCache(1_000, () => clock);
    const make = async () => ({ n: ++calls });
    expect(await Promise.all([cache.get('a', make), cache.get('a', make)])).toEqual(['{"n":1}', '{"n":1}']);
    clock = 999;
    expect(await cache.get('a', make)).toBe('{"n":1}');
    clock = 1_000;
    expect(await cache.get('a', make)).toBe('{"n":2}');
    cache.clear();
    expect(await cache.get('a', make)).toBe('{"n":3}');
  });

  it('never keeps a failure, and keeps nothing with a lifetime of 0', async () => {
    const cache = sharedAnswerCache(1_000, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 1)).toBe('1');
    let calls = 0;
    const off = sharedAnswerCache(0, () => 0);
    await off.get('a', async () => ++calls);
    await off.get('a', async () => ++calls);
    expect(calls).toBe(2);
  });
});
