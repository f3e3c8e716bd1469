import { defineRecipe } from '@pandacss/dev';

// Button and IconButton. `tone` picks the palette role (brand, neutral, danger: colorPalette); `variant` the emphasis,
// coloured once through colorPalette.* tokens. `onDark` is the role for a surface that stays dark in both colour modes
// (the home hero): fixed light values and a white focus ring.
export const button = defineRecipe({
  className: 'button',
  description: 'Buttons: solid, outline, ghost and link; sm/md/lg; brand, neutral or danger tone, or onDark on a dark surface',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    flexShrink: 0,
    position: 'relative',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: 'md',
    fontWeight: 'bold',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _disabled: { cursor: 'not-allowed', opacity: 0.45 },
    '&[aria-disabled=true]': { cursor: 'not-allowed', opacity: 0.45 },
    '&[data-loading]': { cursor: 'progress' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    // The emphasis, coloured by the palette role the tone picks (colorPalette.* semantic tokens).
    variant: {
      solid: {
        bg: 'colorPalette.solid',
        color: 'colorPalette.onSolid',
        _hover: { bg: 'colorPalette.solidHover', _disabled: { bg: 'colorPalette.solid' } },
        _active: { bg: 'colorPalette.solidActive' },
      },
      outline: {
        bg: 'colorPalette.outlineBg',
        borderColor: 'colorPalette.border',
        color: 'colorPalette.fg',
        _hover: { bg: 'colorPalette.subtle' },
      },
      ghost: { bg: 'transparent', color: 'colorPalette.fg', _hover: { bg: 'colorPalette.subtle' } },
      link: {
        bg: 'transparent',
        color: 'colorPalette.fg',
        borderWidth: '0',
        height: 'auto!',
        px: '0!',
        minWidth: '0!',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        fontWeight: 'medium',
        _hover: { color: 'colorPalette.fgHover' },
      },
    },
    tone: {
      brand: { colorPalette: 'brand' },
      neutral: { colorPalette: 'neutral' },
      danger: { colorPalette: 'danger' },
      onDark: { colorPalette: 'onDark', _focusVisible: { outlineColor: 'gray.0' } },
    },
    size: {
      sm: { height: '8', minWidth: '8', px: '3', fontSize: 'medium', '& svg': { width: '4', height: '4' } },
      md: { height: '10', minWidth: '10', px: '4', fontSize: 'medium', '& svg': { width: '4.5', height: '4.5' } },
      lg: { height: '12', minWidth: '12', px: '6', fontSize: 'large', '& svg': { width: '5', height: '5' } },
    },
    // Square at every size: the height is set by `size`, the width follows (no compound variants: recipe-runtime.ts).
    iconOnly: { true: { px: '0', aspectRatio: 'square' } },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'md' },
});
