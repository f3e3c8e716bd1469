import { defineRecipe } from '@pandacss/dev';

// The box of every text-like control (TextField, PasswordInput, Textarea, Select/Combobox triggers, DatePicker).
export const input = defineRecipe({
  className: 'input',
  description: 'Text input box',
  base: {
    appearance: 'none',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minWidth: 0,
    bg: 'surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    borderRadius: 'md',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'fg.muted' },
    _focusVisible: { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)', outline: 'none' },
    _focus: { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)' },
    _invalid: { borderColor: 'danger', _focus: { boxShadow: '0 0 0 1px token(colors.danger)' } },
    _disabled: { bg: 'surface.muted', color: 'fg.subtle', cursor: 'not-allowed', _hover: { borderColor: 'border.strong' } },
    '&[readonly]': { bg: 'surface.muted' },
  },
  variants: {
    size: {
      sm: { height: '8', px: '2.5', fontSize: 'medium' },
      md: { height: '10', px: '3', fontSize: 'medium' },
      lg: { height: '12', px: '4', fontSize: 'large' },
    },
  },
  defaultVariants: { size: 'md' },
});
