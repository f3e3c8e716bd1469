// Reads the token definitions (src/theme/*.ts) for the Storybook token pages: nothing here is retyped.
import { tokens } from '../tokens';
import { semanticTokens } from '../semantic-tokens';

type Leaf = { value: unknown; description?: string };
const isLeaf = (v: unknown): v is Leaf => typeof v === 'object' && v !== null && 'value' in v;

/** Flattens a nested token group into [path, leaf] pairs; `DEFAULT` names the group itself. */
export function flatten(group: Record<string, unknown>, prefix: string[] = []): Array<[string, Leaf]> {
  return Object.entries(group).flatMap(([key, v]) => {
    const path = key === 'DEFAULT' ? prefix : [...prefix, key];
    if (isLeaf(v)) return [[path.join('.'), v] as [string, Leaf]];
    return typeof v === 'object' && v !== null ? flatten(v as Record<string, unknown>, path) : [];
  });
}

const rawColors = new Map(flatten(tokens.colors as Record<string, unknown>).map(([k, v]) => [k, String(v.value)]));

/** `{colors.gray.0}` → `#FFFFFF`; literal values pass through. */
export function resolveColor(ref: string): string {
  const m = /^\{colors\.(.+)\}$/.exec(ref);
  return m ? (rawColors.get(m[1]!) ?? ref) : ref;
}

export type SemanticColor = { name: string; light: string; dark: string; lightRef: string; darkRef: string };

export const semanticColors: SemanticColor[] = flatten(semanticTokens.colors as Record<string, unknown>).map(([name, leaf]) => {
  const v = leaf.value as { base: string; _dark: string };
  return { name, lightRef: v.base, darkRef: v._dark, light: resolveColor(v.base), dark: resolveColor(v._dark) };
});

/** Role groups for the colour page, in reading order. */
export const colorGroups = [
  { title: '배경 (canvas, surface)', match: /^(canvas|surface)/ },
  { title: '글자 (fg)', match: /^fg/ },
  { title: '테두리·포커스 (border, focusRing, overlay)', match: /^(border|focusRing|overlay|skeleton)/ },
  { title: '브랜드 (brand)', match: /^brand/ },
  { title: '중립 버튼 (neutral)', match: /^neutral/ },
  { title: '상태 (success, warning, danger, info)', match: /^(success|warning|danger|info)/ },
  { title: '어두운 브랜드 면 위 (onDark)', match: /^onDark/ },
];

// WCAG 2.x relative luminance and contrast ratio.
function channel(c: number) {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}
export function parseRgb(color: string): [number, number, number, number] | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(color);
  return rgba ? [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] ? Number(rgba[4]) : 1] : null;
}
export function contrast(a: string, b: string): number | null {
  const ca = parseRgb(a);
  const cb = parseRgb(b);
  if (!ca || !cb || ca[3] < 1 || cb[3] < 1) return null;
  const l = (c: number[]) => 0.2126 * channel(c[0]!) + 0.7152 * channel(c[1]!) + 0.0722 * channel(c[2]!);
  const [hi, lo] = [l(ca), l(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The background each foreground role is meant to sit on (for the contrast column). */
const pairs: Record<string, string> = {
  'fg.default': 'canvas',
  'fg.muted': 'canvas',
  'fg.subtle': 'canvas',
  'brand.fg': 'canvas',
  success: 'success.subtle',
  warning: 'warning.subtle',
  danger: 'danger.subtle',
  info: 'info.subtle',
  'fg.onBrand': 'brand',
  'fg.onDanger': 'danger.solid',
  'neutral.onSolid': 'neutral.solid',
  'fg.onInverse': 'surface.inverse',
  'fg.inverse': 'fg.default',
  // Every palette role (recipes colour variants through colorPalette.*): its text on its own fills.
  ...Object.fromEntries(
    ['brand', 'neutral', 'danger', 'success', 'warning', 'info'].flatMap((role) => [
      [`${role}.onSolid`, `${role}.solid`],
      [`${role}.subtleFg`, `${role}.subtle`],
      [`${role}.fg`, 'canvas'],
    ]),
  ),
  'onDark.onSolid': 'onDark.solid',
};
export const pairedBackground = (name: string): string | null => pairs[name] ?? null;
export const colorByName = new Map(semanticColors.map((c) => [c.name, c]));
