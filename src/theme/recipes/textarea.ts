import { defineRecipe } from '@pandacss/dev';

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
