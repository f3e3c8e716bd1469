import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { streamedXlsx } from './xlsx-stream';

// The streamed workbook waits for its reader: rows added past what the reader has taken are not piled up in memory,
// the writer stops at `paced()` until the reader catches up. Sheets past the row limit go on in `name (2)`.

/** One turn of the event loop: the streams and the compressor move what they can. */
const turn = () => new Promise((resolve) => setImmediate(resolve));
const columns = [
  { header: '이름', width: 10 },
  { header: '금액', width: 10, numFmt: '#,##0' },
];
/** A row of about 100 bytes of XML that does not compress to nothing. */
const rowOf = (n: number) => [`거래처 ${n} ${(n * 7919).toString(36)}`, n * 37];

describe('streamedXlsx', () => {
  it('waits at paced() until the reader has taken the rows, and writes them all', async () => {
    let settled = false;
    let pacedOnce: (() => void) | undefined;
    const reached = new Promise<void>((resolve) => (pacedOnce = resolve));
    const out = streamedXlsx(async (book) => {
      const sheet = book.sheet('내역', columns);
      // About 20 MB of sheet XML before the first wait: far more than every buffer between here and the reader.
      for (let n = 0; n < 200_000; n++) sheet.add(rowOf(n));
      pacedOnce!();
      await sheet.paced();
      settled = true;
      sheet.end();
    });
    await reached;
    // Nobody reads: the zip fills the stream's buffer and stops there.
    for (let k = 0; k < 100_000 && out.readableLength < out.readableHighWaterMark; k++) await turn();
    expect(out.readableLength).toBeGreaterThanOrEqual(out.readableHighWaterMark);
    for (let k = 0; k < 20; k++) await turn();
    expect(settled).toBe(false);

    const bytes = await buffer(out);
    expect(settled).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('내역')!;
    expect(sheet.rowCount).toBe(200_001);
    expect(sheet.getRow(200_001).getCell(2).value).toBe(199_999 * 37);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0');
  }, 60_000);

  it('goes on in the next sheet past the row limit, the header repeated; an empty sheet keeps its header', async () => {
    const out = streamedXlsx(async (book) => {
      const sheet = book.sheet('내역', columns, { freeze: true, center: true });
      for (let n = 0; n < 7; n++) sheet.add(rowOf(n));
      sheet.end();
      book.sheet('빈 시트', columns).end();
    }, 3);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await buffer(out)) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['내역', '내역 (2)', '내역 (3)', '내역 (4)', '빈 시트']);
    expect(book.worksheets.map((s) => s.rowCount)).toEqual([3, 3, 3, 2, 1]);
    for (const sheet of book.worksheets) expect(sheet.getRow(1).values).toEqual([undefined, '이름', '금액']);
    expect(book.worksheets[1]!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(book.worksheets[1]!.getRow(1).alignment).toEqual({ horizontal: 'center' });
  });
});
