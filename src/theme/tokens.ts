// Type-only import: the token pages in Storybook import this file in the browser.
import type { Tokens } from '@pandacss/dev';

/** Spacing on a 4px grid: key n = n × 4px (0.5 = 2px). Same scale as Panda's preset, written out for the docs. */
export const spacingSteps = [
  0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 80, 96,
] as const;

// Raw values only; components use the role-named semantic tokens in semantic-tokens.ts.
export const tokens = {
  colors: {
    violet: {
      50: { value: '#F3EFFF' },
      100: { value: '#E6DDFF' },
      200: { value: '#CBBAFF' },
      300: { value: '#A98DFF' },
      400: { value: '#8A63FA' },
      500: { value: '#6A3BF4' },
      600: { value: '#4D12EE' },
      700: { value: '#3E0DC2' },
      800: { value: '#300A96' },
      900: { value: '#20066A' },
    },
    navy: {
      500: { value: '#25407A' },
      700: { value: '#0E2148' },
      900: { value: '#07142E' },
    },
    gray: {
      0: { value: '#FFFFFF' },
      50: { value: '#F7F7F7' },
      100: { value: '#EEEEEE' },
      200: { value: '#DDDDDD' },
      300: { value: '#C4C4C4' },
      400: { value: '#9E9E9E' },
      500: { value: '#767676' },
      600: { value: '#5C5C5C' },
      700: { value: '#444444' },
      800: { value: '#2B2B2B' },
      850: { value: '#1F1F1F' },
      900: { value: '#171717' },
      950: { value: '#111111' },
    },
    red: {
      100: { value: '#FDE3E3' },
      300: { value: '#F8A5A5' },
      500: { value: '#EF4444' },
      700: { value: '#B91C1C' },
      900: { value: '#4A1111' },
    },
    green: {
      100: { value: '#DCF5E6' },
      300: { value: '#86D9A6' },
      500: { value: '#22A35A' },
      700: { value: '#15703C' },
      900: { value: '#0D3320' },
    },
    amber: {
      100: { value: '#FEF0C7' },
      300: { value: '#F7C948' },
      500: { value: '#D99A06' },
      700: { value: '#8A5A00' },
      900: { value: '#3D2A05' },
    },
    blue: {
      100: { value: '#DCEBFE' },
      300: { value: '#93C0FB' },
      500: { value: '#2F7CEB' },
      700: { value: '#1A55B0' },
      900: { value: '#0E2A57' },
    },
  },
  fonts: {
    body: {
      value:
        "'Pretendard Variable', Pretendard, 'Pretendard Fallback', -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
    },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Noto Sans Mono CJK KR', monospace" },
  },
  fontSizes: {
    small: { value: '12px' },
    medium: { value: '14px' },
    large: { value: '16px' },
    normal: { value: '17px' },
    h5: { value: '18px' },
    h4: { value: '20px' },
    h2: { value: '24px' },
    h1_7: { value: '28px' },
    h3: { value: '36px' },
  },
  fontWeights: { regular: { value: '400' }, medium: { value: '500' }, bold: { value: '700' } },
  lineHeights: { normal: { value: '1.5' }, tight: { value: '1.2' } },
  spacing: Object.fromEntries(spacingSteps.map((n) => [String(n), { value: `${n / 4}rem` }])),
  radii: {
    xs: { value: '4px' },
    sm: { value: '6px' },
    md: { value: '8px' },
    lg: { value: '12px' },
    xl: { value: '20px' },
    full: { value: '9999px' },
  },
  shadows: {
    sm: { value: '0 1px 2px rgba(0,0,0,0.06), 0 1px 3px rgba(0,0,0,0.08)' },
    md: { value: '0 4px 12px rgba(0,0,0,0.10)' },
    lg: { value: '0 12px 32px rgba(0,0,0,0.16)' },
  },
  zIndex: {
    header: { value: 100 },
    drawer: { value: 900 },
    overlay: { value: 1000 },
    dialog: { value: 1010 },
    toast: { value: 1100 },
    loadingBar: { value: 1200 },
  },
  durations: { fast: { value: '120ms' }, normal: { value: '200ms' }, slow: { value: '320ms' } },
  sizes: { content: { value: '1224px' }, dialogMin: { value: '400px' } },
} satisfies Tokens;
