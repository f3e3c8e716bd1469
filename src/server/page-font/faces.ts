import { rareFontFacesHref } from '../../styles/rare-font-faces';
import { baseRanges, coveredRanges } from './coverage';
import { encodeKey, MAX_PAGE_CHARS } from './key';
import { pageCharacters } from './scan';

// Per page, one font face per weight for the characters the page shows that the shared base files do not hold, with
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

/** The characters of a page that need a page font file: in the font, not in the base; the most used if too many. */
export function pageFontCodePoints(html: string): number[] {
  const counts = [...pageCharacters(html)].filter(([cp]) => covered.has(cp) && !base.has(cp));
  if (counts.length > MAX_PAGE_CHARS) counts.sort((a, b) => b[1] - a[1] || a[0] - b[0]).length = MAX_PAGE_CHARS;
  return counts.map(([cp]) => cp).sort((a, b) => a - b);
}

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

/** The page's own font faces, one per weight (none when the base holds every character it shows). */
export function pageFontFaces(html: string): PageFontFace[] {
  const codePoints = pageFontCodePoints(html);
  if (!codePoints.length) return [];
  const range = unicodeRange(codePoints);
  return PAGE_FONT_WEIGHTS.map((weight) => ({
    weight,
    url: pageFontUrl(weight, encodeKey(codePoints, weight, PAGE_FONT_REVISION)),
    range,
  }));
}
