import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SessionDevice } from '../../api/types';
import type { Db } from '../db';
import { refreshTokens } from '../db/schema';
import { toWireDateTime } from '../http';
import { revokeFamily } from './sessions';

// A member's signed-in devices: the live token families of the member. A family is live while its latest refresh
// token is neither used, revoked nor expired (expiry already holds the family's absolute and idle lifetimes); that
// token's issue time is the family's last use (an open tab refreshes every minute).

/** The member's live sessions, the most recently used first; `currentFamilyId` is the request's own. */
export async function liveDevices(db: Db, memberId: number, currentFamilyId: string): Promise<SessionDevice[]> {
  const rows = await db
    .select({
      familyId: refreshTokens.familyId,
      loginAt: refreshTokens.loginAt,
      lastUsedAt: refreshTokens.createdAt,
      keepLogin: refreshTokens.keepLogin,
      deviceLabel: refreshTokens.deviceLabel,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.memberId, memberId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.scope), // a password-reset session is no sign-in
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(refreshTokens.createdAt), desc(refreshTokens.id));
  const seen = new Set<string>();
  const devices: SessionDevice[] = [];
  for (const row of rows) {
    if (seen.has(row.familyId)) continue; // two live tokens of one family only in a rotation's instant
    seen.add(row.familyId);
    devices.push({
      id: row.familyId,
      device: row.deviceLabel,
      signedInAt: toWireDateTime(row.loginAt),
      lastUsedAt: toWireDateTime(row.lastUsedAt),
      current: row.familyId === currentFamilyId,
      keepLogin: row.keepLogin,
    });
  }
  // This device first, then the others by last use.
  return devices.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Whether the family is one of the member's (live or not: ending an ended session again changes nothing). */
export async function ownsFamily(db: Db, memberId: number, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.memberId, memberId)))
    .limit(1);
  return !!row;
}

/** Ends every session of the member but `keepFamilyId` (signing other devices out, a password change). */
export async function revokeOtherFamilies(db: Db, memberId: number, keepFamilyId: string): Promise<number> {
  const others = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.memberId, memberId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)));
  for (const other of others) await revokeFamily(db, other.familyId);
  return others.length;
}
