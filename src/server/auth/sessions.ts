import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { accessSessions, members, refreshTokens, type Member, type SessionScope } from '../db/schema';
import { ApiHttpError } from '../http';

// Sessions: an opaque access token (cookie, 30 min) and a refresh token (body), both 256-bit random, stored only as
// SHA-256 hashes. Every login starts a family; each refresh uses up the presented refresh token and issues the next
// one in the family. Presenting a used token again revokes the family: its refresh tokens and its access sessions.
// How long a family lives is the member's choice at login (「로그인 상태 유지」, SESSION_LIFETIMES): an absolute
// lifetime from the login, whatever the rotations, and an idle lifetime (a refresh token not used in time expires).
// The login time, the choice and the device label travel with every refresh token of the family and cap the expiry
// of each token issued in it. Expiry is compared with this process's clock (not the database's), so the rules are
// testable with fake time.
// A family may carry a scope (session-scopes.ts): it then lives SCOPED_SESSION_SECONDS from its start, never rotates,
// and is no session at all to memberForAccessToken (only the route guard admits it, on its scope's routes).

export const ACCESS_TTL_SECONDS = 30 * 60;

/** How long a scoped family lives from its start (a password-reset session: as long as a reset token, 10 minutes). */
export const SCOPED_SESSION_SECONDS: Record<SessionScope, number> = { PASSWORD_RESET: 10 * 60 };

export interface SessionLifetime {
  /** From the login, however often the family rotates. */
  maxSeconds: number;
  /** Without a refresh (no open tab, no app call) for this long, the family ends. */
  idleSeconds: number;
}

/**
 * Without 「로그인 상태 유지」 a session is a working day at most: 12 hours from the login, 30 minutes without use
 * (ASVS 4.0 V3.3.2, level 2). With it ticked the member asked to stay signed in on this device: 30 days, 14 idle.
 */
export const SESSION_LIFETIMES = {
  standard: { maxSeconds: 12 * 60 * 60, idleSeconds: 30 * 60 },
  kept: { maxSeconds: 30 * 24 * 60 * 60, idleSeconds: 14 * 24 * 60 * 60 },
  // Staff reach every member's data: a shift at most, a coffee break idle, never kept on a device.
  staff: { maxSeconds: 8 * 60 * 60, idleSeconds: 15 * 60 },
} as const satisfies Record<string, SessionLifetime>;

export const lifetimeOf = (keepLogin: boolean, staff = false): SessionLifetime =>
  SESSION_LIFETIMES[staff ? 'staff' : keepLogin ? 'kept' : 'standard'];
/** A staff access token lives no longer than the staff idle time. */
const accessSeconds = (staff: boolean) => (staff ? SESSION_LIFETIMES.staff.idleSeconds : ACCESS_TTL_SECONDS);

/** After a refresh the previous access cookie of the family stays valid this long, for requests already in flight. */
const ACCESS_GRACE_SECONDS = 30;
/** Used and revoked rows are kept this long to recognise a replay, then pruned. */
const KEEP_USED_SECONDS = 24 * 60 * 60;

export const invalidRefreshToken = () => new ApiHttpError(401, 'INVALID_REFRESH_TOKEN', '로그인이 만료되었습니다. 다시 로그인해 주세요.');

const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);
const sessionEnd = (family: { loginAt: Date; keepLogin: boolean; staff?: boolean; scope?: SessionScope | null }) =>
  new Date(
    family.loginAt.getTime() +
      (family.scope ? SCOPED_SESSION_SECONDS[family.scope] : lifetimeOf(family.keepLogin, family.staff).maxSeconds) * 1000,
  );
const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  familyId: string;
}

/** What a family carries from its login through every rotation. */
export interface SessionFamily {
  familyId: string;
  loginAt: Date;
  /** 「로그인 상태 유지」 was ticked at the login. */
  keepLogin: boolean;
  /** A short label of the browser and system of the login (device-label.ts), never the raw User-Agent. */
  deviceLabel: string | null;
  /** What the family may do; absent = everything. */
  scope?: SessionScope | null;
  /** A staff sign-in (after its second factor): the staff lifetime, whatever keepLogin says. */
  staff?: boolean;
}

/** A new family: a login now. */
export const newFamily = (keepLogin = false, deviceLabel: string | null = null, staff = false): SessionFamily => ({
  familyId: randomUUID(),
  loginAt: new Date(),
  keepLogin: keepLogin && !staff,
  deviceLabel,
  staff,
});

