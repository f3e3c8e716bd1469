import { expect, test, type Browser } from '@playwright/test';
import { overruns, paintBudgets, tapBudget } from './budgets';
import { fetchHtml, firstTap, fmt, kib, measureVisit, recordInteractions, storageStateFor, tapTiming, type Visit } from './measure';
import { paintPages, type PaintGroup, type PaintPage } from './paint-routes';
import { concretePath, userFor } from './routes';

// First-paint budgets (tests/perf/budgets.ts, `paintBudgets`): what stands between the HTML and the first paint on
// each page of tests/perf/paint-routes.ts, as a first visit in Chromium. No timing is asserted, so nothing here can
// flake: render-blocking CSS bytes, the @font-face rules in it, the requests of the visit, and render blocking that
// waits on the document. `npm run bench:paint` measures the paint times themselves.

const visits = new Map<PaintGroup, Promise<{ page: PaintPage; visit: Visit }[]>>();

/** Every page of a group opened once per test worker; the budget tests of the group share the visits. */
function visitGroup(browser: Browser, baseURL: string, group: PaintGroup) {
  let known = visits.get(group);
  if (!known) {
    known = (async () => {
      const out: { page: PaintPage; visit: Visit }[] = [];
      for (const page of paintPages.filter((p) => p.group === group)) {
        const user = userFor(page.case);
        const state = user ? await storageStateFor(browser, baseURL, user) : undefined;
        const path = await concretePath(page.case, (list) => fetchHtml(baseURL, list, state));
        out.push({ page, visit: await measureVisit(browser, baseURL, path, state) });
      }
      return out;
    })();
    visits.set(group, known);
  }
  return known;
}

function report(group: PaintGroup, rows: { page: PaintPage; visit: Visit }[]) {
  const lines = rows.map(
    ({ page, visit: { renderPath: r, requests } }) =>
      `${page.label.padEnd(34)} ${fmt(r.blockingCssBytes).padStart(8)} ${String(r.blockingFontFaces).padStart(10)} ${String(requests).padStart(5)}  ${r.documentBlocking.length ? 'waits on the document' : '—'}`,
  );
  console.log(
    `\nfirst paint, ${group} pages\n${'page'.padEnd(34)} ${'CSS KiB'.padStart(8)} ${'@font-face'.padStart(10)} ${'req'.padStart(5)}  render blocking\n${lines.join('\n')}`,
  );
}

// Expected failures (test.fail): today's site breaks these budgets. Each flips to an unexpected pass, and must be
// removed from this list, as soon as the site meets it.
const failingToday = new Set<string>([
  // Empty: every budget is met (the request budget since the page font files, docs/performance/, "Requests").
]);

function budgetTest(group: PaintGroup, what: string, title: string, check: (row: { page: PaintPage; visit: Visit }) => void) {
  const name = `${group}: ${what}`;
  test(`first paint, ${name} ${title}`, async ({ browser, baseURL }) => {
    test.fail(failingToday.has(name), 'known overrun; see failingToday');
    for (const row of await visitGroup(browser, baseURL!, group)) check(row);
  });
}

