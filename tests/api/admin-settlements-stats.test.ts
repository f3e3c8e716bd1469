import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, StaffSettlementStatistics, StaffStatisticsMember } from '../../src/api/types';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { getDb } from '../../src/server/runtime/database';
import { STATISTICS_SHEETS, staffStatisticsWorkbook } from '../../src/server/settlements/staff-statistics';
import type { StaffMemberMonthDetail } from '../../src/api/types';
import {
  ADMIN,
  addedFees,
  completedRecord,
  expectedFigures,
  figuresPart,
  lineSums,
  memberMonthOf,
  ok,
  S1,
  S2,
} from './admin-settlements-helpers';
import { cookieOf } from './content-helpers';
import { call } from './helpers';
import { auditOf } from './review-helpers';

// Statistics for staff over a range of months: by month, by drug company and by member, each figure the Σ of the
// lines it covers (and the 추가수수료 set), to the won; the .xlsx holds the same figures, streamed, and is audited.

beforeEach(async () => resetLoginAttempts(await getDb()));

// This file's months (2001-…: the EDI test helpers' own), with two members' worth of figures: demo_partner's records,
// 추가수수료 on one drug company's row, one month confirmed.
const RANGE = { startMonth: '2001-01', endMonth: '2003-12' };
const query = `startMonth=${RANGE.startMonth}&endMonth=${RANGE.endMonth}`;

beforeAll(async () => {
  const a = await completedRecord(3);
  await completedRecord(2);
  const c = await completedRecord(4);
  const month = await memberMonthOf(a.memberId, a.settlementMonth);
  const detail = await ok<StaffMemberMonthDetail>(S1, 'GET', `${ADMIN}/member-months/${month.id}`);
  await ok(S1, 'PUT', `${ADMIN}/drug-company-months/${detail.drugCompanies[0]!.id}/added-fee`, {
    addedFeeAmount: 77_777,
    reason: '통계 시험',
  });
  const third = await memberMonthOf(c.memberId, c.settlementMonth);
  await ok(S1, 'POST', `${ADMIN}/member-months/${third.id}/prepare`);
  await ok(S2, 'POST', `${ADMIN}/member-months/${third.id}/confirm`);
}, 120_000);

async function xlsx(path: string) {
  const res = await call(path, { cookie: await cookieOf(S1) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await res.arrayBuffer()) as unknown as ArrayBuffer);
  return book;
}

