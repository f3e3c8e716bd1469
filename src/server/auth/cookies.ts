import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ACCESS_TTL_SECONDS } from './sessions';

// The access cookie: `access_token`, HttpOnly, SameSite=Lax, Path=/, Max-Age 30 min. Secure when NODE_ENV=production
// and the request arrived over https (its URL, or X-Forwarded-Proto when TRUST_PROXY=1), so that plain-http local
// runs keep working. COOKIE_SECURE=1 / COOKIE_SECURE=0 forces the flag on / off.

export const ACCESS_COOKIE = 'access_token';

export function requestIsHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (process.env.TRUST_PROXY === '1') return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  return false;
}

/** Whether a cookie set on this request gets the Secure flag (the rule above; every server cookie follows it). */
export function secure(c: Context): boolean {
  const forced = process.env.COOKIE_SECURE;
  if (forced === '1' || forced === 'true') return true;
  if (forced === '0' || forced === 'false') return false;
  return process.env.NODE_ENV === 'production' && requestIsHttps(c);
}

/** Sets the access cookie; `maxAge` shorter than the default for a session that ends sooner (a scoped one). */
export function setAccessCookie(c: Context, accessToken: string, maxAge = ACCESS_TTL_SECONDS): void {
  setCookie(c, ACCESS_COOKIE, accessToken, { httpOnly: true, sameSite: 'Lax', path: '/', secure: secure(c), maxAge });
}

export function clearAccessCookie(c: Context): void {
  setCookie(c, ACCESS_COOKIE, '', { httpOnly: true, sameSite: 'Lax', path: '/', secure: secure(c), maxAge: 0 });
}

/** The access token of a request: the cookie, or an `Authorization: Bearer` header (apps, scripts). */
export function readAccessToken(c: Context): string | null {
  const cookie = getCookie(c, ACCESS_COOKIE);
  if (cookie) return cookie;
  const auth = c.req.header('authorization');
  const match = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  return match?.[1] ?? null;
}
