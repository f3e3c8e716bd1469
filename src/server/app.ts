import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messageForStatus, SERVER_MESSAGE } from '../api/errors';
import { supportLine } from '../lib/error-text';
import { enforceRoutePolicies } from './auth/guards';
import { ready } from './runtime/database';
import { ApiHttpError, describeError, notFound, type AppBindings, type AppEnv } from './http';
import { currentRequestId, logger, requestIdFrom, withRequestId, withRequestIdHeader } from './runtime/logger';
import { auth } from './routes/auth';
import { promotionTokensRouter } from './routes/promotion-tokens';
import { myPageRouter } from './routes/my-page';
import { kmc } from './routes/kmc';
import { verificationCodesRouter } from './routes/verification-codes';
import { passwordResetRouter } from './routes/password-reset';
import { signupRouter } from './routes/signup';
import { health } from './routes/health';
import { terms } from './routes/terms';
import { banners } from './routes/banners';
import { boards } from './routes/boards';
import { blocks } from './routes/blocks';
import { comments } from './routes/comments';
import { reports } from './routes/reports';
import { events } from './routes/events';
import { hospitals, prescriptionFigures } from './routes/figures';
import { files } from './routes/files';
import { productsRouter } from './routes/products';
import { salesAgencyRouter } from './routes/sales-agency-products';
import { dealersRouter } from './routes/dealers';
import { dealerContractsRouter } from './routes/dealer-contracts';
import { expenditureRouter } from './routes/expenditures';
import { auditLogRouter } from './routes/audit-log';
import { complianceRouter } from './routes/compliance';
import { partnersRouter } from './routes/partners';
import { drugCompaniesRouter } from './routes/drug-companies';
import { prescriptionsRouter } from './routes/prescriptions';
import { memberMonthlyRouter, settlementsRouter } from './routes/settlements';
import { partnerContractsRouter } from './routes/partner-contracts';
import { openApiRouter } from './routes/openapi';
import { notificationsRouter } from './routes/notifications';
import { adminMembersRouter, bankChangesRouter, staffMembersRouter } from './routes/admin/members';
import { adminStaffRouter, contractStaffRouter } from './routes/admin/staff';
import { adminAuditRouter } from './routes/admin/audit';
import { staffEnrolmentRouter } from './routes/staff-enrolment';
import { consoleRouter } from './routes/admin/console';
import { adminContractsRouter, adminCsoRouter, contractDecisionsRouter, csoApprovalRouter } from './routes/admin/reviews';
import { adminOcrRouter, adminPrescriptionsRouter, contractPrescriptionStaffRouter } from './routes/admin/prescriptions';
import { adminSettlementsRouter } from './routes/admin/settlements';
import { adminSettlementRequestsRouter } from './routes/admin/settlement-requests';
import { assertBodyLimits, limitBodies } from './http/body-limits';
import { assertRoutePolicies, routePolicies } from './policy';
import { assertProvidersAllowed } from './runtime/providers';
import { originCheck } from './http/origin';

// The reference /v1 API (Hono). Astro mounts it at src/pages/v1/[...path].ts through handleApiRequest; the full URL
// is passed on, hence basePath('/v1'). Every error is JSON `{ code, message }` with a Korean message. Every route
// declares who may call it in src/server/policy.ts; the policy middleware enforces it before any handler runs.

export const app = new Hono<AppEnv>().basePath('/v1');

app.use('*', async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
});
app.use('*', originCheck);
// Every body is counted while it streams in against its route's limit (src/server/http/body-limits.ts).
app.use('*', limitBodies());
app.use('*', enforceRoutePolicies(routePolicies));

