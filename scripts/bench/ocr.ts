// `npm run bench:ocr [-- --images 40]`: how well and how fast the OCR reads the demo's EDI statements. A throw-away
// embedded database is seeded as the demo is (its statement images drawn by src/server/seed/statement-image.ts), then
// the first N images of records whose lines are entered (the truth: a page holds every n-th line of its record) are
// read as stored (a scan), turned ±3°, blurred, and photographed on a desk (perspective, uneven light, noise; read
// with the page found, and with the page's true corners as staff would mark them). Prints, per variant, the share of
// the lines whose insurance code was read, the share whose code and quantity were both read, the proposals that
// matched no line, and the milliseconds per image (decode to proposals, the worker already started).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, ne } from 'drizzle-orm';
import { blurred, photographed, rotated } from './ocr-variants';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const IMAGES = arg('images', 40);
/** `--misses`: print each line missed (what was read instead); `--only scan`: one variant. */
const MISSES = process.argv.includes('--misses');
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

const uploads = mkdtempSync(path.join(tmpdir(), 'ocr-bench-'));
Object.assign(process.env, { DEMO_MODE: '1', SCRYPT_LOG_N: '10', UPLOADS_DIR: uploads, LOG_LEVEL: 'warn' });
const { openDatabase } = await import('../../src/server/runtime/database');
const { getStorage } = await import('../../src/server/files/storage');
const schema = await import('../../src/server/db/schema');
const { decodeGray } = await import('../../src/server/ocr/gray-image');
const { readStatement } = await import('../../src/server/ocr/read-statement');
const { stopRecognizer } = await import('../../src/server/ocr/recognizer');
const { encodeGrayPng, pageLines } = await import('../../src/server/seed/statement-image');
const { prng } = await import('../../src/server/seed/prng');
type GrayImage = import('../../src/server/ocr/gray-image').GrayImage;
type Quad = import('../../src/server/ocr/perspective').Quad;

interface Truth {
  insuranceCode: string;
  quantity: number;
}

getStorage();
const seeding = performance.now();
const handle = await openDatabase({ dataDir: 'memory://', seed: true });
console.log(`seeded in ${Math.round(performance.now() - seeding)} ms`);
const db = handle.db;

// The images of records with entered lines, by record, and each page's lines.
const r = schema.prescriptionPartners;
const records = await db.select({ id: r.id }).from(r).where(ne(r.status, 'PENDING')).orderBy(asc(r.id));
const pages: { key: string; bytes: Uint8Array; truth: Truth[] }[] = [];
for (const { id } of records) {
  if (pages.length >= IMAGES) break;
  const files = await db
    .select({ key: schema.storedFiles.storageKey })
    .from(schema.prescriptionPartnerFiles)
    .innerJoin(schema.storedFiles, eq(schema.storedFiles.id, schema.prescriptionPartnerFiles.fileId))
    .where(eq(schema.prescriptionPartnerFiles.prescriptionPartnerId, id))
    .orderBy(asc(schema.prescriptionPartnerFiles.position));
  const lines = await db
    .select({ insuranceCode: schema.products.productCode, quantity: schema.prescriptionPartnerProducts.quantity })
    .from(schema.prescriptionPartnerProducts)
    .innerJoin(schema.products, eq(schema.products.id, schema.prescriptionPartnerProducts.productId))
    .where(eq(schema.prescriptionPartnerProducts.prescriptionPartnerId, id))
    .orderBy(asc(schema.prescriptionPartnerProducts.id));
  for (const [n, file] of files.entries()) {
    const stream = await getStorage().open(file.key);
    if (!stream) throw new Error(`no bytes for ${file.key}`);
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    pages.push({ key: `${id}/${n + 1}`, bytes, truth: pageLines(lines, files.length, n) });
  }
}
await handle.close();
pages.length = Math.min(pages.length, IMAGES);

const png = (image: GrayImage) => encodeGrayPng(image.pixels, image.width, image.height);
type Variant = { name: string; make: (page: GrayImage, k: number) => { bytes: Uint8Array; quad?: Quad } };
const variants: Variant[] = [
  { name: 'scan', make: (page) => ({ bytes: png(page) }) },
  { name: 'rotated +3°', make: (page) => ({ bytes: png(rotated(page, 3)) }) },
  { name: 'rotated −3°', make: (page) => ({ bytes: png(rotated(page, -3)) }) },
  { name: 'blurred', make: (page) => ({ bytes: png(blurred(page, 1)) }) },
  { name: 'photo, page found', make: (page, k) => ({ bytes: png(photographed(page, prng(k + 1)).image) }) },
  {
    name: 'photo, corners marked',
    make: (page, k) => {
      const shot = photographed(page, prng(k + 1));
      return { bytes: png(shot.image), quad: shot.quad };
    },
  },
];

/** Lines of the truth matched by a proposal: by code, each proposal used once; and those whose quantity is right too. */
function score(truth: readonly Truth[], read: readonly { insuranceCode: string; quantity: number | null }[]) {
  const left = [...read];
  let codes = 0;
  let both = 0;
  for (const line of truth) {
    const exact = left.findIndex((p) => p.insuranceCode === line.insuranceCode && p.quantity === line.quantity);
    const at = exact >= 0 ? exact : left.findIndex((p) => p.insuranceCode === line.insuranceCode);
    if (at < 0) continue;
    codes++;
    if (exact >= 0) both++;
    left.splice(at, 1);
  }
  return { codes, both, extra: left.length };
}

// The worker's start is not a reading: one read first.
await readStatement(pages[0]!.bytes);
const lines = pages.reduce((sum, p) => sum + p.truth.length, 0);
console.log(`${pages.length} images, ${lines} lines (${new Set(pages.map((p) => p.key.split('/')[0])).size} records)\n`);
console.log('| variant | codes read | code and quantity | proposals matching no line | ms per image (mean, max) |');
console.log('| --- | --- | --- | --- | --- |');
for (const variant of variants.filter((v) => !ONLY || v.name.startsWith(ONLY))) {
  let codes = 0;
  let both = 0;
  let extra = 0;
  let ms = 0;
  let slowest = 0;
  for (const [k, page] of pages.entries()) {
    const made = variant.make(await decodeGray(page.bytes), k);
    const started = performance.now();
    const reading = await readStatement(made.bytes, made.quad);
    const took = performance.now() - started;
    ms += took;
    slowest = Math.max(slowest, took);
    const s = score(page.truth, reading.lines);
    if (MISSES && s.both < page.truth.length) {
      console.log(`  ${variant.name} ${page.key}: ${JSON.stringify(page.truth)} read ${JSON.stringify(reading.lines)}`);
    }
    codes += s.codes;
    both += s.both;
    extra += s.extra;
  }
  const pct = (n: number) => `${((100 * n) / lines).toFixed(1)} % (${n}/${lines})`;
  console.log(`| ${variant.name} | ${pct(codes)} | ${pct(both)} | ${extra} | ${Math.round(ms / pages.length)}, ${Math.round(slowest)} |`);
}
await stopRecognizer();
rmSync(uploads, { recursive: true, force: true });
