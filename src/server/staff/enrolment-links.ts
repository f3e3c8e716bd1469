import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { ENROLMENT_LINK_HOURS } from '../../api/schema/staff-rules';
import type { Db } from '../db';
import { staffEnrolmentLinks } from '../db/schema';

// The one-time link with which a staff account's person sets their password (and then enrols the second factor at the
// first sign-in). The token is 256 random bits shown once; only its SHA-256 hash is stored. A new link ends the earlier
// ones of the account; a link lives ENROLMENT_LINK_HOURS and is used once.

export interface IssuedLink {
  token: string;
  expiresAt: Date;
}

export const enrolmentTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The page a link opens, on `origin` (the console's host). */
export const enrolmentUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/admin/enrol?token=${token}`;

/** Issues a link inside the caller's transaction; earlier unused links of the account stop working. */
export async function issueLinkIn(tx: Db, memberId: number, now = new Date()): Promise<IssuedLink> {
  await tx
    .update(staffEnrolmentLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffEnrolmentLinks.memberId, memberId), isNull(staffEnrolmentLinks.usedAt)));
  // Links a month past their end are forgotten (until then a used or replaced one can still say so on its page).
  await tx.delete(staffEnrolmentLinks).where(lt(staffEnrolmentLinks.expiresAt, new Date(now.getTime() - 30 * 24 * 3600_000)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ENROLMENT_LINK_HOURS * 3600_000);
  await tx.insert(staffEnrolmentLinks).values({ tokenHash: enrolmentTokenHash(token), memberId, expiresAt });
  return { token, expiresAt };
}
