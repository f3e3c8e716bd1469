import { defineRecipe } from '@pandacss/dev';

// An inline message box inside a form or page section (a refused login, a failed save): colour by tone, text wraps.
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
    textStyle: 'mediumText.M',
    whiteSpace: 'normal',
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    '& svg': { flexShrink: 0, width: '4', height: '4', mt: '0.5' },
  },
  variants: {
    tone: {
      danger: { bg: 'danger.subtle', color: 'danger' },
      warning: { bg: 'warning.subtle', color: 'warning' },
      success: { bg: 'success.subtle', color: 'success' },
      info: { bg: 'info.subtle', color: 'info' },
      neutral: { bg: 'surface.muted', color: 'fg.default' },
    },
  },
  defaultVariants: { tone: 'danger' },
});
