import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { recipeRuntime } from '../scripts/build/recipe-runtime-plugin.mjs';

const fromRoot = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx', './**/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ holds the self-hosted Pretendard files that src/styles/global.css points to (/fonts/...).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: { defaultName: '문서' },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // The app's recipe runtime (src/theme/recipe-runtime.ts), so stories render the classes the app does.
      plugins: [recipeRuntime()],
      // Same aliases as tsconfig.json `paths`; CSS goes through the project's postcss.config.mjs (Panda).
      resolve: { alias: { '@': fromRoot('src'), 'styled-system': fromRoot('styled-system') } },
      build: {
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          // Ark UI / zag ship "use client" directives: harmless in a client-only bundle.
          onwarn(warning: { code?: string; message?: string }, warn: (w: unknown) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || /use client/.test(warning.message ?? '')) return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
