import { defineSlotRecipe } from '@pandacss/dev';

// 한번에 업로드 (EDI zip): the upload area with its progress row, and the result (summary line and the created / refused
// tables). File picker, progress bar, callouts and tables are the kit's.
export const prescriptionZipUpload = defineSlotRecipe({
  className: 'prescription-zip-upload',
  description: 'EDI zip upload: upload, result tables',
  slots: ['root', 'title', 'upload', 'progressFallback', 'progressRow', 'actions', 'result', 'summary', 'sectionTitle', 'fileName'],
  base: {
    root: { display: 'grid', gap: '8', minW: 0 },
    // The section titles of the upload panel and the result.
    title: { textStyle: 'heading5.B', color: 'fg.default' },
    upload: {
      display: 'grid',
      gap: '4',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'lg',
      p: { base: '4', md: '6' },
      bg: 'surface',
    },
    // The native file input sits behind the kit's button: hidden, but still the one the label names.
    progressFallback: { textStyle: 'mediumText.M', color: 'fg.default', m: 0 },
    progressRow: { display: 'flex', gap: '3', alignItems: 'end', '& > :first-child': { flex: '1', minW: 0 } },
    actions: { display: 'flex', gap: '3', justifyContent: 'center', flexWrap: 'wrap' },
    result: { display: 'grid', gap: '6', minW: 0 },
    summary: { textStyle: 'largeText.B', color: 'fg.default', whiteSpace: 'normal', wordBreak: 'keep-all' },
    // A file path in the zip may break anywhere rather than widen the table on a phone.
    fileName: { overflowWrap: 'anywhere' },
    sectionTitle: { textStyle: 'heading5.B', color: 'fg.default', mb: '3' },
  },
});

// The naming rules above the upload, rendered on the server (ZipRules has no hooks): apart from the island's recipe so
// that only this small part joins the stylesheet of every page.
export const zipRules = defineSlotRecipe({
  className: 'zip-rules',
  description: 'EDI zip upload: how to name the files',
  slots: ['root', 'title', 'list', 'example'],
  base: {
    root: {
      display: 'grid',
      gap: '3',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'lg',
      p: { base: '4', md: '6' },
      bg: 'surface.muted',
    },
    title: { textStyle: 'heading5.B', color: 'fg.default' },
    list: {
      display: 'grid',
      gap: '2',
      ps: '5',
      listStyle: 'disc',
      textStyle: 'mediumText.R',
      color: 'fg.default',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
      '& strong': { fontWeight: 'medium', color: 'fg.default' },
    },
    // A file name to copy: it may break anywhere on a phone rather than widen the page.
    example: {
      fontFamily: 'mono',
      fontSize: '0.9em',
      bg: 'surface',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'sm',
      px: '1.5',
      overflowWrap: 'anywhere',
    },
  },
});
