import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pageRules } from '../../src/lib/route-rules';
import { budgets, overruns, type BudgetGroup } from './budgets';
import { fetchHtml, fmt, kib, measureVisit, storageStateFor, type Visit } from './measure';
import { concretePath, routes, userFor, type RouteCase } from './routes';

// Page-weight budgets (tests/perf/budgets.ts): every route of the portal is opened in Chromium as a first visit, as the
// demo account the route needs, and what it downloads is added up. Rows land in test-results/perf-budgets.jsonl too.

const testRoutes = process.env.ENABLE_TEST_ROUTES === '1' || !process.env.PERF_BASE_URL;

async function pool<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(items[i]!);
      }
    }),
  );
  return results;
}

const header = `${'route'.padEnd(40)} ${'user'.padEnd(13)} ${'JS'.padStart(6)} ${'CSS'.padStart(6)} ${'fonts'.padStart(6)} ${'HTML'.padStart(6)} ${'req'.padStart(4)}`;
const row = (c: RouteCase, v: Visit) =>
  `${c.route.padEnd(40)} ${(userFor(c) ?? '—').padEnd(13)} ${fmt(v.bytes.js).padStart(6)} ${fmt(v.bytes.css).padStart(6)} ${fmt(v.bytes.font).padStart(6)} ${fmt(v.bytes.html).padStart(6)} ${String(v.requests).padStart(4)}`;

for (const [group, budget] of Object.entries(budgets) as [BudgetGroup, (typeof budgets)[BudgetGroup]][]) {
  const cases = routes.filter((c) => c.group === group && (testRoutes || !c.testRoute));
  test(`budget: ${budget.label} (JS ≤ ${budget.jsKiB} KiB, fonts ≤ ${budget.fontKiB} KiB)`, async ({ browser, baseURL }) => {
    test.skip(cases.length === 0, 'no route of this group exists yet');
    const visits = await pool(cases, 2, async (c) => {
      const user = userFor(c);
      const state = user ? await storageStateFor(browser, baseURL!, user) : undefined;
      const path = await concretePath(c, (list) => fetchHtml(baseURL!, list, state));
      return measureVisit(browser, baseURL!, path, state);
    });
    const lines = cases.map((c, i) => row(c, visits[i]!));
    console.log(`\n${budget.label} — KiB (JS/CSS/HTML gzip, fonts as sent)\n${header}\n${lines.join('\n')}`);
    cases.forEach((c, i) => {
      const v = visits[i]!;
      appendFileSync(
        'test-results/perf-budgets.jsonl',
        `${JSON.stringify({ group, route: c.route, user: userFor(c), ...v, files: undefined })}\n`,
      );
      expect.soft(v.status, `${c.route}: HTTP status of ${v.path}`).toBe(c.status ?? 200);
      expect.soft(v.fontErrors, `${c.route}: font faces that failed to load`).toBe(0);
      const overrun = overruns[c.route];
      const jsLimit = overrun?.jsKiB ?? budget.jsKiB;
      const fontLimit = overrun?.fontKiB ?? budget.fontKiB;
      for (const [what, value, limit, accepted] of [
        ['JS', v.bytes.js, budget.jsKiB, overrun?.jsKiB],
        ['fonts', v.bytes.font, budget.fontKiB, overrun?.fontKiB],
      ] as const) {
        if (accepted && kib(value) > limit)
          console.log(
            `OVER BUDGET (accepted, may not grow past ${accepted} KiB): ${c.route} (${v.path}) ${what} ${fmt(value)} KiB > ${limit} KiB: ${overrun!.why}\n  ${v.files
              .filter((f) => f.kind === (what === 'JS' ? 'js' : 'font'))
              .map((f) => `${f.url} ${fmt(f.bytes)}`)
              .join('\n  ')}`,
          );
      }
      expect
        .soft(
          kib(v.bytes.js),
          `${c.route} (${v.path}): JS ${fmt(v.bytes.js)} KiB > ${jsLimit} KiB\n  ${v.files
            .filter((f) => f.kind === 'js')
            .map((f) => `${f.url} ${fmt(f.bytes)}`)
            .join('\n  ')}`,
        )
        .toBeLessThanOrEqual(jsLimit);
      expect
        .soft(
          kib(v.bytes.font),
          `${c.route}: fonts ${fmt(v.bytes.font)} KiB > ${fontLimit} KiB (${v.files.filter((f) => f.kind === 'font').length} files)`,
        )
        .toBeLessThanOrEqual(fontLimit);
    });
  });
}

test('every route of the portal is listed; the ones not measured yet are named', () => {
  for (const rule of pageRules()) {
    expect(
      routes.some((c) => rule.pattern.test(c.path.split('?')[0]!)),
      `route rule ${rule.pattern} has no case in tests/perf/routes.ts`,
    ).toBe(true);
  }
  const rows = existsSync('test-results/perf-budgets.jsonl')
    ? readFileSync('test-results/perf-budgets.jsonl', 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { route: string })
    : [];
  const measured = new Set(rows.map((r) => r.route));
  const notMeasured = routes.filter((c) => !measured.has(c.route)).map((c) => c.route);
  console.log(`\n${routes.length} routes listed, ${measured.size} measured.`);
  if (notMeasured.length) console.log(`Not measured in this run (${notMeasured.length}): ${notMeasured.join(', ')}`);
});
