import { Hono } from 'hono';
import { prescriptionListQuerySchema, prescriptionPartnerListQuerySchema } from '../../../api/schema/prescriptions';
import { getDb } from '../../runtime/database';
import type { AppEnv } from '../../http';
import { deleteRecord } from '../../prescriptions/record-write';
import { listPrescriptions, listRecords, loadRecord, recordProducts } from '../../prescriptions/records';
import { validId, validQuery } from '../../http/validate';

// Reading and deleting the member's EDI records. Someone else's record answers 404, as if it did not exist.

export const prescriptionRecords = new Hono<AppEnv>();

prescriptionRecords.get('/', validQuery(prescriptionListQuerySchema), async (c) => {
  return c.json(await listPrescriptions(await getDb(), c.get('member').id, c.req.valid('query')));
});

prescriptionRecords.get('/partners', validQuery(prescriptionPartnerListQuerySchema), async (c) => {
  return c.json(await listRecords(await getDb(), c.get('member').id, c.req.valid('query')));
});

prescriptionRecords.get('/partners/:id', validId, async (c) => {
  return c.json(await loadRecord(await getDb(), c.get('member').id, c.req.valid('param').id));
});

prescriptionRecords.get('/partners/:id/products', validId, async (c) => {
  return c.json(await recordProducts(await getDb(), c.get('member').id, c.req.valid('param').id));
});

prescriptionRecords.delete('/partners/:id', validId, async (c) => {
  await deleteRecord(await getDb(), c.get('member').id, c.req.valid('param').id);
  return c.body(null, 204);
});
