import { eq } from 'drizzle-orm';
import { EDI_CLAIM_IDLE_MINUTES } from '../../api/schema/edi-entry-limits';
import type { EdiClaim } from '../../api/types';
import type { Db } from '../db';
import { members, prescriptionClaims, prescriptionPartners, type Member, type PrescriptionPartnerRow } from '../db/schema';
import { ApiHttpError, notFound, toWireDateTime } from '../http';
import { recordStaffAction } from '../staff/audit';
import { setRecordsStatus } from './lines';

// Claims on EDI records (처리 시작): one staff member works on a record at a time. Claiming a PENDING record makes it
// IN_PROGRESS (the member can no longer change or delete it: their writes are conditional on PENDING) and names the
// holder and the time in prescription_claims, which the queue and the record show to every staff member. Every write
// of the holder (a line saved, the claim renewed) moves `active_at`; 30 minutes after it the claim has lapsed, and
// another staff member may take it over with 처리 시작. The holder's own lapsed claim still holds while nobody took it
// over, so coming back from a break just goes on. Releasing (처리 중단) is explicit and leaves the record IN_PROGRESS.
//
// Every write locks the record's row first (SELECT … FOR UPDATE): two staff members claiming at once, a claim and a
// member's change, or two line saves of one record are one after the other, and the loser reads what the winner
// wrote. Times come from the application's clock (`new Date()`), never the database's, so tests move one clock.

export const CLAIM_IDLE_MS = EDI_CLAIM_IDLE_MINUTES * 60_000;

type Staff = Pick<Member, 'id' | 'userId'>;

export interface ClaimRow {
  staffId: number;
  staffUserId: string;
  staffName: string;
  claimedAt: Date;
  activeAt: Date;
}

export const claimLapsed = (claim: Pick<ClaimRow, 'activeAt'>, now: Date) => now.getTime() - claim.activeAt.getTime() >= CLAIM_IDLE_MS;

/** The claim as staff read it. */
export function claimView(claim: ClaimRow | null, viewerId: number, now = new Date()): EdiClaim | null {
  if (!claim) return null;
  return {
    staffUserId: claim.staffUserId,
    staffName: claim.staffName,
    claimedAt: toWireDateTime(claim.claimedAt),
    activeAt: toWireDateTime(claim.activeAt),
    expiresAt: toWireDateTime(new Date(claim.activeAt.getTime() + CLAIM_IDLE_MS)),
    lapsed: claimLapsed(claim, now),
    mine: claim.staffId === viewerId,
  };
}

const seoulTime = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hour: 'numeric', minute: '2-digit' });

export const recordMissing = () => notFound('실적을 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');

export const claimedByOther = (claim: ClaimRow) =>
  new ApiHttpError(
    409,
    'CLAIMED_BY_OTHER',
    `${claim.staffName}(${claim.staffUserId}) 님이 ${seoulTime.format(claim.claimedAt)}부터 처리 중인 실적입니다. ` +
      `${EDI_CLAIM_IDLE_MINUTES}분 동안 활동이 없으면 이어받을 수 있습니다.`,
  );
const claimLapsedForOther = (claim: ClaimRow) =>
  new ApiHttpError(
    409,
    'CLAIM_LAPSED',
    `${claim.staffName}(${claim.staffUserId}) 님의 처리가 ${EDI_CLAIM_IDLE_MINUTES}분 넘게 멈춰 있습니다. 이어서 입력하려면 처리 시작을 눌러 이어받아 주세요.`,
  );
const notClaimed = () =>
  new ApiHttpError(409, 'NOT_CLAIMED', '처리 시작을 먼저 눌러 주세요. 처리 중인 사람만 제품 내역을 입력하고 입력완료할 수 있습니다.');
export const recordCompleted = () => new ApiHttpError(409, 'RECORD_COMPLETED', '입력완료된 실적입니다. 고치려면 먼저 다시 열어 주세요.');

export interface LockedRecord {
  record: PrescriptionPartnerRow;
  claim: ClaimRow | null;
}

/** Locks the record's row for the transaction and reads it with its claim (404 when there is no such record). */
export async function lockRecord(tx: Db, id: number): Promise<LockedRecord> {
  const [record] = await tx.select().from(prescriptionPartners).where(eq(prescriptionPartners.id, id)).for('update');
  if (!record) throw recordMissing();
  const [claim] = await tx
    .select({
      staffId: prescriptionClaims.staffId,
      staffUserId: members.userId,
      staffName: members.name,
      claimedAt: prescriptionClaims.claimedAt,
      activeAt: prescriptionClaims.activeAt,
    })
    .from(prescriptionClaims)
    .innerJoin(members, eq(members.id, prescriptionClaims.staffId))
    .where(eq(prescriptionClaims.prescriptionPartnerId, id));
  return { record, claim: claim ?? null };
}

