import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { apiFor, peerAddress } from './host/ssr-api';
import { consoleRefused, decide, movedPath, needsPasswordRecheck } from './lib/route-rules';
import { loginUrl, recheckUrl, staffLoginUrl } from './lib/sign-in-urls';
import { currentRequestId, requestIdFrom, withRequestId, withRequestIdHeader } from './host/server';
import { finishPage } from './host/finish-page';

// Runs every request as part of its request id (the host's, a well-formed incoming one or a new one: every answer names
// it), resolves the session once per request and applies the route table (src/lib/route-rules.ts).
export const onRequest = defineMiddleware((context, next) => {
  const id = currentRequestId() ?? requestIdFrom(context.request.headers.get('x-request-id'));
  return withRequestId(id, async () => withRequestIdHeader(await guard(context, next), id));
});

async function guard(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { url, request } = context;
  // The API, build files and the probes (/health, /ready answer without a session) skip the session lookup.
  if (/^\/(v1\/|_|fonts\/|(health|ready)\/?$)/.test(url.pathname)) return next();
  // Old addresses first (no session needed): the new one then meets the guard like any other request.
  const moved = movedPath(url.pathname);
  if (moved) return context.redirect(moved + url.search, 301);

  if (consoleRefused(url.pathname, url.origin, process.env.ADMIN_ORIGIN)) return finishPage(request, await context.rewrite('/404'));

  const api = apiFor(request, peerAddress(context));
  context.locals.api = api;
  context.locals.session = request.headers.has('cookie') ? await api.auth.me().catch(() => null) : null;

  const session = context.locals.session;
  const decision = decide(url.pathname, session?.partnerContractStatus ?? null, session ?? null);
  switch (decision.kind) {
    case 'login':
      return context.redirect(loginUrl(url.pathname + url.search), 302);
    case 'staffLogin':
      return context.redirect(staffLoginUrl(url.pathname + url.search), 302);
    case 'home':
      return context.redirect('/', 302);
    case 'console':
      return context.redirect('/admin', 302);
    case 'denied':
      return finishPage(request, await context.rewrite(`/access-denied/${decision.reason}`));
    default: {
      if (
        needsPasswordRecheck(url.pathname) &&
        !(await api.myPage.recheck().then(
          (r) => r.checked,
          () => false,
        ))
      ) {
        return context.redirect(recheckUrl(url.pathname + url.search), 302);
      }
      const response = await finishPage(request, await next());
      // Pages show who is signed in: never cache them in shared caches.
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-cache');
      return response;
    }
  }
}
