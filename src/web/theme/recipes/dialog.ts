import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  jsx: ['Dialog', /Dialog\.+/],
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 'overlay' },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      zIndex: 'overlay',
    },
    content: {
      position: 'relative',
      bg: 'bg.canvas',
      borderRadius: 'lg',
      boxShadow: 'popup',
      p: '6',
      w: 'full',
      maxH: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      _focusVisible: { outline: 'none' },
    },
    title: { textStyle: 'h2', mb: '2', pr: '8' },
    description: { color: 'fg.muted', mb: '4' },
    closeTrigger: { position: 'absolute', top: '3', right: '3' },
  },
  variants: {
    // spec 001 §2: popup maximum widths 400, 450 and 800 px
    size: {
      sm: { content: { maxW: 'popup.sm' } },
      md: { content: { maxW: 'popup.md' } },
      lg: { content: { maxW: 'popup.lg' } },
    },
    // sheets slide in from one side: the mobile menu and the page side menus
    placement: {
      center: {},
      start: {
        positioner: { justifyContent: 'flex-start', alignItems: 'stretch', p: '0' },
        content: { maxW: 'sheet', h: 'full', maxH: 'none', borderRadius: '0' },
      },
      end: {
        positioner: { justifyContent: 'flex-end', alignItems: 'stretch', p: '0' },
        content: { maxW: 'sheet', h: 'full', maxH: 'none', borderRadius: '0' },
      },
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
  staticCss: ['*'],
});
