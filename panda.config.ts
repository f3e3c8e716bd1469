import { defineConfig } from '@pandacss/dev';
import { tokens } from './src/theme/tokens';
import { semanticTokens } from './src/theme/semantic-tokens';
import { textStyles } from './src/theme/text-styles';
import { recipes, slotRecipes } from './src/theme/recipes';
import { screenRecipes, screenSlotRecipes } from './src/components/recipes';

// All visual decisions live here and in src/theme; components stay thin.
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx,astro}', './.storybook/**/*.{ts,tsx,mdx}'],
  exclude: ['./src/server/**'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Components pick recipe variants from props at run time, so every variant of every recipe is generated.
  staticCss: { recipes: '*' },
  // Colour mode is an attribute on <html> set before first paint (src/components/shell/ColorModeScript.astro).
  conditions: {
    extend: {
      dark: '[data-color-mode=dark] &',
      light: '[data-color-mode=light] &',
      // Not the native :invalid: an empty required field is not an error until the form says so.
      invalid: '&:is([data-invalid], [aria-invalid=true])',
    },
  },
  globalCss: {
    html: {
      fontFamily: 'body',
      color: 'fg.default',
      bg: 'canvas',
      lineHeight: '1.5',
      colorScheme: 'light',
      WebkitTextSizeAdjust: '100%',
    },
    // `_dark` would compile to "[data-color-mode=dark] html", which never matches the attribute on <html> itself.
    '[data-color-mode=dark]': { colorScheme: 'dark' },
    '[data-color-mode=light]': { colorScheme: 'light' },
    body: { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
    'a, button, input, select, textarea, [tabindex]': {
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    '::selection': { bg: 'brand.subtle' },
    // The `hidden` attribute wins over a recipe's display (scripts toggle messages with it).
    '[hidden]:where(:not([hidden=until-found]))': { display: 'none !important' },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      recipes: { ...recipes, ...screenRecipes },
      slotRecipes: { ...slotRecipes, ...screenSlotRecipes },
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
        indeterminate: {
          '0%': { transform: 'translateX(-100%) scaleX(0.3)' },
          '100%': { transform: 'translateX(100%) scaleX(0.6)' },
        },
        pulse: { '50%': { opacity: 0.5 } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        dialogIn: { from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } },
        slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'none' } },
        slideInLeft: { from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } },
      },
    },
  },
});
