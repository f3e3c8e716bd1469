import { defineRecipe } from '@pandacss/dev';

export const skeleton = defineRecipe({
  className: 'skeleton',
  description: 'Loading placeholder',
  base: {
    display: 'block',
    bg: 'skeleton',
    borderRadius: 'sm',
    animation: 'pulse 1.5s ease-in-out infinite',
    maxWidth: '100%',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  variants: {
    shape: { rect: {}, text: { height: '1em', borderRadius: 'xs' }, circle: { borderRadius: 'full' } },
  },
  defaultVariants: { shape: 'rect' },
});