/** Names `staff` the holder from `now` (a new claim, or one taken over). */
async function holdClaim(tx: Db, recordId: number, staff: Staff, now: Date): Promise<void> {
  await tx
    .insert(prescriptionClaims)
    .values({ prescriptionPartnerId: recordId, staffId: staff.id, claimedAt: now, activeAt: now })
    .onConflictDoUpdate({ target: prescriptionClaims.prescriptionPartnerId, set: { staffId: staff.id, claimedAt: now, activeAt: now } });
}

/**
 * 처리 시작: claims the record for `staff`, or takes over a lapsed claim of another; a PENDING record becomes
 * IN_PROGRESS. Audited when the holder changes; the holder's own claim is only renewed (no state but its time
 * changes). A live claim of another is 409 CLAIMED_BY_OTHER naming them; a COMPLETED record is 409 (reopen it first).
 */
export async function claimRecord(db: Db, staff: Staff, id: number): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { record, claim } = await lockRecord(tx, id);
    if (record.status === 'COMPLETED') throw recordCompleted();
    const now = new Date();
    if (claim && claim.staffId === staff.id) {
      await tx.update(prescriptionClaims).set({ activeAt: now }).where(eq(prescriptionClaims.prescriptionPartnerId, id));
      return;
    }
    if (claim && !claimLapsed(claim, now)) throw claimedByOther(claim);
    await holdClaim(tx, id, staff, now);
    const changes: Record<string, [unknown, unknown]> = { holder: [claim?.staffUserId ?? null, staff.userId] };
    if (record.status === 'PENDING') {
      await setRecordsStatus(tx, [id], 'IN_PROGRESS');
      changes.status = ['PENDING', 'IN_PROGRESS'];
    }
    await recordStaffAction(tx, staff, { action: 'EDI_CLAIMED', targetKind: 'EDI_RECORD', targetId: id, changes });
  });
}

/** 처리 중단: the holder gives the record up (it stays IN_PROGRESS, for anyone to claim). Audited. */
export async function releaseClaim(db: Db, staff: Staff, id: number): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { claim } = await lockRecord(tx, id);
    if (!claim) throw new ApiHttpError(409, 'NOT_CLAIMED', '처리 중인 사람이 없는 실적입니다.');
    if (claim.staffId !== staff.id) throw claimedByOther(claim);
    await tx.delete(prescriptionClaims).where(eq(prescriptionClaims.prescriptionPartnerId, id));
    await recordStaffAction(tx, staff, {
      action: 'EDI_RELEASED',
      targetKind: 'EDI_RECORD',
      targetId: id,
      changes: { holder: [staff.userId, null] },
    });
  });
}

/**
 * Inside a write's transaction: locks the record, checks that `staff` may write it now (it is IN_PROGRESS and they
 * hold its claim; their own lapsed claim still counts while nobody took it over) and renews the claim. Answers the
 * record as locked. Refusals are 409 with what to do: 처리 시작 first, someone else holds it, or it is completed.
 */
export async function holdForWrite(tx: Db, staff: Staff, id: number): Promise<PrescriptionPartnerRow> {
  const { record, claim } = await lockRecord(tx, id);
  if (record.status === 'COMPLETED') throw recordCompleted();
  const now = new Date();
  if (!claim || record.status !== 'IN_PROGRESS') throw notClaimed();
  if (claim.staffId !== staff.id) throw claimLapsed(claim, now) ? claimLapsedForOther(claim) : claimedByOther(claim);
  await tx.update(prescriptionClaims).set({ activeAt: now }).where(eq(prescriptionClaims.prescriptionPartnerId, id));
  return record;
}

/** Ends the claim of a record (its entry is complete). */
export async function dropClaim(tx: Db, id: number): Promise<void> {
  await tx.delete(prescriptionClaims).where(eq(prescriptionClaims.prescriptionPartnerId, id));
}

/** Names `staff` the holder of a record reopened by them. */
export const claimReopened = (tx: Db, id: number, staff: Staff) => holdClaim(tx, id, staff, new Date());
