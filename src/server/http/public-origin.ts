import type { Context } from 'hono';

// The origin a client reached this server at, for links it must follow on its own (absolute URLs in an answer).
// There is no configured public origin: it is the request's own origin as the server sees it. Behind our own proxy
// (TRUST_PROXY=1, as the origin check and the cookie's Secure flag already honour) the first X-Forwarded-Host and
// X-Forwarded-Proto entries say what the client used; without TRUST_PROXY those headers are the client's word and are
// ignored. A forwarded value that is not a plain host[:port] or http/https is ignored too.

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstEntry = (header: string | undefined) => header?.split(',')[0]?.trim().toLowerCase() || undefined;

/** `scheme://host[:port]` of the request, as the client sees it. */
export function publicOrigin(c: Context): string {
  const own = new URL(c.req.url);
  if (process.env.TRUST_PROXY !== '1') return own.origin;
  const host = firstEntry(c.req.header('x-forwarded-host'));
  const proto = firstEntry(c.req.header('x-forwarded-proto'));
  const scheme = proto === 'https' || proto === 'http' ? proto : own.protocol.replace(/:$/, '');
  return `${scheme}://${host && HOST.test(host) ? host : own.host}`;
}
