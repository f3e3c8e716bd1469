import { secondStep } from '../staff-code';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page, Response } from '@playwright/test';
import type { Tap } from './paint-routes';
import { PASSWORD, type DemoUser } from '../e2e/helpers';

// What a first visit downloads: a fresh browser context (empty cache) opens one path, waits until the network is
// quiet and the fonts are in, and adds up every response of that document. JS and CSS are counted as gzip (level 6)
// of the bytes the server sent, since a production deployment compresses them (this server does not); inline
// <script> and <style> count as JS and CSS. Fonts are counted as sent (WOFF2 is compressed already; the page font
// files are TrueType the server compresses, counted compressed).

export type Kind = 'js' | 'css' | 'font' | 'html' | 'other';

export interface Visit {
  path: string;
  status: number;
  /** Font faces the browser could not load (a broken URL or a font file the browser's sanitizer rejects). */
  fontErrors: number;
  requests: number;
  bytes: Record<Kind, number>;
  files: { url: string; kind: Kind; bytes: number }[];
  /** What stands between the HTML and the first paint (tests/perf/paint-budgets.spec.ts, `npm run bench:paint`). */
  renderPath: RenderPath;
}

export interface RenderPath {
  /** Stylesheets the browser marked render-blocking (Resource Timing `renderBlockingStatus`), gzip bytes each. */
  blockingCss: { url: string; bytes: number }[];
  /** Render-blocking CSS in gzip bytes: those stylesheets plus the document's inline <style>. */
  blockingCssBytes: number;
  /** @font-face rules in that CSS: the browser builds every one of them before the first paint. */
  blockingFontFaces: number;
  /** @font-face rules of every stylesheet of the page (CSSOM, imports and nested rules included). */
  fontFaces: number;
  /** `blocking="render"` waits on the document that hold the first paint until the main content is parsed. */
  documentBlocking: string[];
  /** False when the browser did not report `renderBlockingStatus` (the figures above would be blind). */
  blockingStatusKnown: boolean;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
const states = new Map<string, StorageState>();

/** Signs a demo account in once (per base URL) and returns its cookies, for fresh contexts that share the session. */
export async function storageStateFor(browser: Browser, baseURL: string, user: DemoUser): Promise<StorageState> {
  const key = `${baseURL} ${user}`;
  const known = states.get(key);
  if (known) return known;
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/v1/auth/login', { data: { userId: user, password: PASSWORD, device: null } });
  if (res.status() !== 200) throw new Error(`login ${user}: HTTP ${res.status()}`);
  const first = (await res.json()) as { secondFactorRequired?: boolean; challenge?: string };
  // A staff account (the content editor) signs in with its second factor.
  if (first.secondFactorRequired) {
    const step = await secondStep(new URL(baseURL).origin, user, async (code) => {
      const r = await context.request.post('/v1/auth/second-factor', { data: { challenge: first.challenge, code } });
      return { status: r.status(), headers: new Headers(), body: null };
    });
    if (step.status !== 200) throw new Error(`second factor ${user}: HTTP ${step.status}`);
  }
  // My page opens after the session's password re-check (10 minutes, longer than a run of these tests).
  const recheck = await context.request.post('/v1/members/check-password', { data: { password: PASSWORD } });
  if ((await recheck.json()) !== true) throw new Error(`password re-check ${user}: HTTP ${recheck.status()}`);
  const state = await context.storageState();
  await context.close();
  states.set(key, state);
  return state;
}

/** The HTML of a page, fetched with a session's cookies (no browser). */
export async function fetchHtml(baseURL: string, path: string, state?: StorageState): Promise<string> {
  const cookie = (state?.cookies ?? []).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(new URL(path, baseURL), { headers: cookie ? { cookie } : {} });
  return res.text();
}

const gzip = (data: Buffer | string) => gzipSync(data, { level: 6 }).length;

/** A promise that gives up after `ms` (a response body of a page that navigated away may never arrive). */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);

function kindOf(response: Response): Kind {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'document') return 'html';
  if (type === 'script' || /javascript/.test(contentType)) return 'js';
  if (type === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (type === 'font' || contentType.startsWith('font/') || /\.woff2?($|\?)/.test(response.url())) return 'font';
  return 'other';
}

