import { defineSlotRecipe } from '@pandacss/dev';
import { menuAnatomy } from '@ark-ui/react/anatomy';

export const menu = defineSlotRecipe({
  className: 'menu',
  description: 'Dropdown menu (user menu)',
  slots: menuAnatomy.keys(),
  base: {
    content: {
      minWidth: '48',
      bg: 'surface.raised',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'lg',
      boxShadow: 'md',
      py: '1.5',
      outline: 'none',
      zIndex: 'dialog',
      _open: { animation: 'fadeIn token(durations.fast) ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      width: '100%',
      minHeight: '10',
      px: '3.5',
      textStyle: 'mediumText.M',
      color: 'fg.default',
      textDecoration: 'none',
      cursor: 'pointer',
      outline: 'none',
      _highlighted: { bg: 'surface.hover' },
      _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
      '&[data-tone=danger]': { color: 'danger' },
      '& svg': { width: '4', height: '4', color: 'fg.muted' },
    },
    itemGroupLabel: { px: '3.5', py: '1.5', textStyle: 'smallText.B', color: 'fg.muted' },
    separator: { my: '1.5', borderTopWidth: '1px', borderColor: 'border' },
  },
});
