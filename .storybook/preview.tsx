import type { PropsWithChildren } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { checkDarkMode } from './dark-mode-check';
import { docsThemes, type ColorMode } from './docs-theme';
// The app's own CSS entry: Panda's layers and the self-hosted Pretendard subsets (served from public/, see main.ts).
import '../src/styles/global.css';
// Pretendard's @font-face rules (the pages load them without holding the first paint; stories need them at once).
import '../src/styles/pretendard.css';
// The recipes only islands use, a stylesheet of their own in the app (scripts/build/island-recipes.mjs).
import '../src/styles/islands.css';
// The console's islands' own recipes, which a production build moves to the console's sheet (empty otherwise).
import '../src/styles/pages/console.css';

type Globals = Record<string, unknown>;

export type { ColorMode };

const toMode = (value: unknown): ColorMode => (value === 'dark' ? 'dark' : 'light');

/** Puts the colour mode on <html> exactly as the app's colour-mode store does, and the Korean locale. */
function applyMode(mode: ColorMode) {
  const root = document.documentElement;
  root.setAttribute('data-color-mode', mode);
  root.lang = 'ko';
}

/**
 * A story that a docs page shows in its own iframe (`parameters.docs.story.inline = false`: dialogs, menus, drawers)
 * is loaded without the toolbar's globals, so it would always be light. Such a frame takes the mode of the docs page
 * around it (another Storybook preview of the same origin) and follows it when the toolbar changes.
 */
function docsHostRoot(): HTMLElement | null {
  try {
    const host = window.parent;
    if (host === window || !('__STORYBOOK_PREVIEW__' in host)) return null;
    return host.document.documentElement;
  } catch {
    return null; // a parent of another origin (Chromatic, composition): not a docs page of ours
  }
}
const docsHost = docsHostRoot();
const hostMode = () => toMode(docsHost?.getAttribute('data-color-mode'));
if (docsHost) {
  new MutationObserver(() => applyMode(hostMode())).observe(docsHost, { attributes: true, attributeFilter: ['data-color-mode'] });
}

const withColorMode: Decorator = (Story, context) => {
  applyMode(docsHost ? hostMode() : toMode(context.globals.colorMode));
  return <Story />;
};

/** The toolbar's globals as a docs page sees them (docs pages re-render when they change). */
function docsGlobals(context: DocsContainerProps['context']): Globals | undefined {
  try {
    // Component docs pages (autodocs, attached MDX): the primary story's context carries the globals.
    return context.getStoryContext(context.storyById()).globals;
  } catch {
    // A stand-alone MDX page (소개) has no story: read the preview's globals store. Not part of the typed API,
    // hence the guarded access; without it the page simply stays light.
    const store = (context as unknown as { store?: { userGlobals?: { get(): Globals } } }).store;
    return store?.userGlobals?.get();
  }
}

/**
 * Docs pages follow the colour-mode toolbar too: <html data-color-mode> for the stories on the page, and Storybook's
 * docs theme (page, canvas blocks, props tables) built from the same semantic colours (docs-theme.ts).
 */
function ColorModeDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const mode = toMode(docsGlobals(context)?.colorMode);
  applyMode(mode);
  return (
    <DocsContainer context={context} theme={docsThemes[mode]}>
      {children}
    </DocsContainer>
  );
}

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * Panda writes recipe variant defaults into the generated types as JSDoc `@default "solid"`; docgen keeps the quotes
 * and Storybook quotes the string once more, so the props table read `"\"solid\""`. Show `"solid"`.
 */
const unquoteRecipeDefaults: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const defaultValue = argType.table?.defaultValue;
      const quoted = /^"\\"(.*)\\""$/.exec(defaultValue?.summary ?? '');
      if (!quoted) return [name, argType];
      return [name, { ...argType, table: { ...argType.table, defaultValue: { ...defaultValue, summary: `"${quoted[1]}"` } } }];
    }),
  );

const preview: Preview = {
  decorators: [withColorMode],
  afterEach: checkDarkMode,
  argTypesEnhancers: [unquoteRecipeDefaults],
  globalTypes: {
    colorMode: {
      description: '색상 모드 (라이트/다크)',
      toolbar: {
        title: '색상 모드',
        icon: 'mirror',
        items: [
          { value: 'light', title: '라이트', icon: 'sun' },
          { value: 'dark', title: '다크', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { container: ColorModeDocsContainer },
    // Every story's axe check must pass (0 violations) in the story tests.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // Chromatic (npm run chromatic) snapshots every story in both colour modes, like the offline visual test.
    chromatic: {
      modes: { light: { colorMode: 'light' }, dark: { colorMode: 'dark' } },
      pauseAnimationAtEnd: true,
    },
    options: { storySort: { order: ['소개', 'Tokens', 'Components'] } },
  },
};

export default preview;
