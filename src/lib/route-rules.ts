import {
  holdsPermission,
  isContentEditor,
  isContractMember,
  isCsoMember,
  isStaffRole,
  type AdminPermission,
  type MemberType,
  type StaffFacts,
} from '../api/enums';
import { consoleRouteRules } from './console-menu';

// The one table of route rules. Paths not listed are not routes: they fall through to the 404 page.

/**
 * `staff` pages are the operator console's: any staff account (the page narrows by permission), or `staff:<PERMISSION>`
 * for one that needs it; `staff-guest` is its sign-in (signed-in staff go to the console).
 */
export type Access = 'public' | 'guest' | 'member' | 'contract' | 'cso' | 'editor' | 'staff' | 'staff-guest' | `staff:${AdminPermission}`;

interface Rule {
  pattern: RegExp;
  access: Access;
}

const id = '[^/]+';
const route = (path: string, access: Access): Rule => ({ pattern: new RegExp(`^${path.replaceAll(':id', id)}/?$`), access });

/** Probes for load balancers and orchestrators, answered in JSON (not pages): alive, and database ready. */
export const probePaths = ['/health', '/ready'] as const;

export const routeRules: Rule[] = [
  route('/', 'public'),
  ...probePaths.map((path) => route(path, 'public')),
  route('/login', 'public'),
  route('/logout', 'public'),
  // Joining and recovering an account: signed-in members go home.
  route('/(signup|find-account|find-password)', 'guest'),
  route('/terms', 'public'),
  route('/privacy', 'public'),
  route('/partnership', 'public'),
  // The API document for developers of other clients: public like GET /v1/openapi.json.
  route('/developers/api', 'public'),
  route('/mypage/guard', 'public'),
  route('/mypage', 'member'),
  route('/mypage/(info|notification|devices|withdraw)', 'member'),
  route('/partner-contract', 'member'),
  // The member's notifications (알림), reached from the header's bell.
  route('/notifications', 'member'),
  route('/products(/:id/detail)?', 'member'),
  route('/prescriptions', 'contract'),
  route('/prescriptions/bulk', 'contract'),
  route('/dealers', 'contract'),
  route('/settlement-drug-company', 'contract'),
  route('/settlement-list', 'contract'),
  route('/sales-statistic', 'contract'),
  // The compliance center: CSO members for themselves, contract members for themselves and their dealers.
  route('/compliance', 'cso'),
  route('/compliance/expenditures', 'cso'),
  route('/community', 'member'),
  route('/community/mr_cso_matching(/new|/:id|/:id/edit)?', 'member'),
  // The old app guarded only the list; detail, new and edit are CSO-only too.
  route('/community/anonymous(/new|/:id|/:id/edit)?', 'cso'),
  route('/sales-agency-products(/:id)?', 'member'),
  route('/events(/:id)?', 'member'),
  route('/customer-service', 'member'),
  // Writing notices is for content editors (before the detail route, which would take `new` for an id).
  route('/customer-service/notice/(new|:id/edit|:id/manage)', 'editor'),
  route('/customer-service/notice(/:id)?', 'member'),
  route('/customer-service/faq', 'member'),
  route('/customer-service/inquiry(/new|/:id|/:id/edit)?', 'member'),
  // The operator console: its pages and the permission each needs come from its menu table (console-menu.ts).
  ...consoleRouteRules.map((r) => route(r.pattern, r.access)),
];

/**
 * Addresses that moved for good, answered 301 with the query kept (src/middleware.ts, before the guard): the app we
 * replace named the matching board `mr-cso-matching`, and links, bookmarks and the native app still use that form.
 */
const movedPaths: ReadonlyArray<readonly [RegExp, string]> = [[/^\/community\/mr-cso-matching(?=\/|$)/, '/community/mr_cso_matching']];

/** Where a moved path lives now (its sub-paths follow it), or null when it has not moved. */
export function movedPath(pathname: string): string | null {
  for (const [from, to] of movedPaths) if (from.test(pathname)) return pathname.replace(from, to);
  return null;
}

export function accessFor(pathname: string): Access | undefined {
  return routeRules.find((r) => r.pattern.test(pathname))?.access;
}

export type DeniedReason = 'contract' | 'cso' | 'editor' | 'staff' | 'permission';
export type Decision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'staffLogin' }
  | { kind: 'home' }
  | { kind: 'console' }
  | { kind: 'denied'; reason: DeniedReason };

function decideStaff(access: Access, staff: StaffFacts | null, signedIn: boolean): Decision {
  if (access === 'staff-guest') return signedIn && isStaffRole(staff?.role) ? { kind: 'console' } : { kind: 'allow' };
  if (!signedIn) return { kind: 'staffLogin' };
  if (!isStaffRole(staff?.role)) return { kind: 'denied', reason: 'staff' };
  const needed = access.startsWith('staff:') ? (access.slice('staff:'.length) as AdminPermission) : null;
  if (needed && !holdsPermission(staff, needed)) return { kind: 'denied', reason: 'permission' };
  return { kind: 'allow' };
}

/** What the guard does for a member type (null = signed out) and the account's role and permissions on a path. */
export function decide(pathname: string, memberType: MemberType | null, staff: StaffFacts | null = null): Decision {
  const access = accessFor(pathname);
  if (access?.startsWith('staff')) return decideStaff(access, staff, memberType !== null);
  if (access === 'guest') return memberType === null ? { kind: 'allow' } : { kind: 'home' };
  if (!access || access === 'public') return { kind: 'allow' };
  if (memberType === null) return { kind: 'login' };
  if (access === 'contract' && !isContractMember(memberType)) return { kind: 'denied', reason: 'contract' };
  if (access === 'cso' && !isCsoMember(memberType)) return { kind: 'denied', reason: 'cso' };
  if (access === 'editor' && !isContentEditor(staff)) return { kind: 'denied', reason: 'editor' };
  return { kind: 'allow' };
}

export const deniedMessages = {
  contract: '계약회원만 접근할 수 있는 페이지입니다.',
  cso: 'CSO 회원만 접근할 수 있는 페이지입니다.',
  editor: '관리자만 이용할 수 있는 페이지입니다.',
  staff: '운영자만 이용할 수 있는 페이지입니다.',
  permission: '이 메뉴를 이용할 권한이 없습니다. 권한관리 담당자에게 요청해 주세요.',
} as const satisfies Record<DeniedReason, string>;

/**
 * Screens of personal data open only after this session's password re-check of the last ten minutes (the guard asks):
 * my page, and the partner contract (bank account, business number, identity documents).
 */
export const needsPasswordRecheck = (pathname: string) =>
  /^\/mypage\/(info|notification|devices|withdraw)\/?$/.test(pathname) || /^\/partner-contract\/?$/.test(pathname);

/**
 * With ADMIN_ORIGIN set the console is served only on that host name: the partners' host answers 404 for /admin.
 * Without it (the demo, one host) both live on one origin.
 */
export function consoleRefused(pathname: string, requestOrigin: string, adminOrigin: string | null | undefined): boolean {
  if (!adminOrigin || !/^\/admin(\/|$)/.test(pathname)) return false;
  return requestOrigin !== adminOrigin.replace(/\/+$/, '');
}

/** Only same-origin paths are honoured as redirect targets ("/x", never "//evil" or "https://…"). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const url = new URL(target, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
    if (url.pathname === '/login' || url.pathname === '/logout' || url.pathname === '/admin/login') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** Rules of pages (everything but the probes): the page tests walk these. */
export const pageRules = (): Rule[] => routeRules.filter((rule) => !probePaths.some((path) => rule.pattern.test(path)));
