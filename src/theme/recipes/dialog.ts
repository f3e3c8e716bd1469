import { defineSlotRecipe } from '@pandacss/dev';
import { dialogAnatomy } from '@ark-ui/react/anatomy';

// The portal's modal frame: 20px radius, grey title bar with a bold title and ✕; min width 400px
// but never wider than a phone screen.
export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'Modal dialog frame and the info/confirm alert dialog',
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer', 'message'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: 0,
      bg: 'overlay',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn token(durations.normal) ease-out' },
    },
    positioner: {
      position: 'fixed',
      inset: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '4',
      zIndex: 'dialog',
      overflow: 'auto',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      bg: 'surface.raised',
      color: 'fg.default',
      borderRadius: 'xl',
      boxShadow: 'lg',
      overflow: 'hidden',
      minWidth: 'min(token(sizes.dialogMin), calc(100vw - 32px))',
      maxWidth: 'calc(100vw - 32px)',
      maxHeight: 'calc(100dvh - 32px)',
      outline: 'none',
      _open: { animation: 'dialogIn token(durations.normal) ease-out' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      minHeight: '14',
      px: '6',
      py: '3',
      bg: 'surface.muted',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    title: { textStyle: 'heading5.B', margin: 0, whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      height: '8',
      marginInlineEnd: '-2',
      borderRadius: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'surface.hover', color: 'fg.default' },
      '& svg': { width: '5', height: '5' },
    },
    body: {
      px: '6',
      py: '6',
      overflowY: 'auto',
      textStyle: 'largeText.R',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
      overflowWrap: 'anywhere',
    },
    // A string message keeps its line breaks.
    message: { whiteSpace: 'pre-line' },
    description: { margin: 0 },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '2', px: '6', pb: '6' },
  },
  variants: {
    size: {
      sm: { content: { width: 'token(sizes.dialogMin)' } },
      md: { content: { width: '600px' } },
      lg: { content: { width: '1000px' } },
      auto: {},
    },
    alert: {
      true: {
        // Short confirmations read best in a narrow box: 400–480px, never wider than the phone.
        content: { maxWidth: 'min(480px, calc(100vw - 32px))' },
        body: { textAlign: 'center', py: '8', px: '6', minHeight: '24', display: 'flex', alignItems: 'center', justifyContent: 'center' },
        footer: { justifyContent: 'stretch', '& > *': { flex: '1' } },
      },
    },
  },
  defaultVariants: { size: 'auto' },
});
