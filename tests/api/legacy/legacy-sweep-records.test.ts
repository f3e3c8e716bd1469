import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PDF, PNG } from '../content-helpers';
import { expectOk, FETCH_ALL, readAs, signedIn } from './legacy-client';
import { DrugCompany, Page } from './wire-common';
import {
  Dealer,
  Partner,
  PerformanceByDrugCompany,
  PerformanceByDrugCompanyMonthly,
  PerformanceByInstitution,
  Prescription,
  PrescriptionPartner,
  PrescriptionPartnerProduct,
  Settlement,
  SettlementMemberMonthly,
  SettlementPartner,
  SettlementPartnerProduct,
} from './wire-records';

// The contract member's everyday calls of the old app replayed against our server: dealers, 거래처, EDI records,
// settlements and sales statistics, each answer read as its type.

/** UTC midnight of the 1st of a month `offset` months from now, as the app's `toISOString()` sends it. */
function monthStart(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString();
}

describe('dealers and 거래처', () => {
  it('lists dealers as a bare array, adds one for two drug companies, and searches 거래처', async () => {
    const partner = await signedIn('demo_partner');
    const dealers = await readAs(v.array(Dealer), await partner.get('/v1/dealers'), 'GET /v1/dealers');
    expect(dealers.length).toBeGreaterThan(0);
    const companies = await readAs(
      v.array(DrugCompany),
      await partner.get('/v1/partners/drug-companies'),
      'GET /v1/partners/drug-companies',
    );
    expect(companies.length).toBeGreaterThanOrEqual(2);
    const drugCompanyIds = companies.slice(0, 2).map((c) => c.id);
    await expectOk(await partner.post('/v1/dealers', { dealerName: '구앱딜러', drugCompanyIds, bankName: null, accountNumber: null }));
    const found = await readAs(v.array(Dealer), await partner.get('/v1/dealers', { dealerName: '구앱딜러' }));
    expect(found.map((d) => d.drugCompanyId).sort()).toEqual([...drugCompanyIds].sort());

    const dealer = dealers.find((d) => d.drugCompanyName) ?? dealers[0];
    const partners = await partner.get('/v1/partners', {
      institutionName: undefined,
      drugCompanyName: dealer?.drugCompanyName,
      page: 0,
      size: 10,
    });
    const page = await readAs(Page(Partner), partners, 'GET /v1/partners');
    expect(page.content.length).toBeGreaterThan(0);
  });
});

describe('EDI (실적입력)', () => {
  it('lists records, opens one with its lines, uploads one with `request` + `files`, edits and deletes it', async () => {
    const partner = await signedIn('demo_partner');
    await readAs(Page(Prescription), await partner.get('/v1/prescriptions', { page: 0, size: 10 }), 'GET /v1/prescriptions');
    const list = await readAs(Page(PrescriptionPartner), await partner.get('/v1/prescriptions/partners', { page: 0, size: 10 }));
    expect(list.content.length).toBe(10);
    const done = list.content.find((r) => r.status !== 'PENDING') ?? list.content[0];
    await readAs(PrescriptionPartner, await partner.get(`/v1/prescriptions/partners/${done?.id ?? 0}`), 'GET …/partners/{id}');
    const lines = await partner.get(`/v1/prescriptions/partners/${done?.id ?? 0}/products`);
    await readAs(v.array(PrescriptionPartnerProduct), lines, 'GET …/partners/{id}/products');
    const filtered = await partner.get('/v1/prescriptions/partners', {
      status: 'PENDING',
      prescriptionMonthStart: monthStart(-24),
      prescriptionMonthEnd: monthStart(0),
      page: 0,
      size: 10,
    });
    for (const row of (await readAs(Page(PrescriptionPartner), filtered)).content) expect(row.status).toBe('PENDING');

    const dealer = (await readAs(v.array(Dealer), await partner.get('/v1/dealers'))).find((d) => d.drugCompanyId && d.drugCompanyName);
    const clients = await readAs(
      Page(Partner),
      await partner.get('/v1/partners', { drugCompanyName: dealer?.drugCompanyName, page: 0, size: 10 }),
    );
    const request = {
      dealerId: dealer?.id,
      drugCompanyId: dealer?.drugCompanyId,
      partnerId: clients.content[0]?.id,
      prescriptionMonth: monthStart(-1),
      settlementMonth: monthStart(0),
    };
    const upload = await partner.multipart('POST', '/v1/prescriptions/partner-files', [
      { name: 'request', json: request },
      { name: 'files', file: new File([PNG], '처방전1.png', { type: 'image/png' }) },
      { name: 'files', file: new File([PNG], '처방전2.png', { type: 'image/png' }) },
    ]);
    await expectOk(upload, 'POST /v1/prescriptions/partner-files');
    const pending = await readAs(
      Page(PrescriptionPartner),
      await partner.get('/v1/prescriptions/partners', { status: 'PENDING', page: 0, size: 10 }),
    );
    const created = pending.content.find(
      (r) => r.partnerId === request.partnerId && r.dealerId === request.dealerId && r.ediFiles.length === 2,
    );
    if (!created) throw new Error('the uploaded record is not listed');

    // 수정 while 접수대기: keep one file, add a PDF (allowed on edit), and move the prescription month.
    const update = {
      prescriptionPartnerId: created.id,
      dealerId: created.dealerId,
      drugCompanyId: created.drugCompanyId,
      partnerId: created.partnerId,
      prescriptionMonth: monthStart(-2),
      keepFileIds: [created.ediFiles[0]?.s3fileId],
    };
    const edit = await partner.multipart('POST', '/v1/prescriptions/partner-files/update', [
      { name: 'request', json: update },
      { name: 'files', file: new File([PDF], '처방전3.pdf', { type: 'application/pdf' }) },
    ]);
    await expectOk(edit, 'POST /v1/prescriptions/partner-files/update');
    const edited = await readAs(PrescriptionPartner, await partner.get(`/v1/prescriptions/partners/${created.id}`));
    expect(edited.prescriptionMonth.slice(0, 7)).toBe(monthStart(-2).slice(0, 7));
    expect(edited.ediFiles.map((f) => f.originalFileName).sort()).toEqual([created.ediFiles[0]?.originalFileName, '처방전3.pdf'].sort());
    await expectOk(await partner.delete(`/v1/prescriptions/partners/${created.id}`), 'DELETE …/partners/{id}');
  });
});

