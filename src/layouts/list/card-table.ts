import { css } from 'styled-system/css';

// Tables that read well on a phone (the list-screen pattern): on top of the kit's table recipe, each item is its own
// <tbody> (its main row and an optional note row). From `md` up it is an ordinary table; below `md` every <tbody>
// becomes a card: the rows dissolve (display: contents), the cells flow into a grid of `columns` columns and show
// their column name from `data-label`. (These classes are utilities: they win over the recipe's cell styles.) `full` cells span the card (company, product, note), `wide` ones two columns.

const labelled = {
  base: { '&::before': { content: 'attr(data-label)', display: 'block', textStyle: 'smallText.M', color: 'fg.muted', mb: '0.5' } },
  md: { '&::before': { display: 'none' } },
};

export const cardTable = {
  table: css({ display: { base: 'block', md: 'table' } }),
  head: css({ display: { base: 'none', md: 'table-header-group' } }),
  /** One item; three columns on a phone. */
  item: css({
    display: { base: 'grid', md: 'table-row-group' },
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    columnGap: '3',
    rowGap: '2.5',
    px: { base: '1', md: 0 },
    py: { base: '4', md: 0 },
    borderBottom: { base: '1px solid', md: 'none' },
    borderColor: 'border',
  }),
  row: css({ display: { base: 'contents', md: 'table-row' } }),
  cell: css({
    display: { base: 'block', md: 'table-cell' },
    h: 'auto',
    py: { base: '0', md: '2.5' },
    px: { base: '0', md: '3' },
    textAlign: { base: 'start', md: 'center' },
    borderBottomWidth: { base: '0', md: '1px' },
    verticalAlign: 'middle',
    whiteSpace: { base: 'normal', md: 'nowrap' },
    ...labelled,
  }),
  /** Spans the card, no label (the card's title lines). */
  full: css({ gridColumn: '1 / -1', '&::before': { display: 'none' } }),
  wide: css({ gridColumn: 'span 2' }),
  /** First in the card whatever the column order. */
  first: css({ order: -2 }),
  second: css({ order: -1 }),
};
