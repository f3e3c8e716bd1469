import { defineConfig } from 'vitest/config';
import { getViteConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { recipeRuntime } from './scripts/recipe-runtime-plugin.mjs';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
};

// Projects: `unit` (stores, lib, api client, server + API against a throw-away embedded DB, kit parity) runs in Node.
// Astro's Vite plugins let unit tests import .astro files and render them with Astro's container API.
// The Storybook project (stories as browser tests) is added by .storybook/vitest.project.ts.
export default defineConfig(async (env) => {
  const astro = await getViteConfig({}, { logLevel: 'error' })(env);
  return {
    resolve: { alias },
    test: {
      projects: [
        {
          // The recipe runtime again (astro.config.mjs has it too): harmless twice, and certain for the kit's tests.
          plugins: [recipeRuntime(), ...(astro.plugins ?? [])],
          resolve: { alias },
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
            // scrypt at 2^10 instead of 2^14 (src/server/auth/passwords.ts): every login and seeded account hashes fast.
            env: { SCRYPT_LOG_N: '10' },
          },
        },
      ],
    },
  };
});
