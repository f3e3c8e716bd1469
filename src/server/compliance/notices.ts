import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { noticeUpdateSchema } from '../../api/schema/compliance';
import type { RedelegationNotice } from '../../api/types';
import { noticeDueDate, noticeStatus, type Day } from '../../lib/compliance-rules';
import type { Db } from '../db';
import { dealerContracts, dealers, drugCompanies, redelegationNotices, storedFiles } from '../db/schema';
import { ApiHttpError, badRequest, notFound } from '../http';
import { deleteFileRows, insertFileRows, removeStoredKeys, withStagedFiles } from '../files/staged';
import type { AcceptedFile } from '../files/uploads';
import { audit, type Actor } from './audit';
import { documentLink } from './documents';

// The re-delegation notice (재위탁 통보) of each dealer row: a dealer working for one drug company is a sub-contract the
// drug company must be told of in writing within 30 days. Every dealer row has one notice; its sub-contract date
// starts as the day the row was created (in Korea) and the member may change it; it is SENT once a sending date is
// recorded, with an optional proof. The notice is created with its dealer row (createDealers; the migration that added
// notices gave existing rows theirs), so reading never writes. Once the dealer row has a contract version, the
// sub-contract date is the first version's start date (the member no longer sets it here). Every change is audited.

/** Gives every dealer row of the member its notice, once (inside the transaction that created the rows). */
export async function ensureNotices(db: Pick<Db, 'execute'>, memberId: number): Promise<void> {
  await db.execute(sql`
    insert into ${redelegationNotices} (dealer_id, contract_date)
    select d.id, (d.created_at at time zone 'Asia/Seoul')::date
    from ${dealers} d
    left join ${redelegationNotices} n on n.dealer_id = d.id
    where n.id is null and d.member_id = ${memberId}
    on conflict (dealer_id) do nothing`);
}

const noticeColumns = {
  notice: redelegationNotices,
  dealerName: dealers.dealerName,
  memberId: dealers.memberId,
  drugCompanyName: drugCompanies.name,
  proofName: storedFiles.originalName,
  /** The first contract version's start date, when the dealer row has one. */
  firstContractDate: sql<string | null>`(select ${dealerContracts.startDate} from ${dealerContracts}
    where ${dealerContracts.dealerId} = ${dealers.id} order by ${dealerContracts.version} limit 1)`,
};

type NoticeRow = {
  notice: typeof redelegationNotices.$inferSelect;
  dealerName: string;
  drugCompanyName: string;
  proofName: string | null;
  firstContractDate: string | null;
};

/** The sub-contract date in force: the first contract version's, else the notice's own. */
export const contractDateOf = (r: Pick<NoticeRow, 'notice' | 'firstContractDate'>): Day => r.firstContractDate ?? r.notice.contractDate;

const toNotice = (row: NoticeRow, today: Day): RedelegationNotice => {
  const { notice: n, dealerName, drugCompanyName, proofName } = row;
  const proof = documentLink(n.proofFileId !== null && proofName !== null ? { id: n.proofFileId, originalName: proofName } : null);
  const contractDate = contractDateOf(row);
  return {
    id: n.id,
    dealerId: n.dealerId,
    dealerName,
    drugCompanyName,
    contractDate,
    fromContract: row.firstContractDate !== null,
    dueDate: noticeDueDate(contractDate),
    status: noticeStatus(contractDate, n.sentAt, today),
    sentAt: n.sentAt,
    proofFileUrl: proof.url,
    proofFileName: proof.name,
  };
};

const selectNotices = (db: Db) =>
  db
    .select(noticeColumns)
    .from(redelegationNotices)
    .innerJoin(dealers, eq(dealers.id, redelegationNotices.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, dealers.drugCompanyId))
    .leftJoin(storedFiles, eq(storedFiles.id, redelegationNotices.proofFileId));

/** The member's notices, by dealer then drug company. */
export async function listNotices(db: Db, memberId: number, today: Day): Promise<RedelegationNotice[]> {
  const rows = await selectNotices(db).where(eq(dealers.memberId, memberId)).orderBy(asc(dealers.dealerName), asc(drugCompanies.name));
  return rows.map((r) => toNotice(r, today));
}

/** The member's own notice row, or 404. */
export async function ownNotice(db: Db, memberId: number, id: number): Promise<NoticeRow> {
  const [row] = await selectNotices(db).where(and(eq(redelegationNotices.id, id), eq(dealers.memberId, memberId)));
  if (!row) throw notFound('재위탁 통보 정보를 찾을 수 없습니다.');
  return row;
}

