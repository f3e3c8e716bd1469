import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { and, eq } from 'drizzle-orm';
import type { Settlement, SettlementTotals } from '../../api/types';
import { formatDate, formatNumber } from '../../lib/format';
import { monthLabel } from '../../lib/months';
import type { Db } from '../db';
import { members, settlementMemberMonths } from '../db/schema';
import { ApiHttpError, notFound } from '../http';
import { noticeFont } from '../compliance/notice-font';
import { addedFeeLines } from './added-fees';
import { allSettlements } from './list';
import { vatSplit } from './money';
import { figuresOf } from './staff-read';

// The 정산서 of a member's confirmed settlement month, an A4 landscape PDF in Korean (Pretendard, subset to the
// characters drawn, as the re-delegation notice: compliance/notice-font.ts). Its rows and 합계 are exactly those of
// the list and of the .xlsx's first sheet: the same rows (allSettlements of the month), the same stored won figures
// (amountsOf: supply and tax split from each row's own total), never recomputed from lines; then a 추가수수료 line per
// drug company staff set one on, and the 합계: the member month's figures as staff confirmed them (figuresOf: fee +
// extra + 추가수수료, supply and tax split from that total), so the 정산서 says what is paid. Only a CONFIRMED month
// has one: before that the figures may still change.

export const STATEMENT_TITLE = '정산서';

/** The table's columns: header, width in points, value of a row, right-aligned when a won figure. */
export const statementColumns: { header: string; width: number; won?: (s: Settlement) => number; text?: (s: Settlement) => string }[] = [
  { header: '제약사명', width: 150, text: (s) => s.drugCompanyName },
  { header: '딜러명', width: 100, text: (s) => s.dealerName },
  { header: '처방금액', width: 88, won: (s) => s.prescriptionAmount },
  { header: '기본수수료', width: 82, won: (s) => s.feeAmount },
  { header: '기타수수료', width: 82, won: (s) => s.extraFeeAmount },
  { header: '합계금액', width: 88, won: (s) => s.totalAmount },
  { header: '공급가액', width: 88, won: (s) => s.supplyAmount },
  { header: '세액', width: 74, won: (s) => s.taxAmount },
];

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const ROW = 20;
const SIZE = 9;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.75, 0.75, 0.75);
const HEAD_FILL = rgb(0.94, 0.94, 0.94);

export interface StatementInput {
  memberName: string;
  /** `yyyy-MM-dd`, the month's first day. */
  settlementMonth: string;
  confirmedAt: Date | null;
  issuedAt: Date;
  rows: Settlement[];
  /** The drug companies' 추가수수료 of the month (only those staff set). */
  added: { drugCompanyName: string; addedFeeAmount: number }[];
  /** The month's figures as staff confirmed them: the 합계 row. */
  totals: SettlementTotals;
}

export const ADDED_FEE_LINE = '추가수수료';

/** The 합계 row's figure of each won column. */
const totalOf: Record<string, (t: SettlementTotals) => number> = {
  처방금액: (t) => t.prescriptionAmount,
  기본수수료: (t) => t.feeAmount,
  기타수수료: (t) => t.extraFeeAmount,
  합계금액: (t) => t.totalAmount,
  공급가액: (t) => t.supplyAmount,
  세액: (t) => t.taxAmount,
};

/** A drug company's 추가수수료 line: the fee in 합계금액, its supply and tax split from it. */
function addedFeeCells(a: { drugCompanyName: string; addedFeeAmount: number }): string[] {
  const split = vatSplit(a.addedFeeAmount);
  const byHeader: Record<string, string> = {
    제약사명: a.drugCompanyName,
    딜러명: ADDED_FEE_LINE,
    합계금액: formatNumber(a.addedFeeAmount),
    공급가액: formatNumber(split.supplyAmount),
    세액: formatNumber(split.taxAmount),
  };
  return statementColumns.map((c) => byHeader[c.header] ?? '');
}

/** Cuts `text` to `width` with an ellipsis (a name longer than its cell). */
function fit(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
  let out = text;
  while (out && font.widthOfTextAtSize(`${out}…`, SIZE) > width) out = out.slice(0, -1);
  return `${out}…`;
}

function drawRow(page: PDFPage, font: PDFFont, y: number, cells: string[], fill?: ReturnType<typeof rgb>) {
  let x = MARGIN;
  const total = statementColumns.reduce((t, c) => t + c.width, 0);
  if (fill) page.drawRectangle({ x: MARGIN, y: y - ROW, width: total, height: ROW, color: fill });
  statementColumns.forEach((c, k) => {
    const text = fit(cells[k] ?? '', font, c.width - 8);
    const w = font.widthOfTextAtSize(text, SIZE);
    const tx = c.won ? x + c.width - 4 - w : x + 4;
    page.drawText(text, { x: tx, y: y - ROW + 6, size: SIZE, font, color: INK });
    x += c.width;
  });
  page.drawLine({ start: { x: MARGIN, y: y - ROW }, end: { x: MARGIN + total, y: y - ROW }, thickness: 0.5, color: RULE });
}

