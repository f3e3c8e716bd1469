import { Hono } from 'hono';
import { auditLogQuerySchema } from '../../api/schema/records';
import { listAudit } from '../compliance/audit';
import type { AppEnv } from '../http';
import { validQuery } from '../http/validate';
import { getDb } from '../runtime/database';

// `GET /v1/audit-log`: the signed-in member's own trail of changes to their compliance records, contract versions and
// expenditure entries, newest first.

export const auditLogRouter = new Hono<AppEnv>();

auditLogRouter.get('/', validQuery(auditLogQuerySchema), async (c) =>
  c.json(await listAudit(await getDb(), c.get('member').id, c.req.valid('query'))),
);
