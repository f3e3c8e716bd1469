// Style fragments shared by several recipes (floating panels, option rows, check controls).
export const floatingPanel = {
  bg: 'surface.raised',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  boxShadow: 'md',
  outline: 'none',
  zIndex: 'dialog',
  _open: { animation: 'fadeIn token(durations.fast) ease-out' },
} as const;

export const optionRow = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  minHeight: '10',
  px: '3',
  borderRadius: 'sm',
  textStyle: 'mediumText.R',
  cursor: 'pointer',
  _highlighted: { bg: 'surface.hover' },
  _checked: { color: 'brand.fg', fontWeight: 'bold' },
  _selected: { color: 'brand.fg', fontWeight: 'bold' },
  _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
} as const;

export const checkControlBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '5',
  height: '5',
  borderWidth: '1.5px',
  borderColor: 'border.strong',
  bg: 'surface',
  color: 'fg.onBrand',
  transitionProperty: 'background-color, border-color',
  transitionDuration: 'fast',
  _checked: { bg: 'brand', borderColor: 'brand' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  _invalid: { borderColor: 'danger' },
  _disabled: { opacity: 0.45, cursor: 'not-allowed' },
  '& svg': { width: '3.5', height: '3.5' },
} as const;
