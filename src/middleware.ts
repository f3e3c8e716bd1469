import { defineMiddleware } from 'astro:middleware';
import { apiFor } from './lib/ssr-api';
import { decide, loginUrl, needsPasswordRecheck, recheckUrl } from './lib/route-rules';
import { withPageFontFaces } from './server/page-font/inject';

// Resolves the session once per request and applies the route table (src/lib/route-rules.ts).
export const onRequest = defineMiddleware(async (context, next) => {
  const { url, request } = context;
  if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/_') || url.pathname.startsWith('/fonts/')) return next();

  const api = apiFor(request);
  context.locals.api = api;
  context.locals.session = request.headers.has('cookie') ? await api.auth.me().catch(() => null) : null;

  const session = context.locals.session;
  const decision = decide(url.pathname, session?.partnerContractStatus ?? null, session?.role ?? null);
  switch (decision.kind) {
    case 'login':
      return context.redirect(loginUrl(url.pathname + url.search), 302);
    case 'home':
      return context.redirect('/', 302);
    case 'denied':
      return withPageFontFaces(await context.rewrite(`/access-denied/${decision.reason}`));
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
      const response = await withPageFontFaces(await next());
      // Pages show who is signed in: never cache them in shared caches.
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-cache');
      return response;
    }
  }
});
