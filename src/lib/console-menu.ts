import { holdsPermission, type AdminPermission, type ConsoleQueue, type StaffFacts } from '../api/staff-enums';

// The one table of the operator console's pages: each page's path pattern (as the route table reads it: `:id` is one
// segment, `(…)?` optional), its label in the menu, the AdminPermission it needs (null: any staff account) and its
// menu group. The route table (route-rules.ts) takes the console's rules from here and AdminLayout draws its menu from
// here, so a page cannot be in the menu without a rule nor guarded by another permission than the menu shows. A page
// that answers a dashboard queue names it: the card links to the page and carries its label.

export const ConsoleMenuGroup = {
  home: '홈',
  partners: '회원·계약',
  prescriptions: '처방관리',
  settlements: '정산',
  staff: '운영자',
  account: '내 계정',
} as const;
export type ConsoleMenuGroup = keyof typeof ConsoleMenuGroup;

export interface ConsoleMenuEntry {
  pattern: string;
  label: string;
  permission: AdminPermission | null;
  group: ConsoleMenuGroup;
  /** The dashboard queue whose list this page is (its card links here). */
  queue?: ConsoleQueue;
}

export const consoleMenu: readonly ConsoleMenuEntry[] = [
  { pattern: '/admin', label: '대시보드', permission: null, group: 'home' },
  {
    pattern: '/admin/contracts(/:id)?',
    label: '계약 심사',
    permission: 'MEMBER_MANAGEMENT',
    group: 'partners',
    queue: 'CONTRACT_APPLICATIONS',
  },
  {
    pattern: '/admin/cso-certificates(/:id)?',
    label: 'CSO 신고증 심사',
    permission: 'MEMBER_MANAGEMENT',
    group: 'partners',
    queue: 'CSO_CERTIFICATES',
  },
  { pattern: '/admin/members(/:id)?', label: '회원관리', permission: 'MEMBER_MANAGEMENT', group: 'partners' },
  {
    pattern: '/admin/bank-changes',
    label: '계좌 변경 승인',
    permission: 'MEMBER_MANAGEMENT',
    group: 'partners',
    queue: 'BANK_ACCOUNT_CHANGES',
  },
  {
    pattern: '/admin/prescriptions(/:id)?',
    label: 'EDI 접수·입력',
    permission: 'PRESCRIPTION_MANAGEMENT',
    group: 'prescriptions',
    queue: 'EDI_RECORDS',
  },
  // 정산관리's other pages before its list: their addresses would match the list's `/:id`, and a path belongs to the
  // first entry it matches.
  { pattern: '/admin/settlements/statistics', label: '정산 통계', permission: 'SETTLEMENT_MANAGEMENT', group: 'settlements' },
  {
    pattern: '/admin/settlements/requests',
    label: '정산요청',
    permission: 'SETTLEMENT_MANAGEMENT',
    group: 'settlements',
    queue: 'SETTLEMENT_REQUESTS',
  },
  {
    pattern: '/admin/settlements/objections',
    label: '이의신청',
    permission: 'SETTLEMENT_MANAGEMENT',
    group: 'settlements',
    queue: 'SETTLEMENT_OBJECTIONS',
  },
  { pattern: '/admin/settlements(/:id)?', label: '정산관리', permission: 'SETTLEMENT_MANAGEMENT', group: 'settlements' },
  { pattern: '/admin/staff(/new|/:id)?', label: '운영자 관리', permission: 'PERMISSION_MANAGEMENT', group: 'staff' },
  { pattern: '/admin/audit', label: '감사 로그', permission: 'PERMISSION_MANAGEMENT', group: 'staff' },
  { pattern: '/admin/security', label: '내 보안 설정', permission: null, group: 'account' },
];

/** Console pages outside the menu: the sign-in (signed-in staff go to the console) and the enrolment link's page. */
const outsideMenu = [
  { pattern: '/admin/login', access: 'staff-guest' },
  { pattern: '/admin/enrol', access: 'public' },
] as const;

export type ConsoleAccess = 'public' | 'staff' | 'staff-guest' | `staff:${AdminPermission}`;

/** The console's route rules, for route-rules.ts: the pages outside the menu first, then every menu entry. */
export const consoleRouteRules: ReadonlyArray<{ pattern: string; access: ConsoleAccess }> = [
  ...outsideMenu,
  ...consoleMenu.map((e) => ({ pattern: e.pattern, access: e.permission ? (`staff:${e.permission}` as const) : ('staff' as const) })),
];

/** Where the menu links: the pattern without its optional parts (`/admin/contracts(/:id)?` → `/admin/contracts`). */
export const hrefOf = (entry: Pick<ConsoleMenuEntry, 'pattern'>) => entry.pattern.replace(/\([^)]*\)\?/g, '');

const matcher = (pattern: string) => new RegExp(`^${pattern.replaceAll(':id', '[^/]+')}/?$`);

/** The entries this staff account may use, in the menu's order. */
export const menuFor = (who: StaffFacts | null | undefined) =>
  consoleMenu.filter((e) => (e.permission ? holdsPermission(who, e.permission) : !!who));

/** The menu entry a path belongs to (a detail page belongs to its list's entry), or undefined. */
export const entryOf = (pathname: string) => consoleMenu.find((e) => matcher(e.pattern).test(pathname));

/** The menu entry of a dashboard queue. */
export const entryOfQueue = (queue: ConsoleQueue) => consoleMenu.find((e) => e.queue === queue);

/** The menu in its groups, each with its entries (groups with none are left out). */
export function groupedMenu(entries: readonly ConsoleMenuEntry[]) {
  return (Object.keys(ConsoleMenuGroup) as ConsoleMenuGroup[])
    .map((group) => ({ group, label: ConsoleMenuGroup[group], entries: entries.filter((e) => e.group === group) }))
    .filter((g) => g.entries.length > 0);
}
