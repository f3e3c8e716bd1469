import { defineSlotRecipe } from '@pandacss/dev';

// A 2px bar fixed to the top while a page or record loads.
export const loadingBar = defineSlotRecipe({
  className: 'loading-bar',
  description: '2px loading bar fixed to the top of the page',
  slots: ['root', 'bar'],
  base: {
    root: {
      position: 'fixed',
      top: 0,
      insetInline: 0,
      height: '2px',
      zIndex: 'loadingBar',
      overflow: 'hidden',
      bg: 'brand.subtle',
      pointerEvents: 'none',
    },
    bar: { height: '100%', bg: 'brand', transformOrigin: 'left', transitionProperty: 'width', transitionDuration: 'normal' },
  },
  variants: {
    indeterminate: {
      true: {
        bar: {
          width: '100%',
          animation: 'indeterminate 1.2s ease-in-out infinite',
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
        },
      },
    },
    position: { fixed: {}, static: { root: { position: 'relative' } } },
  },
  defaultVariants: { position: 'fixed' },
});
