import { Hono } from 'hono';
import { dealerCreateSchema, dealerListQuerySchema } from '../../api/schema/prescriptions';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { createDealers, listDealers } from '../prescriptions/dealers';
import { validJson, validQuery } from '../http/validate';

// `GET/POST /v1/dealers`: the member's dealers (contract members; each sees only their own).

export const dealersRouter = new Hono<AppEnv>();

dealersRouter.get('/', validQuery(dealerListQuerySchema), async (c) => {
  return c.json(await listDealers(await getDb(), c.get('member').id, c.req.valid('query')));
});

dealersRouter.post('/', validJson(dealerCreateSchema), async (c) => {
  await createDealers(await getDb(), c.get('member').id, c.req.valid('json'));
  return c.body(null, 201);
});
