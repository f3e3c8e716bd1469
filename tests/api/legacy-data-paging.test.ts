import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { bannerListQuerySchema } from '../../src/api/schema/banners';
import { FETCH_ALL_ROWS, ID_MAX, PAGE_SIZE_MAX } from '../../src/api/schema/limits';
import { salesAgencyProductListQuerySchema } from '../../src/api/schema/sales-agency-products';
import type { Banner, Page, SalesAgencyProductSummary } from '../../src/api/types';
import { banners } from '../../src/server/db/schema';
import { getDb, ready } from '../../src/server/runtime/database';
import { getAs } from './content-helpers';
import './helpers';

// The contract's "fetch all" (size=2^31−1) on the lists that are small by nature (banners, sales-agency products):
// answered with the rows, the size clamped to FETCH_ALL_ROWS so the envelope stays true; every other list still
// refuses a size above 100.

beforeAll(() => ready(), 120_000);

const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The envelope fields agree with each other and with the rows. */
function expectConsistent<T>(page: Page<T>, size: number, number: number) {
  const totalPages = Math.ceil(page.totalElements / size);
  expect(page).toMatchObject({
    size,
    number,
    totalPages,
    numberOfElements: page.content.length,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: page.content.length === 0,
    pageable: { offset: number * size, pageNumber: number, pageSize: size, paged: true, unpaged: false },
  });
  expect(page.content.length).toBe(Math.max(0, Math.min(size, page.totalElements - number * size)));
}

describe('fetch-all page sizes', () => {
  it('are declared by the query schemas: clamped on banners and sales-agency products', () => {
    for (const schema of [bannerListQuerySchema, salesAgencyProductListQuerySchema]) {
      expect(v.parse(schema, { size: String(ID_MAX) }).size).toBe(FETCH_ALL_ROWS);
      expect(v.parse(schema, { size: String(FETCH_ALL_ROWS - 1) }).size).toBe(FETCH_ALL_ROWS - 1);
      expect(v.parse(schema, { size: '7' }).size).toBe(7);
      expect(v.parse(schema, {}).size).toBeUndefined();
      expect(v.safeParse(schema, { size: String(ID_MAX + 1) }).success).toBe(false);
      expect(v.safeParse(schema, { size: '0' }).success).toBe(false);
    }
  });

  it('answer the home carousel’s sales-agency call with every running product (200)', async () => {
    const today = kstToday();
    const query = `exposureRanges=ALL,CONTRACTED&startAt=${today}&endAt=${today}&isExposed=true`;
    const legacy = await getAs<Page<SalesAgencyProductSummary>>('demo_partner', `/v1/sales-agency-products?${query}&size=2147483647`);
    expect(legacy.status).toBe(200);
    const paged = await getAs<Page<SalesAgencyProductSummary>>('demo_partner', `/v1/sales-agency-products?${query}&size=100`);
    expect(legacy.body.content.length).toBeGreaterThan(0);
    expect(legacy.body.content).toEqual(paged.body.content);
    expect(legacy.body.totalElements).toBe(paged.body.totalElements);
    expectConsistent(legacy.body, FETCH_ALL_ROWS, 0);
    // A later page of "everything" is empty and says so.
    const second = await getAs<Page<SalesAgencyProductSummary>>(
      'demo_partner',
      `/v1/sales-agency-products?${query}&size=2147483647&page=1`,
    );
    expect(second.status).toBe(200);
    expect(second.body.content).toEqual([]);
    expectConsistent(second.body, FETCH_ALL_ROWS, 1);
  });

  it('hold the cap: more banners than FETCH_ALL_ROWS come a capped page at a time', async () => {
    const db = await getDb();
    const start = new Date(Date.now() - 86_400_000);
    const end = new Date(Date.now() + 86_400_000);
    const extra = FETCH_ALL_ROWS + 5;
    await db.insert(banners).values(
      Array.from({ length: extra }, (_, k) => ({
        title: `한도 확인 배너 ${k}`,
        linkUrl: '/',
        position: 'PC_COMMUNITY' as const,
        scope: 'ENTIRE' as const,
        startAt: start,
        endAt: end,
        displayOrder: 1000 + k,
      })),
    );
    const path = '/v1/banners?isExposed=true&bannerPositions=PC_COMMUNITY&bannerTitle=한도 확인&size=2147483647';
    const first = await getAs<Page<Banner>>(null, path);
    expect(first.status).toBe(200);
    expect(first.body.totalElements).toBe(extra);
    expect(first.body.content).toHaveLength(FETCH_ALL_ROWS);
    expectConsistent(first.body, FETCH_ALL_ROWS, 0);
    expect(first.body).toMatchObject({ totalPages: 2, last: false });
    const rest = await getAs<Page<Banner>>(null, `${path}&page=1`);
    expect(rest.body.content).toHaveLength(5);
    expectConsistent(rest.body, FETCH_ALL_ROWS, 1);
    const titles = new Set([...first.body.content, ...rest.body.content].map((b) => b.title));
    expect(titles.size).toBe(extra);
  });

  it('keep banners’ home call answered as before', async () => {
    const res = await getAs<Page<Banner>>(null, '/v1/banners?isExposed=true&bannerPositions=ALL,PC_MAIN&size=2147483647');
    expect(res.status).toBe(200);
    expect(res.body.content.length).toBeGreaterThan(0);
    expectConsistent(res.body, FETCH_ALL_ROWS, 0);
  });

  it('are still refused above 100 on every other list (400 naming size)', async () => {
    const others = [
      '/v1/events?size=2147483647',
      '/v1/products?size=2147483647',
      '/v1/boards?boardType=NOTICE&size=2147483647',
      '/v1/settlements?size=2147483647',
      '/v1/partners?size=2147483647',
      '/v1/prescriptions/partners?size=2147483647',
      `/v1/events?size=${PAGE_SIZE_MAX + 1}`,
    ];
    for (const path of others) {
      const { status, body } = await getAs<{ code: string; message: string }>('demo_partner', path);
      expect(status, path).toBe(400);
      expect(body.message, path).toMatch(/페이지 크기\(size\)/);
    }
    for (const path of ['/v1/banners?size=2147483648', '/v1/sales-agency-products?size=0', '/v1/sales-agency-products?size=abc']) {
      const who = path.startsWith('/v1/banners') ? null : 'demo_partner';
      const { status, body } = await getAs<{ message: string }>(who, path);
      expect(status, path).toBe(400);
      expect(body.message, path).toMatch(/페이지 크기\(size\)/);
    }
  });

  it('are ignored by the settlement .xlsx export, which the old screen opened with size=2^31−1', async () => {
    const res = await getAs(
      'demo_partner',
      '/v1/settlements/excel-download?startMonth=2025-01-01&endMonth=2025-12-01&page=0&size=2147483647',
    );
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toContain('spreadsheetml');
  });
});
