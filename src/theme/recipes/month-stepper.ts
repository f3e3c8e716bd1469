import { defineSlotRecipe } from '@pandacss/dev';

export const monthStepper = defineSlotRecipe({
  className: 'month-stepper',
  description: 'Month switcher ‹ yyyy년 MM월 ›: links to the month before and after',
  slots: ['root', 'trigger', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '10',
      height: '10',
      borderRadius: 'full',
      border: '1px solid',
      borderColor: 'border.strong',
      bg: 'surface',
      color: 'fg.default',
      cursor: 'pointer',
      _hover: { bg: 'surface.hover', color: 'brand.fg' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.35, cursor: 'not-allowed', _hover: { bg: 'surface', color: 'fg.default' } },
      '& svg': { width: '5', height: '5' },
    },
    label: { textStyle: 'heading2.B', color: 'fg.default', textAlign: 'center', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  },
});
