import { parseApiDate } from './format';

// Small rules of the content screens.

/** Posts at most this many days old carry the NEW badge. */
export const NEW_BADGE_DAYS = 7;

export const isNew = (createdAt: string, now = Date.now()) => now - parseApiDate(createdAt).getTime() <= NEW_BADGE_DAYS * 86_400_000;

/** A path id from the URL, or null when it is not a positive integer. */
export function routeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** A banner link: internal paths as they are, web addresses with a scheme (https when it has none); nothing else. */
export function bannerHref(linkUrl: string): { href: string; external: boolean } | null {
  const url = linkUrl.trim();
  if (url.startsWith('//') || url.startsWith('/\\')) return null;
  if (url.startsWith('/')) return { href: url, external: false };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { href: parsed.href, external: true } : null;
  } catch {
    return null;
  }
}
