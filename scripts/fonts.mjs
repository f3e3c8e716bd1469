// `npm run fonts`: regenerates the self-hosted Pretendard files (public/fonts/pretendard-<hash>/) and their @font-face rules
// (src/styles/pretendard.css, and rare-faces.css in the font folder, named by src/styles/rare-font-faces.ts). Run it after
// upgrading the `pretendard` package or when the UI text changed a lot; the output is committed, so builds and `npm ci`
// never run it. Takes 20–70 s (HarfBuzz WASM via subset-font).
//
// Why (PERFORMANCE.md, "Fonts"): the package's variable-font subsets cost ≈ 31 KiB per 100 characters and a long
// Korean page touched 9–11 of them (≈ 280 KiB). Here:
//  - three static weights (400, 500, 700: the only ones the design uses), instanced from the variable font at those
//    weights, so a page downloads outlines only for the weights its visible text uses (≈ 70 bytes per Hangul glyph);
//  - only the default OpenType features (+ tnum for tabular figures) are kept, so a subset no longer drags in every
//    alternate glyph its characters can reach (the Latin subset drops from 18 KiB to 9 KiB per weight);
//  - Pretendard's 92 unicode-range slices are ordered by Korean syllable frequency (most frequent last); the 20 most
//    frequent (≈ 2,000 characters: everything the UI and real content use) are the common files, cut into parts of
//    COMMON_PART characters (the UI's own characters first), so a page with a few less common syllables (drug and
//    company names) fetches a few small files; the ≈ 11,000 rarer characters are a few big files whose rules live in
//    a stylesheet of their own, out of the render path (see the constants below);
//  - a minimal name table (DROP_TABLES, withMinimalName);
//  - nothing is preloaded (BaseLayout): measured on Lighthouse's mobile profile, a font preload delayed the
//    render-blocking stylesheet (/terms first paint 3.1 s with, 1.6 s without).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = join(root, 'node_modules', 'pretendard');
const fontsDir = join(root, 'public', 'fonts');
const cssOut = join(root, 'src', 'styles', 'pretendard.css');
const rareHrefOut = join(root, 'src', 'styles', 'rare-font-faces.ts');

const WEIGHTS = [400, 500, 700];
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];
// STAT only describes the variable font's axes. The name table (copyright, licence, names: ≈ 0.2 KiB per file after
// compression) is replaced by a minimal one (Chromium's font sanitizer rejects a font without a name table): the
// licence and copyright travel as LICENSE.txt beside the files and in the CSS header (OFL §2 allows that), and the
// internal family name is not the Reserved Font Name, as the OFL asks of modified (here: subset) versions.
const DROP_TABLES = ['STAT'];
const LAYOUT_TABLES = ['GSUB', 'GPOS', 'GDEF'];
const INTERNAL_NAME = 'Portal Sans KR';
// Three kinds of files, per weight:
//  - common: the most frequent tiers (from COMMON_FROM up: ≈ 2,000 syllables, Latin, digits, punctuation; everything
//    the portal's UI text and its demo content use). The three most frequent stay whole (WHOLE_FROM); the others are
//    cut into files of COMMON_PART characters (characters the UI uses first). Their rules are in the page stylesheet;
//  - rare: everything below COMMON_FROM (≈ 11,000 syllables, symbols, jamo, other scripts), almost never on a page:
//    ordered by code point and cut into RARE_FILES files, so each file's unicode-range is a few spans instead of a
//    list of single code points. Their rules are in a stylesheet of their own that the page loads without waiting.
// Fewer, coarser rules because every rule costs CPU before the first paint on a slow phone (parsing, and matching
// each text run against every face); PERFORMANCE.md has the measurements.
const WHOLE_FROM = 89;
const COMMON_FROM = Number(process.env.FONT_COMMON_FROM ?? 72);
// 20: the font budget of a list page full of product and company names (50 cost it ≈ 40 KiB, 25 ≈ 15 KiB more).
const COMMON_PART = 20;
const RARE_FILES = Number(process.env.FONT_RARE_FILES ?? 24);

// Frequency tiers: the unicode ranges of the package's own dynamic subset, in its order (index = tier).
const packageCss = readFileSync(join(pkg, 'dist/web/variable/pretendardvariable-dynamic-subset.css'), 'utf8');
const tiers = [...packageCss.matchAll(/\/\* \[(\d+)\] \*\/[\s\S]*?unicode-range: ([^;]+);/g)].map(([, index, ranges]) => ({
  index: Number(index),
  codePoints: ranges.split(',').flatMap((range) => {
    const [from, to = from] = range
      .trim()
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  }),
}));
if (tiers.length !== 92) throw new Error(`expected 92 tiers in the pretendard package, found ${tiers.length}`);

