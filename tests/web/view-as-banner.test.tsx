import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewAsPaths } from '../../src/contract/back-office';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi, testCustomer } from './support';

// Issue 18: every customer page of a view-as session names the customer and the administrator, and
// ends the view in one click (back to the back office's customer).

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the view-as banner', () => {
  it('names the customer and the administrator, and End view goes back to the customer view', async () => {
    const requested = stubApi({ [viewAsPaths.end]: { redirectTo: '/admin/customers/view?id=7' } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/customer/settings', {
      customer: testCustomer({
        viewAs: { staffName: 'Taylor Nguyen', startedAt: '2026-11-22T12:00:00.000Z' },
      }),
    });
    const banner = await screen.findByRole('region', { name: 'Viewing as the customer' });
    expect(banner).toHaveTextContent(/Viewing as .+ — read-only\. Opened by Taylor Nguyen\./);
    await expectNoAxeViolations(banner);
    await user.click(within(banner).getByRole('button', { name: 'End view' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/customers/view?id=7'));
    expect(requested).toContain(viewAsPaths.end);
  });

  it('is not there in the customer’s own session', async () => {
    stubApi();
    renderApp('/customer/settings', { customer: testCustomer() });
    await screen.findAllByRole('link', { name: /Ask Terra/ });
    expect(screen.queryByRole('region', { name: 'Viewing as the customer' })).not.toBeInTheDocument();
  });
});
