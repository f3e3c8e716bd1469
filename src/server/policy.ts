// Who may call each /v1 route: one declaration per route Hono knows, keyed 'METHOD /path' exactly as registered.
// The API is default-deny: the middleware in app.ts answers 401/403 from this table before any handler runs, a request
// that matches no declared route never reaches a handler, and building the app fails when a route has no declaration
// or a declaration has no route. A new route is one line here.
//
// - public    anyone, signed in or not (the handler may still tailor the answer to a signed-in viewer);
// - member    any signed-in member;
// - contract  contract members (INDIVIDUAL, ORGANIZATION);
// - cso       CSO members (CSO, INDIVIDUAL, ORGANIZATION);
// - owner     any signed-in member at the route level; the handler scopes the resource to its owner (editors on the
//             boards they manage) and answers 404 for someone else's resource the member may not see;
// - partner   a signed-in member who is not staff: what a partner does as a partner (posting, applying), which a
//             staff account never does in a member's name;
// - editor    content editors (staff holding CONTENT_MANAGEMENT);
// - staff     any staff account (role ADMIN or SUPER_ADMIN, signed in with its second factor);
// - staff:<P> staff holding the AdminPermission P (a SUPER_ADMIN holds every one). Every operator route names one.
//
// Every answer of a route that is not public is sent with `Cache-Control: no-store`; public routes set their own.

export type RoutePolicy = 'public' | 'member' | 'partner' | 'contract' | 'cso' | 'owner' | 'editor' | 'staff' | `staff:${AdminPermission}`;

import type { AdminPermission } from '../api/enums';

