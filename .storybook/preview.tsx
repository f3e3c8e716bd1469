import type { Decorator, Preview } from '@storybook/react-vite';
import { css } from 'styled-system/css';
// The app's own CSS entry: Panda's layers and the self-hosted Pretendard subsets (served from public/, see main.ts).
import '../src/styles/global.css';

export type ColorMode = 'light' | 'dark';

/** Puts the toolbar's colour mode on <html> exactly as the app's colour-mode store does, and the Korean locale. */
const withColorMode: Decorator = (Story, context) => {
  const mode: ColorMode = context.globals.colorMode === 'dark' ? 'dark' : 'light';
  const root = document.documentElement;
  root.setAttribute('data-color-mode', mode);
  root.lang = 'ko';
  // On docs pages the stories sit on Storybook's white page: give each one the mode's own canvas.
  if (context.viewMode === 'docs') {
    return (
      <div className={css({ bg: 'canvas', color: 'fg.default', p: '4', borderRadius: 'md' })}>
        <Story />
      </div>
    );
  }
  return <Story />;
};

const preview: Preview = {
  decorators: [withColorMode],
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
