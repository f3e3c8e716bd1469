import { defineSlotRecipe } from '@pandacss/dev';

// The 1:1 inquiry form island: a boxed group of fields, the form-level error and the buttons. The attachments wear
// the shared `attachmentFields` (src/islands/shared/attachments).
export const inquiryForm = defineSlotRecipe({
  className: 'inquiry-form',
  description: '1:1 inquiry form (create and edit)',
  slots: ['root', 'box', 'formError', 'actions'],
  base: {
    root: { display: 'grid', gap: '6', maxW: '720px' },
    box: {
      display: 'grid',
      gap: '5',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'lg',
      p: { base: '4', md: '6' },
      bg: 'surface',
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
    actions: { display: 'flex', gap: '3', justifyContent: 'center' },
  },
});
