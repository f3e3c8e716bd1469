import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, SalesAgencyProductDetail, SalesAgencyProductSummary } from '../../src/api/types';
import { salesAgencySeeds } from '../../src/server/seed/products-data';
import { getAs, send, type Who } from './content-helpers';
import './helpers';
import { ready } from '../../src/server/runtime/database';

// Sales-agency products: exposure ranges and publication decide what a member sees (the server
// filters), the detail tells the caller whether they applied, and applying works once, within the period and range.

// Opening, migrating and seeding the in-memory database (≈ 3,000 products) is paid once, before the timed tests.
beforeAll(() => ready(), 120_000);

type P = Page<SalesAgencyProductSummary>;
const listAs = (who: Who, query = '') => getAs<P>(who, `/v1/sales-agency-products?size=100${query ? `&${query}` : ''}`).then((r) => r.body);
const seedOf = (p: { clientName: string; productName: string }) =>
  salesAgencySeeds.find((s) => s.clientName === p.clientName && s.productName === p.productName);
const published = salesAgencySeeds.filter((s) => !s.unpublished);
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** A product of the editor's (complete) list that matches `test`. */
async function find(
  test: (s: (typeof salesAgencySeeds)[number], p: SalesAgencyProductSummary) => boolean,
): Promise<SalesAgencyProductSummary> {
  const all = await listAs('demo_editor');
  const found = all.content.find((p) => {
    const s = seedOf(p);
    return s ? test(s, p) : false;
  });
  if (!found) throw new Error('no such seeded product');
  return found;
}