export const routePolicies: Readonly<Record<string, RoutePolicy>> = {
  'GET /v1/health': 'public',
  // The API document (OpenAPI 3.1): it says no more than the routes themselves answer.
  'GET /v1/openapi.json': 'public',

  'GET /v1/auth/public-key': 'public',
  'POST /v1/auth/login': 'public',
  // A staff login's second step: the challenge of a right password is the credential (throttled like passwords).
  'POST /v1/auth/second-factor': 'public',
  'POST /v1/auth/second-factor/enrolment': 'public',
  'GET /v1/auth/me': 'member',
  // Logout: GET only as the app's own same-origin fetch or with an Authorization header (403 LOGOUT_REFUSED otherwise).
  'GET /v1/auth/logout': 'public',
  'POST /v1/auth/logout': 'public',
  // Signed-in devices: the member's own sessions only (another member's session id is 404); listing and ending another
  // device need this session's password re-check of the last ten minutes (403 RECHECK_REQUIRED).
  'GET /v1/auth/sessions': 'member',
  'DELETE /v1/auth/sessions': 'member',
  'DELETE /v1/auth/sessions/:id': 'member',
  'POST /v1/auth/token/refresh': 'public',
  // The promotion handshake: a member asks for a one-time token (a budget per member); a promotion page's server redeems
  // it once for the login id and name (public: the token is the credential; a budget per client address).
  'POST /v1/auth/promotion-token': 'member',
  'POST /v1/auth/promotion-token/redeem': 'public',

  // My page: the handler checks that a login id in the path is the session's own (403 otherwise); changing my info
  // and withdrawing also need this session's password re-check of the last ten minutes (403 RECHECK_REQUIRED).
  'POST /v1/members/check-password': 'member',
  'GET /v1/members/me/password-check': 'member',
  'GET /v1/members/me/push-preferences': 'member',
  'PATCH /v1/members/me/push-preferences': 'member',
  'POST /v1/members/available-nickname': 'member',
  'POST /v1/members/:userId/nickname': 'member',
  'PATCH /v1/members/:userId/password': 'member',
  'PATCH /v1/members/:userId': 'member',
  'DELETE /v1/members/:userId': 'member',

  // Identity verification (the popup's page and its answer included): before sign-up, so public.
  'POST /v1/kmc/auth/request': 'public',
  'GET /v1/kmc/auth/launch': 'public',
  'POST /v1/kmc/auth/launch': 'public',
  'GET /v1/kmc/auth/result': 'public',
  // Find ID / find password: public; the reset needs the one-time token of a verified code for that member, or the
  // password-reset session that verify started (a scoped session: src/server/auth/session-scopes.ts lists the only
  // routes it may call, and the guard refuses it, 401 SESSION_SCOPE, everywhere else).
  'POST /v1/auth/verification-code/account/send': 'public',
  'POST /v1/auth/verification-code/id/verify': 'public',
  'POST /v1/auth/verification-code/password/verify': 'public',
  'PATCH /v1/members/:userId/password-for-find-account': 'public',
  // Sign-up and its checks: public; the person comes from a fresh identity verification, never from the body.
  'GET /v1/members/:userId/available': 'public',
  'POST /v1/members/available-phone': 'public',
  'POST /v1/members': 'public',

  'GET /v1/terms/latest': 'public',
  'GET /v1/terms/privacy/latest': 'public',
  'GET /v1/terms/privacy/:version': 'public',
  'GET /v1/terms/:version': 'public',

  // Board types narrow this further in the handler (the anonymous board: CSO members; notices and FAQ: editors write).
  'GET /v1/boards': 'member',
  'GET /v1/boards/notices/fixed-top': 'member',
  'GET /v1/boards/:id': 'member',
  'POST /v1/boards': 'member',
  'PUT /v1/boards/:id': 'owner',
  'DELETE /v1/boards/:id': 'owner',
  'POST /v1/boards/uploads': 'member',
  // Notice writing: publish / unpublish, and the drug companies a notice may name as its source.
  'PUT /v1/boards/:id/exposure': 'editor',
  'GET /v1/boards/notices/drug-companies': 'editor',
  // Community: the post's board decides further (the anonymous board: CSO members); the login id in the path must be
  // the session's own (403); only the author edits or deletes a comment (403 for others, who can see it). Staff take
  // no part as members (partner); moderation is the console's.
  'POST /v1/boards/:id/like': 'partner',
  'POST /v1/comments/:userId': 'partner',
  'PUT /v1/comments': 'partner',
  'DELETE /v1/comments/:id': 'partner',
  'POST /v1/comments/:id/like': 'partner',
  'POST /v1/reports/:userId': 'partner',
  'PUT /v1/blocks/:userId': 'partner',

  // Public images for anyone; other files are checked against the post they belong to, or their uploader.
  'GET /v1/files/:id': 'public',

  'GET /v1/events': 'member',
  'GET /v1/events/:id': 'member',
  'GET /v1/banners': 'public',

  'GET /v1/prescriptions/monthly-count': 'member',
  'GET /v1/prescriptions/monthly-total-amount': 'member',
  'GET /v1/hospitals/opened/count': 'member',

  // Prescriptions (EDI records, 실적입력): contract members; every dealer, client and EDI record is scoped to its owner in the handler
  // (someone else's id answers 404).
  'GET /v1/dealers': 'contract',
  'POST /v1/dealers': 'contract',
  'GET /v1/dealers/:id/contracts': 'contract',
  'POST /v1/dealers/:id/contracts': 'contract',
  'DELETE /v1/dealers/:id/contracts/:childId': 'contract',
  'GET /v1/partners': 'contract',
  'GET /v1/partners/drug-companies': 'contract',
  // Every drug company (the contract's companion of the one above; not scoped: the list is the same for everyone).
  'GET /v1/drug-companies': 'contract',
  'GET /v1/prescriptions': 'contract',
  'GET /v1/prescriptions/partners': 'contract',
  'GET /v1/prescriptions/partners/:id': 'contract',
  'GET /v1/prescriptions/partners/:id/products': 'contract',
  'DELETE /v1/prescriptions/partners/:id': 'contract',
  'POST /v1/prescriptions/partner-files': 'contract',
  'POST /v1/prescriptions/partner-files/update': 'contract',
  'POST /v1/prescriptions/zip': 'contract',

  // Settlements and sales statistics: contract members; every settlement is scoped to its owner in the handler.
  'GET /v1/settlements': 'contract',
  'GET /v1/settlements/total-prescription-amount': 'contract',
  'GET /v1/settlements/excel-download': 'contract',
  // The contract's 파일다운로드: one .xlsx per drug company in a .zip (one build at a time per few, like the audit pack).
  'GET /v1/settlements/export-zip': 'contract',
  'GET /v1/settlements/statement.pdf': 'contract',
  'GET /v1/settlements/partners': 'contract',
  'GET /v1/settlements/partners/:id/products': 'contract',
  'POST /v1/settlements/notify-admin': 'contract',
  'POST /v1/settlements/notify-admin/objections': 'contract',
  'GET /v1/settlements/performance/by-drug-company': 'contract',
  'GET /v1/settlements/performance/by-drug-company/monthly': 'contract',
  'GET /v1/settlements/performance/by-institution': 'contract',
  'GET /v1/settlements/:id': 'contract',
  'GET /v1/settlements-member-monthly': 'contract',

  'GET /v1/products': 'member',
  'GET /v1/products/:id/details': 'member',
  'GET /v1/products/code/:productCode/details': 'member',
  'GET /v1/sales-agency-products': 'member',
  'GET /v1/sales-agency-products/:id': 'member',
  'POST /v1/sales-agency-products/:id/apply': 'partner',

  // The compliance center: CSO and contract members; every record, dealer and notice is scoped to its member in the
  // handler (someone else's: 404).
  'GET /v1/compliance/items': 'cso',
  'GET /v1/compliance/records': 'cso',
  'POST /v1/compliance/records': 'cso',
  'DELETE /v1/compliance/records/:id': 'cso',
  'GET /v1/compliance/redelegation-notices': 'cso',
  'PATCH /v1/compliance/redelegation-notices/:id': 'cso',
  'POST /v1/compliance/redelegation-notices/:id/proof': 'cso',
  'GET /v1/compliance/redelegation-notices/:id/document': 'cso',
  'GET /v1/compliance/reminders': 'cso',
  'GET /v1/compliance/retention': 'cso',
  'GET /v1/compliance/audit-pack': 'cso',
  // Records for an inspection: the expenditure ledger and the member's own audit trail.
  'GET /v1/expenditures': 'cso',
  'POST /v1/expenditures': 'cso',
  'GET /v1/expenditures/report.xlsx': 'cso',
  'DELETE /v1/expenditures/:id': 'cso',
  'GET /v1/audit-log': 'cso',

  // Partner contracts: a member applies for themselves; an application and its documents are read by their member
  // and editors only (another member: 403 for the login id in the path, 404 for a document id).
  'POST /v1/partner-contracts': 'partner',
  'GET /v1/partner-contracts/:userId': 'member',
  'GET /v1/partner-contracts/files/:id': 'member',
  // The contract's link form (last segment `uuid_name`): the same document and checks; a segment not its own is 404.
  'GET /v1/partner-contracts/files/:id/:name': 'member',
  // 계약 심사 (the contract's MEMBER_MANAGEMENT): approve and reject are the contract's paths, end is ours; every
  // decision is a conditional update (a second one is 409), audited and told to the member.
  'POST /v1/partner-contracts/:contractId/approve': 'staff:MEMBER_MANAGEMENT',
  'POST /v1/partner-contracts/:contractId/reject': 'staff:MEMBER_MANAGEMENT',
  'POST /v1/partner-contracts/:contractId/end': 'staff:MEMBER_MANAGEMENT',
  'GET /v1/admin/partner-contracts': 'staff:MEMBER_MANAGEMENT',
  'GET /v1/admin/partner-contracts/:contractId': 'staff:MEMBER_MANAGEMENT',
  'GET /v1/admin/partner-contracts/:contractId/files/:fileId': 'staff:MEMBER_MANAGEMENT',
  // CSO 신고증 심사: the contract's decision under /members, our queue and the certificate's bytes.
  'PATCH /v1/members/:userId/cso-approval': 'staff:MEMBER_MANAGEMENT',
  'GET /v1/admin/cso-certificates': 'staff:MEMBER_MANAGEMENT',
  'GET /v1/admin/cso-certificates/:userId': 'staff:MEMBER_MANAGEMENT',
  'GET /v1/admin/cso-certificates/:userId/file': 'staff:MEMBER_MANAGEMENT',

  // Notifications (알림): any signed-in member, each their own (another member's id is 404).
  'GET /v1/notifications': 'member',
  'GET /v1/notifications/unread-count': 'member',
  'POST /v1/notifications/read-all': 'member',
  'POST /v1/notifications/:id/read': 'member',

  // 회원관리 (MEMBER_MANAGEMENT): the contract's member search, its Excel link (streamed, audited; personal fields only
  // with a reason) and the member's page, masked; staff accounts only for PERMISSION_MANAGEMENT (in the handler, 404).
  // Our explicit account actions, each audited: reveal one field (a budget per staff an hour), suspend / lift, sign
  // out everywhere, the memo, the find-password code; the bank account change by four eyes (never one's own request).
  'GET /v1/members': 'staff:MEMBER_MANAGEMENT',
  'GET /v1/members/excel-download': 'staff:MEMBER_MANAGEMENT',
  'GET /v1/members/:userId/details': 'staff:MEMBER_MANAGEMENT',
  'POST /v1/admin/members/:userId/reveal': 'staff:MEMBER_MANAGEMENT',
  'POST /v1/admin/members/:userId/suspension': 'staff:MEMBER_MANAGEMENT',
  'DELETE /v1/admin/members/:userId/suspension': 'staff:MEMBER_MANAGEMENT',
  'POST /v1/admin/members/:userId/sign-out': 'staff:MEMBER_MANAGEMENT',
  'PUT /v1/admin/members/:userId/memo': 'staff:MEMBER_MANAGEMENT',
  'POST /v1/admin/members/:userId/password-reset-code': 'staff:MEMBER_MANAGEMENT',
  'POST /v1/admin/members/:userId/bank-account-changes': 'staff:MEMBER_MANAGEMENT',
  'GET /v1/admin/bank-account-changes': 'staff:MEMBER_MANAGEMENT',
  'POST /v1/admin/bank-account-changes/:id/approve': 'staff:MEMBER_MANAGEMENT',
  'POST /v1/admin/bank-account-changes/:id/reject': 'staff:MEMBER_MANAGEMENT',

  // 처방관리 (PRESCRIPTION_MANAGEMENT): the EDI queue, a record with its files and lines, the product search, the claim
  // (처리 시작 / 처리 중단), the lines, reopening; 입력완료 and the attached files are the contract's paths. Only the
  // holder of a record's claim writes it (409 otherwise); every write is audited, 입력완료 and reopening are told to the
  // member.
  'GET /v1/admin/prescriptions': 'staff:PRESCRIPTION_MANAGEMENT',
  'GET /v1/admin/prescriptions/:id': 'staff:PRESCRIPTION_MANAGEMENT',
  'GET /v1/admin/prescriptions/:id/files/:childId': 'staff:PRESCRIPTION_MANAGEMENT',
  'GET /v1/admin/prescriptions/:id/product-options': 'staff:PRESCRIPTION_MANAGEMENT',
  'POST /v1/admin/prescriptions/:id/claim': 'staff:PRESCRIPTION_MANAGEMENT',
  'DELETE /v1/admin/prescriptions/:id/claim': 'staff:PRESCRIPTION_MANAGEMENT',
  'POST /v1/admin/prescriptions/:id/lines': 'staff:PRESCRIPTION_MANAGEMENT',
  'PATCH /v1/admin/prescriptions/:id/lines/:childId': 'staff:PRESCRIPTION_MANAGEMENT',
  'DELETE /v1/admin/prescriptions/:id/lines/:childId': 'staff:PRESCRIPTION_MANAGEMENT',
  'POST /v1/admin/prescriptions/:id/reopen': 'staff:PRESCRIPTION_MANAGEMENT',
  // OCR으로 읽기: the page found in a file (its corners for the screen) and the reading itself (the holder only, as a
  // line write; lines it proposes are entered by staff); how much of what OCR proposed staff kept as read.
  'GET /v1/admin/prescriptions/:id/files/:childId/ocr/quad': 'staff:PRESCRIPTION_MANAGEMENT',
  'POST /v1/admin/prescriptions/:id/files/:childId/ocr': 'staff:PRESCRIPTION_MANAGEMENT',
  'GET /v1/admin/ocr/accuracy': 'staff:PRESCRIPTION_MANAGEMENT',
  // 정산관리: the members' open 정산요청 / 이의신청 and the staff's answers (지급완료, 이의신청 수용 / 거절).
  'GET /v1/admin/settlement-requests': 'staff:SETTLEMENT_MANAGEMENT',
  'POST /v1/admin/settlement-requests/:id/paid': 'staff:SETTLEMENT_MANAGEMENT',
  'POST /v1/admin/settlement-requests/:id/accept': 'staff:SETTLEMENT_MANAGEMENT',
  'POST /v1/admin/settlement-requests/:id/refuse': 'staff:SETTLEMENT_MANAGEMENT',
  'PATCH /v1/prescriptions/partners/:id/complete': 'staff:PRESCRIPTION_MANAGEMENT',
  'GET /v1/prescriptions/partners/:id/edi-files/attached': 'staff:PRESCRIPTION_MANAGEMENT',

  // 정산관리 (SETTLEMENT_MANAGEMENT): a settlement month's members and drug-company rows, a member-month's dealers and
  // product lines, 추가수수료 (with a reason), 정산 확정 by four eyes (the preparer never confirms; a figure changed since
  // the preparation voids it; a confirmed month's records and lines are locked), statistics and their .xlsx. Audited.
  'GET /v1/admin/settlements/member-months': 'staff:SETTLEMENT_MANAGEMENT',
  'GET /v1/admin/settlements/member-months/:id': 'staff:SETTLEMENT_MANAGEMENT',
  'GET /v1/admin/settlements/member-months/:id/dealers': 'staff:SETTLEMENT_MANAGEMENT',
  'GET /v1/admin/settlements/member-months/:id/lines': 'staff:SETTLEMENT_MANAGEMENT',
  'POST /v1/admin/settlements/member-months/:id/prepare': 'staff:SETTLEMENT_MANAGEMENT',
  'POST /v1/admin/settlements/member-months/:id/confirm': 'staff:SETTLEMENT_MANAGEMENT',
  'DELETE /v1/admin/settlements/member-months/:id/preparation': 'staff:SETTLEMENT_MANAGEMENT',
  'GET /v1/admin/settlements/drug-company-months': 'staff:SETTLEMENT_MANAGEMENT',
  'PUT /v1/admin/settlements/drug-company-months/:id/added-fee': 'staff:SETTLEMENT_MANAGEMENT',
  'GET /v1/admin/settlements/statistics': 'staff:SETTLEMENT_MANAGEMENT',
  'GET /v1/admin/settlements/statistics/by-member': 'staff:SETTLEMENT_MANAGEMENT',
  'GET /v1/admin/settlements/statistics.xlsx': 'staff:SETTLEMENT_MANAGEMENT',

  // The console's dashboard (each queue shown only with its permission) and the staff member's own second factor.
  'GET /v1/admin/dashboard': 'staff',
  'GET /v1/admin/me/security': 'staff',
  'POST /v1/admin/me/recovery-codes': 'staff',

  // Staff accounts (운영자 관리): the contract's calls and ours, PERMISSION_MANAGEMENT; one's own permissions for any
  // staff account (another's: PERMISSION_MANAGEMENT, in the handler). The domain holds the rest under row locks:
  // nothing granted one lacks, never oneself, SUPER_ADMINs by SUPER_ADMINs, the last SUPER_ADMIN stays.
  'GET /v1/members/admins/:userId/permissions': 'staff',
  'POST /v1/members/admins': 'staff:PERMISSION_MANAGEMENT',
  'PATCH /v1/members/admins/:userId': 'staff:PERMISSION_MANAGEMENT',
  'GET /v1/admin/staff': 'staff:PERMISSION_MANAGEMENT',
  'GET /v1/admin/staff/:userId': 'staff:PERMISSION_MANAGEMENT',
  'POST /v1/admin/staff/:userId/disable': 'staff:PERMISSION_MANAGEMENT',
  'POST /v1/admin/staff/:userId/enable': 'staff:PERMISSION_MANAGEMENT',
  'POST /v1/admin/staff/:userId/second-factor-reset': 'staff:PERMISSION_MANAGEMENT',
  'POST /v1/admin/staff/:userId/enrolment-link': 'staff:PERMISSION_MANAGEMENT',
  // The staff audit trail (감사 로그) and its export (itself audited).
  'GET /v1/admin/audit': 'staff:PERMISSION_MANAGEMENT',
  'GET /v1/admin/audit/export.xlsx': 'staff:PERMISSION_MANAGEMENT',
  // A staff enrolment link: the token is the credential (a budget per client address); using it sets the password and
  // answers the challenge of the first sign-in.
  'GET /v1/auth/staff-enrolment/:token': 'public',
  'POST /v1/auth/staff-enrolment': 'public',
};

