import { Hono } from 'hono';
import { partnerListQuerySchema } from '../../api/schema/prescriptions';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { listPartners, partnerDrugCompanies } from '../prescriptions/partners';
import { validQuery } from '../http/validate';

// `GET /v1/partners` and `/v1/partners/drug-companies`: the member's client institutions (contract members).

export const partnersRouter = new Hono<AppEnv>();

partnersRouter.get('/drug-companies', async (c) => c.json(await partnerDrugCompanies(await getDb(), c.get('member').id)));

partnersRouter.get('/', validQuery(partnerListQuerySchema), async (c) => {
  return c.json(await listPartners(await getDb(), c.get('member'), c.req.valid('query')));
});
