import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    content: {
      bg: 'bg.canvas',
      borderRadius: 'md',
      boxShadow: 'popup',
      borderWidth: '1px',
      borderColor: 'border.default',
      py: '1',
      minW: '48',
      zIndex: 'overlay',
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      px: '3',
      py: '2',
      cursor: 'pointer',
      textDecoration: 'none',
      color: 'fg.default',
      _highlighted: { bg: 'bg.muted' },
    },
    separator: { my: '1', borderColor: 'border.default' },
  },
});
