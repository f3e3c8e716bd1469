import { Hono } from 'hono';
import { complianceRecordFormSchema, noticeProofFormSchema, noticeUpdateSchema } from '../../api/schema/compliance';
import { auditPackQuerySchema } from '../../api/schema/records';
import { seoulDay } from '../../lib/compliance-rules';
import { auditPack } from '../compliance/audit-pack';
import { acceptComplianceFile } from '../compliance/documents';
import { itemsOf } from '../compliance/items';
import { attachProof, listNotices, updateNotice } from '../compliance/notices';
import { noticeDocument } from '../compliance/notice-document';
import { contentDisposition } from '../http/content-disposition';
import { gatedExport } from '../http/export-gate';
import { addRecord, listRecords, removeRecord } from '../compliance/records';
import { listReminders } from '../compliance/reminders';
import { retainedRecords } from '../compliance/retention';
import type { AppEnv } from '../http';
import { validForm, validId, validJson, validQuery } from '../http/validate';
import { getDb } from '../runtime/database';

// The compliance center (CSO and contract members): the member's and their dealers' items with statuses and due
// dates computed today (Korean calendar), the records behind them, the re-delegation notices and the reminders sent.
// Everything is scoped to the signed-in member: another member's record, dealer or notice answers 404.

export const complianceRouter = new Hono<AppEnv>();

complianceRouter.get('/items', async (c) => c.json(await itemsOf(await getDb(), c.get('member').id, seoulDay())));

complianceRouter.get('/records', async (c) => c.json(await listRecords(await getDb(), c.get('member').id)));

complianceRouter.post('/records', validForm(complianceRecordFormSchema), async (c) => {
  const { request, file } = c.req.valid('form');
  const accepted = await acceptComplianceFile(file);
  const id = await addRecord(await getDb(), c.get('member'), request, accepted);
  return c.json({ id }, 201);
});

complianceRouter.delete('/records/:id', validId, async (c) => {
  await removeRecord(await getDb(), c.get('member'), c.req.valid('param').id);
  return c.body(null, 204);
});

complianceRouter.get('/redelegation-notices', async (c) => c.json(await listNotices(await getDb(), c.get('member').id, seoulDay())));

complianceRouter.patch('/redelegation-notices/:id', validId, validJson(noticeUpdateSchema), async (c) => {
  const notice = await updateNotice(await getDb(), c.get('member'), c.req.valid('param').id, c.req.valid('json'), seoulDay());
  return c.json(notice);
});

complianceRouter.post('/redelegation-notices/:id/proof', validId, validForm(noticeProofFormSchema), async (c) => {
  const accepted = await acceptComplianceFile(c.req.valid('form').file);
  return c.json(await attachProof(await getDb(), c.get('member'), c.req.valid('param').id, accepted, seoulDay()));
});

complianceRouter.get('/redelegation-notices/:id/document', validId, async (c) => {
  const { pdf, fileName } = await noticeDocument(await getDb(), c.get('member'), c.req.valid('param').id);
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Length', String(pdf.byteLength));
  c.header('Content-Disposition', contentDisposition('attachment', fileName));
  return c.body(pdf as Uint8Array<ArrayBuffer>);
});

complianceRouter.get('/reminders', async (c) => c.json(await listReminders(await getDb(), c.get('member').id)));

complianceRouter.get('/retention', async (c) => c.json(await retainedRecords(await getDb(), c.get('member').id, seoulDay())));

// The audit pack streams as it is built (its size is unknown up front: no Content-Length), in a place of the export
// gate (http/export-gate.ts) that a client going away gives back.
complianceRouter.get('/audit-pack', validQuery(auditPackQuerySchema), async (c) => {
  const { from, to } = c.req.valid('query');
  const pack = await gatedExport(c, async () => auditPack(await getDb(), c.get('member'), from, to, seoulDay()));
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', contentDisposition('attachment', pack.fileName));
  c.header('Cache-Control', 'no-store');
  return c.body(pack.body);
});
