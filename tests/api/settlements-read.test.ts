import { describe, expect, it } from 'vitest';
import type { Page, Settlement, SettlementMemberMonthly, SettlementPartner, SettlementPartnerProduct } from '../../src/api/types';
import { getAs, send } from './content-helpers';
import './helpers';
import { monthsOf, settlementsOf, sumOf } from './settlements-helpers';

// Reading settlements: the seeded 18 months of the contract demo accounts, owner only, with amounts that add up
// from the product lines to the settlement rows.

const ROUTES = [
  '/v1/settlements',
  '/v1/settlements/total-prescription-amount',
  '/v1/settlements/excel-download',
  '/v1/settlements/partners',
  '/v1/settlements-member-monthly',
  '/v1/settlements/performance/by-drug-company?startMonth=2025-01-01&endMonth=2025-12-01',
  '/v1/settlements/performance/by-drug-company/monthly?startMonth=2025-01-01&endMonth=2025-12-01',
  '/v1/settlements/performance/by-institution?startMonth=2025-01-01&endMonth=2025-12-01',
];

describe('who may read settlements', () => {
  it('refuses CSO and plain members (403) and the signed out (401)', async () => {
    const [one] = await settlementsOf('demo_partner');
    const paths = [...ROUTES, `/v1/settlements/${one?.id}`, '/v1/settlements/partners/1/products'];
    for (const path of paths) {
      expect((await getAs('demo_cso', path)).status, path).toBe(403);
      expect((await getAs('demo_member', path)).status, path).toBe(403);
      expect((await getAs(null, path)).status, path).toBe(401);
    }
    for (const path of ['/v1/settlements/notify-admin', '/v1/settlements/notify-admin/objections']) {
      const body = JSON.stringify({ settlementIds: [one?.id] });
      const json = { 'content-type': 'application/json' };
      expect((await send('demo_cso', 'POST', path, body, json)).status).toBe(403);
      expect((await send('demo_member', 'POST', path, body, json)).status).toBe(403);
      expect((await send(null, 'POST', path, body, json)).status).toBe(401);
    }
  });

  it("answers 404 for another member's settlement and client share, and never lists them", async () => {
    const mine = await settlementsOf('demo_partner');
    const theirs = await settlementsOf('demo_org');
    expect(mine.length).toBeGreaterThan(20);
    expect(theirs.length).toBeGreaterThan(20);
    const mineIds = new Set(mine.map((s) => s.id));
    expect(theirs.some((s) => mineIds.has(s.id))).toBe(false);
    const other = theirs[0] as Settlement;
    expect((await getAs('demo_partner', `/v1/settlements/${other.id}`)).status).toBe(404);
    const shares = await getAs<Page<SettlementPartner>>('demo_org', `/v1/settlements/partners?settlementId=${other.id}`);
    const share = shares.body.content[0] as SettlementPartner;
    expect((await getAs('demo_partner', `/v1/settlements/partners/${share.settlementPartnerId}/products`)).status).toBe(404);
    const leaked = await getAs<Page<SettlementPartner>>('demo_partner', `/v1/settlements/partners?settlementId=${other.id}`);
    expect(leaked.body.totalElements).toBe(0);
    expect((await getAs('demo_partner', '/v1/settlements/2147483647')).status).toBe(404);
    expect((await getAs('demo_partner', '/v1/settlements/abc')).status).toBe(404);
  });
});

