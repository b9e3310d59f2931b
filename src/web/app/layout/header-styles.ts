import { css } from '../../../../styled-system/css';

export const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg.default',
  fontWeight: '500',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { color: 'accent.fg', bg: 'bg.subtle' },
  '&[aria-current=page], &[data-current]': { color: 'accent.fg', fontWeight: '600' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

export const accountTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '10',
  pl: '1',
  pr: '3',
  borderRadius: 'full',
  borderWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  color: 'fg.default',
  fontWeight: '600',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

/** spec 000 §2.4, 001 §2: the dot on the chat-assistant entry while a suggestion is pending. */
export const suggestionDot = css({
  display: 'inline-block',
  w: '2',
  h: '2',
  borderRadius: 'full',
  bg: 'coral.600',
  flexShrink: 0,
});