/** Renders the 정산서: a heading block, then the table (its header repeated on every page) and the 합계 row. */
export async function renderStatement(input: StatementInput): Promise<Uint8Array> {
  const headerCells = statementColumns.map((c) => c.header);
  const rowCells = [
    ...input.rows.map((s) => statementColumns.map((c) => (c.won ? formatNumber(c.won(s)) : (c.text?.(s) ?? '')))),
    ...input.added.map(addedFeeCells),
  ];
  const totalCells = statementColumns.map((c, k) => {
    const pick = totalOf[c.header];
    return k === 0 ? '합계' : pick ? formatNumber(pick(input.totals)) : '';
  });
  const heading = [
    `회원명: ${input.memberName}`,
    `정산월: ${monthLabel(input.settlementMonth)}`,
    `확정일: ${input.confirmedAt ? formatDate(input.confirmedAt) : '-'}`,
    `발행일: ${formatDate(input.issuedAt)}`,
  ];
  const note =
    '금액 단위: 원 (합계금액은 부가가치세 포함, 합계의 합계금액은 추가수수료 포함 지급액이며, 공급가액·세액은 건별로는 그 건의, 합계는 지급액에서 나눈 금액입니다)';
  const shown = [STATEMENT_TITLE, ...heading, note, ...headerCells, ...rowCells.flat(), ...totalCells, '쪽/…0123456789'].join('');

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([noticeFont('regular', shown), noticeFont('bold', shown)]);
  const font = await doc.embedFont(regular.bytes, { customName: regular.name });
  const boldFont = await doc.embedFont(bold.bytes, { customName: bold.name });
  doc.setTitle(`${STATEMENT_TITLE} ${monthLabel(input.settlementMonth)} ${input.memberName}`, { showInWindowTitleBar: true });
  doc.setLanguage('ko-KR');
  doc.setCreator('파트너 포털');

  const pages: PDFPage[] = [];
  let page = doc.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = PAGE.height - MARGIN;
  page.drawText(STATEMENT_TITLE, { x: MARGIN, y: y - 20, size: 20, font: boldFont, color: INK });
  y -= 36;
  for (const line of heading) {
    page.drawText(line, { x: MARGIN, y: y - 12, size: 10, font, color: INK });
    y -= 15;
  }
  y -= 8;
  const header = () => {
    drawRow(page, boldFont, y, headerCells, HEAD_FILL);
    y -= ROW;
  };
  header();
  const room = (n: number) => y - n * ROW >= MARGIN + 24;
  for (const cells of rowCells) {
    if (!room(1)) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = PAGE.height - MARGIN;
      header();
    }
    drawRow(page, font, y, cells);
    y -= ROW;
  }
  if (!room(2)) {
    page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN;
    header();
  }
  drawRow(page, boldFont, y, totalCells, HEAD_FILL);
  y -= ROW;
  page.drawText(note, { x: MARGIN, y: y - 16, size: 8, font, color: INK });
  pages.forEach((p, k) => {
    const label = `${k + 1}/${pages.length}쪽`;
    p.drawText(label, { x: PAGE.width - MARGIN - font.widthOfTextAtSize(label, 8), y: MARGIN - 16, size: 8, font, color: INK });
  });
  return doc.save();
}

/** The 정산서 of the member's month (`yyyy-MM`): 404 when the member has no settlement that month, 409 before 확정. */
export async function memberStatement(db: Db, memberId: number, month: string, now = new Date()) {
  const [row] = await db
    .select({ m: settlementMemberMonths, memberName: members.name })
    .from(settlementMemberMonths)
    .innerJoin(members, eq(members.id, settlementMemberMonths.memberId))
    .where(and(eq(settlementMemberMonths.memberId, memberId), eq(settlementMemberMonths.settlementMonth, `${month}-01`)));
  if (!row) throw notFound('이 달의 정산내역이 없습니다.');
  if (row.m.state !== 'CONFIRMED') {
    throw new ApiHttpError(409, 'SETTLEMENT_NOT_CONFIRMED', '정산이 확정된 달만 정산서를 받을 수 있습니다. 확정되면 알려 드립니다.');
  }
  const q = { startMonth: month, endMonth: month };
  const [rows, added] = await Promise.all([allSettlements(db, memberId, q), addedFeeLines(db, memberId, q)]);
  const bytes = await renderStatement({
    memberName: row.memberName,
    settlementMonth: row.m.settlementMonth,
    confirmedAt: row.m.confirmedAt,
    issuedAt: now,
    rows,
    added,
    totals: figuresOf(row.m),
  });
  return { bytes, fileName: `정산서_${month}.pdf` };
}
