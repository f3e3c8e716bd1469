import { defineSlotRecipe } from '@pandacss/dev';

// The notice form (editors): the notice's properties in a two-column grid above title, body and attachments, the
// form-level error and the buttons; and the editor's action bar on the notice page (state, 수정, 게시 / 게시 취소).
export const noticeEditor = defineSlotRecipe({
  className: 'notice-editor',
  description: 'Notice form and the editor actions of a notice page',
  slots: ['root', 'box', 'properties', 'wide', 'formError', 'actions', 'bar', 'state'],
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
    wide: { gridColumn: { md: '1 / -1' } },
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
