// `npm run fonts`: regenerates the self-hosted Pretendard files (public/fonts/pretendard-<hash>/), their @font-face rules
// (src/styles/pretendard.css, and rare-faces.css in the font folder, named by src/styles/rare-font-faces.ts), and what
// the server needs for the page font files (src/host/page-font/coverage.ts and instances/). Run it after upgrading
// the `pretendard` package or when the UI text changed a lot; the output is committed, so builds and `npm ci` never
// run it. Takes 1–2 min (HarfBuzz WASM via subset-font).
//
// Why (docs/performance/, "Fonts" and "Requests"): the package's variable-font subsets cost ≈ 31 KiB per 100 characters
// and a long Korean page touched 9–11 of them (≈ 280 KiB); static parts small enough for the byte budget made a long
// page fetch 30–47 files. Here:
//  - three static weights (400, 500, 700: the only ones the design uses), instanced from the variable font at those
//    weights, so a page downloads outlines only for the weights its visible text uses (≈ 70 bytes per Hangul glyph);
//  - only the default OpenType features (+ tnum for tabular figures) are kept, so a subset no longer drags in every
//    alternate glyph its characters can reach (the Latin subset drops from 18 KiB to 9 KiB per weight);
//  - a shared base, one file per weight: the three most frequent of Pretendard's 92 frequency tiers (Latin, digits,
//    the top syllables) and the characters of the layouts and the shell, which every page shows;
//  - everything else a server-rendered page shows comes from one page font file per weight that the server subsets on
//    demand from full static instances of the weights (src/host/page-font: its key names the characters), written
//    here because instancing blocks for ≈ 0.25 s per weight;
//  - for text that islands add after the render: the next 17 tiers (≈ 2,000 characters the UI and real content use)
//    in files of COMMON_PART characters (the UI's own characters first), the ≈ 11,000 rarer characters in a few big
//    files whose rules live in a stylesheet of their own, out of the render path (see the constants below);
//  - a minimal name table (DROP_TABLES, withMinimalName);
//  - nothing is preloaded (BaseLayout): measured on Lighthouse's mobile profile, a font preload delayed the
//    render-blocking stylesheet (/terms first paint 3.1 s with, 1.6 s without).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { INTERNAL_NAME, withMinimalName } from '../../src/host/page-font/name-table.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = join(root, 'node_modules', 'pretendard');
const fontsDir = join(root, 'public', 'fonts');
const cssOut = join(root, 'src', 'styles', 'pretendard.css');
const rareHrefOut = join(root, 'src', 'styles', 'rare-font-faces.ts');
const coverageOut = join(root, 'src', 'host', 'page-font', 'coverage.ts');
const instancesOut = join(root, 'src', 'host', 'page-font', 'instances');

const WEIGHTS = [400, 500, 700];
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];
// STAT only describes the variable font's axes. The name table is replaced by a minimal one (withMinimalName).
const DROP_TABLES = ['STAT'];
const LAYOUT_TABLES = ['GSUB', 'GPOS', 'GDEF'];
// Three kinds of static files, per weight:
//  - base: the most frequent tiers (from WHOLE_FROM up) and the shell's characters in tiers from COMMON_FROM up, one
//    file that keeps its layout tables; every page loads it (the page font files hold what it lacks);
//  - common: the other characters of the tiers from COMMON_FROM up (≈ 2,000 syllables: everything the portal's UI
//    text and its demo content use), cut into files of COMMON_PART characters (characters the UI uses first). Their
//    rules are in the page stylesheet; a page fetches them only for text an island adds after the render;
//  - rare: everything below COMMON_FROM (≈ 11,000 syllables, symbols, jamo, other scripts), almost never on a page:
//    ordered by code point and cut into RARE_FILES files, so each file's unicode-range is a few spans instead of a
//    list of single code points. Their rules are in a stylesheet of their own that the page loads without waiting.
// Fewer, coarser rules because every rule costs CPU before the first paint on a slow phone (parsing, and matching
// each text run against every face); docs/performance/ has the measurements.
const WHOLE_FROM = 89;
const COMMON_FROM = Number(process.env.FONT_COMMON_FROM ?? 72);
// 20: what an island's text costs in bytes (before the page font files, 50 cost a product list ≈ 40 KiB, 25 ≈ 15 KiB).
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
const walk = (dir, count) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'server') walk(path, count);
    } else if (/\.(astro|tsx?)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) {
      for (const ch of readFileSync(path, 'utf8')) {
        const cp = ch.codePointAt(0);
        count.set(cp, (count.get(cp) ?? 0) + 1);
      }
    }
  }
  return count;
};
walk(join(root, 'src'), uiCount);
// The characters every page shows: the layouts' and the site shell's (header, footer, menus).
const shellChars = new Set([
  ...walk(join(root, 'src', 'layouts'), new Map()).keys(),
  ...walk(join(root, 'src', 'components', 'shell'), new Map()).keys(),
]);

