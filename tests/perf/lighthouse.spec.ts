import { availableParallelism, loadavg } from 'node:os';
import { expect, test } from '@playwright/test';
import { formatRow, header, launchChrome, median, runLighthouse, type Scores } from './lighthouse';

// Lighthouse mobile (default profile) on /login and /terms: median of 3 runs each (these machines are noisy);
// fails under 90 performance or under 100 accessibility. `npm run lighthouse` covers more pages and the desktop preset.
// Lighthouse scales the CPU time it observes: on a machine already busy with other work (1-minute load average above
// twice the cores when the test starts) the performance figure is printed but not enforced; accessibility always is.

for (const path of ['/login', '/terms']) {
  test(`Lighthouse mobile ${path}: performance ≥ 90, accessibility 100 (median of 3)`, async ({ baseURL }) => {
    test.setTimeout(240_000);
    const busy = loadavg()[0]! > 2 * availableParallelism();
    const chrome = await launchChrome();
    try {
      const runs: Scores[] = [];
      for (let i = 0; i < 3; i++) runs.push(await runLighthouse(chrome.port, baseURL + path, 'mobile'));
      const m = median(runs);
      console.log(`\n${header}\n${runs.map((r, i) => formatRow(`${path} run ${i + 1}`, r)).join('\n')}\n${formatRow(`${path} median`, m)}`);
      if (busy) {
        const note = `machine busy (load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores): performance ${m.performance} not enforced`;
        test.info().annotations.push({ type: 'warning', description: note });
        console.log(`WARNING ${note}`);
      } else {
        expect
          .soft(m.performance, `${path} performance (median of ${runs.map((r) => r.performance).join(', ')})`)
          .toBeGreaterThanOrEqual(90);
      }
      expect.soft(m.accessibility, `${path} accessibility`).toBe(100);
    } finally {
      chrome.kill();
    }
  });
}
