import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

// The product catalogue (/products, its detail dialog, /sales-agency-products) and the list pieces every
// server-rendered list shares (src/layouts/list: chips, sort select, busy region, phone-friendly tables).

/** The chevron of a native <select> (it cannot hold an icon element), `right` px from its end edge. */
const selectChevron = (right: number) => ({
  bgImage: 'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
  bgPosition: `calc(100% - ${right + 5}px) 52%, calc(100% - ${right}px) 52%`,
  bgSize: '5px 5px',
  bgRepeat: 'no-repeat',
});

const wrapText = { whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

/** A filter chip: a link that is on (brand) or off (outline). FilterLinks marks the current one with aria-current,
 *  ToggleChips the ones that are on with data-on. */
export const chip = defineRecipe({
  className: 'chip',
  description: 'Filter chip link (list filters and status toggles); on with aria-current=true or data-on',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    h: '9',
    px: '4',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    // Regular: the chips' words (취급품목, 판매중단, 진행중…) were most of the medium-weight syllables a list page
    // needed, ≈ 6 KiB of extra font parts on /products (PERFORMANCE.md "Fonts"); the pill and the filled on-state
    // carry the emphasis.
    textStyle: 'mediumText.R',
    color: 'fg.default',
    textDecoration: 'none',
    bg: 'surface',
    _hover: { borderColor: 'brand', color: 'brand.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '&:is([aria-current=true], [data-on])': { bg: 'brand', borderColor: 'brand', color: 'fg.onBrand', _hover: { bg: 'brand.hover', color: 'fg.onBrand' } },
    '& svg': { w: '3.5', h: '3.5' },
  },
});

/** A native <select> on the kit `input` box (the sort of a list). The `!` values win over the input recipe's
 *  padding, width and `background` shorthand, as the kit's own date-picker and combobox inputs do. */
export const nativeSelect = defineRecipe({
  className: 'native-select',
  description: 'Native select drawn on the input recipe, with a chevron',
  base: {
    w: 'auto!',
    minW: '11rem',
    pe: '8!',
    cursor: 'pointer',
    ...Object.fromEntries(Object.entries(selectChevron(11)).map(([k, v]) => [k, `${v}!`])),
  },
});

/** The region a list renders into: dimmed while the next page loads (src/browser/list.ts sets aria-busy). */
export const listRegion = defineRecipe({
  className: 'list-region',
  description: 'List region, dimmed while busy',
  base: { transition: 'opacity 0.2s', '&[aria-busy=true]': { opacity: 0.55, transitionDelay: '0.15s', cursor: 'progress' } },
});

// Tables that read on a phone, on top of the kit's `table` recipe: each item is its own <tbody>; from `md` up an
// ordinary table, below it every <tbody> is a card whose cells flow into a three-column grid and show their column
// name from `data-label`. A config recipe on purpose: its variant rules sit above every slot recipe in Panda's
// cascade layers (`recipes` over `recipes.slots`), so they win over the table recipe's cell styles without `!`.
// Variants are defined in the order they must win (a later variant beats an earlier one on the same element).
const cardCell = {
  display: { base: 'block', md: 'table-cell' },
  h: 'auto',
  py: { base: '0', md: '2.5' },
  px: { base: '0', md: '3' },
  textAlign: { base: 'start', md: 'center' },
  borderBottomWidth: { base: '0', md: '1px' },
  verticalAlign: 'middle',
  whiteSpace: { base: 'normal', md: 'nowrap' },
  '&::before': { content: 'attr(data-label)', display: { base: 'block', md: 'none' }, textStyle: 'smallText.M', color: 'fg.muted', mb: '0.5' },
} as const;

export const cardTable = defineRecipe({
  className: 'card-table',
  description: 'Server-rendered table whose items become cards below md (parts, spans and orders of the card grid)',
  base: {},
  variants: {
    part: {
      table: { display: { base: 'block', md: 'table' } },
      head: { display: { base: 'none', md: 'table-header-group' } },
      /** One item (<tbody>); three columns on a phone. */
      item: {
        display: { base: 'grid', md: 'table-row-group' },
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        columnGap: '3',
        rowGap: '2.5',
        px: { base: '1', md: 0 },
        py: { base: '4', md: 0 },
        borderBottomWidth: { base: '1px', md: '0' },
        borderColor: 'border',
        '&:hover td, &:hover th': { bg: { md: 'surface.hover' } },
      },
      row: { display: { base: 'contents', md: 'table-row' } },
      cell: cardCell,
      /** The note row's cell: a tinted line in the card, a plain row under the item in the table. */
      note: {
        display: { base: 'block', md: 'table-cell' },
        h: 'auto',
        py: '1.5',
        px: { base: '2.5', md: '3' },
        borderBottomWidth: { base: '0', md: '1px' },
        textAlign: 'start',
        textStyle: 'smallText.R',
        ...wrapText,
        color: 'brand.fg',
        bg: { base: 'brand.subtle', md: 'transparent' },
        borderRadius: { base: 'md', md: '0' },
      },
    },
    /** `full` spans the card without a label (its title lines), `wide` two columns. */
    span: { full: { gridColumn: '1 / -1', '&::before': { display: 'none' } }, wide: { gridColumn: 'span 2' } },
    /** Place in the card whatever the column order. */
    order: { first: { order: -2 }, second: { order: -1 }, last: { order: { base: 1, md: 0 } } },
    /** `start`: a title cell; `end`: a number, end-aligned in the table, under its label in the card. */
    // (md repeated: the cell's own md value comes after every base rule.)
    align: { start: { textAlign: { base: 'start', md: 'start' } }, end: { textAlign: { base: 'start', md: 'end' }, fontVariantNumeric: 'tabular-nums' } },
    /** The card's small muted first line (e.g. the company); an ordinary cell in the table. */
    kicker: {
      true: {
        textStyle: { base: 'smallText.M', md: 'mediumText.R' },
        color: { base: 'fg.muted', md: 'fg.default' },
        whiteSpace: { base: 'normal', md: 'nowrap' },
        wordBreak: 'keep-all',
      },
    },
    /** Rows tall enough for a two-line title. */
    tall: { true: { h: { md: '16' } } },
    /** A whole item that opens something when clicked. */
    interactive: { true: { cursor: 'pointer' } },
    /** A note cut to one line with an ellipsis (its full text in `title`). */
    truncate: {
      true: {
        py: { base: '1.5', md: '2' },
        textStyle: 'mediumText.R',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        maxW: 0,
        minW: 'full',
      },
    },
  },
});

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

/** 종료 over an ended sales-agency product's image. */
export const endedOverlay = defineRecipe({
  className: 'ended-overlay',
  description: 'Dark overlay with 종료 over an ended product image',
  base: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bg: 'rgba(17,17,17,0.8)', color: 'white', letterSpacing: '0.2em' },
  variants: { size: { md: { textStyle: 'heading4.B' }, lg: { textStyle: 'heading3.B' } } },
  defaultVariants: { size: 'md' },
});

