import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { accessSessions, type Member, type SessionScope } from '../db/schema';
import { ApiHttpError } from '../http';
import { hashToken, issueTokens, newFamily, revokeFamily, type IssuedTokens } from './sessions';

// Scoped sessions: a session that may call only the routes of its scope. PASSWORD_RESET is the session the old app's
// find-password verify answers (a LoginResponse and the access cookie): it may reset that one member's forgotten
// password and nothing else. The route guard (guards.ts) is the one place that admits a scoped session, from this
// table (default-deny: a route not listed here refuses it with 401 SESSION_SCOPE); memberForAccessToken never answers
// its member, so a public route that tailors its answer to a viewer sees nobody. Its refresh token never rotates
// (sessions.ts), it lives SCOPED_SESSION_SECONDS, the reset it allows signs the member out everywhere (ending it too),
// and logout (public) ends it like any session.

/** `self`: the route's `:userId` must be the session member's login id; `any`: no binding. */
type Binding = 'self' | 'any';

export const SCOPE_ROUTES: Readonly<Record<SessionScope, Readonly<Record<string, Binding>>>> = {
  PASSWORD_RESET: { 'PATCH /v1/members/:userId/password-for-find-account': 'self' },
};

/** Route keys some scope may call (the guard resolves a session on these public routes). */
export const scopedRouteKeys: ReadonlySet<string> = new Set(Object.values(SCOPE_ROUTES).flatMap((routes) => Object.keys(routes)));

export const scopeRefused = () =>
  new ApiHttpError(401, 'SESSION_SCOPE', '휴대폰 인증으로는 비밀번호 재설정만 할 수 있습니다. 로그인해 주세요.');

/** The value of `:name` in `requestPath` for the route `routePath` (decoded), or null. */
function pathParam(routePath: string, requestPath: string, name: string): string | null {
  const pattern = routePath.split('/');
  const actual = requestPath.split('/');
  const at = pattern.indexOf(`:${name}`);
  if (at < 0 || pattern.length !== actual.length) return null;
  try {
    return decodeURIComponent(actual[at] ?? '');
  } catch {
    return null;
  }
}

/** Whether a session of `scope` for `member` may call the route `key` (declared as `routePath`) at `requestPath`. */
export function scopeAllows(scope: SessionScope, key: string, routePath: string, requestPath: string, member: Member): boolean {
  const binding = SCOPE_ROUTES[scope][key];
  if (!binding) return false;
  return binding === 'any' || pathParam(routePath, requestPath, 'userId') === member.userId;
}

/** Starts the member's password-reset session; an earlier one of the member ends (one live at a time). */
export async function startPasswordResetSession(db: Db, memberId: number): Promise<IssuedTokens> {
  const earlier = await db
    .selectDistinct({ familyId: accessSessions.familyId })
    .from(accessSessions)
    .where(and(eq(accessSessions.memberId, memberId), eq(accessSessions.scope, 'PASSWORD_RESET'), isNull(accessSessions.revokedAt)));
  for (const { familyId } of earlier) await revokeFamily(db, familyId);
  return issueTokens(db, memberId, { ...newFamily(false, null), scope: 'PASSWORD_RESET' });
}

/**
 * Uses up a live scoped session of `memberId` (its access token): atomic, so one session allows one use; then its whole
 * family ends. False when it is unknown, someone else's, of another scope, expired or already ended.
 */
export async function redeemScopedSession(db: Db, accessToken: string, memberId: number, scope: SessionScope): Promise<boolean> {
  if (!accessToken || accessToken.length > 200) return false;
  const [ended] = await db
    .update(accessSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessSessions.tokenHash, hashToken(accessToken)),
        eq(accessSessions.memberId, memberId),
        eq(accessSessions.scope, scope),
        isNull(accessSessions.revokedAt),
        gt(accessSessions.expiresAt, new Date()),
      ),
    )
    .returning({ familyId: accessSessions.familyId });
  if (!ended) return false;
  await revokeFamily(db, ended.familyId);
  return true;
}
