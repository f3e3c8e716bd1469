import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messageForStatus } from '../api/errors';
import { enforceRoutePolicies } from './auth/guards';
import { ready } from './db';
import { ApiHttpError, describeError, internalError, notFound, type AppBindings, type AppEnv } from './http';
import { auth } from './routes/auth';
import { kmc } from './routes/kmc';
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
import { partnersRouter } from './routes/partners';
import { prescriptionsRouter } from './routes/prescriptions';
import { memberMonthlyRouter, settlementsRouter } from './routes/settlements';
import { assertRoutePolicies, routePolicies } from './policy';
import { assertProvidersAllowed } from './providers';
import { originCheck } from './security';

// The reference /v1 API (Hono). Astro mounts it at src/pages/v1/[...path].ts through handleApiRequest; the full URL
// is passed on, hence basePath('/v1'). Every error is JSON `{ code, message }` with a Korean message. Every route
// declares who may call it in src/server/policy.ts; the policy middleware enforces it before any handler runs.

export const app = new Hono<AppEnv>().basePath('/v1');

app.use('*', async (c, next) => {
  const started = performance.now();
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  // Method, path (no query: it may hold phone numbers), status and time. Never bodies, cookies or tokens.
  if (process.env.LOG_REQUESTS === '1') {
    console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  }
});
app.use('*', originCheck);
app.use('*', enforceRoutePolicies(routePolicies));

app.route('/health', health);
app.route('/auth', auth);
app.route('/kmc', kmc);
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
app.route('/partners', partnersRouter);
app.route('/settlements', settlementsRouter);
app.route('/settlements-member-monthly', memberMonthlyRouter);
app.route('/hospitals', hospitals);
app.route('/products', productsRouter);
app.route('/sales-agency-products', salesAgencyRouter);

// A route without a declaration (or a declaration without a route) stops the app from being built at all.
assertRoutePolicies(app.routes);
// The demo identity and SMS providers never serve a production database unless told to (src/server/providers.ts).
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
  console.error(`[api] ${c.req.method} ${c.req.path} failed: ${describeError(err)}`);
  return c.json(internalError().body, 500);
});

/** Serves one /v1 request once the database is ready (opened, migrated, seeded). */
export async function handleApiRequest(request: Request, bindings: AppBindings = {}): Promise<Response> {
  try {
    await ready();
  } catch {
    const body = new ApiHttpError(503, 'UNAVAILABLE', messageForStatus(500)).body;
    return Response.json(body, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
  return app.fetch(request, bindings);
}
