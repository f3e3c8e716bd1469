import { defineSlotRecipe } from '@pandacss/dev';

export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  description: 'Empty list / no results',
  slots: ['root', 'icon', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      textAlign: 'center',
      py: '12',
      px: '6',
      color: 'fg.muted',
    },
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
      danger: {
        root: {
          colorPalette: 'danger',
          borderWidth: '1px',
          borderColor: 'colorPalette.border',
          borderRadius: 'lg',
          bg: 'colorPalette.subtle',
        },
        icon: { color: 'colorPalette.fg' },
      },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});
