import { atom } from 'nanostores';

// Light, dark or system, kept in localStorage and applied as data-color-mode on <html>.
// The inline head script (src/components/shell/ColorModeScript.astro) applies the same rule before first paint.
export type ColorMode = 'light' | 'dark' | 'system';
export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];
export const COLOR_MODE_KEY = 'colorMode';
export const colorModeLabels: Record<ColorMode, string> = { system: '시스템 설정', light: '라이트 모드', dark: '다크 모드' };

const isMode = (v: unknown): v is ColorMode => COLOR_MODES.includes(v as ColorMode);

function stored(): ColorMode {
  try {
    const v = globalThis.localStorage?.getItem(COLOR_MODE_KEY);
    return isMode(v) ? v : 'system';
  } catch {
    return 'system';
  }
}

export const $colorMode = atom<ColorMode>(stored());

const prefersDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

export const resolveColorMode = (mode: ColorMode, systemDark = prefersDark()): 'light' | 'dark' =>
  mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;

export function applyColorMode(mode: ColorMode = $colorMode.get()) {
  if (typeof document !== 'undefined') document.documentElement.dataset.colorMode = resolveColorMode(mode);
}

export function setColorMode(mode: ColorMode) {
  try {
    globalThis.localStorage?.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // private mode: the choice lasts for this page only
  }
  $colorMode.set(mode);
  applyColorMode(mode);
}

/** The next mode of the header toggle: system → light → dark → system. */
export const nextColorMode = (mode: ColorMode): ColorMode => COLOR_MODES[(COLOR_MODES.indexOf(mode) + 1) % COLOR_MODES.length]!;

/** Follows the operating system's setting while the mode is "system". */
export function watchSystemColorMode() {
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  query?.addEventListener('change', () => {
    if ($colorMode.get() === 'system') applyColorMode('system');
  });
}
