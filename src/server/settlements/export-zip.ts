import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Settlement } from '../../api/types';
import type { Db } from '../db';
import { addedFeeLines } from './added-fees';
import { settlementWorkbook } from './excel';
import { allSettlements } from './list';
import type { SettlementFilters } from './sums';

// The contract's 정산 파일다운로드 (`GET /v1/settlements/export-zip`): the settlements the filters select, as the
// list and its .xlsx export select them, in one .zip holding one .xlsx per drug company (the statement a partner
// sends to each company), each the same workbook as the .xlsx export of that company's rows. With no settlement the
// zip holds the one empty export, so the download still opens. Names are Korean, with the zip's UTF-8 flag (yazl sets
// it on every entry). Each workbook is written when the zip reaches it, straight into the zip, so no workbook is ever
// in memory, only a batch of its lines.

/** A file name part without path separators, reserved or control characters (Windows' rules are the strictest). */
const part = (s: string) =>
  s
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60) || '_';

/** `_2025-10`, `_2025-09~2025-10`, or nothing (no period asked), as the .xlsx export names its file. */
export const monthsLabel = (q: Pick<SettlementFilters, 'startMonth' | 'endMonth'>) =>
  q.startMonth && q.endMonth ? (q.startMonth === q.endMonth ? `_${q.startMonth}` : `_${q.startMonth}~${q.endMonth}`) : '';

/** The rows of each drug company, companies by name (the list's order within each). */
export function byDrugCompany(rows: Settlement[]): { id: number; name: string; rows: Settlement[] }[] {
  const groups = new Map<number, { id: number; name: string; rows: Settlement[] }>();
  for (const s of rows) {
    const group = groups.get(s.drugCompanyId) ?? { id: s.drugCompanyId, name: s.drugCompanyName, rows: [] };
    group.rows.push(s);
    groups.set(s.drugCompanyId, group);
  }
  return [...groups.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export interface SettlementZip {
  stream: Readable;
  fileName: string;
  entries: string[];
}

/**
 * The zip of the member's settlements the filters select, as a stream. The rows are read before the first byte is
 * sent (a failed query is still an ordinary error answer); each workbook's lines as the zip writes it.
 */
export async function settlementZip(db: Db, memberId: number, q: SettlementFilters): Promise<SettlementZip> {
  const months = monthsLabel(q);
  const [groups, added] = await Promise.all([allSettlements(db, memberId, q).then(byDrugCompany), addedFeeLines(db, memberId, q)]);
  const files = groups.length ? groups : [{ id: 0, name: '', rows: [] }];
  const seen = new Set<string>();
  const zip = new yazl.ZipFile();
  const stream = zip.outputStream as Readable;
  // The workbook being written: it stops when the zip stops (a client that went away).
  let current: Readable | null = null;
  stream.once('close', () => current?.destroy());
  // A workbook that fails part-way ends the download: yazl reports some failures on the zip, and listens to no error
  // of an entry's stream.
  zip.on('error', (err: Error) => stream.destroy(err));
  const mtime = new Date();
  const entries = files.map(({ id, name, rows }) => {
    let path = `정산내역${name ? `_${part(name)}` : ''}${months}.xlsx`;
    for (let n = 2; seen.has(path); n += 1) path = `정산내역_${part(name)}${months} (${n}).xlsx`;
    seen.add(path);
    // An .xlsx is already deflated: stored as it is.
    zip.addReadStreamLazy(path, { mtime, compress: false }, (done) => {
      // The drug company's own 추가수수료 lines with its rows (a workbook's 합계 is the drug company's).
      current = settlementWorkbook(
        db,
        memberId,
        rows,
        undefined,
        added.filter((a) => a.drugCompanyId === id),
      );
      current.once('error', (err) => stream.destroy(err));
      done(null, current);
    });
    return path;
  });
  zip.end();
  return { stream, fileName: `정산내역${months}.zip`, entries };
}
