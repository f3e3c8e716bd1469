import { defineRecipe } from '@pandacss/dev';

// An inline message box inside a form or page section (a refused login, a note above a list, a saved-post flash):
// a tinted background by tone, text wraps; the warning tones colour the text too.
export const callout = defineRecipe({
  className: 'callout',
  description: 'Inline message box (form errors, notices inside a section)',
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    borderRadius: 'md',
    px: '4',
    py: '3',
    textStyle: 'mediumText.R',
    whiteSpace: 'normal',
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    '& svg': { flexShrink: 0, width: '4', height: '4', mt: '0.5' },
    bg: 'colorPalette.subtle',
    color: 'colorPalette.subtleFg',
  },
  variants: {
    // The palette role's tint; the quiet roles (info, brand, neutral) keep the body text colour, neutral the muted surface.
    tone: {
      danger: { colorPalette: 'danger' },
      warning: { colorPalette: 'warning' },
      success: { colorPalette: 'success' },
      info: { colorPalette: 'info', color: 'fg.default' },
      brand: { colorPalette: 'brand', color: 'fg.default' },
      neutral: { colorPalette: 'neutral', bg: 'surface.muted', color: 'fg.default' },
    },
    emphasis: { true: { fontWeight: 'bold' } },
  },
  defaultVariants: { tone: 'danger' },
});
