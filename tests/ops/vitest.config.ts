import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// System tests of the built server in its own process (`node scripts/serve/start.mjs --build-only` first): request ids
// and JSON logs, the probes, the graceful stop. `npx vitest run --config tests/ops/vitest.config.ts`.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/ops/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
