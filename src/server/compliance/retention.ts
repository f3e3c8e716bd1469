import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RetainedRecords } from '../../api/types';
import { addCalendarMonths, contractRetainUntil, expenditureRetainUntil, RETENTION_YEARS, type Day } from '../../lib/compliance-rules';
import type { Db } from '../db';
import {
  auditLog,
  complianceRecords,
  dealerContracts,
  dealers,
  expenditureFiles,
  expenditures,
  members,
  redelegationNotices,
  storedFiles,
  type StoredFile,
} from '../db/schema';
import { deleteFiles } from '../files/staged';

// Retention by law outlives a withdrawal. A withdrawn member's row stays (my-page/withdraw.ts), and with it what the law
// requires to be kept 5 years: contract versions (from their end; a contract still running at withdrawal ends then),
// the expenditure ledger with its receipts (from its report's due date), and the compliance records, notices and
// audit trail (from the withdrawal). Nobody reads them meanwhile: the member can no longer sign in, every route of
// these records is the member's own, and editors have none. The hourly cleanup removes them, files included, once
// their period is over. The withdrawal screen shows what will stay and until when (retainedRecords).

const yearsAfter = (day: Day) => addCalendarMonths(day, RETENTION_YEARS * 12);
const latest = (days: readonly Day[]) => days.reduce<Day | null>((a, b) => (a === null || b > a ? b : a), null);

/** What would stay if the member withdrew on `today`, and until when. */
export async function retainedRecords(db: Db, memberId: number, today: Day): Promise<RetainedRecords[]> {
  const [contracts, ledger, [records], [notices]] = await Promise.all([
    db.select({ endDate: dealerContracts.endDate }).from(dealerContracts).where(eq(dealerContracts.memberId, memberId)),
    db.select({ date: expenditures.date }).from(expenditures).where(eq(expenditures.memberId, memberId)),
    db.select({ n: count() }).from(complianceRecords).where(eq(complianceRecords.memberId, memberId)),
    db
      .select({ n: count() })
      .from(redelegationNotices)
      .innerJoin(dealers, eq(dealers.id, redelegationNotices.dealerId))
      .where(and(eq(dealers.memberId, memberId), isNotNull(redelegationNotices.sentAt))),
  ]);
  const out: RetainedRecords[] = [];
  if (contracts.length)
    out.push({
      entity: 'DEALER_CONTRACT',
      count: contracts.length,
      retainUntil: latest(contracts.map((c) => contractRetainUntil(c.endDate && c.endDate < today ? c.endDate : today) as Day)),
    });
  if (ledger.length)
    out.push({ entity: 'EXPENDITURE', count: ledger.length, retainUntil: latest(ledger.map((e) => expenditureRetainUntil(e.date))) });
  if (records?.n) out.push({ entity: 'COMPLIANCE_RECORD', count: records.n, retainUntil: yearsAfter(today) });
  if (notices?.n) out.push({ entity: 'REDELEGATION_NOTICE', count: notices.n, retainUntil: yearsAfter(today) });
  return out;
}

/** The last expenditure date whose retention is over on `today` (entries up to it go). */
function lastExpiredLedgerDay(today: Day): Day {
  let year = Number(today.slice(0, 4));
  while (expenditureRetainUntil(`${year}-12-31`) >= today) year -= 1;
  return `${year}-12-31`;
}

/** When a withdrawn member's contract version may go: 5 years after its end, or after the withdrawal if it ran on. */
const contractOver = (endDate: Day | null, withdrawnDay: Day, today: Day) =>
  (contractRetainUntil(endDate && endDate < withdrawnDay ? endDate : withdrawnDay) as Day) < today;

/**
 * The withdrawn members with something to remove on `today`, in a few reads and no transaction: the hourly sweep then
 * opens one transaction per member who has work, not one per member who ever withdrew.
 */
