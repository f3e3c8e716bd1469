import type { Readable } from 'node:stream';
import { SettlementStatus } from '../../api/enums';
import type { Settlement } from '../../api/types';
import type { Db } from '../db';
import { EXCEL_MAX_ROWS, streamedXlsx } from '../http/xlsx-stream';
import { type ExportLine, settlementLines } from './export-lines';
import { type AddedFeeLine, totalsOf } from './added-fees';
import { BP_PER_UNIT, vatSplit } from './money';

// The spreadsheet of the settlements on screen: sheet 1 the settlement rows exactly as the list answers them, then a
// 추가수수료 line per drug company and month staff set one on, and the totals row (the list's totals: 합계금액 with
// 추가수수료, supply and tax split from it, as staff's figures: added-fees.ts); sheet 2 their product lines,
// settlement by settlement and by client. Won as whole numbers with thousands separators, rates as percentages;
// headers in Korean. Written while it is sent (http/xlsx-stream.ts): a member with hundreds of thousands of lines is
// never held in memory.

const WON = '#,##0';
const PERCENT = '0.00%';

export const SETTLEMENT_SHEET = '딜러별 정산내역';
export const LINE_SHEET = '제품별 정산내역';

/** Sheet 1 columns: header, width, number format, value of a settlement. */
export const settlementColumns: { header: string; width: number; numFmt?: string; value: (s: Settlement) => string | number }[] = [
  { header: '정산월', width: 10, value: (s) => s.settlementMonth.slice(0, 7) },
  { header: '제약사명', width: 18, value: (s) => s.drugCompanyName },
  { header: '딜러명', width: 10, value: (s) => s.dealerName },
  { header: '회원명', width: 14, value: (s) => s.companyName ?? '' },
  { header: '처방금액', width: 14, numFmt: WON, value: (s) => s.prescriptionAmount },
  { header: '기본수수료', width: 13, numFmt: WON, value: (s) => s.feeAmount },
  { header: '기타수수료', width: 13, numFmt: WON, value: (s) => s.extraFeeAmount },
  { header: '합계금액', width: 13, numFmt: WON, value: (s) => s.totalAmount },
  { header: '공급가액', width: 13, numFmt: WON, value: (s) => s.supplyAmount },
  { header: '세액', width: 11, numFmt: WON, value: (s) => s.taxAmount },
  { header: '상태', width: 10, value: (s) => (s.status ? SettlementStatus.label(s.status) : '-') },
];

/** Sheet 1's 추가수수료 line of a drug company's month: in the same columns, the fee in 합계금액, split from it. */
export const ADDED_FEE_LABEL = '추가수수료';
export function addedFeeCells(a: AddedFeeLine): (string | number)[] {
  const split = vatSplit(a.addedFeeAmount);
  const byHeader: Record<string, string | number> = {
    정산월: a.settlementMonth.slice(0, 7),
    제약사명: a.drugCompanyName,
    딜러명: ADDED_FEE_LABEL,
    회원명: a.companyName,
    합계금액: a.addedFeeAmount,
    공급가액: split.supplyAmount,
    세액: split.taxAmount,
    상태: '-',
  };
  return settlementColumns.map((c) => byHeader[c.header] ?? '');
}

/** Sheet 2 columns: header, width, number format, value of a line of a settlement. */
export const lineColumns: { header: string; width: number; numFmt?: string; value: (l: ExportLine, s: Settlement) => string | number }[] = [
  { header: '정산월', width: 10, value: (_l, s) => s.settlementMonth.slice(0, 7) },
  { header: '제약사명', width: 18, value: (_l, s) => s.drugCompanyName },
  { header: '딜러명', width: 10, value: (_l, s) => s.dealerName },
  { header: '거래처명', width: 22, value: (l) => l.institutionName },
  { header: '처방처코드', width: 11, value: (l) => l.institutionCode },
  { header: '제품코드', width: 12, value: (l) => l.productCode },
  { header: '제품명', width: 28, value: (l) => l.productName },
  { header: '수량', width: 8, numFmt: WON, value: (l) => l.quantity },
  { header: '약가', width: 10, numFmt: WON, value: (l) => l.unitPrice },
  { header: '처방금액', width: 13, numFmt: WON, value: (l) => l.totalPrice },
  { header: '기본수수료율', width: 11, numFmt: PERCENT, value: (l) => l.baseFeeBp / BP_PER_UNIT },
  { header: '기본수수료', width: 12, numFmt: WON, value: (l) => l.feeAmount },
  { header: '기타수수료율', width: 11, numFmt: PERCENT, value: (l) => l.extraFeeBp / BP_PER_UNIT },
  { header: '기타수수료', width: 12, numFmt: WON, value: (l) => l.extraFeeAmount },
];

const look = { freeze: true, center: true };

/**
 * The workbook of `rows` (the member's settlements, as the list answers them) as a stream: sheet 1 at once from the
 * rows, sheet 2 as their lines are read, a batch at a time. `sheetRows` is Excel's row limit (lower in a test).
 */
export function settlementWorkbook(
  db: Db,
  memberId: number,
  rows: Settlement[],
  sheetRows = EXCEL_MAX_ROWS,
  added: AddedFeeLine[] = [],
): Readable {
  return streamedXlsx(async (book) => {
    const main = book.sheet(SETTLEMENT_SHEET, settlementColumns, look);
    for (const s of rows) main.add(settlementColumns.map((c) => c.value(s)));
    for (const a of added) main.add(addedFeeCells(a));
    const totals = totalsOf(rows, added);
    const totalOf: Record<string, number> = {
      처방금액: totals.prescriptionAmount,
      기본수수료: totals.feeAmount,
      기타수수료: totals.extraFeeAmount,
      합계금액: totals.totalAmount,
      공급가액: totals.supplyAmount,
      세액: totals.taxAmount,
    };
    main.add(
      settlementColumns.map((c, k) => (k === 0 ? '합계' : (totalOf[c.header] ?? ''))),
      (row) => (row.font = { bold: true }),
    );
    await main.paced();
    main.end();

    const byId = new Map(rows.map((s) => [s.id, s]));
    const detail = book.sheet(LINE_SHEET, lineColumns, look);
    for await (const lines of settlementLines(db, memberId, [...byId.keys()])) {
      for (const l of lines) {
        const s = byId.get(l.settlementId) as Settlement;
        detail.add(lineColumns.map((c) => c.value(l, s)));
      }
      await detail.paced();
    }
    detail.end();
  }, sheetRows);
}

/** `attachment` with an ASCII fallback and the Korean name (NFC) as RFC 5987 `filename*`. */
export function attachment(name: string): string {
  const nfc = name.normalize('NFC');
  return `attachment; filename="settlements.xlsx"; filename*=UTF-8''${encodeURIComponent(nfc)}`;
}
