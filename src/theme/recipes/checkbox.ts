import { defineSlotRecipe } from '@pandacss/dev';
import { checkboxAnatomy } from '@ark-ui/react/anatomy';
import { checkControlBase } from './shared';

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  description: 'Checkbox with label (Ark Checkbox)',
  slots: [...checkboxAnatomy.keys(), 'group'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', _disabled: { cursor: 'not-allowed' } },
    control: { ...checkControlBase, borderRadius: 'xs', '&[data-state=indeterminate]': { bg: 'brand', borderColor: 'brand' } },
    indicator: { display: 'inline-flex' },
    label: { textStyle: 'mediumText.R', color: 'fg.default', _disabled: { color: 'fg.subtle' } },
    group: { display: 'flex', flexDirection: 'column', gap: '2.5' },
  },
  variants: {
    size: {
      sm: { control: { width: '4', height: '4' }, label: { textStyle: 'smallText.R' } },
      md: {},
      lg: { control: { width: '6', height: '6' }, label: { textStyle: 'largeText.R' } },
    },
  },
  defaultVariants: { size: 'md' },
});
