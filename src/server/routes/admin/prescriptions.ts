import { Hono, type Context } from 'hono';
import {
  ediLineChangeSchema,
  ediLinesAddSchema,
  ediOcrAccuracyQuerySchema,
  ediOcrRequestSchema,
  ediProductSearchQuerySchema,
  ediQueueQuerySchema,
  ediReopenSchema,
} from '../../../api/schema/admin-prescriptions';
import type {
  Attachment,
  EdiOcrAccuracy,
  EdiOcrQuad,
  EdiOcrRun,
  EdiProductOption,
  EdiQueueItem,
  EdiRecord,
  Page,
} from '../../../api/types';
import { sendStoredFile } from '../../files/send-stored';
import type { AppEnv } from '../../http';
import { validChildId, validId, validJson, validOptionalJson, validQuery } from '../../http/validate';
import { ocrAccuracy, ocrQuad, runEdiOcr } from '../../ocr/edi-ocr';
import { claimRecord, releaseClaim } from '../../prescriptions/staff-claims';
import { addStaffLines, changeStaffLine, completeStaffRecord, removeStaffLine, reopenStaffRecord } from '../../prescriptions/staff-entry';
import { ediQueue, productOptions, staffAttachments, staffRecord, staffRecordFile } from '../../prescriptions/staff-queue';
import { getDb } from '../../runtime/database';

// 처방관리 (PRESCRIPTION_MANAGEMENT): the staff's EDI reception and entry. Ours under /v1/admin/prescriptions (the
// contract's `/v1/prescriptions/partners…` reads are the member's own list): the queue, a record, its files' bytes,
// the product search, the claim (처리 시작 / 처리 중단), the lines and reopening. 입력완료 and the record's attached
// files stay on the contract's paths. Every write answers the record as it is now, for the screen to redraw.

export const adminPrescriptionsRouter = new Hono<AppEnv>();

const answer = async (c: Context<AppEnv>, id: number) => staffRecord(await getDb(), c.get('member'), id);

adminPrescriptionsRouter.get('/', validQuery(ediQueueQuerySchema), async (c) =>
  c.json<Page<EdiQueueItem>>(await ediQueue(await getDb(), c.get('member'), c.req.valid('query'))),
);

adminPrescriptionsRouter.get('/:id', validId, async (c) => c.json<EdiRecord>(await answer(c, c.req.valid('param').id)));

adminPrescriptionsRouter.get('/:id/files/:childId', validChildId, async (c) => {
  const { id, childId } = c.req.valid('param');
  return sendStoredFile(c, await staffRecordFile(await getDb(), id, childId));
});

// OCR으로 읽기 of a file: the page's corners found (the screen starts from them), then the reading with the corners
// the staff member placed (fractions of the image), or without them the page found.
adminPrescriptionsRouter.get('/:id/files/:childId/ocr/quad', validChildId, async (c) => {
  const { id, childId } = c.req.valid('param');
  return c.json<EdiOcrQuad>(await ocrQuad(await getDb(), c.get('member'), id, childId));
});

adminPrescriptionsRouter.post('/:id/files/:childId/ocr', validChildId, validOptionalJson(ediOcrRequestSchema), async (c) => {
  const { id, childId } = c.req.valid('param');
  return c.json<EdiOcrRun>(await runEdiOcr(await getDb(), c.get('member'), id, childId, c.req.valid('json').corners));
});

adminPrescriptionsRouter.get('/:id/product-options', validId, validQuery(ediProductSearchQuerySchema), async (c) =>
  c.json<EdiProductOption[]>(await productOptions(await getDb(), c.req.valid('param').id, c.req.valid('query').q)),
);

adminPrescriptionsRouter.post('/:id/claim', validId, async (c) => {
  const { id } = c.req.valid('param');
  await claimRecord(await getDb(), c.get('member'), id);
  return c.json<EdiRecord>(await answer(c, id));
});

adminPrescriptionsRouter.delete('/:id/claim', validId, async (c) => {
  const { id } = c.req.valid('param');
  await releaseClaim(await getDb(), c.get('member'), id);
  return c.json<EdiRecord>(await answer(c, id));
});

adminPrescriptionsRouter.post('/:id/lines', validId, validJson(ediLinesAddSchema), async (c) => {
  const { id } = c.req.valid('param');
  await addStaffLines(await getDb(), c.get('member'), id, c.req.valid('json'));
  return c.json<EdiRecord>(await answer(c, id));
});

adminPrescriptionsRouter.patch('/:id/lines/:childId', validChildId, validJson(ediLineChangeSchema), async (c) => {
  const { id, childId } = c.req.valid('param');
  await changeStaffLine(await getDb(), c.get('member'), id, childId, c.req.valid('json'));
  return c.json<EdiRecord>(await answer(c, id));
});

adminPrescriptionsRouter.delete('/:id/lines/:childId', validChildId, async (c) => {
  const { id, childId } = c.req.valid('param');
  await removeStaffLine(await getDb(), c.get('member'), id, childId);
  return c.json<EdiRecord>(await answer(c, id));
});

adminPrescriptionsRouter.post('/:id/reopen', validId, validOptionalJson(ediReopenSchema), async (c) => {
  const { id } = c.req.valid('param');
  await reopenStaffRecord(await getDb(), c.get('member'), id, c.req.valid('json').reason);
  return c.json<EdiRecord>(await answer(c, id));
});

/** The contract's staff calls under `/v1/prescriptions/partners/{id}/…`: 입력완료 (no body) and the attached files. */
export const contractPrescriptionStaffRouter = new Hono<AppEnv>();

contractPrescriptionStaffRouter.patch('/:id/complete', validId, async (c) => {
  const { id } = c.req.valid('param');
  await completeStaffRecord(await getDb(), c.get('member'), id);
  return c.json<EdiRecord>(await answer(c, id));
});

contractPrescriptionStaffRouter.get('/:id/edi-files/attached', validId, async (c) =>
  c.json<Attachment[]>(await staffAttachments(await getDb(), c.req.valid('param').id)),
);

/** `GET /v1/admin/ocr/accuracy`: proposed vs kept as read over a period (처방관리 staff). */
export const adminOcrRouter = new Hono<AppEnv>();

adminOcrRouter.get('/accuracy', validQuery(ediOcrAccuracyQuerySchema), async (c) =>
  c.json<EdiOcrAccuracy>(await ocrAccuracy(await getDb(), c.req.valid('query'))),
);