/** Inline scripts (not JSON data) and inline styles of an HTML document. */
function inlineCode(html: string): { js: string; css: string } {
  let js = '';
  let css = '';
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc=/.test(attrs) || /type=["']?application\/(ld\+)?json/.test(attrs)) continue;
    js += m[2] ?? '';
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) css += m[1] ?? '';
  return { js, css };
}

export async function measureVisit(browser: Browser, baseURL: string, path: string, state?: StorageState): Promise<Visit> {
  const context = await browser.newContext({ baseURL, storageState: state, locale: 'ko-KR', serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const files: Visit['files'] = [];
  let requests = 0;
  let documentHtml = '';
  const cssText = new Map<string, string>();
  let commits = 0;
  let leftPage = false; // a script navigated to another page (e.g. /logout → /): its requests are not this page's

  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && ++commits > 1) leftPage = true;
  });
  page.on('request', () => {
    if (!leftPage) requests++;
  });
  page.on('response', (response) => {
    if (leftPage) return;
    const kind = kindOf(response);
    // A font the server compresses in transit (the page font files, TrueType + brotli) counts as sent, like a WOFF2.
    const encoded = kind === 'font' && response.headers()['content-encoding'];
    pending.push(
      within(Promise.all([response.body(), encoded ? response.request().sizes() : null]), 10_000)
        .then((got) => {
          const [body, sizes] = got ?? [];
          if (!body) return;
          // The document is the first HTML that is not a redirect (an error page is one too).
          const redirect = response.status() >= 300 && response.status() < 400;
          if (kind === 'html' && !documentHtml && !redirect) documentHtml = body.toString('utf8');
          if (kind === 'css') cssText.set(response.url(), body.toString('utf8'));
          files.push({
            url: response.url().replace(baseURL, ''),
            kind,
            bytes: sizes ? sizes.responseBodySize : kind === 'font' || kind === 'other' ? body.length : gzip(body),
          });
        })
        .catch(() => undefined), // redirects and aborted requests have no body
    );
  });

  const response = await page.goto(path, { waitUntil: 'load', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  if (!leftPage)
    await within(
      page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => undefined),
      10_000,
    );
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const fontErrors = leftPage
    ? 0
    : ((await within(
        page.evaluate(() => [...document.fonts].filter((f) => f.status === 'error').length).catch(() => 0),
        5_000,
      )) ?? 0);
  const facts = leftPage
    ? undefined
    : await within(
        page.evaluate(renderFacts).catch(() => undefined),
        5_000,
      );
  await Promise.all(pending);
  await within(context.close(), 10_000);

  const bytes: Record<Kind, number> = { js: 0, css: 0, font: 0, html: 0, other: 0 };
  for (const f of files) bytes[f.kind] += f.bytes;
  const inline = inlineCode(documentHtml);
  if (inline.js) bytes.js += gzip(inline.js);
  if (inline.css) bytes.css += gzip(inline.css);
  const blockingCss = (facts?.blockingUrls ?? [])
    .filter((url) => cssText.has(url))
    .map((url) => ({ url: url.replace(baseURL, ''), bytes: gzip(cssText.get(url)!), text: cssText.get(url)! }));
  return {
    path,
    status: response?.status() ?? 0,
    fontErrors,
    requests,
    bytes,
    files,
    renderPath: {
      blockingCss: blockingCss.map(({ url, bytes }) => ({ url, bytes })),
      blockingCssBytes: blockingCss.reduce((sum, f) => sum + f.bytes, 0) + (inline.css ? gzip(inline.css) : 0),
      blockingFontFaces: [...blockingCss.map((f) => f.text), inline.css].reduce((sum, css) => sum + countFontFaces(css), 0),
      fontFaces: facts?.fontFaces ?? 0,
      documentBlocking: facts?.documentBlocking ?? [],
      blockingStatusKnown: facts?.blockingStatusKnown ?? false,
    },
  };
}

/** @font-face rules in CSS text (comments left out). */
export const countFontFaces = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').match(/@font-face\b/g)?.length ?? 0;

/**
 * Runs in the page once it has loaded: which resources the browser held the first paint for, how many @font-face
 * rules the page's stylesheets carry, and which `blocking="render"` waits depend on parsing the main content. A
 * `<link rel="expect">` holds the paint until its element is parsed: only an element before `<main>` (the header) is
 * allowed; one inside or after it, or a missing one, makes the page wait for (nearly) the whole document.
 */
