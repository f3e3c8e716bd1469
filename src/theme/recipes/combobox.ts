import { defineSlotRecipe } from '@pandacss/dev';
import { comboboxAnatomy } from '@ark-ui/react/anatomy';
import { floatingPanel, optionRow } from './shared';

export const combobox = defineSlotRecipe({
  className: 'combobox',
  description: 'Searchable select (Ark Combobox)',
  slots: comboboxAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { paddingInlineEnd: '16!' },
    trigger: {
      position: 'absolute',
      insetInlineEnd: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      height: '8',
      color: 'fg.muted',
      borderRadius: 'sm',
      cursor: 'pointer',
      _hover: { bg: 'surface.hover' },
      '& svg': { width: '4', height: '4' },
    },
    clearTrigger: {
      position: 'absolute',
      insetInlineEnd: '9',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '6',
      height: '6',
      color: 'fg.muted',
      borderRadius: 'sm',
      cursor: 'pointer',
      _hover: { bg: 'surface.hover' },
      '& svg': { width: '3.5', height: '3.5' },
    },
    content: { ...floatingPanel, p: '1', maxHeight: '72', overflowY: 'auto', minWidth: 'var(--reference-width)' },
    item: optionRow,
    itemGroup: { '& + &': { mt: '1', pt: '1', borderTop: '1px solid', borderColor: 'border' } },
    itemGroupLabel: { px: '3', pt: '2', pb: '1', textStyle: 'smallText.M', color: 'fg.muted' },
    itemIndicator: { display: 'inline-flex', color: 'brand.fg', '& svg': { width: '4', height: '4' } },
    empty: { px: '3', py: '2.5', textStyle: 'mediumText.R', color: 'fg.muted' },
  },
});
