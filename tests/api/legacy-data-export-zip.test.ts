import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Settlement } from '../../src/api/types';
import { SETTLEMENT_SHEET } from '../../src/server/settlements/excel';
import { cookieOf, type Who } from './content-helpers';
import { call } from './helpers';
import { monthsOf, settlementsOf } from './settlements-helpers';
import { unzip, type ZipItem } from './unzip';

// The contract's 정산 파일다운로드, `GET /v1/settlements/export-zip`, sent as the old screen sends it: a .zip with one
// .xlsx per drug company (the settlement export's workbook of that company's rows), Korean names flagged UTF-8,
// contract members only (the export gate that bounds it: export-gate.test.ts).

/** Sheet 1 of a workbook: data rows as [정산월, 제약사명, 딜러명, …], without the header and the totals row. */
async function settlementRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(SETTLEMENT_SHEET);
  if (!sheet) throw new Error('no settlement sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows.slice(0, -1);
}

const exportZip = async (who: Who | null, query: string) =>
  call(`/v1/settlements/export-zip?${query}`, { cookie: who ? await cookieOf(who) : null });

let month = '';
let rowsOfMonth: Settlement[] = [];
beforeAll(async () => {
  const months = monthsOf(await settlementsOf('demo_partner'));
  month = months.at(-1) as string;
  rowsOfMonth = await settlementsOf('demo_partner', `startMonth=${month}-01&endMonth=${month}-01`);
}, 60_000);

describe('GET /v1/settlements/export-zip', () => {
  it('answers the old screen’s call with one workbook per drug company of the month, names flagged UTF-8', async () => {
    // The old screen's default search type sends companyName (empty keyword: no filter).
    const res = await exportZip('demo_partner', `companyName=&startMonth=${month}-01&endMonth=${month}-01`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`정산내역_${month}.zip`)}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const items = await unzip(Buffer.from(await res.arrayBuffer()));
    const companies = [...new Set(rowsOfMonth.map((s) => s.drugCompanyName))].sort();
    expect(companies.length).toBeGreaterThan(1);
    expect(items.map((i) => i.name)).toEqual(companies.map((c) => `정산내역_${c}_${month}.xlsx`));
    expect(items.every((i) => (i.flags & 0x800) !== 0)).toBe(true);
    for (const [k, item] of items.entries()) {
      const rows = await settlementRows(item.bytes);
      const expected = rowsOfMonth.filter((s) => s.drugCompanyName === companies[k]);
      expect(rows.map((r) => [r[0], r[1], r[2], r[7]])).toEqual(
        expected.map((s) => [month, s.drugCompanyName, s.dealerName, s.totalAmount]),
      );
    }
  });

  it('filters as the list does (dealerName), and answers the one empty export when nothing is selected', async () => {
    const dealer = (rowsOfMonth[0] as Settlement).dealerName;
    const res = await exportZip('demo_partner', `dealerName=${encodeURIComponent(dealer)}&startMonth=${month}-01&endMonth=${month}-01`);
    expect(res.status).toBe(200);
    const items = await unzip(Buffer.from(await res.arrayBuffer()));
    const companies = [...new Set(rowsOfMonth.filter((s) => s.dealerName.includes(dealer)).map((s) => s.drugCompanyName))].sort();
    expect(items.map((i) => i.name)).toEqual(companies.map((c) => `정산내역_${c}_${month}.xlsx`));
    for (const item of items) expect((await settlementRows(item.bytes)).every((r) => String(r[2]).includes(dealer))).toBe(true);

    const empty = await exportZip('demo_partner', 'startMonth=2001-01-01&endMonth=2001-03-01');
    expect(empty.status).toBe(200);
    const none = await unzip(Buffer.from(await empty.arrayBuffer()));
    expect(none.map((i) => i.name)).toEqual(['정산내역_2001-01~2001-03.xlsx']);
    expect(await settlementRows((none[0] as ZipItem).bytes)).toEqual([]);
  });

  it('holds only the caller’s own settlements', async () => {
    const theirs = await settlementsOf('demo_org', `startMonth=${month}-01&endMonth=${month}-01`);
    const res = await exportZip('demo_org', `startMonth=${month}-01&endMonth=${month}-01`);
    const items = await unzip(Buffer.from(await res.arrayBuffer()));
    const dealers = (await Promise.all(items.map(async (i) => (await settlementRows(i.bytes)).map((r) => r[2])))).flat();
    expect(dealers.sort()).toEqual(theirs.map((s) => s.dealerName).sort());
  });

  it('is for contract members only: 401 signed out, 403 for other members and editors', async () => {
    const query = `startMonth=${month}-01&endMonth=${month}-01`;
    expect((await exportZip(null, query)).status).toBe(401);
    for (const who of ['demo_member', 'demo_cso', 'demo_editor'] as Who[]) expect((await exportZip(who, query)).status, who).toBe(403);
  });

  it('refuses bad months and filters with 400 in Korean', async () => {
    for (const query of [
      'startMonth=2025-13-01&endMonth=2025-13-01',
      'startMonth=2025-10-01&endMonth=2025-09-01',
      'startMonth=20251001',
      'status=NOPE',
      `dealerName=${'가'.repeat(51)}`,
      'dealerId=abc',
    ]) {
      const res = await exportZip('demo_partner', query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[가-힣]/);
    }
  });
});
