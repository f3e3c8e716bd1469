import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  description: 'Small status label (pill)',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    flexShrink: 0,
    borderWidth: '1px',
    borderColor: 'transparent',
    borderRadius: 'full',
    fontWeight: 'bold',
    whiteSpace: 'nowrap',
    lineHeight: '1',
  },
  variants: {
    // The palette role (colorPalette); `onDark` for a surface that stays dark in both colour modes (home hero).
    tone: {
      brand: { colorPalette: 'brand' },
      neutral: { colorPalette: 'neutral' },
      success: { colorPalette: 'success' },
      warning: { colorPalette: 'warning' },
      danger: { colorPalette: 'danger' },
      info: { colorPalette: 'info' },
      onDark: { colorPalette: 'onDark' },
    },
    variant: {
      subtle: { bg: 'colorPalette.subtle', color: 'colorPalette.subtleFg' },
      solid: { bg: 'colorPalette.solid', color: 'colorPalette.onSolid' },
      outline: { bg: 'transparent', borderColor: 'colorPalette.border', color: 'colorPalette.subtleFg' },
    },
    size: {
      sm: { height: '5', px: '2', fontSize: 'small' },
      md: { height: '6', px: '2.5', fontSize: 'small' },
      lg: { height: '7', px: '3', fontSize: 'medium' },
    },
  },
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md' },
});
