import { defineSlotRecipe } from '@pandacss/dev';

// ConsentBlock: 전체 동의 on top, then each consent on a row (native checkboxes in the brand colour, 보기 links at the
// end), the marketing channels indented under theirs.
export const consentBlock = defineSlotRecipe({
  className: 'consent-block',
  description: 'Sign-up consents: agree to all, required and optional items with view links, marketing channels',
  slots: ['root', 'legend', 'all', 'list', 'item', 'label', 'box', 'view', 'channels', 'errorText'],
  base: {
    root: { border: '1px solid', borderColor: 'border', borderRadius: 'lg', p: '4', m: 0, minW: 0, display: 'grid', gap: '3' },
    legend: { textStyle: 'mediumText.M', color: 'fg.default', px: '1' },
    all: { pb: '3', borderBottom: '1px solid', borderColor: 'border', textStyle: 'largeText.B' },
    list: { display: 'grid', gap: '2.5', listStyle: 'none', m: 0, p: 0 },
    item: { display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between', flexWrap: 'wrap' },
    label: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: '11',
      cursor: 'pointer',
      textStyle: 'mediumText.R',
      color: 'fg.default',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
    },
    box: { width: '5', height: '5', flexShrink: 0, accentColor: 'brand.solid', cursor: 'pointer', m: 0 },
    view: {
      textStyle: 'smallText.M',
      color: 'fg.muted',
      textDecoration: 'underline',
      textUnderlineOffset: '2px',
      minH: '11',
      display: 'inline-flex',
      alignItems: 'center',
      px: '1',
    },
    channels: { display: 'flex', gap: '4', flexWrap: 'wrap', ps: '7' },
    errorText: { textStyle: 'smallText.M', color: 'danger', whiteSpace: 'normal', display: 'flex', gap: '1', alignItems: 'center' },
  },
});
