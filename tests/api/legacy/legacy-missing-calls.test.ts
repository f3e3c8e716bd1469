import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LegacyBrowser, readAs, signedIn } from './legacy-client';
import { DrugCompany, Page, PromotionToken } from './wire-common';
import { EventDetail, EventSummary, ProductDetails, ProductSummary } from './wire-content';

// Calls of the old app that our server lacked: all drug companies, a product's details by its code, and the event
// promotion handshake.

describe('GET /v1/drug-companies', () => {
  it('answers every drug company as a bare DrugCompany[] (a contract member adding a dealer)', async () => {
    const partner = await signedIn('demo_partner');
    const all = await readAs(v.array(DrugCompany), await partner.get('/v1/drug-companies'), 'GET /v1/drug-companies');
    expect(all.length).toBeGreaterThanOrEqual(42);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    const own = await readAs(v.array(DrugCompany), await partner.get('/v1/partners/drug-companies'), 'GET /v1/partners/drug-companies');
    for (const company of own) expect(all).toContainEqual(company);
  });

  it('is refused without a session', async () => {
    expect((await new LegacyBrowser().get('/v1/drug-companies')).status).toBe(401);
  });
});

describe('GET /v1/products/code/{productCode}/details', () => {
  it('answers the same ProductDetails as by id, with and without `month`', async () => {
    const member = await signedIn('demo_member');
    const list = await readAs(Page(ProductSummary), await member.get('/v1/products', { sortType: 'FEE_RATE_DESC', page: 0, size: 10 }));
    const product = list.content[0];
    if (!product) throw new Error('no product listed');
    const byId = await readAs(ProductDetails, await member.get(`/v1/products/${product.id}/details`), 'details by id');
    const byCode = await readAs(
      ProductDetails,
      await member.get(`/v1/products/code/${encodeURIComponent(product.productCode)}/details`),
      'details by code',
    );
    expect(byCode.productCode).toBe(product.productCode);
    expect(byCode.productName).toBe(byId.productName);
    expect(byCode.alternativeProducts).toEqual(byId.alternativeProducts);
    const month = new Date().toISOString().slice(0, 7);
    const inMonth = await member.get(`/v1/products/code/${encodeURIComponent(product.productCode)}/details`, { month });
    expect((await readAs(ProductDetails, inMonth, 'details by code and month')).productCode).toBe(product.productCode);
  });

  it('answers 404 for an unknown code', async () => {
    const member = await signedIn('demo_member');
    expect((await member.get('/v1/products/code/NOPE-0000000/details')).status).toBe(404);
  });
});

describe('POST /v1/auth/promotion-token (event links)', () => {
  it('hands a signed-in member a token and its expiry for `?data=`', async () => {
    const member = await signedIn('demo_member');
    const events = await readAs(Page(EventSummary), await member.get('/v1/events', { page: 0, size: 10 }), 'GET /v1/events');
    const first = events.content[0];
    if (first) await readAs(EventDetail, await member.get(`/v1/events/${first.id}`), 'GET /v1/events/{id}');
    const res = await member.post('/v1/auth/promotion-token');
    const { token, expiresAt } = await readAs(PromotionToken, res, 'POST /v1/auth/promotion-token');
    // An instant as a number: epoch milliseconds (or seconds, which the contract does not rule out).
    const expiry = expiresAt < 1e12 ? expiresAt * 1000 : expiresAt;
    expect(expiry).toBeGreaterThan(Date.now());
    expect(expiry).toBeLessThan(Date.now() + 24 * 60 * 60 * 1000);
    expect(new URL(`https://medipanda.co.kr/event1.html?data=${encodeURIComponent(token)}`).searchParams.get('data')).toBe(token);
    const again = await readAs(PromotionToken, await member.post('/v1/auth/promotion-token'), 'a second token');
    expect(again.token).not.toBe(token);
  });

  it('is refused without a session', async () => {
    expect((await new LegacyBrowser().post('/v1/auth/promotion-token')).status).toBe(401);
  });
});
