import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDI_OCR_AT_ONCE } from '../../src/api/schema/admin-prescriptions';
import type { EdiOcrAccuracy, EdiOcrQuad, EdiOcrRun } from '../../src/api/types';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import {
  ocrKept,
  ocrRuns,
  prescriptionClaims,
  prescriptionPartnerFiles,
  prescriptionPartnerProducts,
  prescriptionPartners,
  products,
} from '../../src/server/db/schema';
import { ocrGate } from '../../src/server/ocr/edi-ocr';
import { getDb } from '../../src/server/runtime/database';
import { encodeGrayPng } from '../../src/server/seed/statement-image';
import { base, ok } from './admin-prescriptions-helpers';
import { multipart, PDF, send, type Who } from './content-helpers';
import { memberId, refsOf } from './prescriptions-helpers';
import { auditOf } from './review-helpers';
import { as } from './staff-helpers';

// OCR으로 읽기: a seeded statement image read for its lines (codes and quantities as the record's lines, priced as the
// product search prices them), the page found for the screen, the run stored; only 처방관리 staff call it, only the
// holder of the record's claim reads; a PDF, an oversized image or bad corners are refused before anything is
// recognized; the gate answers 429 when full; a line added from a proposal records what was kept of it, and the
// accuracy read-out counts it.

beforeEach(async () => resetLoginAttempts(await getDb()));

const EDI: Who = 'demo_ops_edi';
const OTHER: Who = 'demo_admin';
const hangul = /[가-힣]/;
const ocr = (recordId: number, fileId: number) => `${base(recordId)}/files/${fileId}/ocr`;

/** A seeded IN_PROGRESS record of demo_partner with `minLines` lines or more and nobody's claim: its files and lines. */
async function seededStatement(minLines = 2) {
  const db = await getDb();
  const owner = await memberId('demo_partner');
  const candidates = await db
    .select({ id: prescriptionPartners.id })
    .from(prescriptionPartners)
    .where(and(eq(prescriptionPartners.memberId, owner), eq(prescriptionPartners.status, 'IN_PROGRESS')))
    .orderBy(asc(prescriptionPartners.id));
  for (const { id } of candidates) {
    const lines = await db
      .select({ insuranceCode: products.productCode, quantity: prescriptionPartnerProducts.quantity })
      .from(prescriptionPartnerProducts)
      .innerJoin(products, eq(products.id, prescriptionPartnerProducts.productId))
      .where(eq(prescriptionPartnerProducts.prescriptionPartnerId, id))
      .orderBy(asc(prescriptionPartnerProducts.id));
    const claimed = await db.select().from(prescriptionClaims).where(eq(prescriptionClaims.prescriptionPartnerId, id));
    if (lines.length < minLines || claimed.length) continue;
    const files = await db
      .select({ fileId: prescriptionPartnerFiles.fileId })
      .from(prescriptionPartnerFiles)
      .where(eq(prescriptionPartnerFiles.prescriptionPartnerId, id))
      .orderBy(asc(prescriptionPartnerFiles.position));
    return { id, lines, files: files.map((f) => f.fileId) };
  }
  throw new Error(`no unclaimed seeded record with ${minLines} lines`);
}

/** A new record of demo_partner with the given files (as the member uploads them), claimed by EDI. */
async function recordWithFiles(month: string, files: { name: string; bytes: Uint8Array; type: string }[]) {
  const { dealer, partner } = await refsOf('demo_partner');
  const body = multipart(
    'request',
    { dealerId: dealer.id, drugCompanyId: dealer.drugCompanyId, partnerId: partner.id, prescriptionMonth: month },
    'files',
    files,
  );
  const created = await send('demo_partner', 'POST', '/v1/prescriptions/partner-files', body);
  expect(created.status, created.text).toBeLessThan(300);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(prescriptionPartners)
    .where(and(eq(prescriptionPartners.partnerId, partner.id), eq(prescriptionPartners.prescriptionMonth, `${month}-01`)));
  const record = await ok(EDI, 'POST', `${base(row!.id)}/claim`);
  return { id: record.id, files: record.files.map((f) => f.id) };
}