async function membersDue(db: Db, today: Day): Promise<{ id: number; day: Day }[]> {
  const withdrawnDay = sql<Day>`(${members.withdrawnAt} at time zone 'Asia/Seoul')::date::text`;
  const withdrawn = and(eq(members.accountStatus, 'DELETED'), isNotNull(members.withdrawnAt));
  const [all, contracts, ledger, records, trail, proofs] = await Promise.all([
    db.select({ id: members.id, day: withdrawnDay }).from(members).where(withdrawn),
    db
      .select({ memberId: dealerContracts.memberId, endDate: dealerContracts.endDate, day: withdrawnDay })
      .from(dealerContracts)
      .innerJoin(members, eq(members.id, dealerContracts.memberId))
      .where(withdrawn),
    db
      .selectDistinct({ memberId: expenditures.memberId })
      .from(expenditures)
      .innerJoin(members, eq(members.id, expenditures.memberId))
      .where(and(withdrawn, sql`${expenditures.date} <= ${lastExpiredLedgerDay(today)}`)),
    db
      .selectDistinct({ memberId: complianceRecords.memberId })
      .from(complianceRecords)
      .innerJoin(members, eq(members.id, complianceRecords.memberId))
      .where(withdrawn),
    db
      .selectDistinct({ memberId: auditLog.memberId })
      .from(auditLog)
      .innerJoin(members, eq(members.id, auditLog.memberId))
      .where(withdrawn),
    db
      .selectDistinct({ memberId: dealers.memberId })
      .from(redelegationNotices)
      .innerJoin(dealers, eq(dealers.id, redelegationNotices.dealerId))
      .innerJoin(members, eq(members.id, dealers.memberId))
      .where(and(withdrawn, isNotNull(redelegationNotices.proofFileId))),
  ]);
  const due = new Set([
    ...contracts.filter((c) => contractOver(c.endDate, c.day, today)).map((c) => c.memberId),
    ...ledger.map((l) => l.memberId),
  ]);
  const kept = new Set([...records, ...trail, ...proofs].map((r) => r.memberId));
  return all.filter((m) => due.has(m.id) || (kept.has(m.id) && yearsAfter(m.day) < today));
}

/** Removes the records of withdrawn members whose retention is over on `today`, files included; answers how many. */
export async function sweepExpiredRecords(db: Db, today: Day): Promise<number> {
  let removed = 0;
  for (const m of await membersDue(db, today)) {
    const files: StoredFile[] = [];
    const withdrawalOver = yearsAfter(m.day) < today;
    await db.transaction(async (tx) => {
      const contracts = (await tx.select().from(dealerContracts).where(eq(dealerContracts.memberId, m.id))).filter((c) =>
        contractOver(c.endDate, m.day, today),
      );
      const ledger = await tx
        .select({ id: expenditures.id })
        .from(expenditures)
        .where(and(eq(expenditures.memberId, m.id), sql`${expenditures.date} <= ${lastExpiredLedgerDay(today)}`));
      const records = withdrawalOver ? await tx.select().from(complianceRecords).where(eq(complianceRecords.memberId, m.id)) : [];
      const fileIds = [
        ...contracts.map((c) => c.fileId),
        ...records.map((r) => r.fileId),
        ...(ledger.length
          ? (
              await tx
                .select({ fileId: expenditureFiles.fileId })
                .from(expenditureFiles)
                .where(
                  inArray(
                    expenditureFiles.expenditureId,
                    ledger.map((e) => e.id),
                  ),
                )
            ).map((f) => f.fileId)
          : []),
      ].filter((id): id is number => id !== null);
      if (withdrawalOver) {
        const proofs = await tx
          .select({ id: redelegationNotices.id, fileId: redelegationNotices.proofFileId })
          .from(redelegationNotices)
          .innerJoin(dealers, eq(dealers.id, redelegationNotices.dealerId))
          .where(and(eq(dealers.memberId, m.id), isNotNull(redelegationNotices.proofFileId)));
        fileIds.push(...proofs.map((p) => p.fileId as number));
        if (proofs.length)
          await tx
            .update(redelegationNotices)
            .set({ proofFileId: null, sentAt: null })
            .where(
              inArray(
                redelegationNotices.id,
                proofs.map((p) => p.id),
              ),
            );
        await tx.delete(complianceRecords).where(eq(complianceRecords.memberId, m.id));
        await tx.delete(auditLog).where(eq(auditLog.memberId, m.id));
      }
      if (contracts.length)
        await tx.delete(dealerContracts).where(
          inArray(
            dealerContracts.id,
            contracts.map((c) => c.id),
          ),
        );
      if (ledger.length)
        await tx.delete(expenditures).where(
          inArray(
            expenditures.id,
            ledger.map((e) => e.id),
          ),
        );
      if (fileIds.length) files.push(...(await tx.select().from(storedFiles).where(inArray(storedFiles.id, fileIds))));
      removed += contracts.length + ledger.length + records.length;
    });
    await deleteFiles(db, files);
  }
  return removed;
}
