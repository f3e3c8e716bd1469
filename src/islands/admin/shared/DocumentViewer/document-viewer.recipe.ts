import { defineSlotRecipe } from '@pandacss/dev';

// The console's document viewer: a row of document tabs, a toolbar (이전 / 다음, 축소 / 확대, 회전, 새 창), and the stage
// that shows one PDF or image, scrolled when zoomed. The stage keeps a fixed height so the actions beside it stay put.
export const documentViewer = defineSlotRecipe({
  className: 'document-viewer',
  description: 'Console document viewer: tabs, toolbar and a zoomable, rotatable stage',
  slots: ['root', 'tabs', 'tab', 'toolbar', 'group', 'zoom', 'position', 'stage', 'canvas', 'turned', 'image', 'frame', 'empty', 'hint'],
  base: {
    root: { display: 'grid', gap: '2', minW: 0 },
    tabs: { display: 'flex', flexWrap: 'wrap', gap: '1', m: 0, p: 0, listStyle: 'none' },
    tab: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      minH: '8',
      px: '3',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      bg: 'surface',
      color: 'fg.default',
      textStyle: 'smallText.M',
      cursor: 'pointer',
      _hover: { bg: 'surface.hover' },
      '&[aria-pressed=true]': { borderColor: 'brand', color: 'brand.fg', bg: 'brand.subtle' },
    },
    toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    group: { display: 'flex', alignItems: 'center', gap: '1' },
    zoom: { minW: '12', textAlign: 'center', textStyle: 'smallText.M', fontVariantNumeric: 'tabular-nums', color: 'fg.muted' },
    position: { textStyle: 'smallText.M', color: 'fg.muted', whiteSpace: 'normal' },
    stage: {
      position: 'relative',
      h: { base: '24rem', md: '40rem' },
      overflow: 'auto',
      bg: 'canvas',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'lg',
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    // As wide as its content once that is wider than the stage, so a zoomed page scrolls to its left edge too; a page
    // fitted to the stage (and a PDF's frame) is as wide as the stage, which its `max-width: 100%` needs.
    canvas: {
      display: 'grid',
      placeItems: 'center',
      w: 'max-content',
      '&[data-fitted]': { w: 'full' },
      minW: 'full',
      minH: 'full',
      p: '4',
      transformOrigin: 'center center',
    },
    turned: { position: 'relative', flexShrink: 0 },
    image: { maxW: 'full', maxH: '36rem', objectFit: 'contain', bg: 'white', boxShadow: 'sm' },
    frame: { w: 'full', h: { base: '22rem', md: '38rem' }, borderWidth: '0', bg: 'white' },
    empty: { display: 'grid', placeItems: 'center', h: 'full', p: '6', textAlign: 'center', color: 'fg.muted', whiteSpace: 'normal' },
    hint: { textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal' },
  },
});
