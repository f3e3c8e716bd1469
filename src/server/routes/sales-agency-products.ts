import { Hono } from 'hono';
import { salesAgencyProductListQuerySchema } from '../../api/schema/sales-agency-products';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { validId, validQuery } from '../http/validate';
import { applyToSalesAgencyProduct } from '../sales-agency/applications';
import { listSalesAgencyProducts, salesAgencyProductDetail } from '../sales-agency/products';

// Sales-agency products: the list and a product's details as the viewer may see them, and applying to one.

export const salesAgencyRouter = new Hono<AppEnv>();

salesAgencyRouter.get('/', validQuery(salesAgencyProductListQuerySchema), async (c) => {
  return c.json(await listSalesAgencyProducts(await getDb(), c.get('member'), c.req.valid('query')));
});

salesAgencyRouter.get('/:id', validId, async (c) => {
  return c.json(await salesAgencyProductDetail(await getDb(), c.get('member'), c.req.valid('param').id));
});

salesAgencyRouter.post('/:id/apply', validId, async (c) => {
  await applyToSalesAgencyProduct(await getDb(), c.get('member'), c.req.valid('param').id);
  return c.body(null, 204);
});
