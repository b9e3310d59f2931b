import { progressAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const progress = defineSlotRecipe({
  className: 'progress',
  jsx: ['Progress', /Progress\.+/],
  slots: progressAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', w: 'full' },
    label: { textStyle: 'small', fontWeight: '600' },
    track: { h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
    range: {
      h: 'full',
      bg: 'accent.default',
      transition: 'width 200ms',
      '&[data-state=indeterminate]': { w: '1/3', animation: 'pulse' },
    },
    valueText: { textStyle: 'small', color: 'fg.muted' },
  },
  staticCss: ['*'],
});
