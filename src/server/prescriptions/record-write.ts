import { and, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { prescriptionUpdateSchema } from '../../api/schema/prescriptions';
import { firstDay, latestPrescriptionMonth, monthOf, seoulMonth } from '../../lib/months';
import type { Db } from '../db';
import {
  dealers,
  partners,
  prescriptionPartnerFiles,
  prescriptionPartners,
  type DealerRow,
  type PartnerRow,
  type StoredFile,
} from '../db/schema';
import { ApiHttpError, badRequest, notFound } from '../http';
import { deleteFileRows, insertFileRows, removeStoredKeys, withStagedFiles, type StagedFiles, type Tx } from '../files/staged';
import type { AcceptedFile } from '../files/uploads';
import { checkFileCount } from './edi-files';
import { filesOfRecords } from './records';

// Writing EDI records. Rules: the dealer and the client are the member's and deal with the same drug company as the
// request names; the settlement month is this month in Korean time (the server decides); the prescription month is
// at most the month before it; one record per dealer × client × prescription month; only PENDING records change.
// Files are staged (src/server/files/staged.ts): taken from the member's daily upload quota, their bytes stored, then
// the record and its file rows written in one transaction; the bytes are removed again when it fails.

export interface RecordRefs {
  dealerId: number;
  partnerId: number;
  drugCompanyId: number;
  /** `yyyy-MM`. */
  prescriptionMonth: string;
}

export interface NewRecord extends RecordRefs {
  files: AcceptedFile[];
}

/** The settlement month of new records: this month in Seoul; a client that sends another is refused. */
export function settlementMonthFor(sent?: string | null, now = new Date()): string {
  const month = seoulMonth(now);
  if (sent && monthOf(sent) !== month) throw badRequest(`정산월은 이번 달(${month})이어야 합니다.`);
  return month;
}

/** Why a prescription month cannot be settled in `settlementMonth` (Korean), or null. */
export function prescriptionMonthProblem(prescriptionMonth: string, settlementMonth: string): string | null {
  const latest = latestPrescriptionMonth(settlementMonth);
  return monthOf(prescriptionMonth) > latest ? `처방월은 ${latest}까지 선택할 수 있습니다. (정산월 ${monthOf(settlementMonth)})` : null;
}

/** The member's dealer and client of a record, checked against each other and the request's drug company (400). */
export async function checkRefs(db: Db, memberId: number, refs: RecordRefs): Promise<{ dealer: DealerRow; partner: PartnerRow }> {
  const [dealer] = await db
    .select()
    .from(dealers)
    .where(and(eq(dealers.id, refs.dealerId), eq(dealers.memberId, memberId)));
  if (!dealer) throw badRequest('딜러를 찾을 수 없습니다. 딜러 목록에서 다시 선택해 주세요.');
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, refs.partnerId), eq(partners.memberId, memberId)));
  if (!partner) throw badRequest('거래처를 찾을 수 없습니다. 거래처 목록에서 다시 선택해 주세요.');
  if (dealer.drugCompanyId !== partner.drugCompanyId || dealer.drugCompanyId !== refs.drugCompanyId) {
    throw badRequest('딜러와 거래처의 제약사가 서로 다릅니다. 같은 제약사의 딜러와 거래처를 선택해 주세요.');
  }
  return { dealer, partner };
}

export const duplicateRecord = () =>
  new ApiHttpError(409, 'DUPLICATE_PRESCRIPTION', '같은 딜러·거래처·처방월의 실적이 이미 있습니다. 기존 실적을 수정해 주세요.');
const notPending = () => new ApiHttpError(409, 'NOT_PENDING', '접수대기 상태의 실적만 수정하거나 삭제할 수 있습니다.');
const changedMeanwhile = () =>
  new ApiHttpError(409, 'CONFLICT', '다른 곳에서 먼저 이 실적을 수정했습니다. 새로고침한 뒤 다시 시도해 주세요.');

/** A unique violation (the same dealer × client × month written meanwhile) becomes 409; other errors stay as they are. */
function rethrowDuplicate(err: unknown): never {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') throw duplicateRecord();
  }
  throw err;
}

/** Rows for staged EDI files, linked to a record in upload order from `position` (inside the record's transaction). */
async function attachFiles(tx: Tx, memberId: number, recordId: number, staged: StagedFiles, position = 0): Promise<void> {
  const rows = await insertFileRows(tx, staged, { kind: 'EDI', uploaderId: memberId });
  if (!rows.length) return;
  await tx
    .insert(prescriptionPartnerFiles)
    .values(rows.map((r, i) => ({ prescriptionPartnerId: recordId, fileId: r.id, position: position + i })));
}

