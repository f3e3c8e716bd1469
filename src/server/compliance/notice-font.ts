import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

// The Korean font of the notice PDF: Pretendard, the site's own typeface, read from the `pretendard` package (a
// production dependency) next to this module, never from the working directory.
// - The full TrueType files (≈ 2.7 MB each) are read once and kept in memory.
// - Each document embeds only the characters it draws: the files are cut down here with HarfBuzz's subsetter
//   (subset-font) before pdf-lib sees them. pdf-lib's own `subset: true` goes through @pdf-lib/fontkit 1.1.1, whose
//   TrueType subsetter writes a corrupt `loca` table for this font: most Korean glyphs come out blank. Embedding the
//   whole file instead makes a 1.2 MB PDF and takes seconds.
// - Layout tables are dropped (`keepFeatures: []`): Korean syllables need no shaping, and pdf-lib lays text out glyph
//   by glyph with the advance widths, which the subset keeps.
// - The embedded name carries the subset tag PDF asks of a font subset (six capitals and a plus sign), taken from the
//   characters, so the same text gives the same name.

export type NoticeFontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);

const FONT_FILES: Record<NoticeFontWeight, string> = {
  regular: 'pretendard/dist/public/static/alternative/Pretendard-Regular.ttf',
  bold: 'pretendard/dist/public/static/alternative/Pretendard-Bold.ttf',
};

const fullFonts = new Map<NoticeFontWeight, Promise<Buffer>>();

/** The full font file of a weight, read at first use and kept (a failed read is tried again next time). */
function fullFont(weight: NoticeFontWeight): Promise<Buffer> {
  let bytes = fullFonts.get(weight);
  if (!bytes) {
    bytes = readFile(require.resolve(FONT_FILES[weight]));
    bytes.catch(() => fullFonts.delete(weight));
    fullFonts.set(weight, bytes);
  }
  return bytes;
}

export interface NoticeFontFile {
  /** The PostScript name to embed, with its subset tag: `ABCDEF+Pretendard-Regular`. */
  name: string;
  bytes: Uint8Array;
}

const POSTSCRIPT_NAMES: Record<NoticeFontWeight, string> = { regular: 'Pretendard-Regular', bold: 'Pretendard-Bold' };

/** A TrueType font of `weight` holding exactly the characters of `text` (and the glyph for a missing character). */
export async function noticeFont(weight: NoticeFontWeight, text: string): Promise<NoticeFontFile> {
  const characters = [...new Set(text.replace(/\s/g, ''))].sort().join('') + ' ';
  const bytes = await subsetFont(await fullFont(weight), characters, { targetFormat: 'sfnt', keepFeatures: [] });
  const digest = createHash('sha256').update(characters).digest();
  const tag = String.fromCharCode(...digest.subarray(0, 6).map((b) => 65 + (b % 26)));
  return { name: `${tag}+${POSTSCRIPT_NAMES[weight]}`, bytes };
}
