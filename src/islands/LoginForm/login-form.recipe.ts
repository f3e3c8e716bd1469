import { defineSlotRecipe } from '@pandacss/dev';

// The login island: the form's column and the "checking your session" line shown while a stored refresh token renews.
export const loginForm = defineSlotRecipe({
  className: 'login-form',
  description: 'Login form island',
  slots: ['form', 'resuming'],
  base: {
    form: { display: 'grid', gap: '4' },
    resuming: {
      display: 'flex',
      gap: '3',
      alignItems: 'center',
      justifyContent: 'center',
      py: '10',
      textStyle: 'largeText.M',
      color: 'fg.muted',
      whiteSpace: 'normal',
    },
  },
});
