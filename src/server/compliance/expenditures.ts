import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import { ExpenditureKind } from '../../api/compliance-enums';
import type { expenditureListQuerySchema, expenditureSchema } from '../../api/schema/records';
import type { Expenditure, ExpenditureCreated, Page } from '../../api/types';
import { seoulDay, type Day } from '../../lib/compliance-rules';
import { ledgerWarnings, type ExpenditureWarning } from '../../lib/expenditure-limits';
import type { Db } from '../db';
import { expenditureFiles, expenditures, storedFiles } from '../db/schema';
import { ApiHttpError, notFound, toWireDateTime } from '../http';
import { pageOf, pagingOf } from '../http/paging';
import { deleteFileRows, insertFileRows, removeStoredKeys, withStagedFiles } from '../files/staged';
import type { AcceptedFile } from '../files/uploads';
import { audit, type Actor } from './audit';
import { documentLink } from './documents';

// The expenditure log (지출보고서 장부): benefits given to healthcare professionals, with receipts. Each entry is checked
// against the limits (src/lib/expenditure-limits.ts) over the whole year's ledger, on every read, so the flags follow
// the rules table. An entry is deleted only on the day it was recorded; later it is corrected by a new entry naming
// it (`correctsId`), and the corrected entry then no longer counts in the limits or the report.

type ExpenditureRow = typeof expenditures.$inferSelect;
type ExpenditureRequest = v.InferOutput<typeof expenditureSchema>;

const correctors = alias(expenditures, 'correctors');

/** The member's entries of a calendar year, oldest first, each with the id of the entry that corrected it. */
export async function yearEntries(db: Db, memberId: number, year: number) {
  return db
    .select({ entry: expenditures, correctedById: correctors.id })
    .from(expenditures)
    .leftJoin(correctors, eq(correctors.correctsId, expenditures.id))
    .where(and(eq(expenditures.memberId, memberId), gte(expenditures.date, `${year}-01-01`), lte(expenditures.date, `${year}-12-31`)))
    .orderBy(asc(expenditures.date), asc(expenditures.id));
}

type YearEntry = Awaited<ReturnType<typeof yearEntries>>[number];

/** The warnings of the entries that count (corrected ones do not). */
export const warningsOf = (entries: readonly YearEntry[]) =>
  ledgerWarnings(entries.filter((e) => e.correctedById === null).map((e) => e.entry));

async function filesOf(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { url: string; name: string }[]>();
  const rows = await db
    .select({ expenditureId: expenditureFiles.expenditureId, id: storedFiles.id, originalName: storedFiles.originalName })
    .from(expenditureFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, expenditureFiles.fileId))
    .where(inArray(expenditureFiles.expenditureId, ids))
    .orderBy(asc(storedFiles.id));
  const byEntry = new Map<number, { url: string; name: string }[]>();
  for (const r of rows) {
    const link = documentLink(r);
    byEntry.set(r.expenditureId, [...(byEntry.get(r.expenditureId) ?? []), { url: link.url as string, name: link.name as string }]);
  }
  return byEntry;
}

const toExpenditure = (
  { entry: e, correctedById }: YearEntry,
  warnings: ExpenditureWarning[],
  files: { url: string; name: string }[],
  today: Day,
): Expenditure => ({
  id: e.id,
  date: e.date,
  kind: e.kind,
  institutionName: e.institutionName,
  recipients: e.recipients,
  recipientCount: e.recipientCount,
  amount: e.amount,
  itemAmount: e.itemAmount,
  caseCount: e.caseCount,
  productName: e.productName,
  note: e.note,
  files,
  correctsId: e.correctsId,
  correctedById,
  warnings,
  createdAt: toWireDateTime(e.createdAt),
  deletable: seoulDay(e.createdAt) === today && correctedById === null,
});

/** A page of the year's entries, newest first, each with its warnings. */
export async function listExpenditures(
  db: Db,
  memberId: number,
  q: v.InferOutput<typeof expenditureListQuerySchema>,
  today: Day,
): Promise<Page<Expenditure>> {
  const year = q.year ?? Number(today.slice(0, 4));
  const entries = await yearEntries(db, memberId, year);
  const warnings = warningsOf(entries);
  const paging = pagingOf(q, 20);
  const newestFirst = [...entries].reverse().slice(paging.offset, paging.offset + paging.size);
  const files = await filesOf(
    db,
    newestFirst.map((e) => e.entry.id),
  );
  return pageOf(
    newestFirst.map((e) => toExpenditure(e, warnings.get(e.entry.id) ?? [], files.get(e.entry.id) ?? [], today)),
    entries.length,
    paging,
  );
}

