import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type {
  PerformanceByDrugCompany,
  PerformanceByDrugCompanyMonthly,
  PerformanceByInstitution,
  Settlement,
  SettlementPartner,
  Page,
} from '../../src/api/types';
import { BY_INSTITUTION_MAX } from '../../src/api/schema/settlements';
import { seoulMonth, statisticsPeriod } from '../../src/lib/months';
import { prng } from '../../src/server/seed/prng';
import { LINE_SHEET, SETTLEMENT_SHEET, settlementColumns } from '../../src/server/settlements/excel';
import { cookieOf, getAs } from './content-helpers';
import { call } from './helpers';
import { monthsOf, settlementsOf, sumOf } from './settlements-helpers';

// Statistics are the sums of the settlement rows they cover (random ranges, seeded), and the spreadsheet holds
// exactly the rows of the list.

const stats = <T>(path: string, start: string, end: string, extra = '') =>
  getAs<T>('demo_partner', `/v1/settlements/performance/${path}?startMonth=${start}-01&endMonth=${end}-01${extra}`);

describe('sales statistics', () => {
  it('equal the sums of the settlement rows for random month ranges', async () => {
    const rows = await settlementsOf('demo_partner');
    const months = monthsOf(rows);
    const random = prng(20_261_124);
    for (let round = 0; round < 12; round++) {
      const a = Math.floor(random() * months.length);
      const b = a + Math.floor(random() * (months.length - a));
      const [start, end] = [months[a] as string, months[b] as string];
      const covered = rows.filter((s) => s.settlementMonth.slice(0, 7) >= start && s.settlementMonth.slice(0, 7) <= end);
      const companies = [...new Set(covered.map((s) => s.drugCompanyName))];

      const byCompany = (await stats<PerformanceByDrugCompany[]>('by-drug-company', start, end)).body;
      expect(byCompany.map((r) => r.drugCompany).sort()).toEqual(companies.sort());
      for (const r of byCompany) {
        const mine = covered.filter((s) => s.drugCompanyName === r.drugCompany);
        expect(r.prescriptionAmount).toBe(sumOf(mine, (s) => s.prescriptionAmount));
        expect(r.feeAmount).toBe(sumOf(mine, (s) => s.feeAmount));
        expect(r.totalAmount).toBe(sumOf(mine, (s) => s.totalAmount));
      }

      const monthly = (await stats<PerformanceByDrugCompanyMonthly[]>('by-drug-company/monthly', start, end)).body;
      for (const r of monthly) {
        const mine = covered.filter((s) => s.drugCompanyName === r.drugCompany && s.settlementMonth === r.settlementMonth);
        expect(mine.length).toBeGreaterThan(0);
        expect(r.settlementMonth).toMatch(/^\d{4}-\d{2}-01$/);
        expect(r.totalAmount).toBe(sumOf(mine, (s) => s.totalAmount));
        expect(r.prescriptionAmount).toBe(sumOf(mine, (s) => s.prescriptionAmount));
      }
      expect(sumOf(monthly, (r) => r.totalAmount)).toBe(sumOf(covered, (s) => s.totalAmount));

      const byInstitution = (await stats<PerformanceByInstitution[]>('by-institution', start, end)).body;
      expect(sumOf(byInstitution, (r) => r.totalAmount)).toBe(sumOf(covered, (s) => s.totalAmount));
      expect(sumOf(byInstitution, (r) => r.prescriptionAmount)).toBe(sumOf(covered, (s) => s.prescriptionAmount));

      // The drill-down: one client's figures by drug company equal its shares of the settlements.
      const client = byInstitution[Math.floor(random() * byInstitution.length)] as PerformanceByInstitution;
      const drill = (await stats<PerformanceByDrugCompany[]>('by-drug-company', start, end, `&institutionCode=${client.institutionCode}`))
        .body;
      expect(sumOf(drill, (r) => r.totalAmount)).toBe(client.totalAmount);
      const shares = await getAs<Page<SettlementPartner>>(
        'demo_partner',
        `/v1/settlements/partners?size=100&startMonth=${start}-01&endMonth=${end}-01&institutionCode=${client.institutionCode}`,
      );
      expect(
        sumOf(
          shares.body.content.filter((p) => p.institutionCode === client.institutionCode),
          (p) => p.totalAmount,
        ),
      ).toBe(client.totalAmount);
    }
  });

  it('pages the clients on the server, largest first, and caps the unpaged answer', async () => {
    const [start, end] = ['1900-01', '2099-12'];
    const all = (await stats<PerformanceByInstitution[]>('by-institution', start, end)).body;
    expect(all.length).toBeGreaterThan(25);
    expect(all.length).toBeLessThanOrEqual(BY_INSTITUTION_MAX);
    expect(all.map((r) => r.totalAmount)).toEqual([...all.map((r) => r.totalAmount)].sort((a, b) => b - a));
    const pages: PerformanceByInstitution[] = [];
    for (let page = 0; ; page++) {
      const { status, body } = await stats<Page<PerformanceByInstitution>>('by-institution', start, end, `&page=${page}&size=20`);
      expect(status).toBe(200);
      expect(body.totalElements).toBe(all.length);
      pages.push(...body.content);
      if (body.last) break;
    }
    expect(pages).toEqual(all);
    const past = (await stats<Page<PerformanceByInstitution>>('by-institution', start, end, '&page=99&size=20')).body;
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(all.length);

    // A name filter on the server (the screen's keyword): the clients whose name contains it.
    const name = (all[3] as PerformanceByInstitution).institutionName.slice(0, 2);
    const named = (
      await stats<Page<PerformanceByInstitution>>('by-institution', start, end, `&institutionName=${encodeURIComponent(name)}&size=100`)
    ).body;
    expect(named.content.length).toBeGreaterThan(0);
    expect(named.content.every((r) => (r.institutionName ?? '').includes(name))).toBe(true);
    expect(named.totalElements).toBe(all.filter((r) => (r.institutionName ?? '').includes(name)).length);
  });

  it('answers the last twelve settled months when the months are left out (the app we replace asks so first)', async () => {
    const period = statisticsPeriod(seoulMonth());
    const asked = (await stats<PerformanceByDrugCompany[]>('by-drug-company', period.startMonth, period.endMonth)).body;
    const bare = await getAs<PerformanceByDrugCompany[]>('demo_partner', '/v1/settlements/performance/by-drug-company');
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual(asked);
    expect(bare.body.length).toBeGreaterThan(0);
    const endOnly = await getAs<PerformanceByDrugCompanyMonthly[]>(
      'demo_partner',
      `/v1/settlements/performance/by-drug-company/monthly?endMonth=${period.endMonth}-01`,
    );
    expect(endOnly.body).toEqual(
      (await stats<PerformanceByDrugCompanyMonthly[]>('by-drug-company/monthly', period.startMonth, period.endMonth)).body,
    );
  });

  it('answers another member only their own figures', async () => {
    const org = (
      await getAs<PerformanceByDrugCompany[]>(
        'demo_org',
        '/v1/settlements/performance/by-drug-company?startMonth=1900-01-01&endMonth=2099-12-01',
      )
    ).body;
    const orgRows = await settlementsOf('demo_org');
    expect(sumOf(org, (r) => r.totalAmount)).toBe(sumOf(orgRows, (s) => s.totalAmount));
  });
});

