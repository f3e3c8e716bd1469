import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import stylistic from '@stylistic/eslint-plugin';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'styled-system/',
      'storybook-static/',
      '.astro/',
      '.data*/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs,cjs,ts,tsx,astro}'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    // Prettier formats to 140 columns; this catches what it cannot wrap (comments, long expressions). A string,
    // template or URL is content and may run on: breaking it would change what it says.
    files: ['**/*.{js,mjs,cjs,ts,tsx,astro}'],
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/max-len': [
        'error',
        { code: 140, tabWidth: 2, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    // Screens are built from the kit: pages, layouts, screen components and islands pick recipe variants
    // (styled-system/recipes) and lay things out with patterns (styled-system/patterns); looks are decided in
    // recipes, not page by page. Stories may still lay out their own demo frames.
    files: [
      'src/pages/**/*.{astro,ts,tsx}',
      'src/layouts/**/*.{astro,ts,tsx}',
      'src/components/**/*.{astro,ts,tsx}',
      'src/islands/**/*.{astro,ts,tsx}',
      'src/middleware.ts',
    ],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The page side calls the API as a client (src/host/ssr-api.ts) and reaches the rest of the server only
          // through the doors of src/host/server.ts (.astro files too, which dependency-cruiser does not read).
          patterns: [
            {
              group: ['**/server/**'],
              message: 'Pages, layouts, components and islands reach the server through src/host (ssr-api.ts, server.ts).',
            },
          ],
          paths: [
            {
              name: 'styled-system/css',
              importNames: ['css'],
              message:
                'Pages, layouts, components and islands use kit recipes (styled-system/recipes) and layout patterns (styled-system/patterns); put new looks in a recipe (src/theme, or a *.recipe.ts beside the screen).',
            },
          ],
        },
      ],
    },
  },
  {
    // What runs in the browser (the kit's React components and the islands) never computes classes at run time:
    // css(), the patterns and styled-system/jsx carry Panda's utility tables (≈ 6 KiB gzip) into every island.
    // Recipes compute their classes without it (src/theme/recipe-runtime.ts).
    files: ['src/ui/**/*.{ts,tsx}', 'src/islands/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'src/ui/kit-parity.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-system/css',
              importNames: ['css', 'cva', 'sva'],
              message: 'The kit and the islands take classes from recipes (styled-system/recipes); put new looks in a recipe.',
            },
          ],
          patterns: [
            {
              group: ['styled-system/patterns', 'styled-system/patterns/*', 'styled-system/jsx', 'styled-system/jsx/*'],
              message: 'Patterns and styled-system/jsx run css() in the browser; use a recipe slot for the layout.',
            },
          ],
        },
      ],
    },
  },
);
