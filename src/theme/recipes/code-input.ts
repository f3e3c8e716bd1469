import { defineSlotRecipe } from '@pandacss/dev';

// CodeInput: a verification-code box with its countdown inside the box's end and the 재발송 button beside it. The
// label, help and error lines are the `field` recipe's.
export const codeInput = defineSlotRecipe({
  className: 'code-input',
  description: 'Verification code box with a countdown (「2:59」) and a resend button',
  slots: ['control', 'box', 'timer'],
  base: {
    control: { display: 'flex', gap: '2', alignItems: 'stretch', width: '100%' },
    box: { position: 'relative', flex: '1', minW: 0 },
    timer: {
      position: 'absolute',
      insetEnd: '3',
      top: '50%',
      transform: 'translateY(-50%)',
      textStyle: 'mediumText.M',
      fontVariantNumeric: 'tabular-nums',
      color: 'danger',
      pointerEvents: 'none',
      '&[data-expired]': { color: 'fg.muted' },
    },
  },
});