describe('GET /v1/sales-agency-products', () => {
  it('pages the products a member may see: published, in their exposure ranges; running ones first', async () => {
    const partner = await listAs('demo_partner');
    expect(partner.totalElements).toBe(published.filter((s) => s.range !== 'UNCONTRACTED').length);
    const cso = await listAs('demo_cso');
    expect(cso.totalElements).toBe(published.filter((s) => s.range !== 'CONTRACTED').length);
    expect((await listAs('demo_member')).totalElements).toBe(cso.totalElements);
    expect((await listAs('demo_org')).totalElements).toBe(partner.totalElements);
    expect((await listAs('demo_editor')).totalElements).toBe(salesAgencySeeds.length);

    const now = Date.now();
    const ended = partner.content.map((p) => Date.parse(`${p.endAt}Z`) < now);
    expect(ended.indexOf(true)).toBeGreaterThan(0);
    expect(ended.slice(ended.indexOf(true)).every(Boolean)).toBe(true);
    const p = partner.content[0] as SalesAgencyProductSummary;
    expect(p.thumbnailUrl).toMatch(/^\/v1\/files\/\d+$/);
    expect(p.startAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(p).toMatchObject({ isExposed: true, clientName: expect.stringMatching(/[가-힣]/) });
  });

  it('narrows requested ranges to the member’s own; filters by name and by the running period', async () => {
    expect((await listAs('demo_partner', 'exposureRanges=UNCONTRACTED')).totalElements).toBe(0);
    expect((await listAs('demo_cso', 'exposureRanges=ALL')).totalElements).toBe(published.filter((s) => s.range === 'ALL').length);
    const byClient = await listAs('demo_partner', `clientName=${encodeURIComponent('대웅')}`);
    expect(byClient.content.map((p) => p.productName)).toEqual(['펙수클루정 40mg']);
    const byName = await listAs('demo_cso', `productName=${encodeURIComponent('시럽')}`);
    expect(byName.content.every((p) => p.productName.includes('시럽'))).toBe(true);
    expect(byName.totalElements).toBe(2);
    const today = kstToday();
    const running = await listAs('demo_partner', `startAt=${today}&endAt=${today}&isExposed=true`);
    const now = Date.now();
    expect(running.totalElements).toBe(published.filter((s) => s.range !== 'UNCONTRACTED' && s.endDay >= 0 && s.startDay <= 0).length);
    expect(running.content.every((p) => Date.parse(`${p.endAt}Z`) >= now && Date.parse(`${p.startAt}Z`) <= now)).toBe(true);
  });

  it('refuses bad input (400) and signed-out visitors (401)', async () => {
    for (const q of ['page=-1', 'size=x', 'exposureRanges=EVERYONE', 'startAt=2026/11/22', 'isExposed=maybe']) {
      expect((await getAs('demo_partner', `/v1/sales-agency-products?${q}`)).status, q).toBe(400);
    }
    expect((await getAs(null, '/v1/sales-agency-products')).status).toBe(401);
  });
});

describe('GET /v1/sales-agency-products/{id}', () => {
  it('answers the body, the period and the caller’s applied flag, and counts a view once per member', async () => {
    const appliedByOrg = await find((s) => !!s.appliedBy?.includes('demo_org') && s.endDay > 0);
    const org = await getAs<SalesAgencyProductDetail>('demo_org', `/v1/sales-agency-products/${appliedByOrg.id}`);
    expect(org.status).toBe(200);
    expect(org.body).toMatchObject({
      productId: appliedByOrg.id,
      clientName: appliedByOrg.clientName,
      applied: true,
      thumbnailUrl: expect.stringMatching(/^\/v1\/files\/\d+$/),
    });
    expect(org.body.boardPostDetail.boardType).toBe('SALES_AGENCY');
    expect(org.body.boardPostDetail.content).toContain('<table>');
    const first = await getAs<SalesAgencyProductDetail>('demo_member', `/v1/sales-agency-products/${appliedByOrg.id}`);
    expect(first.body.applied).toBe(false);
    const again = await getAs<SalesAgencyProductDetail>('demo_member', `/v1/sales-agency-products/${appliedByOrg.id}`);
    expect(again.body.boardPostDetail.viewsCount).toBe(first.body.boardPostDetail.viewsCount);
  });

  it('is 404 outside the member’s exposure range, when unpublished, and for unknown ids', async () => {
    const contracted = await find((s) => s.range === 'CONTRACTED');
    expect((await getAs('demo_cso', `/v1/sales-agency-products/${contracted.id}`)).status).toBe(404);
    expect((await getAs('demo_partner', `/v1/sales-agency-products/${contracted.id}`)).status).toBe(200);
    const draft = await find((s) => !!s.unpublished);
    expect((await getAs('demo_partner', `/v1/sales-agency-products/${draft.id}`)).status).toBe(404);
    expect((await getAs('demo_editor', `/v1/sales-agency-products/${draft.id}`)).status).toBe(200);
    for (const id of ['999999', 'abc', '0']) expect((await getAs('demo_partner', `/v1/sales-agency-products/${id}`)).status, id).toBe(404);
    expect((await getAs(null, `/v1/sales-agency-products/${contracted.id}`)).status).toBe(401);
  });
});

describe('POST /v1/sales-agency-products/{id}/apply', () => {
  const apply = (who: Who | null, id: number | string) => send(who, 'POST', `/v1/sales-agency-products/${id}/apply`);

  it('applies once: 204, then applied = true and one more applicant; a second time 409', async () => {
    const open = await find((s) => s.range === 'ALL' && s.endDay > 0 && !s.unpublished && !s.appliedBy);
    const before = await getAs<SalesAgencyProductDetail>('demo_partner', `/v1/sales-agency-products/${open.id}`);
    expect(before.body.applied).toBe(false);
    const res = await apply('demo_partner', open.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const after = await getAs<SalesAgencyProductDetail>('demo_partner', `/v1/sales-agency-products/${open.id}`);
    expect(after.body).toMatchObject({ applied: true, appliedCount: (before.body.appliedCount ?? 0) + 1 });
    const twice = await apply('demo_partner', open.id);
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ code: 'ALREADY_APPLIED', message: '이미 신청한 영업대행상품입니다.' });
    // Someone else may still apply.
    expect((await apply('demo_cso', open.id)).status).toBe(204);
    const listed = (await listAs('demo_partner')).content.find((p) => p.id === open.id);
    expect(listed?.appliedCount).toBe((before.body.appliedCount ?? 0) + 2);
  });

  it('refuses after the end date (409) with a clear message', async () => {
    const ended = await find((s) => s.range === 'ALL' && s.endDay < 0 && !s.appliedBy);
    const res = await apply('demo_partner', ended.id);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'SALES_AGENCY_ENDED', message: '신청 기간이 끝난 영업대행상품입니다.' });
  });

  it('refuses members outside the exposure range (403), each way round', async () => {
    const contracted = await find((s) => s.range === 'CONTRACTED' && s.endDay > 0);
    for (const who of ['demo_cso', 'demo_member'] as const) {
      const res = await apply(who, contracted.id);
      expect(res.status, who).toBe(403);
      expect(res.json).toMatchObject({ code: 'OUT_OF_EXPOSURE_RANGE', message: expect.stringContaining('계약회원만 신청할 수 있는') });
    }
    const uncontracted = await find((s) => s.range === 'UNCONTRACTED' && s.endDay > 0);
    for (const who of ['demo_partner', 'demo_org'] as const) {
      const res = await apply(who, uncontracted.id);
      expect(res.status, who).toBe(403);
      expect(res.json?.message).toContain('파트너 계약 전 회원만');
    }
    // An editor is not a partner: their member type decides.
    expect((await apply('demo_editor', contracted.id)).status).toBe(403);
    expect((await apply('demo_member', uncontracted.id)).status).toBe(204);
  });

  it('is 404 for unpublished and unknown products, 401 signed out, 403 from another site', async () => {
    const draft = await find((s) => !!s.unpublished);
    expect((await apply('demo_partner', draft.id)).status).toBe(404);
    // Staff never apply in a member's name, a draft they may preview included.
    expect((await apply('demo_editor', draft.id)).status).toBe(403);
    for (const id of ['999999', 'abc']) expect((await apply('demo_partner', id)).status, id).toBe(404);
    const open = await find((s) => s.range === 'ALL' && s.endDay > 0 && !s.unpublished);
    expect((await apply(null, open.id)).status).toBe(401);
    const foreign = await send('demo_org', 'POST', `/v1/sales-agency-products/${open.id}/apply`, undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
  });
});