describe('settlements and statistics', () => {
  it('reads a month of settlements, its total, a row, its 거래처 and their products, and sends a request', async () => {
    const partner = await signedIn('demo_partner');
    const latest = await readAs(Page(Settlement), await partner.get('/v1/settlements', { page: 0, size: 10 }));
    const month = `${latest.content[0]?.settlementMonth.slice(0, 7) ?? ''}-01`;
    const query = { startMonth: month, endMonth: month };
    const rows = await readAs(Page(Settlement), await partner.get('/v1/settlements', { ...query, page: 0, size: 10 }), 'month');
    expect(rows.content.length).toBeGreaterThan(0);
    const total = await readAs(v.number(), await partner.get('/v1/settlements/total-prescription-amount', query), 'total');
    expect(total).toBe(rows.content.reduce((sum, r) => sum + r.prescriptionAmount, 0));
    const row = rows.content[0];
    if (!row) throw new Error('no settlement');
    expect(await readAs(Settlement, await partner.get(`/v1/settlements/${row.id}`), 'GET /v1/settlements/{id}')).toMatchObject({
      id: row.id,
    });
    const dealerRows = await partner.get('/v1/settlements', { ...query, dealerName: row.dealerName, page: 0, size: 10 });
    for (const r of (await readAs(Page(Settlement), dealerRows)).content) expect(r.dealerName).toBe(row.dealerName);

    const clients = await partner.get('/v1/settlements/partners', {
      settlementId: row.id,
      settlementPartnerOrder: 'TOTAL_AMOUNT_DESC',
      page: 0,
      size: 10,
    });
    const clientPage = await readAs(Page(SettlementPartner), clients, 'GET /v1/settlements/partners');
    const amounts = clientPage.content.map((c) => c.feeTotal);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const first = clientPage.content[0];
    if (first) {
      const products = await partner.get(`/v1/settlements/partners/${first.settlementPartnerId}/products`);
      await readAs(v.array(SettlementPartnerProduct), products, 'GET /v1/settlements/partners/{id}/products');
    }
    await expectOk(await partner.post('/v1/settlements/notify-admin', { settlementIds: [row.id] }), 'notify-admin');
    await expectOk(await partner.post('/v1/settlements/notify-admin/objections', { settlementIds: [row.id] }), 'objections');

    const sheet = await partner.navigate('/v1/settlements/excel-download', { ...query, size: FETCH_ALL });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('reads 제약사별 정산내역 with integer months', async () => {
    const org = await signedIn('demo_org');
    const latest = await readAs(Page(Settlement), await org.get('/v1/settlements', { page: 0, size: 1 }));
    const month = Number(`${latest.content[0]?.settlementMonth.slice(0, 7).replace('-', '') ?? ''}01`);
    const monthly = await org.get('/v1/settlements-member-monthly', { startMonth: month, endMonth: month, page: 0, size: 10 });
    const page = await readAs(Page(SettlementMemberMonthly), monthly, 'GET /v1/settlements-member-monthly');
    expect(page.content.length).toBeGreaterThan(0);
    for (const r of page.content) expect(String(r.settlementMonth).slice(0, 6)).toBe(String(month).slice(0, 6));
  });

  it('reads the sales statistics by drug company, by month and by 거래처', async () => {
    const partner = await signedIn('demo_partner');
    const range = { startMonth: monthStart(-12).slice(0, 10), endMonth: monthStart(0).slice(0, 10) };
    const byCompany = await partner.get('/v1/settlements/performance/by-drug-company', range);
    expect((await readAs(v.array(PerformanceByDrugCompany), byCompany, 'by-drug-company')).length).toBeGreaterThan(0);
    const monthly = await partner.get('/v1/settlements/performance/by-drug-company/monthly', range);
    await readAs(v.array(PerformanceByDrugCompanyMonthly), monthly, 'by-drug-company/monthly');
    const institutions = await readAs(
      v.array(PerformanceByInstitution),
      await partner.get('/v1/settlements/performance/by-institution', range),
      'by-institution',
    );
    const code = institutions.find((i) => i.institutionCode)?.institutionCode;
    const drill = await partner.get('/v1/settlements/performance/by-drug-company', { ...range, institutionCode: code });
    await readAs(v.array(PerformanceByDrugCompany), drill, 'by-drug-company for one 거래처');
  });
});
