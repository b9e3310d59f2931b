import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'full',
    borderWidth: 'thin',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background {durations.fast}, color {durations.fast}, border-color {durations.fast}',
    _focusVisible: {
      outlineWidth: 'thick',
      outlineStyle: 'solid',
      outlineColor: 'accent.default',
      outlineOffset: '0.5',
    },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'fg.inverse', _hover: { bg: 'accent.emphasis' } },
      outline: {
        borderColor: 'accent.default',
        color: 'accent.fg',
        bg: 'transparent',
        _hover: { bg: 'accent.subtle' },
      },
      ghost: { color: 'fg.default', bg: 'transparent', _hover: { bg: 'bg.muted' } },
      inverse: { bg: 'bg.canvas', color: 'fg.default', _hover: { bg: 'bg.muted' } },
    },
    size: {
      sm: { h: '8', px: '3', textStyle: 'small' },
      md: { h: '10', px: '5', textStyle: 'body' },
      lg: { h: '12', px: '6', textStyle: 'body' },
      icon: { h: '10', w: '10', p: '0' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
  staticCss: ['*'],
});
