// Type-only import: the token pages in Storybook import this file in the browser.
import type { SemanticTokens } from '@pandacss/dev';

// Colours by role and state; every one has a light and a dark value (contrast AA checked in Storybook's a11y tests).
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
    },
    focusRing: { value: { base: '{colors.violet.500}', _dark: '{colors.violet.300}' } },
    overlay: { value: { base: 'rgba(17,17,17,0.5)', _dark: 'rgba(0,0,0,0.7)' } },
    success: {
      DEFAULT: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
      subtle: { value: { base: '{colors.green.100}', _dark: '{colors.green.900}' } },
    },
    warning: {
      DEFAULT: { value: { base: '{colors.amber.700}', _dark: '{colors.amber.300}' } },
      subtle: { value: { base: '{colors.amber.100}', _dark: '{colors.amber.900}' } },
    },
    danger: {
      DEFAULT: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
      subtle: { value: { base: '{colors.red.100}', _dark: '{colors.red.900}' } },
      solid: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
      solidHover: { value: { base: '{colors.red.900}', _dark: '{colors.red.100}' } },
    },
    info: {
      DEFAULT: { value: { base: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
      subtle: { value: { base: '{colors.blue.100}', _dark: '{colors.blue.900}' } },
    },
  },
} satisfies SemanticTokens;
