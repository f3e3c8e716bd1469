import type { Readable } from 'node:stream';
import { and, asc, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Page, StaffSettlementFigures, StaffSettlementStatistics, StaffStatisticsMember } from '../../api/types';
import type { Db } from '../db';
import { drugCompanies, members, settlementDrugCompanyMonths, settlementMemberMonths } from '../db/schema';
import { EXCEL_MAX_ROWS, streamedXlsx } from '../http/xlsx-stream';
import { pageOf, pagingOf } from '../http/paging';
import { rangeOf } from './statistics';
import { figuresOf } from './staff-read';
import { sumOf } from './sums';

// Platform statistics for staff over a range of settlement months, from the stored rows above the settlements:
// by month and by member from settlement_member_months, by drug company from settlement_drug_company_months, never
// from the lines (the database keeps those rows equal to the lines' sums). Each figure is the Σ of the rows it covers,
// to the won; supply value and tax are split from the row's own total. The spreadsheet streams: months and drug
// companies are few, the members are read a batch at a time in member order.

export interface StatisticsRange {
  startMonth: string;
  endMonth: string;
}

/** The range asked, or the default period (rangeOf: a year with the month given, or the last twelve months). */
export const staffRangeOf = (q: { startMonth?: string; endMonth?: string }): StatisticsRange => {
  const { startMonth, endMonth } = rangeOf(q);
  return { startMonth, endMonth };
};

const sums = (t: typeof settlementMemberMonths | typeof settlementDrugCompanyMonths) => ({
  prescriptionAmount: sumOf(t.prescriptionAmount),
  feeAmount: sumOf(t.feeAmount),
  extraFeeAmount: sumOf(t.extraFeeAmount),
  addedFeeAmount: sumOf(t.addedFeeAmount),
});

const inRange = (
  column: typeof settlementMemberMonths.settlementMonth | typeof settlementDrugCompanyMonths.settlementMonth,
  q: StatisticsRange,
) => and(gte(column, `${q.startMonth}-01`), lte(column, `${q.endMonth}-01`));

/** By month (each month of the range that has rows) and by drug company, and the range's total. */
export async function staffStatistics(db: Db, q: StatisticsRange): Promise<StaffSettlementStatistics> {
  const m = settlementMemberMonths;
  const d = settlementDrugCompanyMonths;
  const [months, companies, [total]] = await Promise.all([
    db
      .select({
        settlementMonth: m.settlementMonth,
        ...sums(m),
        members: sql<string>`count(*)`,
        confirmedMembers: sql<string>`count(*) filter (where ${m.state} = 'CONFIRMED')`,
      })
      .from(m)
      .where(inRange(m.settlementMonth, q))
      .groupBy(m.settlementMonth)
      .orderBy(asc(m.settlementMonth)),
    db
      .select({ id: drugCompanies.id, name: drugCompanies.name, ...sums(d), members: sql<string>`count(distinct ${d.memberId})` })
      .from(d)
      .innerJoin(drugCompanies, eq(drugCompanies.id, d.drugCompanyId))
      .where(inRange(d.settlementMonth, q))
      .groupBy(drugCompanies.id, drugCompanies.name),
    db.select(sums(m)).from(m).where(inRange(m.settlementMonth, q)),
  ]);
  return {
    ...q,
    total: figuresOf(total ?? {}),
    months: months.map((r) => ({
      settlementMonth: r.settlementMonth.slice(0, 7),
      ...figuresOf(r),
      members: Number(r.members),
      confirmedMembers: Number(r.confirmedMembers),
    })),
    drugCompanies: companies
      .map((r) => ({ drugCompany: { id: r.id, name: r.name }, ...figuresOf(r), members: Number(r.members) }))
      .sort((a, b) => b.totalAmount - a.totalAmount || a.drugCompany.name.localeCompare(b.drugCompany.name, 'ko')),
  };
}

function memberRows(db: Db, q: StatisticsRange, afterMember?: number) {
  const m = settlementMemberMonths;
  return db
    .select({ id: members.id, userId: members.userId, name: members.name, ...sums(m), months: sql<string>`count(*)` })
    .from(m)
    .innerJoin(members, eq(members.id, m.memberId))
    .where(and(inRange(m.settlementMonth, q), afterMember === undefined ? undefined : gt(m.memberId, afterMember)))
    .groupBy(members.id, members.userId, members.name)
    .$dynamic();
}
type MemberRow = Awaited<ReturnType<ReturnType<typeof memberRows>['execute']>>[number];

