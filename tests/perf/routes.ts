import { addMonths, seoulMonth } from '../../src/lib/months';
import { accessFor, type Access } from '../../src/lib/route-rules';
import type { DemoUser } from '../e2e/helpers';
import type { BudgetGroup } from './budgets';

// Every route of the portal with a concrete path to open, its budget group and who opens it. The budget test, the
// accessibility test and `npm run lighthouse` read this list.
// Paths with a record id ({id}) take the first such link on their list page, once that page shows one (demo data);
// until then the sample id 1 is opened.

export interface RouteCase {
  /** The route as the requirements write it. */
  route: string;
  /** Concrete path to open. */
  path: string;
  group: BudgetGroup;
  /** Demo account to open it as; null = signed out. Defaults from the route table (public → signed out, else demo_partner). */
  user?: DemoUser | null;
  /** Expected HTTP status of the document (default 200). */
  status?: number;
  /** Only reachable with ENABLE_TEST_ROUTES=1 (the e2e and perf servers). */
  testRoute?: boolean;
  /** Where to take the {id} from when not the path's parent list (an edit page needs one of the user's own posts). */
  idsFrom?: { path: string; id: RegExp };
  /** Which of the list page's links gives the id: the first (default) or the last (a board's first links are pinned notices). */
  pick?: 'first' | 'last';
}

/** The list page whose links give real ids for a `…/1` or `…/1/edit` sample path, with the pattern of those links. */
function listOf(path: string, idsFrom?: RouteCase['idsFrom']): { list: string; page: string; link: RegExp; suffix: string } | null {
  const m = /^(.*)\/1(\/edit|\/manage)?$/.exec(path);
  if (!m) return null;
  const list = m[1]!;
  const link = idsFrom?.id ?? new RegExp(`href="${list.replaceAll('/', '\\/')}\\/([A-Za-z0-9_-]+)"`);
  return { list, page: idsFrom?.path ?? list, link, suffix: m[2] ?? '' };
}

/** The path to open: for an {id} route, a real id from its list page when the list shows one. */
export async function concretePath(c: RouteCase, fetchHtml: (path: string) => Promise<string>): Promise<string> {
  const from = listOf(c.path, c.idsFrom);
  if (!from) return c.path;
  const html = await fetchHtml(from.page).catch(() => '');
  const ids = [...html.matchAll(new RegExp(from.link, 'g'))].map((m) => m[1]!).filter((id) => id !== 'new');
  const id = c.pick === 'last' ? ids.at(-1) : ids[0];
  return id ? `${from.list}/${id}${from.suffix}` : c.path;
}

