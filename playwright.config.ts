import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium';

// End-to-end tests in Debian's Chromium against the production build (scripts/serve/start.mjs) on a loopback port,
// with its own throw-away embedded database.
const PORT = Number(process.env.E2E_PORT ?? 4417);
export const baseURL = `http://127.0.0.1:${PORT}`;
// Another port gets its own database folder, so two runs on one machine (E2E_PORT=…) never share one.
const DATA_DIR = PORT === 4417 ? '.data-e2e' : `.data-e2e-${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }], ['./tests/reporters/slow-tests.ts']],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node scripts/serve/start.mjs`,
    url: `${baseURL}/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DEMO_MODE: '1',
      ENABLE_TEST_ROUTES: '1',
      LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? '',
    },
  },
});
