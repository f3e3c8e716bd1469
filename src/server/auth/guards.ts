import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { parse } from 'hono/utils/cookie';
import { holdsPermission, isContentEditor, isContractMember, isCsoMember, isStaffRole, type AdminPermission } from '../../api/enums';
import type { MemberDetails } from '../../api/types';
import { getDb } from '../runtime/database';
import type { Member } from '../db/schema';
import { forbidden, notFound, unauthenticated, type ApiHttpError, type AppEnv } from '../http';
import { toMemberDetails } from '../accounts/members';
import { isMiddleware, routeKey, type RoutePolicy } from '../policy';
import { ACCESS_COOKIE, readAccessToken } from './cookies';
import { memberForAccessToken, sessionForAccessToken } from './sessions';
import { scopeAllows, scopedRouteKeys, scopeRefused } from './session-scopes';

// The API's guard: `enforceRoutePolicies` applies the route table of src/server/policy.ts to every /v1 request
// (app.ts). It resolves the session once per request, puts the member on the context (`c.get('member')`), or answers
// 401 / 403 with a Korean message. The UI's guards are for people; this is the rule. A scoped session (a password-reset
// session) is admitted only on the routes its scope lists (session-scopes.ts): default-deny, in this one place.

type Check = (member: Member) => boolean;

/** Who passes each policy that needs a session, and the 403 it answers otherwise. */
type Rule = { allows: Check; refusal: () => ApiHttpError };
const staffOnly = () => forbidden('운영자만 이용할 수 있는 기능입니다.', 'STAFF_ONLY');
const roleRules: Record<Exclude<RoutePolicy, 'public' | `staff:${string}`>, Rule> = {
  member: { allows: () => true, refusal: () => forbidden() },
  partner: {
    allows: (m) => !isStaffRole(m.role),
    refusal: () => forbidden('운영자 계정으로는 회원 기능을 이용할 수 없습니다.', 'STAFF_NOT_PARTNER'),
  },
  staff: { allows: (m) => isStaffRole(m.role), refusal: staffOnly },
  owner: { allows: () => true, refusal: () => forbidden() },
  contract: {
    allows: (m) => isContractMember(m.partnerContractStatus),
    refusal: () => forbidden('계약회원만 접근할 수 있는 페이지입니다.'),
  },
  cso: { allows: (m) => isCsoMember(m.partnerContractStatus), refusal: () => forbidden('CSO 회원만 접근할 수 있는 페이지입니다.') },
  editor: { allows: (m) => isContentEditor(m), refusal: () => forbidden('관리자만 이용할 수 있는 기능입니다.') },
};

/** The rule of a policy: a fixed kind, or staff holding one permission. */
function ruleOf(policy: Exclude<RoutePolicy, 'public'>): Rule {
  if (!policy.startsWith('staff:')) return roleRules[policy as keyof typeof roleRules];
  const permission = policy.slice('staff:'.length) as AdminPermission;
  return {
    allows: (m) => holdsPermission(m, permission),
    refusal: () => forbidden('이 기능을 이용할 권한이 없습니다. 권한관리 담당자에게 요청해 주세요.', 'PERMISSION_REQUIRED'),
  };
}

/**
 * The signed-in member (put on the context), or 401. A scoped session (session-scopes.ts) passes only on a route its
 * scope lists, bound as listed (401 SESSION_SCOPE elsewhere), and leaves its scope on the context.
 */
async function signedInMember(c: Context<AppEnv>, key: string, routePath: string): Promise<Member> {
  const known = c.get('member') as Member | undefined;
  if (known) return known;
  const session = await sessionForAccessToken(await getDb(), readAccessToken(c));
  if (!session) throw unauthenticated();
  if (session.scope) {
    if (!scopeAllows(session.scope, key, routePath, c.req.path, session.member)) throw scopeRefused();
    c.set('sessionScope', session.scope);
  }
  c.set('member', session.member);
  return session.member;
}

/**
 * On a public route that a scope lists, a scoped session the scope allows there is put on the context (member and
 * scope); anything else (no session, a full one, another binding) leaves the context empty, as on any public route.
 */
async function admitScopedSession(c: Context<AppEnv>, key: string, routePath: string): Promise<void> {
  const session = await sessionForAccessToken(await getDb(), readAccessToken(c));
  if (!session?.scope || !scopeAllows(session.scope, key, routePath, c.req.path, session.member)) return;
  c.set('sessionScope', session.scope);
  c.set('member', session.member);
}

/**
 * Default-deny for an app: finds the declaration of the route that will answer (the first matched route that is not
 * `use` middleware) and enforces it. No declaration: 404, and no handler runs. Answers of routes that are not
 * public carry member data and are never stored (`Cache-Control: no-store`, refusals included).
 */
export function enforceRoutePolicies(table: Readonly<Record<string, RoutePolicy>>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const route = matchedRoutes(c).find((r) => !isMiddleware(r));
    const key = route ? routeKey(route) : '';
    if (!Object.hasOwn(table, key)) throw notFound();
    const policy = table[key] as RoutePolicy;
    if (policy === 'public') {
      if (route && scopedRouteKeys.has(key)) await admitScopedSession(c, key, route.path);
      return next();
    }
    c.header('Cache-Control', 'no-store');
    const rule = ruleOf(policy);
    const member = await signedInMember(c, key, route?.path ?? '');
    // A partner never learns which operator routes exist: the same refusal for every one.
    if (policy.startsWith('staff') && !isStaffRole(member.role)) throw staffOnly();
    if (!rule.allows(member)) throw rule.refusal();
    await next();
    c.header('Cache-Control', 'no-store');
  });
}

/** The session of a Cookie header (for server code outside the Hono app); null when signed out. */
export async function sessionFromCookieHeader(cookieHeader: string | null | undefined): Promise<MemberDetails | null> {
  const token = cookieHeader ? parse(cookieHeader, ACCESS_COOKIE)[ACCESS_COOKIE] : undefined;
  const member = await memberForAccessToken(await getDb(), token);
  return member ? toMemberDetails(member) : null;
}