/** Issues an access token and a refresh token for a member: a new family (a login) unless one is given. */
export async function issueTokens(db: Db, memberId: number, family: SessionFamily = newFamily()): Promise<IssuedTokens> {
  const { familyId, loginAt, keepLogin, deviceLabel } = family;
  const scope = family.scope ?? null;
  const staff = family.staff ?? false;
  const end = sessionEnd(family);
  const accessToken = newToken();
  const refreshToken = newToken();
  await db.insert(accessSessions).values({
    tokenHash: hashToken(accessToken),
    familyId,
    memberId,
    scope,
    expiresAt: earliest(secondsFromNow(accessSeconds(staff)), end),
  });
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refreshToken),
    familyId,
    memberId,
    loginAt,
    keepLogin,
    staff,
    deviceLabel,
    scope,
    createdAt: new Date(),
    expiresAt: earliest(secondsFromNow(lifetimeOf(keepLogin, staff).idleSeconds), end),
  });
  return { accessToken, refreshToken, familyId };
}

/** The query behind every signed-in request, built once per database (drizzle's query building cost ≈ 0.3 ms). */
const memberByTokenHash = new WeakMap<Db, ReturnType<typeof prepareMemberByTokenHash>>();
function prepareMemberByTokenHash(db: Db) {
  return db
    .select({ member: members, familyId: accessSessions.familyId, scope: accessSessions.scope, expiresAt: accessSessions.expiresAt })
    .from(accessSessions)
    .innerJoin(members, eq(members.id, accessSessions.memberId))
    .where(
      and(
        eq(accessSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessSessions.revokedAt),
        gt(accessSessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        eq(members.accountStatus, 'ACTIVATED'),
      ),
    )
    .limit(1)
    .prepare('member_by_access_token');
}

// Who an access token belongs to is asked on every signed-in request (≈ 1.5 ms of embedded-database work each), so
// the answer is kept for a few seconds per token in this process. Logout, a reused refresh token, a rotation and
// forgetMember() drop it here at once and, on PostgreSQL, in every other instance too (a NOTIFY each instance
// LISTENs to: session-notes.ts); a change nobody announces (the database edited by hand, a note lost while an
// instance reconnects) shows within MEMBER_CACHE_MS.
export const MEMBER_CACHE_MS = 5_000;
const MEMBER_CACHE_MAX = 10_000;
interface CachedSession {
  member: Member;
  familyId: string;
  scope: SessionScope | null;
  expires: number;
}
const byTokenHash = new Map<string, CachedSession>();

function forget(match: (entry: CachedSession) => boolean) {
  for (const [key, entry] of byTokenHash) if (match(entry)) byTokenHash.delete(key);
}

/** Where this process announces what it forgot to the other instances (set on PostgreSQL by session-notes.ts). */
let announce: ((note: string) => Promise<void>) | null = null;
export function announceForgetsWith(send: ((note: string) => Promise<void>) | null): void {
  announce = send;
}
const tellOthers = (note: string) => announce?.(note).catch(() => undefined);

/** Applies another instance's note ("family:<id>" or "member:<id>"): drops what this process remembers of it. */
export function applyForgetNote(note: string): void {
  const [kind, id] = note.split(':', 2);
  if (kind === 'family' && id) forget((e) => e.familyId === id);
  else if (kind === 'member' && id) forget((e) => e.member.id === Number(id));
}

/** Drops what every instance remembers of a member's sessions (call after changing the member's status or data). */
export function forgetMember(memberId: number): void {
  forget((e) => e.member.id === memberId);
  void tellOthers(`member:${memberId}`);
}

/** The active member behind a live access token (a full session: a scoped one is none here), or null. */
export async function memberForAccessToken(db: Db, accessToken: string | null | undefined): Promise<Member | null> {
  const session = await sessionForAccessToken(db, accessToken);
  return session && !session.scope ? session.member : null;
}

/** The active member behind a live access token and the session's scope (null = full), or null. */
export async function sessionForAccessToken(
  db: Db,
  accessToken: string | null | undefined,
): Promise<{ member: Member; scope: SessionScope | null } | null> {
  if (!accessToken || accessToken.length > 200) return null;
  const tokenHash = hashToken(accessToken);
  const now = Date.now();
  const cached = byTokenHash.get(tokenHash);
  if (cached && cached.expires > now) return cached;
  let query = memberByTokenHash.get(db);
  if (!query) memberByTokenHash.set(db, (query = prepareMemberByTokenHash(db)));
  const [row] = await query.execute({ tokenHash, now: new Date(now).toISOString() });
  if (!row) return null;
  if (byTokenHash.size >= MEMBER_CACHE_MAX) forget((e) => e.expires <= now);
  if (byTokenHash.size < MEMBER_CACHE_MAX) {
    byTokenHash.set(tokenHash, {
      member: row.member,
      familyId: row.familyId,
      scope: row.scope,
      expires: Math.min(now + MEMBER_CACHE_MS, row.expiresAt.getTime()),
    });
  }
  return { member: row.member, scope: row.scope };
}

/** Revokes every refresh token and access session of a family. */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  forget((e) => e.familyId === familyId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await db
    .update(accessSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessSessions.familyId, familyId), isNull(accessSessions.revokedAt)));
  await tellOthers(`family:${familyId}`); // after the change, so that no instance reads the old state again
}

