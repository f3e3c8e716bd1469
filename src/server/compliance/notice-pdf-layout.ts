import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// Drawing helpers of the notice PDF: text that wraps inside a width, and the boxed table of a statutory form
// (a section column, then label and value cells, one or two pairs a row). Coordinates are PDF points from the
// bottom-left corner; `top` arguments are the top edge of what is drawn, and each helper answers the new top.
// They draw on a Surface: a page, or MEASURE, which draws nothing, to learn how tall the page's content is first.

/** What the helpers draw on. */
export type Surface = Pick<PDFPage, 'drawText' | 'drawRectangle'>;

/** A surface that draws nothing: the same layout, measured only. */
export const MEASURE: Surface = { drawText: () => undefined, drawRectangle: () => undefined };

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export const INK = rgb(0.1, 0.1, 0.1);
const LABEL_FILL = rgb(0.94, 0.94, 0.94);
const THIN = 0.5;
const THICK = 1.2;

/** Splits `text` into lines no wider than `width`: at spaces, and inside a word only when it is wider than a line. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (fits(word)) {
      lines.push(line);
      line = word;
      continue;
    }
    // A word longer than a whole line (a long name without spaces) breaks between characters, from where it starts.
    if (line) line += ' ';
    for (const ch of word) {
      if (line.trim() && !fits(line + ch)) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextBlock {
  lines: string[];
  font: PDFFont;
  size: number;
}

export const lineHeight = (size: number) => size * 1.45;
export const blockHeight = (b: TextBlock) => b.lines.length * lineHeight(b.size);
// Korean syllables fill about 0.05–0.8 em above the baseline: their middle sits at the middle of the line box.
const BASELINE_BELOW_MIDDLE = 0.36;
/** The baseline of a block's first line drawn from `top`. */
export const firstBaseline = (top: number, size: number) => top - lineHeight(size) / 2 - BASELINE_BELOW_MIDDLE * size;
/** The top to draw a block from so that its first line sits on `baseline` (texts of several sizes on one line). */
export const topForBaseline = (baseline: number, size: number) => baseline + lineHeight(size) / 2 + BASELINE_BELOW_MIDDLE * size;

/** Draws the lines of a block from its top edge; `align` places each line in [x, x + width]. */
export function drawBlock(page: Surface, b: TextBlock, x: number, top: number, width: number, align: 'left' | 'center' | 'right') {
  b.lines.forEach((line, i) => {
    const w = b.font.widthOfTextAtSize(line, b.size);
    const lx = align === 'left' ? x : align === 'center' ? x + (width - w) / 2 : x + width - w;
    const baseline = firstBaseline(top, b.size) - i * lineHeight(b.size);
    page.drawText(line, { x: lx, y: baseline, size: b.size, font: b.font, color: INK });
  });
}

// ── The boxed table ─────────────────────────────────────────────────────────────────────────────────────────────

export interface FieldCell {
  /** The field's name; without one the value takes the whole cell. */
  label?: string;
  value: string;
}

export interface TableSection {
  /** The section column: who the rows describe (may hold a line break). */
  label: string;
  /** Each row one field across the table, or two side by side. */
  rows: FieldCell[][];
}

export interface TableGeometry {
  x: number;
  width: number;
  sectionWidth: number;
  labelWidth: number;
}

const LABEL_SIZE = 9;
const VALUE_SIZE = 10;
const SECTION_SIZE = 9.5;
const PAD_X = 6;
const PAD_Y = 7;
const MIN_ROW = 30;

const cellBlock = (text: string, font: PDFFont, size: number, width: number): TextBlock => ({
  lines: text.split('\n').flatMap((part) => wrap(part, font, size, width - 2 * PAD_X)),
  font,
  size,
});

function box(page: Surface, x: number, top: number, width: number, height: number, fill?: typeof LABEL_FILL) {
  page.drawRectangle({ x, y: top - height, width, height, color: fill, borderColor: INK, borderWidth: THIN });
}

/** Draws one section of the form's table from `top`; answers its bottom edge. */
export function drawSection(page: Surface, fonts: Fonts, g: TableGeometry, section: TableSection, top: number): number {
  const fieldsWidth = g.width - g.sectionWidth;
  const name = cellBlock(section.label, fonts.bold, SECTION_SIZE, g.sectionWidth);
  // Measure first: each row as tall as its tallest cell, the last one taller when the section's name needs it.
  const rows = section.rows.map((row) => {
    const labelWidth = (cell: FieldCell) => (cell.label === undefined ? 0 : g.labelWidth);
    const valueWidth = (fieldsWidth - row.reduce((sum, cell) => sum + labelWidth(cell), 0)) / row.length;
    const cells = row.map((cell) => ({
      labelWidth: labelWidth(cell),
      valueWidth,
      label: cellBlock(cell.label ?? '', fonts.bold, LABEL_SIZE, g.labelWidth),
      value: cellBlock(cell.value, fonts.regular, VALUE_SIZE, valueWidth),
    }));
    const height = Math.max(MIN_ROW, ...cells.flatMap((c) => [blockHeight(c.label), blockHeight(c.value)].map((h) => h + 2 * PAD_Y)));
    return { cells, height };
  });
  const total = rows.reduce((sum, r) => sum + r.height, 0);
  const last = rows.at(-1);
  if (last) last.height += Math.max(0, blockHeight(name) + 2 * PAD_Y - total);
  const bottom = top - Math.max(total, blockHeight(name) + 2 * PAD_Y);

  let y = top;
  for (const { cells, height } of rows) {
    let x = g.x + g.sectionWidth;
    for (const c of cells) {
      if (c.labelWidth) {
        box(page, x, y, c.labelWidth, height, LABEL_FILL);
        drawBlock(page, c.label, x + PAD_X, y - (height - blockHeight(c.label)) / 2, c.labelWidth - 2 * PAD_X, 'center');
      }
      x += c.labelWidth;
      box(page, x, y, c.valueWidth, height);
      drawBlock(page, c.value, x + PAD_X, y - (height - blockHeight(c.value)) / 2, c.valueWidth - 2 * PAD_X, 'left');
      x += c.valueWidth;
    }
    y -= height;
  }
  box(page, g.x, top, g.sectionWidth, top - bottom, LABEL_FILL);
  drawBlock(page, name, g.x + PAD_X, top - (top - bottom - blockHeight(name)) / 2, g.sectionWidth - 2 * PAD_X, 'center');
  return bottom;
}

/** The heavier outer frame of a table drawn from `top` down to `bottom`. */
export function drawFrame(page: Surface, g: TableGeometry, top: number, bottom: number) {
  page.drawRectangle({ x: g.x, y: bottom, width: g.width, height: top - bottom, borderColor: INK, borderWidth: THICK });
}
