import { Hono } from 'hono';
import {
  BY_INSTITUTION_MAX,
  performanceQuerySchema,
  settlementFilterQuerySchema,
  settlementListQuerySchema,
  settlementMemberMonthlyQuerySchema,
  settlementNotifySchema,
  settlementPartnerListQuerySchema,
  settlementStatementQuerySchema,
} from '../../api/schema/settlements';
import { Readable } from 'node:stream';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { addedFeeLines } from '../settlements/added-fees';
import { attachment, settlementWorkbook } from '../settlements/excel';
import { monthsLabel, settlementZip } from '../settlements/export-zip';
import { gatedExport } from '../http/export-gate';
import { contentDisposition } from '../http/content-disposition';
import {
  allSettlements,
  listSettlements,
  listSettlementPartners,
  loadSettlements,
  settlementPartnerProducts,
  totalPrescriptionAmount,
} from '../settlements/list';
import { answerSettlements } from '../settlements/notify';
import { memberStatement } from '../settlements/statement-pdf';
import { byDrugCompany, byDrugCompanyMonthly, byInstitution, memberMonthly, rangeOf } from '../settlements/statistics';
import { validId, validJson, validQuery } from '../http/validate';

// Settlements (정산) and sales statistics of the member, contract members only; every settlement is scoped to its
// owner (someone else's id answers 404, someone else's rows never appear in a list). Fixed paths are registered
// before `/:id`.

export const settlementsRouter = new Hono<AppEnv>();

settlementsRouter.get('/', validQuery(settlementListQuerySchema), async (c) => {
  return c.json(await listSettlements(await getDb(), c.get('member').id, c.req.valid('query')));
});

settlementsRouter.get('/total-prescription-amount', validQuery(settlementFilterQuerySchema), async (c) => {
  return c.json(await totalPrescriptionAmount(await getDb(), c.get('member').id, c.req.valid('query')));
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The .xlsx and the .zip stream as they are written, each in a place of the export gate (http/export-gate.ts); the
// settlement rows are read before the first byte (a failure is an ordinary error answer), their lines as they go out.
settlementsRouter.get('/excel-download', validQuery(settlementFilterQuerySchema), async (c) => {
  const q = c.req.valid('query');
  const db = await getDb();
  const memberId = c.get('member').id;
  const { body } = await gatedExport(c, async () => {
    const [rows, added] = await Promise.all([allSettlements(db, memberId, q), addedFeeLines(db, memberId, q)]);
    return { stream: settlementWorkbook(db, memberId, rows, undefined, added) };
  });
  return c.body(body, 200, {
    'content-type': XLSX,
    'content-disposition': attachment(`정산내역${monthsLabel(q)}.xlsx`),
  });
});

// The contract's 파일다운로드: one .xlsx per drug company in a .zip, the same filters (and rows) as the list.
settlementsRouter.get('/export-zip', validQuery(settlementFilterQuerySchema), async (c) => {
  const zip = await gatedExport(c, async () => settlementZip(await getDb(), c.get('member').id, c.req.valid('query')));
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', contentDisposition('attachment', zip.fileName));
  return c.body(zip.body);
});

// 정산서: the PDF of a confirmed month, built in a place of the export gate (one at a time per member, a few at once).
settlementsRouter.get('/statement.pdf', validQuery(settlementStatementQuerySchema), async (c) => {
  const db = await getDb();
  const memberId = c.get('member').id;
  const month = c.req.valid('query').settlementMonth;
  const pdf = await gatedExport(c, async () => {
    const { bytes, fileName } = await memberStatement(db, memberId, month);
    return { stream: Readable.from([Buffer.from(bytes)]), fileName };
  });
  return c.body(pdf.body, 200, {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition('attachment', pdf.fileName),
  });
});

settlementsRouter.get('/partners', validQuery(settlementPartnerListQuerySchema), async (c) => {
  return c.json(await listSettlementPartners(await getDb(), c.get('member').id, c.req.valid('query')));
});

settlementsRouter.get('/partners/:id/products', validId, async (c) => {
  return c.json(await settlementPartnerProducts(await getDb(), c.get('member').id, c.req.valid('param').id));
});

settlementsRouter.post('/notify-admin', validJson(settlementNotifySchema), async (c) => {
  const settlements = await answerSettlements(await getDb(), c.get('member').id, c.req.valid('json').settlementIds, 'REQUEST');
  return c.json({ settlements });
});

settlementsRouter.post('/notify-admin/objections', validJson(settlementNotifySchema), async (c) => {
  const settlements = await answerSettlements(await getDb(), c.get('member').id, c.req.valid('json').settlementIds, 'OBJECTION');
  return c.json({ settlements });
});

settlementsRouter.get('/performance/by-drug-company', validQuery(performanceQuerySchema), async (c) => {
  return c.json(await byDrugCompany(await getDb(), c.get('member').id, rangeOf(c.req.valid('query'))));
});

settlementsRouter.get('/performance/by-drug-company/monthly', validQuery(performanceQuerySchema), async (c) => {
  return c.json(await byDrugCompanyMonthly(await getDb(), c.get('member').id, rangeOf(c.req.valid('query'))));
});

// A page when one is asked; the contract's bare array (the largest BY_INSTITUTION_MAX clients) otherwise.
settlementsRouter.get('/performance/by-institution', validQuery(performanceQuerySchema), async (c) => {
  const q = c.req.valid('query');
  const paged = q.page !== undefined || q.size !== undefined;
  const page = await byInstitution(await getDb(), c.get('member').id, rangeOf(paged ? q : { ...q, page: 0, size: BY_INSTITUTION_MAX }));
  return c.json(paged ? page : page.content);
});

settlementsRouter.get('/:id', validId, async (c) => {
  const [settlement] = await loadSettlements(await getDb(), c.get('member').id, [c.req.valid('param').id]);
  return c.json(settlement);
});

/** `GET /v1/settlements-member-monthly`: the member's settlements per drug company and month. */
export const memberMonthlyRouter = new Hono<AppEnv>();

memberMonthlyRouter.get('/', validQuery(settlementMemberMonthlyQuerySchema), async (c) => {
  return c.json(await memberMonthly(await getDb(), c.get('member').id, c.req.valid('query')));
});
