import ExcelJS from 'exceljs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SettlementStatus } from '../../api/enums';
import type { Settlement } from '../../api/types';
import type { Db } from '../db';
import { partners, prescriptionPartnerProducts, prescriptionPartners, products, settlementPartners, settlements } from '../db/schema';
import { BP_PER_UNIT } from './money';
import { shareRecords } from './sums';

// The spreadsheet of the settlements on screen: sheet 1 the settlement rows exactly as the list answers them (and a
// totals row), sheet 2 their product lines by client. Won as whole numbers with thousands separators, rates as
// percentages; headers in Korean.

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

async function linesOf(db: Db, memberId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      settlementId: settlements.id,
      institutionName: partners.institutionName,
      institutionCode: partners.institutionCode,
      productCode: products.productCode,
      productName: products.productName,
      line: prescriptionPartnerProducts,
    })
    .from(settlementPartners)
    .innerJoin(settlements, eq(settlements.id, settlementPartners.settlementId))
    .innerJoin(partners, eq(partners.id, settlementPartners.partnerId))
    .innerJoin(prescriptionPartners, shareRecords)
    .innerJoin(prescriptionPartnerProducts, eq(prescriptionPartnerProducts.prescriptionPartnerId, prescriptionPartners.id))
    .innerJoin(products, eq(products.id, prescriptionPartnerProducts.productId))
    .where(and(eq(settlements.memberId, memberId), inArray(settlements.id, ids)))
    .orderBy(asc(partners.institutionName), asc(prescriptionPartnerProducts.id));
}

function header(sheet: ExcelJS.Worksheet) {
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.alignment = { horizontal: 'center' };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

export async function settlementWorkbook(db: Db, memberId: number, rows: Settlement[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = '파트너 포털';
  book.created = new Date(0);

  const main = book.addWorksheet(SETTLEMENT_SHEET);
  main.columns = settlementColumns.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  for (const s of rows) main.addRow(settlementColumns.map((c) => c.value(s)));
  const sum = (pick: (s: Settlement) => number) => rows.reduce((total, s) => total + pick(s), 0);
  const totals = main.addRow(
    settlementColumns.map((c, k) => (k === 0 ? '합계' : c.numFmt ? sum(c.value as (s: Settlement) => number) : '')),
  );
  totals.font = { bold: true };
  header(main);

  const byId = new Map(rows.map((s) => [s.id, s]));
  const detail = book.addWorksheet(LINE_SHEET);
  detail.columns = [
    { header: '정산월', width: 10 },
    { header: '제약사명', width: 18 },
    { header: '딜러명', width: 10 },
    { header: '거래처명', width: 22 },
    { header: '처방처코드', width: 11 },
    { header: '제품코드', width: 12 },
    { header: '제품명', width: 28 },
    { header: '수량', width: 8, style: { numFmt: WON } },
    { header: '약가', width: 10, style: { numFmt: WON } },
    { header: '처방금액', width: 13, style: { numFmt: WON } },
    { header: '기본수수료율', width: 11, style: { numFmt: PERCENT } },
    { header: '기본수수료', width: 12, style: { numFmt: WON } },
    { header: '기타수수료율', width: 11, style: { numFmt: PERCENT } },
    { header: '기타수수료', width: 12, style: { numFmt: WON } },
  ];
  for (const r of await linesOf(db, memberId, [...byId.keys()])) {
    const s = byId.get(r.settlementId) as Settlement;
    const l = r.line;
    detail.addRow([
      s.settlementMonth.slice(0, 7),
      s.drugCompanyName,
      s.dealerName,
      r.institutionName,
      r.institutionCode,
      r.productCode,
      r.productName,
      l.quantity,
      l.unitPrice,
      l.totalPrice,
      l.baseFeeBp / BP_PER_UNIT,
      l.feeAmount,
      l.extraFeeBp / BP_PER_UNIT,
      l.extraFeeAmount,
    ]);
  }
  header(detail);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** `attachment` with an ASCII fallback and the Korean name (NFC) as RFC 5987 `filename*`. */
export function attachment(name: string): string {
  const nfc = name.normalize('NFC');
  return `attachment; filename="settlements.xlsx"; filename*=UTF-8''${encodeURIComponent(nfc)}`;
}