/** 영업대행상품 list: one card per product (image, badges, client, product, period). */
export const agencyCard = defineSlotRecipe({
  className: 'agency-card',
  description: 'Sales-agency product list and card',
  slots: ['list', 'root', 'media', 'image', 'client', 'product', 'period'],
  base: {
    list: { display: 'grid', gap: '4', mt: '3', pt: '4', borderTopWidth: '2px', borderColor: 'fg.default' },
    root: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: '300px 1fr' },
      gap: { base: '3', sm: '6' },
      alignItems: 'center',
      color: 'fg.default',
      textDecoration: 'none',
      pb: '4',
      borderBottomWidth: '1px',
      borderColor: 'border',
      _hover: { '& [data-title]': { color: 'brand.fg', textDecoration: 'underline' } },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '4px', borderRadius: 'md' },
    },
    media: { position: 'relative', aspectRatio: '2 / 1', w: 'full', maxW: { sm: '300px' }, borderRadius: 'lg', overflow: 'hidden', bg: 'surface.muted', borderWidth: '1px', borderColor: 'border' },
    image: { w: 'full', h: 'full', objectFit: 'cover', display: 'block' },
    client: { textStyle: 'heading5.B', whiteSpace: 'normal', wordBreak: 'keep-all' },
    product: { textStyle: 'largeText.M', ...wrapText },
    period: { textStyle: 'mediumText.R', color: 'fg.muted', whiteSpace: 'normal' },
  },
});

/** 영업대행상품 detail: header, image, terms, the apply area and its no-JavaScript confirmation step. */
export const agencyDetail = defineSlotRecipe({
  className: 'agency-detail',
  description: 'Sales-agency product detail',
  slots: ['head', 'client', 'title', 'meta', 'hero', 'terms', 'confirm', 'confirmText', 'confirmButtons', 'error'],
  base: {
    head: { borderTopWidth: '2px', borderBottomWidth: '1px', borderColor: 'fg.default', py: '5', display: 'grid', gap: '2' },
    client: { textStyle: 'largeText.B', color: 'brand.fg' },
    title: { textStyle: { base: 'heading4.B', md: 'heading2.B' }, ...wrapText },
    // On a phone the period and the view count take a line each (a wrapped "|" would start the second line).
    meta: {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      gap: { base: '0.5', sm: '3' },
      textStyle: 'mediumText.R',
      color: 'fg.muted',
      '& > span + span::before': { content: '"|"', mr: '3', color: 'border.strong', display: { base: 'none', sm: 'inline' } },
    },
    hero: {
      position: 'relative',
      borderRadius: 'lg',
      overflow: 'hidden',
      aspectRatio: '2 / 1',
      maxW: '600px',
      borderWidth: '1px',
      borderColor: 'border',
      '& img': { w: 'full', h: 'full', objectFit: 'cover', display: 'block' },
    },
    terms: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
      gap: '3',
      m: 0,
      '& > div': { display: 'grid', gap: '1', p: '4', borderRadius: 'lg', bg: 'surface.muted' },
      '& dt': { textStyle: 'smallText.M', color: 'fg.muted' },
      '& dd': { m: 0, textStyle: 'largeText.B' },
    },
    confirm: {
      display: 'grid',
      gap: '4',
      justifyItems: 'center',
      textAlign: 'center',
      p: '6',
      borderWidth: '2px',
      borderColor: 'brand',
      borderRadius: 'xl',
      bg: 'brand.subtle',
      w: 'full',
      maxW: '520px',
    },
    confirmText: { textStyle: 'largeText.B', whiteSpace: 'normal', wordBreak: 'keep-all' },
    confirmButtons: { display: 'flex', gap: '2', justifyContent: 'center', w: 'full', '& > *': { flex: 1 } },
    error: {
      px: '4',
      py: '3',
      borderRadius: 'md',
      bg: 'danger.subtle',
      color: 'danger',
      textStyle: 'mediumText.B',
      whiteSpace: 'normal',
      w: 'full',
      maxW: '520px',
      textAlign: 'center',
    },
  },
});
