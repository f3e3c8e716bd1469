import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';
import { checkboxAnatomy, comboboxAnatomy, radioGroupAnatomy, selectAnatomy, switchAnatomy } from '@ark-ui/react/anatomy';
import { checkControlBase, floatingPanel, optionRow } from './shared';

export const textarea = defineRecipe({
  className: 'textarea',
  description: 'Multi-line text input',
  base: {
    display: 'block',
    width: '100%',
    minHeight: '24',
    px: '3',
    py: '2.5',
    bg: 'surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'md',
    textStyle: 'mediumText.R',
    whiteSpace: 'pre-wrap',
    resize: 'vertical',
    outline: 'none',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'fg.muted' },
    _focus: { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)' },
    _invalid: { borderColor: 'danger' },
    _disabled: { bg: 'surface.muted', color: 'fg.subtle', cursor: 'not-allowed' },
  },
  variants: { resize: { vertical: {}, none: { resize: 'none' } } },
  defaultVariants: { resize: 'vertical' },
});

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
    indicator: { display: 'inline-flex', color: 'fg.muted', transition: 'transform token(durations.fast)', _open: { transform: 'rotate(180deg)' }, '& svg': { width: '4', height: '4' } },
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
    itemIndicator: { display: 'inline-flex', color: 'brand.fg', '& svg': { width: '4', height: '4' } },
    empty: { px: '3', py: '2.5', textStyle: 'mediumText.R', color: 'fg.muted' },
  },
});

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

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  description: 'On/off toggle (Ark Switch)',
  slots: switchAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2.5', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.45 } },
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
