import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  Page,
  Settlement,
  SettlementMemberMonthly,
  SettlementPage,
  StaffDrugCompanyMonth,
  StaffMemberMonth,
  StaffMemberMonthDetail,
} from '../../src/api/types';
import { formatNumber } from '../../src/lib/format';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { SETTLEMENT_SHEET, settlementColumns } from '../../src/server/settlements/excel';
import { getDb } from '../../src/server/runtime/database';
import { ADMIN, completedRecord, figuresPart, memberMonthOf, ok, S1, S2 } from './admin-settlements-helpers';
import { cookieOf, getAs } from './content-helpers';
import { call } from './helpers';

// 추가수수료 on the partner's side: staff set it on a drug company's month, prepare and confirm the member's month by
// four eyes, and what the partner reads of that month (the list's totals, the .xlsx's 합계 row and its 추가수수료
// line, the 정산서's, the view by drug company) says what staff confirmed, to the won; the old fields keep their
// meaning (a row's totalAmount is its dealer's fees).

beforeEach(async () => resetLoginAttempts(await getDb()));

async function pdfCells(pdf: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    out.push(...content.items.map((item) => ('str' in item ? item.str.trim() : '')).filter(Boolean));
  }
  await task.destroy();
  return out;
}

const ADDED = 123_457;

describe('추가수수료 on the partner side', () => {
  it('shows the confirmed month as staff confirmed it: list totals, .xlsx and 정산서 to the won', async () => {
    const record = await completedRecord(3);
    const ym = record.settlementMonth.slice(0, 7);
    const before = await memberMonthOf(record.memberId, record.settlementMonth);
    const { drugCompanies } = await ok<StaffMemberMonthDetail>(S1, 'GET', `${ADMIN}/member-months/${before.id}`);
    const company = drugCompanies[0]!;
    await ok<StaffDrugCompanyMonth>(S1, 'PUT', `${ADMIN}/drug-company-months/${company.id}/added-fee`, {
      addedFeeAmount: ADDED,
      reason: '판촉 지원분 정산',
      note: '판촉 지원분',
    });
    const set = await memberMonthOf(record.memberId, record.settlementMonth);
    await ok(S1, 'POST', `${ADMIN}/member-months/${set.id}/prepare`, { figuresVersion: set.figuresVersion });
    const confirmed = await ok<StaffMemberMonth>(S2, 'POST', `${ADMIN}/member-months/${set.id}/confirm`);
    expect(confirmed).toMatchObject({ state: 'CONFIRMED', addedFeeAmount: ADDED });
    const staff = figuresPart(confirmed);
    expect(staff.totalAmount).toBe(staff.feeAmount + staff.extraFeeAmount + ADDED);

    // The list: its rows unchanged (a dealer's fees), its totals the staff's member month.
    const list = await getAs<SettlementPage>('demo_partner', `/v1/settlements?startMonth=${ym}&endMonth=${ym}&size=100`);
    expect(list.status).toBe(200);
    const rows = list.body.content;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.totalAmount).toBe(r.feeAmount + r.extraFeeAmount);
    expect(list.body.totals).toEqual(staff);
    // A dealer's settlements carry no 추가수수료 (it is the drug company's).
    const byDealer = await getAs<SettlementPage>(
      'demo_partner',
      `/v1/settlements?startMonth=${ym}&endMonth=${ym}&dealerName=${encodeURIComponent(rows[0]!.dealerName)}`,
    );
    expect(byDealer.body.totals?.addedFeeAmount).toBe(0);

    // The .xlsx: the rows, a 추가수수료 line of the drug company, and the 합계 row of the staff's figures.
    const xlsx = await call(`/v1/settlements/excel-download?startMonth=${ym}&endMonth=${ym}`, { cookie: await cookieOf('demo_partner') });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.getWorksheet(SETTLEMENT_SHEET)!;
    expect(sheet.rowCount).toBe(rows.length + 3);
    const col = (header: string) => settlementColumns.findIndex((c) => c.header === header) + 1;
    const line = sheet.getRow(rows.length + 2);
    expect(line.getCell(col('제약사명')).value).toBe(company.drugCompany.name);
    expect(line.getCell(col('딜러명')).value).toBe('추가수수료');
    expect(line.getCell(col('합계금액')).value).toBe(ADDED);
    const totals = sheet.getRow(rows.length + 3);
    expect(totals.getCell(1).value).toBe('합계');
    expect(['처방금액', '기본수수료', '기타수수료', '합계금액', '공급가액', '세액'].map((h) => totals.getCell(col(h)).value)).toEqual([
      staff.prescriptionAmount,
      staff.feeAmount,
      staff.extraFeeAmount,
      staff.totalAmount,
      staff.supplyAmount,
      staff.taxAmount,
    ]);

    // The 정산서: the same 추가수수료 line and the 합계 of the confirmed month.
    const pdf = await call(`/v1/settlements/statement.pdf?settlementMonth=${ym}`, { cookie: await cookieOf('demo_partner') });
    expect(pdf.status).toBe(200);
    const cells = await pdfCells(new Uint8Array(await pdf.arrayBuffer()));
    const at = cells.indexOf('추가수수료');
    expect(cells.slice(at - 1, at + 2)).toEqual([company.drugCompany.name, '추가수수료', formatNumber(ADDED)]);
    const sum = cells.indexOf('합계');
    expect(cells.slice(sum + 1, sum + 7)).toEqual(
      [staff.prescriptionAmount, staff.feeAmount, staff.extraFeeAmount, staff.totalAmount, staff.supplyAmount, staff.taxAmount].map(
        formatNumber,
      ),
    );

    // The view by drug company: the drug company month's 추가수수료, note and what it pays, as staff's row.
    const day = `${ym.replace('-', '')}01`;
    const monthly = await getAs<Page<SettlementMemberMonthly>>(
      'demo_partner',
      `/v1/settlements-member-monthly?startMonth=${day}&endMonth=${day}`,
    );
    expect(monthly.status).toBe(200);
    const row = monthly.body.content.find((r) => r.drugCompanyId === company.drugCompany.id)!;
    const staffRow = (await ok<StaffMemberMonthDetail>(S1, 'GET', `${ADMIN}/member-months/${set.id}`)).drugCompanies.find(
      (d) => d.id === company.id,
    )!;
    expect(row).toMatchObject({
      addedFeeAmount: ADDED,
      note: '판촉 지원분',
      totalAmount: row.baseFeeAmount + row.extraFeeAmount,
      finalAmount: staffRow.totalAmount,
      finalSupplyAmount: staffRow.supplyAmount,
      finalTaxAmount: staffRow.taxAmount,
    });
  });

  it('leaves a month without 추가수수료 as it was: no line, the totals the rows’ sums', async () => {
    const record = await completedRecord(2);
    const ym = record.settlementMonth.slice(0, 7);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    const list = await getAs<SettlementPage>('demo_partner', `/v1/settlements?startMonth=${ym}&endMonth=${ym}&size=100`);
    const sum = (pick: (s: Settlement) => number) => list.body.content.reduce((t, s) => t + pick(s), 0);
    expect(list.body.totals).toEqual(figuresPart(month));
    expect(list.body.totals?.totalAmount).toBe(sum((s) => s.totalAmount));
    expect(list.body.totals?.addedFeeAmount).toBe(0);
  });
});