const dataRows = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('statistics', () => {
  it('sums the range by month and by drug company from the stored rows, equal to the lines to the won', async () => {
    const stats = await ok<StaffSettlementStatistics>(S1, 'GET', `${ADMIN}/statistics?${query}`);
    expect(stats).toMatchObject(RANGE);
    const added = await addedFees(RANGE);
    expect(added).toBeGreaterThanOrEqual(77_777);
    expect(stats.total).toEqual(expectedFigures(await lineSums(RANGE), added));
    expect(stats.months.length).toBeGreaterThanOrEqual(3);
    for (const m of stats.months) {
      const range = { startMonth: m.settlementMonth };
      expect(figuresPart(m), m.settlementMonth).toEqual(expectedFigures(await lineSums(range), await addedFees(range)));
      expect(m.members).toBeGreaterThanOrEqual(1);
    }
    expect(stats.months.reduce((t, m) => t + m.confirmedMembers, 0)).toBeGreaterThanOrEqual(1);
    expect(stats.months.reduce((t, m) => t + m.prescriptionAmount, 0)).toBe(stats.total.prescriptionAmount);
    for (const d of stats.drugCompanies) {
      const range = { ...RANGE, drugCompanyId: d.drugCompany.id };
      expect(figuresPart(d), d.drugCompany.name).toEqual(expectedFigures(await lineSums(range), await addedFees(range)));
    }
    expect(stats.drugCompanies.reduce((t, d) => t + d.totalAmount, 0)).toBe(stats.total.totalAmount);
    // A range without settlements is all zeros.
    const empty = await ok<StaffSettlementStatistics>(S1, 'GET', `${ADMIN}/statistics?startMonth=1990-01&endMonth=1990-12`);
    expect(empty).toMatchObject({
      months: [],
      drugCompanies: [],
      total: expectedFigures({ prescriptionAmount: 0, feeAmount: 0, extraFeeAmount: 0 }),
    });
  });

  it('pages by member, the largest total first, each equal to its lines', async () => {
    const page = await ok<Page<StaffStatisticsMember>>(S1, 'GET', `${ADMIN}/statistics/by-member?${query}&size=1`);
    expect(page.totalElements).toBeGreaterThanOrEqual(1);
    const all = await ok<Page<StaffStatisticsMember>>(S1, 'GET', `${ADMIN}/statistics/by-member?${query}&size=100`);
    expect(all.content[0]).toEqual(page.content[0]);
    const totals = all.content.map((m) => m.totalAmount);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    for (const m of all.content) {
      const range = { ...RANGE, memberId: m.member.id };
      expect(figuresPart(m)).toEqual(expectedFigures(await lineSums(range), await addedFees(range)));
      expect(m.months).toBeGreaterThanOrEqual(1);
    }
  });

  it('streams the same figures as an .xlsx, audited as an export', async () => {
    const stats = await ok<StaffSettlementStatistics>(S1, 'GET', `${ADMIN}/statistics?${query}`);
    const members = await ok<Page<StaffStatisticsMember>>(S1, 'GET', `${ADMIN}/statistics/by-member?${query}&size=100`);
    const book = await xlsx(`${ADMIN}/statistics.xlsx?${query}`);
    const [monthSheet, companySheet, memberSheet] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(book.worksheets.map((s) => s.name)).toEqual(Object.values(STATISTICS_SHEETS));
    expect((monthSheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '정산월',
      '회원 수',
      '확정 회원 수',
      '처방금액',
      '기본수수료',
      '기타수수료',
      '추가수수료',
      '합계금액',
      '공급가액',
      '세액',
    ]);
    const figures = (f: StaffSettlementStatistics['total']) => [
      f.prescriptionAmount,
      f.feeAmount,
      f.extraFeeAmount,
      f.addedFeeAmount,
      f.totalAmount,
      f.supplyAmount,
      f.taxAmount,
    ];
    expect(dataRows(monthSheet)).toEqual([
      ...stats.months.map((m) => [m.settlementMonth, m.members, m.confirmedMembers, ...figures(m)]),
      ['합계', undefined, undefined, ...figures(stats.total)],
    ]);
    expect(dataRows(companySheet)).toEqual(stats.drugCompanies.map((d) => [d.drugCompany.name, d.members, ...figures(d)]));
    const byId = [...members.content].sort((a, b) => a.member.id - b.member.id);
    expect(dataRows(memberSheet)).toEqual(byId.map((m) => [m.member.id, m.member.userId, m.member.name, m.months, ...figures(m)]));
    const [audit] = (await auditOf('SETTLEMENT_STATISTICS', `${RANGE.startMonth}~${RANGE.endMonth}`)).filter(
      (a) => a.action === 'EXPORTED',
    );
    expect(audit).toMatchObject({ staffUserId: S1 });
  });

  it('reads the members a batch at a time (the same sheet with batches of one)', async () => {
    const db = await getDb();
    const chunks: Buffer[] = [];
    for await (const chunk of staffStatisticsWorkbook(db, RANGE, undefined, 1)) chunks.push(chunk as Buffer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const whole = await xlsx(`${ADMIN}/statistics.xlsx?${query}`);
    expect(dataRows(book.worksheets[2]!)).toEqual(dataRows(whole.worksheets[2]!));
    expect(dataRows(book.worksheets[2]!).length).toBeGreaterThanOrEqual(1);
  });
});
