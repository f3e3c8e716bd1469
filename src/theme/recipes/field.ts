import { defineSlotRecipe } from '@pandacss/dev';
import { fieldAnatomy } from '@ark-ui/react/anatomy';

export const field = defineSlotRecipe({
  className: 'field',
  description: 'Label, control, help and error text of a form field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%', minWidth: 0 },
    label: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.5',
      textStyle: 'mediumText.M',
      color: 'fg.default',
      _disabled: { color: 'fg.subtle' },
    },
    requiredIndicator: { color: 'danger' },
    helperText: { textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
    errorText: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      textStyle: 'smallText.M',
      color: 'danger',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
      overflowWrap: 'anywhere',
    },
  },
});
