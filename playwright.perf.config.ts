import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium';

// Performance tests (`npm test` step "budgets and Lighthouse"): page-weight budgets and Lighthouse, one test at a time
// (Lighthouse scores suffer from anything running beside them), against the production build (scripts/serve/start.mjs)
// on its own loopback port with its own throw-away embedded database. PERF_BASE_URL points them at a running server.
const PORT = Number(process.env.PERF_PORT ?? 4431);
export const baseURL = process.env.PERF_BASE_URL ?? `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/perf',
  outputDir: 'test-results/perf',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-perf.json' }]],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.PERF_BASE_URL
    ? undefined
    : {
        command: 'rm -rf .data-perf && node scripts/serve/start.mjs',
        url: `${baseURL}/v1/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: '.data-perf', DEMO_MODE: '1', ENABLE_TEST_ROUTES: '1' },
      },
});
