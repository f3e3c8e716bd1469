import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, ProductDetails, ProductSummary } from '../../src/api/types';
import { ingredientSeeds } from '../../src/server/seed/products-data';
import { getAs } from './content-helpers';
import './helpers';
import { ready } from '../../src/server/runtime/database';

// GET /v1/products and GET /v1/products/{id}/details against the seeded catalogue.

// Opening, migrating and seeding the in-memory database (≈ 3,000 products) is paid once, before the timed tests.
beforeAll(() => ready(), 120_000);

type P = Page<ProductSummary>;
const list = (query: string) => getAs<P>('demo_partner', `/v1/products?${query}`);
const enc = encodeURIComponent;
/** Every product matching a query, in the API's order (pages of the largest size, 100). */
async function all(query = ''): Promise<ProductSummary[]> {
  const rows: ProductSummary[] = [];
  for (let page = 0; ; page++) {
    const { body } = await list(`${query}${query ? '&' : ''}size=100&page=${page}`);
    rows.push(...body.content);
    if (body.last) return rows;
  }
}

describe('GET /v1/products: the page envelope and paging edges', () => {
  it('answers the first 10 of ≈ 3,000 products in the Spring envelope', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.totalElements).toBeGreaterThanOrEqual(2_900);
    expect(body).toMatchObject({
      number: 0,
      size: 10,
      numberOfElements: 10,
      first: true,
      last: false,
      empty: false,
      totalPages: Math.ceil(body.totalElements / 10),
    });
    expect(body.pageable).toMatchObject({ offset: 0, pageNumber: 0, pageSize: 10, paged: true });
    const p = body.content[0] as ProductSummary;
    expect(p.productCode).toMatch(/^\d{9}$/);
    expect(p.productName).toMatch(/[가-힣]/);
    expect(p.manufacturerName).toMatch(/[가-힣A-Z]/);
    expect(p.roundedFeeRate).toBe(Math.round((p.feeRate as number) * 1000) / 1000);
    expect(p.alternativeCount).toBeGreaterThan(0);
  });

  it('pages do not overlap and add up to the whole result', async () => {
    const first30 = (await list('size=30&sortType=PRICE_ASC')).body.content.map((p) => p.id);
    const pages = await Promise.all([0, 1, 2].map((n) => list(`size=10&page=${n}&sortType=PRICE_ASC`)));
    expect(pages.flatMap((r) => r.body.content.map((p) => p.id))).toEqual(first30);
  });

  it('handles the last page, a page past the end and the largest size', async () => {
    const { body: head } = await list('composition=' + enc('실로스타졸'));
    const total = head.totalElements;
    expect(total).toBeGreaterThan(10);
    const lastIndex = Math.ceil(total / 10) - 1;
    const { body: last } = await list(`composition=${enc('실로스타졸')}&page=${lastIndex}`);
    expect(last).toMatchObject({
      number: lastIndex,
      last: true,
      first: false,
      numberOfElements: total - lastIndex * 10,
      totalElements: total,
    });
    const { status, body: past } = await list(`composition=${enc('실로스타졸')}&page=${lastIndex + 5}`);
    expect(status).toBe(200);
    expect(past).toMatchObject({ content: [], empty: true, numberOfElements: 0, totalElements: total, number: lastIndex + 5 });
    // The catalogue is not small: a page holds at most 100 rows, and "fetch all" is refused.
    const { body: largest } = await list('size=100');
    expect(largest.content).toHaveLength(100);
    const { status: tooLarge, body: refused } = await getAs<{ message: string }>('demo_partner', '/v1/products?size=2147483647');
    expect(tooLarge).toBe(400);
    expect(refused.message).toBe('페이지 크기(size)은(는) 1 이상 100 이하의 정수여야 합니다.');
  });

  it('refuses malformed paging, sorts, flags and keywords with 400 and a Korean message', async () => {
    for (const q of [
      'page=-1',
      'page=abc',
      'size=0',
      'size=1.5',
      'sortType=NAME_ASC',
      'sortType=fee_rate_desc',
      'isPromotion=yes',
      'isOutOfStock=1',
      `productName=${'가'.repeat(101)}`,
    ]) {
      const { status, body } = await getAs<{ code: string; message: string }>('demo_partner', `/v1/products?${q}`);
      expect(status, q).toBe(400);
      expect(body.message, q).toMatch(/[가-힣]/);
    }
  });

  it('is for signed-in members only (401)', async () => {
    expect((await getAs(null, '/v1/products')).status).toBe(401);
    expect((await getAs(null, '/v1/products/1/details')).status).toBe(401);
    for (const who of ['demo_member', 'demo_cso', 'demo_org', 'demo_editor'] as const)
      expect((await getAs(who, '/v1/products?size=1')).status, who).toBe(200);
  });
});

