import { defineSlotRecipe } from '@pandacss/dev';

// /partner-contract: one column of a phone's width that grows to a card on a desktop; the benefits of applying, and
// the read-only status view (label / value rows that stack below `sm`).
export const contractPage = defineSlotRecipe({
  className: 'contract-page',
  description: 'Partner contract page: benefits, application card and status view',
  slots: ['root', 'card', 'benefits', 'benefit', 'rows', 'row', 'term', 'value', 'review', 'approved', 'fileLink', 'muted'],
  base: {
    root: { display: 'grid', gap: '6', w: 'full', maxW: '640px', mx: 'auto', minW: 0 },
    card: {
      display: 'grid',
      gap: '5',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'lg',
      bg: 'surface',
      p: { base: '4', md: '8' },
      minW: 0,
    },
    benefits: { display: 'grid', gap: '2', listStyle: 'none', p: 0, m: 0 },
    benefit: {
      display: 'flex',
      gap: '2',
      alignItems: 'flex-start',
      textStyle: 'mediumText.R',
      color: 'fg.default',
      whiteSpace: 'normal',
      '& svg': { flexShrink: 0, mt: '0.5', color: 'brand.fg' },
    },
    rows: { display: 'grid', m: 0 },
    row: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: '140px 1fr' },
      gap: { base: '1', sm: '4' },
      py: '3',
      borderBottom: '1px solid',
      borderColor: 'border',
      _last: { borderBottom: 'none' },
    },
    term: { textStyle: 'mediumText.M', color: 'fg.muted' },
    value: { textStyle: 'mediumText.R', color: 'fg.default', m: 0, whiteSpace: 'normal', overflowWrap: 'anywhere', minW: 0 },
    review: { textStyle: 'mediumText.B', color: 'danger' },
    approved: { display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'success.fg', textStyle: 'mediumText.M' },
    fileLink: { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'brand.fgHover' } },
    muted: { color: 'fg.muted' },
  },
});
