import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrugCompany, ProductDetails } from '../../src/api/types';
import { drugCompanies, products } from '../../src/server/db/schema-products';
import { getDb, ready } from '../../src/server/runtime/database';
import { getAs, type Who } from './content-helpers';
import './helpers';

// The contract's catalogue calls our client does not use: every drug company, and a product's details by its code.

beforeAll(() => ready(), 120_000);

describe('GET /v1/drug-companies', () => {
  it('lists every drug company { id, code, name } by name for a contract member', async () => {
    const db = await getDb();
    const all = await db
      .select({ id: drugCompanies.id, code: drugCompanies.code, name: drugCompanies.name })
      .from(drugCompanies)
      .orderBy(asc(drugCompanies.name), asc(drugCompanies.id));
    const { status, body } = await getAs<DrugCompany[]>('demo_partner', '/v1/drug-companies');
    expect(status).toBe(200);
    expect(body).toEqual(all);
    // More than the member's own clients' companies (GET /v1/partners/drug-companies), in the same shape.
    const own = await getAs<DrugCompany[]>('demo_partner', '/v1/partners/drug-companies');
    expect(body.length).toBeGreaterThan(own.body.length);
    for (const company of own.body) expect(body).toContainEqual(company);
    // Unknown query parameters change nothing.
    expect((await getAs<DrugCompany[]>('demo_org', '/v1/drug-companies?page=0&size=2147483647')).body).toEqual(all);
  });

  it('is for contract members only: 401 signed out, 403 for other members and editors', async () => {
    expect((await getAs(null, '/v1/drug-companies')).status).toBe(401);
    for (const who of ['demo_member', 'demo_cso', 'demo_editor'] as Who[])
      expect((await getAs(who, '/v1/drug-companies')).status, who).toBe(403);
  });
});

describe('GET /v1/products/code/{productCode}/details', () => {
  let product = { id: 0, productCode: '' };
  beforeAll(async () => {
    const [row] = await (await getDb()).select({ id: products.id, productCode: products.productCode }).from(products).limit(1);
    if (!row) throw new Error('no product');
    product = row;
  });

  it('answers what the details by id answer, with the month too', async () => {
    for (const who of ['demo_partner', 'demo_member', 'demo_cso', 'demo_editor'] as Who[]) {
      const byCode = await getAs<ProductDetails>(who, `/v1/products/code/${product.productCode}/details`);
      expect(byCode.status, who).toBe(200);
      expect(byCode.body.productCode).toBe(product.productCode);
      expect(byCode.body).toEqual((await getAs<ProductDetails>(who, `/v1/products/${product.id}/details`)).body);
    }
    const month = await getAs<ProductDetails>('demo_partner', `/v1/products/code/${product.productCode}/details?month=2025-01`);
    expect(month.body).toEqual((await getAs<ProductDetails>('demo_partner', `/v1/products/${product.id}/details?month=2025-01`)).body);
  });

  it('is 404 for an unknown code and 401 signed out', async () => {
    const unknown = await getAs<{ code: string }>('demo_partner', '/v1/products/code/000000000/details');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect((await getAs(null, `/v1/products/code/${product.productCode}/details`)).status).toBe(401);
  });

  it('refuses a malformed code or month with 400 in Korean', async () => {
    for (const path of [
      `/v1/products/code/${'1'.repeat(21)}/details`,
      `/v1/products/code/${encodeURIComponent('64%_0')}/details`,
      `/v1/products/code/${encodeURIComponent('가나다')}/details`,
      `/v1/products/code/${encodeURIComponent("1' or '1'='1")}/details`,
      `/v1/products/code/${product.productCode}/details?month=2025-13`,
    ]) {
      const res = await getAs<{ message: string }>('demo_partner', path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/제품코드\(productCode\)|기준 월\(month\)/);
    }
  });
});
