import { beforeEach, describe, expect, it, vi } from 'vitest';

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});
let systemDark = false;
vi.stubGlobal('matchMedia', () => ({ matches: systemDark, addEventListener: () => {} }));
const root = { dataset: {} as Record<string, string> };
vi.stubGlobal('document', { documentElement: root });

const load = async () => {
  vi.resetModules();
  return import('./color-mode');
};

describe('colour mode store', () => {
  beforeEach(() => {
    storage.clear();
    systemDark = false;
    root.dataset = {};
  });

  it('defaults to system and follows the operating system', async () => {
    const m = await load();
    expect(m.$colorMode.get()).toBe('system');
    systemDark = true;
    m.applyColorMode();
    expect(root.dataset.colorMode).toBe('dark');
  });

  it('stores the choice and applies it to <html>', async () => {
    const m = await load();
    m.setColorMode('dark');
    expect(storage.get(m.COLOR_MODE_KEY)).toBe('dark');
    expect(root.dataset.colorMode).toBe('dark');
    m.setColorMode('light');
    expect(root.dataset.colorMode).toBe('light');
  });

  it('reads the stored choice on the next page and ignores junk', async () => {
    storage.set('colorMode', 'dark');
    expect((await load()).$colorMode.get()).toBe('dark');
    storage.set('colorMode', 'purple');
    expect((await load()).$colorMode.get()).toBe('system');
  });

  it('cycles system → light → dark → system', async () => {
    const { nextColorMode } = await load();
    expect(nextColorMode('system')).toBe('light');
    expect(nextColorMode('light')).toBe('dark');
    expect(nextColorMode('dark')).toBe('system');
  });
});
