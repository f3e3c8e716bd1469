import { Hono } from 'hono';
import { auditQuerySchema } from '../../../api/schema/staff';
import { exportAudit, listAudit } from '../../staff/audit-trail';
import { contentDisposition } from '../../http/content-disposition';
import { gatedExport } from '../../http/export-gate';
import { noStore } from '../../http/origin';
import type { AppEnv } from '../../http';
import { validQuery } from '../../http/validate';
import { getDb } from '../../runtime/database';

// The staff audit trail (감사 로그): the list newest first and its .xlsx (same filters), streamed in a place of the
// export gate; the export is itself an audit row. Mounted at /v1/admin/audit.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const adminAuditRouter = new Hono<AppEnv>();
adminAuditRouter.use('*', noStore);

adminAuditRouter.get('/', validQuery(auditQuerySchema), async (c) => c.json(await listAudit(await getDb(), c.req.valid('query'))));

adminAuditRouter.get('/export.xlsx', validQuery(auditQuerySchema), async (c) => {
  const filters = c.req.valid('query');
  const { body } = await gatedExport(c, async () => ({ stream: await exportAudit(await getDb(), c.get('member'), filters) }));
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
  return c.body(body, 200, { 'content-type': XLSX, 'content-disposition': contentDisposition('attachment', `감사로그_${day}.xlsx`) });
});
