import { defineSlotRecipe } from '@pandacss/dev';

// The console's dashboard: a grid of queue cards (label, the count large, the age of the oldest item), each one link
// to its list; a waiting queue is marked with the brand colour, an empty one stays quiet. Then the staff member's
// permissions as a row of badges.
export const consoleDashboard = defineSlotRecipe({
  className: 'console-dashboard',
  description: 'Console dashboard: a card per queue with its count and oldest age, and the permissions held',
  slots: ['root', 'section', 'grid', 'card', 'label', 'count', 'unit', 'age', 'permissionList'],
  base: {
    root: { display: 'grid', gap: '8' },
    section: { display: 'grid', gap: '3' },
    grid: {
      display: 'grid',
      gap: '4',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      m: 0,
      p: 0,
      listStyle: 'none',
    },
    card: {
      display: 'grid',
      gap: '2',
      h: 'full',
      p: '5',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderLeftWidth: '4px',
      borderRadius: 'lg',
      color: 'fg.default',
      textDecoration: 'none',
      transitionProperty: 'border-color, background-color',
      transitionDuration: 'fast',
      _hover: { bg: 'surface.hover' },
      '&[data-waiting=true]': { borderLeftColor: 'brand' },
    },
    label: { textStyle: 'largeText.B', whiteSpace: 'normal' },
    count: { textStyle: 'heading2.B', fontVariantNumeric: 'tabular-nums', color: 'fg.default' },
    unit: { textStyle: 'mediumText.M', color: 'fg.muted', ml: '1' },
    age: { textStyle: 'mediumText.R', color: 'fg.muted', whiteSpace: 'normal' },
    permissionList: { display: 'flex', flexWrap: 'wrap', gap: '2', m: 0, p: 0, listStyle: 'none' },
  },
});
