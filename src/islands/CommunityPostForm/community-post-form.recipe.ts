import { defineSlotRecipe } from '@pandacss/dev';

// The community post form island: a boxed group of fields (hide nickname, title, rich text, attachments), the upload
// progress, the form-level error and the buttons. Attachments wear the shared `attachmentFields` and the kit's
// `fileDrop`.
export const communityPostForm = defineSlotRecipe({
  className: 'community-post-form',
  description: 'Community post form (new and edit)',
  slots: ['root', 'box', 'anonymity', 'hint', 'formError', 'actions'],
  base: {
    root: { display: 'grid', gap: '6', maxW: '800px', minW: 0 },
    box: {
      display: 'grid',
      gap: '6',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'lg',
      p: { base: '4', md: '6' },
      bg: 'surface',
      minW: 0,
    },
    anonymity: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1' },
    hint: { textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal', wordBreak: 'keep-all' },
    formError: {
      textStyle: 'mediumText.M',
      color: 'danger',
      whiteSpace: 'normal',
      bg: 'danger.subtle',
      borderRadius: 'md',
      px: '4',
      py: '3',
    },
    actions: { display: 'flex', gap: '3', justifyContent: 'center' },
  },
});
