// Stories as browser tests (Storybook's Vitest addon, Chromium through Playwright). Each story renders and plays once in
// light mode, then axe (parameters.a11y.test = 'error': any violation fails the story), then the colour rules again in
// dark (.storybook/dark-mode-check.ts). With STORYBOOK_VISUAL=1 both modes are also compared with their committed
// baseline PNGs (.storybook/visual.setup.ts).
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../tests/chromium';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineProject } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const configDir = fileURLToPath(new URL('.', import.meta.url));
const root = path.resolve(configDir, '..');
const visual = process.env.STORYBOOK_VISUAL === '1';

/** Every Ark UI entry the kit imports (`@ark-ui/react/dialog`, …), found by reading src/ui. */
function arkEntries(dir: string): string[] {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of source.matchAll(/from '(@ark-ui\/react(?:\/[\w-]+)?)'/g)) found.add(m[1]!);
  }
  return [...found].sort();
}

const storyChromiumArgs = [
  ...chromiumArgs,
  // Stable screenshots: no font hinting differences, no scrollbars, no smooth-scroll jitter.
  '--font-render-hinting=none',
  '--hide-scrollbars',
  '--force-color-profile=srgb',
  '--force-device-scale-factor=1',
];

export const storybookProject = () =>
  defineProject({
    root,
    plugins: [storybookTest({ configDir, initialGlobals: { colorMode: 'light' }, storybookScript: 'npm run storybook -- --ci' })],
    resolve: {
      alias: { '@': path.join(root, 'src'), 'styled-system': path.join(root, 'styled-system') },
    },
    optimizeDeps: {
      // Crawl every story up front so Vite pre-bundles all dependencies (Ark's subpath entries included) before
      // the browser starts; a dependency discovered mid-run reloads the page and loads a second React.
      entries: ['src/**/*.stories.tsx', '.storybook/preview.tsx'],
      include: [
        'react',
        'react-dom',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom/client',
        '@ark-ui/react',
        'd3-array',
        'd3-shape',
        ...arkEntries(path.join(root, 'src')),
      ],
    },
    test: {
      name: 'storybook',
      testTimeout: 30_000,
      setupFiles: visual ? [path.join(configDir, 'visual.setup.ts')] : [],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: storyChromiumArgs },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1200, height: 900 },
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // A real change moves many pixels; anti-aliasing noise stays far below this.
            comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
            // .storybook/__screenshots__/<story id>.<mode>.png, one baseline per story and colour mode.
            resolveScreenshotPath: ({ arg, ext }) => path.join(configDir, '__screenshots__', `${arg}${ext}`),
            // Actual and diff images of a failed comparison land in test-results/ (git-ignored).
            resolveDiffPath: ({ arg, ext }) => path.join(root, 'test-results', 'visual-diff', `${arg}${ext}`),
          },
        },
      },
    },
  });

export const storybookProjects = [storybookProject()];
