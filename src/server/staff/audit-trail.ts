import type { Readable } from 'node:stream';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { StaffAction, StaffTarget } from '../../api/enums';
import type { AuditFilters } from '../../api/schema/staff';
import type { Page, StaffAuditItem } from '../../api/types';
import { auditChangesText, formatAuditTime } from '../../lib/audit-changes';
import type { Db } from '../db';
import { members, staffAudit, type Member } from '../db/schema';
import { pageOf, pagingOf } from '../http/paging';
import { streamedXlsx } from '../http/xlsx-stream';
import { recordStaffAction } from './audit';
import { AUDIT_ROWS_PER_SCREEN } from '../../api/schema/staff-rules';

// The staff audit trail as the console reads it (감사 로그): newest first, filtered by staff account, action, target
// and period (Seoul days), each filter served by an index of staff_audit: the time (staff_audit_at_idx), one staff
// account's rows by time (staff_audit_staff_at_idx), one target's rows by time (staff_audit_target_idx). The export
// streams the same rows in batches (keyset on time and id) and is itself one audit row.

/** Rows an export query reads at once. */
export const AUDIT_EXPORT_BATCH = 2_000;

const seoulStart = (day: string) => new Date(`${day}T00:00:00+09:00`);
const nextSeoulStart = (day: string) => new Date(seoulStart(day).getTime() + 24 * 3600_000);

/** The filters as SQL; null when the named staff account does not exist (nothing can match). */
export async function auditConditions(db: Db, f: AuditFilters): Promise<SQL | undefined | null> {
  let staffId: number | null = null;
  if (f.staff) {
    const [who] = await db
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.userId}) = lower(${f.staff})`)
      .limit(1);
    if (!who) return null;
    staffId = who.id;
  }
  return and(
    staffId !== null ? eq(staffAudit.staffId, staffId) : undefined,
    f.action ? eq(staffAudit.action, f.action) : undefined,
    f.targetKind ? eq(staffAudit.targetKind, f.targetKind) : undefined,
    f.targetId ? eq(staffAudit.targetId, f.targetId) : undefined,
    f.from ? gte(staffAudit.at, seoulStart(f.from)) : undefined,
    f.to ? lt(staffAudit.at, nextSeoulStart(f.to)) : undefined,
  );
}

const itemOf = (row: typeof staffAudit.$inferSelect, staffName: string | null): StaffAuditItem => ({
  id: row.id,
  at: row.at.toISOString(),
  staffUserId: row.staffUserId,
  staffName,
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  changes: row.changes,
  reason: row.reason,
});

/** One page of rows newest first (exported for the plan test: tests/api/admin-audit-plan.test.ts). */
export const auditPageQuery = (db: Db, where: SQL | undefined, paging: { size: number; offset: number }) =>
  db
    .select({ row: staffAudit, staffName: members.name })
    .from(staffAudit)
    .leftJoin(members, eq(members.id, staffAudit.staffId))
    .where(where)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(paging.size)
    .offset(paging.offset);

export const auditCountQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAudit)
    .where(where);

/** `GET /v1/admin/audit`. */
export async function listAudit(db: Db, f: AuditFilters): Promise<Page<StaffAuditItem>> {
  const paging = pagingOf(f, AUDIT_ROWS_PER_SCREEN);
  const where = await auditConditions(db, f);
  if (where === null) return pageOf([], 0, paging);
  const [rows, [count]] = await Promise.all([auditPageQuery(db, where, paging), auditCountQuery(db, where)]);
  return pageOf(
    rows.map((r) => itemOf(r.row, r.staffName)),
    count?.n ?? 0,
    paging,
  );
}

/** The filters in words, for the export's cover sheet. */
function filtersText(f: AuditFilters): string {
  const parts = [
    f.staff && `운영자 ${f.staff}`,
    f.action && `작업 ${StaffAction.label(f.action)}`,
    f.targetKind && `대상 ${StaffTarget.label(f.targetKind)}`,
    f.targetId && `대상 번호 ${f.targetId}`,
    (f.from || f.to) && `기간 ${f.from ?? '처음'} ~ ${f.to ?? '지금'}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : '전체';
}

/**
 * `GET /v1/admin/audit/export.xlsx`: the export's own audit row is written first (and commits), then the workbook
 * streams: a cover sheet naming who exported it and when, then the rows newest first.
 */
export async function exportAudit(db: Db, staff: Member, f: AuditFilters, now = new Date()): Promise<Readable> {
  await db.transaction((tx) =>
    recordStaffAction(tx, staff, { action: 'EXPORTED', targetKind: 'AUDIT_LOG', targetId: filtersText(f).slice(0, 200) }),
  );
  const where = await auditConditions(db, f);
  return streamedXlsx(async (book) => {
    const cover = book.sheet('내보내기 정보', [
      { header: '항목', width: 16 },
      { header: '내용', width: 60 },
    ]);
    cover.add(['내보낸 운영자', `${staff.userId} (${staff.name})`]);
    cover.add(['내보낸 일시', formatAuditTime(now)]);
    cover.add(['조건', filtersText(f)]);
    cover.end();
    const sheet = book.sheet(
      '감사 로그',
      [
        { header: '일시', width: 24 },
        { header: '운영자', width: 18 },
        { header: '이름', width: 12 },
        { header: '작업', width: 18 },
        { header: '대상', width: 12 },
        { header: '대상 번호', width: 20 },
        { header: '변경 내용', width: 60 },
        { header: '사유', width: 40 },
      ],
      { freeze: true },
    );
    if (where === null) return sheet.end();
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const rows: { row: typeof staffAudit.$inferSelect; staffName: string | null; atKey: string }[] = await db
        .select({ row: staffAudit, staffName: members.name, atKey: sql<string>`${staffAudit.at}::text` })
        .from(staffAudit)
        .leftJoin(members, eq(members.id, staffAudit.staffId))
        .where(and(where, after ? sql`(${staffAudit.at}, ${staffAudit.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
        .orderBy(desc(staffAudit.at), desc(staffAudit.id))
        .limit(AUDIT_EXPORT_BATCH);
      for (const { row, staffName } of rows)
        sheet.add([
          formatAuditTime(row.at),
          row.staffUserId,
          staffName ?? '',
          StaffAction.label(row.action),
          StaffTarget.label(row.targetKind),
          row.targetId,
          auditChangesText(row.changes),
          row.reason ?? '',
        ]);
      await sheet.paced();
      if (rows.length < AUDIT_EXPORT_BATCH) break;
      const last = rows[rows.length - 1]!;
      after = { at: last.atKey, id: last.row.id };
    }
    sheet.end();
  });
}
