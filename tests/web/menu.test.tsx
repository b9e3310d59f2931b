import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/web/components/ui/button';
import * as Menu from '../../src/web/components/ui/menu';
import { expectNoAxeViolations } from './axe';

function Example({ onSelect }: { onSelect: (value: string) => void }) {
  return (
    <Menu.Root onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <Button>Account</Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.Item value="orders">Orders</Menu.Item>
          <Menu.Item value="settings">Health profile</Menu.Item>
          <Menu.Separator />
          <Menu.Item value="logout">Log out</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

describe('Menu', () => {
  it('opens from the keyboard, moves with the arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Example onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Orders',
      'Health profile',
      'Log out',
    ]);
    await expectNoAxeViolations();
    await waitFor(() => expect(menu).toHaveFocus());
    // opening from the keyboard highlights the first item
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('settings');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Example onSelect={onSelect} />);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onSelect).not.toHaveBeenCalled();
  });
});
