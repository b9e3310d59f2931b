import { toastAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const toast = defineSlotRecipe({
  className: 'toast',
  slots: toastAnatomy.keys(),
  base: {
    root: {
      bg: 'bg.inverse',
      color: 'fg.inverse',
      borderRadius: 'md',
      boxShadow: 'popup',
      p: '4',
      minW: '72',
      maxW: 'popup.sm',
      position: 'relative',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms',
    },
    title: { fontWeight: '600' },
    description: { textStyle: 'small' },
    closeTrigger: { position: 'absolute', top: '2', right: '2', color: 'fg.inverse' },
  },
});
