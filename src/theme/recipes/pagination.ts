import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';
import { paginationAnatomy } from '@ark-ui/react/anatomy';

export const pagination = defineSlotRecipe({
  className: 'pagination',
  description: 'Numbered pager with first/prev/next/last',
  slots: paginationAnatomy.keys(),
  base: {
    root: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '1', flexWrap: 'wrap' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: '9',
      height: '9',
      px: '2',
      borderRadius: 'md',
      textStyle: 'mediumText.M',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'surface.hover', color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      _selected: {
        color: 'brand.fg',
        fontWeight: 'bold',
        textDecoration: 'underline',
        textUnderlineOffset: '4px',
        textDecorationThickness: '2px',
      },
    },
    ellipsis: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '9', height: '9', color: 'fg.subtle' },
    firstTrigger: {},
    prevTrigger: {},
    nextTrigger: {},
    lastTrigger: {},
  },
});

/** The nav buttons of the pager share one look (kept apart so the slot names match Ark's parts). */

export const paginationTrigger = defineRecipe({
  className: 'pagination-trigger',
  description: 'First/prev/next/last buttons of the pager',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '9',
    height: '9',
    borderRadius: 'md',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'surface.hover', color: 'fg.default' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
    _disabled: { opacity: 0.35, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
    '& svg': { width: '4', height: '4' },
  },
});
