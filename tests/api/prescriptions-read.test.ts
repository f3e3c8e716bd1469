import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  Dealer,
  DrugCompany,
  Page,
  Partner,
  Prescription,
  PrescriptionPartner,
  PrescriptionPartnerProduct,
} from '../../src/api/types';
import { getDb } from '../../src/server/runtime/database';
import { dealers, partners, prescriptionPartners } from '../../src/server/db/schema';
import { getAs, send } from './content-helpers';
import './helpers';
import { memberId, recordOf } from './prescriptions-helpers';

// Reading prescriptions (EDI records): the seeded dealers, clients and EDI records of the contract demo accounts, owner only.

describe('dealers and clients', () => {
  it('lists the member own dealers with their company', async () => {
    const { status, body } = await getAs<Dealer[]>('demo_partner', '/v1/dealers');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(5);
    expect(new Set(body.map((d) => d.drugCompanyId)).size).toBeGreaterThanOrEqual(2);
    expect(body[0]?.displayName).toBe(`${body[0]?.dealerName}(${body[0]?.drugCompanyName})`);
    const org = await getAs<Dealer[]>('demo_org', '/v1/dealers');
    expect(org.body.map((d) => d.id)).not.toContain(body[0]?.id);
  });

  it('pages the member own clients and filters them', async () => {
    const { status, body } = await getAs<Page<Partner>>('demo_partner', '/v1/partners?size=100');
    expect(status).toBe(200);
    expect(body.totalElements).toBeGreaterThanOrEqual(150);
    expect(body.content).toHaveLength(100);
    const first = body.content[0] as Partner;
    expect(first.institutionCode).toMatch(/^\d{8}$/);
    expect(first.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    const byCompany = await getAs<Page<Partner>>('demo_partner', `/v1/partners?size=100&drugCompanyId=${first.drugCompanyId}`);
    expect(byCompany.body.content.every((p) => p.drugCompanyId === first.drugCompanyId)).toBe(true);
    const byName = await getAs<Page<Partner>>('demo_partner', `/v1/partners?institutionName=${encodeURIComponent(first.institutionName)}`);
    expect(byName.body.content.map((p) => p.id)).toContain(first.id);
    expect((await getAs('demo_partner', '/v1/partners?size=101')).status).toBe(400);
    const companies = await getAs<DrugCompany[]>('demo_partner', '/v1/partners/drug-companies');
    expect(companies.body.length).toBe(3);
  });

  it('seeds nothing for the other demo accounts', async () => {
    const db = await getDb();
    for (const userId of ['demo_cso', 'demo_member', 'demo_editor']) {
      const owner = await memberId(userId);
      expect(await db.select().from(dealers).where(eq(dealers.memberId, owner))).toEqual([]);
      expect(await db.select().from(partners).where(eq(partners.memberId, owner))).toEqual([]);
      expect(await db.select().from(prescriptionPartners).where(eq(prescriptionPartners.memberId, owner))).toEqual([]);
    }
  });

  it('refuses CSO and plain members (403) and the signed out (401)', async () => {
    for (const path of ['/v1/dealers', '/v1/partners', '/v1/partners/drug-companies', '/v1/prescriptions/partners', '/v1/prescriptions']) {
      expect((await getAs('demo_cso', path)).status).toBe(403);
      expect((await getAs('demo_member', path)).status).toBe(403);
      expect((await getAs(null, path)).status).toBe(401);
    }
  });
});

describe('EDI records', () => {
  it('lists the member records newest first with files, in every status', async () => {
    const { status, body } = await getAs<Page<PrescriptionPartner>>('demo_partner', '/v1/prescriptions/partners?size=100');
    expect(status).toBe(200);
    expect(body.totalElements).toBeGreaterThanOrEqual(60);
    expect(new Set(body.content.map((r) => r.status))).toEqual(new Set(['PENDING', 'IN_PROGRESS', 'COMPLETED']));
    const dates = body.content.map((r) => r.inputDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of body.content) {
      expect(r.ediFiles.length).toBeGreaterThanOrEqual(1);
      expect(r.ediFiles.length).toBeLessThanOrEqual(4);
      expect(r.prescriptionMonth).toMatch(/^\d{4}-\d{2}-01$/);
    }
    const done = body.content.find((r) => r.status === 'COMPLETED') as PrescriptionPartner;
    const products = await getAs<PrescriptionPartnerProduct[]>('demo_partner', `/v1/prescriptions/partners/${done.id}/products`);
    expect(products.body.length).toBeGreaterThanOrEqual(1);
    expect(products.body.reduce((s, l) => s + l.totalPrice, 0)).toBe(done.amount);
    for (const l of products.body) expect(l.totalPrice).toBe(l.quantity * l.unitPrice);
    // The image is a real PNG the owner can open, nobody else.
    const file = done.ediFiles[0]?.fileUrl as string;
    const image = await send('demo_partner', 'GET', file);
    expect(image.status).toBe(200);
    expect(image.res.headers.get('content-type')).toBe('image/png');
    expect((await send('demo_org', 'GET', file)).status).toBe(404);
    expect((await send('demo_editor', 'GET', file)).status).toBe(404);
    expect((await send(null, 'GET', file)).status).toBe(401);
  });

  it('filters by status, names and month ranges', async () => {
    const pending = await getAs<Page<PrescriptionPartner>>('demo_partner', '/v1/prescriptions/partners?status=PENDING&size=100');
    expect(pending.body.content.every((r) => r.status === 'PENDING')).toBe(true);
    const one = pending.body.content[0] as PrescriptionPartner;
    const q = `dealerName=${encodeURIComponent(one.dealerName)}&institutionName=${encodeURIComponent(one.institutionName)}`;
    const named = await getAs<Page<PrescriptionPartner>>('demo_partner', `/v1/prescriptions/partners?${q}`);
    expect(named.body.content.map((r) => r.id)).toContain(one.id);
    const month = one.prescriptionMonth;
    const ranged = await getAs<Page<PrescriptionPartner>>(
      'demo_partner',
      `/v1/prescriptions/partners?size=100&prescriptionMonthStart=${month}T00:00:00.000Z&prescriptionMonthEnd=${month}T00:00:00.000Z`,
    );
    expect(ranged.body.content.length).toBeGreaterThan(0);
    expect(ranged.body.content.every((r) => r.prescriptionMonth === month)).toBe(true);
    const old = await getAs<Page<Prescription>>('demo_partner', '/v1/prescriptions?size=5');
    expect(old.status).toBe(200);
    expect(old.body.content[0]?.userId).toBe('demo_partner');
  });

  it("answers 404 for another member's record on every id route", async () => {
    const theirs = await recordOf('demo_org', 'PENDING');
    expect((await getAs('demo_partner', `/v1/prescriptions/partners/${theirs.id}`)).status).toBe(404);
    expect((await getAs('demo_partner', `/v1/prescriptions/partners/${theirs.id}/products`)).status).toBe(404);
    expect((await send('demo_partner', 'DELETE', `/v1/prescriptions/partners/${theirs.id}`)).status).toBe(404);
    expect((await getAs('demo_org', `/v1/prescriptions/partners/${theirs.id}`)).status).toBe(200);
    expect((await getAs('demo_cso', `/v1/prescriptions/partners/${theirs.id}`)).status).toBe(403);
    expect((await getAs(null, `/v1/prescriptions/partners/${theirs.id}`)).status).toBe(401);
  });
});
