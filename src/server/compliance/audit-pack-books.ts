import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { AuditAction, AuditEntity } from '../../api/compliance-enums';
import { RETENTION_YEARS, type Day } from '../../lib/compliance-rules';
import { formatDateTime } from '../../lib/format';
import type { Db } from '../db';
import { auditLog } from '../db/schema';
import { auditPeriod } from './audit';

// The two spreadsheets every audit pack carries: index.xlsx (one row per document, in pack order) and 변경기록.xlsx
// (the audit trail of the period). Their creation date is fixed so that the same records make the same bytes.

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

export async function trailBook(db: Db, memberId: number, from: Day, to: Day): Promise<Uint8Array> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(auditPeriod(memberId, from, to))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const sheet = book.addWorksheet('변경 기록');
  sheet.columns = [
    { header: '일시', width: 24 },
    { header: '대상', width: 18 },
    { header: '내용', width: 36 },
    { header: '작업', width: 8 },
    { header: '작업자', width: 12 },
    { header: '변경 전', width: 50 },
    { header: '변경 후', width: 50 },
  ];
  for (const r of rows)
    sheet.addRow([
      formatDateTime(r.at),
      AuditEntity.label(r.entity),
      r.summary,
      AuditAction.label(r.action),
      r.actorName,
      r.before ? JSON.stringify(r.before) : '',
      r.after ? JSON.stringify(r.after) : '',
    ]);
  sheet.getRow(1).font = { bold: true };
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export async function indexBook(entries: readonly IndexedDocument[], from: Day, to: Day): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const sheet = book.addWorksheet('색인');
  sheet.columns = [
    { header: '연번', width: 6 },
    { header: '구분', width: 16 },
    { header: '대상', width: 24 },
    { header: '기준일', width: 12 },
    { header: '내용', width: 36 },
    { header: '보존 기한', width: 12 },
    { header: '파일', width: 70 },
  ];
  entries.forEach((e, k) => sheet.addRow([k + 1, e.category, e.subject, e.date ?? '', e.detail, e.retainUntil ?? '', e.path]));
  sheet.addRow([]);
  sheet.addRow(['', '기간', `${from} ~ ${to}`]);
  sheet.addRow(['', '보존', `계약서·장부·증빙은 법에 따라 ${RETENTION_YEARS}년간 보존합니다.`]);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return new Uint8Array(await book.xlsx.writeBuffer());
}
