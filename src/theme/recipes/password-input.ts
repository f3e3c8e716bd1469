import { defineSlotRecipe } from '@pandacss/dev';
import { passwordInputAnatomy } from '@ark-ui/react/anatomy';

export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  description: 'Password input with a show/hide toggle',
  slots: passwordInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { paddingInlineEnd: '11!' },
    visibilityTrigger: {
      position: 'absolute',
      insetInlineEnd: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      height: '8',
      borderRadius: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { color: 'fg.default', bg: 'surface.hover' },
      _disabled: { cursor: 'not-allowed', opacity: 0.5 },
      '& svg': { width: '4.5', height: '4.5' },
    },
    indicator: { display: 'inline-flex' },
  },
});
