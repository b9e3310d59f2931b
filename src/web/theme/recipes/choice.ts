import { checkboxAnatomy, radioGroupAnatomy, sliderAnatomy, switchAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

const focusRing = {
  outlineWidth: 'thick',
  outlineStyle: 'solid',
  outlineColor: 'accent.default',
  outlineOffset: '2px',
} as const;

/** A choice drawn as a card: the whole card is the label, so a tap anywhere picks it. */
const card = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '3',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.canvas',
  cursor: 'pointer',
  _hover: { borderColor: 'border.strong' },
  _checked: { borderColor: 'accent.default', bg: 'accent.subtle' },
  _disabled: { cursor: 'not-allowed', opacity: '0.6' },
} as const;

const mark = {
  flexShrink: '0',
  w: '5',
  h: '5',
  mt: '0.5',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: 'thick',
  borderColor: 'border.strong',
  bg: 'bg.canvas',
  color: 'white',
  _checked: { borderColor: 'accent.default', bg: 'accent.default' },
  _focusVisible: focusRing,
  '&[data-invalid]': { borderColor: 'danger.fg' },
} as const;

export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  jsx: ['RadioGroup', /RadioGroup\.+/],
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' },
    label: { fontWeight: '600', textStyle: 'small' },
    item: card,
    itemControl: {
      ...mark,
      borderRadius: 'full',
      _checked: { ...mark._checked, boxShadow: 'inset 0 0 0 3px white' },
    },
    itemText: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    indicator: { display: 'none' },
  },
  staticCss: ['*'],
});

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  jsx: ['Checkbox', /Checkbox\.+/],
  slots: checkboxAnatomy.keys(),
  base: {
    root: card,
    control: { ...mark, borderRadius: 'sm' },
    indicator: { w: '3.5', h: '3.5' },
    label: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    group: { display: 'flex', flexDirection: 'column', gap: '2' },
  },
  staticCss: ['*'],
});

export const slider = defineSlotRecipe({
  className: 'slider',
  jsx: ['Slider', /Slider\.+/],
  slots: sliderAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', w: 'full' },
    label: { fontWeight: '600', textStyle: 'small' },
    valueText: { textStyle: 'small', color: 'fg.muted' },
    control: { position: 'relative', display: 'flex', alignItems: 'center', h: '8', mx: '2' },
    track: { flex: '1', h: '2', bg: 'bg.muted', borderRadius: 'full' },
    range: { h: 'full', bg: 'accent.default', borderRadius: 'full' },
    thumb: {
      w: '6',
      h: '6',
      borderRadius: 'full',
      bg: 'bg.canvas',
      borderWidth: 'thick',
      borderColor: 'accent.default',
      boxShadow: 'card',
      cursor: 'grab',
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', borderColor: 'border.strong' },
    },
    markerGroup: { position: 'relative', h: '5', mx: '2' },
    marker: { textStyle: 'caption', color: 'fg.muted', whiteSpace: 'nowrap' },
  },
  staticCss: ['*'],
});

/** An on/off setting that applies as a whole (a preference), drawn as a track with a thumb. */
export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  jsx: ['Switch', /Switch\.+/],
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      cursor: 'pointer',
    },
    label: { fontWeight: '500' },
    control: {
      flexShrink: '0',
      display: 'inline-flex',
      alignItems: 'center',
      w: '11',
      h: '6',
      p: '0.5',
      borderRadius: 'full',
      bg: 'border.strong',
      transition: 'background 0.15s',
      _checked: { bg: 'accent.default' },
      _focusVisible: focusRing,
      _disabled: { opacity: '0.6', cursor: 'not-allowed' },
      '&[data-invalid]': { outlineWidth: 'thin', outlineStyle: 'solid', outlineColor: 'danger.fg' },
    },
    thumb: {
      w: '5',
      h: '5',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'card',
      transition: 'transform 0.15s',
      _checked: { transform: 'translateX(token(sizes.5))' },
    },
  },
  staticCss: ['*'],
});
