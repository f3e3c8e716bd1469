import { defineSlotRecipe } from '@pandacss/dev';

// 지출보고서 장부: what the compliance center's recipe (`compliance`: sections, titles, figures, file links, the rules'
// <details>, the dialog form) does not already draw: the year's report bar on top, the total, each entry's warnings and
// corrections under its row, and the dialog's pairs of fields and limit lists. Kept small on purpose: every island's
// recipes travel in islands.css, which island pages load before their first paint.
const wrap = { whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

export const expenditureLog = defineSlotRecipe({
  className: 'expenditure-log',
  description: 'Expenditure log: the yearly report bar, the total, entry warnings and corrections, the entry dialog’s parts',
  slots: [
    'report',
    'reportControls',
    'yearField',
    'actions',
    'due',
    'summary',
    'money',
    'amount',
    'amountNote',
    'files',
    'flag',
    'flagText',
    'noteLabel',
    'pair',
    'stack',
    'limitList',
  ],
  base: {
    report: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: '3',
      p: { base: '4', md: '6' },
      borderRadius: 'lg',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'surface',
    },
    reportControls: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', mt: '1' },
    yearField: { display: 'flex', alignItems: 'center', gap: '2', '& select': { minW: '8rem!' } },
    actions: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      w: { base: 'full', sm: 'auto' },
      '& > *': { flex: { base: 1, sm: 'initial' } },
    },
    due: { textStyle: { base: 'mediumText.M', md: 'largeText.M' }, color: 'fg.default', ...wrap },
    summary: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2' },
    // A sum of money in a third of a phone's width: smaller than the counts beside it, and it may wrap.
    money: { m: 0, textStyle: { base: 'mediumText.B', md: 'heading3.B' }, fontVariantNumeric: 'tabular-nums', ...wrap },
    amount: {
      fontWeight: 'bold',
      fontVariantNumeric: 'tabular-nums',
      // A corrected entry no longer counts: its amount is struck through (the badge under it says why).
      '[data-corrected] &': { textDecoration: 'line-through', color: 'fg.muted', fontWeight: 'regular' },
    },
    // What the amount is made of where a limit reads it: items per person (briefings), case reports (survey).
    amountNote: {
      display: 'block',
      textStyle: 'smallText.R',
      color: 'fg.muted',
      fontWeight: 'regular',
      ...wrap,
      whiteSpace: { base: 'normal', md: 'nowrap' },
    },
    files: { display: 'grid', gap: '1', justifyItems: { base: 'start', md: 'center' }, listStyle: 'none', p: 0, m: 0 },
    // A line under an entry: a correction, or a limit it breaks (a red badge and the rule), never hidden.
    flag: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2', py: '0.5', '& > span:first-child': { flexShrink: 0 } },
    noteLabel: { textStyle: 'smallText.M', color: 'fg.muted', flexShrink: 0 },
    flagText: {
      textStyle: 'smallText.R',
      color: 'fg.default',
      textAlign: 'start',
      ...wrap,
      // A note keeps its line breaks.
      whiteSpace: 'pre-line',
      '[data-tone=danger] > &': { color: 'danger.fg' },
    },
    // Two fields side by side from `sm` up (date and kind, head count and amount).
    pair: {
      display: 'grid',
      gap: '5',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      alignItems: 'start',
    },
    stack: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1.5', m: 0, p: 0, listStyle: 'none', ...wrap },
    limitList: { display: 'grid', gap: '1', m: 0, ps: '5', listStyleType: 'disc', textStyle: 'smallText.R', ...wrap },
  },
});
