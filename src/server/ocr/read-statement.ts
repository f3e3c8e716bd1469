import { EDI_LINE_QUANTITY_MAX } from '../../api/schema/edi-entry-limits';
import { decodeGray, encodePgm, type GrayImage } from './gray-image';
import { findPageQuad } from './page-quad';
import { eraseRules, evenLight, horizontalRules, measureTilt, untilt } from './page-clean';
import { rectify, type Quad } from './perspective';
import { recognizeWords, type RecognizedWord } from './recognizer';

// Reading a prescription statement: the page's quadrilateral (the operator's corners, or the one found) made an
// upright page OCR_PAGE_WIDTH pixels wide, its light evened, its tilt turned back, then only its table recognized:
// the band between the first and last horizontal rule, rules erased (a whole page takes twice as long, and its
// header holds no codes). Each row between two rules with a nine-digit insurance code is a proposed line: the code,
// and the row's rightmost number after it as the quantity. What is read is proposed; staff decide.

/** The width the page is rectified to: the statement's print then is ~25 px high, where the recognizer reads best. */
export const OCR_PAGE_WIDTH = 1000;
/** A table row is at least this tall (rules closer together are one thick rule). */
const ROW_MIN = 20;

export interface ReadLine {
  insuranceCode: string;
  /** null: the row's quantity could not be read. */
  quantity: number | null;
  /** 0–1: the lower of the recognizer's confidences in the code and the quantity. */
  confidence: number;
}

export interface StatementReading {
  quad: Quad;
  lines: ReadLine[];
}

/** A number-like token with the recognizer's usual confusions read as digits (O→0, l/I/|→1, S→5, B→8). */
function digitsOf(text: string): string | null {
  const cleaned = text.replace(/[.,·:;'"`‘’]/g, '');
  if (!cleaned) return null;
  const digits = cleaned.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1').replace(/S/g, '5').replace(/B/g, '8');
  return /^\d+$/.test(digits) && (cleaned.match(/\d/g)?.length ?? 0) >= cleaned.length * 0.6 ? digits : null;
}

const QUANTITY = /^(\d{1,3}(,\d{3})+|\d{1,7})$/;

/** The proposed line of one row's words (left to right), or null when the row holds no insurance code. */
export function lineOfRow(words: readonly RecognizedWord[]): ReadLine | null {
  const row = [...words].sort((a, b) => a.x0 - b.x0);
  // The code: one token of nine digits, or two or three adjacent tokens that are nine together (a space read in it).
  let code: { value: string; end: number; confidence: number } | null = null;
  for (let i = 0; i < row.length && !code; i++) {
    let joined = '';
    let confidence = 100;
    for (let j = i; j < Math.min(row.length, i + 3); j++) {
      const digits = digitsOf(row[j]!.text);
      if (digits === null) break;
      joined += digits;
      confidence = Math.min(confidence, row[j]!.confidence);
      if (joined.length === 9) {
        code = { value: joined, end: j, confidence };
        break;
      }
      if (joined.length > 9) break;
    }
  }
  if (!code) return null;
  let quantity: number | null = null;
  let quantityConfidence = 0;
  for (let k = row.length - 1; k > code.end; k--) {
    const text = row[k]!.text.replace(/[.]$/, '');
    const normalized = text.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1');
    if (!QUANTITY.test(normalized)) continue;
    const value = Number(normalized.replace(/,/g, ''));
    if (value >= 1 && value <= EDI_LINE_QUANTITY_MAX) {
      quantity = value;
      quantityConfidence = row[k]!.confidence;
    }
    break;
  }
  const confidence = Math.min(code.confidence, quantity === null ? 0 : quantityConfidence) / 100;
  return { insuranceCode: code.value, quantity, confidence: Math.round(confidence * 100) / 100 };
}

/** Words grouped into rows: between consecutive rules when the table has them, else by their vertical overlap. */
function rowsOf(words: readonly RecognizedWord[], rules: readonly number[]): RecognizedWord[][] {
  const centre = (w: RecognizedWord) => (w.y0 + w.y1) / 2;
  if (rules.length >= 2) {
    const rows: RecognizedWord[][] = rules.slice(1).map(() => []);
    for (const word of words) {
      const k = rules.findIndex((rule, i) => i + 1 < rules.length && centre(word) > rule && centre(word) < rules[i + 1]!);
      if (k >= 0) rows[k]!.push(word);
    }
    return rows;
  }
  const rows: RecognizedWord[][] = [];
  for (const word of [...words].sort((a, b) => centre(a) - centre(b))) {
    const last = rows.at(-1);
    const height = word.y1 - word.y0;
    if (last && Math.abs(centre(last[0]!) - centre(word)) < height * 0.6) last.push(word);
    else rows.push([word]);
  }
  return rows;
}

/**
 * The table's rules among the page's: the longest run of rules whose gaps are at most 2.5 times the smallest (a ruled
 * table's rows are of one height; a rule missed once still joins). Corners marked on the paper's very edge, or a
 * little outside it, leave the edge as a dark line across the top or bottom of the rectified page; that line is far
 * from the table and so is not one of its rules (taken as one, the band would be the whole page and its column rules
 * would no longer be erased).
 */
export function tableRules(rules: readonly number[]): number[] {
  if (rules.length < 3) return [...rules];
  const unit = Math.min(...rules.slice(1).map((y, k) => y - rules[k]!));
  let best = [rules[0]!];
  let run = [rules[0]!];
  for (let k = 1; k < rules.length; k++) {
    run = rules[k]! - rules[k - 1]! <= unit * 2.5 ? [...run, rules[k]!] : [rules[k]!];
    if (run.length > best.length) best = run;
  }
  return best;
}

/** The table's band: its rules (in the band's own pixels) and the crop. Without two rules, the whole page. */
function tableBand(page: GrayImage): { image: GrayImage; rules: number[] } {
  const all = horizontalRules(page);
  const rules = tableRules(all.filter((y, k) => k === 0 || y - (all[k - 1] ?? 0) >= ROW_MIN));
  if (rules.length < 2) return { image: page, rules: [] };
  const top = Math.max(0, rules[0]! - 6);
  const bottom = Math.min(page.height, rules.at(-1)! + 7);
  const cleaned = eraseRules(page, rules, rules[0]!, rules.at(-1)!);
  const image = {
    width: page.width,
    height: bottom - top,
    pixels: cleaned.pixels.slice(top * page.width, bottom * page.width),
  };
  return { image, rules: rules.map((y) => y - top) };
}

/** Reads the statement in `bytes` (an image) within `quad`, or within the page found when there is none. */
export async function readStatement(bytes: Uint8Array, quad?: Quad): Promise<StatementReading> {
  const source = await decodeGray(bytes);
  const corners = quad ?? findPageQuad(source);
  const upright = evenLight(rectify(source, corners, OCR_PAGE_WIDTH));
  const level = untilt(upright, measureTilt(upright));
  const band = tableBand(level);
  const words = await recognizeWords(encodePgm(band.image));
  const lines = rowsOf(words, band.rules).flatMap((row) => {
    const line = lineOfRow(row);
    return line ? [line] : [];
  });
  return { quad: corners, lines };
}

/** The picture's size and the quadrilateral found in it (the screen's starting corners). */
export async function findStatementQuad(bytes: Uint8Array): Promise<{ width: number; height: number; quad: Quad }> {
  const source = await decodeGray(bytes);
  return { width: source.width, height: source.height, quad: findPageQuad(source) };
}
