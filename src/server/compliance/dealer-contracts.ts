import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type * as v from 'valibot';
import type { dealerContractSchema } from '../../api/schema/records';
import type { DealerContract } from '../../api/types';
import { contractRetainUntil, daysUntil, seoulDay, type Day } from '../../lib/compliance-rules';
import { formatDate } from '../../lib/format';
import type { Db } from '../db';
import { dealerContractRates, dealerContracts, dealers, drugCompanies, products, redelegationNotices, storedFiles } from '../db/schema';
import { ApiHttpError, badRequest, notFound, toWireDateTime } from '../http';
import { deleteFileRows, insertFileRows, removeStoredKeys, withStagedFiles } from '../files/staged';
import type { AcceptedFile } from '../files/uploads';
import { audit, type Actor } from './audit';
import { documentLink } from './documents';

// The versions of a dealer row's sub-contract (재위탁계약), each with its per-product commission rates and the signed
// file. A change is a new version; nothing is edited. A version may be deleted only before anyone relied on it (the
// day it was recorded, while the dealer row's re-delegation notice is unsent) or once its legal retention (5 years
// after its end date) is over; otherwise 409 with the reason. Another member's dealer row is 404.

type ContractRow = typeof dealerContracts.$inferSelect;
type ContractRequest = v.InferOutput<typeof dealerContractSchema>;

/** The member's own dealer row with its drug company and notice, or 404. */
export async function ownDealer(db: Db, memberId: number, dealerId: number) {
  const [row] = await db
    .select({ dealer: dealers, companyName: drugCompanies.name, noticeSentAt: redelegationNotices.sentAt })
    .from(dealers)
    .innerJoin(drugCompanies, eq(drugCompanies.id, dealers.drugCompanyId))
    .leftJoin(redelegationNotices, eq(redelegationNotices.dealerId, dealers.id))
    .where(and(eq(dealers.id, dealerId), eq(dealers.memberId, memberId)));
  if (!row) throw notFound('딜러를 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
  return row;
}

/** Why a version may not be deleted today, or null when it may. */
export function contractLock(row: Pick<ContractRow, 'createdAt' | 'endDate'>, noticeSent: boolean, today: Day): string | null {
  const retainUntil = contractRetainUntil(row.endDate);
  if (retainUntil && daysUntil(retainUntil, today) < 0) return null;
  if (seoulDay(row.createdAt) === today && !noticeSent) return null;
  if (seoulDay(row.createdAt) === today) return '재위탁 통보를 마친 계약은 삭제할 수 없습니다. 바뀐 내용은 새 버전으로 등록해 주세요.';
  if (!retainUntil) return '진행 중인 계약은 종료 후 5년까지 보존해야 해 삭제할 수 없습니다. 바뀐 내용은 새 버전으로 등록해 주세요.';
  return `법정 보존 기간(${formatDate(retainUntil)}까지)이라 삭제할 수 없습니다.`;
}

const bpOf = (percent: number) => Math.round(percent * 100);
const summaryOf = (dealerName: string, companyName: string, version: number) => `${dealerName}(${companyName}) 재위탁계약 ${version}차`;

/** The dealer row's versions, newest first. */
export async function listContracts(db: Db, memberId: number, dealerId: number, today: Day): Promise<DealerContract[]> {
  const { noticeSentAt } = await ownDealer(db, memberId, dealerId);
  const rows = await db
    .select({ contract: dealerContracts, file: storedFiles })
    .from(dealerContracts)
    .leftJoin(storedFiles, eq(storedFiles.id, dealerContracts.fileId))
    .where(eq(dealerContracts.dealerId, dealerId))
    .orderBy(desc(dealerContracts.version));
  const rates = rows.length
    ? await db
        .select()
        .from(dealerContractRates)
        .where(
          inArray(
            dealerContractRates.contractId,
            rows.map((r) => r.contract.id),
          ),
        )
        .orderBy(dealerContractRates.productName)
    : [];
  return rows.map(({ contract: c, file }) => {
    const doc = documentLink(file);
    const lockedReason = contractLock(c, noticeSentAt !== null, today);
    return {
      id: c.id,
      version: c.version,
      startDate: c.startDate,
      endDate: c.endDate,
      rates: rates
        .filter((r) => r.contractId === c.id)
        .map((r) => ({ productId: r.productId, productName: r.productName, feeRate: r.feeRateBp / 100 })),
      fileUrl: doc.url ?? '',
      fileName: doc.name ?? '',
      createdByName: c.createdByName,
      createdAt: toWireDateTime(c.createdAt),
      retainUntil: contractRetainUntil(c.endDate),
      deletable: lockedReason === null,
      lockedReason,
    };
  });
}

/** Records a new version (the next number) with its rates and file, all or nothing, audited. */
export async function addContract(
  db: Db,
  actor: Actor,
  dealerId: number,
  request: ContractRequest,
  file: AcceptedFile,
): Promise<{ id: number; version: number }> {
  const memberId = actor.id;
  const { dealer, companyName } = await ownDealer(db, memberId, dealerId);
  const ids = request.rates.map((r) => r.productId);
  const found = await db
    .select({ id: products.id, name: products.productName })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.drugCompanyId, dealer.drugCompanyId)));
  if (found.length !== ids.length) throw badRequest(`${companyName}의 품목만 넣을 수 있습니다. 품목을 목록에서 다시 골라 주세요.`);
  const names = new Map(found.map((p) => [p.id, p.name]));
  return withStagedFiles(
    'COMPLIANCE',
    [file],
    (staged) =>
      db.transaction(async (tx) => {
        // The dealer row is locked so two requests cannot take the same version number.
        await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId)).for('update');
        const [last] = await tx
          .select({ n: max(dealerContracts.version) })
          .from(dealerContracts)
          .where(eq(dealerContracts.dealerId, dealerId));
        const version = (last?.n ?? 0) + 1;
        const [stored] = await insertFileRows(tx, staged, { kind: 'COMPLIANCE', uploaderId: memberId });
        const [row] = await tx
          .insert(dealerContracts)
          .values({
            memberId,
            dealerId,
            version,
            startDate: request.startDate,
            endDate: request.endDate,
            fileId: stored!.id,
            createdByName: actor.name,
          })
          .returning();
        const rates = request.rates.map((r) => ({
          contractId: row!.id,
          productId: r.productId,
          productName: names.get(r.productId) as string,
          feeRateBp: bpOf(r.feeRate),
        }));
        await tx.insert(dealerContractRates).values(rates);
        await audit(tx, memberId, actor, {
          entity: 'DEALER_CONTRACT',
          entityId: row!.id,
          action: 'CREATE',
          summary: summaryOf(dealer.dealerName, companyName, version),
          after: {
            ...row!,
            fileName: stored!.originalName,
            rates: rates.map(({ productName, feeRateBp }) => ({ productName, feeRate: feeRateBp / 100 })),
          },
        });
        return { id: row!.id, version };
      }),
    { db, memberId },
  );
}

