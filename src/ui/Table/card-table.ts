import { cardTable as recipe } from 'styled-system/recipes';

// Tables that read well on a phone (the list-screen pattern): on top of the kit's table recipe, each item is its own
// <tbody> (its main row and an optional note row). From `md` up it is an ordinary table; below `md` every <tbody>
// becomes a card: the rows dissolve (display: contents), the cells flow into a grid of three columns and show
// their column name from `data-label`. The look lives in the `cardTable` recipe (src/components/list/list.recipe.ts),
// whose rules win over the table recipe's cell styles; these are its parts, to combine with `cx`.
// `full` cells span the card (company, product, note), `wide` ones two columns.
// Every card-table list uses these parts, server-rendered (.astro) and islands alike, so a part is spelled once; the
// file sits in the kit because islands import it (browser code: recipes it brings stay out of any one area's sheet).
export const cardTableParts = {
  table: recipe({ part: 'table' }),
  head: recipe({ part: 'head' }),
  /** One item; three columns on a phone. */
  item: recipe({ part: 'item' }),
  row: recipe({ part: 'row' }),
  cell: recipe({ part: 'cell' }),
  /** The note row's cell (a tinted line in the card). */
  note: recipe({ part: 'note' }),
  /** Spans the card, no label (the card's title lines). */
  full: recipe({ span: 'full' }),
  wide: recipe({ span: 'wide' }),
  /** First in the card whatever the column order. */
  first: recipe({ order: 'first' }),
  second: recipe({ order: 'second' }),
  /** After the other cells in the card. */
  last: recipe({ order: 'last' }),
  /** A title cell, start-aligned everywhere. */
  start: recipe({ align: 'start' }),
  /** A number: end-aligned in the table. */
  numeric: recipe({ align: 'end' }),
  /** The card's small muted first line (e.g. the company). */
  kicker: recipe({ kicker: true }),
  /** Rows tall enough for a two-line title. */
  tall: recipe({ tall: true }),
  /** An item that opens something when clicked. */
  interactive: recipe({ interactive: true }),
  /** A note cut to one line. */
  truncate: recipe({ truncate: true }),
};
