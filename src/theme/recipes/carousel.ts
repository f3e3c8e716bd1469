import { defineSlotRecipe } from '@pandacss/dev';
import { carouselAnatomy } from '@ark-ui/react/anatomy';

export const carousel = defineSlotRecipe({
  className: 'carousel',
  description: 'Banner carousel (Ark Carousel)',
  slots: carouselAnatomy.keys(),
  base: {
    root: { position: 'relative', width: '100%', borderRadius: 'xl', overflow: 'hidden', bg: 'surface.muted' },
    itemGroup: { display: 'flex', overflow: 'hidden' },
    item: { flexShrink: 0, '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } },
    control: {
      position: 'absolute',
      insetInline: '3',
      bottom: '3',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      pointerEvents: 'none',
    },
    prevTrigger: { pointerEvents: 'auto' },
    nextTrigger: { pointerEvents: 'auto' },
    indicatorGroup: {
      display: 'flex',
      gap: '1.5',
      pointerEvents: 'auto',
      bg: 'rgba(0,0,0,0.45)',
      px: '2',
      py: '1.5',
      borderRadius: 'full',
    },
    indicator: {
      width: '2',
      height: '2',
      borderRadius: 'full',
      bg: 'rgba(255,255,255,0.55)',
      cursor: 'pointer',
      _current: { bg: 'white', width: '5' },
      transition: 'width token(durations.fast)',
      _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
    },
    autoplayTrigger: { pointerEvents: 'auto' },
    progressText: {},
  },
});
