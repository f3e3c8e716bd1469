import { and, eq } from 'drizzle-orm';
import { getDb } from '../../src/server/runtime/database';
import { dealers, members, partners, prescriptionPartners } from '../../src/server/db/schema';
import { PNG, type Upload } from './content-helpers';

// Helpers of the prescriptions (EDI record) tests: the demo members' ids, dealers and clients, and EDI multipart bodies.

export async function memberId(userId: string): Promise<number> {
  const db = await getDb();
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  if (!m) throw new Error(`no member ${userId}`);
  return m.id;
}

/** A dealer of the member and a client of the same company (and one of a company the dealer's name does not deal with). */
export async function refsOf(userId: string) {
  const db = await getDb();
  const owner = await memberId(userId);
  const [dealer] = await db.select().from(dealers).where(eq(dealers.memberId, owner)).orderBy(dealers.id).limit(1);
  if (!dealer) throw new Error('no dealer');
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.memberId, owner), eq(partners.drugCompanyId, dealer.drugCompanyId)))
    .orderBy(partners.id)
    .limit(1);
  // A client of a company none of the dealer-name's rows deals with.
  const sameName = await db
    .select()
    .from(dealers)
    .where(and(eq(dealers.memberId, owner), eq(dealers.dealerName, dealer.dealerName)));
  const companies = new Set(sameName.map((d) => d.drugCompanyId));
  const others = await db.select().from(partners).where(eq(partners.memberId, owner));
  const other = others.find((p) => !companies.has(p.drugCompanyId));
  if (!partner || !other) throw new Error('no partner');
  return { owner, dealer, partner, other };
}

/** A record of the member with the given status. */
export async function recordOf(userId: string, status: 'PENDING' | 'IN_PROGRESS' | 'COMPLETED') {
  const db = await getDb();
  const [r] = await db
    .select()
    .from(prescriptionPartners)
    .where(and(eq(prescriptionPartners.memberId, await memberId(userId)), eq(prescriptionPartners.status, status)))
    .orderBy(prescriptionPartners.id)
    .limit(1);
  if (!r) throw new Error(`no ${status} record`);
  return r;
}

export const png = (name = '처방전.png'): Upload => ({ name, bytes: PNG, type: 'image/png' });