describe('settlement rows', () => {
  it('covers 18 months with mixed statuses and amounts that add up', async () => {
    const rows = await settlementsOf('demo_partner');
    expect(monthsOf(rows)).toHaveLength(18);
    expect(new Set(rows.map((s) => s.status))).toEqual(new Set([null, 'REQUEST', 'OBJECTION']));
    for (const s of rows) {
      expect(s.settlementMonth).toMatch(/^\d{4}-\d{2}-01$/);
      for (const n of [s.prescriptionAmount, s.feeAmount, s.extraFeeAmount, s.supplyAmount, s.taxAmount])
        expect(Number.isSafeInteger(n)).toBe(true);
      expect(s.feeTotal).toBe(s.feeAmount + s.extraFeeAmount);
      expect(s.totalAmount).toBe(s.feeTotal);
      expect(s.supplyAmount).toBe(Math.floor((s.totalAmount * 10) / 11));
      expect(s.taxAmount).toBe(s.totalAmount - s.supplyAmount);
      expect(s.prescriptionAmount).toBeGreaterThan(0);
    }
    expect(rows.some((s) => s.extraFeeAmount > 0)).toBe(true);
    const detail = await getAs<Settlement>('demo_partner', `/v1/settlements/${rows[0]?.id}`);
    expect(detail.body).toEqual(rows[0]);
  });

  it('sums a settlement from its clients and a client from its product lines (floor per line)', async () => {
    const rows = await settlementsOf('demo_partner');
    for (const s of rows.slice(0, 12)) {
      const { body } = await getAs<Page<SettlementPartner>>('demo_partner', `/v1/settlements/partners?settlementId=${s.id}&size=100`);
      expect(body.totalElements).toBeGreaterThan(0);
      expect(sumOf(body.content, (p) => p.prescriptionAmount)).toBe(s.prescriptionAmount);
      expect(sumOf(body.content, (p) => p.feeAmount)).toBe(s.feeAmount);
      expect(sumOf(body.content, (p) => p.extraFeeAmount)).toBe(s.extraFeeAmount);
      for (const p of body.content) {
        expect(p.dealerName).toBe(s.dealerName);
        const lines = (
          await getAs<SettlementPartnerProduct[]>('demo_partner', `/v1/settlements/partners/${p.settlementPartnerId}/products`)
        ).body;
        expect(lines.map((l) => l.seq)).toEqual(lines.map((_, k) => k + 1));
        expect(sumOf(lines, (l) => l.prescriptionAmount)).toBe(p.prescriptionAmount);
        expect(sumOf(lines, (l) => l.feeAmount)).toBe(p.feeAmount);
        expect(sumOf(lines, (l) => l.extraFeeAmount)).toBe(p.extraFeeAmount);
        for (const l of lines) {
          expect(l.prescriptionAmount).toBe(l.quantity * l.unitPrice);
          // Rates are percent numbers of whole basis points; fees round down per line.
          const bp = Math.round(l.feeRate * 100);
          expect(l.feeRate * 100).toBeCloseTo(bp, 6);
          expect(l.feeAmount).toBe(Math.floor((l.prescriptionAmount * bp) / 10_000));
          expect(l.extraFeeAmount).toBe(Math.floor((l.prescriptionAmount * Math.round(l.extraFeeRate * 100)) / 10_000));
        }
      }
    }
  });

  it('filters by month, drug company, dealer, member name and status', async () => {
    const rows = await settlementsOf('demo_partner');
    const month = monthsOf(rows).at(-3) as string;
    const inMonth = await settlementsOf('demo_partner', `startMonth=${month}-01&endMonth=${month}-01`);
    expect(inMonth.length).toBeGreaterThan(0);
    expect(inMonth).toEqual(rows.filter((s) => s.settlementMonth.startsWith(month)));

    const company = rows[0]?.drugCompanyName as string;
    const byCompany = await settlementsOf('demo_partner', `drugCompanyName=${encodeURIComponent(company)}`);
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((s) => s.drugCompanyName === company)).toBe(true);
    expect(byCompany).toHaveLength(rows.filter((s) => s.drugCompanyName === company).length);
    // The drug-company search searches drug companies, not dealers or the member.
    const dealer = rows[0]?.dealerName as string;
    expect(await settlementsOf('demo_partner', `drugCompanyName=${encodeURIComponent(dealer)}`)).toEqual([]);

    const byDealer = await settlementsOf('demo_partner', `dealerName=${encodeURIComponent(dealer)}`);
    expect(byDealer.length).toBeGreaterThan(0);
    expect(byDealer.every((s) => s.dealerName === dealer)).toBe(true);
    expect(await settlementsOf('demo_partner', `dealerName=${encodeURIComponent(company)}`)).toEqual([]);

    const byDealerId = await settlementsOf('demo_partner', `dealerId=${rows[0]?.dealerId}`);
    expect(byDealerId.every((s) => s.dealerId === rows[0]?.dealerId)).toBe(true);

    const member = rows[0]?.companyName as string;
    expect(await settlementsOf('demo_partner', `companyName=${encodeURIComponent(member)}`)).toHaveLength(rows.length);
    expect(await settlementsOf('demo_partner', 'companyName=없는회원사')).toEqual([]);

    for (const status of ['REQUEST', 'OBJECTION'] as const) {
      const byStatus = await settlementsOf('demo_partner', `status=${status}`);
      expect(byStatus.length).toBeGreaterThan(0);
      expect(byStatus.every((s) => s.status === status)).toBe(true);
    }

    const total = await getAs<number>(
      'demo_partner',
      `/v1/settlements/total-prescription-amount?startMonth=${month}-01&endMonth=${month}-01`,
    );
    expect(total.body).toBe(sumOf(inMonth, (s) => s.prescriptionAmount));
    const all = await getAs<number>('demo_partner', '/v1/settlements/total-prescription-amount');
    expect(all.body).toBe(sumOf(rows, (s) => s.prescriptionAmount));
  });

  it('pages in a stable order, newest month first', async () => {
    const rows = await settlementsOf('demo_partner');
    const months = rows.map((s) => s.settlementMonth);
    expect([...months].sort().reverse()).toEqual(months);
    const first = await getAs<Page<Settlement>>('demo_partner', '/v1/settlements?size=7');
    const second = await getAs<Page<Settlement>>('demo_partner', '/v1/settlements?size=7&page=1');
    expect(first.body.totalElements).toBe(rows.length);
    expect(first.body.totalPages).toBe(Math.ceil(rows.length / 7));
    expect([...first.body.content, ...second.body.content]).toEqual(rows.slice(0, 14));
    const beyond = await getAs<Page<Settlement>>('demo_partner', '/v1/settlements?size=10&page=999');
    expect(beyond.body.content).toEqual([]);
  });

  it('refuses bad months, enums and page sizes with Korean messages', async () => {
    const bad = [
      '/v1/settlements?startMonth=2025-13-01',
      '/v1/settlements?startMonth=202501',
      '/v1/settlements?startMonth=2025-06-01&endMonth=2025-01-01',
      '/v1/settlements?status=DONE',
      '/v1/settlements?size=0',
      '/v1/settlements?size=101',
      '/v1/settlements?page=-1',
      '/v1/settlements?dealerId=abc',
      '/v1/settlements/partners?settlementPartnerOrder=AMOUNT',
      '/v1/settlements/total-prescription-amount?endMonth=2025-02-30',
      '/v1/settlements-member-monthly?startMonth=2025-10-01',
      '/v1/settlements-member-monthly?startMonth=20251301',
      '/v1/settlements-member-monthly?startMonth=20251015',
      '/v1/settlements/performance/by-drug-company?startMonth=2025-13-01',
      '/v1/settlements/performance/by-institution?startMonth=2025-12-01&endMonth=2025-01-01',
      '/v1/settlements/performance/by-institution?startMonth=2025-01-01&endMonth=2025-12-01&size=101',
      '/v1/settlements/performance/by-institution?startMonth=2025-01-01&endMonth=2025-12-01&page=-1',
    ];
    for (const path of bad) {
      const { status, body } = await getAs<{ message: string }>('demo_partner', path);
      expect(status, path).toBe(400);
      expect(body.message, path).toMatch(/[가-힣]/);
    }
  });
});

