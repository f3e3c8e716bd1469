import { defineSlotRecipe } from '@pandacss/dev';
import { selectAnatomy } from '@ark-ui/react/anatomy';
import { floatingPanel, optionRow } from './shared';

export const select = defineSlotRecipe({
  className: 'select',
  description: 'Single/multiple choice from a list (Ark Select)',
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    control: { position: 'relative' },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      width: '100%',
      bg: 'surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'md',
      textAlign: 'start',
      cursor: 'pointer',
      outline: 'none',
      _hover: { borderColor: 'fg.muted' },
      _focusVisible: { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)' },
      _open: { borderColor: 'focusRing' },
      _invalid: { borderColor: 'danger' },
      _disabled: { bg: 'surface.muted', color: 'fg.subtle', cursor: 'not-allowed' },
      '& [data-placeholder-shown]': { color: 'fg.subtle' },
    },
    valueText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '&[data-placeholder]': { color: 'fg.subtle' } },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform token(durations.fast)',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: '4', height: '4' },
    },
    content: { ...floatingPanel, p: '1', maxHeight: '72', overflowY: 'auto', minWidth: 'var(--reference-width)' },
    item: optionRow,
    itemIndicator: { display: 'inline-flex', color: 'brand.fg', '& svg': { width: '4', height: '4' } },
    itemGroupLabel: { px: '3', py: '1.5', textStyle: 'smallText.B', color: 'fg.muted' },
  },
  variants: {
    size: {
      sm: { trigger: { height: '8', px: '2.5', fontSize: 'medium' } },
      md: { trigger: { height: '10', px: '3', fontSize: 'medium' } },
      lg: { trigger: { height: '12', px: '4', fontSize: 'large' } },
    },
  },
  defaultVariants: { size: 'md' },
});
