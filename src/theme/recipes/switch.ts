import { defineSlotRecipe } from '@pandacss/dev';
import { switchAnatomy } from '@ark-ui/react/anatomy';

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  description: 'On/off toggle (Ark Switch)',
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.45 },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: '10',
      height: '6',
      p: '0.5',
      borderRadius: 'full',
      bg: 'border.strong',
      transition: 'background-color token(durations.fast)',
      _checked: { bg: 'brand' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    thumb: {
      width: '5',
      height: '5',
      borderRadius: 'full',
      bg: 'gray.0',
      boxShadow: 'sm',
      transition: 'transform token(durations.fast)',
      _checked: { transform: 'translateX(16px)' },
    },
    label: { textStyle: 'mediumText.R', color: 'fg.default' },
  },
});
