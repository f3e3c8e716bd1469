import { Hono } from 'hono';
import { prescriptionZipFormSchema } from '../../../api/schema/prescriptions';
import { getDb } from '../../runtime/database';
import { badRequest, type AppEnv } from '../../http';
import { settlementMonthFor } from '../../prescriptions/record-write';
import { importZip } from '../../prescriptions/zip-import';
import { readEdiZip } from '../../prescriptions/zip-read';
import { validForm } from '../../http/validate';

// `POST /v1/prescriptions/zip`: many EDI records from one zip (entry names in src/server/prescriptions/zip-import.ts,
// size limits and safety rules in zip-read.ts; body limit in src/server/http/body-limits.ts). Answers what was
// created and every entry that was skipped, with its reason. The archive is read from its temporary file and its
// entries inflated into temporary files, removed once the request is answered.

export const prescriptionZip = new Hono<AppEnv>();

prescriptionZip.post('/zip', validForm(prescriptionZipFormSchema), async (c) => {
  const member = c.get('member');
  const form = c.req.valid('form');
  const settlementMonth = settlementMonthFor(form.settlementMonth);
  const { items, dispose } = await readEdiZip(form.file);
  try {
    if (!items.length) throw badRequest('zip 파일 안에 올릴 파일이 없습니다.');
    const defaults = { dealerId: form.dealerId, partnerId: form.partnerId, prescriptionMonth: form.prescriptionMonth };
    return c.json(await importZip(await getDb(), member.id, items, defaults, settlementMonth));
  } finally {
    await dispose();
  }
});