/** Logout: revokes the family of the access token (if it names one). */
export async function revokeByAccessToken(db: Db, accessToken: string | null | undefined): Promise<void> {
  if (!accessToken || accessToken.length > 200) return;
  const [session] = await db
    .select({ familyId: accessSessions.familyId })
    .from(accessSessions)
    .where(eq(accessSessions.tokenHash, hashToken(accessToken)))
    .limit(1);
  if (session) await revokeFamily(db, session.familyId);
}

/**
 * Uses up a refresh token and issues the next pair of its family. Unknown, expired, revoked or foreign (other
 * userId) tokens answer 401; a token that was already used revokes its whole family first.
 */
export async function rotateRefreshToken(db: Db, userId: string, refreshToken: string): Promise<IssuedTokens & { member: Member }> {
  if (!refreshToken || refreshToken.length > 200) throw invalidRefreshToken();
  const [row] = await db
    .select({ token: refreshTokens, member: members })
    .from(refreshTokens)
    .innerJoin(members, eq(members.id, refreshTokens.memberId))
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (!row || row.token.revokedAt) throw invalidRefreshToken();
  const { token, member } = row;
  // A scoped family never rotates: its refresh token cannot become a session that may do more.
  if (token.scope) throw invalidRefreshToken();
  if (token.usedAt) {
    await revokeFamily(db, token.familyId);
    throw invalidRefreshToken();
  }
  const now = Date.now();
  if (token.expiresAt.getTime() <= now || sessionEnd(token).getTime() <= now || member.userId !== userId) throw invalidRefreshToken();
  if (member.accountStatus !== 'ACTIVATED') {
    await revokeFamily(db, token.familyId);
    throw invalidRefreshToken();
  }
  // Mark it used only if nobody did in the meantime: of two concurrent refreshes with one token, the second is a reuse.
  const used = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (!used.length) {
    await revokeFamily(db, token.familyId);
    throw invalidRefreshToken();
  }
  forget((e) => e.familyId === token.familyId); // their access tokens now expire sooner
  await db
    .update(accessSessions)
    .set({ expiresAt: sql`least(${accessSessions.expiresAt}, now() + make_interval(secs => ${ACCESS_GRACE_SECONDS}))` })
    .where(and(eq(accessSessions.familyId, token.familyId), isNull(accessSessions.revokedAt)));
  await tellOthers(`family:${token.familyId}`);
  const { familyId, loginAt, keepLogin, deviceLabel, staff } = token;
  const issued = await issueTokens(db, member.id, { familyId, loginAt, keepLogin, deviceLabel, staff });
  return { ...issued, member };
}

let lastPrune = 0;
/** Deletes expired sessions and old used/revoked refresh tokens, at most every 10 minutes per process. */
export async function pruneExpiredSessions(db: Db, now = Date.now()): Promise<void> {
  if (now - lastPrune < 10 * 60 * 1000) return;
  lastPrune = now;
  const keepUsed = sql`now() - make_interval(secs => ${KEEP_USED_SECONDS})`;
  await db.delete(accessSessions).where(or(lt(accessSessions.expiresAt, sql`now()`), lt(accessSessions.revokedAt, keepUsed)));
  await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, sql`now()`), lt(refreshTokens.usedAt, keepUsed), lt(refreshTokens.revokedAt, keepUsed)));
}
