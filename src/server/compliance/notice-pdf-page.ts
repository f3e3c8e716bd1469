import {
  blockHeight,
  drawBlock,
  drawFrame,
  drawSection,
  firstBaseline,
  topForBaseline,
  wrap,
  type Fonts,
  type Surface,
  type TableSection,
  type TextBlock,
} from './notice-pdf-layout';

// The notice's page, top to bottom as on the statutory form: the form's name, the title, the table (통보인, 재수탁자,
// 위탁자, 재위탁 내용), the statutory sentence, the date, the signature line, the addressee and the attachments box;
// the paper note at the foot. Everything it shows is already filled in (NoticeContent).

export interface NoticeContent {
  formName: string;
  title: string;
  sections: TableSection[];
  statement: string;
  /** The notice's date, or the blank 년 월 일 line. */
  date: string;
  signerLabel: string;
  signerName: string;
  signature: string;
  addressee: string;
  attachmentsLabel: string;
  attachments: string[];
  paperNote: string;
}

// A4 portrait in points, with 15 mm margins.
export const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42.5;
const WIDTH = PAGE.width - 2 * MARGIN;
const TABLE = { x: MARGIN, width: WIDTH, sectionWidth: 68, labelWidth: 86 };
/** Where the content starts, and the lowest it may reach above the paper note. */
export const CONTENT_TOP = PAGE.height - MARGIN + 8;
export const CONTENT_BOTTOM = MARGIN + 12;
/** The blank space between the parts of the page at full `spacing`. */
const GAPS = { afterFormName: 22, afterTitle: 20, afterTable: 34, afterStatement: 34, afterDate: 30, afterSigner: 40, afterAddressee: 36 };
const SIGNER_NAME_WIDTH = 240;

/** Draws the page's content from `top` on `surface`, its gaps scaled by `spacing` (0–1); answers the bottom edge. */
export function drawNotice(surface: Surface, fonts: Fonts, c: NoticeContent, spacing: number, top = CONTENT_TOP): number {
  const gap = (name: keyof typeof GAPS) => GAPS[name] * spacing;
  const block = (lines: string[], bold: boolean, size: number): TextBlock => ({ lines, font: bold ? fonts.bold : fonts.regular, size });
  const wrapped = (text: string, bold: boolean, size: number, width: number) =>
    block(wrap(text, bold ? fonts.bold : fonts.regular, size, width), bold, size);
  const left = MARGIN;
  let y = top;

  const formName = block([c.formName], false, 8.5);
  drawBlock(surface, formName, left, y, WIDTH, 'left');
  y -= blockHeight(formName) + gap('afterFormName');

  const title = block([c.title], true, 19);
  drawBlock(surface, title, left, y, WIDTH, 'center');
  y -= blockHeight(title) + gap('afterTitle');

  const tableTop = y;
  for (const section of c.sections) y = drawSection(surface, fonts, TABLE, section, y);
  drawFrame(surface, TABLE, tableTop, y);
  y -= gap('afterTable');

  const statement = wrapped(c.statement, false, 11, WIDTH - 24);
  drawBlock(surface, statement, left + 12, y, WIDTH - 24, 'left');
  y -= blockHeight(statement) + gap('afterStatement');

  const date = block([c.date], false, 11);
  drawBlock(surface, date, left, y, WIDTH - 12, 'right');
  y -= blockHeight(date) + gap('afterDate');

  // 통보인 {name} (서명 또는 인): the name centred in a place of its own, so a blank one leaves room to write it.
  const signature = block([c.signature], false, 10);
  const nameRight = left + WIDTH - 12 - fonts.regular.widthOfTextAtSize(c.signature, 10) - 12;
  const name = wrapped(c.signerName, true, 11.5, SIGNER_NAME_WIDTH);
  const signerLabel = block([c.signerLabel], false, 11);
  const baseline = firstBaseline(y, name.size);
  drawBlock(surface, signerLabel, nameRight - SIGNER_NAME_WIDTH - 62, topForBaseline(baseline, signerLabel.size), 50, 'right');
  drawBlock(surface, name, nameRight - SIGNER_NAME_WIDTH, y, SIGNER_NAME_WIDTH, 'center');
  drawBlock(surface, signature, left, topForBaseline(baseline, signature.size), WIDTH - 12, 'right');
  y -= Math.max(blockHeight(name), blockHeight(signerLabel)) + gap('afterSigner');

  const addressee = wrapped(c.addressee, true, 14, WIDTH - 24);
  drawBlock(surface, addressee, left + 12, y, WIDTH - 24, 'left');
  y -= blockHeight(addressee) + gap('afterAddressee');

  const attachmentsTop = y;
  y = drawSection(surface, fonts, TABLE, { label: c.attachmentsLabel, rows: [[{ value: c.attachments.join('\n') }]] }, y);
  drawFrame(surface, TABLE, attachmentsTop, y);
  return y;
}

/** The paper note at the foot of the page, as statutory forms print it. */
export function drawPaperNote(surface: Surface, fonts: Fonts, c: NoticeContent) {
  drawBlock(surface, { lines: [c.paperNote], font: fonts.regular, size: 8 }, MARGIN, MARGIN - 10, WIDTH, 'right');
}
