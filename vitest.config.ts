import { defineConfig } from 'vitest/config';
import { getViteConfig } from 'astro/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { recipeRuntime } from './scripts/build/recipe-runtime-plugin.mjs';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
};

const nodeTests = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // scrypt at 2^10 instead of 2^14 (src/server/auth/passwords.ts): every login and seeded account hashes fast.
  // Demo mode (src/server/runtime/deployment-mode.ts): the tests sign in as the demo accounts and read the demo outbox.
  // Budgets of public work off (src/server/http/request-budgets.ts): the tests sign up and verify from one in-process client;
  // tests/api/security-public-work.test.ts turns them on.
  env: { SCRYPT_LOG_N: '10', DEMO_MODE: '1', PUBLIC_RATE_LIMIT: 'off' },
} as const;

// Projects: `unit` (stores, lib, api client, server + API against a throw-away embedded DB, kit parity, the docs check) runs in Node;
// `api-pg` runs tests/api again against a throw-away PostgreSQL cluster (tests/pg/global-setup.ts).
// Astro's Vite plugins let unit tests import .astro files and render them with Astro's container API.
// The Storybook project (stories as browser tests) is added by .storybook/vitest.project.ts.
export default defineConfig(async (env) => {
  const astro = await getViteConfig({}, { logLevel: 'error' })(env);
  return {
    resolve: { alias },
    test: {
      // Every core: Vitest's default leaves one free, which on a two-core runner is one test file at a time.
      maxWorkers: availableParallelism(),
      projects: [
        {
          // The recipe runtime again (astro.config.mjs has it too): harmless twice, and certain for the kit's tests.
          plugins: [recipeRuntime(), ...(astro.plugins ?? [])],
          resolve: { alias },
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/docs/**/*.test.ts'],
            // One seeded embedded database for the run, dumped; each API test file starts from the dump.
            globalSetup: ['tests/pg/pglite-template.ts'],
            ...nodeTests,
          },
        },
        {
          // The API suite again on a real PostgreSQL (needs PG_BIN or Debian's postgresql; scripts/test/postgres.sh):
          // one cluster per run, each test file on its own copy of a migrated and seeded template database.
          plugins: [recipeRuntime(), ...(astro.plugins ?? [])],
          resolve: { alias },
          test: { name: 'api-pg', include: ['tests/api/**/*.test.ts'], globalSetup: ['tests/pg/global-setup.ts'], ...nodeTests },
        },
      ],
    },
  };
});
