import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib, gzip } from 'node:zlib';
import subsetFont from 'subset-font';
import type { PageFontWeight } from './faces';
import { createTurns } from '../../lib/turns';

// The page font files: one subset of one weight holding exactly the characters a key names, made on demand.
// - The source is a full static instance of the weight (src/host/page-font/instances, made by scripts/build/fonts.mjs
//   like its static files: same outlines, the same minimal name table), decompressed at first use and kept in memory.
// - The subset is TrueType without layout tables (a page's less common syllables have no ligatures, and a browser
//   shapes each font file's run on its own, as for the small static parts). Subsetting takes a few ms on the event
//   loop; compressing (brotli 11, gzip 9) runs on libuv's thread pool. WOFF2 would be ≈ 10 % smaller but its
//   compressor runs on the event loop for 60–80 ms per file.
// - Made files live in a bounded LRU (most recently used kept): the same page text makes the same key.
// - Making is bounded: one file at a time (MAX_SUBSETS_AT_ONCE: its subset on the event loop, then brotli, then gzip
//   on one thread of the pool, leaving the others to password hashes and page compression on a 2-core server), and
//   MAX_SUBSETS_WAITING more in line (≈ 2–5 s of work); a file past that is refused
//   (PageFontBusy: the route answers 503 + Retry-After, and the page's text falls back to the static font parts), so
//   a burst of keys, even valid ones, costs the server a short queue, never its logins. A file already made or being
//   made takes no place in line.

export interface PageFontFile {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Font files made at once (a 400-character file takes 0.2–0.6 s). */
export const MAX_SUBSETS_AT_ONCE = 1;
/** Font files waiting for their turn; one more is refused. */
export const MAX_SUBSETS_WAITING = 8;
/** What a refused file's Retry-After says. */
export const BUSY_RETRY_SECONDS = 5;

/** Too many font files are being made: try again later. */
export class PageFontBusy extends Error {
  override readonly name = 'PageFontBusy';
}

const CACHE_BYTES = 24 * 1024 * 1024;
const cache = new Map<string, Promise<PageFontFile>>();
const sizes = new Map<string, number>();
let cachedBytes = 0;

const instances = new Map<PageFontWeight, Promise<Buffer>>();

/** Runs `work` when a place is free (now, or after those in line); refuses at once when the line is full. */
const inTurn = createTurns(MAX_SUBSETS_AT_ONCE, MAX_SUBSETS_WAITING, () => new PageFontBusy());

/** The full static instance of a weight (scripts/build/fonts.mjs made it), decompressed once on the thread pool. */
function staticInstance(weight: PageFontWeight): Promise<Buffer> {
  let instance = instances.get(weight);
  if (!instance) {
    instance = readFile(join(process.cwd(), 'src/host/page-font/instances', `${weight}.ttf.br`)).then((compressed) =>
      promisify(brotliDecompress)(compressed),
    );
    instance.catch(() => instances.delete(weight));
    instances.set(weight, instance);
  }
  return instance;
}

async function make(weight: PageFontWeight, codePoints: readonly number[]): Promise<PageFontFile> {
  const font = await staticInstance(weight);
  const raw = await subsetFont(font, String.fromCodePoint(...codePoints), {
    targetFormat: 'sfnt',
    keepFeatures: [],
    dropTables: ['STAT', 'GSUB', 'GPOS', 'GDEF'],
  });
  const br = await promisify(brotliCompress)(raw, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = await promisify(gzip)(raw, { level: 9 });
  return { raw, br, gzip: gz };
}

/**
 * The font file of these code points (sorted, unique) in this weight; made once, then served from memory. Rejects
 * with PageFontBusy when it would have to be made and the line is full.
 */
export function pageFontFile(weight: PageFontWeight, key: string, codePoints: readonly number[]): Promise<PageFontFile> {
  const name = `${weight}/${key}`;
  const hit = cache.get(name);
  if (hit) {
    cache.delete(name); // re-inserted: a Map keeps insertion order, so the first entry is the least recently used
    cache.set(name, hit);
    return hit;
  }
  const made = inTurn(() => make(weight, codePoints));
  cache.set(name, made);
  made.then(
    (file) => {
      if (cache.get(name) !== made) return;
      const size = file.raw.length + file.br.length + file.gzip.length;
      sizes.set(name, size);
      cachedBytes += size;
      for (const [oldest] of cache) {
        if (cachedBytes <= CACHE_BYTES || oldest === name) break;
        cache.delete(oldest);
        cachedBytes -= sizes.get(oldest) ?? 0;
        sizes.delete(oldest);
      }
    },
    () => cache.delete(name),
  );
  return made;
}
