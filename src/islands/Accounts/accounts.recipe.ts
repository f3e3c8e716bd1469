import { defineSlotRecipe } from '@pandacss/dev';

// The account forms (sign-up, find ID, find password): one column in a card, a field with its button beside it
// (중복확인, 본인인증, 인증번호 발송), the ✓ line of a field that passed its check, the result box and the form's error.
export const accountForm = defineSlotRecipe({
  className: 'account-form',
  description: 'Sign-up, find ID and find password forms',
  slots: ['root', 'title', 'lead', 'hint', 'row', 'grow', 'side', 'ok', 'identity', 'result', 'formError', 'actions', 'links'],
  base: {
    root: {
      display: 'grid',
      // One column as wide as the card, never as wide as its longest line.
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: '5',
      width: '100%',
      maxW: '520px',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'xl',
      bg: 'surface',
      p: { base: '5', md: '8' },
    },
    title: { textStyle: 'heading2.B', color: 'fg.default', textAlign: 'center' },
    lead: { textStyle: 'mediumText.R', color: 'fg.muted', textAlign: 'center', whiteSpace: 'normal', wordBreak: 'keep-all' },
    hint: { textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal', wordBreak: 'keep-all' },
    row: { display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' },
    grow: { flex: '1 1 12rem', minW: 0 },
    // The button beside a field, on the input's line (the field above it may grow a message).
    side: { flex: '0 0 auto', minW: '6.5rem' },
    ok: { textStyle: 'smallText.M', color: 'success.fg', whiteSpace: 'normal', display: 'flex', gap: '1', alignItems: 'center' },
    identity: {
      display: 'grid',
      gap: '1',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'md',
      px: '4',
      py: '3',
      textStyle: 'mediumText.R',
      whiteSpace: 'normal',
      color: 'fg.default',
    },
    result: {
      textAlign: 'center',
      bg: 'brand.subtle',
      color: 'brand.subtleFg',
      borderRadius: 'md',
      px: '4',
      py: '5',
      textStyle: 'largeText.M',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
    },
    formError: {
      textStyle: 'mediumText.M',
      color: 'danger',
      whiteSpace: 'normal',
      bg: 'danger.subtle',
      borderRadius: 'md',
      px: '4',
      py: '3',
    },
    actions: { display: 'grid', gap: '3' },
    links: { display: 'flex', gap: '4', justifyContent: 'center', flexWrap: 'wrap', textStyle: 'mediumText.R' },
  },
});
