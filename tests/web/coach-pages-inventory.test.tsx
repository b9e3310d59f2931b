import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_PURCHASE_ROUTES } from '../../machines/post-purchase.machine';
import { coachWebRoutes, type InventorySummary } from '../../src/contract/coach';
import type { CoachDashboard } from '../../src/web/features/coach/coach-layout';
import { ApiError } from '../../src/web/lib/api';
import { expectNoAxeViolations } from './axe';
import { coachDashboard, FakeCoachPage, item } from './coach-pages-fixtures';

const api = vi.hoisted(() => ({
  inventorySummary: vi.fn(),
  inventory: vi.fn(),
  assign: vi.fn(),
  assignNewCustomer: vi.fn(),
  unassign: vi.fn(),
  upgradeUrl: vi.fn(),
  multipassUrl: vi.fn(),
}));
const coach = vi.hoisted(() => ({ current: undefined as CoachDashboard | undefined }));
vi.mock('../../src/web/features/coach/coach-api', () => ({ coachApi: api }));
vi.mock('../../src/web/features/coach/coach-layout', () => ({
  CoachPage: FakeCoachPage,
  useCoach: () => coach.current,
}));

const { OrdersInventoryPage } = await import('../../src/web/features/coach/orders-inventory-page');

const summary: InventorySummary = { countByStatus: { Available: 2, Assigned: 1, Used: 1 } };
const robin = { id: 11, firstName: 'Robin', lastName: 'Demo', email: 'robin@demo.healthspan.test' };
const items = [
  item(1),
  item(2, { packageId: 38, title: 'DNA Kit', image: '/images/packages/dna-kit.svg' }),
  item(3, {
    status: 'Assigned',
    customer: robin,
    assignedAt: '2026-04-01T10:00:00.000Z',
    addons: ['innerage'],
  }),
  item(4, { status: 'Used', customer: robin, assignedAt: '2026-03-05T10:00:00.000Z' }),
];
const assign = vi.fn<(url: string) => void>();

const fieldError = (issues: Array<{ path: string; message: string }>) =>
  new ApiError('http', 400, { error: 'Check the fields', issues }, '/it-pro');