/** Creates records with their files in one transaction (all or none); answers their ids. 409 for a duplicate. */
export async function createRecords(db: Db, memberId: number, records: NewRecord[], settlementMonth: string): Promise<number[]> {
  const write = (staged: StagedFiles) =>
    db.transaction(async (tx) => {
      const ids: number[] = [];
      let at = 0; // the staged keys follow the records' files in order: each record takes the next r.files.length
      for (const r of records) {
        const [row] = await tx
          .insert(prescriptionPartners)
          .values({
            memberId,
            dealerId: r.dealerId,
            partnerId: r.partnerId,
            drugCompanyId: r.drugCompanyId,
            prescriptionMonth: firstDay(r.prescriptionMonth),
            settlementMonth: firstDay(settlementMonth),
          })
          .returning({ id: prescriptionPartners.id });
        const id = (row as { id: number }).id;
        await attachFiles(tx, memberId, id, { files: r.files, keys: staged.keys.slice(at, at + r.files.length) });
        at += r.files.length;
        ids.push(id);
      }
      return ids;
    });
  const files = records.flatMap((r) => r.files);
  return withStagedFiles('edi', files, write, { db, memberId }).catch(rethrowDuplicate);
}

/** Whether the member already has a record for this dealer × client × month (other than `except`). */
export async function recordExists(db: Db, memberId: number, refs: RecordRefs, except?: number): Promise<boolean> {
  const conds = [
    eq(prescriptionPartners.memberId, memberId),
    eq(prescriptionPartners.dealerId, refs.dealerId),
    eq(prescriptionPartners.partnerId, refs.partnerId),
    eq(prescriptionPartners.prescriptionMonth, firstDay(refs.prescriptionMonth)),
  ];
  if (except) conds.push(ne(prescriptionPartners.id, except));
  const rows = await db
    .select({ id: prescriptionPartners.id })
    .from(prescriptionPartners)
    .where(and(...conds))
    .limit(1);
  return rows.length > 0;
}

export type RecordUpdate = v.InferOutput<typeof prescriptionUpdateSchema>;

/**
 * Changes a PENDING record of the member: fields sent replace, `keepFileIds` are the files that stay (not sent: all),
 * new files are added; 1–30 files after the change. The write is conditional on the version read first, so of two
 * concurrent changes exactly one wins and the other gets 409.
 */
export async function updateRecord(db: Db, memberId: number, request: RecordUpdate, added: AcceptedFile[]): Promise<void> {
  const id = request.prescriptionPartnerId;
  const [current] = await db
    .select()
    .from(prescriptionPartners)
    .where(and(eq(prescriptionPartners.id, id), eq(prescriptionPartners.memberId, memberId)));
  if (!current) throw notFound();
  if (current.status !== 'PENDING') throw notPending();

  const refs: RecordRefs = {
    dealerId: request.dealerId ?? current.dealerId,
    partnerId: request.partnerId ?? current.partnerId,
    drugCompanyId: request.drugCompanyId ?? current.drugCompanyId,
    prescriptionMonth: request.prescriptionMonth ?? monthOf(current.prescriptionMonth),
  };
  const monthProblem = prescriptionMonthProblem(refs.prescriptionMonth, current.settlementMonth);
  if (monthProblem) throw badRequest(monthProblem);
  await checkRefs(db, memberId, refs);
  if (await recordExists(db, memberId, refs, id)) throw duplicateRecord();

  const files = (await filesOfRecords(db, [id])).get(id) ?? [];
  const keep = request.keepFileIds ?? files.map((f) => f.id);
  const known = new Set(files.map((f) => f.id));
  if (keep.some((fileId) => !known.has(fileId))) throw badRequest('남길 파일(keepFileIds) 중 이 실적의 파일이 아닌 것이 있습니다.');
  checkFileCount(keep.length + added.length);
  const removed: StoredFile[] = files.filter((f) => !keep.includes(f.id));

  const write = (staged: StagedFiles) =>
    db.transaction(async (tx) => {
      const changed = await tx
        .update(prescriptionPartners)
        .set({
          dealerId: refs.dealerId,
          partnerId: refs.partnerId,
          drugCompanyId: refs.drugCompanyId,
          prescriptionMonth: firstDay(refs.prescriptionMonth),
          version: sql`${prescriptionPartners.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(prescriptionPartners.id, id),
            eq(prescriptionPartners.memberId, memberId),
            eq(prescriptionPartners.status, 'PENDING'),
            eq(prescriptionPartners.version, current.version),
          ),
        )
        .returning({ id: prescriptionPartners.id });
      if (!changed.length) throw changedMeanwhile();
      await deleteFileRows(tx, removed);
      await attachFiles(tx, memberId, id, staged, files.length);
    });
  await withStagedFiles('edi', added, write, { db, memberId }).catch(rethrowDuplicate);
  await removeStoredKeys(removed.map((f) => f.storageKey));
}

/** Deletes a PENDING record of the member with its files (404 someone else's, 409 not PENDING). */
export async function deleteRecord(db: Db, memberId: number, id: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const linked = (await filesOfRecords(tx, [id])).get(id) ?? [];
    const gone = await tx
      .delete(prescriptionPartners)
      .where(and(eq(prescriptionPartners.id, id), eq(prescriptionPartners.memberId, memberId), eq(prescriptionPartners.status, 'PENDING')))
      .returning({ id: prescriptionPartners.id });
    if (!gone.length) {
      const [row] = await tx
        .select({ status: prescriptionPartners.status })
        .from(prescriptionPartners)
        .where(and(eq(prescriptionPartners.id, id), eq(prescriptionPartners.memberId, memberId)));
      throw row ? notPending() : notFound();
    }
    await deleteFileRows(tx, linked);
    return linked;
  });
  await removeStoredKeys(files.map((f) => f.storageKey));
}
