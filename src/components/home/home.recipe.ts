import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';
import { darkBrandSurface } from '../../theme/recipes/shared';

// The home page: hero, live figures, banner carousels and the community tabs.

/** The home hero: a dark brand panel with an eyebrow, a large title, a lead and a footnote. */
export const hero = defineSlotRecipe({
  className: 'hero',
  description: 'Home hero: dark brand panel (same in both modes) with eyebrow, title, lead and note',
  slots: ['root', 'eyebrow', 'title', 'lead', 'note'],
  base: {
    root: { ...darkBrandSurface, borderRadius: 'xl', p: { base: '6', md: '12' } },
    eyebrow: { textStyle: 'mediumText.B', color: 'violet.200' },
    // heading2.B, heading3.B from md: a responsive textStyle would bring back the style's nowrap at md.
    title: { textStyle: 'heading2.B', fontSize: { md: 'h3' }, whiteSpace: 'normal', wordBreak: 'keep-all' },
    lead: { textStyle: 'normalText.R', whiteSpace: 'normal', wordBreak: 'keep-all', color: 'gray.100', maxWidth: '40em' },
    note: { textStyle: 'smallText.R', color: 'gray.300' },
  },
});

/** A large figure with its label and unit on the dark hero (this month's prescriptions, fees, openings). */
export const statFigure = defineSlotRecipe({
  className: 'stat-figure',
  description: 'Live figure on a dark surface: label, large tabular number and unit',
  slots: ['root', 'label', 'value', 'number', 'unit'],
  base: {
    root: {
      display: 'grid',
      gap: '1',
      p: { base: '4', md: '5' },
      borderRadius: 'lg',
      bg: 'rgba(255,255,255,0.1)',
      borderWidth: '1px',
      borderColor: 'rgba(255,255,255,0.18)',
    },
    label: { textStyle: 'mediumText.M', color: 'gray.100' },
    value: { display: 'flex', alignItems: 'baseline', gap: '1', fontVariantNumeric: 'tabular-nums' },
    number: { fontSize: { base: 'h1_7', md: 'h3' }, fontWeight: 'bold', lineHeight: 'tight' },
    unit: { textStyle: 'largeText.M', color: 'gray.100' },
  },
});

/**
 * Home banner strip (no framework): a scroll-snap track that works by touch, wheel and keyboard, small round
 * controls and a counter under it (src/browser/carousel.ts). Slides without an image show their text on the dark
 * brand surface.
 */
export const bannerCarousel = defineSlotRecipe({
  className: 'banner-carousel',
  description: 'Scroll-snap banner strip of the home page with round controls and a counter',
  slots: [
    'root',
    'viewport',
    'track',
    'slide',
    'link',
    'image',
    'textSlide',
    'textTitle',
    'textBody',
    'controls',
    'control',
    'icon',
    'counter',
  ],
  base: {
    root: { display: 'grid', gap: '2', alignContent: 'start' },
    viewport: {
      borderRadius: 'xl',
      overflow: 'hidden',
      bg: 'surface.muted',
      borderWidth: '1px',
      borderColor: 'border',
      aspectRatio: '602 / 180',
    },
    track: {
      display: 'flex',
      height: 'full',
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      scrollBehavior: 'smooth',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
      '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
    },
    slide: { flex: '0 0 100%', height: 'full', scrollSnapAlign: 'start', scrollSnapStop: 'always' },
    link: {
      display: 'block',
      height: 'full',
      color: 'inherit',
      textDecoration: 'none',
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '-3px' },
    },
    image: { display: 'block', width: 'full', height: 'full', objectFit: 'cover' },
    textSlide: {
      ...darkBrandSurface,
      backgroundImage: 'radial-gradient(circle at 90% 20%, rgba(138,99,250,0.6), transparent 60%)',
      display: 'grid',
      alignContent: 'center',
      gap: '2',
      height: 'full',
      px: { base: '5', md: '8' },
    },
    textTitle: { textStyle: 'heading5.B', fontSize: { md: 'h4' }, whiteSpace: 'normal', wordBreak: 'keep-all' },
    textBody: { textStyle: 'mediumText.R', color: 'gray.100', whiteSpace: 'normal', wordBreak: 'keep-all' },
    controls: { justifySelf: 'end', display: 'flex', alignItems: 'center', gap: '1', color: 'fg.muted' },
    control: {
      display: 'inline-grid',
      placeItems: 'center',
      width: '8',
      height: '8',
      borderRadius: 'full',
      color: 'fg.default',
      bg: 'transparent',
      cursor: 'pointer',
      borderWidth: '1px',
      borderColor: 'border',
      _hover: { bg: 'surface.hover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      '& svg': { width: '4', height: '4' },
    },
    icon: { display: 'inline-grid', placeItems: 'center', '&[hidden]': { display: 'none' } },
    counter: { textStyle: 'smallText.M', minWidth: '9', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
  },
});

/** Text tabs over server-rendered panels (role=tab buttons, src/browser/tabs.ts): underlined when selected. */
export const boardTab = defineRecipe({
  className: 'board-tab',
  description: 'Plain-script ARIA tab (home community preview): bold text, underline when selected',
  base: {
    textStyle: 'largeText.B',
    color: 'fg.subtle',
    bg: 'transparent',
    cursor: 'pointer',
    py: '1',
    borderBottom: '2px solid transparent',
    _hover: { color: 'fg.default' },
    '&[aria-selected=true]': { color: 'fg.default', borderColor: 'fg.default' },
  },
});
