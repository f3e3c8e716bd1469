// Storybook's own docs chrome (page, canvas blocks, props tables, code) themed from the kit's semantic colours, one
// theme per colour mode, so a docs page in dark mode is the app's dark canvas and not Storybook's white page.
// Storybook derives shades from these values (lighten/darken), so they must be real colours: resolved from
// src/theme/semantic-tokens.ts, never CSS variables.
import { create, type ThemeVars } from 'storybook/theming';
import { semanticColors } from '../src/theme/docs/resolve';
import { tokens } from '../src/theme/tokens';

export type ColorMode = 'light' | 'dark';

function docsTheme(mode: ColorMode): ThemeVars {
  const color = (name: string) => {
    const token = semanticColors.find((c) => c.name === name);
    if (!token) throw new Error(`Unknown semantic colour: ${name}`);
    return token[mode];
  };
  return create({
    base: mode,
    colorPrimary: color('brand'),
    colorSecondary: color('brand.fg'),
    appBg: color('surface.muted'),
    // The docs page and every canvas block: the same canvas the app paints its pages on.
    appContentBg: color('canvas'),
    appPreviewBg: color('canvas'),
    appHoverBg: color('surface.hover'),
    appBorderColor: color('border'),
    appBorderRadius: 8,
    fontBase: tokens.fonts.body.value,
    textColor: color('fg.default'),
    textMutedColor: color('fg.muted'),
    textInverseColor: color('fg.inverse'),
    barBg: color('surface'),
    barTextColor: color('fg.muted'),
    barSelectedColor: color('brand.fg'),
    barHoverColor: color('brand.fg'),
    buttonBg: color('surface.muted'),
    buttonBorder: color('border'),
    booleanBg: color('surface.muted'),
    booleanSelectedBg: color('surface'),
    inputBg: color('surface'),
    inputBorder: color('border.strong'),
    inputTextColor: color('fg.default'),
    inputBorderRadius: 6,
  });
}

export const docsThemes: Record<ColorMode, ThemeVars> = { light: docsTheme('light'), dark: docsTheme('dark') };
