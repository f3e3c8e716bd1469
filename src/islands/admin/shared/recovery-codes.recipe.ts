import { defineSlotRecipe } from '@pandacss/dev';

// The ten recovery codes, shown once (at enrolment and when made anew): two columns of monospaced codes on a muted
// panel, the copy and print buttons under them (not printed), and the line that says they are shown this once.
export const recoveryCodes = defineSlotRecipe({
  className: 'recovery-codes',
  description: 'The staff member’s ten recovery codes, shown once, with copy and print',
  slots: ['root', 'list', 'code', 'actions', 'note'],
  base: {
    root: { display: 'grid', gap: '4' },
    list: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      gap: '2',
      m: 0,
      p: '4',
      listStyle: 'none',
      bg: 'surface.muted',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      counterReset: 'code',
    },
    code: {
      fontFamily: 'mono',
      textStyle: 'largeText.M',
      letterSpacing: '0.08em',
      color: 'fg.default',
      counterIncrement: 'code',
      _before: { content: 'counter(code) ". "', color: 'fg.muted', fontFamily: 'body', letterSpacing: 0, mr: '1' },
    },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '2', '@media print': { display: 'none' } },
    note: { textStyle: 'mediumText.R', color: 'fg.muted', whiteSpace: 'normal' },
  },
});