function renderFacts() {
  const entries = performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[];
  const countRules = (rules: CSSRuleList): number => {
    let n = 0;
    for (const rule of rules) {
      if (rule instanceof CSSFontFaceRule) n++;
      else if (rule instanceof CSSImportRule) n += rule.styleSheet ? countRules(rule.styleSheet.cssRules) : 0;
      else if ('cssRules' in rule) n += countRules((rule as CSSGroupingRule).cssRules);
    }
    return n;
  };
  let fontFaces = 0;
  for (const sheet of document.styleSheets) {
    try {
      fontFaces += countRules(sheet.cssRules);
    } catch {
      // a cross-origin sheet cannot be read (none on this site)
    }
  }
  const main = document.querySelector('main');
  const documentBlocking = [...document.querySelectorAll('link[rel~="expect"][blocking~="render"]')].flatMap((link) => {
    const id = decodeURIComponent(new URL((link as HTMLLinkElement).href).hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    const position = target && main ? target.compareDocumentPosition(main) : 0;
    const beforeMain = (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && (position & Node.DOCUMENT_POSITION_CONTAINED_BY) === 0;
    if (beforeMain) return [];
    const why = !target ? 'its element does not exist' : !main ? 'the page has no <main>' : 'its element is not before <main>';
    return [`${link.outerHTML}: ${why}`];
  });
  return {
    blockingUrls: entries.filter((e) => e.renderBlockingStatus === 'blocking').map((e) => e.name),
    blockingStatusKnown: entries.length === 0 || entries.some((e) => typeof e.renderBlockingStatus === 'string'),
    fontFaces,
    documentBlocking,
  };
}

export const kib = (bytes: number) => bytes / 1024;
export const fmt = (bytes: number) => kib(bytes).toFixed(1);

/**
 * Installed before the page's own scripts: the Event Timing entries of pointer and click events that took 16 ms or
 * more (the least the browser reports), and the first input's entry, which is reported however short it was.
 */
export function recordInteractions() {
  const w = window as unknown as { tapEvents: [string, number, number, number][] };
  w.tapEvents = [];
  const record = (list: PerformanceObserverEntryList) => {
    for (const e of list.getEntries() as unknown as {
      name: string;
      entryType: string;
      startTime: number;
      processingStart: number;
      duration: number;
    }[])
      if (e.entryType === 'first-input' || /^(pointer|mouse|click)/.test(e.name))
        w.tapEvents.push([e.entryType === 'first-input' ? 'first-input' : e.name, e.startTime, e.processingStart, e.duration]);
  };
  new PerformanceObserver(record).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
}

/** Taps a page's primary control once it answers: visible, its island hydrated, not disabled (before that a tap does nothing). */
export async function firstTap(page: Page, tap: Tap) {
  await page.waitForFunction(
    (selector) => {
      const el = document.querySelector<HTMLButtonElement>(selector);
      return !!el && !el.disabled && !el.closest('astro-island[ssr]') && el.getClientRects().length > 0;
    },
    tap.selector,
    { polling: 20, timeout: 60_000 },
  );
  await page.locator(tap.selector).first().click({ timeout: 10_000 });
}

export interface TapTiming {
  /** When the tap happened (ms since navigation started). */
  at: number;
  /** How long the input waited for the main thread. */
  delay: number;
  /** The interaction's duration, from the input to the next paint (INP's measure; Chromium rounds it to 8 ms). */
  duration: number;
}

/** The first tap's timing, from the entries `recordInteractions` collected; null when the browser reported none. */
export async function tapTiming(page: Page): Promise<TapTiming | null> {
  const events = await page.evaluate(() => (window as unknown as { tapEvents: [string, number, number, number][] }).tapEvents);
  const first = events.find(([name]) => name === 'first-input');
  if (!first) return null;
  // The tap's events start with its first input; the interaction lasts as long as the longest of them.
  const interaction = events.filter(([, start]) => start >= first[1] && start < first[1] + 1000);
  return { at: first[1], delay: first[2] - first[1], duration: Math.max(...interaction.map(([, , , duration]) => duration)) };
}
