import { defineSlotRecipe } from '@pandacss/dev';
import { tabsAnatomy } from '@ark-ui/react/anatomy';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  description: 'In-page tabs (Ark Tabs)',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', width: '100%' },
    list: { position: 'relative', display: 'flex', gap: '1', borderBottomWidth: '1px', borderColor: 'border', overflowX: 'auto' },
    trigger: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: '11',
      px: '4',
      textStyle: 'largeText.M',
      color: 'fg.muted',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      _hover: { color: 'fg.default' },
      _selected: { color: 'brand.fg', fontWeight: 'bold' },
      _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
    indicator: { height: '2px', bg: 'brand', bottom: '-1px', width: 'var(--width)' },
    content: { pt: '4', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } },
  },
});
