import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  EDI_OCR_AT_ONCE,
  EDI_OCR_IMAGE_BYTES_MAX,
  EDI_OCR_IMAGE_PIXELS_MAX,
  EDI_OCR_PER_STAFF,
  type EdiOcrCorner,
} from '../../api/schema/admin-prescriptions';
import type { EdiOcrAccuracy, EdiOcrPoint, EdiOcrProposal, EdiOcrQuad, EdiOcrRun } from '../../api/types';
import { seoulDay } from '../../lib/compliance-rules';
import { createGate } from '../../lib/turns';
import type { Db } from '../db';
import { ocrKept, ocrRuns, products, type Member, type StoredFile } from '../db/schema';
import { getStorage } from '../files/storage';
import { ApiHttpError, badRequest, notFound } from '../http';
import { holdForWrite } from '../prescriptions/staff-claims';
import { linesPerProduct, productOption, staffRecordFile } from '../prescriptions/staff-queue';
import { fileKindOf } from './image-header';
import { ImageUnreadable } from './gray-image';
import type { Quad } from './perspective';
import { findStatementQuad, readStatement } from './read-statement';

// OCR으로 읽기: a record's statement image read for its lines, proposed to the staff member who holds the record
// (the same claim rule as a line write: staff-claims.ts holdForWrite). Nothing is entered: staff add the lines they
// keep, naming the run and the proposal (staff-entry.ts), and ocr_kept records what they kept of it. A run is stored
// with who ran it, when, on which file, the page's corners, what it proposed and how long it took.
//
// Recognizing is the costliest work a request can ask for (a decoded picture of up to 100 MB, a second of CPU), so
// it runs in a place of one gate: EDI_OCR_AT_ONCE in the process, EDI_OCR_PER_STAFF for one staff member, more
// refused at once with 429 (waiting would hold the connection and the picture's memory for nothing). The page's
// corners found for the screen (…/ocr/quad) decode the picture too, and take a place the same way.

type Staff = Pick<Member, 'id' | 'userId'>;

const gate = createGate<number>(EDI_OCR_AT_ONCE, EDI_OCR_PER_STAFF);
const RETRY_AFTER_SECONDS = 5;
const refusals = {
  FULL: '다른 직원의 OCR 읽기가 진행 중입니다. 잠시 후 다시 시도해 주세요.',
  KEY_FULL: '이미 OCR로 읽고 있는 파일이 있습니다. 끝난 뒤 다시 시도해 주세요.',
};

/** The gate's places (tests hold them to see the refusal). */
export const ocrGate = gate;

