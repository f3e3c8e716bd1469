import { describe, expect, it } from 'vitest';
import { sharedTextCache } from './catalogue-cache';

describe('sharedTextCache', () => {
  it('answers from memory until the entry expires, and concurrent misses share one call', async () => {
    let clock = 0;
    let calls = 0;
    const cache = sharedTextCache(1_000, () => clock);
    const make = async () => JSON.stringify({ n: ++calls });
    expect(await Promise.all([cache.get('a', make), cache.get('a', make)])).toEqual(['{"n":1}', '{"n":1}']);
    clock = 999;
    expect(await cache.get('a', make)).toBe('{"n":1}');
    clock = 1_000;
    expect(await cache.get('a', make)).toBe('{"n":2}');
    cache.clear();
    expect(await cache.get('a', make)).toBe('{"n":3}');
  });

  it('peeks at a made, fresh text only, and never makes one', async () => {
    let clock = 0;
    const cache = sharedTextCache(1_000, () => clock);
    let finish = (_text: string) => {};
    const made = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek('a')).toBeUndefined();
    finish('<p>목록</p>');
    await made;
    expect(cache.peek('a')).toBe('<p>목록</p>');
    expect(cache.peek('b')).toBeUndefined();
    clock = 1_000;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('never keeps a failure, and keeps nothing with a lifetime of 0', async () => {
    const cache = sharedTextCache(1_000, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => '1')).toBe('1');
    let calls = 0;
    const off = sharedTextCache(0, () => 0);
    await off.get('a', async () => String(++calls));
    await off.get('a', async () => String(++calls));
    expect(calls).toBe(2);
  });
});