const summaryOf = (e: Pick<ExpenditureRow, 'date' | 'kind' | 'institutionName'>) =>
  `${e.date} ${e.institutionName} ${ExpenditureKind.label(e.kind)}`;

/** Records an entry with its receipts (all or nothing), audited; answers its id and the limits it breaks. */
export async function addExpenditure(
  db: Db,
  actor: Actor,
  request: ExpenditureRequest,
  files: AcceptedFile[],
): Promise<ExpenditureCreated> {
  const memberId = actor.id;
  const id = await withStagedFiles(
    'COMPLIANCE',
    files,
    (staged) =>
      db.transaction(async (tx) => {
        if (request.correctsId !== null) {
          const [target] = await tx
            .select({ id: expenditures.id, corrected: correctors.id })
            .from(expenditures)
            .leftJoin(correctors, eq(correctors.correctsId, expenditures.id))
            .where(and(eq(expenditures.id, request.correctsId), eq(expenditures.memberId, memberId)))
            .for('update', { of: expenditures });
          if (!target) throw notFound('정정할 지출 기록을 찾을 수 없습니다.');
          if (target.corrected !== null)
            throw new ApiHttpError(409, 'ALREADY_CORRECTED', '이미 정정된 기록입니다. 가장 최근의 정정 기록을 다시 정정해 주세요.');
        }
        const [row] = await tx
          .insert(expenditures)
          .values({
            memberId,
            date: request.date,
            kind: request.kind,
            institutionName: request.institutionName.normalize('NFC'),
            recipients: request.recipients.map((r) => r.normalize('NFC')),
            recipientCount: request.recipientCount,
            amount: request.amount,
            itemAmount: request.itemAmount,
            caseCount: request.kind === 'SURVEY' ? request.caseCount : null,
            productName: request.productName,
            note: request.note,
            correctsId: request.correctsId,
          })
          .returning();
        const stored = await insertFileRows(tx, staged, { kind: 'COMPLIANCE', uploaderId: memberId });
        if (stored.length) await tx.insert(expenditureFiles).values(stored.map((f) => ({ expenditureId: row!.id, fileId: f.id })));
        await audit(tx, memberId, actor, {
          entity: 'EXPENDITURE',
          entityId: row!.id,
          action: 'CREATE',
          summary: summaryOf(row!) + (request.correctsId ? ` (정정)` : ''),
          after: { ...row!, fileNames: stored.map((f) => f.originalName) },
        });
        return row!.id;
      }),
    { db, memberId },
  );
  const warnings = warningsOf(await yearEntries(db, memberId, Number(request.date.slice(0, 4))));
  return { id, warnings: warnings.get(id) ?? [] };
}

/** Deletes an entry on the day it was recorded (409 later: a correcting entry instead), with its receipts; audited. */
export async function removeExpenditure(db: Db, actor: Actor, id: number, today: Day): Promise<void> {
  const memberId = actor.id;
  const keys = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ entry: expenditures, corrected: correctors.id })
      .from(expenditures)
      .leftJoin(correctors, eq(correctors.correctsId, expenditures.id))
      .where(and(eq(expenditures.id, id), eq(expenditures.memberId, memberId)))
      .for('update', { of: expenditures });
    if (!found) throw notFound('지출 기록을 찾을 수 없습니다.');
    if (found.corrected !== null) throw new ApiHttpError(409, 'EXPENDITURE_CORRECTED', '정정된 기록은 삭제할 수 없습니다.');
    if (seoulDay(found.entry.createdAt) !== today)
      throw new ApiHttpError(409, 'EXPENDITURE_KEPT', '기록한 날이 지나 삭제할 수 없습니다. 「정정 입력」으로 바로잡아 주세요.');
    const files = await tx
      .select({ file: storedFiles })
      .from(expenditureFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, expenditureFiles.fileId))
      .where(eq(expenditureFiles.expenditureId, id));
    await tx.delete(expenditures).where(eq(expenditures.id, id));
    await deleteFileRows(
      tx,
      files.map((f) => f.file),
    );
    await audit(tx, memberId, actor, {
      entity: 'EXPENDITURE',
      entityId: id,
      action: 'DELETE',
      summary: summaryOf(found.entry),
      before: { ...found.entry, fileNames: files.map((f) => f.file.originalName) },
    });
    return files.map((f) => f.file.storageKey);
  });
  await removeStoredKeys(keys);
}
