import { Hono } from 'hono';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { allDrugCompanies } from '../products/drug-companies';

// `GET /v1/drug-companies`: every drug company `{ id, code, name }` by name (contract members; no parameters).

export const drugCompaniesRouter = new Hono<AppEnv>();

drugCompaniesRouter.get('/', async (c) => c.json(await allDrugCompanies(await getDb())));
