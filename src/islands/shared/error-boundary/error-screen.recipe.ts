import { defineSlotRecipe } from '@pandacss/dev';

// The error screen of the 500 page and the islands' error boundary: the message and the encoded error text to quote.
export const errorScreen = defineSlotRecipe({
  className: 'error-screen',
  description: 'Error screen (500 page, island error boundary)',
  slots: ['root', 'title', 'detail'],
  base: {
    root: { py: '12', px: '4', textAlign: 'center', display: 'grid', gap: '3', justifyItems: 'center' },
    title: { textStyle: 'heading5.B', whiteSpace: 'normal' },
    detail: {
      textStyle: 'smallText.R',
      color: 'fg.muted',
      fontFamily: 'mono',
      wordBreak: 'break-all',
      whiteSpace: 'normal',
      maxW: '720px',
    },
  },
});
