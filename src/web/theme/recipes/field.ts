import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontWeight: '600', textStyle: 'small' },
    input: {
      h: '10',
      px: '3',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'md',
      bg: 'bg.canvas',
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '0' },
      _invalid: { borderColor: 'danger.fg' },
    },
    helperText: { color: 'fg.muted', textStyle: 'small' },
    errorText: { color: 'danger.fg', textStyle: 'small' },
  },
});