async function inPlace<T>(staff: Staff, work: () => Promise<T>): Promise<T> {
  const place = gate.take(staff.id);
  if (typeof place === 'string') throw new ApiHttpError(429, 'OCR_BUSY', refusals[place], { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  try {
    return await work();
  } finally {
    place.release();
  }
}

/** 25,000,000 → 2,500만. */
const megapixels = (n: number) => `${Math.round(n / 10_000).toLocaleString('ko-KR')}만`;
const tooLarge = (message: string) => new ApiHttpError(413, 'IMAGE_TOO_LARGE', message);

/** The bytes of a stream, refused past `max`. */
async function bytesOf(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > max) {
      await stream.cancel().catch(() => undefined);
      throw tooLarge(`OCR로 읽을 이미지는 ${max / 1024 / 1024}MB 이하여야 합니다.`);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

interface OcrImage {
  file: StoredFile;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * The record's file as an image the OCR may read: 404 when it is not a file of the record; 400 for a PDF or anything
 * that is not a PNG, JPEG or WebP image (by its bytes, not its name); 413 past the byte or pixel limit (the pixels
 * from the header, before anything is decoded).
 */
async function imageOf(db: Db, recordId: number, fileId: number): Promise<OcrImage> {
  const file = await staffRecordFile(db, recordId, fileId);
  if (!file) throw notFound('파일을 찾을 수 없습니다. 실적을 새로 고쳐 주세요.');
  if (file.size > EDI_OCR_IMAGE_BYTES_MAX)
    throw tooLarge(`OCR로 읽을 이미지는 ${EDI_OCR_IMAGE_BYTES_MAX / 1024 / 1024}MB 이하여야 합니다.`);
  const stream = await getStorage().open(file.storageKey);
  if (!stream) throw notFound('파일을 찾을 수 없습니다. 실적을 새로 고쳐 주세요.');
  const bytes = await bytesOf(stream, EDI_OCR_IMAGE_BYTES_MAX);
  const kind = fileKindOf(bytes);
  if (kind.kind === 'pdf')
    throw badRequest('PDF 파일은 OCR로 읽을 수 없습니다. 이미지(PNG, JPG, WebP) 파일을 선택하거나 직접 입력해 주세요.');
  if (kind.kind === 'other') throw badRequest('이미지 파일이 아니어서 OCR로 읽을 수 없습니다. PNG, JPG, WebP 이미지만 읽을 수 있습니다.');
  if (!kind.width || !kind.height) throw badRequest('이미지를 읽을 수 없습니다. 파일이 손상되지 않았는지 확인해 주세요.');
  if (kind.width * kind.height > EDI_OCR_IMAGE_PIXELS_MAX) {
    throw tooLarge(
      `이미지가 너무 큽니다(${kind.width}×${kind.height}). OCR로는 ${megapixels(EDI_OCR_IMAGE_PIXELS_MAX)} 화소 이하의 이미지만 읽을 수 있으니 해상도를 낮춰 주세요.`,
    );
  }
  return { file, bytes, width: kind.width, height: kind.height };
}

const unreadable = () => badRequest('이미지를 읽을 수 없습니다. 파일이 손상되지 않았는지 확인해 주세요.');

/** Runs `work` on the decoded picture: a picture the decoder refuses, or no page in it, is a 400, not a server error. */
async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ImageUnreadable) throw unreadable();
    // A page found as a line or a point (a picture of nothing like a page): the corners are for staff to mark.
    if (err instanceof Error && err.message === 'degenerate quadrilateral') {
      throw badRequest('문서의 모서리를 찾지 못했습니다. 모서리 네 곳을 직접 찍어 주세요.');
    }
    throw err;
  }
}

/** Fractions of the image (the API's corners) in its pixels, and back. */
const toPixels = (corners: readonly EdiOcrCorner[], w: number, h: number): Quad =>
  corners.map((c) => [c.x * (w - 1), c.y * (h - 1)] as [number, number]) as unknown as Quad;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const toFractions = (quad: Quad, w: number, h: number): EdiOcrPoint[] =>
  quad.map(([x, y]) => ({ x: round4(x / Math.max(1, w - 1)), y: round4(y / Math.max(1, h - 1)) }));

/** `GET …/files/{fileId}/ocr/quad`: the image's size and the page found in it. */
export async function ocrQuad(db: Db, staff: Staff, recordId: number, fileId: number): Promise<EdiOcrQuad> {
  return inPlace(staff, async () => {
    const image = await imageOf(db, recordId, fileId);
    const found = await decoding(() => findStatementQuad(image.bytes));
    return { width: found.width, height: found.height, corners: toFractions(found.quad, found.width, found.height) };
  });
}

/**
 * `POST …/files/{fileId}/ocr`: reads the file within `corners` (or the page found) and answers the proposals, each
 * priced as the product search prices it for the record's prescription month. The holder only: the claim is checked
 * (and renewed) first in a short transaction of its own, not held while the page is read.
 */
export async function runEdiOcr(
  db: Db,
  staff: Staff,
  recordId: number,
  fileId: number,
  corners?: readonly EdiOcrCorner[],
): Promise<EdiOcrRun> {
  const record = await db.transaction((t) => holdForWrite(t as unknown as Db, staff, recordId));
  return inPlace(staff, async () => {
    const started = performance.now();
    const image = await imageOf(db, recordId, fileId);
    const reading = await decoding(() => readStatement(image.bytes, corners ? toPixels(corners, image.width, image.height) : undefined));
    const durationMs = Math.round(performance.now() - started);

    const codes = [...new Set(reading.lines.map((l) => l.insuranceCode))];
    const [catalogue, onRecord] = await Promise.all([
      codes.length ? db.select().from(products).where(inArray(products.productCode, codes)) : Promise.resolve([]),
      linesPerProduct(db, recordId),
    ]);
    const proposals = reading.lines.map((line, index): EdiOcrProposal => {
      const product = catalogue.find((p) => p.productCode === line.insuranceCode);
      return {
        index,
        insuranceCode: line.insuranceCode,
        quantity: line.quantity,
        confidence: line.confidence,
        product: product ? productOption(product, record.prescriptionMonth, onRecord.get(product.id) ?? 0) : null,
        unknownCode: !product,
        otherCompany: !!product && product.drugCompanyId !== record.drugCompanyId,
      };
    });
    const quad = reading.quad.map(([x, y]) => [Math.round(x), Math.round(y)] as [number, number]);
    const [run] = await db
      .insert(ocrRuns)
      .values({
        prescriptionPartnerId: recordId,
        fileId,
        staffId: staff.id,
        staffUserId: staff.userId,
        durationMs,
        corners: quad,
        proposals: reading.lines.map((l) => ({ insuranceCode: l.insuranceCode, quantity: l.quantity, confidence: l.confidence })),
      })
      .returning({ id: ocrRuns.id });
    return {
      runId: run!.id,
      fileId,
      corners: toFractions(reading.quad, image.width, image.height),
      durationMs,
      proposals,
    };
  });
}

const DAY_MS = 86_400_000;
/** The instant a Seoul day begins (UTC+9, no daylight saving). */
const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);
const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** `GET /v1/admin/ocr/accuracy`: proposed vs kept as read, over the runs of a period (default the last 30 days). */
export async function ocrAccuracy(db: Db, q: { from?: string; to?: string }, now = new Date()): Promise<EdiOcrAccuracy> {
  const to = q.to ?? seoulDay(now);
  const from = q.from ?? dayBefore(to, 29);
  const since = seoulMidnight(from);
  const until = new Date(seoulMidnight(to).getTime() + DAY_MS);
  const inPeriod = and(gte(ocrRuns.ranAt, since), lt(ocrRuns.ranAt, until));
  const [runs] = await db
    .select({
      runs: sql<number>`count(*)::int`,
      proposed: sql<number>`coalesce(sum(jsonb_array_length(${ocrRuns.proposals})), 0)::int`,
      meanMs: sql<number | null>`round(avg(${ocrRuns.durationMs}))::int`,
    })
    .from(ocrRuns)
    .where(inPeriod);
  const [kept] = await db
    .select({
      kept: sql<number>`count(*)::int`,
      unchanged: sql<number>`(count(*) filter (where ${ocrKept.outcome} = 'UNCHANGED'))::int`,
      code: sql<number>`(count(*) filter (where ${ocrKept.keptCode} <> ${ocrKept.proposedCode}))::int`,
      quantity: sql<number>`(count(*) filter (where ${ocrKept.keptQuantity} is distinct from ${ocrKept.proposedQuantity}))::int`,
    })
    .from(ocrKept)
    .innerJoin(ocrRuns, eq(ocrRuns.id, ocrKept.ocrRunId))
    .where(inPeriod);
  const k = kept ?? { kept: 0, unchanged: 0, code: 0, quantity: 0 };
  return {
    from,
    to,
    runs: runs?.runs ?? 0,
    proposed: runs?.proposed ?? 0,
    kept: k.kept,
    keptUnchanged: k.unchanged,
    corrected: k.kept - k.unchanged,
    codeCorrected: k.code,
    quantityCorrected: k.quantity,
    unchangedShare: k.kept ? Math.round((k.unchanged / k.kept) * 1000) / 1000 : null,
    meanMs: runs?.runs ? runs.meanMs : null,
  };
}
