import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fetchHtml, storageStateFor } from '../perf/measure';
import { concretePath, routes, userFor } from '../perf/routes';
import { watchCsp } from './csp';
import { colourMode } from './helpers';

// Every route of the portal (tests/perf/routes.ts; placeholders included, as they are) opened in the browser as the
// demo account it needs, one test per route (each its own time limit, the workers share them out):
// - no Content-Security-Policy violation while it loads and runs;
// - axe: no serious or critical violation of WCAG 2.1 A/AA, every rule in light mode, then the page switches to dark
//   (as a phone's setting does) and the rules about colour run again, the only ones a colour mode can change.
// One load serves both checks: a route is the costliest unit of the end-to-end run.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`,
    );
}

for (const c of routes) {
  test(`${c.route}${userFor(c) ? ` as ${userFor(c)}` : ''}: no CSP violation; axe, light and dark`, async ({ browser, baseURL }) => {
    // The post editor's pages parse ≈ 240 KiB of JavaScript (Tiptap) before axe runs; the API document is one long
    // page of tables (axe takes ≈ 9 s).
    if (c.group === 'editor' || c.route === '/developers/api') test.slow();
    const user = userFor(c);
    const state = user ? await storageStateFor(browser, baseURL!, user) : undefined;
    const path = await concretePath(c, (list) => fetchHtml(baseURL!, list, state));
    // /logout after a sign-out leaves at once: axe reads its page kept still (scripts held back), which cannot follow
    // a change of mode and is loaded again in dark; the CSP is watched on a load of its own.
    const still = c.path === '/logout';
    const open = async (mode: 'light' | 'dark', options: { still: boolean }) => {
      const context = await browser.newContext({ baseURL, storageState: state, colorScheme: mode, locale: 'ko-KR' });
      const page = await context.newPage();
      const csp = await watchCsp(page);
      if (options.still) await page.route('**/_astro/**/*.js', (route) => route.abort());
      const response = await page.goto(path);
      expect(response?.status(), `${path} status`).toBe(c.status ?? 200);
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
      await page.waitForLoadState('networkidle');
      return { page, csp };
    };
    const pages: Page[] = [];
    const watched = await open('light', { still: false });
    pages.push(watched.page);
    const light = still ? (await open('light', { still: true })).page : watched.page;
    pages.push(light);
    const lightViolations = await seriousViolations(light);
    expect(lightViolations, `${path} (light):\n  ${lightViolations.join('\n  ')}`).toEqual([]);
    const dark = still ? (await open('dark', { still: true })).page : light;
    pages.push(dark);
    if (!still) await colourMode(dark, 'dark');
    const darkViolations = await seriousViolations(dark, COLOUR_RULES);
    expect(darkViolations, `${path} (dark):\n  ${darkViolations.join('\n  ')}`).toEqual([]);
    expect(watched.csp.map((v) => `${path}: ${v}`)).toEqual([]);
    for (const page of new Set(pages)) await page.context().close();
  });
}