beforeEach(() => {
  vi.clearAllMocks();
  coach.current = coachDashboard();
  api.inventorySummary.mockResolvedValue(summary);
  api.inventory.mockResolvedValue({ items });
  vi.stubGlobal('location', {
    ...window.location,
    pathname: coachWebRoutes.ordersInventory,
    search: '',
    assign,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the orders & inventory page (001 §2, §4, §7 Inventory and store)', () => {
  it('shows the summary by status with the package pictures and the tests with their actions', async () => {
    render(<OrdersInventoryPage />);
    const available = await screen.findByTestId('summary-Available');
    expect(available).toHaveTextContent('Available2');
    expect(within(available).getByRole('img', { name: 'DNA Kit' })).toHaveAttribute(
      'src',
      '/images/packages/dna-kit.svg',
    );
    expect(screen.getByTestId('summary-Used')).toHaveTextContent('Used1');
    const assigned = screen.getByTestId('item-3');
    expect(assigned).toHaveTextContent('Robin Demo');
    expect(assigned).toHaveTextContent('with InnerAge');
    expect(within(assigned).getByRole('button', { name: 'Unassign Ultimate (#3)' })).toBeInTheDocument();
    // InnerAge is bought already: only the other add-on is offered
    expect(within(assigned).queryByRole('button', { name: /with InnerAge/ })).not.toBeInTheDocument();
    expect(within(assigned).getByRole('button', { name: /with advanced panel/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('item-4')).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('item-1')).getByRole('button', { name: 'Assign Ultimate (#1)' }),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  it('sorts by the chosen order', async () => {
    const user = userEvent.setup();
    render(<OrdersInventoryPage />);
    await screen.findByTestId('item-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Assigned to');
    await waitFor(() => expect(api.inventory).toHaveBeenLastCalledWith('assignee', expect.anything()));
  });

  it('assigns a test to a member, then reloads the stock and the coach data', async () => {
    const user = userEvent.setup();
    api.assign.mockResolvedValue({ item: item(1, { status: 'Assigned', customer: robin }) });
    render(<OrdersInventoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Assign Ultimate (#1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Ultimate' });
    const picker = within(dialog).getByRole('combobox', { name: 'Member' });
    // archived people are not offered
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a member…',
      'Robin Demo (robin@demo.healthspan.test)',
      'Sam Demo (sam@demo.healthspan.test)',
    ]);
    await expectNoAxeViolations(dialog);
    await user.selectOptions(picker, 'Robin Demo (robin@demo.healthspan.test)');
    const loadsBefore = api.inventory.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Assign test' }));
    expect(await screen.findByText('Ultimate is assigned to Robin Demo.')).toBeVisible();
    expect(api.assign).toHaveBeenCalledWith(1, 11);
    expect(coach.current!.refresh).toHaveBeenCalled();
    await waitFor(() => expect(api.inventory.mock.calls.length).toBeGreaterThan(loadsBefore));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('assigns a test to someone new, with the server’s messages at the fields', async () => {
    const user = userEvent.setup();
    api.assignNewCustomer
      .mockRejectedValueOnce(
        fieldError([
          { path: 'email', message: 'Enter an e-mail address' },
          { path: 'lastName', message: 'Enter a last name' },
        ]),
      )
      .mockResolvedValue({ item: item(2) });
    render(<OrdersInventoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Assign DNA Kit (#2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign DNA Kit' });
    await user.click(within(dialog).getByRole('radio', { name: 'Someone new' }));
    await user.type(within(dialog).getByLabelText('First name'), 'Nia');
    await user.click(within(dialog).getByRole('button', { name: 'Assign test' }));
    expect(await within(dialog).findByText('Enter an e-mail address')).toBeVisible();
    expect(within(dialog).getByLabelText('Last name')).toHaveAccessibleDescription('Enter a last name');
    await user.type(within(dialog).getByLabelText('E-mail'), 'new-hire@demo.healthspan.test');
    await user.type(within(dialog).getByLabelText('Last name'), 'Hire');
    await user.click(within(dialog).getByRole('button', { name: 'Assign test' }));
    expect(await screen.findByText(/DNA Kit is assigned to Nia Hire\. We e-mailed them/)).toBeVisible();
    expect(api.assignNewCustomer).toHaveBeenLastCalledWith(2, {
      email: 'new-hire@demo.healthspan.test',
      firstName: 'Nia',
      lastName: 'Hire',
    });
  });

  it('unassigns after a confirmation, and says why when the server refuses', async () => {
    const user = userEvent.setup();
    api.unassign
      .mockRejectedValueOnce(new ApiError('http', 409, { error: 'The test is activated already' }, '/it-pro'))
      .mockResolvedValue({ item: item(3) });
    render(<OrdersInventoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Unassign Ultimate (#3)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unassign Ultimate?' });
    expect(dialog).toHaveTextContent('leaves Robin Demo’s orders');
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The test is activated already');
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Ultimate is back in stock.')).toBeVisible();
    expect(api.unassign).toHaveBeenCalledWith(3);
  });

  it('opens the store to upgrade a test and to buy more, coming back to this page', async () => {
    const user = userEvent.setup();
    api.upgradeUrl.mockResolvedValue({ url: 'https://store.test/upgrade?x=1' });
    api.multipassUrl.mockResolvedValue({ url: 'https://store.test/multipass?y=2' });
    render(<OrdersInventoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Upgrade Ultimate (#1) with InnerAge' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://store.test/upgrade?x=1'));
    expect(api.upgradeUrl).toHaveBeenCalledWith(1, 'innerage');
    await user.click(screen.getByRole('button', { name: 'Buy more tests' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://store.test/multipass?y=2'));
    expect(api.multipassUrl).toHaveBeenCalledWith(42, coachWebRoutes.ordersInventory);
  });

  it('has an empty state, and a retry when the stock fails to load', async () => {
    const user = userEvent.setup();
    api.inventory.mockRejectedValueOnce(
      new ApiError('http', 500, { error: 'Database unavailable' }, '/it-pro'),
    );
    api.inventory.mockResolvedValue({ items: [] });
    api.inventorySummary.mockResolvedValue({ countByStatus: { Available: 0, Assigned: 0, Used: 0 } });
    render(<OrdersInventoryPage />);
    expect(await screen.findByText(/We could not load your tests: Database unavailable/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('no-stock')).toHaveTextContent('No tests in stock yet');
    expect(screen.getByRole('button', { name: 'Buy more tests' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('tells a coach without hasOrdersPageAccess that it is not available, and loads nothing', async () => {
    coach.current = coachDashboard({ hasOrdersPageAccess: false });
    render(<OrdersInventoryPage />);
    expect(screen.getByTestId('orders-not-available')).toHaveTextContent(
      'Orders & inventory are not available to your account',
    );
    expect(api.inventory).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});

describe('the post-purchase hand-off of a company order (417)', () => {
  it('lands on the orders & inventory route', () => {
    render(
      <Router ssrPath={POST_PURCHASE_ROUTES.coachOrders}>
        <Route path={coachWebRoutes.ordersInventory}>orders and inventory</Route>
      </Router>,
    );
    expect(screen.getByText('orders and inventory')).toBeInTheDocument();
  });
});
