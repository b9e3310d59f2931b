import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { showsMembershipBanner } from '../../src/web/features/membership/banner-pages';
import { MembershipBanner } from '../../src/web/features/membership/membership-banner';
import MembershipPopups from '../../src/web/features/membership/membership-popups';
import { AppActorsProvider } from '../../src/web/lib/app-actors';
import type { MembershipConfiguration } from '../../src/contract/membership';
import { CLOSED_TAG_OF, type RenewalPopup } from '../../src/contract/membership-tags';
import { membershipConfig, type MembershipFixture } from '../machines/membership.fixtures';
import { expectNoAxeViolations } from './axe';
import { fakeEffects, renderApp, startTestActors, stubApi, testCustomer } from './support';

const NOW = Date.UTC(2026, 10, 23, 12);
const BLOOD_RESULTS = '/api/customer/v1/blood/results';

function withMembership(config: MembershipConfiguration, tags: string[] = []) {
  const clock = new SimulatedClock();
  clock.increment(NOW);
  const recordNotificationTag = vi.fn((_tag: string) => Promise.resolve());
  const openInNewTab = vi.fn();
  const navigate = vi.fn();
  let pending = [...tags];
  const effects = fakeEffects({
    customer: testCustomer(),
    fetchSubscriptions: () => Promise.resolve(config),
    fetchNotificationTags: () => Promise.resolve(pending),
    recordNotificationTag: vi.fn((tag: string) => {
      pending = pending.filter((t) => t !== tag && CLOSED_TAG_OF[t as RenewalPopup] !== tag);
      return recordNotificationTag(tag);
    }),
    openInNewTab,
    navigate,
  });
  const started = startTestActors({ effects, clock });
  return { ...started, recordNotificationTag, openInNewTab, navigate, clearTags: () => (pending = []) };
}

function renderBanner(fixture: Omit<MembershipFixture, 'now'>) {
  const started = withMembership(membershipConfig({ now: NOW, ...fixture }));
  render(
    <AppActorsProvider actors={started.actors}>
      <MembershipBanner />
    </AppActorsProvider>,
  );
  return started;
}

