import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'full',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background {durations.fast}, color {durations.fast}',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'fg.inverse', _hover: { bg: 'accent.emphasis' } },
      outline: {
        borderWidth: '1px',
        borderColor: 'accent.default',
        color: 'accent.fg',
        bg: 'transparent',
        _hover: { bg: 'accent.subtle' },
      },
      ghost: { color: 'fg.default', bg: 'transparent', _hover: { bg: 'bg.muted' } },
    },
    size: {
      sm: { h: '8', px: '3', textStyle: 'small' },
      md: { h: '10', px: '5', textStyle: 'body' },
      lg: { h: '12', px: '6', textStyle: 'body' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
