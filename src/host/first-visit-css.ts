import { buildStylesheets } from './build-assets';
import { isHttps } from './security-headers';

// A first visit has nothing cached, so every stylesheet the <head> links is one more round trip before the first
// paint (150 ms on a slow phone's network, more on a new TLS connection), and the HTML could have carried it. So a
// browser that was never sent a build stylesheet gets it inline, in the place of its <link> (the cascade order is
// kept), plus a prefetch of the file at the end of <body> so that the next page finds it in the HTTP cache. The
// `seen_css` cookie names the stylesheets (their content hashes) this browser was sent; a page whose stylesheets are
// all named there links them as before, so later pages stay small and parse the sheet from the cache. A browser that
// dropped its cache but kept the cookie waits for the link, as every visit did before. The cookie only picks one of
// two forms of the same page: a forged one costs its sender a round trip and nobody else anything.

export const SEEN_CSS_COOKIE = 'seen_css';
/** Hashes kept in the cookie: a build links two or three stylesheets in any one head. */
export const MAX_SEEN_SHEETS = 8;
const SEEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Exactly how Astro links a build stylesheet; anything else in the head is left alone. */
const BUILD_SHEET_LINK = /<link rel="stylesheet" href="\/_astro\/([\w-]+\.([\w-]{8})\.css)">/g;
const SEEN_VALUE = /^[\w-]{8}(?:\.[\w-]{8})*$/;

/** The stylesheet hashes a `Cookie` header says this browser was sent; nothing for a missing or malformed value. */
export function seenSheets(cookieHeader: string | null): string[] {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === SEEN_CSS_COOKIE) return value && SEEN_VALUE.test(value) ? value.split('.').slice(-MAX_SEEN_SHEETS) : [];
  }
  return [];
}

export interface InlinedHead {
  head: string;
  /** Build files inlined (`Name.hash.css`), to prefetch. */
  inlined: string[];
  /** The cookie's hashes after this page, the newly sent last, at most MAX_SEEN_SHEETS. */
  seen: string[];
}

/** Puts each build stylesheet of `head` that `seen` does not name inline; `sheet` gives a file's CSS, or null to keep
 *  the link (no such file, or CSS that could close the <style>). */
export function inlineUnseenSheets(head: string, seen: readonly string[], sheet: (file: string) => string | null): InlinedHead {
  const inlined: string[] = [];
  const sent = [...seen];
  const out = head.replace(BUILD_SHEET_LINK, (link, file: string, hash: string) => {
    if (seen.includes(hash)) return link;
    const css = sheet(file);
    if (css === null) return link;
    inlined.push(file);
    if (!sent.includes(hash)) sent.push(hash);
    return `<style data-sheet="${file}">${css}</style>`;
  });
  return { head: out, inlined, seen: sent.slice(-MAX_SEEN_SHEETS) };
}

let inlinable: Promise<ReadonlyMap<string, string>> | undefined;

/** The build's stylesheets that may go inline, by file name, sorted out once: not one that could close the <style> it
 *  would go in. Empty without a build (the dev server links its own). */
function inlinableSheets(): Promise<ReadonlyMap<string, string>> {
  inlinable ??= buildStylesheets().then((sheets) => new Map([...(sheets ?? [])].filter(([, css]) => !/<\/style/i.test(css))));
  return inlinable;
}

/** Whether the request is a browser opening a page (Fetch Metadata): scripts, bots and load tests, which keep no cache,
 *  get the links, so the gzip of an inlined stylesheet (≈ 2 ms of CPU a page) is spent only where it saves a paint. */
const isNavigation = (request: Request) => request.headers.get('sec-fetch-dest') === 'document';

/** A rendered page in its first-visit form when this browser lacks some of its stylesheets, and the cookie to set then;
 *  the page as it was otherwise. */
export async function firstVisitStyles(
  request: Request,
  html: Buffer<ArrayBuffer>,
): Promise<{ html: Buffer<ArrayBuffer>; cookie: string | null }> {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || !isNavigation(request)) return { html, cookie: null };
  const sheets = await inlinableSheets();
  const seen = seenSheets(request.headers.get('cookie'));
  const page = inlineUnseenSheets(html.subarray(0, headEnd).toString('utf8'), seen, (file) => sheets.get(file) ?? null);
  if (!page.inlined.length) return { html, cookie: null };

  const prefetch = Buffer.from(page.inlined.map((file) => `<link rel="prefetch" href="/_astro/${file}" as="style">`).join(''));
  const bodyEnd = html.lastIndexOf('</body>');
  const tail = bodyEnd < headEnd ? [html.subarray(headEnd), prefetch] : [html.subarray(headEnd, bodyEnd), prefetch, html.subarray(bodyEnd)];
  const https = isHttps(new URL(request.url).protocol === 'https:', request.headers.get('x-forwarded-proto') ?? undefined);
  return {
    html: Buffer.concat([Buffer.from(page.head), ...tail]),
    cookie: `${SEEN_CSS_COOKIE}=${page.seen.join('.')}; Path=/; Max-Age=${SEEN_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`,
  };
}