/** The shared base: the most frequent tiers and the characters of the shell the tiers below hold. */
function baseCodePoints() {
  const base = new Set(tiers.filter((tier) => tier.index >= WHOLE_FROM).flatMap((tier) => tier.codePoints));
  for (const tier of tiers) if (tier.index >= COMMON_FROM) for (const cp of tier.codePoints) if (shellChars.has(cp)) base.add(cp);
  return base;
}

/** The common files: lists of code points (one font file and one @font-face rule each), most frequent first. */
function commonParts(partSize) {
  const base = baseCodePoints();
  const parts = [{ name: 'base', codePoints: [...base].sort((a, b) => a - b), layout: true }];
  for (const tier of [...tiers].sort((a, b) => b.index - a.index)) {
    if (tier.index < COMMON_FROM || tier.index >= WHOLE_FROM) continue;
    const ordered = tier.codePoints.filter((cp) => !base.has(cp)).sort((a, b) => (uiCount.get(b) ?? 0) - (uiCount.get(a) ?? 0) || a - b);
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
) => `/* Generated by scripts/build/fonts.mjs (npm run fonts) from pretendard ${JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version}: do not edit.
Pretendard, Copyright (c) 2021 Kil Hyung-jin, with Reserved Font Name Pretendard. SIL Open Font License 1.1
(public/fonts/${dirName}/LICENSE.txt). Static 400/500/700 instances, split by unicode-range: ${what}. */
`;
const rareName = 'rare-faces.css';
writeFileSync(join(staging, rareName), header('the rare characters') + sheets.rare.join('\n').replaceAll('DIR/', '') + '\n');
renameSync(staging, outDir);
writeFileSync(cssOut, header('the common characters') + sheets.common.join('\n').replaceAll('DIR/', `/fonts/${dirName}/`) + '\n');
writeFileSync(
  rareHrefOut,
  `// Generated by scripts/build/fonts.mjs (npm run fonts): do not edit. The rare characters' @font-face rules, a stylesheet
// the pages load without waiting for it (src/layouts/BaseLayout.astro).
export const rareFontFacesHref = '/fonts/${dirName}/${rareName}';
`,
);
// The server's page font files are subsets of full static instances of each weight: made here (instancing the
// variable font blocks for ≈ 0.25 s per weight, too long for a server's event loop), without layout tables (a page
// file has none), brotli-compressed (≈ 0.75 MB instead of 2.8; the server decompresses them on its thread pool).
mkdirSync(instancesOut, { recursive: true });
for (const weight of WEIGHTS) {
  const instance = await subsetFont(variable, undefined, {
    targetFormat: 'sfnt',
    keepAllGlyphs: true,
    variationAxes: { wght: weight },
    keepFeatures: [],
    dropTables: [...DROP_TABLES, ...LAYOUT_TABLES],
  });
  const renamed = withMinimalName(instance, INTERNAL_NAME, { 400: 'Regular', 500: 'Medium', 700: 'Bold' }[weight]);
  writeFileSync(
    join(instancesOut, `${weight}.ttf.br`),
    brotliCompressSync(renamed, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_LGWIN]: 24 } }),
  );
}

// What the server's page font files need to know (src/host/page-font): the characters every page already gets from
// the shared base file, and every character the font has.
const rangeList = (codePoints) =>
  unicodeRange([...codePoints].sort((a, b) => a - b))
    .replaceAll('U+', '')
    .replaceAll(' ', '');
writeFileSync(
  coverageOut,
  `// Generated by scripts/build/fonts.mjs (npm run fonts): do not edit. Code point ranges (hex) of the Pretendard files.
/** The shared base: the most frequent tiers and the shell's characters, one file per weight that every page loads and caches. */
export const baseRanges =
  '${rangeList(baseCodePoints())}';
/** Every character the font has. */
export const coveredRanges =
  '${rangeList(tiers.flatMap((t) => t.codePoints))}';
`,
);
console.log(
  `${fileCount} files, ${(bytes / 1024).toFixed(0)} KiB, ${sheets.common.length} + ${sheets.rare.length} rules → ${relative(root, outDir)}, ${relative(root, cssOut)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
