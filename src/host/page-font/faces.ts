import { rareFontFacesHref } from '../../styles/rare-font-faces';
import { baseRanges, coveredRanges } from './coverage';
import { encodeKey, MAX_PAGE_CHARS } from './key';
import { pageCharacters, pageCharactersByWeight } from './scan';
import type { WeightRules } from './weights';

// Per page, one font face per weight for the characters the page draws in it that the shared base files do not hold, with
// exactly those characters as its unicode-range and a URL that names them (src/pages/fonts/page/[weight]/[key].ts makes
// the file). A long Korean page then loads the base (cached across pages) and one file per weight instead of dozens
// of small static parts. The static parts still cover everything else (text an island adds later): the page's faces
// come after theirs in the document's font set (inject.ts), and for a character in both, the face added last wins.

export const PAGE_FONT_WEIGHTS = [400, 500, 700] as const;
export type PageFontWeight = (typeof PAGE_FONT_WEIGHTS)[number];

/** Changes the URL of every page font file whenever the static files are regenerated or the subsetting changes. */
export const PAGE_FONT_REVISION = `${rareFontFacesHref.split('/')[2]}:1`;

function codePointsOf(ranges: string): Set<number> {
  const set = new Set<number>();
  for (const range of ranges.split(',')) {
    const [from, to = from] = range.split('-').map((hex) => parseInt(hex, 16)) as [number, number?];
    for (let cp = from; cp <= to; cp++) set.add(cp);
  }
  return set;
}
const base = codePointsOf(baseRanges);
const covered = codePointsOf(coveredRanges);

/** Of a page's characters and their counts: those that need a page font file (in the font, not in the base), the most used if too many. */
function needed(counts: Map<number, number>): number[] {
  const kept = [...counts].filter(([cp]) => covered.has(cp) && !base.has(cp));
  if (kept.length > MAX_PAGE_CHARS) kept.sort((a, b) => b[1] - a[1] || a[0] - b[0]).length = MAX_PAGE_CHARS;
  return kept.map(([cp]) => cp).sort((a, b) => a - b);
}

/** The characters of a page that need a page font file, whatever their weight. */
export const pageFontCodePoints = (html: string): number[] => needed(pageCharacters(html));

const hex = (cp: number) => cp.toString(16);
function unicodeRange(sorted: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return out.join(',');
}

export const pageFontUrl = (weight: PageFontWeight, key: string) => `/fonts/page/${weight}/${key}.ttf`;

export interface PageFontFace {
  weight: PageFontWeight;
  url: string;
  /** CSS unicode-range syntax, no spaces. */
  range: string;
}

/**
 * The page's own font faces: with the site's font-weight rules, one per weight the page draws characters in that the
 * base lacks, holding those; without them (no build to read them from), one per weight with all such characters.
 */
export function pageFontFaces(html: string, rules: WeightRules | null): PageFontFace[] {
  const face = (weight: PageFontWeight, codePoints: number[]): PageFontFace => ({
    weight,
    url: pageFontUrl(weight, encodeKey(codePoints, weight, PAGE_FONT_REVISION)),
    range: unicodeRange(codePoints),
  });
  if (!rules) {
    const codePoints = pageFontCodePoints(html);
    return codePoints.length ? PAGE_FONT_WEIGHTS.map((weight) => face(weight, codePoints)) : [];
  }
  const byWeight = pageCharactersByWeight(html, rules);
  return PAGE_FONT_WEIGHTS.flatMap((weight) => {
    const codePoints = needed(byWeight.get(weight) ?? new Map());
    return codePoints.length ? [face(weight, codePoints)] : [];
  });
}
