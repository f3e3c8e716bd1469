import { defineConfig } from 'vitest/config';

// The two-instance test (npm test, after the build): two production servers of the built portal on one throw-away
// PostgreSQL, checked over HTTP. Its own config: it needs no Astro plugins, and the unit project must not pick it up.
export default defineConfig({
  test: {
    name: 'instances',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/instances/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 150_000,
  },
});