async function download(query: string) {
  const res = await call(`/v1/settlements/excel-download${query}`, { cookie: await cookieOf('demo_partner') });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('the spreadsheet', () => {
  it('holds exactly the rows of the list, cell by cell, with Korean headers and number formats', async () => {
    const rows = await settlementsOf('demo_partner');
    const month = monthsOf(rows).at(-4) as string;
    const query = `?startMonth=${month}-01&endMonth=${month}-01`;
    const listed = await settlementsOf('demo_partner', query.slice(1));
    const { res, bytes } = await download(query);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`정산내역_${month}.xlsx`.normalize('NFC'))}`);
    expect(disposition).toContain('attachment; filename="settlements.xlsx"');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.getWorksheet(SETTLEMENT_SHEET) as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, ...settlementColumns.map((c) => c.header)]);
    expect(sheet.rowCount).toBe(listed.length + 2);
    listed.forEach((s, k) => {
      const row = sheet.getRow(k + 2);
      settlementColumns.forEach((c, col) => {
        const cell = row.getCell(col + 1);
        expect(cell.value, `${c.header} of row ${k + 2}`).toEqual(c.value(s));
        if (c.numFmt) expect(cell.numFmt).toBe('#,##0');
      });
    });
    const totals = sheet.getRow(listed.length + 2);
    expect(totals.getCell(1).value).toBe('합계');
    expect(totals.getCell(5).value).toBe(sumOf(listed, (s) => s.prescriptionAmount));
    expect(totals.getCell(8).value).toBe(sumOf(listed, (s) => s.totalAmount));

    const lines = book.getWorksheet(LINE_SHEET) as ExcelJS.Worksheet;
    expect(lines.getRow(1).getCell(11).value).toBe('기본수수료율');
    expect(lines.getRow(2).getCell(11).numFmt).toBe('0.00%');
    let prescription = 0;
    lines.eachRow((row, n) => {
      if (n > 1) prescription += Number(row.getCell(10).value);
    });
    expect(prescription).toBe(sumOf(listed, (s) => s.prescriptionAmount));
  });

  it('filters like the list and times a year of data', async () => {
    const rows = await settlementsOf('demo_partner');
    const months = monthsOf(rows);
    const [start, end] = [months.at(-12) as string, months.at(-1) as string];
    const year = rows.filter((s: Settlement) => s.settlementMonth.slice(0, 7) >= start);
    const started = performance.now();
    const { res, bytes } = await download(`?startMonth=${start}-01&endMonth=${end}-01`);
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    expect((book.getWorksheet(SETTLEMENT_SHEET) as ExcelJS.Worksheet).rowCount).toBe(year.length + 2);
    const lineRows = (book.getWorksheet(LINE_SHEET) as ExcelJS.Worksheet).rowCount - 1;
    console.log(`export of 12 months: ${year.length} settlements, ${lineRows} product lines, ${bytes.length} bytes in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(5_000);

    const company = rows[0]?.drugCompanyName as string;
    const byCompany = await download(`?drugCompanyName=${encodeURIComponent(company)}`);
    const b2 = new ExcelJS.Workbook();
    await b2.xlsx.load(byCompany.bytes.buffer as ArrayBuffer);
    const sheet = b2.getWorksheet(SETTLEMENT_SHEET) as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(rows.filter((s) => s.drugCompanyName === company).length + 2);
    expect((await getAs('demo_partner', '/v1/settlements/excel-download?startMonth=2025-00-01')).status).toBe(400);
  });
});
