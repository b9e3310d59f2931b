import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../src/contract/auth';
import { needsFullAccount } from '../../src/web/lib/customer';
import { renderApp, stubApi, testCustomer } from './support';
import { expectNoAxeViolations } from './axe';

const FULL_ACCOUNT_PAGES = [
  '/customer/summary/dashboard',
  '/customer/bloodwork',
  '/customer/bloodwork/list',
  '/customer/age',
  '/customer/genetics-report',
  '/customer/blood-analysis',
  '/customer/habit-reports',
  '/customer/diy/upload-blood-result',
  '/customer/diy',
  '/customer/achievements',
  '/customer/nutrition',
  '/customer/ask-terra',
  '/customer/category-testing/learn-more',
];
const OPEN_PAGES = [
  '/customer/account',
  '/customer/settings',
  '/customer/purchase-history',
  '/customer/onboarding',
  '/customer/onboarding/test-list/',
  '/customer/onboarding/choose-plan',
  '/customer/team/invitation/abc/accept-invite',
];

async function openAt(path: string, customer: Customer) {
  window.history.pushState(null, '', '/about');
  const lengthBefore = window.history.length;
  const rendered = renderApp(path, { customer });
  await waitFor(() => expect(rendered.actors.auth.getSnapshot().matches('signedIn')).toBe(true));
  return { ...rendered, lengthBefore };
}

describe('the full-account gate in the browser (issue 14, spec 000 §4)', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(FULL_ACCOUNT_PAGES)('%s needs the full account', (path) => {
    expect(needsFullAccount(path)).toBe(true);
    expect(needsFullAccount(`${path}/`)).toBe(true);
  });

  it.each(OPEN_PAGES)('%s stays open before ACTIVE', (path) => {
    expect(needsFullAccount(path)).toBe(false);
  });

  it.each(['PURCHASE', 'REQUIRED_DETAILS', 'ACCOUNT', 'ONBOARDING_REQUIRED'] as const)(
    'a %s customer opening the dashboard lands on onboarding, with no history entry for the dashboard',
    async (activationState) => {
      const { lengthBefore } = await openAt(
        '/customer/summary/dashboard',
        testCustomer({ activationState, firstName: 'Riley' }),
      );
      await waitFor(() => expect(window.location.pathname).toBe('/customer/onboarding'));
      expect(window.history.length).toBe(lengthBefore);
      expect(screen.queryByText(/Welcome back, Riley/)).not.toBeInTheDocument();
    },
  );

  it('a customer who is not ACTIVE is sent from the bloodwork and InnerAge pages as well', async () => {
    const customer = testCustomer({ activationState: 'ONBOARDING_REQUIRED' });
    for (const path of ['/customer/bloodwork/list', '/customer/age']) {
      const { unmount } = await openAt(path, customer);
      await waitFor(() => expect(window.location.pathname).toBe('/customer/onboarding'));
      unmount();
    }
  });

  it('keeps the account page open to a customer who is not ACTIVE', async () => {
    await openAt('/customer/account', testCustomer({ activationState: 'ACCOUNT' }));
    await screen.findByRole('heading', { level: 1 });
    await expectNoAxeViolations();
    expect(window.location.pathname).toBe('/customer/account');
  });

  it('lets an ACTIVE customer through to the dashboard', async () => {
    await openAt('/customer/summary/dashboard', testCustomer());
    await screen.findByRole('heading', { level: 1 });
    await expectNoAxeViolations();
    expect(window.location.pathname).toBe('/customer/summary/dashboard');
  });

  it('shows the account footer group to ACTIVE customers only (spec 000 §4)', async () => {
    const active = await openAt('/customer/account', testCustomer());
    const footer = () => screen.getByRole('contentinfo');
    await waitFor(() =>
      expect(within(footer()).getByRole('navigation', { name: 'Your account' })).toBeInTheDocument(),
    );
    active.unmount();
    await openAt('/customer/account', testCustomer({ activationState: 'ONBOARDING_REQUIRED' }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(footer()).queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
    expect(within(footer()).getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
  });
});
