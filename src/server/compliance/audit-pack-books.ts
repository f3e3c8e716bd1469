import type { Readable } from 'node:stream';
import { and, asc, sql } from 'drizzle-orm';
import { AuditAction, AuditEntity } from '../../api/compliance-enums';
import { RETENTION_YEARS, type Day } from '../../lib/compliance-rules';
import { formatDateTime } from '../../lib/format';
import type { Db } from '../db';
import { auditLog } from '../db/schema';
import { streamedXlsx } from '../http/xlsx-stream';
import { auditPeriod } from './audit';

// The two spreadsheets every audit pack carries: index.xlsx (one row per document, in pack order) and 변경기록.xlsx
// (the audit trail of the period, read a batch at a time), each written while the zip takes it in.

/** What the index says of one document of the pack. */
export interface IndexedDocument {
  path: string;
  category: string;
  subject: string;
  date: Day | null;
  detail: string;
  /** A day, or how the retention runs when it has no end yet. */
  retainUntil: string | null;
}

/** Audit rows a query reads at most: the trail of ten years may be long, and each row carries two JSON documents. */
export const TRAIL_BATCH = 2_000;

/** The member's audit rows of [from, to], oldest first, a batch at a time (keyset on the time as text: microseconds). */
async function* trailRows(db: Db, memberId: number, from: Day, to: Day) {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const rows: { row: typeof auditLog.$inferSelect; atKey: string }[] = await db
      .select({ row: auditLog, atKey: sql<string>`${auditLog.at}::text` })
      .from(auditLog)
      .where(
        and(
          auditPeriod(memberId, from, to),
          after ? sql`(${auditLog.at}, ${auditLog.id}) > (${after.at}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(auditLog.at), asc(auditLog.id))
      .limit(TRAIL_BATCH);
    if (rows.length) yield rows.map((r) => r.row);
    if (rows.length < TRAIL_BATCH) return;
    const { row, atKey } = rows[rows.length - 1]!;
    after = { at: atKey, id: row.id };
  }
}

export function trailBook(db: Db, memberId: number, from: Day, to: Day): Readable {
  return streamedXlsx(async (book) => {
    const sheet = book.sheet('변경 기록', [
      { header: '일시', width: 24 },
      { header: '대상', width: 18 },
      { header: '내용', width: 36 },
      { header: '작업', width: 8 },
      { header: '작업자', width: 12 },
      { header: '변경 전', width: 50 },
      { header: '변경 후', width: 50 },
    ]);
    for await (const rows of trailRows(db, memberId, from, to)) {
      for (const r of rows)
        sheet.add([
          formatDateTime(r.at),
          AuditEntity.label(r.entity),
          r.summary,
          AuditAction.label(r.action),
          r.actorName,
          r.before ? JSON.stringify(r.before) : '',
          r.after ? JSON.stringify(r.after) : '',
        ]);
      await sheet.paced();
    }
    sheet.end();
  });
}

export function indexBook(entries: readonly IndexedDocument[], from: Day, to: Day): Readable {
  return streamedXlsx(async (book) => {
    const sheet = book.sheet(
      '색인',
      [
        { header: '연번', width: 6 },
        { header: '구분', width: 16 },
        { header: '대상', width: 24 },
        { header: '기준일', width: 12 },
        { header: '내용', width: 36 },
        { header: '보존 기한', width: 12 },
        { header: '파일', width: 70 },
      ],
      { freeze: true },
    );
    for (const [k, e] of entries.entries()) {
      sheet.add([k + 1, e.category, e.subject, e.date ?? '', e.detail, e.retainUntil ?? '', e.path]);
      if (k % 1_000 === 999) await sheet.paced();
    }
    sheet.add([]);
    sheet.add(['', '기간', `${from} ~ ${to}`]);
    sheet.add(['', '보존', `계약서·장부·증빙은 법에 따라 ${RETENTION_YEARS}년간 보존합니다.`]);
    sheet.end();
  });
}
