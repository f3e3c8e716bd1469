import { and, asc, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { complianceRecordSchema } from '../../api/schema/compliance';
import type { ComplianceRecord } from '../../api/types';
import type { Db } from '../db';
import { complianceRecords, dealers, storedFiles } from '../db/schema';
import { notFound, toWireDateTime } from '../http';
import { deleteFileRows, insertFileRows, removeStoredKeys, withStagedFiles } from '../files/staged';
import type { AcceptedFile } from '../files/uploads';
import { audit, type Actor } from './audit';
import { documentLink } from './documents';
import { ComplianceKind } from '../../api/compliance-enums';

// What a member recorded for themselves (dealer_name null) and their dealers: 신고증 and training completions, each
// with its document. A dealer is named by a dealer row of the member's own; another member's row is 404.

export type RecordRow = typeof complianceRecords.$inferSelect;

/** The name of the member's own dealer row, or 404. */
export async function ownDealerName(db: Db, memberId: number, dealerId: number): Promise<string> {
  const [row] = await db
    .select({ dealerName: dealers.dealerName })
    .from(dealers)
    .where(and(eq(dealers.id, dealerId), eq(dealers.memberId, memberId)));
  if (!row) throw notFound('딜러를 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
  return row.dealerName;
}

/** Every record of the member, oldest first (the rules read them in order). */
export async function recordRows(db: Db, memberId: number): Promise<RecordRow[]> {
  return db.select().from(complianceRecords).where(eq(complianceRecords.memberId, memberId)).orderBy(asc(complianceRecords.id));
}

/** The member's records with their documents, newest first. */
export async function listRecords(db: Db, memberId: number): Promise<ComplianceRecord[]> {
  const rows = await db
    .select({ record: complianceRecords, file: storedFiles })
    .from(complianceRecords)
    .leftJoin(storedFiles, eq(storedFiles.id, complianceRecords.fileId))
    .where(eq(complianceRecords.memberId, memberId))
    .orderBy(desc(complianceRecords.id));
  return rows.map(({ record: r, file }) => {
    const doc = documentLink(file);
    return {
      id: r.id,
      subjectType: r.dealerName === null ? 'MEMBER' : 'DEALER',
      dealerName: r.dealerName,
      kind: r.kind,
      number: r.number,
      authority: r.authority,
      issuedAt: r.issuedAt,
      completedAt: r.completedAt,
      hours: r.hours,
      submittedAt: r.submittedAt,
      fileUrl: doc.url,
      fileName: doc.name,
      createdAt: toWireDateTime(r.createdAt),
    };
  });
}

type RecordRequest = v.InferOutput<typeof complianceRecordSchema>;

const recordSummary = (r: Pick<RecordRow, 'dealerName' | 'kind'>) => `${r.dealerName ?? '본인'} ${ComplianceKind.label(r.kind)}`;

/** Stores the document and the record together (all or nothing), with its audit row; answers the record's id. */
export async function addRecord(db: Db, actor: Actor, request: RecordRequest, file: AcceptedFile): Promise<number> {
  const memberId = actor.id;
  const dealerName = request.dealerId === null ? null : await ownDealerName(db, memberId, request.dealerId);
  const certificate = request.kind === 'CSO_CERTIFICATE';
  return withStagedFiles(
    'COMPLIANCE',
    [file],
    (staged) =>
      db.transaction(async (tx) => {
        const [stored] = await insertFileRows(tx, staged, { kind: 'COMPLIANCE', uploaderId: memberId });
        const [row] = await tx
          .insert(complianceRecords)
          .values({
            memberId,
            dealerName,
            kind: request.kind,
            // Only the fields of the record's kind are kept.
            number: certificate ? request.number : null,
            authority: certificate ? request.authority : null,
            issuedAt: certificate ? request.issuedAt : null,
            completedAt: certificate ? null : request.completedAt,
            hours: certificate ? null : request.hours,
            submittedAt: certificate ? null : request.submittedAt,
            fileId: stored?.id ?? null,
          })
          .returning();
        await audit(tx, memberId, actor, {
          entity: 'COMPLIANCE_RECORD',
          entityId: row!.id,
          action: 'CREATE',
          summary: recordSummary(row!),
          after: { ...row!, fileName: stored?.originalName ?? null },
        });
        return row!.id;
      }),
    { db, memberId },
  );
}

/** Deletes the member's own record and its document (someone else's: 404), with its audit row. */
export async function removeRecord(db: Db, actor: Actor, id: number): Promise<void> {
  const memberId = actor.id;
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(complianceRecords)
      .where(and(eq(complianceRecords.id, id), eq(complianceRecords.memberId, memberId)))
      .returning();
    if (!row) throw notFound('기록을 찾을 수 없습니다.');
    await audit(tx, memberId, actor, {
      entity: 'COMPLIANCE_RECORD',
      entityId: row.id,
      action: 'DELETE',
      summary: recordSummary(row),
      before: row,
    });
    if (row.fileId === null) return [];
    const files = await tx.select().from(storedFiles).where(eq(storedFiles.id, row.fileId));
    await deleteFileRows(tx, files);
    return files.map((f) => f.storageKey);
  });
  await removeStoredKeys(keys);
}