interface RouteLike {
  method: string;
  path: string;
}

/** `use` middleware (method ALL on a wildcard path) is not a route: it runs around routes and declares nothing. */
export const isMiddleware = (route: RouteLike) => route.method === 'ALL' && route.path.endsWith('*');

export const routeKey = (route: RouteLike) => `${route.method} ${route.path}`;

/** Routes without a declaration and declarations without a route. */
export function policyGaps(routes: readonly RouteLike[], table: Readonly<Record<string, RoutePolicy>> = routePolicies) {
  const keys = new Set(routes.filter((r) => !isMiddleware(r)).map(routeKey));
  return {
    undeclared: [...keys].filter((k) => !Object.hasOwn(table, k)),
    unrouted: Object.keys(table).filter((k) => !keys.has(k)),
  };
}

/** Throws, naming the offenders, unless every route has exactly one declaration and every declaration a route. */
export function assertRoutePolicies(routes: readonly RouteLike[], table: Readonly<Record<string, RoutePolicy>> = routePolicies) {
  const { undeclared, unrouted } = policyGaps(routes, table);
  if (!undeclared.length && !unrouted.length) return;
  const lines = [...undeclared.map((k) => `  route without a policy: '${k}'`), ...unrouted.map((k) => `  policy without a route: '${k}'`)];
  throw new Error(`Route policies (src/server/policy.ts) do not match the routes:\n${lines.join('\n')}`);
}