/** Deletes a version when contractLock allows it (409 with the reason otherwise), with its file; audited. */
export async function removeContract(db: Db, actor: Actor, dealerId: number, contractId: number, today: Day): Promise<void> {
  const memberId = actor.id;
  const { dealer, companyName, noticeSentAt } = await ownDealer(db, memberId, dealerId);
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dealerContracts)
      .where(and(eq(dealerContracts.id, contractId), eq(dealerContracts.dealerId, dealerId)))
      .for('update');
    if (!row) throw notFound('계약서를 찾을 수 없습니다.');
    const reason = contractLock(row, noticeSentAt !== null, today);
    if (reason) throw new ApiHttpError(409, 'CONTRACT_RETAINED', reason);
    const rates = await tx.select().from(dealerContractRates).where(eq(dealerContractRates.contractId, row.id));
    const files = row.fileId === null ? [] : await tx.select().from(storedFiles).where(eq(storedFiles.id, row.fileId));
    await tx.delete(dealerContracts).where(eq(dealerContracts.id, row.id));
    await deleteFileRows(tx, files);
    await audit(tx, memberId, actor, {
      entity: 'DEALER_CONTRACT',
      entityId: row.id,
      action: 'DELETE',
      summary: summaryOf(dealer.dealerName, companyName, row.version),
      before: {
        ...row,
        fileName: files[0]?.originalName ?? null,
        rates: rates.map(({ productName, feeRateBp }) => ({ productName, feeRate: feeRateBp / 100 })),
      },
    });
    return files.map((f) => f.storageKey);
  });
  await removeStoredKeys(keys);
}
