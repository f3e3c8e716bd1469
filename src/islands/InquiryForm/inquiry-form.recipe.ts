import { defineSlotRecipe } from '@pandacss/dev';

// The 1:1 inquiry form island: a boxed group of fields, the attachment lists, the form-level error and the buttons.
// Attachments themselves wear the kit's `fileDrop` slots; this adds only the form's own layout and states.
export const inquiryForm = defineSlotRecipe({
  className: 'inquiry-form',
  description: '1:1 inquiry form (create and edit)',
  slots: ['root', 'box', 'fileGroup', 'filesTitle', 'fileList', 'fileItem', 'help', 'fieldError', 'formError', 'actions'],
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
    fileGroup: { display: 'grid', gap: '2' },
    filesTitle: { textStyle: 'mediumText.M', color: 'fg.default' },
    fileList: { display: 'grid', gap: '2', listStyle: 'none', p: 0, m: 0 },
    // An uploaded file marked for removal stays listed, its name muted and struck through, until the form is saved
    // (no fading: the note beside it must keep its contrast).
    fileItem: { '&[data-removed] [data-name]': { textDecoration: 'line-through', color: 'fg.muted' } },
    // The native file input sits behind the kit's button: hidden, but still the one the label names.
    help: { textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal' },
    fieldError: { textStyle: 'smallText.M', color: 'danger', whiteSpace: 'normal' },
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
