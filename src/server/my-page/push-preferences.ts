import { eq, sql } from 'drizzle-orm';
import type { PushPreferences } from '../../api/types';
import type { Db } from '../db';
import { pushPreferences } from '../db/schema';

// The member's push switches: every switch is on until the member turns one off (no row yet means all on). A change
// names only the switches it sets; the others keep their value.

const allOn: PushPreferences = {
  allowNotice: true,
  allowSalesAgency: true,
  allowPrescription: true,
  allowSettlement: true,
  allowCommunity: true,
  allowCompliance: true,
};

export async function preferencesOf(db: Db, memberId: number): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.memberId, memberId)).limit(1);
  if (!row) return allOn;
  const { allowNotice, allowSalesAgency, allowPrescription, allowSettlement, allowCommunity, allowCompliance } = row;
  return { allowNotice, allowSalesAgency, allowPrescription, allowSettlement, allowCommunity, allowCompliance };
}

/** Sets the switches the patch names (booleans only) and answers all of them. */
export async function changePreferences(db: Db, memberId: number, patch: Record<string, unknown>): Promise<PushPreferences> {
  const switches = Object.fromEntries(Object.entries(patch).filter(([, value]) => typeof value === 'boolean'));
  const next = { ...(await preferencesOf(db, memberId)), ...switches };
  await db
    .insert(pushPreferences)
    .values({ memberId, ...next })
    .onConflictDoUpdate({ target: pushPreferences.memberId, set: { ...next, updatedAt: sql`now()` } });
  return next;
}
