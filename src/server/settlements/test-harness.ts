import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { settlementMemberMonths, settlements } from '../db/schema';
import { notFound } from '../http';

// Test harness (only behind ENABLE_TEST_ROUTES=1): sets the state of the member month of a settlement directly, for
// journeys that need a confirmed month before the staff's four-eyes confirmation has a screen of its own.

export async function setSettlementMonthState(db: Db, settlementId: number, state: 'OPEN' | 'CONFIRMED'): Promise<void> {
  const [s] = await db.select().from(settlements).where(eq(settlements.id, settlementId));
  if (!s) throw notFound();
  await db
    .update(settlementMemberMonths)
    .set({ state, confirmedAt: state === 'CONFIRMED' ? sql`now()` : null, confirmedBy: null })
    .where(and(eq(settlementMemberMonths.memberId, s.memberId), eq(settlementMemberMonths.settlementMonth, s.settlementMonth)));
}
