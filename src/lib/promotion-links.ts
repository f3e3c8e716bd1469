// Promotion pages: static pages of the medipanda site (outside the portal) that an event's body links to. Such a link
// is opened with a one-time token for the signed-in member (`?data=<token>`, POST /v1/auth/promotion-token), which the
// page's own server redeems for the member's login id and name. This file is the one place that says which links
// those are.

/** Hosts that serve promotion pages (exact host names; no other subdomain). */
export const PROMOTION_HOSTS: readonly string[] = ['medipanda.co.kr', 'dev.medipanda.co.kr'];

/** Paths of promotion pages: /event<digits>.html, /promotion….html and /special/….html. */
const PROMOTION_PATH = /^\/(?:event\d+\.html|promotion[^/]*\.html|special\/[^?#]+\.html)$/;

/** The URL when `href` is a promotion page (http or https on a promotion host, a promotion path), else null. */
export function promotionTarget(href: string): URL | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  if (!PROMOTION_HOSTS.includes(url.hostname.toLowerCase())) return null;
  return PROMOTION_PATH.test(url.pathname) ? url : null;
}

/**
 * The address to open: the promotion page with the token as `data` (an existing `data` is replaced, other parameters
 * stay), always over https: the token must not travel in clear text.
 */
export function promotionUrlWithToken(target: URL, token: string): string {
  const url = new URL(target.href);
  url.protocol = 'https:';
  url.searchParams.set('data', token);
  return url.href;
}