for (const group of ['content', 'app'] as const) {
  const budget = paintBudgets[group];

  test(`first paint, ${group}: every page loads and the browser reports what blocks its paint`, async ({ browser, baseURL }) => {
    const rows = await visitGroup(browser, baseURL!, group);
    report(group, rows);
    for (const { page, visit } of rows) {
      expect.soft(visit.status, `${page.label}: HTTP status of ${visit.path}`).toBe(page.case.status ?? 200);
      expect.soft(visit.renderPath.blockingStatusKnown, `${page.label}: Resource Timing renderBlockingStatus missing`).toBe(true);
      // A page with no CSS before its first paint would flash unstyled.
      expect.soft(visit.renderPath.blockingCssBytes, `${page.label}: no render-blocking CSS at all`).toBeGreaterThan(0);
    }
  });

  budgetTest(group, 'render-blocking CSS', `≤ ${budget.blockingCssKiB} KiB gzip`, ({ page, visit }) => {
    const r = visit.renderPath;
    const accepted = overruns[page.label]?.blockingCssKiB;
    if (accepted !== undefined && kib(r.blockingCssBytes) > budget.blockingCssKiB)
      console.log(
        `OVER BUDGET (accepted, may not grow past ${accepted} KiB): ${page.label} render-blocking CSS ${fmt(r.blockingCssBytes)} KiB > ${budget.blockingCssKiB} KiB: ${overruns[page.label]!.why}`,
      );
    expect
      .soft(
        kib(r.blockingCssBytes),
        `${page.label}: render-blocking CSS ${fmt(r.blockingCssBytes)} KiB > ${budget.blockingCssKiB} KiB\n  ${r.blockingCss
          .map((f) => `${f.url} ${fmt(f.bytes)}`)
          .join('\n  ')}`,
      )
      .toBeLessThanOrEqual(overruns[page.label]?.blockingCssKiB ?? budget.blockingCssKiB);
  });

  budgetTest(group, '@font-face rules', `in render-blocking CSS ≤ ${budget.fontFaces}`, ({ page, visit }) => {
    expect
      .soft(visit.renderPath.blockingFontFaces, `${page.label}: @font-face rules before the first paint`)
      .toBeLessThanOrEqual(budget.fontFaces);
  });

  budgetTest(group, 'requests', `of a first visit ≤ ${budget.requests}`, ({ page, visit }) => {
    const accepted = overruns[page.label]?.requests;
    if (accepted !== undefined && visit.requests > budget.requests)
      console.log(
        `OVER BUDGET (accepted, may not grow past ${accepted}): ${page.label} ${visit.requests} requests > ${budget.requests}: ${overruns[page.label]!.why}`,
      );
    expect
      .soft(visit.requests, `${page.label}: requests of a first visit to ${visit.path}`)
      .toBeLessThanOrEqual(accepted ?? budget.requests);
  });

  // A first visit has nothing cached: a linked stylesheet would be one more round trip before the paint, and the HTML
  // carries it instead (src/host/first-visit-css.ts).
  budgetTest(group, 'stylesheet requests', 'before the first paint: none (the HTML carries the CSS)', ({ page, visit }) => {
    expect
      .soft(
        visit.renderPath.blockingCss.map((f) => f.url),
        `${page.label}: stylesheets the first paint waited for`,
      )
      .toEqual([]);
  });

  budgetTest(group, 'document render blocking', '(nothing waits for the main content to be parsed)', ({ page, visit }) => {
    expect.soft(visit.renderPath.documentBlocking, `${page.label}: blocking="render" waits on the document`).toEqual([]);
  });
}

test('a later page links the stylesheets the first one carried inline, and finds them in the cache', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  try {
    const tab = await context.newPage();
    const first = await tab.goto('/terms', { waitUntil: 'networkidle' });
    const firstHtml = await first!.text();
    const sheets = [...firstHtml.matchAll(/<style data-sheet="([^"]+)">/g)].map((m) => m[1]);
    expect(sheets.length, 'the first visit carries the site stylesheet inline').toBeGreaterThan(0);
    expect(firstHtml).not.toContain('<link rel="stylesheet" href="/_astro/');
    for (const sheet of sheets) expect(firstHtml).toContain(`<link rel="prefetch" href="/_astro/${sheet}" as="style">`);

    const second = await tab.goto('/privacy', { waitUntil: 'load' });
    const secondHtml = await second!.text();
    expect(secondHtml, 'a later page links the stylesheet again').toContain(`<link rel="stylesheet" href="/_astro/${sheets[0]}">`);
    expect(secondHtml).not.toContain('<style data-sheet=');
    const linked = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.css') && (e as PerformanceResourceTiming).initiatorType === 'link')
        .map((e) => ({ url: new URL(e.name).pathname, transferSize: (e as PerformanceResourceTiming).transferSize })),
    );
    expect(linked).toContainEqual({ url: `/_astro/${sheets[0]}`, transferSize: 0 });
  } finally {
    await context.close();
  }
});

for (const page of paintPages.filter((p) => p.tap)) {
  const tap = page.tap!;
  test(`first tap: ${page.label}, ${tap.what}: input delay ≤ ${tapBudget.delayMs} ms, to the next paint ≤ ${tapBudget.durationMs} ms`, async ({
    browser,
    baseURL,
  }) => {
    const user = userFor(page.case);
    const state = user ? await storageStateFor(browser, baseURL!, user) : undefined;
    const path = await concretePath(page.case, (list) => fetchHtml(baseURL!, list, state));
    const context = await browser.newContext({ baseURL, storageState: state, locale: 'ko-KR', serviceWorkers: 'block' });
    try {
      await context.addInitScript(recordInteractions);
      const tab = await context.newPage();
      await tab.goto(path, { waitUntil: 'commit' });
      await firstTap(tab, tap);
      // The entries arrive once the tap's next frame has painted.
      await expect.poll(() => tapTiming(tab), { timeout: 10_000 }).not.toBeNull();
      const timing = (await tapTiming(tab))!;
      console.log(
        `first tap, ${page.label} (${tap.what}): at ${Math.round(timing.at)} ms, input delay ${Math.round(timing.delay)} ms, to the next paint ${Math.round(timing.duration)} ms`,
      );
      expect.soft(timing.delay, `${page.label}: the tap waited for the main thread`).toBeLessThanOrEqual(tapBudget.delayMs);
      expect.soft(timing.duration, `${page.label}: from the tap to the next paint`).toBeLessThanOrEqual(tapBudget.durationMs);
    } finally {
      await context.close();
    }
  });
}
