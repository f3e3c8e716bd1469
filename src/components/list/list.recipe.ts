import { defineRecipe } from '@pandacss/dev';
import { selectChevron, wrapText } from '../../theme/recipes/shared';

// The pieces every server-rendered list shares: filter chips, sort select, busy region, phone-friendly tables.

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
    // needed, ≈ 6 KiB of extra font parts on /products (docs/performance/, "Fonts"); the pill and the filled on-state
    // carry the emphasis.
    textStyle: 'mediumText.R',
    color: 'fg.default',
    textDecoration: 'none',
    bg: 'surface',
    _hover: { borderColor: 'brand', color: 'brand.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '&:is([aria-current=true], [data-on])': {
      bg: 'brand',
      borderColor: 'brand',
      color: 'fg.onBrand',
      _hover: { bg: 'brand.hover', color: 'fg.onBrand' },
    },
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
  '&::before': {
    content: 'attr(data-label)',
    display: { base: 'block', md: 'none' },
    textStyle: 'smallText.M',
    color: 'fg.muted',
    mb: '0.5',
  },
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
    align: {
      start: { textAlign: { base: 'start', md: 'start' } },
      end: { textAlign: { base: 'start', md: 'end' }, fontVariantNumeric: 'tabular-nums' },
    },
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
