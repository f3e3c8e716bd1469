import { Hono } from 'hono';
import { prescriptionCreateFormSchema, prescriptionUpdateFormSchema } from '../../../api/schema/prescriptions';
import { getDb } from '../../runtime/database';
import { badRequest, type AppEnv } from '../../http';
import { acceptEdiFiles, checkFileCount } from '../../prescriptions/edi-files';
import {
  checkRefs,
  createRecords,
  duplicateRecord,
  prescriptionMonthProblem,
  recordExists,
  settlementMonthFor,
  updateRecord,
} from '../../prescriptions/record-write';
import { loadRecord } from '../../prescriptions/records';
import { validForm } from '../../http/validate';

// `POST /v1/prescriptions/partner-files` (a new EDI record with 1–30 files; answers it, 201) and
// `POST /v1/prescriptions/partner-files/update` (changes a PENDING record; answers it). The rules are in
// src/server/prescriptions/record-write.ts; file checks in edi-files.ts.

export const prescriptionFiles = new Hono<AppEnv>();

prescriptionFiles.post('/partner-files', validForm(prescriptionCreateFormSchema), async (c) => {
  const member = c.get('member');
  const { request, files } = c.req.valid('form');
  const settlementMonth = settlementMonthFor(request.settlementMonth);
  const monthProblem = prescriptionMonthProblem(request.prescriptionMonth, settlementMonth);
  if (monthProblem) throw badRequest(monthProblem);
  checkFileCount(files.length);
  const accepted = await acceptEdiFiles(files);
  const db = await getDb();
  await checkRefs(db, member.id, request);
  if (await recordExists(db, member.id, request)) throw duplicateRecord();
  const [id] = await createRecords(db, member.id, [{ ...request, files: accepted }], settlementMonth);
  return c.json(await loadRecord(db, member.id, id as number), 201);
});

prescriptionFiles.post('/partner-files/update', validForm(prescriptionUpdateFormSchema), async (c) => {
  const member = c.get('member');
  const { request, files } = c.req.valid('form');
  const db = await getDb();
  await updateRecord(db, member.id, request, await acceptEdiFiles(files));
  return c.json(await loadRecord(db, member.id, request.prescriptionPartnerId));
});
