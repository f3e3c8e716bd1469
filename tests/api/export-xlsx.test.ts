import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../src/api/types';
import { getDb } from '../../src/server/runtime/database';
import { LINE_SHEET, lineColumns, SETTLEMENT_SHEET, settlementColumns, settlementWorkbook } from '../../src/server/settlements/excel';
import { settlementLines } from '../../src/server/settlements/export-lines';
import { allSettlements } from '../../src/server/settlements/list';
import { cookieOf } from './content-helpers';
import { call } from './helpers';
import { memberId } from './prescriptions-helpers';
import { sumOf } from './settlements-helpers';

// The settlement .xlsx is written while it is sent; what it holds is the workbook it always was: sheet 1 the list's
// rows and a totals row, sheet 2 every product line of them, which add up to sheet 1 settlement by settlement. Past
// the row limit a sheet goes on in `name (2)`, `name (3)`…, the header repeated (tested with a limit of a few rows).

const key = (month: unknown, company: unknown, dealer: unknown) => `${String(month)}|${String(company)}|${String(dealer)}`;

async function book(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** Data rows of a sheet (the header left out), as cell values from column 1. */
const dataRows = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('the streamed settlement .xlsx', () => {
  it('holds the list’s rows, a bold totals row and every line, the lines adding up to each settlement', async () => {
    const res = await call('/v1/settlements/excel-download', {
      cookie: await cookieOf('demo_partner'),
    });
    expect(res.status).toBe(200);
    const workbook = await book(Buffer.from(await res.arrayBuffer()));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([SETTLEMENT_SHEET, LINE_SHEET]);
    const [main, lines] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    for (const sheet of [main, lines]) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).font?.bold).toBe(true);
    }
    expect(lines.getRow(1).values).toEqual([undefined, ...lineColumns.map((c) => c.header)]);

    const rows = dataRows(main);
    const totals = rows.pop()!;
    expect(rows.length).toBeGreaterThan(10);
    expect(totals[0]).toBe('합계');
    expect(main.getRow(rows.length + 2).font?.bold).toBe(true);
    expect(totals[7]).toBe(sumOf(rows, (r) => Number(r[7])));

    // Σ of each settlement's lines (처방금액, 기본수수료, 기타수수료) = its row in sheet 1.
    const sums = new Map<string, [number, number, number]>();
    for (const l of dataRows(lines)) {
      const k = key(l[0], l[1], l[2]);
      const [t, f, e] = sums.get(k) ?? [0, 0, 0];
      sums.set(k, [t + Number(l[9]), f + Number(l[11]), e + Number(l[13])]);
    }
    for (const r of rows) {
      if (Number(r[4]) === 0) continue;
      expect(sums.get(key(r[0], r[1], r[2])), key(r[0], r[1], r[2])).toEqual([r[4], r[5], r[6]]);
    }
    expect(sumOf([...sums.values()], (s) => s[0])).toBe(totals[4]);
  });

  it('goes on in a next sheet past the row limit, the header repeated, nothing lost', async () => {
    const db = await getDb();
    const owner = await memberId('demo_partner');
    const rows: Settlement[] = await allSettlements(db, owner, {});
    const limit = 7;
    const workbook = await book(await buffer(settlementWorkbook(db, owner, rows, limit)));
    const names = workbook.worksheets.map((s) => s.name);
    const parts = (name: string) => names.filter((n) => n === name || n.startsWith(`${name} (`));
    const mainParts = parts(SETTLEMENT_SHEET);
    // The list's rows and the totals row, six data rows a sheet.
    expect(mainParts).toEqual(
      Array.from({ length: Math.ceil((rows.length + 1) / (limit - 1)) }, (_, k) =>
        k ? `${SETTLEMENT_SHEET} (${k + 1})` : SETTLEMENT_SHEET,
      ),
    );
    expect(names.slice(0, mainParts.length)).toEqual(mainParts);
    const lineParts = parts(LINE_SHEET);
    expect(lineParts.length).toBeGreaterThan(2);
    expect(lineParts[1]).toBe(`${LINE_SHEET} (2)`);
    for (const name of names) {
      const sheet = workbook.getWorksheet(name)!;
      expect(sheet.rowCount, name).toBeLessThanOrEqual(limit);
      const headers = (name.startsWith(LINE_SHEET) ? lineColumns : settlementColumns).map((c) => c.header);
      expect(sheet.getRow(1).values, name).toEqual([undefined, ...headers]);
    }
    const mainRows = mainParts.flatMap((n) => dataRows(workbook.getWorksheet(n)!));
    expect(mainRows.map((r) => r[7])).toEqual([...rows.map((s) => s.totalAmount), sumOf(rows, (s) => s.totalAmount)]);
    const lineRows = lineParts.flatMap((n) => dataRows(workbook.getWorksheet(n)!));
    expect(sumOf(lineRows, (r) => Number(r[9]))).toBe(sumOf(rows, (s) => s.prescriptionAmount));
    // Settlement by settlement in sheet 1's order.
    const order = [...new Set(lineRows.map((r) => key(r[0], r[1], r[2])))];
    const listed = rows.map((s) => key(s.settlementMonth.slice(0, 7), s.drugCompanyName, s.dealerName));
    expect(order).toEqual(listed.filter((k) => order.includes(k)));
  });

  it('lists a settlement’s records a page at a time without losing, repeating or reordering a line', async () => {
    const db = await getDb();
    const owner = await memberId('demo_partner');
    const ids = (await allSettlements(db, owner, {})).map((s) => s.id);
    const read = async (recordPage?: number) => {
      const keys: string[] = [];
      for await (const batch of settlementLines(db, owner, ids, 5, recordPage))
        keys.push(...batch.map((l) => `${l.settlementId}:${l.recordId}:${l.lineId}`));
      return keys;
    };
    const whole = await read();
    expect(whole.length).toBeGreaterThan(10);
    // Two records a page: every settlement of more than two records is read in several pages.
    expect(await read(2)).toEqual(whole);
  });

  it('breaks the download off when reading the lines fails part-way (nothing else can be said once bytes are out)', async () => {
    const db = await getDb();
    const owner = await memberId('demo_partner');
    const rows = await allSettlements(db, owner, {});
    // The settlement rows are read; the database then goes away before the lines.
    const gone = new Proxy(db, {
      get: (target, name, receiver) =>
        name === 'select'
          ? () => {
              throw new Error('database gone (test)');
            }
          : Reflect.get(target, name, receiver),
    });
    const stream = settlementWorkbook(gone, owner, rows);
    await expect(buffer(stream)).rejects.toThrow('database gone (test)');
    expect(stream.destroyed).toBe(true);
  });
});
