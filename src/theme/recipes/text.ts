import { defineRecipe } from '@pandacss/dev';
import { textStyles } from '../text-styles';

// One variant per text style so Text/Heading can pick one at run time; styles never wrap unless `wrap`.
const styleNames = Object.entries(textStyles).flatMap(([size, byWeight]) =>
  Object.keys(byWeight as Record<string, unknown>).map((w) => `${size}.${w}`),
);

/** Text for screen readers only (a label shown by other means, a sort state, "새 창"). */
export const srOnly = defineRecipe({
  className: 'sr-only',
  description: 'Visually hidden text that screen readers still read',
  base: { srOnly: true },
});

export const text = defineRecipe({
  className: 'text',
  description: 'Typography by text style (size + weight letter), tone, wrapping and truncation',
  base: { margin: 0 },
  variants: {
    textStyle: Object.fromEntries(styleNames.map((name) => [name, { textStyle: name }])),
    tone: {
      inherit: {},
      default: { color: 'fg.default' },
      muted: { color: 'fg.muted' },
      subtle: { color: 'fg.subtle' },
      brand: { color: 'brand.fg' },
      danger: { color: 'danger' },
      success: { color: 'success' },
      onBrand: { color: 'fg.onBrand' },
    },
    // Doubled class: `wrap` must beat the text style's nowrap whatever order the generated variant classes take
    // (it follows extraction order, so a page could get the text style's rule after this one).
    wrap: {
      true: { '&&': { whiteSpace: 'normal', overflowWrap: 'anywhere', wordBreak: 'keep-all' } },
      false: {},
    },
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { textStyle: 'mediumText.R', tone: 'inherit', wrap: false },
});