export const routes: RouteCase[] = [
  // Public
  { route: '/login', path: '/login', group: 'app' },
  { route: '/signup', path: '/signup', group: 'app' },
  { route: '/find-account', path: '/find-account', group: 'app' },
  { route: '/find-account (비밀번호 찾기)', path: '/find-account?tab=password', group: 'app' },
  { route: '/find-password', path: '/find-password', group: 'app' },
  { route: '/logout', path: '/logout', group: 'content' }, // signed out (signed in, a GET only asks 로그아웃하시겠습니까?)
  { route: '/terms', path: '/terms', group: 'content' },
  // The API document: every route of /v1 as server-rendered disclosures, no script.
  { route: '/developers/api', path: '/developers/api', group: 'content' },
  { route: '/privacy', path: '/privacy', group: 'content' },
  { route: '/partnership', path: '/partnership', group: 'content' },
  { route: 'unknown path (404)', path: '/no-such-page', group: 'content', status: 404 },
  { route: 'error screen (500)', path: '/dev/error', group: 'content', status: 500, testRoute: true },
  // Under the global layout
  { route: '/ (signed out)', path: '/', group: 'entry' },
  { route: '/ (signed in)', path: '/', group: 'entry', user: 'demo_partner' },
  { route: '/mypage/guard', path: '/mypage/guard', group: 'app', user: 'demo_partner' },
  { route: '/mypage', path: '/mypage', group: 'app' },
  { route: '/mypage/info', path: '/mypage/info', group: 'app' },
  { route: '/mypage/notification', path: '/mypage/notification', group: 'app' },
  { route: '/mypage/devices', path: '/mypage/devices', group: 'app' },
  { route: '/mypage/withdraw', path: '/mypage/withdraw', group: 'app' },
  { route: '/partner-contract', path: '/partner-contract', group: 'app' },
  { route: '/partner-contract (application)', path: '/partner-contract', group: 'app', user: 'demo_applicant' },
  // Server-rendered list with a page script (opening marks read); no island.
  { route: '/notifications', path: '/notifications', group: 'app' },
  { route: '/products', path: '/products', group: 'app' },
  { route: '/prescriptions', path: '/prescriptions', group: 'app' },
  { route: '/dealers', path: '/dealers', group: 'app' },
  { route: '/prescriptions/bulk', path: '/prescriptions/bulk', group: 'app' },
  { route: '/settlement-drug-company', path: '/settlement-drug-company', group: 'app' },
  { route: '/settlement-list', path: '/settlement-list', group: 'app' },
  { route: '/sales-statistic', path: '/sales-statistic', group: 'app' },
  { route: '/compliance', path: '/compliance', group: 'app' },
  { route: '/compliance/expenditures', path: '/compliance/expenditures', group: 'app' },
  { route: '/community', path: '/community', group: 'app' },
  { route: '/community/anonymous', path: '/community/anonymous', group: 'app' },
  { route: '/community/anonymous/{id}', path: '/community/anonymous/1', group: 'app', pick: 'last' },
  { route: '/community/anonymous/new', path: '/community/anonymous/new', group: 'editor' },
  {
    route: '/community/anonymous/{id}/edit',
    path: '/community/anonymous/1/edit',
    group: 'editor',
    idsFrom: { path: '/v1/boards?boardType=ANONYMOUS&myUserId=demo_partner&ignoreFixedTop=true', id: /"content":\[\{"id":(\d+)/ },
  },
  { route: '/community/mr_cso_matching', path: '/community/mr_cso_matching', group: 'app' },
  { route: '/community/mr_cso_matching/{id}', path: '/community/mr_cso_matching/1', group: 'app', pick: 'last' },
  { route: '/community/mr_cso_matching/new', path: '/community/mr_cso_matching/new', group: 'editor' },
  {
    route: '/community/mr_cso_matching/{id}/edit',
    path: '/community/mr_cso_matching/1/edit',
    group: 'editor',
    idsFrom: { path: '/v1/boards?boardType=MR_CSO_MATCHING&myUserId=demo_partner&ignoreFixedTop=true', id: /"content":\[\{"id":(\d+)/ },
  },
  { route: '/sales-agency-products', path: '/sales-agency-products', group: 'app' },
  { route: '/sales-agency-products/{id}', path: '/sales-agency-products/1', group: 'app' },
  { route: '/events', path: '/events', group: 'notice' },
  { route: '/events/{id}', path: '/events/1', group: 'notice' },
  { route: '/customer-service', path: '/customer-service', group: 'notice' },
  { route: '/customer-service/notice', path: '/customer-service/notice', group: 'notice' },
  { route: '/customer-service/notice/{id}', path: '/customer-service/notice/1', group: 'notice' },
  // An editor's view of a notice carries the 수정 / 게시 bar (a React island): held to the app budget.
  { route: '/customer-service/notice/{id} (editor)', path: '/customer-service/notice/1', group: 'app', user: 'demo_editor' },
  // The editors' page itself (the notice's own address serves it to editors).
  { route: '/customer-service/notice/{id}/manage', path: '/customer-service/notice/1/manage', group: 'app', user: 'demo_editor' },
  { route: '/customer-service/notice/new', path: '/customer-service/notice/new', group: 'editor', user: 'demo_editor' },
  { route: '/customer-service/notice/{id}/edit', path: '/customer-service/notice/1/edit', group: 'editor', user: 'demo_editor' },
  { route: '/customer-service/faq', path: '/customer-service/faq', group: 'notice' },
  { route: '/customer-service/inquiry', path: '/customer-service/inquiry', group: 'app' },
  { route: '/customer-service/inquiry/{id}', path: '/customer-service/inquiry/1', group: 'app' },
  { route: '/customer-service/inquiry/new', path: '/customer-service/inquiry/new', group: 'app' },
  { route: '/customer-service/inquiry/{id}/edit', path: '/customer-service/inquiry/1/edit', group: 'app' },
  // The guards' answer (not a route of its own): a member who is not allowed in sees the alert page.
  { route: 'access denied (contract)', path: '/prescriptions', group: 'app', user: 'demo_member', status: 403 },
  { route: 'access denied (CSO)', path: '/community/anonymous', group: 'app', user: 'demo_member', status: 403 },
  { route: 'access denied (editor)', path: '/customer-service/notice/new', group: 'app', user: 'demo_partner', status: 403 },
  // The operator console (src/lib/console-menu.ts): its sign-in signed out, its pages as the staff they are for.
  { route: '/admin/login', path: '/admin/login', group: 'app', user: null },
  { route: '/admin', path: '/admin', group: 'app', user: 'demo_ops_members' },
  { route: '/admin/security', path: '/admin/security', group: 'app', user: 'demo_ops_members' },
  { route: 'access denied (staff)', path: '/admin', group: 'app', user: 'demo_partner', status: 403 },
  { route: 'access denied (permission)', path: '/admin/audit', group: 'app', user: 'demo_ops_members', status: 403 },
  // 계약 심사 and CSO 신고증 심사: the queues and one review each (the contract from the queue's first row; demo_cso's
  // certificate, approved, as the demo has none waiting).
  { route: '/admin/contracts', path: '/admin/contracts', group: 'app', user: 'demo_ops_members' },
  { route: '/admin/contracts/:id', path: '/admin/contracts/1', group: 'app', user: 'demo_ops_members' },
  { route: '/admin/cso-certificates', path: '/admin/cso-certificates', group: 'app', user: 'demo_ops_members' },
  { route: '/admin/cso-certificates/:userId', path: '/admin/cso-certificates/demo_cso', group: 'app', user: 'demo_ops_members' },
  // 회원관리: the member search, one member's page, the four-eyes queue.
  { route: '/admin/members', path: '/admin/members', group: 'app', user: 'demo_ops_members' },
  { route: '/admin/members/:userId', path: '/admin/members/demo_partner', group: 'app', user: 'demo_ops_members' },
  { route: '/admin/bank-changes', path: '/admin/bank-changes', group: 'app', user: 'demo_ops_members' },
  // EDI 접수·입력 (PRESCRIPTION_MANAGEMENT: demo_ops_edi): the queue and a record of it (the first row's).
  { route: '/admin/prescriptions', path: '/admin/prescriptions', group: 'app', user: 'demo_ops_edi' },
  { route: '/admin/prescriptions/:id', path: '/admin/prescriptions/1', group: 'app', user: 'demo_ops_edi' },
  // 정산관리 (SETTLEMENT_MANAGEMENT: demo_ops_settlement): this month's member settlements, one member's month (the
  // first row of last month's list), the statistics of the last twelve months.
  { route: '/admin/settlements', path: '/admin/settlements', group: 'app', user: 'demo_ops_settlement' },
  {
    route: '/admin/settlements/:id',
    path: '/admin/settlements/1',
    group: 'app',
    user: 'demo_ops_settlement',
    // A member-month of last month (this month has none yet); only a number, not the menu's link to 정산 통계.
    idsFrom: { path: `/admin/settlements?month=${addMonths(seoulMonth(), -1)}`, id: /href="\/admin\/settlements\/(\d+)"/ },
  },
  { route: '/admin/settlements/statistics', path: '/admin/settlements/statistics', group: 'app', user: 'demo_ops_settlement' },
  { route: '/admin/settlements/requests', path: '/admin/settlements/requests', group: 'app', user: 'demo_ops_settlement' },
  { route: '/admin/settlements/objections', path: '/admin/settlements/objections', group: 'app', user: 'demo_ops_settlement' },
  // 운영자 관리 and 감사 로그 (PERMISSION_MANAGEMENT: demo_admin), and the enrolment link's page (signed out).
  { route: '/admin/staff', path: '/admin/staff', group: 'app', user: 'demo_admin' },
  { route: '/admin/staff/new', path: '/admin/staff/new', group: 'app', user: 'demo_admin' },
  { route: '/admin/staff/:userId', path: '/admin/staff/demo_ops_members', group: 'app', user: 'demo_admin' },
  { route: '/admin/audit', path: '/admin/audit', group: 'app', user: 'demo_admin' },
  { route: '/admin/enrol', path: '/admin/enrol?token=none', group: 'app', user: null, status: 404 },
];

/** The route table's access for a case (the test routes are public). */
export const accessOf = (c: RouteCase): Access => accessFor(c.path.split('?')[0]!) ?? 'public';

/** Who opens a route: the case's own account, else signed out for public routes and the contract member otherwise. */
export function userFor(c: RouteCase): DemoUser | null {
  if (c.user !== undefined) return c.user;
  const access = accessOf(c);
  return access === 'public' || access === 'guest' ? null : 'demo_partner';
}
