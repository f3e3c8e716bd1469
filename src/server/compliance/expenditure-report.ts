import type { Readable } from 'node:stream';
import { ExpenditureKind } from '../../api/compliance-enums';
import { COMPLIANCE_RULES, expenditureReportDue, fiscalYearEnd, fiscalYearStart } from '../../lib/compliance-rules';
import type { Db } from '../db';
import { streamedXlsx } from '../http/xlsx-stream';
import { warningsOf, yearEntries } from './expenditures';

// The yearly expenditure report (지출보고서) as a spreadsheet: sheet 1 the ledger of the year in the report's columns,
// one row per entry that counts (a corrected entry is replaced by its correction), with the limit checks; sheet 2 the
// totals by kind, the period and the due date. Won as whole numbers with thousands separators; headers in Korean.

export const REPORT_SHEET = '지출보고서';
export const SUMMARY_SHEET = '요약';
const WON = '#,##0';

type Entry = Awaited<ReturnType<typeof yearEntries>>[number]['entry'];

/** Columns of sheet 1: header, width, number format, value. */
export const reportColumns: {
  header: string;
  width: number;
  numFmt?: string;
  value: (e: Entry, n: number, warnings: string) => string | number;
}[] = [
  { header: '연번', width: 6, value: (_e, n) => n },
  { header: '지출일자', width: 12, value: (e) => e.date },
  { header: '구분', width: 24, value: (e) => ExpenditureKind.label(e.kind) },
  { header: '요양기관명', width: 22, value: (e) => e.institutionName },
  { header: '제공받은 자', width: 26, value: (e) => e.recipients.join(', ') },
  { header: '인원(명)', width: 9, numFmt: WON, value: (e) => e.recipientCount },
  { header: '제품명', width: 18, value: (e) => e.productName },
  { header: '금액(원)', width: 13, numFmt: WON, value: (e) => e.amount },
  { header: '1인당 금액(원)', width: 14, numFmt: WON, value: (e) => Math.round(e.amount / Math.max(1, e.recipientCount)) },
  { header: '1인 판촉물·기념품(원)', width: 18, numFmt: WON, value: (e) => e.itemAmount },
  { header: '증례 수', width: 9, value: (e) => e.caseCount ?? '' },
  { header: '한도 확인', width: 40, value: (_e, _n, warnings) => warnings || '이상 없음' },
  { header: '비고', width: 30, value: (e) => [e.correctsId ? `정정(기록 ${e.correctsId}번)` : '', e.note].filter(Boolean).join(' ') },
];

/**
 * The .xlsx of fiscal year `year` (a calendar year), as a stream. A member's ledger has no cap, so the workbook is
 * written while it is sent (http/xlsx-stream.ts); the entries themselves are read first (the limit checks need all).
 */
export async function expenditureReport(db: Db, memberId: number, year: number): Promise<Readable> {
  const all = await yearEntries(db, memberId, year);
  const warnings = warningsOf(all);
  const counted = all.filter((e) => e.correctedById === null);
  const check = reportColumns.findIndex((c) => c.header === '한도 확인') + 1;

  return streamedXlsx(async (book) => {
    const sheet = book.sheet(REPORT_SHEET, reportColumns, { freeze: true, center: true });
    for (const [k, e] of counted.entries()) {
      const flags = (warnings.get(e.entry.id) ?? []).map((w) => w.message).join('\n');
      sheet.add(
        reportColumns.map((c) => c.value(e.entry, k + 1, flags)),
        flags ? (row) => (row.getCell(check).font = { color: { argb: 'FFC00000' }, bold: true }) : undefined,
      );
      if (k % 1_000 === 999) await sheet.paced();
    }
    sheet.end();

    const summary = book.sheet(SUMMARY_SHEET, [
      { header: '항목', width: 28 },
      { header: '내용', width: 40, numFmt: WON },
    ]);
    summary.add(['회계연도', `${fiscalYearStart(year)} ~ ${fiscalYearEnd(year)}`]);
    summary.add(['제출 기한', expenditureReportDue(year)]);
    summary.add(['근거', `${COMPLIANCE_RULES.expenditureReport.figure} (${COMPLIANCE_RULES.expenditureReport.source})`]);
    summary.add(['기록 수', counted.length]);
    summary.add(['한도 초과 표시 기록 수', counted.filter((e) => (warnings.get(e.entry.id) ?? []).length > 0).length]);
    for (const kind of ExpenditureKind.values) {
      const total = counted.filter((e) => e.entry.kind === kind).reduce((sum, e) => sum + e.entry.amount, 0);
      summary.add([`${ExpenditureKind.label(kind)} 금액(원)`, total]);
    }
    summary.end();
  });
}