describe('client shares', () => {
  it('sorts by the order asked, with labels that mean what they say', async () => {
    const [s] = await settlementsOf('demo_partner');
    const base = `/v1/settlements/partners?size=100&startMonth=${s?.settlementMonth}&endMonth=${s?.settlementMonth}`;
    const get = async (order: string) =>
      (await getAs<Page<SettlementPartner>>('demo_partner', `${base}&settlementPartnerOrder=${order}`)).body.content;
    const desc = await get('TOTAL_AMOUNT_DESC');
    expect(desc.length).toBeGreaterThan(1);
    expect(desc.map((p) => p.totalAmount)).toEqual([...desc.map((p) => p.totalAmount)].sort((a, b) => b - a));
    const asc = await get('TOTAL_AMOUNT_ASC');
    expect(asc.map((p) => p.totalAmount)).toEqual([...asc.map((p) => p.totalAmount)].sort((a, b) => a - b));
    const names = (await get('INSTITUTION_NAME_ASC')).map((p) => p.institutionName);
    const namesDesc = (await get('INSTITUTION_NAME_DESC')).map((p) => p.institutionName);
    expect(names[0] && names[0] <= (names.at(-1) as string)).toBe(true);
    expect(namesDesc[0] && namesDesc[0] >= (namesDesc.at(-1) as string)).toBe(true);
    // Default: the largest first.
    const byDefault = (await getAs<Page<SettlementPartner>>('demo_partner', base)).body.content;
    expect(byDefault.map((p) => p.settlementPartnerId)).toEqual(desc.map((p) => p.settlementPartnerId));
    const one = desc[0] as SettlementPartner;
    const byCode = (await getAs<Page<SettlementPartner>>('demo_partner', `${base}&institutionCode=${one.institutionCode}`)).body.content;
    expect(byCode.every((p) => p.institutionCode === one.institutionCode)).toBe(true);
  });
});