describe('reading a statement', () => {
  it('reads the codes and quantities of a seeded statement, priced for the record’s month; the run is stored; a kept proposal is recorded', async () => {
    const statement = await seededStatement();
    await ok(EDI, 'POST', `${base(statement.id)}/claim`);

    // The page found, for the screen: a seeded scan is the whole picture.
    const quad = await as<EdiOcrQuad>(EDI, 'GET', `${ocr(statement.id, statement.files[0]!)}/quad`);
    expect(quad.status, JSON.stringify(quad.json)).toBe(200);
    expect(quad.json.width).toBe(1000);
    expect(quad.json.corners).toHaveLength(4);
    for (const v of quad.json.corners.flatMap((c) => [c.x, c.y])) expect(v >= 0 && v <= 1, String(v)).toBe(true);

    // Every page read (the first with the corners found sent back, as the screen does); together they hold the lines.
    const runs: EdiOcrRun[] = [];
    for (const [k, fileId] of statement.files.entries()) {
      const res = await as<EdiOcrRun>(EDI, 'POST', ocr(statement.id, fileId), k === 0 ? { corners: quad.json.corners } : undefined);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      runs.push(res.json);
    }
    const read = runs.flatMap((r) => r.proposals.map((p) => ({ insuranceCode: p.insuranceCode, quantity: p.quantity })));
    const sort = (l: { insuranceCode: string; quantity: number | null }[]) =>
      [...l].sort((a, b) => a.insuranceCode.localeCompare(b.insuranceCode) || (a.quantity ?? 0) - (b.quantity ?? 0));
    expect(sort(read)).toEqual(sort(statement.lines));

    // Each proposal priced as the product search prices it (the record's lines are of known products).
    const proposal = runs[0]!.proposals[0]!;
    expect(proposal).toMatchObject({ index: 0, unknownCode: false, otherCompany: false });
    expect(proposal.confidence).toBeGreaterThan(0.5);
    const options = await as<{ productId: number; unitPrice: number | null; baseFeeBp: number | null }[]>(
      EDI,
      'GET',
      `${base(statement.id)}/product-options?q=${proposal.insuranceCode}`,
    );
    expect(proposal.product).toEqual(options.json[0]);

    // The run as stored: who, which file, the corners in pixels, what was proposed, how long.
    const db = await getDb();
    const [stored] = await db.select().from(ocrRuns).where(eq(ocrRuns.id, runs[0]!.runId));
    expect(stored).toMatchObject({
      prescriptionPartnerId: statement.id,
      fileId: statement.files[0],
      staffUserId: 'demo_ops_edi',
      durationMs: runs[0]!.durationMs,
    });
    expect(stored!.corners).toHaveLength(4);
    expect(stored!.proposals).toEqual(
      runs[0]!.proposals.map((p) => ({ insuranceCode: p.insuranceCode, quantity: p.quantity, confidence: p.confidence })),
    );

    // Kept: the record's lines go, then two proposals come back as lines, one as read, one with its quantity corrected.
    const record = await ok(EDI, 'GET', base(statement.id));
    for (const line of record.lines) await ok(EDI, 'DELETE', `${base(statement.id)}/lines/${line.id}`);
    const all = runs.flatMap((r) => r.proposals.map((p) => ({ runId: r.runId, p })));
    const [first, second] = all as [(typeof all)[number], (typeof all)[number]];
    const after = await ok(EDI, 'POST', `${base(statement.id)}/lines`, {
      lines: [
        { insuranceCode: first.p.insuranceCode, quantity: first.p.quantity, ocrRunId: first.runId, proposalIndex: first.p.index },
        { insuranceCode: second.p.insuranceCode, quantity: second.p.quantity! + 1, ocrRunId: second.runId, proposalIndex: second.p.index },
      ],
      onDuplicate: 'ADD',
    });
    expect(after.lines).toHaveLength(2);
    const kept = await db.select().from(ocrKept).orderBy(asc(ocrKept.keptAt), asc(ocrKept.proposalIndex));
    const keptOf = (runId: number, index: number) => kept.find((k) => k.ocrRunId === runId && k.proposalIndex === index);
    expect(keptOf(first.runId, first.p.index)).toMatchObject({
      outcome: 'UNCHANGED',
      lineId: after.lines[0]!.id,
      proposedCode: first.p.insuranceCode,
      keptCode: first.p.insuranceCode,
      proposedQuantity: first.p.quantity,
      keptQuantity: first.p.quantity,
    });
    expect(keptOf(second.runId, second.p.index)).toMatchObject({
      outcome: 'CORRECTED',
      lineId: after.lines[1]!.id,
      proposedQuantity: second.p.quantity,
      keptQuantity: second.p.quantity! + 1,
    });
    const audit = (await auditOf('EDI_RECORD', statement.id)).find((a) => a.action === 'EDI_LINES_ADDED');
    expect(audit?.changes).toMatchObject({ fromOcr: [null, [{ ocrRunId: first.runId }, { ocrRunId: second.runId }]] });

    // A run of another record, an index the run does not have, or half the pair: 400, nothing written.
    const bad = [
      { insuranceCode: first.p.insuranceCode, quantity: 1, ocrRunId: first.runId, proposalIndex: 99 },
      { insuranceCode: first.p.insuranceCode, quantity: 1, ocrRunId: first.runId },
    ];
    for (const line of bad) {
      const res = await as(EDI, 'POST', `${base(statement.id)}/lines`, { lines: [line], onDuplicate: 'ADD' });
      expect(res.status, JSON.stringify(line)).toBe(400);
      expect(res.json.message).toMatch(hangul);
    }
    const other = await seededStatement(1);
    await ok(EDI, 'POST', `${base(other.id)}/claim`);
    const foreign = await as(EDI, 'POST', `${base(other.id)}/lines`, {
      lines: [{ insuranceCode: first.p.insuranceCode, quantity: 1, ocrRunId: first.runId, proposalIndex: 0 }],
      onDuplicate: 'ADD',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toMatch(/OCR/);
    expect((await ok(EDI, 'GET', base(statement.id))).lines).toHaveLength(2);
    expect(await db.select().from(ocrKept)).toHaveLength(kept.length);

    // The accuracy read-out: this file's runs, and the two kept (one as read).
    const accuracy = await as<EdiOcrAccuracy>(OTHER, 'GET', '/v1/admin/ocr/accuracy');
    expect(accuracy.status).toBe(200);
    expect(accuracy.json).toMatchObject({ runs: runs.length, proposed: read.length, kept: 2, keptUnchanged: 1, corrected: 1 });
    expect(accuracy.json).toMatchObject({ codeCorrected: 0, quantityCorrected: 1, unchangedShare: 0.5 });
    expect((await as(EDI, 'GET', '/v1/admin/ocr/accuracy?from=2026-12-31&to=2026-01-01')).status).toBe(400);
    expect((await as(EDI, 'GET', '/v1/admin/ocr/accuracy?from=2020-01-01&to=2026-01-01')).status).toBe(400);
  });
});

describe('who may read', () => {
  it('refuses partners, staff without PRESCRIPTION_MANAGEMENT, and (the reading) staff who do not hold the claim', async () => {
    const statement = await seededStatement(1);
    const fileId = statement.files[0]!;
    const calls: [string, string][] = [
      ['POST', ocr(statement.id, fileId)],
      ['GET', `${ocr(statement.id, fileId)}/quad`],
      ['GET', '/v1/admin/ocr/accuracy'],
    ];
    for (const [method, path] of calls) {
      expect((await as(null, method, path)).status).toBe(401);
      for (const who of ['demo_partner', 'demo_org'] as const) {
        const res = await as(who, method, path);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(res.json.code).toBe('STAFF_ONLY');
      }
      for (const who of ['demo_ops_settlement', 'demo_ops_cs'] as const) {
        const res = await as(who, method, path);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(res.json.message).toMatch(hangul);
      }
    }
    // Nobody holds it yet: 처리 시작 first; then another's claim is refused as a line write is.
    const unclaimed = await as(EDI, 'POST', ocr(statement.id, fileId));
    expect(unclaimed.status).toBe(409);
    expect(unclaimed.json.code).toBe('NOT_CLAIMED');
    await ok(OTHER, 'POST', `${base(statement.id)}/claim`);
    const notHolder = await as(EDI, 'POST', ocr(statement.id, fileId));
    expect(notHolder.status).toBe(409);
    expect(notHolder.json.code).toBe('CLAIMED_BY_OTHER');
    expect(notHolder.json.message).toMatch(hangul);
    // A file of another record is not found.
    const other = await seededStatement(1);
    expect((await as(EDI, 'GET', `${ocr(other.id, fileId)}/quad`)).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(ocrRuns).where(eq(ocrRuns.prescriptionPartnerId, statement.id))).toEqual([]);
  });
});

describe('bad input', () => {
  it('refuses bad corners, a PDF and an image over the pixel limit with Korean messages, before recognizing', async () => {
    // A PNG of 6000×5000 gray pixels (30 megapixels, a few KB compressed).
    const big = encodeGrayPng(new Uint8Array(6000 * 5000).fill(250), 6000, 5000);
    const record = await recordWithFiles('1998-05', [
      { name: '처방내역.pdf', bytes: PDF, type: 'application/pdf' },
      { name: '큰사진.png', bytes: big, type: 'image/png' },
    ]);
    const [pdf, large] = record.files as [number, number];

    const square = (x0: number, y0: number, x1: number, y1: number) => [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ];
    const badCorners: unknown[] = [
      square(0, 0, 1, 1).slice(0, 3),
      square(0, 0, 1.5, 1),
      [...square(0, 0, 1, 1)].reverse(),
      [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
        { x: 1, y: 0 },
        { x: 0, y: 1 },
      ],
      square(0.4, 0.4, 0.45, 0.45),
      [{ x: '0', y: 0 }, ...square(0, 0, 1, 1).slice(1)],
      'corners',
    ];
    for (const corners of badCorners) {
      const res = await as(EDI, 'POST', ocr(record.id, large), { corners });
      expect(res.status, JSON.stringify(corners)).toBe(400);
      expect(res.json.message).toMatch(hangul);
    }
    const onPdf = await as(EDI, 'POST', ocr(record.id, pdf));
    expect(onPdf.status).toBe(400);
    expect(onPdf.json.message).toMatch(/PDF/);
    expect((await as(EDI, 'GET', `${ocr(record.id, pdf)}/quad`)).status).toBe(400);
    const tooBig = await as(EDI, 'POST', ocr(record.id, large));
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toMatch(/6000×5000/);
    expect((await as(EDI, 'POST', ocr(record.id, 999_999))).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(ocrRuns).where(eq(ocrRuns.prescriptionPartnerId, record.id))).toEqual([]);
  });

  it('answers 429 with a Korean message while the gate is full, or while the staff member already has a reading', async () => {
    const statement = await seededStatement(1);
    await ok(EDI, 'POST', `${base(statement.id)}/claim`);
    const path = ocr(statement.id, statement.files[0]!);
    const others = Array.from({ length: EDI_OCR_AT_ONCE }, (_, k) => ocrGate.take(-1 - k));
    try {
      const full = await as(EDI, 'POST', path);
      expect(full.status).toBe(429);
      expect(full.json.message).toMatch(/다른 직원/);
      expect(full.res.headers.get('retry-after')).toBeTruthy();
    } finally {
      for (const place of others) if (typeof place !== 'string') place.release();
    }
    const own = ocrGate.take(await memberId('demo_ops_edi'));
    try {
      const mine = await as(EDI, 'GET', `${path}/quad`);
      expect(mine.status).toBe(429);
      expect(mine.json.message).toMatch(/이미 OCR/);
    } finally {
      if (typeof own !== 'string') own.release();
    }
    expect(ocrGate.held()).toBe(0);
  });
});
