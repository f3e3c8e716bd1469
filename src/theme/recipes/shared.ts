// Style fragments shared by several recipes (floating panels, option rows, check controls, popovers, native selects,
// wrapping text, the dark brand surface).
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

/** Popover elements: the UA sheet centres them (`inset: 0; margin: auto`); ours are placed explicitly instead. */
export const popoverReset = { inset: 'unset', margin: 0 } as const;

/** The chevron of a native <select> (it cannot hold an icon element), `right` px from its end edge. */
export const selectChevron = (right: number) => ({
  bgImage: 'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
  bgPosition: `calc(100% - ${right + 5}px) 52%, calc(100% - ${right}px) 52%`,
  bgSize: '5px 5px',
  bgRepeat: 'no-repeat',
});

export const wrapText = { whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

// The home hero and the carousel's text slides are a dark brand surface in both colour modes (the page around them
// follows the mode), so they use the raw palette rather than mode-dependent semantic tokens. Text on it: white and
// the light palette steps, all AA on navy.700.
export const darkBrandSurface = {
  bg: 'navy.700',
  color: 'gray.0',
  backgroundImage: 'radial-gradient(circle at 85% 20%, rgba(138,99,250,0.55), transparent 55%)',
} as const;

// The file look FileUpload (Ark) and FileDrop (light) share: the drop zone and the list of chosen files.
export const fileDropzone = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  minHeight: '32',
  p: '6',
  textAlign: 'center',
  borderWidth: '1.5px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  bg: 'surface.muted',
  color: 'fg.muted',
  textStyle: 'mediumText.R',
  whiteSpace: 'normal',
  cursor: 'pointer',
  transition: 'border-color token(durations.fast), background-color token(durations.fast)',
  _hover: { borderColor: 'brand' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[data-dragging]': { borderColor: 'brand', bg: 'brand.subtle', color: 'brand.fg' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  '& svg': { width: '7', height: '7' },
} as const;

export const fileItems = {
  itemGroup: { display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', m: 0, p: 0 },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    columnGap: '3',
    rowGap: '1.5',
    px: '3',
    py: '2.5',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'surface',
    '&[data-invalid]': { borderColor: 'danger' },
  },
  itemPreview: { display: 'inline-flex', color: 'fg.muted', '& svg': { width: '5', height: '5' } },
  itemInfo: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  itemName: { textStyle: 'mediumText.M', color: 'fg.default', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  itemSizeText: { textStyle: 'smallText.R', color: 'fg.muted' },
  itemProgress: { gridColumn: '1 / -1', height: '1', bg: 'surface.hover', borderRadius: 'full', overflow: 'hidden' },
  itemProgressRange: { height: '100%', bg: 'brand', borderRadius: 'full', transition: 'width token(durations.normal)' },
} as const;
