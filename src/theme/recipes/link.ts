import { defineRecipe } from '@pandacss/dev';

export const link = defineRecipe({
  className: 'link',
  description: 'Inline text links',
  base: {
    color: 'colorPalette.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    borderRadius: 'xs',
    _hover: { color: 'colorPalette.fgHover', textDecorationThickness: '2px' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
  variants: {
    tone: {
      brand: { colorPalette: 'brand' },
      neutral: { colorPalette: 'neutral' },
      // Quieter than neutral: muted text that darkens on hover.
      muted: { colorPalette: 'neutral', color: 'colorPalette.subtleFg', _hover: { color: 'colorPalette.fg' } },
      danger: { colorPalette: 'danger' },
    },
    underline: {
      always: {},
      hover: { textDecoration: 'none', _hover: { textDecoration: 'underline' } },
      none: { textDecoration: 'none', _hover: { textDecoration: 'none' } },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});
