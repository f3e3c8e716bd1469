// Standalone runner for the story tests: `npm run test:stories` (interactions + axe, light and dark) and
// `npm run test:visual` (the same plus the baseline screenshot comparison). The root vitest.config.ts can
// include the same projects: `import { storybookProjects } from './.storybook/vitest.project'`.
import { defineConfig } from 'vitest/config';
import { storybookProjects } from './vitest.project.ts';

export default defineConfig({
  test: {
    projects: storybookProjects,
    // Vitest's own copies of failed screenshots go to test-results/ (git-ignored) instead of .vitest/.
    attachmentsDir: 'test-results/vitest-attachments',
  },
});