const toMember = (r: MemberRow): StaffStatisticsMember => ({
  member: { id: r.id, userId: r.userId, name: r.name },
  ...figuresOf(r),
  months: Number(r.months),
});

/** By member, the largest total first (then member number), one page. */
export async function staffStatisticsByMember(
  db: Db,
  q: StatisticsRange & { page?: number; size?: number },
): Promise<Page<StaffStatisticsMember>> {
  const paging = pagingOf(q);
  const m = settlementMemberMonths;
  const total = sql`sum(${m.feeAmount} + ${m.extraFeeAmount} + ${m.addedFeeAmount})`;
  const [rows, [count]] = await Promise.all([
    memberRows(db, q).orderBy(desc(total), asc(members.id)).limit(paging.size).offset(paging.offset),
    db
      .select({ n: sql<string>`count(distinct ${m.memberId})` })
      .from(m)
      .where(inRange(m.settlementMonth, q)),
  ]);
  return pageOf(rows.map(toMember), Number(count?.n ?? 0), paging);
}

/** Members a query of the spreadsheet reads. */
const MEMBER_BATCH = 1_000;

const WON = '#,##0';
const figureColumns: { header: string; width: number; numFmt: string; value: (f: StaffSettlementFigures) => number }[] = [
  { header: '처방금액', width: 15, numFmt: WON, value: (f) => f.prescriptionAmount },
  { header: '기본수수료', width: 14, numFmt: WON, value: (f) => f.feeAmount },
  { header: '기타수수료', width: 14, numFmt: WON, value: (f) => f.extraFeeAmount },
  { header: '추가수수료', width: 14, numFmt: WON, value: (f) => f.addedFeeAmount },
  { header: '합계금액', width: 15, numFmt: WON, value: (f) => f.totalAmount },
  { header: '공급가액', width: 15, numFmt: WON, value: (f) => f.supplyAmount },
  { header: '세액', width: 13, numFmt: WON, value: (f) => f.taxAmount },
];

export const STATISTICS_SHEETS = { months: '월별 정산', drugCompanies: '제약사별 정산', members: '회원별 정산' } as const;

const look = { freeze: true, center: true };

/**
 * The statistics of the range as a workbook, written while it is sent: by month (and the range's total), by drug
 * company, and by member in member order, a batch of members at a time. `sheetRows` is Excel's limit (lower in a test).
 */
export function staffStatisticsWorkbook(db: Db, q: StatisticsRange, sheetRows = EXCEL_MAX_ROWS, batch = MEMBER_BATCH): Readable {
  return streamedXlsx(async (book) => {
    const stats = await staffStatistics(db, q);
    const monthSheet = book.sheet(
      STATISTICS_SHEETS.months,
      [
        { header: '정산월', width: 10 },
        { header: '회원 수', width: 9, numFmt: WON },
        { header: '확정 회원 수', width: 11, numFmt: WON },
        ...figureColumns,
      ],
      look,
    );
    for (const r of stats.months)
      monthSheet.add([r.settlementMonth, r.members, r.confirmedMembers, ...figureColumns.map((c) => c.value(r))]);
    monthSheet.add(['합계', '', '', ...figureColumns.map((c) => c.value(stats.total))], (row) => (row.font = { bold: true }));
    await monthSheet.paced();
    monthSheet.end();

    const companySheet = book.sheet(
      STATISTICS_SHEETS.drugCompanies,
      [{ header: '제약사명', width: 20 }, { header: '회원 수', width: 9, numFmt: WON }, ...figureColumns],
      look,
    );
    for (const r of stats.drugCompanies) companySheet.add([r.drugCompany.name, r.members, ...figureColumns.map((c) => c.value(r))]);
    await companySheet.paced();
    companySheet.end();

    const memberSheet = book.sheet(
      STATISTICS_SHEETS.members,
      [
        { header: '회원번호', width: 10 },
        { header: '아이디', width: 16 },
        { header: '회원명', width: 16 },
        { header: '정산월 수', width: 9, numFmt: WON },
        ...figureColumns,
      ],
      look,
    );
    for (let after = 0; ;) {
      const rows = await memberRows(db, q, after).orderBy(asc(members.id)).limit(batch);
      for (const r of rows.map(toMember)) {
        memberSheet.add([r.member.id, r.member.userId, r.member.name, r.months, ...figureColumns.map((c) => c.value(r))]);
      }
      await memberSheet.paced();
      if (rows.length < batch) break;
      after = rows[rows.length - 1]!.id;
    }
    memberSheet.end();
  }, sheetRows);
}
