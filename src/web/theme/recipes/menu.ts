import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const menu = defineSlotRecipe({
  className: 'menu',
  jsx: ['Menu', /Menu\.+/],
  slots: menuAnatomy.keys(),
  base: {
    positioner: { zIndex: 'overlay' },
    content: {
      bg: 'bg.canvas',
      borderRadius: 'md',
      boxShadow: 'popup',
      borderWidth: 'thin',
      borderColor: 'border.default',
      py: '1',
      minW: '48',
      zIndex: 'overlay',
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '2',
      cursor: 'pointer',
      textDecoration: 'none',
      color: 'fg.default',
      _highlighted: { bg: 'bg.muted' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    itemGroupLabel: { px: '3', py: '1.5', textStyle: 'caption', color: 'fg.subtle', fontWeight: '600' },
    separator: { my: '1', borderColor: 'border.default' },
  },
  staticCss: ['*'],
});