// How often the portal's own UI text (pages, layouts, islands, kit; not the server, tests or stories) uses each character.
const uiCount = new Map();
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'server') walk(path);
    } else if (/\.(astro|tsx?)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) {
      for (const ch of readFileSync(path, 'utf8')) {
        const cp = ch.codePointAt(0);
        uiCount.set(cp, (uiCount.get(cp) ?? 0) + 1);
      }
    }
  }
};
walk(join(root, 'src'));

/** The common files: lists of code points (one font file and one @font-face rule each), most frequent first. */
function commonParts(partSize) {
  const parts = [];
  for (const tier of [...tiers].sort((a, b) => b.index - a.index)) {
    if (tier.index < COMMON_FROM) continue;
    if (tier.index >= WHOLE_FROM) {
      parts.push({ name: `${tier.index}`, codePoints: tier.codePoints, layout: true });
      continue;
    }
    const ordered = [...tier.codePoints].sort((a, b) => (uiCount.get(b) ?? 0) - (uiCount.get(a) ?? 0) || a - b);
    for (let i = 0; i < ordered.length; i += partSize)
      parts.push({ name: `${tier.index}-${i / partSize}`, codePoints: ordered.slice(i, i + partSize).sort((a, b) => a - b) });
  }
  return parts;
}

/** The rare files: the code points of the rarer tiers in code point order, in RARE_FILES files of equal size. */
function rareParts() {
  const all = tiers
    .filter((tier) => tier.index < COMMON_FROM)
    .flatMap((tier) => tier.codePoints)
    .sort((a, b) => a - b);
  const size = Math.ceil(all.length / RARE_FILES);
  const parts = [];
  for (let i = 0; i < all.length; i += size) parts.push({ name: `rare-${i / size}`, codePoints: all.slice(i, i + size) });
  return parts;
}

/** The font with its name table replaced by one holding only the family (ID 1) and style (ID 2) names. */
function withMinimalName(font, family, style) {
  const utf16be = (text) => Buffer.from(text, 'utf16le').swap16();
  const strings = [utf16be(family), utf16be(style)];
  const name = Buffer.alloc(6 + 12 * strings.length + strings.reduce((n, b) => n + b.length, 0));
  name.writeUInt16BE(0, 0); // format 0
  name.writeUInt16BE(strings.length, 2);
  name.writeUInt16BE(6 + 12 * strings.length, 4); // string storage offset
  let offset = 0;
  strings.forEach((bytes, i) => {
    const at = 6 + 12 * i; // platform 3 (Windows), encoding 1 (Unicode BMP), language 0x409 (en-US), name ID i + 1
    [3, 1, 0x409, i + 1, bytes.length, offset].forEach((value, j) => name.writeUInt16BE(value, at + 2 * j));
    bytes.copy(name, 6 + 12 * strings.length + offset);
    offset += bytes.length;
  });

  const count = font.readUInt16BE(4);
  const tables = [];
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const tag = font.toString('latin1', at, at + 4);
    const start = font.readUInt32BE(at + 8);
    tables.push({ tag, data: tag === 'name' ? name : font.subarray(start, start + font.readUInt32BE(at + 12)) });
  }
  const checksum = (data) => {
    let sum = 0;
    for (let i = 0; i < data.length; i += 4)
      sum = (sum + ((data[i] << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0))) >>> 0;
    return sum;
  };
  const headerLength = 12 + 16 * count;
  const out = Buffer.alloc(headerLength + tables.reduce((n, t) => n + Math.ceil(t.data.length / 4) * 4, 0));
  font.copy(out, 0, 0, 12);
  let position = headerLength;
  let headOffset = 0;
  tables.forEach(({ tag, data }, i) => {
    const copy = Buffer.from(data);
    if (tag === 'head') copy.writeUInt32BE(0, 8); // checkSumAdjustment is computed over the whole font below
    copy.copy(out, position);
    const at = 12 + 16 * i;
    out.write(tag, at, 'latin1');
    out.writeUInt32BE(checksum(copy), at + 4);
    out.writeUInt32BE(position, at + 8);
    out.writeUInt32BE(copy.length, at + 12);
    if (tag === 'head') headOffset = position;
    position += Math.ceil(copy.length / 4) * 4;
  });
  if (headOffset) out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOffset + 8);
  return out;
}

