import { defineRecipe } from '@pandacss/dev';
import { textStyles } from '../text-styles';

// One variant per text style (spec §9) so Text/Heading can pick one at run time; styles never wrap unless `wrap`.
const styleNames = Object.entries(textStyles).flatMap(([size, byWeight]) =>
  Object.keys(byWeight as Record<string, unknown>).map((w) => `${size}.${w}`),
);

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
    // Styles in compoundVariants below: a variant rule may land before the text style's rule in the CSS and lose.
    wrap: { true: {}, false: {} },
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
  },
  compoundVariants: [
    // Compound variants are emitted as atomic CSS (utilities layer), which always beats the recipe layer where the
    // text style's own `nowrap` sits, whatever order Panda extracts the variants in (it differs between builds).
    { wrap: true, css: { whiteSpace: 'normal', overflowWrap: 'anywhere', wordBreak: 'keep-all' } },
  ],
  defaultVariants: { textStyle: 'mediumText.R', tone: 'inherit', wrap: false },
});
