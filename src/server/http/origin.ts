import { createMiddleware } from 'hono/factory';
import { forbidden, type AppEnv } from '.';

// Cross-site request defence for the cookie session: a state-changing request (POST, PUT, PATCH, DELETE) that
// carries an Origin header must come from this site: the request's own origin (host compared without the scheme, so
// that a TLS-terminating proxy in front does not break it) or one listed in ALLOWED_ORIGINS (comma-separated,
// e.g. `https://partner.example.kr,https://admin.example.kr`), or X-Forwarded-Host when TRUST_PROXY=1. Requests without
// Origin (curl, server to server) pass;
// browsers always send Origin on cross-site POSTs, and the cookie is SameSite=Lax on top.

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const allowedOrigins = (): Set<string> =>
  new Set(
    (process.env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );

/** Is `origin` this site? `forwardedHost` is the X-Forwarded-Host header, honoured only when TRUST_PROXY=1. */
export function isAllowedOrigin(origin: string, requestUrl: string, forwardedHost?: string): boolean {
  if (allowedOrigins().has(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false; // "null" and other opaque origins
  }
  if (originHost === new URL(requestUrl).host) return true;
  return process.env.TRUST_PROXY === '1' && !!forwardedHost && originHost === forwardedHost.split(',')[0]?.trim();
}

export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (UNSAFE.has(c.req.method) && origin !== undefined && !isAllowedOrigin(origin, c.req.url, c.req.header('x-forwarded-host'))) {
    throw forbidden('허용되지 않은 출처의 요청입니다.', 'FORBIDDEN_ORIGIN');
  }
  await next();
});

/** Responses that must never be stored by a browser or a proxy (everything under /auth). */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});
