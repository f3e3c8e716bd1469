import { defineSlotRecipe } from '@pandacss/dev';
import { selectChevron } from '../../theme/recipes/shared';

// The notice form (editors): the notice's properties in a two-column grid above title, body and attachments, the
// form-level error and the buttons; and the editor's action bar on the notice page (state, 수정, 게시 / 게시 취소).
export const noticeEditor = defineSlotRecipe({
  className: 'notice-editor',
  description: 'Notice form and the editor actions of a notice page',
  slots: ['root', 'box', 'properties', 'select', 'choices', 'legend', 'choice', 'formError', 'actions', 'bar', 'state'],
  base: {
    root: { display: 'grid', gap: '6', maxW: '880px' },
    box: {
      display: 'grid',
      gap: '5',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'lg',
      p: { base: '4', md: '6' },
      bg: 'surface',
      minW: 0,
    },
    properties: { display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' },
    // A native select on the kit's input box (the `!` values win over the input recipe's padding and background).
    select: {
      pe: '8!',
      cursor: 'pointer',
      ...Object.fromEntries(Object.entries(selectChevron(11)).map(([k, v]) => [k, `${v}!`])),
    },
    // Native radios and checkbox in the brand colour, with their labels as the click target.
    choices: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '4', rowGap: '2', border: 0, p: 0, m: 0, minW: 0 },
    legend: { float: 'left', textStyle: 'mediumText.M', color: 'fg.default', me: '2', p: 0 },
    choice: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: '10',
      textStyle: 'mediumText.R',
      color: 'fg.default',
      cursor: 'pointer',
      '& input': { w: '4.5', h: '4.5', m: 0, accentColor: 'brand.solid', cursor: 'pointer' },
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
    actions: { display: 'flex', gap: '3', justifyContent: 'center', flexWrap: 'wrap' },
    bar: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'lg',
      bg: 'surface',
      px: '4',
      py: '3',
    },
    state: { display: 'flex', alignItems: 'center', gap: '2', textStyle: 'mediumText.M', color: 'fg.default' },
  },
});
