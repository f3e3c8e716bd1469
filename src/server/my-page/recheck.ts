import type { Context } from 'hono';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { readAccessToken } from '../auth/cookies';
import { hashToken } from '../auth/sessions';
import type { Db } from '../db';
import { accessSessions, passwordRechecks, type Member } from '../db/schema';
import { forbidden, unauthenticated, type AppEnv } from '../http';

// The password re-check of my page belongs to a session: the token family of one login, which every tab of that
// browser shares (they rotate its tokens together) and no other browser or login has. It counts for RECHECK_MINUTES
// from the check, whatever happens in between; then my page asks again.

export const RECHECK_MINUTES = 10;

export const recheckRequired = () =>
  forbidden(
    '개인정보 보호를 위해 비밀번호를 다시 확인해 주세요. 마이페이지에서 비밀번호를 입력하면 계속할 수 있습니다.',
    'RECHECK_REQUIRED',
  );

/** The token family of the request's live access token (the session it belongs to). */
export async function sessionFamily(db: Db, c: Context<AppEnv>): Promise<string> {
  const token = readAccessToken(c);
  if (!token || token.length > 200) throw unauthenticated();
  const [row] = await db
    .select({ familyId: accessSessions.familyId })
    .from(accessSessions)
    .where(and(eq(accessSessions.tokenHash, hashToken(token)), isNull(accessSessions.revokedAt), gt(accessSessions.expiresAt, new Date())))
    .limit(1);
  if (!row) throw unauthenticated();
  return row.familyId;
}

/** Marks the session re-checked now; answers until when it counts. */
export async function markRechecked(db: Db, member: Member, familyId: string, now = new Date()): Promise<Date> {
  const expiresAt = new Date(now.getTime() + RECHECK_MINUTES * 60_000);
  await db
    .insert(passwordRechecks)
    .values({ familyId, memberId: member.id, checkedAt: now, expiresAt })
    .onConflictDoUpdate({ target: passwordRechecks.familyId, set: { memberId: member.id, checkedAt: now, expiresAt } });
  await db.delete(passwordRechecks).where(lt(passwordRechecks.expiresAt, sql`now() - interval '1 day'`));
  return expiresAt;
}

/** Until when the session counts as re-checked, or null when it does not (any more). */
export async function recheckExpiry(db: Db, member: Member, familyId: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: passwordRechecks.expiresAt })
    .from(passwordRechecks)
    .where(and(eq(passwordRechecks.familyId, familyId), eq(passwordRechecks.memberId, member.id), gt(passwordRechecks.expiresAt, now)))
    .limit(1);
  return row?.expiresAt ?? null;
}

/** Refuses (403 RECHECK_REQUIRED) unless the request's session re-checked its password in the last ten minutes. */
export async function requireRecheck(db: Db, c: Context<AppEnv>, member: Member): Promise<void> {
  if (!(await recheckExpiry(db, member, await sessionFamily(db, c)))) throw recheckRequired();
}
