import { defineSlotRecipe } from '@pandacss/dev';

// The console's sign-in and its second-factor steps (shared: the enrolment link's page enrols the same way): each step
// a narrow column (the form, its note, its actions); the enrolment step puts the QR
// code beside its instructions on a wide screen and under them on a phone. The QR code keeps its white square in
// dark mode (the kit's QrCode), framed here so it reads as one object.
export const staffLogin = defineSlotRecipe({
  className: 'staff-login',
  description: 'Staff sign-in island: password, authenticator enrolment (QR, secret), code, recovery codes',
  slots: ['root', 'form', 'stepLabel', 'lead', 'enrol', 'steps', 'qr', 'secret', 'secretGroup', 'actions', 'toggle'],
  base: {
    root: { display: 'grid', gap: '5', w: 'full', maxW: '520px' },
    form: { display: 'grid', gap: '4' },
    stepLabel: { textStyle: 'smallText.B', color: 'brand.fg' },
    lead: { textStyle: 'mediumText.R', color: 'fg.muted', whiteSpace: 'normal' },
    enrol: { display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'auto minmax(0, 1fr)' }, alignItems: 'start' },
    steps: {
      display: 'grid',
      gap: '2',
      m: 0,
      pl: '5',
      textStyle: 'mediumText.R',
      color: 'fg.default',
      whiteSpace: 'normal',
      listStyleType: 'decimal',
    },
    qr: {
      justifySelf: { base: 'center', sm: 'start' },
      p: '2',
      bg: 'white',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      lineHeight: 0,
    },
    secret: { display: 'flex', flexWrap: 'wrap', gap: '2', m: 0, fontFamily: 'mono', textStyle: 'largeText.M', color: 'fg.default' },
    secretGroup: { px: '1.5', py: '0.5', bg: 'surface.muted', borderRadius: 'sm', letterSpacing: '0.08em' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' },
    toggle: {
      justifySelf: 'start',
      p: 0,
      minH: '10',
      bg: 'transparent',
      border: 'none',
      color: 'brand.fg',
      textStyle: 'mediumText.M',
      textDecoration: 'underline',
      cursor: 'pointer',
    },
  },
});
