import { defineSlotRecipe } from '@pandacss/dev';
import { radioGroupAnatomy } from '@ark-ui/react/anatomy';
import { checkControlBase } from './shared';

export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  description: 'One choice among several (Ark RadioGroup)',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2.5' },
    label: { textStyle: 'mediumText.M', color: 'fg.default', mb: '1' },
    item: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', _disabled: { cursor: 'not-allowed' } },
    itemControl: {
      ...checkControlBase,
      borderRadius: 'full',
      _checked: { borderColor: 'brand', borderWidth: '6px', bg: 'surface' },
    },
    itemText: { textStyle: 'mediumText.R', color: 'fg.default', _disabled: { color: 'fg.subtle' } },
  },
  variants: {
    orientation: { vertical: {}, horizontal: { root: { flexDirection: 'row', flexWrap: 'wrap', columnGap: '5', alignItems: 'center' } } },
  },
  defaultVariants: { orientation: 'vertical' },
});
