import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../../src/web/components/ui/button';
import * as Dialog from '../../src/web/components/ui/dialog';
import { expectNoAxeViolations } from './axe';

function Example() {
  return (
    <>
      <p>Page behind the popup</p>
      <Dialog.Root size="sm">
        <Dialog.Trigger asChild>
          <Button>Open details</Button>
        </Dialog.Trigger>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Details</Dialog.Title>
            <Dialog.Description>More about this result.</Dialog.Description>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost">Close</Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal dialog and locks page scrolling', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    // the page behind the modal is hidden by the dialog (happy-dom has no `inert`): check the dialog
    await expectNoAxeViolations(dialog);
    expect(dialog).toHaveAccessibleDescription('More about this result.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(document.body).toHaveAttribute('data-scroll-lock'));
  });

  it('closes on Escape, returns focus to its trigger and unlocks scrolling', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await expectNoAxeViolations();
    const trigger = screen.getByRole('button', { name: 'Open details' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Details' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(document.body).not.toHaveAttribute('data-scroll-lock');
  });

  it('closes on a click outside its content', async () => {
    // the page under a modal ignores the pointer (body pointer-events: none), as in a browser
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    // the positioner spans the overlay: a click there is outside the content
    const positioner = dialog.parentElement;
    expect(positioner).not.toBeNull();
    await user.click(positioner!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
