import { asc, inArray, lt } from 'drizzle-orm';
import { addMonths, firstDay } from '../../lib/months';
import type { Db } from '../db';
import { settlements } from '../db/schema-settlements';

// Demo settlements: the extra fee rates of the catalogue per product and month, and the members' answers to their
// settlements. Deterministic (a function of ids and months), so every demo database looks the same.

/** Extra fee rate (bp) of a product in a prescription month: a promotion on some products in some months. */
export function extraFeeBpOf(productId: number, month: string): number {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  const turn = (productId * 7 + index) % 10;
  return turn === 0 ? 300 : turn < 3 ? 150 : 0;
}

/**
 * Statuses: the last settlement month is still open (no answer); older months are mostly requested (REQUEST),
 * some objected (OBJECTION), some left without an answer.
 */
export async function seedSettlementStatuses(db: Db, currentMonth: string): Promise<void> {
  const older = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(lt(settlements.settlementMonth, firstDay(addMonths(currentMonth, -1))))
    .orderBy(asc(settlements.settlementMonth), asc(settlements.id));
  const statusOf = (k: number) => (k % 7 === 3 ? 'OBJECTION' : k % 5 === 1 ? null : 'REQUEST');
  for (const status of ['REQUEST', 'OBJECTION'] as const) {
    const ids = older.filter((_, k) => statusOf(k) === status).map((s) => s.id);
    if (ids.length) await db.update(settlements).set({ status, statusChangedAt: new Date() }).where(inArray(settlements.id, ids));
  }
}
