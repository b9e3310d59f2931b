import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../src/contract/auth';
import { headerLayout } from '../../src/web/app/layout/header-layout';
import { accountMenuLinks, customerNavigation } from '../../src/web/app/layout/nav-links';
import { fakeEffects, renderApp, stubApi, testConfiguration, testCustomer } from './support';
import { expectNoAxeViolations } from './axe';

const banner = () => screen.getByRole('banner');
const mainNav = () => within(banner()).getByRole('navigation', { name: 'Main' });
const navLabels = () =>
  within(mainNav())
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());
const accountMenuButton = () => within(banner()).queryByRole('button', { name: /Account menu/ });
const logInLink = () => within(banner()).queryByRole('link', { name: 'Log In' });

/** Renders the app at `path` and waits until the sign-in has settled (restored or refused). */
async function openAt(path: string, customer?: Customer) {
  const rendered = renderApp(path, customer ? { customer } : {});
  await waitFor(() => {
    const snapshot = rendered.actors.auth.getSnapshot();
    expect(snapshot.matches('signedIn') || snapshot.matches('signedOut')).toBe(true);
  });
  return rendered;
}

const PUBLIC = ['Science', 'About', 'Team', 'Testimonials', 'Tour', 'Shop'];

describe('header by route and sign-in state (spec 000 §2.4, 001 §2)', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signed out: public navigation with Log In and Shop now', async () => {
    await openAt('/about');
    await waitFor(() => expect(navLabels()).toEqual(PUBLIC));
    await expectNoAxeViolations();
    expect(logInLink()).toHaveAttribute('href', '/customer/login');
    expect(within(banner()).getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      testConfiguration.storeUrl,
    );
    expect(accountMenuButton()).not.toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Healthspan home' })).toHaveAttribute('href', '/');
  });

  it('signed out on a customer page: sent to log in, which has no action panel', async () => {
    await openAt('/customer/summary/dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/customer/login'));
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/customer/summary/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await expectNoAxeViolations();
    expect(navLabels()).toEqual(PUBLIC);
    expect(logInLink()).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Shop now' })).not.toBeInTheDocument();
  });

  it('an ACTIVE customer gets the customer navigation and the account menu', async () => {
    await openAt('/customer/summary/dashboard', testCustomer());
    await waitFor(() =>
      expect(navLabels()).toEqual(['Dashboard', 'My results', 'Nutrition', 'InnerAge', 'DNA', 'Ask Terra']),
    );
    await expectNoAxeViolations();
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(accountMenuButton()).toBeInTheDocument());
    expect(logInLink()).not.toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Healthspan home' })).toHaveAttribute(
      'href',
      '/customer/summary/dashboard',
    );
  });

  it.each(['PURCHASE', 'REQUIRED_DETAILS', 'ACCOUNT', 'ONBOARDING_REQUIRED'] as const)(
    'a %s customer gets public navigation with the account menu',
    async (activationState) => {
      await openAt('/customer/onboarding', testCustomer({ activationState, firstName: 'Riley' }));
      await waitFor(() => expect(accountMenuButton()).toBeInTheDocument());
      await expectNoAxeViolations(banner());
      expect(navLabels()).toEqual(PUBLIC);
      expect(logInLink()).not.toBeInTheDocument();
      expect(within(banner()).getByRole('link', { name: 'Healthspan home' })).toHaveAttribute(
        'href',
        '/customer/onboarding',
      );
    },
  );

  it('/customer/onboarding/choose-plan shows public links and the public action panel, even signed in', async () => {
    await openAt('/customer/onboarding/choose-plan', testCustomer());
    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
    await expectNoAxeViolations(banner());
    expect(navLabels()).toEqual(PUBLIC);
    expect(logInLink()).toBeInTheDocument();
    expect(accountMenuButton()).not.toBeInTheDocument();
  });

  it('public pages keep public navigation; a signed-in customer keeps the account menu there', async () => {
    await openAt('/about', testCustomer());
    await waitFor(() => expect(accountMenuButton()).toBeInTheDocument());
    expect(navLabels()).toEqual(PUBLIC);
  });

  it('the user menu opens from the keyboard and lists the entries; Log out asks for permission', async () => {
    const user = userEvent.setup();
    await openAt('/customer/summary/dashboard', testCustomer({ hasUnusedTest: true, canAddInnerAge: true }));
    const trigger = await waitFor(() => {
      const button = accountMenuButton();
      expect(button).toBeInTheDocument();
      return button!;
    });
    // the menu chunk replaces the placeholder: wait for Ark's trigger
    await waitFor(() => expect(trigger).toHaveAttribute('aria-haspopup', 'menu'));
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expectNoAxeViolations();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual([
      'Upgrade',
      'Use test',
      'Upgrade test',
      'Order Test',
      'Add test results',
      'Health profile',
      'Orders',
      'Purchase History',
      'Account',
      'Support center (opens in a new tab)',
      'Contact us (opens in a new tab)',
      'Log out',
    ]);
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Permission required' })).toBeInTheDocument();
  });

  it('My results is a menu of its entries', async () => {
    const user = userEvent.setup();
    await openAt('/customer/summary/dashboard', testCustomer({ hasAccessToBru: false }));
    const trigger = await screen.findByRole('button', { name: 'My results' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    await expectNoAxeViolations(banner());
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Blood results', 'Habit reports', 'Orders']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Blood results' }));
    await waitFor(() => expect(window.location.pathname).toBe('/customer/bloodwork'));
  });

  it('the mobile sidebar shows initials, the full name, Profile and Achievements', async () => {
    const user = userEvent.setup();
    await openAt('/customer/summary/dashboard', testCustomer());
    await waitFor(() => expect(accountMenuButton()).toBeInTheDocument());
    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    // the page behind the modal sheet is hidden by it (happy-dom has no `inert`): check the sheet
    await expectNoAxeViolations(sheet);
    expect(within(sheet).getByTestId('avatar')).toHaveTextContent('AR');
    expect(within(sheet).getByTestId('sidebar-name')).toHaveTextContent('Alex Rivera');
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/customer/summary/dashboard',
    );
    expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/customer/settings');
    expect(within(nav).getByRole('link', { name: 'Achievements' })).toHaveAttribute(
      'href',
      '/customer/achievements',
    );
    expect(within(nav).getByRole('link', { name: 'Add blood results' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('the mobile sidebar shows the photo when the customer has one', async () => {
    const user = userEvent.setup();
    await openAt('/customer/onboarding', testCustomer({ activationState: 'ACCOUNT', photoSrc: 'me.jpg' }));
    await waitFor(() => expect(accountMenuButton()).toBeInTheDocument());
    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expectNoAxeViolations(sheet);
    const avatar = within(sheet).getByTestId('avatar');
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/uploads/me.jpg');
    expect(within(sheet).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/customer/onboarding');
    expect(within(sheet).queryByRole('link', { name: 'Achievements' })).not.toBeInTheDocument();
  });
});

describe('arrival at / (spec 000 §2.2)', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  it('sends a signed-in customer arriving from outside to the dashboard', async () => {
    Object.defineProperty(document, 'referrer', { value: 'https://search.example/', configurable: true });
    await openAt('/', testCustomer());
    await waitFor(() => expect(window.location.pathname).toBe('/customer/summary/dashboard'));
  });

  it('leaves a visitor coming from inside the product on the landing page', async () => {
    Object.defineProperty(document, 'referrer', {
      value: `${window.location.origin}/about`,
      configurable: true,
    });
    const { actors } = await openAt('/', testCustomer());
    expect(actors.auth.getSnapshot().matches('signedIn')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/');
  });

  it('leaves a signed-out visitor on the landing page', async () => {
    await openAt('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expectNoAxeViolations();
    expect(window.location.pathname).toBe('/');
  });
});

describe('navigation entries by permission (spec 000 §6)', () => {
  const labels = (c: Customer) => customerNavigation(c).map((entry) => entry.label);

  it('DNA-only customers see Blood analysis instead of My results and Nutrition', () => {
    expect(labels(testCustomer({ isDnaOnly: true }))).toEqual([
      'Dashboard',
      'InnerAge',
      'DNA',
      'Blood analysis',
      'Ask Terra',
    ]);
  });

  it('InnerAge needs the age permission and either InnerAge flag', () => {
    expect(labels(testCustomer({ permissions: ['summary', 'bloodwork', 'nutrition'] }))).not.toContain(
      'InnerAge',
    );
    expect(labels(testCustomer({ allowedToSeeInnerAge: false }))).not.toContain('InnerAge');
    expect(labels(testCustomer({ allowedToSeeInnerAge: false, hasDiyOrderWithInnerAge: true }))).toContain(
      'InnerAge',
    );
  });

  it('each permission gates its entry', () => {
    expect(labels(testCustomer({ permissions: [] }))).toEqual(['DNA', 'Ask Terra']);
  });

  it('a customer without the account area gets the short user menu', () => {
    const links = accountMenuLinks(testCustomer({ activationState: 'REQUIRED_DETAILS' }), testConfiguration);
    expect(links.map((link) => link.label)).toEqual([
      'Order Test',
      'Account',
      'Support center',
      'Contact us',
    ]);
  });
});

describe('headerLayout', () => {
  const out = { signedIn: false, active: false };
  const active = { signedIn: true, active: true };
  const pending = { signedIn: true, active: false };

  it.each([
    ['/', out, { navigation: 'public', panel: 'public' }],
    ['/', active, { navigation: 'public', panel: 'account' }],
    ['/customer/login', out, { navigation: 'public', panel: 'none' }],
    ['/customer/login/', active, { navigation: 'customer', panel: 'none' }],
    ['/customer/login/logout', out, { navigation: 'public', panel: 'none' }],
    ['/customer/onboarding/choose-plan', active, { navigation: 'public', panel: 'public' }],
    ['/customer/onboarding/choose-plan/', out, { navigation: 'public', panel: 'public' }],
    ['/customer/summary/dashboard', active, { navigation: 'customer', panel: 'account' }],
    ['/customer/summary/dashboard', pending, { navigation: 'public', panel: 'account' }],
    ['/customer/summary/dashboard', out, { navigation: 'public', panel: 'public' }],
    ['/Customer/Settings', active, { navigation: 'customer', panel: 'account' }],
  ] as const)('%s for %o', (path, viewer, expected) => {
    expect(headerLayout(path, viewer)).toEqual(expected);
  });
});

describe('fake effects', () => {
  it('are spies', () => {
    expect(vi.isMockFunction(fakeEffects().openStoreLogout)).toBe(true);
  });
});
