import { defineSlotRecipe } from '@pandacss/dev';

// MenuButton: the light menu's placement. The list and its items wear the Ark Menu's `menu` recipe (content, item),
// so both menus look the same; this anchors the list under the button's end edge, inside the page's flow (no portal).
export const menuButton = defineSlotRecipe({
  className: 'menu-button',
  description: 'Light menu: a button and a short command list anchored under it (no portal, no positioning library)',
  slots: ['root', 'positioner'],
  base: {
    // As tall as the button even in a stretching flex row, so the list starts right under the button.
    root: { position: 'relative', display: 'inline-flex', flexShrink: 0, height: 'fit-content' },
    positioner: { position: 'absolute', top: 'calc(100% + 8px)', insetInlineEnd: '0', zIndex: 10 },
  },
});
