import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  jsx: ['Field', /Field\.+/],
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontWeight: '600', textStyle: 'small' },
    requiredIndicator: { color: 'danger.fg', ms: '0.5' },
    input: {
      h: '10',
      px: '3',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      borderRadius: 'md',
      bg: 'bg.canvas',
      color: 'fg.default',
      _focusVisible: {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'accent.default',
        outlineOffset: '0',
      },
      // not `_invalid`: it also matches the native :invalid, painting every empty required field red
      '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger.fg' },
      _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
    },
    select: {
      h: '10',
      px: '2',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      borderRadius: 'md',
      bg: 'bg.canvas',
      color: 'fg.default',
      minW: '0',
      _focusVisible: {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'accent.default',
        outlineOffset: '0',
      },
      '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger.fg' },
      _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
    },
    textarea: {
      minH: '24',
      p: '3',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      borderRadius: 'md',
      _focusVisible: {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'accent.default',
        outlineOffset: '0',
      },
      // not `_invalid`: it also matches the native :invalid, painting every empty required field red
      '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger.fg' },
    },
    helperText: { color: 'fg.muted', textStyle: 'small' },
    errorText: { color: 'danger.fg', textStyle: 'small', fontWeight: '500' },
  },
  staticCss: ['*'],
});
