import { defineSlotRecipe } from '@pandacss/dev';

// The attachment fields of the form islands (inquiry, community post, notice): the list of files already attached
// and the picker's help and error lines. The files themselves wear the kit's `fileDrop` slots; this adds only the
// list's layout and the removed state.
export const attachmentFields = defineSlotRecipe({
  className: 'attachment-fields',
  description: "Attachments of a form island: saved files, the picker's help and error",
  slots: ['group', 'title', 'list', 'item', 'help', 'error'],
  base: {
    group: { display: 'grid', gap: '2' },
    title: { textStyle: 'mediumText.M', color: 'fg.default' },
    list: { display: 'grid', gap: '2', listStyle: 'none', p: 0, m: 0 },
    // A saved file marked for removal stays listed, its name muted and struck through, until the form is saved
    // (no fading: the note beside it must keep its contrast).
    item: { '&[data-removed] [data-name]': { textDecoration: 'line-through', color: 'fg.muted' } },
    help: { textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal' },
    error: { textStyle: 'smallText.M', color: 'danger', whiteSpace: 'normal' },
  },
});
