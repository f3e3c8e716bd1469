import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

const store = new Map<string, string>();
const reload = vi.fn();
vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
vi.stubGlobal('location', { reload });

describe('stale-deployment reload', () => {
  beforeEach(() => {
    store.clear();
    reload.mockClear();
  });

  it('recognises failed dynamic imports of every engine', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_astro/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, not in a loop', () => {
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
