// Type-only import: the token pages in Storybook import this file in the browser.
import type { TextStyles } from '@pandacss/dev';

// Variant = size + weight letter (B 700, M 500, R 400), e.g. textStyle="mediumText.M"; no wrapping by
// default. Body copy that must wrap opts in with `whiteSpace: 'normal'` (the Text component's `wrap` prop).
export const textSizes = {
  heading3: 'h3',
  heading2: 'h2',
  heading4: 'h4',
  heading5: 'h5',
  normalText: 'normal',
  largeText: 'large',
  mediumText: 'medium',
  smallText: 'small',
} as const;
const weights = { B: 'bold', M: 'medium', R: 'regular' } as const;

const style = (size: string, weight: string, lineHeight = '1.5') => ({
  value: { fontSize: `{fontSizes.${size}}`, fontWeight: `{fontWeights.${weight}}`, lineHeight, whiteSpace: 'nowrap' },
});

const byWeight = (size: string) => Object.fromEntries(Object.entries(weights).map(([letter, weight]) => [letter, style(size, weight)]));

export const textStyles = {
  ...Object.fromEntries(Object.entries(textSizes).map(([name, size]) => [name, byWeight(size)])),
  heading1: { '7B': style('h1_7', 'bold', '1.2') },
} satisfies TextStyles;