describe('client shares paging', () => {
  it('pages the shares of the filtered settlements in a stable order', async () => {
    const rows = await settlementsOf('demo_partner');
    const month = monthsOf(rows).at(-5) as string;
    const base = `/v1/settlements/partners?startMonth=${month}-01&endMonth=${month}-01&settlementPartnerOrder=INSTITUTION_NAME_ASC`;
    const all = (await getAs<Page<SettlementPartner>>('demo_partner', `${base}&size=100`)).body;
    expect(all.totalElements).toBeGreaterThan(3);
    const first = (await getAs<Page<SettlementPartner>>('demo_partner', `${base}&size=3`)).body;
    const second = (await getAs<Page<SettlementPartner>>('demo_partner', `${base}&size=3&page=1`)).body;
    expect(first.totalElements).toBe(all.totalElements);
    expect(first.totalPages).toBe(Math.ceil(all.totalElements / 3));
    expect([...first.content, ...second.content]).toEqual(all.content.slice(0, 6));
    const inMonth = rows.filter((s) => s.settlementMonth.startsWith(month));
    expect(sumOf(all.content, (p) => p.totalAmount)).toBe(sumOf(inMonth, (s) => s.totalAmount));
    expect((await getAs('demo_partner', `${base}&size=101`)).status).toBe(400);
  });
});

describe('the view by drug company', () => {
  it('sums settlements per drug company and month, with integer months', async () => {
    const rows = await settlementsOf('demo_partner');
    const month = monthsOf(rows).at(-2) as string;
    const n = Number(`${month.replace('-', '')}01`);
    const { status, body } = await getAs<Page<SettlementMemberMonthly>>(
      'demo_partner',
      `/v1/settlements-member-monthly?startMonth=${n}&endMonth=${n}&size=100`,
    );
    expect(status).toBe(200);
    const inMonth = rows.filter((s) => s.settlementMonth.startsWith(month));
    expect(body.content.length).toBe(new Set(inMonth.map((s) => s.drugCompanyName)).size);
    for (const r of body.content) {
      expect(r.settlementMonth).toBe(n);
      const mine = inMonth.filter((s) => s.drugCompanyName === r.drugCompanyName);
      expect(r.prescriptionAmount).toBe(sumOf(mine, (s) => s.prescriptionAmount));
      expect(r.baseFeeAmount).toBe(sumOf(mine, (s) => s.feeAmount));
      expect(r.extraFeeAmount).toBe(sumOf(mine, (s) => s.extraFeeAmount));
    }
    const company = body.content[0]?.drugCompanyName as string;
    const filtered = await getAs<Page<SettlementMemberMonthly>>(
      'demo_partner',
      `/v1/settlements-member-monthly?drugCompanyName=${encodeURIComponent(company)}&size=5`,
    );
    expect(filtered.body.content.every((r) => r.drugCompanyName === company)).toBe(true);
    expect(filtered.body.totalElements).toBe(new Set(rows.filter((s) => s.drugCompanyName === company).map((s) => s.settlementMonth)).size);
    expect(filtered.body.content).toHaveLength(5);
    const other = await getAs<Page<SettlementMemberMonthly>>('demo_cso', '/v1/settlements-member-monthly');
    expect(other.status).toBe(403);
  });
});
