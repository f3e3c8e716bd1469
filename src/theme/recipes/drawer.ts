import { defineSlotRecipe } from '@pandacss/dev';
import { dialogAnatomy } from '@ark-ui/react/anatomy';

// Mobile menu: the same Ark dialog as a side sheet.
export const drawer = defineSlotRecipe({
  className: 'drawer',
  description: 'Side sheet (mobile menu) built on the dialog',
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: 0,
      bg: 'overlay',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn token(durations.normal) ease-out' },
    },
    positioner: { position: 'fixed', insetBlock: 0, display: 'flex', zIndex: 'dialog' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'min(320px, calc(100vw - 48px))',
      height: '100dvh',
      bg: 'surface.raised',
      color: 'fg.default',
      boxShadow: 'lg',
      outline: 'none',
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      minHeight: '14',
      px: '5',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    title: { textStyle: 'heading5.B', margin: 0, whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '10',
      height: '10',
      marginInlineEnd: '-2',
      borderRadius: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'surface.hover', color: 'fg.default' },
      '& svg': { width: '5', height: '5' },
    },
    body: { flex: '1', overflowY: 'auto', px: '5', py: '4' },
    description: {},
    footer: { px: '5', py: '4', borderTopWidth: '1px', borderColor: 'border' },
  },
  variants: {
    side: {
      right: { positioner: { right: 0 }, content: { _open: { animation: 'slideInRight token(durations.slow) ease-out' } } },
      left: { positioner: { left: 0 }, content: { _open: { animation: 'slideInLeft token(durations.slow) ease-out' } } },
    },
  },
  defaultVariants: { side: 'right' },
});
