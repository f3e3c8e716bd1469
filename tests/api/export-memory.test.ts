import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/runtime/database';
import { LINE_SHEET, SETTLEMENT_SHEET } from '../../src/server/settlements/excel';
import { cookieOf } from './content-helpers';
import { call } from './helpers';
import { measured } from './memory-probe';
import { memberId } from './prescriptions-helpers';

// A member with hundreds of thousands of product lines exports them in bounded memory: the workbook is written while it
// is sent, its lines read a batch at a time, so the server grows by a few batches, not by the file or the lines (the
// whole workbook in memory once ended the server: "JavaScript heap out of memory" at 630,000 lines). The first byte
// goes out before the lines are read. The database's own memory counts too (PGlite runs in this process).

const LINES = 200_000;
const RECORDS = 50;
let dir = '';

beforeAll(async () => {
  const db = await getDb();
  const owner = await memberId('demo_partner');
  // LINES lines spread over RECORDS of the member's COMPLETED records, made in one statement.
  await db.execute(sql`
    insert into prescription_partner_products
      (prescription_partner_id, product_id, quantity, unit_price, total_price, base_fee_bp, fee_amount, extra_fee_bp, extra_fee_amount)
    select r.id, p.id, q, price, q * price, 1500, q * price * 1500 / 10000, 250, q * price * 250 / 10000
    from generate_series(1, ${LINES / RECORDS}) g
    cross join lateral (select 1 + g % 9 as q, 1000 + g % 500 as price) v
    cross join (select id from prescription_partners where member_id = ${owner} and status = 'COMPLETED' order by id limit ${RECORDS}) r
    cross join (select min(id) as id from products) p`);
  dir = await mkdtemp(join(tmpdir(), 'portal-export-'));
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Rows of the sheets named `name` or `name (n)`, and the sum of column `col`, read with exceljs's streaming reader. */
async function readBack(path: string, name: string, col: number) {
  let rows = 0;
  let sum = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { sharedStrings: 'ignore', hyperlinks: 'ignore', styles: 'ignore' });
  for await (const sheet of reader) {
    const sheetName = (sheet as unknown as { name: string }).name;
    const counted = sheetName === name || sheetName.startsWith(`${name} (`);
    // Every sheet is read to its end, counted or not: a sheet left unread has exceljs open its temporary copy after it
    // removed it (an uncaught ENOENT once the test is over).
    for await (const row of sheet) {
      if (!counted || row.number === 1) continue;
      rows += 1;
      sum += Number(row.getCell(col).value ?? 0);
    }
  }
  return { rows, sum };
}

describe('a settlement export of many lines', () => {
  it(`streams ${LINES.toLocaleString('en')} lines growing the server by at most 100 MiB, its first byte within 2 s`, async () => {
    const cookie = await cookieOf('demo_partner');
    // A first small export loads the code an export runs (exceljs, archiver), which is no cost of the export's size.
    const months = await call('/v1/settlements/excel-download?startMonth=2001-01-01&endMonth=2001-01-01', { cookie });
    await months.arrayBuffer();

    const path = join(dir, 'export.xlsx');
    const { result, rssMiB, arrayBuffersMiB, ms } = await measured(async () => {
      const started = performance.now();
      const res = await call('/v1/settlements/excel-download', { cookie });
      const file = createWriteStream(path);
      let firstByteMs = 0;
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (!bytes) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        if (!file.write(chunk)) await once(file, 'drain');
      }
      file.end();
      await once(file, 'finish');
      return { status: res.status, firstByteMs, bytes };
    });
    const text = `${(result.bytes / 1024 / 1024).toFixed(1)} MiB in ${ms.toFixed(0)} ms, first byte ${result.firstByteMs.toFixed(0)} ms, RSS +${rssMiB.toFixed(1)} MiB, buffers +${arrayBuffersMiB.toFixed(1)} MiB`;
    console.log(`export of ${LINES} lines: ${text}`);
    expect(result.status).toBe(200);
    expect(rssMiB, text).toBeLessThanOrEqual(100);
    expect(result.firstByteMs, text).toBeLessThan(2_000);

    // Every line is in the file, and they add up to the totals row of sheet 1.
    const lines = await readBack(path, LINE_SHEET, 10);
    expect(lines.rows).toBeGreaterThanOrEqual(LINES);
    const main = await readBack(path, SETTLEMENT_SHEET, 5);
    // Sheet 1 sums its rows in its totals row: twice the lines' sum.
    expect(main.sum).toBe(2 * lines.sum);
  }, 240_000);
});
