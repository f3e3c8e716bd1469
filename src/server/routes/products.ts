import { Hono } from 'hono';
import { productCodeParamSchema, productDetailsQuerySchema, productListQuerySchema } from '../../api/schema/products';
import { productPages } from '../../host/catalogue-cache';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { validId, validParams, validQuery } from '../http/validate';
import { productDetails, productIdByCode } from '../products/details';
import { browseKey, isKeywordSearch, listProducts } from '../products/list';

// Products: the catalogue search and a product's details with its substitutes (by id, or by product code as the
// contract's clients also ask: the same answer and rules; an unknown code is 404).

export const productsRouter = new Hono<AppEnv>();

// Browse pages (no keyword: sort, status filters and page only) are the same for every member: kept for a while
// (catalogue-cache.ts). Keyword searches always ask the database.
productsRouter.get('/', validQuery(productListQuerySchema), async (c) => {
  const q = c.req.valid('query');
  const list = async () => JSON.stringify(await listProducts(await getDb(), q));
  const json = isKeywordSearch(q) ? await list() : await productPages.get(browseKey(q), list);
  return c.body(json, 200, { 'content-type': 'application/json' });
});

productsRouter.get('/:id/details', validId, validQuery(productDetailsQuerySchema), async (c) => {
  const month = c.req.valid('query').month || undefined;
  return c.json(await productDetails(await getDb(), c.get('member'), c.req.valid('param').id, month));
});

productsRouter.get('/code/:productCode/details', validParams(productCodeParamSchema), validQuery(productDetailsQuerySchema), async (c) => {
  const db = await getDb();
  const id = await productIdByCode(db, c.req.valid('param').productCode);
  return c.json(await productDetails(db, c.get('member'), id, c.req.valid('query').month || undefined));
});
