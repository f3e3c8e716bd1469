import { Hono } from 'hono';
import { expenditureFormSchema, expenditureListQuerySchema, expenditureReportQuerySchema } from '../../api/schema/records';
import { seoulDay } from '../../lib/compliance-rules';
import { acceptComplianceFile } from '../compliance/documents';
import { expenditureReport } from '../compliance/expenditure-report';
import { addExpenditure, listExpenditures, removeExpenditure } from '../compliance/expenditures';
import type { AppEnv } from '../http';
import { contentDisposition } from '../http/content-disposition';
import { gatedExport } from '../http/export-gate';
import { validForm, validId, validQuery } from '../http/validate';
import { getDb } from '../runtime/database';

// `/v1/expenditures`: the member's ledger of economic benefits given (지출보고서 장부). An entry past a limit is saved
// and answered with its warnings; it is deleted only on the day it was recorded, later corrected by a new entry.

export const expenditureRouter = new Hono<AppEnv>();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

expenditureRouter.get('/', validQuery(expenditureListQuerySchema), async (c) =>
  c.json(await listExpenditures(await getDb(), c.get('member').id, c.req.valid('query'), seoulDay())),
);

// Streamed as it is written, in a place of the export gate (http/export-gate.ts).
expenditureRouter.get('/report.xlsx', validQuery(expenditureReportQuerySchema), async (c) => {
  const { year } = c.req.valid('query');
  const { body } = await gatedExport(c, async () => ({ stream: await expenditureReport(await getDb(), c.get('member').id, year) }));
  return c.body(body, 200, {
    'content-type': XLSX,
    'content-disposition': contentDisposition('attachment', `지출보고서_${year}.xlsx`),
  });
});

expenditureRouter.post('/', validForm(expenditureFormSchema), async (c) => {
  const { request, files } = c.req.valid('form');
  const accepted = [];
  for (const file of files) accepted.push(await acceptComplianceFile(file));
  return c.json(await addExpenditure(await getDb(), c.get('member'), request, accepted), 201);
});

expenditureRouter.delete('/:id', validId, async (c) => {
  await removeExpenditure(await getDb(), c.get('member'), c.req.valid('param').id, seoulDay());
  return c.body(null, 204);
});