app.route('/health', health);
app.route('/auth', auth);
app.route('/auth/promotion-token', promotionTokensRouter);
app.route('/members', myPageRouter);
app.route('/kmc', kmc);
app.route('/auth/verification-code', verificationCodesRouter);
app.route('/members', passwordResetRouter);
app.route('/members', signupRouter);
app.route('/terms', terms);
app.route('/boards', boards);
app.route('/comments', comments);
app.route('/reports', reports);
app.route('/blocks', blocks);
app.route('/files', files);
app.route('/events', events);
app.route('/banners', banners);
app.route('/prescriptions', prescriptionFigures);
app.route('/prescriptions', prescriptionsRouter);
app.route('/dealers', dealersRouter);
app.route('/dealers', dealerContractsRouter);
app.route('/partners', partnersRouter);
app.route('/drug-companies', drugCompaniesRouter);
app.route('/settlements', settlementsRouter);
app.route('/settlements-member-monthly', memberMonthlyRouter);
app.route('/hospitals', hospitals);
app.route('/products', productsRouter);
app.route('/sales-agency-products', salesAgencyRouter);
app.route('/partner-contracts', partnerContractsRouter);
// Staff decide applications on the contract's paths (approve, reject) and ours (end).
app.route('/partner-contracts', contractDecisionsRouter);
app.route('/compliance', complianceRouter);
app.route('/expenditures', expenditureRouter);
app.route('/audit-log', auditLogRouter);
app.route('/notifications', notificationsRouter);
// The operator console's own calls (the dashboard, the staff member's second factor).
app.route('/admin', consoleRouter);
// 계약 심사 and CSO 신고증 심사: the queues and documents; the contract's CSO decision stays under /members.
app.route('/admin/partner-contracts', adminContractsRouter);
app.route('/admin/cso-certificates', adminCsoRouter);
app.route('/members', csoApprovalRouter);
// Staff accounts: the contract's paths under /members/admins (after the members' own routes, which match first for a
// member whose login id is `admins`), ours under /admin/staff; the audit trail; the public enrolment link.
app.route('/members/admins', contractStaffRouter);
app.route('/admin/staff', adminStaffRouter);
app.route('/admin/audit', adminAuditRouter);
app.route('/auth/staff-enrolment', staffEnrolmentRouter);
// 회원관리: the contract's member search and page under /members, our account actions and the four-eyes queue.
app.route('/members', staffMembersRouter);
app.route('/admin/members', adminMembersRouter);
app.route('/admin/bank-account-changes', bankChangesRouter);
// 처방관리: the EDI queue and entry under /admin/prescriptions; 입력완료 and the attached files on the contract's paths.
app.route('/admin/prescriptions', adminPrescriptionsRouter);
app.route('/admin/ocr', adminOcrRouter);
app.route('/prescriptions/partners', contractPrescriptionStaffRouter);
// 정산관리: the staff's settlement months, 추가수수료, 정산 확정 (four eyes) and statistics.
app.route('/admin/settlements', adminSettlementsRouter);
// 정산관리: the members' open 정산요청 / 이의신청 and the staff's answers.
app.route('/admin/settlement-requests', adminSettlementRequestsRouter);
// The API document is built from the routes above (read when it is first asked for, so every route is in it).
app.route(
  '/openapi.json',
  openApiRouter(() => app.routes),
);

// A route without a declaration (or a declaration without a route) stops the app from being built at all.
assertRoutePolicies(app.routes);
assertBodyLimits(app.routes);
// The demo identity and SMS providers never serve a production database unless told to (src/server/runtime/providers.ts).
assertProvidersAllowed();

app.notFound((c) => c.json(notFound().body, 404));

app.onError((err, c) => {
  if (err instanceof ApiHttpError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(err.body, err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ code: `HTTP_${err.status}`, message: messageForStatus(err.status) }, err.status);
  }
  // The path without its query (it may hold phone numbers); the answer names the request id for support.
  logger.error({ method: c.req.method, path: c.req.path, error: describeError(err) }, 'request failed');
  const requestId = currentRequestId() ?? requestIdFrom(c.req.header('x-request-id'));
  return c.json({ code: 'INTERNAL', message: `${SERVER_MESSAGE} ${supportLine(requestId)}`, requestId }, 500);
});

/**
 * Serves one /v1 request once the database is ready (opened, migrated, seeded), as part of the request id the host
 * gave (scripts/serve/start.mjs, the page render that calls in-process) or of a new one; the answer names it.
 */
export function handleApiRequest(request: Request, bindings: AppBindings = {}): Promise<Response> {
  const id = currentRequestId() ?? requestIdFrom(request.headers.get('x-request-id'));
  return withRequestId(id, async () => {
    let response: Response;
    try {
      await ready();
      response = await app.fetch(request, bindings);
    } catch {
      const body = new ApiHttpError(503, 'UNAVAILABLE', messageForStatus(500)).body;
      response = Response.json(body, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } });
    }
    return withRequestIdHeader(response, id);
  });
}
