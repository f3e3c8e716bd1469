import { defineSlotRecipe } from '@pandacss/dev';

export const card = defineSlotRecipe({
  className: 'card',
  description: 'Surface grouping related content',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'surface',
      color: 'fg.default',
      borderRadius: 'lg',
      overflow: 'hidden',
      minWidth: 0,
    },
    header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', px: '6', pt: '5' },
    title: { textStyle: 'heading5.B', margin: 0 },
    description: { textStyle: 'mediumText.R', color: 'fg.muted', mt: '1', whiteSpace: 'normal' },
    body: { px: '6', py: '5', flex: '1' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '2', px: '6', pb: '5' },
  },
  variants: {
    variant: {
      outline: { root: { borderWidth: '1px', borderColor: 'border' } },
      elevated: { root: { boxShadow: 'md', borderWidth: '1px', borderColor: 'border' } },
      filled: { root: { bg: 'surface.muted' } },
      brand: { root: { borderWidth: '1px', borderColor: 'brand' } },
    },
    // The whole card is one link or button (home shortcuts): hover lifts it, focus shows the ring.
    interactive: {
      true: {
        root: {
          textDecoration: 'none',
          cursor: 'pointer',
          transitionProperty: 'border-color, box-shadow',
          transitionDuration: 'fast',
          _hover: { borderColor: 'brand', boxShadow: 'md' },
          _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
        },
      },
    },
  },
  defaultVariants: { variant: 'outline' },
});