function unicodeRange(codePoints) {
  const out = [];
  const hex = (n) => n.toString(16);
  for (let i = 0; i < codePoints.length;) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j++;
    out.push(i === j ? `U+${hex(codePoints[i])}` : `U+${hex(codePoints[i])}-${hex(codePoints[j])}`);
    i = j + 1;
  }
  return out.join(', ');
}

const variable = readFileSync(join(pkg, 'dist/public/variable/PretendardVariable.ttf'));
// One folder per generation, named by a hash of all its files: URLs change whenever any file does (long caching is
// safe), and the CSS repeats one short folder name instead of a hash per file (a smaller gzipped stylesheet).
const staging = join(fontsDir, '.staging');
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
const setHash = createHash('sha256');

const started = Date.now();
const sheets = { common: [], rare: [] };
let fileCount = 0;
let bytes = 0;
const rare = rareParts();
const files = WEIGHTS.flatMap((weight) => [
  ...commonParts(COMMON_PART).map((part) => ({ ...part, weight, sheet: 'common' })),
  ...rare.map((part) => ({ ...part, weight, sheet: 'rare', layout: true })),
]);
for (const { name: partName, codePoints, layout = false, weight, sheet } of files) {
  // Layout tables only act inside one file (a browser shapes each font file's run on its own): a part of a few dozen
  // less common syllables has no ligatures or contextual forms and almost no kerning pairs among its own glyphs, so
  // its GSUB, GPOS and GDEF go. The whole tiers (Latin, digits, common syllables) and the rare files (symbols, jamo)
  // keep them.
  const sfnt = await subsetFont(variable, String.fromCodePoint(...codePoints), {
    targetFormat: 'sfnt',
    variationAxes: { wght: weight },
    keepFeatures: layout ? FEATURES : [],
    dropTables: layout ? DROP_TABLES : [...DROP_TABLES, ...LAYOUT_TABLES],
  });
  const renamed = withMinimalName(sfnt, INTERNAL_NAME, { 400: 'Regular', 500: 'Medium', 700: 'Bold' }[weight]);
  // A second pass only to compress it (it keeps every glyph, table and feature of the first).
  const woff2 = await subsetFont(renamed, undefined, { targetFormat: 'woff2', keepAllGlyphs: true, keepFeatures: layout ? FEATURES : [] });
  const name = `${weight}-${partName}.woff2`;
  writeFileSync(join(staging, name), woff2);
  setHash.update(name).update(woff2);
  fileCount++;
  bytes += woff2.length;
  sheets[sheet].push(
    `@font-face{font-family:Pretendard;font-weight:${weight};font-display:swap;src:url(DIR/${name}) format('woff2');unicode-range:${unicodeRange(codePoints)}}`,
  );
}

const dirName = `pretendard-${setHash.digest('hex').slice(0, 8)}`;
const outDir = join(fontsDir, dirName);
for (const name of readdirSync(fontsDir))
  if (name.startsWith('pretendard-')) rmSync(join(fontsDir, name), { recursive: true, force: true });
copyFileSync(join(pkg, 'dist/LICENSE.txt'), join(staging, 'LICENSE.txt'));
const header = (
  what,
) => `/* Generated by scripts/fonts.mjs (npm run fonts) from pretendard ${JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version}: do not edit.
Pretendard, Copyright (c) 2021 Kil Hyung-jin, with Reserved Font Name Pretendard. SIL Open Font License 1.1
(public/fonts/${dirName}/LICENSE.txt). Static 400/500/700 instances, split by unicode-range: ${what}. */
`;
const rareName = 'rare-faces.css';
writeFileSync(join(staging, rareName), header('the rare characters') + sheets.rare.join('\n').replaceAll('DIR/', '') + '\n');
renameSync(staging, outDir);
writeFileSync(cssOut, header('the common characters') + sheets.common.join('\n').replaceAll('DIR/', `/fonts/${dirName}/`) + '\n');
writeFileSync(
  rareHrefOut,
  `// Generated by scripts/fonts.mjs (npm run fonts): do not edit. The rare characters' @font-face rules, a stylesheet the
// pages load without waiting for it (src/layouts/BaseLayout.astro).
export const rareFontFacesHref = '/fonts/${dirName}/${rareName}';
`,
);
console.log(
  `${fileCount} files, ${(bytes / 1024).toFixed(0)} KiB, ${sheets.common.length} + ${sheets.rare.length} rules → ${relative(root, outDir)}, ${relative(root, cssOut)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
