import { defineSlotRecipe } from '@pandacss/dev';
import { accordionAnatomy } from '@ark-ui/react/anatomy';

export const accordion = defineSlotRecipe({
  className: 'accordion',
  description: 'Expandable sections, e.g. FAQ (Ark Accordion)',
  slots: accordionAnatomy.keys(),
  base: {
    root: { width: '100%', borderTopWidth: '1px', borderColor: 'border' },
    item: { borderBottomWidth: '1px', borderColor: 'border' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      width: '100%',
      minHeight: '14',
      px: '4',
      py: '3',
      textAlign: 'start',
      textStyle: 'largeText.M',
      color: 'fg.default',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
      cursor: 'pointer',
      _hover: { bg: 'surface.hover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
    },
    itemIndicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform token(durations.normal)',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: '5', height: '5' },
    },
    itemContent: {
      px: '4',
      pb: '4',
      pt: '1',
      bg: 'surface',
      color: 'fg.muted',
      textStyle: 'mediumText.R',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
      overflowWrap: 'anywhere',
    },
  },
});
