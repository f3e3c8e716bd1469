import { defineSlotRecipe } from '@pandacss/dev';

// The console's 정산관리 screens (the list's filters and the cards are 회원관리's): the member-month page's stack (the
// figures and 정산 확정 side by side on a wide screen, the tables below at full width), the figures as label / amount
// pairs in columns, and a table row's actions.
export const settlementConsole = defineSlotRecipe({
  className: 'settlement-console',
  description: 'Console settlements: the member-month page layout, its figures and row actions',
  slots: ['page', 'top', 'figures', 'figure', 'term', 'amount', 'actor', 'rowActions', 'pager'],
  base: {
    page: { display: 'grid', gap: '5', minW: 0 },
    top: { display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' },
    figures: {
      display: 'grid',
      gap: '3',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8rem), 1fr))',
      m: 0,
    },
    figure: { display: 'grid', gap: '1', minW: 0 },
    term: { textStyle: 'smallText.M', color: 'fg.muted' },
    amount: { m: 0, textStyle: 'mediumText.B', color: 'fg.default', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    // Who and when: a long login id breaks anywhere rather than widen a phone's page.
    actor: { m: 0, minW: 0, textStyle: 'mediumText.R', color: 'fg.default', whiteSpace: 'normal', overflowWrap: 'anywhere' },
    rowActions: { display: 'flex', gap: '1', flexWrap: 'nowrap', justifyContent: 'flex-end' },
    pager: { display: 'flex', gap: '2', justifyContent: 'center', mt: '4' },
  },
});