type NoticeUpdate = v.InferOutput<typeof noticeUpdateSchema>;

const noticeSummary = (r: Pick<NoticeRow, 'dealerName' | 'drugCompanyName'>) => `${r.dealerName}(${r.drugCompanyName}) 재위탁 통보`;
const auditedFields = (n: typeof redelegationNotices.$inferSelect) => ({
  contractDate: n.contractDate,
  sentAt: n.sentAt,
  proofFileId: n.proofFileId,
});

/** Changes the sub-contract date and/or the sending date (null = not sent); a notice is not sent before its contract. */
export async function updateNotice(db: Db, actor: Actor, id: number, patch: NoticeUpdate, today: Day): Promise<RedelegationNotice> {
  const memberId = actor.id;
  const row = await ownNotice(db, memberId, id);
  if (patch.contractDate !== undefined && row.firstContractDate !== null && patch.contractDate !== row.firstContractDate)
    throw new ApiHttpError(
      409,
      'CONTRACT_DATE_FROM_CONTRACT',
      '재위탁계약서가 등록되어 있어 계약일은 첫 계약서의 시작일을 따릅니다. 계약서를 새 버전으로 등록해 주세요.',
    );
  const contractDate = patch.contractDate ?? row.notice.contractDate;
  const sentAt = patch.sentAt === undefined ? row.notice.sentAt : patch.sentAt;
  if (sentAt && sentAt < contractDateOf({ ...row, notice: { ...row.notice, contractDate } }))
    throw badRequest('통보일은 재위탁 계약일보다 앞설 수 없습니다.');
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(redelegationNotices)
      .set({ contractDate, sentAt, updatedAt: new Date() })
      .where(eq(redelegationNotices.id, id))
      .returning();
    await audit(tx, memberId, actor, {
      entity: 'REDELEGATION_NOTICE',
      entityId: id,
      action: 'UPDATE',
      summary: noticeSummary(row),
      before: auditedFields(row.notice),
      after: auditedFields(after!),
    });
  });
  return toNotice(await ownNotice(db, memberId, id), today);
}

/** Attaches the proof of sending, replacing (and removing) an earlier one. */
export async function attachProof(db: Db, actor: Actor, id: number, file: AcceptedFile, today: Day): Promise<RedelegationNotice> {
  const memberId = actor.id;
  const row = await ownNotice(db, memberId, id);
  const oldKeys = await withStagedFiles(
    'COMPLIANCE',
    [file],
    (staged) =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(redelegationNotices).where(eq(redelegationNotices.id, id)).for('update');
        const [stored] = await insertFileRows(tx, staged, { kind: 'COMPLIANCE', uploaderId: memberId });
        const [after] = await tx
          .update(redelegationNotices)
          .set({ proofFileId: stored!.id, updatedAt: new Date() })
          .where(eq(redelegationNotices.id, id))
          .returning();
        const old = current?.proofFileId ? await tx.select().from(storedFiles).where(eq(storedFiles.id, current.proofFileId)) : [];
        await audit(tx, memberId, actor, {
          entity: 'REDELEGATION_NOTICE',
          entityId: id,
          action: 'UPDATE',
          summary: `${noticeSummary(row)} 증빙`,
          before: { ...auditedFields(current!), proofFileName: old[0]?.originalName ?? null },
          after: { ...auditedFields(after!), proofFileName: stored!.originalName },
        });
        await deleteFileRows(tx, old);
        return old.map((f) => f.storageKey);
      }),
    { db, memberId },
  );
  await removeStoredKeys(oldKeys);
  return toNotice(await ownNotice(db, memberId, id), today);
}

/** Notices not yet sent, of every member (the reminder job). */
export async function openNotices(db: Db) {
  return db
    .select({
      id: redelegationNotices.id,
      memberId: dealers.memberId,
      contractDate: sql<string>`coalesce(${noticeColumns.firstContractDate}, ${redelegationNotices.contractDate})`,
      dealerName: dealers.dealerName,
      drugCompanyName: drugCompanies.name,
    })
    .from(redelegationNotices)
    .innerJoin(dealers, eq(dealers.id, redelegationNotices.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, dealers.drugCompanyId))
    .where(isNull(redelegationNotices.sentAt));
}
