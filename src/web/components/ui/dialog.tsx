import { Dialog } from '@ark-ui/react/dialog';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { dialog } from '../../../../styled-system/recipes/dialog';

// Ark's dialog closes on Escape and on a click outside the content, traps focus and locks page
// scrolling while open (spec 000 §2.2, 001 §2); `size` gives the 400/450/800 px maximum widths.
const { withRootProvider, withContext } = createStyleContext(dialog);

// The in-app inspector (features/inspector) stays usable while a dialog is open: not blocked, not outside.
const inspectorPanel = () => document.querySelector<HTMLElement>('[data-inspector-panel]');

export const Root = withRootProvider(Dialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true, persistentElements: [inspectorPanel] },
});
export const Trigger = withContext(Dialog.Trigger, 'trigger');
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop');
export const Positioner = withContext(Dialog.Positioner, 'positioner');
export const Content = withContext(Dialog.Content, 'content');
export const Title = withContext(Dialog.Title, 'title');
export const Description = withContext(Dialog.Description, 'description');
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger');
export const Context = Dialog.Context;
export type RootProps = Dialog.RootProps;
export type OpenChangeDetails = Dialog.OpenChangeDetails;
