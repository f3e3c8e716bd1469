// Standalone runner for the story tests: `npm run test:stories` (interactions + axe, light and dark) and
// `npm run test:visual` (the same plus the baseline screenshot comparison). The root vitest.config.ts can
// include the same projects: `import { storybookProjects } from './.storybook/vitest.project'`.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { storybookProjects } from './vitest.project.ts';

export default defineConfig({
  test: {
    projects: storybookProjects,
    // Every core: Vitest's default leaves one free, which on a two-core runner is one story file at a time.
    maxWorkers: availableParallelism(),
    // Vitest's own copies of failed screenshots go to test-results/ (git-ignored) instead of .vitest/.
    attachmentsDir: 'test-results/vitest-attachments',
  },
});
