import { defineSlotRecipe } from '@pandacss/dev';
import { progressAnatomy } from '@ark-ui/react/anatomy';

export const progress = defineSlotRecipe({
  className: 'progress',
  description: 'Progress bar (Ark Progress)',
  slots: [...progressAnatomy.keys(), 'header'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    header: { display: 'flex', justifyContent: 'space-between', gap: '2' },
    label: { textStyle: 'mediumText.M', color: 'fg.default' },
    track: { width: '100%', bg: 'surface.hover', borderRadius: 'full', overflow: 'hidden' },
    range: {
      height: '100%',
      bg: 'colorPalette.solid',
      borderRadius: 'full',
      transition: 'width token(durations.normal)',
      '&[data-state=indeterminate]': { width: '40%!', animation: 'indeterminate 1.2s ease-in-out infinite' },
    },
    valueText: { textStyle: 'smallText.M', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
  },
  variants: {
    size: { sm: { track: { height: '1' } }, md: { track: { height: '2' } }, lg: { track: { height: '3' } } },
    // The palette role of the filled range.
    tone: {
      brand: { range: { colorPalette: 'brand' } },
      success: { range: { colorPalette: 'success' } },
      danger: { range: { colorPalette: 'danger' } },
    },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});