describe('GET /v1/products: each filter', () => {
  it('composition (성분명) matches anywhere, in combinations too', async () => {
    const rows = await all(`composition=${enc('암로디핀')}`);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.every((p) => p.composition?.includes('암로디핀'))).toBe(true);
    // Single-ingredient and combination products both match.
    expect(rows.some((p) => p.composition === '암로디핀베실산염')).toBe(true);
    expect(rows.some((p) => p.composition?.includes(','))).toBe(true);
    const everything = await all();
    expect(rows).toHaveLength(everything.filter((p) => p.composition?.includes('암로디핀')).length);
  });

  it('productName (제품명), manufacturerName (제약사명), productCode and note', async () => {
    const everything = await all();
    const cases: Array<[string, string, (p: ProductSummary) => string | null | undefined]> = [
      ['productName', '아토르바스타틴', (p) => p.productName],
      ['manufacturerName', '한미', (p) => p.manufacturerName],
      ['productCode', '6400001', (p) => p.productCode],
      ['note', '수수료', (p) => p.note],
    ];
    for (const [param, keyword, field] of cases) {
      const rows = await all(`${param}=${enc(keyword)}`);
      const expected = everything.filter((p) => field(p)?.toLowerCase().includes(keyword.toLowerCase()));
      expect(rows.length, param).toBeGreaterThan(0);
      expect(rows.map((p) => p.id).sort(), param).toEqual(expected.map((p) => p.id).sort());
    }
  });

  it('ignores case and treats % and _ literally', async () => {
    const upper = await all(`manufacturerName=JW`);
    const lower = await all(`manufacturerName=jw`);
    expect(upper.length).toBeGreaterThan(0);
    expect(lower.map((p) => p.id)).toEqual(upper.map((p) => p.id));
    expect(upper.every((p) => p.manufacturerName === 'JW중외제약')).toBe(true);
    expect((await list(`productName=${enc('%')}`)).body.totalElements).toBe(0);
    expect((await list(`productName=${enc('_')}`)).body.totalElements).toBe(0);
  });

  it('each status flag: true = with it, false = without it, omitted = no filter', async () => {
    const everything = await all();
    for (const flag of ['isAcquisition', 'isPromotion', 'isOutOfStock', 'isStopSelling'] as const) {
      const on = await all(`${flag}=true`);
      const off = await all(`${flag}=false`);
      expect(on.length, flag).toBeGreaterThan(0);
      expect(
        on.every((p) => p[flag] === true),
        flag,
      ).toBe(true);
      expect(
        off.every((p) => p[flag] === false),
        flag,
      ).toBe(true);
      expect(on.length + off.length, flag).toBe(everything.length);
    }
    // Filters combine (AND) with keywords.
    const both = await all(`isAcquisition=true&isPromotion=true&composition=${enc('스타틴')}`);
    expect(both.every((p) => p.isAcquisition && p.isPromotion && p.composition?.includes('스타틴'))).toBe(true);
    expect(both.length).toBe(everything.filter((p) => p.isAcquisition && p.isPromotion && p.composition?.includes('스타틴')).length);
  });

  it('an empty keyword is no filter', async () => {
    const { body } = await list('productName=&composition=%20&isPromotion=');
    expect(body.totalElements).toBe((await list('')).body.totalElements);
  });
});

describe('GET /v1/products: each sort, verified on the data', () => {
  const check = async (sortType: string, key: (p: ProductSummary) => number | null, direction: 1 | -1) => {
    const rows = await all(`sortType=${sortType}`);
    expect(rows.length).toBeGreaterThan(2_900);
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1] as ProductSummary;
      const b = rows[i] as ProductSummary;
      const ka = key(a);
      const kb = key(b);
      if (ka === null) {
        // Nulls come last, ordered by id among themselves.
        expect(kb, `${sortType} #${i}`).toBeNull();
        continue;
      }
      if (kb === null) continue;
      expect(Math.sign(kb - ka) * direction, `${sortType} #${i}`).toBeGreaterThanOrEqual(0);
      if (kb === ka) expect(b.id, `${sortType} tie #${i}`).toBeGreaterThan(a.id);
    }
    return rows;
  };
  it('FEE_RATE_DESC (the default) and FEE_RATE_ASC', async () => {
    const desc = await check('FEE_RATE_DESC', (p) => p.feeRate ?? null, -1);
    const asc = await check('FEE_RATE_ASC', (p) => p.feeRate ?? null, 1);
    expect((desc[0] as ProductSummary).feeRate).toBeGreaterThan((asc[0] as ProductSummary).feeRate as number);
    expect((await list('')).body.content.map((p) => p.id)).toEqual(desc.slice(0, 10).map((p) => p.id));
  });
  it('PRICE_ASC and PRICE_DESC, products without a price last', async () => {
    const asc = await check('PRICE_ASC', (p) => p.price ?? null, 1);
    await check('PRICE_DESC', (p) => p.price ?? null, -1);
    expect(asc.at(-1)?.price).toBeNull();
  });
  it('LATEST: newest registered first', async () => {
    const rows = await all('sortType=LATEST');
    expect(rows).toHaveLength(new Set(rows.map((p) => p.id)).size);
    const firstTen = (await list('sortType=LATEST')).body.content.map((p) => p.id);
    expect(firstTen).toEqual(rows.slice(0, 10).map((p) => p.id));
  });
});

