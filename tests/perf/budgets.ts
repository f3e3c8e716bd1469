import type { PaintGroup } from './paint-routes';

// What a first visit may download, per route group. KiB = 1,024 bytes; JS and CSS as gzip (level 6) of
// what the server sends, fonts as sent (WOFF2 is compressed already). Raise a number only with a reason in this file.
export type BudgetGroup = 'content' | 'notice' | 'entry' | 'app' | 'editor';

export interface Budget {
  label: string;
  jsKiB: number;
  fontKiB: number;
}

export const budgets: Record<BudgetGroup, Budget> = {
  // Terms, privacy, partnership, 404, error screen: HTML to read on a slow phone, only the page script (colour mode, menus).
  content: { label: 'terms, privacy, partnership, 404', jsKiB: 15, fontKiB: 150 },
  // Notice, FAQ and event pages are content too: server-rendered, no framework JavaScript.
  notice: { label: 'notice / FAQ / event pages', jsKiB: 15, fontKiB: 150 },
  // Home: the first screen of most visits, server-rendered kit markup with a small page script. (Login is a React
  // island on the kit, as the design asks, so it is held by the app budget.)
  entry: { label: 'home', jsKiB: 80, fontKiB: 150 },
  // App screens (products, EDI, dealers, settlements, statistics, community lists, my page): React islands on the kit.
  app: { label: 'app pages', jsKiB: 110, fontKiB: 150 },
  // The post editor (rich text) is the one page allowed a heavy editor; it must be loaded only there.
  editor: { label: 'post editor (rich text)', jsKiB: 250, fontKiB: 150 },
};

// CSS bytes and request counts are reported for every route; the first-paint budgets below hold them on the pages of
// tests/perf/paint-routes.ts (tests/perf/paint-budgets.spec.ts). They are structural, so they cannot flake: what
// the browser must download and parse before it may paint, not how long that took (`npm run bench:paint` times it).
export interface PaintBudget {
  /** Render-blocking CSS (linked stylesheets the browser waits for + inline <style>), KiB gzip. */
  blockingCssKiB: number;
  /** @font-face rules in that CSS: Chromium builds every rule before the first paint, used or not. */
  fontFaces: number;
  /** Requests of a first visit (empty cache), until the network is quiet and the fonts are in. */
  requests: number;
}

export const paintBudgets: Record<PaintGroup, PaintBudget> = {
  // Text to read: at 1,600 kbit/s 20 KiB is ≈ 0.1 s on the wire, and parsing it on a slow CPU stays well under the
  // ≈ 0.5 s between the HTML and a 1.0 s first paint. Held at 19 since CSS per area (src/styles/pages/) took content
  // pages to 16.9–18.0 KiB. 25 requests: HTML, one stylesheet, the page script and its chunks, the favicon, and the
  // font files one Korean page needs in its weights.
  content: { blockingCssKiB: 19, fontFaces: 150, requests: 25 },
  // App screens carry the kit's table, form, dialog and pager recipes on top of the content pages' CSS (islands.css),
  // 30 KiB ≈ 0.15 s at 1,600 kbit/s against a 1.3 s goal. 35 requests: a React island adds react, react-dom and its
  // own chunks, a signed-in header the menus and the notification badge; the rest as for content pages.
  app: { blockingCssKiB: 30, fontFaces: 150, requests: 35 },
};

// The first tap on an island page's primary control (tests/perf/paint-routes.ts `tap`), tapped as soon as it answers, in
// Chromium without throttling: how long the input waits for the main thread, and the interaction from the input to the
// next paint (INP's measure). A quiet machine gives single-digit delays and ≈ 16–40 ms; the bounds sit ten times above
// that, so only real blocking (a long hydration or a heavy handler on the tap) fails them. The slow-phone figures come
// from `npm run bench:paint`, which times the same tap under CPU 4× and a slow network.
export const tapBudget = { delayMs: 100, durationMs: 200 };

// Known overruns, waiting for a decision: the test holds them to the figure below (they may not grow) and prints them
// as OVER BUDGET on every run. Remove a line as soon as its page fits its group's budget.
const kitChunks =
  "a list screen still loads 20-odd chunks of 0.1–3 KiB: the kit's parts grouped by the islands that share them, and " +
  'the API clients and list helpers, which import what the page scripts use and so stay out of the groups lest a merge ' +
  "bring React to a page without an island. Putting what every island renders with in React's chunk took them from 48 " +
  'and 44 (tried: a 2 KiB merge threshold added 8.5 KiB to /prescriptions; thresholds of 0.5–2 KiB or a 2–4 KB module ' +
  'limit moved kilobytes onto my page, the sign-up or the compliance pages)';
// Two pages measured more script in a full run of the suite than in a run of this test alone on the same clone and
// build: the contract review 136.5 KiB (99.8 alone), an anonymous post 111.2 KiB (98.4 alone, the same for each of
// its posts, and under CPU load). Neither data nor load explains it yet; a failure names every file it counted, so
// the next run over the figure says which. Held here until then, so they cannot grow.
const moreInFullRun =
  'in a full run of the suite the page loaded more script than alone (contract review 136.5 against 99.8 KiB, an ' +
  'anonymous post 111.2 against 98.4); the files are printed when it happens again';
// The console's EDI entry and 정산관리 islands changed how the bundler groups the kit's shared parts, and their
// utilities joined the shared inline CSS: measured in a full run of a fresh clone, the sign-up form 110.7 KiB of JS
// (its own files did not change; a kit chunk it shares grew), an EDI record 110.2 KiB, a notice's blocking CSS
// 19.02 KiB, and one request more on /prescriptions and /settlement-list.
const consoleRegrouped =
  'the console islands added in Dec 2026 regrouped the kit chunks and grew the shared inline CSS by a few bytes; ' +
  'to be won back by moving the console kit parts into chunks of their own';
export const overruns: Record<string, { jsKiB?: number; fontKiB?: number; requests?: number; blockingCssKiB?: number; why: string }> = {
  '/prescriptions': { requests: 43, why: `${kitChunks}; ${consoleRegrouped}` },
  '/settlement-list': { requests: 39, why: `${kitChunks}; ${consoleRegrouped}` },
  '/signup': { jsKiB: 111, why: consoleRegrouped },
  '/admin/prescriptions/:id': { jsKiB: 111, why: consoleRegrouped },
  '/customer-service/notice/{id}': { blockingCssKiB: 19.1, why: consoleRegrouped },
  '/admin/contracts/:id': { jsKiB: 137, why: moreInFullRun },
  '/community/anonymous/{id}': { jsKiB: 112, why: moreInFullRun },
};