describe('membership banner (spec 001 §4 "Banner choice")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('retention: the expired banner with the retention end date as MMM DD, YYYY', async () => {
    renderBanner({ days: -5 });
    const banner = await screen.findByRole('region', { name: 'Membership' });
    await expectNoAxeViolations();
    expect(banner).toHaveAttribute('data-kind', 'expired');
    // ended 5 days ago: the grace period ends 25 days from now
    expect(banner).toHaveTextContent('Your membership has ended');
    expect(banner).toHaveTextContent(/until Dec 18, 2026/);
    expect(screen.getByRole('link', { name: /Renew membership/ })).toHaveAttribute('target', '_blank');
  });

  it('renewal within 30 days: the renewal date', async () => {
    renderBanner({ days: 20, prolongation: 'RENEWAL' });
    const banner = await screen.findByRole('region', { name: 'Membership' });
    expect(banner).toHaveAttribute('data-kind', 'renewal');
    expect(banner).toHaveTextContent('Your membership renews on Dec 13, 2026');
  });

  it.each([
    [30, 'normal', '1.000'],
    [15, 'warning', '0.500'],
    [3, 'warning', '0.100'],
    [2, 'critical', '0.067'],
  ] as const)(
    '%i days with an expiration: the %s countdown, dial %s of 30 days',
    async (days, level, dial) => {
      renderBanner({ days, prolongation: 'PASSIVE_EXPIRATION' });
      const banner = await screen.findByRole('region', { name: 'Membership' });
      await expectNoAxeViolations();
      expect(banner).toHaveAttribute('data-kind', 'countdown');
      expect(banner).toHaveAttribute('data-level', level);
      expect(banner).toHaveTextContent(`Your membership ends in ${days} days`);
      expect(screen.getByTestId('countdown-dial')).toHaveAttribute('data-dial', dial);
    },
  );

  it('more than 30 days left: the chat-assistant banner', async () => {
    stubApi({ [BLOOD_RESULTS]: [{ id: 1, testedAt: '2026-09-15' }] });
    renderBanner({ days: 31, prolongation: 'PASSIVE_EXPIRATION' });
    const banner = await screen.findByRole('region', { name: 'Chat assistant' });
    expect(banner).toHaveAttribute('data-kind', 'chat');
    expect(await screen.findByRole('link', { name: 'Ask Terra' })).toHaveAttribute(
      'href',
      '/customer/ask-terra',
    );
  });

  it('issue 23: a member without blood results is offered the next step, not questions about results', async () => {
    stubApi({ [BLOOD_RESULTS]: [] });
    renderBanner({ days: 31, prolongation: 'PASSIVE_EXPIRATION' });
    const banner = await screen.findByRole('region', { name: 'Chat assistant' });
    expect(banner).toHaveTextContent('No blood results yet');
    expect(banner).not.toHaveTextContent(/Questions about your results/);
    expect(within(banner).getByRole('link', { name: 'Upload a lab report' })).toHaveAttribute(
      'href',
      '/customer/diy/upload-blood-result',
    );
    expect(within(banner).queryByRole('link', { name: 'Ask Terra' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('no access (lapsed past the grace period): no banner', async () => {
    const { actors } = renderBanner({ days: -31 });
    await waitFor(() =>
      expect(actors.membership.getSnapshot().matches({ active: { banner: 'none' } })).toBe(true),
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('banner pages (spec 000 §2.4)', () => {
  it.each([
    '/customer/summary/dashboard',
    '/customer/bloodwork',
    '/customer/bloodwork/list',
    '/customer/age',
    '/customer/genetics-report',
    '/customer/onboarding/test-list/',
    '/customer/account',
    '/customer/settings',
    '/customer/purchase-history',
  ])('%s shows the banner', (path) => expect(showsMembershipBanner(path)).toBe(true));

  it.each([
    '/customer/onboarding',
    '/customer/onboarding/choose-plan',
    '/customer/achievements',
    '/customer/ask-terra',
    '/',
  ])('%s does not', (path) => expect(showsMembershipBanner(path)).toBe(false));
});

function renderPopups(config: MembershipConfiguration, tags: string[]) {
  const started = withMembership(config, tags);
  render(
    <AppActorsProvider actors={started.actors}>
      <MembershipPopups />
    </AppActorsProvider>,
  );
  return started;
}

describe('renewal popups (spec 001 §4 "Renewal popups")', () => {
  it('one month left: Not now records MEMBERSHIP_MONTH_LEFT and the popup goes', async () => {
    const user = userEvent.setup();
    const { recordNotificationTag } = renderPopups(membershipConfig({ now: NOW, days: 20 }), [
      'renewalPopupMonth',
    ]);
    const popup = await screen.findByRole('dialog', { name: 'One month of membership left' });
    await expectNoAxeViolations();
    expect(popup).toHaveTextContent('ends on Dec 13, 2026');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recordNotificationTag).toHaveBeenCalledWith('MEMBERSHIP_MONTH_LEFT');
  });

  it('Escape closes it and records the tag too', async () => {
    const user = userEvent.setup();
    const { recordNotificationTag } = renderPopups(membershipConfig({ now: NOW, days: 2 }), [
      'renewalPopup2Days',
    ]);
    await screen.findByRole('dialog', { name: 'Two days of membership left' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recordNotificationTag).toHaveBeenCalledWith('MEMBERSHIP_TWO_DAYS_LEFT');
  });

  it('renew on a web membership opens the manage link in a new tab and records the tag', async () => {
    const user = userEvent.setup();
    const { recordNotificationTag, openInNewTab } = renderPopups(membershipConfig({ now: NOW, days: 20 }), [
      'renewalPopupMonth',
    ]);
    await screen.findByRole('dialog', { name: 'One month of membership left' });
    await user.click(screen.getByRole('button', { name: 'Renew membership' }));
    expect(openInNewTab).toHaveBeenCalledWith('https://store.example/account/subscriptions');
    await waitFor(() => expect(recordNotificationTag).toHaveBeenCalledWith('MEMBERSHIP_MONTH_LEFT'));
  });

  it('renew with no subscription to manage leads to the plans and records the tag (docs/decisions)', async () => {
    const user = userEvent.setup();
    const config = membershipConfig({ now: NOW, days: 20 });
    const unmanaged = {
      ...config,
      subscriptions: config.subscriptions.map((s) => ({ ...s, linkToManageSubscription: null })),
    };
    const { recordNotificationTag, openInNewTab, navigate } = renderPopups(unmanaged, ['renewalPopupMonth']);
    await screen.findByRole('dialog', { name: 'One month of membership left' });
    await user.click(screen.getByRole('button', { name: 'Renew membership' }));
    expect(navigate).toHaveBeenCalledWith('/customer/onboarding/choose-plan');
    expect(openInNewTab).not.toHaveBeenCalled();
    await waitFor(() => expect(recordNotificationTag).toHaveBeenCalledWith('MEMBERSHIP_MONTH_LEFT'));
  });

  it('the expired popup offers Renew too (issue 23.7): the manage link opens and the tag is recorded', async () => {
    const user = userEvent.setup();
    const { recordNotificationTag, openInNewTab } = renderPopups(
      membershipConfig({ now: NOW, days: -5, prolongation: 'ACTIVE_EXPIRATION' }),
      ['expiredPopup'],
    );
    await screen.findByRole('dialog', { name: 'Your membership has ended' });
    await user.click(screen.getByRole('button', { name: 'Renew membership' }));
    expect(openInNewTab).toHaveBeenCalledWith('https://store.example/account/subscriptions');
    await waitFor(() => expect(recordNotificationTag).toHaveBeenCalledWith('GRACE_PERIOD_STARTED'));
  });

  it.each([
    ['apple', 'Renew in the App Store'],
    ['google', 'Renew in Google Play'],
  ] as const)(
    'renew on an %s membership shows its store popup; closing it records the tag',
    async (tag, title) => {
      const user = userEvent.setup();
      const { recordNotificationTag, openInNewTab } = renderPopups(
        membershipConfig({ now: NOW, days: 20, tag }),
        ['renewalPopupMonth'],
      );
      await screen.findByRole('dialog', { name: 'One month of membership left' });
      await user.click(screen.getByRole('button', { name: 'Renew membership' }));
      await screen.findByRole('dialog', { name: title });
      await expectNoAxeViolations();
      expect(openInNewTab).not.toHaveBeenCalled();
      expect(recordNotificationTag).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(recordNotificationTag).toHaveBeenCalledWith('MEMBERSHIP_MONTH_LEFT'));
    },
  );

  it.each([
    ['expiredPopup', -5, 'Your membership has ended', 'Not now', 'GRACE_PERIOD_STARTED'],
    [
      'renewedPopup',
      362,
      'Congratulations, your membership is renewed',
      'Great',
      'MEMBERSHIP_RENEWED_CONGRAT',
    ],
  ] as const)('$0 closes with its button and records $4', async (tag, days, title, button, recorded) => {
    const user = userEvent.setup();
    const { recordNotificationTag } = renderPopups(
      membershipConfig({ now: NOW, days, prolongation: days > 0 ? 'RENEWAL' : 'ACTIVE_EXPIRATION' }),
      [tag],
    );
    await screen.findByRole('dialog', { name: title });
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(recordNotificationTag).toHaveBeenCalledWith(recorded));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('chat-assistant suggestion popup (spec 001 §4)', () => {
  it('opens from the actor, and Maybe later records the tag as seen', async () => {
    const user = userEvent.setup();
    const { actors, recordNotificationTag } = renderPopups(
      membershipConfig({ now: NOW, days: 200, prolongation: 'RENEWAL' }),
      ['suggest-to-see-ask-section'],
    );
    await waitFor(() => expect(actors.chatSuggestion.getSnapshot().matches('pending')).toBe(true));
    act(() => actors.chatSuggestion.send({ type: 'suggestion.open' }));
    await screen.findByRole('dialog', { name: 'Meet Terra, your health assistant' });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(recordNotificationTag).toHaveBeenCalledWith('suggest-to-see-ask-section'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the header’s suggestion dot (spec 001 §2, §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the menu button and the Ask Terra entry carry the dot; the entry opens the suggestion instead of navigating', async () => {
    const user = userEvent.setup();
    stubApi();
    const effects = fakeEffects({
      customer: testCustomer(),
      fetchSubscriptions: () =>
        Promise.resolve(membershipConfig({ now: Date.now(), days: 200, prolongation: 'RENEWAL' })),
      fetchNotificationTags: () => Promise.resolve(['suggest-to-see-ask-section']),
    });
    const { actors } = renderApp('/customer/summary/dashboard', { effects });
    const menu = await screen.findByRole('button', { name: 'Open menu (a suggestion is waiting)' });
    // happy-dom's media queries do not match the wide layout: the suggestion waits for a click
    expect(actors.chatSuggestion.getSnapshot().matches('pending')).toBe(true);
    expect(screen.getAllByTestId('suggestion-dot').length).toBeGreaterThan(0);
    await user.click(menu);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(sheet).getByRole('link', { name: /Ask Terra/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Meet Terra, your health assistant' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customer/summary/dashboard');
  });
});
