import { createRequire } from 'node:module';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { monthLabel } from '../../lib/months';

// A prescription statement (처방 내역서) as a pharmacy prints it, for the demo's EDI images and the OCR bench, in
// Pretendard: a header with the client institution and the prescription month, then a ruled table with the
// insurance code, product name, unit and quantity of each line, a total and a stamp. A page 1000 px wide (150 dpi
// of a half A4 sheet), in grays as a scanner gives it (one byte a pixel, deflated fast: a third of the bytes and a
// fraction of the time of the canvas's own colour PNG). The seed's EDI images (prescriptions.ts) are these pages,
// holding the record's lines.

const WIDTH = 1000;
const FONT = 'Pretendard Seed';

let fontsReady = false;
function registerFonts(): void {
  if (fontsReady) return;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('pretendard/package.json')), 'dist/public/static');
  GlobalFonts.registerFromPath(path.join(dir, 'Pretendard-Regular.otf'), FONT);
  GlobalFonts.registerFromPath(path.join(dir, 'Pretendard-Bold.otf'), `${FONT} Bold`);
  fontsReady = true;
}

export interface StatementLine {
  insuranceCode: string;
  productName: string;
  unit: string;
  quantity: number;
}

export interface Statement {
  institutionName: string;
  /** yyyy-MM or yyyy-MM-01 */
  prescriptionMonth: string;
  pharmacyName: string;
  lines: readonly StatementLine[];
}

/** The lines page `n` of `pages` holds: every `pages`-th line from the n-th (the seed's pages; the OCR bench's truth). */
export const pageLines = <T>(lines: readonly T[], pages: number, n: number): T[] => lines.filter((_, i) => i % pages === n);

/** Column left edges and the table's right edge, in pixels. */
const COLUMNS = { no: 50, code: 110, name: 300, unit: 700, quantity: 820, right: 950 } as const;
const ROW = 54;

/** The statement as a grayscale PNG (a page of a few lines takes ≈ 5 ms on a quiet machine). */
export function statementPng(statement: Statement): Uint8Array {
  registerFonts();
  const tableTop = 300;
  const height = Math.max(900, tableTop + (statement.lines.length + 1) * ROW + 260);
  const canvas = createCanvas(WIDTH, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fdfdfb';
  g.fillRect(0, 0, WIDTH, height);
  g.fillStyle = '#111';
  g.textBaseline = 'middle';

  g.font = `40px "${FONT} Bold"`;
  g.textAlign = 'center';
  g.fillText('처방 내역서', WIDTH / 2, 80);
  g.textAlign = 'left';
  g.font = `26px "${FONT}"`;
  g.fillText(`요양기관: ${statement.institutionName}`, COLUMNS.no, 165);
  g.fillText(`처방월: ${monthLabel(statement.prescriptionMonth.slice(0, 7))}`, COLUMNS.no, 210);
  g.fillText(`발행: ${statement.pharmacyName}`, COLUMNS.no, 255);

  // The table: a shaded header, a rule under every row, column rules.
  const rows = statement.lines.length + 1;
  const bottom = tableTop + rows * ROW;
  g.fillStyle = '#e6e6e6';
  g.fillRect(COLUMNS.no - 10, tableTop, COLUMNS.right - COLUMNS.no + 10, ROW);
  g.strokeStyle = '#555';
  g.lineWidth = 2;
  for (let r = 0; r <= rows; r++) {
    g.beginPath();
    g.moveTo(COLUMNS.no - 10, tableTop + r * ROW);
    g.lineTo(COLUMNS.right, tableTop + r * ROW);
    g.stroke();
  }
  for (const x of [COLUMNS.no - 10, COLUMNS.code - 10, COLUMNS.name - 10, COLUMNS.unit - 10, COLUMNS.quantity - 10, COLUMNS.right]) {
    g.beginPath();
    g.moveTo(x, tableTop);
    g.lineTo(x, bottom);
    g.stroke();
  }
  g.fillStyle = '#111';
  g.font = `24px "${FONT} Bold"`;
  const middle = (r: number) => tableTop + r * ROW + ROW / 2;
  g.fillText('No', COLUMNS.no, middle(0));
  g.fillText('보험코드', COLUMNS.code, middle(0));
  g.fillText('제품명', COLUMNS.name, middle(0));
  g.fillText('단위', COLUMNS.unit, middle(0));
  g.fillText('수량', COLUMNS.quantity, middle(0));
  g.font = `26px "${FONT}"`;
  statement.lines.forEach((line, k) => {
    const y = middle(k + 1);
    g.fillText(String(k + 1), COLUMNS.no, y);
    g.fillText(line.insuranceCode, COLUMNS.code, y);
    g.fillText(fit(g, line.productName, COLUMNS.unit - COLUMNS.name - 20), COLUMNS.name, y);
    g.fillText(line.unit, COLUMNS.unit, y);
    g.textAlign = 'right';
    g.fillText(line.quantity.toLocaleString('ko-KR'), COLUMNS.right - 12, y);
    g.textAlign = 'left';
  });

  const total = statement.lines.reduce((sum, l) => sum + l.quantity, 0);
  g.font = `26px "${FONT} Bold"`;
  g.fillText(`합계 ${statement.lines.length}품목 · 수량 ${total.toLocaleString('ko-KR')}`, COLUMNS.name, bottom + 50);
  // A round stamp beside the total, as the pharmacy's seal.
  g.strokeStyle = '#9a9a9a';
  g.lineWidth = 5;
  g.beginPath();
  g.arc(COLUMNS.right - 70, bottom + 150, 55, 0, Math.PI * 2);
  g.stroke();
  g.fillStyle = '#9a9a9a';
  g.font = `24px "${FONT} Bold"`;
  g.textAlign = 'center';
  g.fillText('인', COLUMNS.right - 70, bottom + 150);
  // Everything is drawn in greys on an opaque page, so any colour channel of the raw pixels is the grey (the green one
  // sits at the same offset in RGBA and BGRA); the canvas's raw buffer is three times faster to read than getImageData.
  const raw = canvas.data();
  const gray = new Uint8Array(WIDTH * height);
  for (let i = 0, j = 1; i < gray.length; i++, j += 4) gray[i] = raw[j]!;
  return encodeGrayPng(gray, WIDTH, height, 1);
}

/** The text cut with … so that it fits `width`. */
function fit(g: { measureText: (t: string) => { width: number } }, text: string, width: number): string {
  if (g.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && g.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const body = Buffer.concat([head.subarray(4), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0, 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

/** A grayscale PNG of `pixels` (one byte a pixel, rows of `width`), deflated at zlib's `level` (1 fastest, 9 smallest). */
export function encodeGrayPng(pixels: Uint8Array, width: number, height: number, level = 6): Uint8Array {
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level })), chunk('IEND', new Uint8Array(0))]),
  );
}
