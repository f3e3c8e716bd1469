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
    // In a line of text (a table cell) instead of a block of its own.
    inline: { true: { display: 'inline-block' } },
  },
  defaultVariants: { shape: 'rect' },
});

/** SkeletonText: a column of text bars. */
export const skeletonText = defineRecipe({
  className: 'skeleton-text',
  description: 'Placeholder paragraph: the column of Skeleton bars',
  base: { display: 'flex', flexDirection: 'column', gap: '2', width: '100%' },
});
