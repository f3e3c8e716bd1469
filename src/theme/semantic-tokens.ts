// Type-only import: the token pages in Storybook import this file in the browser.
import type { SemanticTokens } from '@pandacss/dev';

// Colours by role and state; every one has a light and a dark value (contrast AA checked in Storybook's a11y tests).
// The palette roles brand, neutral, danger, success, warning, info and onDark share one shape so that recipes can
// colour a variant once through `colorPalette.*` and let a `tone` pick the role: solid / solidHover / solidActive and
// onSolid (a filled control and its text), fg / fgHover (text and icons on the page surface: outline, ghost, link),
// subtle / subtleFg (a tinted background and its text), border and outlineBg (the outline variant's fill).
/** The same value in both colour modes. */
const fixed = (value: string) => ({ value: { base: value, _dark: value } });
const modes = (base: string, dark: string) => ({ value: { base: `{colors.${base}}`, _dark: `{colors.${dark}}` } });

/** A status role on one hue: 700 in light mode, 300 in dark (AA on the surfaces), tints 100 / 900, hover a step further. */
const statusRole = (hue: string) => ({
  DEFAULT: modes(`${hue}.700`, `${hue}.300`),
  solid: modes(`${hue}.700`, `${hue}.300`),
  solidHover: modes(`${hue}.900`, `${hue}.100`),
  solidActive: modes(`${hue}.900`, `${hue}.100`),
  onSolid: modes('gray.0', 'gray.950'),
  fg: modes(`${hue}.700`, `${hue}.300`),
  fgHover: modes(`${hue}.900`, `${hue}.100`),
  subtle: modes(`${hue}.100`, `${hue}.900`),
  subtleFg: modes(`${hue}.700`, `${hue}.300`),
  border: modes(`${hue}.700`, `${hue}.300`),
  outlineBg: fixed('transparent'),
});

export const semanticTokens = {
  colors: {
    canvas: { value: { base: '{colors.gray.0}', _dark: '{colors.gray.950}' } },
    surface: {
      DEFAULT: { value: { base: '{colors.gray.0}', _dark: '{colors.gray.900}' } },
      muted: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.850}' } },
      raised: { value: { base: '{colors.gray.0}', _dark: '{colors.gray.800}' } },
      inverse: { value: { base: '{colors.gray.800}', _dark: '{colors.gray.850}' } },
      hover: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
    },
    neutral: {
      solid: { value: { base: '{colors.gray.800}', _dark: '{colors.gray.100}' } },
      solidHover: { value: { base: '{colors.gray.950}', _dark: '{colors.gray.0}' } },
      onSolid: { value: { base: '{colors.gray.0}', _dark: '{colors.gray.950}' } },
      solidActive: { value: { base: '{colors.gray.950}', _dark: '{colors.gray.0}' } },
      fg: { value: { base: '{colors.gray.950}', _dark: '{colors.gray.50}' } },
      fgHover: { value: { base: '{colors.gray.600}', _dark: '{colors.gray.300}' } },
      subtle: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
      subtleFg: { value: { base: '{colors.gray.600}', _dark: '{colors.gray.300}' } },
      border: { value: { base: '{colors.gray.400}', _dark: '{colors.gray.500}' } },
      // The secondary button is an opaque chip on any surface.
      outlineBg: { value: { base: '{colors.gray.0}', _dark: '{colors.gray.900}' } },
    },
    skeleton: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
    fg: {
      default: { value: { base: '{colors.gray.950}', _dark: '{colors.gray.50}' } },
      muted: { value: { base: '{colors.gray.600}', _dark: '{colors.gray.300}' } },
      subtle: { value: { base: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
      inverse: { value: { base: '{colors.gray.0}', _dark: '{colors.gray.950}' } },
      onInverse: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.200}' } },
      onBrand: { value: { base: '{colors.gray.0}', _dark: '{colors.gray.950}' } },
      onDanger: { value: { base: '{colors.gray.0}', _dark: '{colors.gray.950}' } },
    },
    border: {
      DEFAULT: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
      strong: { value: { base: '{colors.gray.400}', _dark: '{colors.gray.500}' } },
    },
    brand: {
      DEFAULT: { value: { base: '{colors.violet.600}', _dark: '{colors.violet.300}' } },
      hover: { value: { base: '{colors.violet.700}', _dark: '{colors.violet.200}' } },
      active: { value: { base: '{colors.violet.800}', _dark: '{colors.violet.100}' } },
      subtle: { value: { base: '{colors.violet.50}', _dark: '{colors.violet.900}' } },
      fg: { value: { base: '{colors.violet.600}', _dark: '{colors.violet.300}' } },
      solid: { value: { base: '{colors.violet.600}', _dark: '{colors.violet.300}' } },
      solidHover: { value: { base: '{colors.violet.700}', _dark: '{colors.violet.200}' } },
      solidActive: { value: { base: '{colors.violet.800}', _dark: '{colors.violet.100}' } },
      onSolid: { value: { base: '{colors.gray.0}', _dark: '{colors.gray.950}' } },
      fgHover: { value: { base: '{colors.violet.700}', _dark: '{colors.violet.200}' } },
      subtleFg: { value: { base: '{colors.violet.600}', _dark: '{colors.violet.300}' } },
      border: { value: { base: '{colors.violet.600}', _dark: '{colors.violet.300}' } },
      outlineBg: fixed('transparent'),
    },
    // A dark brand surface in both colour modes (the home hero): fixed light values, the same in light and dark.
    onDark: {
      solid: fixed('{colors.gray.0}'),
      solidHover: fixed('{colors.violet.50}'),
      solidActive: fixed('{colors.violet.100}'),
      onSolid: fixed('{colors.violet.700}'),
      fg: fixed('{colors.gray.0}'),
      fgHover: fixed('{colors.violet.100}'),
      subtle: fixed('rgba(255,255,255,0.16)'),
      subtleFg: fixed('{colors.gray.0}'),
      border: fixed('{colors.gray.300}'),
      outlineBg: fixed('transparent'),
    },
    focusRing: { value: { base: '{colors.violet.500}', _dark: '{colors.violet.300}' } },
    overlay: { value: { base: 'rgba(17,17,17,0.5)', _dark: 'rgba(0,0,0,0.7)' } },
    success: statusRole('green'),
    warning: statusRole('amber'),
    danger: statusRole('red'),
    info: statusRole('blue'),
  },
} satisfies SemanticTokens;
