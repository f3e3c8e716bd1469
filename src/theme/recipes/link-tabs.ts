import { defineSlotRecipe } from '@pandacss/dev';

// Folder-style link tabs of the tabbed layout: 200px tabs, grey when inactive, filler line to the right. On a phone the
// tabs share the width (three fit in 360 px) instead of pushing the page sideways.
export const linkTabs = defineSlotRecipe({
  className: 'link-tabs',
  description: 'Navigation tabs made of plain links (no JavaScript)',
  slots: ['root', 'list', 'item', 'link', 'filler'],
  base: {
    root: { display: 'flex', alignItems: 'stretch', width: '100%' },
    list: { display: 'flex', alignItems: 'flex-end', listStyle: 'none', margin: 0, padding: 0, flexShrink: 1, minWidth: 0 },
    item: { flex: '0 1 auto', width: '200px', minWidth: 0, display: 'flex', marginInlineEnd: '-1px' },
    link: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '100%',
      height: '12',
      px: { base: '2', md: '3' },
      textStyle: { base: 'mediumText.M', md: 'largeText.M' },
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      color: 'fg.muted',
      bg: 'surface.muted',
      borderWidth: '1px',
      borderColor: 'border',
      borderBottomColor: 'border.strong',
      borderTopRadius: 'md',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      _hover: { color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      '&[aria-current=page]': {
        color: 'brand.fg',
        fontWeight: 'bold',
        bg: 'canvas',
        borderColor: 'border.strong',
        borderBottomColor: 'transparent',
      },
    },
    filler: { flex: '1', alignSelf: 'stretch', borderBottomWidth: '1px', borderColor: 'border.strong' },
  },
});
