import { Hono } from 'hono';
import { prescriptionZipFormSchema } from '../../../api/schema/performance';
import { EDI_ZIP_MAX_BYTES } from '../../../api/uploads';
import { getDb } from '../../db';
import { ApiHttpError, badRequest, type AppEnv } from '../../http';
import { settlementMonthFor } from '../../performance/record-write';
import { importZip } from '../../performance/zip-import';
import { readEdiZip } from '../../performance/zip-read';
import { validForm } from '../../validate';

// `POST /v1/prescriptions/zip`: many EDI records from one zip (entry names in src/server/performance/zip-import.ts,
// safety rules in zip-read.ts; body limit in src/server/body-limits.ts). Answers what was created and every entry
// that was skipped, with its reason. The archive is read from its temporary file and its entries inflated into
// temporary files, removed once the request is answered.

export const prescriptionZip = new Hono<AppEnv>();

const MB = 1024 * 1024;

prescriptionZip.post('/zip', validForm(prescriptionZipFormSchema), async (c) => {
  const member = c.get('member');
  const form = c.req.valid('form');
  const settlementMonth = settlementMonthFor(form.settlementMonth);
  if (form.file.size > EDI_ZIP_MAX_BYTES) {
    throw new ApiHttpError(413, 'ZIP_TOO_LARGE', `zip 파일은 ${EDI_ZIP_MAX_BYTES / MB}MB까지 올릴 수 있습니다.`);
  }
  const { items, dispose } = await readEdiZip(form.file);
  try {
    if (!items.length) throw badRequest('zip 파일 안에 올릴 파일이 없습니다.');
    const defaults = { dealerId: form.dealerId, partnerId: form.partnerId, prescriptionMonth: form.prescriptionMonth };
    return c.json(await importZip(await getDb(), member.id, items, defaults, settlementMonth));
  } finally {
    await dispose();
  }
});
