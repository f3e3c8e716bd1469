// `npm run fonts`: regenerates the self-hosted Pretendard files (public/fonts/pretendard-<hash>/) and their @font-face rules
// (src/styles/pretendard.css). Run it after upgrading the `pretendard` package or when the UI text changed a lot; the
// output is committed, so builds and `npm ci` never run it. Takes 20–70 s (HarfBuzz WASM via subset-font).
//
// Why (PERFORMANCE.md, "Fonts"): the package's variable-font subsets cost ≈ 31 KiB per 100 characters and a long
// Korean page touched 9–11 of them (≈ 280 KiB). Here:
//  - three static weights (400, 500, 700: the only ones the design uses), instanced from the variable font at those
//    weights, so a page downloads outlines only for the weights its visible text uses (≈ 70 bytes per Hangul glyph);
//  - only the default OpenType features (+ tnum for tabular figures) are kept, so a subset no longer drags in every
//    alternate glyph its characters can reach (the Latin subset drops from 18 KiB to 9 KiB per weight);
//  - Pretendard's 92 unicode-range slices (ordered by Korean syllable frequency, most frequent last) are kept as
//    frequency tiers; the three most frequent stay whole (WHOLE_FROM), tiers 80–88 are cut into files of 12
//    characters and rarer ones into files of 24 (partSize), so a page that uses a few less common syllables (drug
//    and company names are full of them) fetches a few 1–3 KiB files instead of 8–10 KiB tiers; inside a tier,
//    characters that the portal's own UI text uses come first; the rarest tiers (RARE_BELOW) stay whole;
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

const WEIGHTS = [400, 500, 700];
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];
// STAT only describes the variable font's axes. The name table (copyright, licence, names: ≈ 0.2 KiB per file after
// compression) is replaced by a minimal one (Chromium's font sanitizer rejects a font without a name table): the
// licence and copyright travel as LICENSE.txt beside the files and in the CSS header (OFL §2 allows that), and the
// internal family name is not the Reserved Font Name, as the OFL asks of modified (here: subset) versions.
const DROP_TABLES = ['STAT'];
const LAYOUT_TABLES = ['GSUB', 'GPOS', 'GDEF'];
const INTERNAL_NAME = 'Portal Sans KR';
// Tiers from which on a file holds a whole tier: the three most frequent tiers (≈ 300 syllables and Latin; nearly
// every page needs most of them in every weight it uses: cutting them for 500/700 was measured to cost more).
const WHOLE_FROM = { 400: 89, 500: 89, 700: 89 };
// Characters per file below the whole tiers: 12 in the common tiers, more in the rarer ones (fewer @font-face rules:
// every rule costs CSS on every page), whole below RARE_BELOW (symbols, other scripts, the rarest syllables).
const RARE_BELOW = Number(process.env.FONT_RARE_BELOW ?? 40);
const partSize = (index) => (index >= 80 ? 12 : Number(process.env.FONT_RARE_PART ?? 24));

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

/** The files of one tier in one weight: lists of code points, each list one font file and one @font-face rule. */
function partsOf(tier, weight) {
  if (tier.index >= WHOLE_FROM[weight] || tier.index < RARE_BELOW) return [tier.codePoints];
  const ordered = [...tier.codePoints].sort((a, b) => (uiCount.get(b) ?? 0) - (uiCount.get(a) ?? 0) || a - b);
  const parts = [];
  const size = partSize(tier.index);
  for (let i = 0; i < ordered.length; i += size) parts.push(ordered.slice(i, i + size).sort((a, b) => a - b));
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
const rules = [];
let files = 0;
let bytes = 0;
// Most frequent tiers first in the CSS; the three weights of one part side by side (their rules differ only in
// weight and file name, which keeps the gzipped CSS small).
for (const tier of [...tiers].sort((a, b) => b.index - a.index)) {
  // Parts shared by several weights are written side by side (their rules differ only in weight and file name).
  const parts = new Map();
  for (const weight of WEIGHTS) {
    const list = partsOf(tier, weight);
    list.forEach((codePoints, partIndex) => {
      const key = `${list.length}:${partIndex}`;
      if (!parts.has(key)) parts.set(key, { codePoints, partIndex, split: list.length > 1, weights: [] });
      parts.get(key).weights.push(weight);
    });
  }
  for (const { codePoints, partIndex, split, weights } of parts.values()) {
    const text = String.fromCodePoint(...codePoints);
    const range = unicodeRange(codePoints);
    for (const weight of weights) {
      // Layout tables only act inside one file (a browser shapes each font file's run on its own): a part of 12–24
      // less common syllables (and a few symbols) has no ligatures or contextual forms and almost no kerning pairs
      // among its own glyphs, so its GSUB, GPOS and GDEF go (up to ≈ 360 bytes of a ≈ 2 KiB file; /products fetches
      // ≈ 50 parts). The whole, most frequent tiers (Latin, digits, common syllables) keep them.
      const layoutFree = split;
      const sfnt = await subsetFont(variable, text, {
        targetFormat: 'sfnt',
        variationAxes: { wght: weight },
        keepFeatures: layoutFree ? [] : FEATURES,
        dropTables: layoutFree ? [...DROP_TABLES, ...LAYOUT_TABLES] : DROP_TABLES,
      });
      const renamed = withMinimalName(sfnt, INTERNAL_NAME, { 400: 'Regular', 500: 'Medium', 700: 'Bold' }[weight]);
      // A second pass only to compress it (it keeps every glyph, table and feature of the first).
      const woff2 = await subsetFont(renamed, undefined, {
        targetFormat: 'woff2',
        keepAllGlyphs: true,
        keepFeatures: layoutFree ? [] : FEATURES,
      });
      const name = `${weight}-${tier.index}${split ? `-${partIndex}` : ''}.woff2`;
      writeFileSync(join(staging, name), woff2);
      setHash.update(name).update(woff2);
      files++;
      bytes += woff2.length;
      rules.push(
        `@font-face{font-family:Pretendard;font-weight:${weight};font-display:swap;src:url(DIR/${name}) format('woff2');unicode-range:${range}}`,
      );
    }
  }
}

const dirName = `pretendard-${setHash.digest('hex').slice(0, 8)}`;
const outDir = join(fontsDir, dirName);
for (const name of readdirSync(fontsDir))
  if (name.startsWith('pretendard-')) rmSync(join(fontsDir, name), { recursive: true, force: true });
copyFileSync(join(pkg, 'dist/LICENSE.txt'), join(staging, 'LICENSE.txt'));
renameSync(staging, outDir);
writeFileSync(
  cssOut,
  `/* Generated by scripts/fonts.mjs (npm run fonts) from pretendard ${JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version}: do not edit.
Pretendard, Copyright (c) 2021 Kil Hyung-jin, with Reserved Font Name Pretendard. SIL Open Font License 1.1
(public/fonts/${dirName}/LICENSE.txt). Static 400/500/700 instances, split by unicode-range: see the script. */
${rules.join('\n').replaceAll('DIR/', `/fonts/${dirName}/`)}
`,
);
console.log(
  `${files} files, ${(bytes / 1024).toFixed(0)} KiB, ${rules.length} rules → ${relative(root, outDir)}, ${relative(root, cssOut)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
