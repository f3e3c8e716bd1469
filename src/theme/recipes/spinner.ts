import { defineRecipe } from '@pandacss/dev';

export const spinner = defineRecipe({
  className: 'spinner',
  description: 'Indeterminate circular spinner',
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    borderBlockEndColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '1.6s' },
  },
  variants: {
    size: {
      xs: { width: '3.5', height: '3.5', borderWidth: '2px' },
      sm: { width: '4', height: '4', borderWidth: '2px' },
      md: { width: '6', height: '6', borderWidth: '2px' },
      lg: { width: '10', height: '10', borderWidth: '3px' },
    },
    tone: { current: {}, brand: { color: 'brand.fg' }, muted: { color: 'fg.muted' } },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});
