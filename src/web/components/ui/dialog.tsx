import { Dialog } from '@ark-ui/react/dialog';
import type { ComponentProps, ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { dialog } from '../../../../styled-system/recipes/dialog';
import { Button } from './button';

// Ark's dialog closes on Escape and on a click outside the content, traps focus and locks page
// scrolling while open (spec 000 §2.2, 001 §2); `size` gives the 400/450/800 px maximum widths.
const { withRootProvider, withContext } = createStyleContext(dialog);

const StyledRoot = withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });

/** Marks an app-long surface (the inspector's panel) that an open dialog leaves visible and clickable. */
export const PERSISTENT_ATTRIBUTE = 'data-dialog-persistent';

// none on the server's render of a public page (src/web/ssr.tsx)
const persistentSurface = () =>
  typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(`[${PERSISTENT_ATTRIBUTE}]`);

/**
 * The dialog root. While a surface marked with PERSISTENT_ATTRIBUTE is open, a dialog leaves it
 * clickable and does not take a click in it for a click outside. Only then: Zag waits for each
 * persistent element and leaves an unhandled rejection when one never comes.
 */
export function Root(props: Dialog.RootProps & ComponentProps<typeof StyledRoot>) {
  return (
    <StyledRoot {...(persistentSurface() ? { persistentElements: [persistentSurface] } : {})} {...props} />
  );
}
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

/** The end of a form in a dialog: the form-wide error, if any, then Cancel (closes) and the submit button. */
export function FormFooter({
  error,
  busy,
  children,
}: {
  error?: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          {error}
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
        <CloseTrigger asChild>
          {/* beside the submit, not in the corner where the recipe puts a dialog's close button */}
          <Button type="button" variant="ghost" className={css({ position: 'static' })}>
            Cancel
          </Button>
        </CloseTrigger>
        <Button type="submit" disabled={busy}>
          {children}
        </Button>
      </div>
    </>
  );
}