describe('GET /v1/products/{id}/details', () => {
  it('answers the info, the substitutes (same ingredient and strength) and a blank Detail Info', async () => {
    const [p] = (await list(`composition=${enc('실로스타졸')}&sortType=PRICE_DESC&size=1`)).body.content as [ProductSummary];
    const { status, body } = await getAs<ProductDetails>('demo_partner', `/v1/products/${p.id}/details`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      productName: p.productName,
      manufacturer: p.manufacturerName,
      productCode: p.productCode,
      composition: p.composition,
      price: p.price,
      priceUnit: 'KRW',
      feeRate: p.feeRate,
    });
    expect(body.alternativeProducts).toHaveLength(p.alternativeCount as number);
    expect(body.alternativeProducts.length).toBeGreaterThan(3);
    expect(body.alternativeProducts.every((a) => a.composition === p.composition && a.productId !== p.id)).toBe(true);
    const strength = (name: string | null | undefined) => name?.split(' ').at(-1);
    expect(new Set(body.alternativeProducts.map((a) => strength(a.productName)))).toEqual(new Set([strength(p.productName)]));
    const a = body.alternativeProducts[0];
    expect(a).toMatchObject({
      kdCode: expect.stringMatching(/^\d{9}$/),
      substituent: '동일성분·동일함량',
      manufacturer: expect.any(String),
    });
  });

  it('carries the sanitized Detail Info page when the product has one', async () => {
    const withInfo = (await all()).filter((p) => p.hasDetailInfo);
    expect(withInfo.length).toBeGreaterThan(20);
    const { body } = await getAs<ProductDetails>('demo_member', `/v1/products/${withInfo[0]?.id}/details`);
    expect(body.boardDetailsResponse.boardType).toBe('PRODUCT');
    expect(body.boardDetailsResponse.id).toBeGreaterThan(0);
    expect(body.boardDetailsResponse.content).toContain('<table>');
    expect(body.boardDetailsResponse.content).not.toMatch(/<script|onerror=/i);
    const without = (await all()).find((p) => !p.hasDetailInfo) as ProductSummary;
    const blank = await getAs<ProductDetails>('demo_member', `/v1/products/${without.id}/details`);
    expect(blank.body.boardDetailsResponse).toMatchObject({ id: 0, content: '' });
  });

  it('answers rates as of a month: the changed rate from its month on', async () => {
    const changed = (await all()).find((p) => p.changedFeeRate != null && p.changedMonth) as ProductSummary;
    const month = (changed.changedMonth as string).slice(0, 7);
    const before = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
    const now = await getAs<ProductDetails>('demo_partner', `/v1/products/${changed.id}/details`);
    expect(now.body).toMatchObject({
      feeRate: changed.feeRate,
      changedFeeRate: changed.changedFeeRate,
      changedMonth: changed.changedMonth,
    });
    const then = await getAs<ProductDetails>('demo_partner', `/v1/products/${changed.id}/details?month=${month}`);
    expect(then.body).toMatchObject({ feeRate: changed.changedFeeRate, changedFeeRate: null, changedMonth: null });
    const earlier = await getAs<ProductDetails>('demo_partner', `/v1/products/${changed.id}/details?month=${before}`);
    expect(earlier.body.feeRate).toBe(changed.feeRate);
    for (const m of ['2026-13', '2026-1', '26-11', '2026-11-01'])
      expect((await getAs('demo_partner', `/v1/products/${changed.id}/details?month=${m}`)).status, m).toBe(400);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['999999', '0', 'abc', '-1', '1.5'])
      expect((await getAs('demo_partner', `/v1/products/${id}/details`)).status, id).toBe(404);
  });
});

describe('the seeded catalogue', () => {
  it('covers about 40 drug companies and every seeded ingredient', async () => {
    const everything = await all();
    expect(new Set(everything.map((p) => p.manufacturerName)).size).toBeGreaterThanOrEqual(38);
    const compositions = new Set(everything.map((p) => p.composition));
    for (const ing of ingredientSeeds) expect(compositions.has(ing.composition), ing.composition).toBe(true);
    expect(everything.some((p) => p.changedFeeRate != null && p.changedMonth?.endsWith('-01'))).toBe(true);
    expect(everything.some((p) => p.note)).toBe(true);
  });
});
