import { defineSlotRecipe } from '@pandacss/dev';
import { selectChevron, wrapText } from '../../theme/recipes/shared';

// The product catalogue (/products) and its detail dialog.

/** The product table's own parts (inside its cells; the cells themselves are `table` + `cardTable`). */
export const productTable = defineSlotRecipe({
  className: 'product-table',
  description: 'Product list table: name link, composition, badges line, fee rate',
  slots: ['table', 'name', 'composition', 'meta', 'rate'],
  base: {
    table: { tableLayout: { md: 'fixed' } },
    name: {
      display: 'block',
      // Regular, not bold: drug names are full of rare syllables, and in a third weight they cost ≈ 25 KiB more fonts
      // on a first visit (PERFORMANCE.md "Fonts"); the size and the row layout carry the hierarchy.
      textStyle: 'largeText.R',
      color: 'fg.default',
      textDecoration: 'none',
      whiteSpace: 'pre-line',
      wordBreak: 'keep-all',
      overflowWrap: 'anywhere',
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px', borderRadius: 'xs' },
      // The whole row opens the product: show it on the name.
      '[data-product-row]:hover &': { color: 'brand.fg', textDecoration: 'underline' },
    },
    composition: { display: 'block', textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'pre-line', wordBreak: 'keep-all', mt: '0.5' },
    meta: { display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1', textStyle: 'smallText.M', color: 'brand.fg' },
    rate: { fontWeight: 'bold', color: 'brand.fg' },
  },
});

/** 변경: the coming fee rate (green up, red down) over the month it applies from. */
export const rateChange = defineSlotRecipe({
  className: 'rate-change',
  description: 'Coming fee rate with direction and month',
  slots: ['root', 'rate', 'month'],
  base: {
    root: { display: 'inline-grid', justifyItems: 'inherit', lineHeight: '1.3' },
    rate: { fontWeight: 'bold', '&[data-dir=up]': { color: 'success' }, '&[data-dir=down]': { color: 'danger' } },
    month: { textStyle: 'smallText.R', color: 'fg.muted' },
  },
});

/** The product search: a brand-coloured pill (field select, keyword, 검색) and the folding 상세검색 panel. */
export const productSearch = defineSlotRecipe({
  className: 'product-search',
  description: 'Product search bar and advanced search panel',
  slots: ['bar', 'field', 'keyword', 'submit', 'advanced', 'panel', 'label'],
  base: {
    bar: {
      display: 'flex',
      w: 'full',
      maxW: '680px',
      alignItems: 'stretch',
      gap: 0,
      borderRadius: 'full',
      bg: 'brand',
      p: '1',
      boxShadow: 'sm',
      '&:focus-within': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    field: {
      appearance: 'none',
      border: 0,
      bg: 'transparent',
      color: 'fg.onBrand',
      textStyle: 'mediumText.B',
      pl: { base: '3', md: '4' },
      pr: '7',
      flexShrink: 0,
      cursor: 'pointer',
      outline: 'none',
      borderRight: '1px solid rgba(255,255,255,0.35)',
      ...selectChevron(9),
      '& option': { color: 'fg.default', bg: 'surface' },
    },
    keyword: {
      flex: 1,
      minW: 0,
      border: 0,
      bg: 'transparent',
      color: 'fg.onBrand',
      px: { base: '3', md: '4' },
      h: '11',
      textStyle: 'largeText.M',
      outline: 'none',
      _placeholder: { color: 'fg.onBrand', opacity: 0.78 },
    },
    submit: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      px: { base: '3.5', md: '5' },
      flexShrink: 0,
      borderRadius: 'full',
      bg: 'surface',
      color: 'brand.fg',
      textStyle: 'mediumText.B',
      cursor: 'pointer',
      _hover: { bg: 'brand.subtle' },
      '& svg': { w: '4', h: '4' },
    },
    advanced: {
      w: 'full',
      maxW: '680px',
      '& > summary': {
        display: 'flex',
        alignItems: 'center',
        gap: '1',
        cursor: 'pointer',
        textStyle: 'mediumText.M',
        color: 'fg.muted',
        listStyle: 'none',
        ml: 'auto',
        w: 'fit-content',
        px: '2',
        py: '1',
        borderRadius: 'sm',
        '&::-webkit-details-marker': { display: 'none' },
        _hover: { color: 'brand.fg' },
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
      },
      '& > summary::after': { content: '"▾"' },
      '&[open] > summary::after': { content: '"▴"' },
    },
    panel: { mt: '3', p: { base: '4', md: '5' }, bg: 'surface.muted', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border', display: 'grid', gap: '3' },
    /** A field's label wrapping its input. */
    label: { display: 'grid', gap: '1.5', textStyle: 'mediumText.M' },
  },
});

/** The native <dialog> of the product detail, drawn as the kit Dialog: the element itself is the positioner
 *  (`dialog` recipe) and paints the backdrop, since it is also rendered open without JavaScript (no ::backdrop then). */
export const productDialog = defineSlotRecipe({
  className: 'product-dialog',
  description: 'Native dialog element as the kit dialog positioner and backdrop; busy and error states of its body',
  slots: ['root', 'body', 'error'],
  base: {
    root: {
      w: '100vw',
      h: '100dvh',
      maxW: 'none',
      maxH: 'none',
      m: 0,
      border: 0,
      bg: 'overlay',
      color: 'fg.default',
      '&:not([open])': { display: 'none' },
      '&::backdrop': { bg: 'transparent' },
      // The page behind does not scroll while the dialog is open.
      'html:has(&[open])': { overflow: 'hidden' },
    },
    body: { '&[aria-busy=true]': { opacity: 0.5, transition: 'opacity 0.2s 0.15s' } },
    error: { py: '10', textAlign: 'center', color: 'fg.muted', whiteSpace: 'normal' },
  },
});

/** The body of the product dialog: the info grid, the substitutes and the folded Detail Info page. */
export const productDetail = defineSlotRecipe({
  className: 'product-detail',
  description: 'Product detail: info grid, substitutes heading and table box, Detail Info disclosure',
  slots: ['root', 'info', 'strong', 'unit', 'note', 'heading', 'count', 'tableBox', 'altName', 'altComposition', 'empty', 'detailInfo', 'pill', 'detailInfoBody'],
  base: {
    root: { display: 'grid', gap: '6', textStyle: 'mediumText.R' },
    info: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
      columnGap: '6',
      rowGap: '0',
      m: 0,
      borderTopWidth: '2px',
      borderColor: 'fg.default',
      '& > div': { display: 'grid', gridTemplateColumns: '6.5rem 1fr', alignItems: 'baseline', gap: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border' },
      '& dt': { textStyle: 'mediumText.M', color: 'fg.muted' },
      '& dd': { m: 0, ...wrapText },
    },
    strong: { fontWeight: 'bold' },
    unit: { color: 'fg.muted' },
    note: { color: 'brand.fg' },
    heading: { textStyle: 'heading5.B', display: 'flex', alignItems: 'baseline', gap: '2', whiteSpace: 'normal' },
    count: { textStyle: 'mediumText.R', color: 'fg.muted' },
    tableBox: { maxH: { md: '24rem' }, overflow: 'auto' },
    altName: {
      color: 'fg.default',
      fontWeight: 'bold',
      textDecoration: 'none',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
      _hover: { color: 'brand.fg', textDecoration: 'underline' },
    },
    altComposition: { display: 'block', textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal' },
    empty: { color: 'fg.muted', py: '4' },
    detailInfo: {
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'lg',
      overflow: 'hidden',
      '& > summary': {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
        px: '4',
        py: '3',
        cursor: 'pointer',
        bg: 'surface.muted',
        textStyle: 'mediumText.B',
        listStyle: 'none',
        '&::-webkit-details-marker': { display: 'none' },
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      },
      '& > summary::after': { content: '"펼치기 ▾"', textStyle: 'smallText.M', color: 'fg.muted' },
      '&[open] > summary::after': { content: '"접기 ▴"' },
    },
    pill: { display: 'inline-flex', alignItems: 'center', h: '7', px: '3', borderRadius: 'full', bg: 'brand', color: 'fg.onBrand', textStyle: 'smallText.B' },
    detailInfoBody: { px: { base: '4', md: '6' }, py: '4' },
  },
});
