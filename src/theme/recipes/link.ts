import { defineRecipe } from '@pandacss/dev';

export const link = defineRecipe({
  className: 'link',
  description: 'Inline text links',
  base: {
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    borderRadius: 'xs',
    _hover: { color: 'brand.hover', textDecorationThickness: '2px' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
  variants: {
    tone: {
      brand: {},
      neutral: { color: 'fg.default', _hover: { color: 'fg.muted' } },
      muted: { color: 'fg.muted', _hover: { color: 'fg.default' } },
      danger: { color: 'danger', _hover: { color: 'danger' } },
    },
    underline: { always: {}, hover: { textDecoration: 'none', _hover: { textDecoration: 'underline' } }, none: { textDecoration: 'none', _hover: { textDecoration: 'none' } } },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});
