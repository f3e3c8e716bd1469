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
    ],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
);
