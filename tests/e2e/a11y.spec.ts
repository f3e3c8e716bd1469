import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fetchHtml, storageStateFor } from '../perf/measure';
import { concretePath, routes, userFor } from '../perf/routes';

// axe on every route of the portal (tests/perf/routes.ts; placeholders included, as they are), in both colour modes, as
// the demo account the route needs: no serious or critical violation of WCAG 2.1 A/AA.

for (const c of routes) {
  test(`axe: ${c.route}${userFor(c) ? ` as ${userFor(c)}` : ''}, light and dark`, async ({ browser, baseURL }) => {
    // The post editor's pages parse ≈ 240 KiB of JavaScript (Tiptap) in each colour mode before axe runs; the API
    // document is one long page of tables (axe takes ≈ 9 s a mode).
    if (c.group === 'editor' || c.route === '/developers/api') test.slow();
    const user = userFor(c);
    const state = user ? await storageStateFor(browser, baseURL!, user) : undefined;
    const path = await concretePath(c, (list) => fetchHtml(baseURL!, list, state));
    for (const mode of ['light', 'dark'] as const) {
      const context = await browser.newContext({ baseURL, storageState: state, colorScheme: mode, locale: 'ko-KR' });
      const page = await context.newPage();
      // /logout after a sign-out leaves at once: keep its page still (scripts held back) to check what it shows.
      if (c.path === '/logout') await page.route('**/_astro/**/*.js', (route) => route.abort());
      const response = await page.goto(path);
      expect(response?.status(), `${path} status`).toBe(c.status ?? 200);
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const report = serious
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join('\n    ')}`,
        )
        .join('\n  ');
      expect(serious, `${path} (${mode}):\n  ${report}`).toEqual([]);
      await context.close();
    }
  });
}
