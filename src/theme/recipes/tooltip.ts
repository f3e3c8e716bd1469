import { defineSlotRecipe } from '@pandacss/dev';
import { tooltipAnatomy } from '@ark-ui/react/anatomy';

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  description: 'Short hint on hover/focus (Ark Tooltip)',
  slots: tooltipAnatomy.keys(),
  base: {
    content: {
      maxWidth: '72',
      px: '2.5',
      py: '1.5',
      bg: 'neutral.solid',
      color: 'neutral.onSolid',
      borderRadius: 'sm',
      textStyle: 'smallText.M',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
      boxShadow: 'md',
      zIndex: 'toast',
      _open: { animation: 'fadeIn token(durations.fast) ease-out' },
    },
    arrow: { '--arrow-size': '8px', '--arrow-background': 'colors.neutral.solid' },
    arrowTip: {},
  },
});
