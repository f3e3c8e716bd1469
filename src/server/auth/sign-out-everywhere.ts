import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { accessSessions, refreshTokens } from '../db/schema';
import { forgetMember } from './sessions';

/** Ends every session of a member on every device: all refresh tokens and access sessions are revoked. */
export async function signOutEverywhere(db: Db, memberId: number): Promise<void> {
  forgetMember(memberId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)));
  await db
    .update(accessSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessSessions.memberId, memberId), isNull(accessSessions.revokedAt)));
  forgetMember(memberId);
}
