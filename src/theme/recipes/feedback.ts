import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

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

// A 2px bar fixed to the top while a page or record loads.
export const loadingBar = defineSlotRecipe({
  className: 'loading-bar',
  description: '2px loading bar fixed to the top of the page',
  slots: ['root', 'bar'],
  base: {
    root: { position: 'fixed', top: 0, insetInline: 0, height: '2px', zIndex: 'loadingBar', overflow: 'hidden', bg: 'brand.subtle', pointerEvents: 'none' },
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

export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  description: 'Empty list / no results',
  slots: ['root', 'icon', 'title', 'description', 'action'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '2', textAlign: 'center', py: '12', px: '6', color: 'fg.muted' },
    icon: { display: 'inline-flex', color: 'fg.subtle', mb: '2', '& svg': { width: '10', height: '10' } },
    title: { textStyle: 'largeText.B', color: 'fg.default', whiteSpace: 'normal', wordBreak: 'keep-all' },
    description: { textStyle: 'mediumText.R', whiteSpace: 'normal', wordBreak: 'keep-all', maxWidth: '480px' },
    action: { mt: '3' },
  },
  variants: {
    size: { sm: { root: { py: '6' } }, md: {} },
    // danger: a list or record that failed to load (not "nothing there"): a tinted box with a danger border.
    tone: {
      neutral: {},
      danger: { root: { borderWidth: '1px', borderColor: 'danger', borderRadius: 'lg', bg: 'danger.subtle' }, icon: { color: 'danger' } },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

export const card = defineSlotRecipe({
  className: 'card',
  description: 'Surface grouping related content',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: { display: 'flex', flexDirection: 'column', bg: 'surface', color: 'fg.default', borderRadius: 'lg', overflow: 'hidden', minWidth: 0 },
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
