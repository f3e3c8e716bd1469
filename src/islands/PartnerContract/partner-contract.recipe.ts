import { defineSlotRecipe } from '@pandacss/dev';

// The partner-contract application island: its fields in one column (a phone's width first), the documents group,
// the consent box, and the messages. Controls themselves are the kit's.
export const partnerContract = defineSlotRecipe({
  className: 'partner-contract',
  description: 'Partner contract application form',
  slots: ['form', 'files', 'legend', 'fileLabel', 'required', 'optional', 'approved', 'approvedText', 'consent', 'help', 'fieldError', 'formError'],
  base: {
    form: { display: 'grid', gap: '5', w: 'full', minW: 0 },
    files: { display: 'grid', gap: '4', border: 'none', p: 0, m: 0, minW: 0 },
    legend: { textStyle: 'largeText.B', color: 'fg.default', mb: '1' },
    fileLabel: { textStyle: 'mediumText.M', color: 'fg.default' },
    required: { color: 'danger', ms: '0.5' },
    optional: { color: 'fg.muted', ms: '1', textStyle: 'smallText.R' },
    approved: { display: 'grid', gap: '1.5' },
    approvedText: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      textStyle: 'mediumText.M',
      color: 'success.fg',
      whiteSpace: 'normal',
      '& svg': { flexShrink: 0 },
    },
    consent: {
      display: 'grid',
      gap: '2',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'md',
      bg: 'surface.muted',
      p: '4',
    },
    help: { textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal' },
    fieldError: { textStyle: 'smallText.M', color: 'danger', whiteSpace: 'normal', mt: '-3' },
    formError: { textStyle: 'mediumText.M', color: 'danger', whiteSpace: 'normal', bg: 'danger.subtle', borderRadius: 'md', px: '4', py: '3' },
  },
});
