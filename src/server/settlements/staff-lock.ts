import { and, eq } from 'drizzle-orm';
import { monthLabel } from '../../lib/months';
import type { Db } from '../db';
import { settlementMemberMonths } from '../db/schema';
import { ApiHttpError } from '../http';

// A confirmed settlement month (정산 확정) is what the member is paid: its product lines and EDI records no longer
// change. The staff writes that would change them (a line added, changed or removed, 입력완료 into the month,
// reopening a record of it) ask here first and are refused with a Korean reason; the database trigger on the month's
// figures is the backstop. The member's month row is locked while it is asked (FOR SHARE for a write that leaves the
// figures as they are, FOR UPDATE for one that changes them, which the trigger would lock anyway), so a confirmation
// comes before or after the write, never between.

export type MonthLock = 'share' | 'update' | false;

/** Whether the member's settlement month is CONFIRMED (`settlementMonth` yyyy-MM or yyyy-MM-01). */
export async function monthConfirmed(tx: Db, memberId: number, settlementMonth: string, lock: MonthLock = false): Promise<boolean> {
  const query = tx
    .select({ state: settlementMemberMonths.state })
    .from(settlementMemberMonths)
    .where(
      and(eq(settlementMemberMonths.memberId, memberId), eq(settlementMemberMonths.settlementMonth, `${settlementMonth.slice(0, 7)}-01`)),
    );
  const [row] = lock ? await query.for(lock) : await query;
  return row?.state === 'CONFIRMED';
}

export const confirmedMonthMessage = (settlementMonth: string) =>
  `${monthLabel(settlementMonth)} 정산이 확정되어 이 달의 실적과 제품 내역은 바꿀 수 없습니다. 정산 담당자에게 먼저 확인해 주세요.`;

/** 409 SETTLEMENT_CONFIRMED when the record's settlement month is confirmed. */
export async function refuseConfirmedMonth(
  tx: Db,
  record: { memberId: number; settlementMonth: string },
  lock: Exclude<MonthLock, false>,
): Promise<void> {
  if (await monthConfirmed(tx, record.memberId, record.settlementMonth, lock)) {
    throw new ApiHttpError(409, 'SETTLEMENT_CONFIRMED', confirmedMonthMessage(record.settlementMonth));
  }
}
