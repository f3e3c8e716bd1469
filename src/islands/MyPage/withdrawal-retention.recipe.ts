import { defineSlotRecipe } from '@pandacss/dev';

// 회원탈퇴: the box that says which records the law keeps after a withdrawal (the kit's info callout colours): a title,
// the kinds of record with their count and last day, what happens to them, and the rules they are kept under.
export const withdrawalRetention = defineSlotRecipe({
  className: 'withdrawal-retention',
  description: 'Withdrawal screen: the records kept by law after a withdrawal, and until when',
  slots: ['root', 'title', 'text', 'list', 'item', 'rules', 'rule'],
  base: {
    // The text styles do not wrap by themselves: every line of the box does (Korean breaks between words).
    root: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: '4',
      px: { base: '4', md: '5' },
      py: '4',
      borderRadius: 'md',
      bg: 'info.subtle',
      color: 'fg.default',
      '& :is(h2, p, li)': { whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
    },
    title: { textStyle: 'largeText.B', color: 'fg.default' },
    text: { textStyle: 'mediumText.R', color: 'fg.muted', m: 0 },
    list: { display: 'grid', gap: '2', listStyle: 'none', p: 0, m: 0 },
    item: { textStyle: 'mediumText.R', color: 'fg.default', '& strong': { fontWeight: 'bold' } },
    rules: { display: 'grid', gap: '1', listStyle: 'none', p: 0, m: 0 },
    rule: { textStyle: 'smallText.R', color: 'fg.muted' },
  },
});
