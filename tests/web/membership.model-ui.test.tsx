import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { MembershipConfiguration } from '../../src/contract/membership';
import { DAY_MS } from '../../src/domain/dates';
import type { membershipMachine } from '../../machines/membership.machine';
import { createLateLogic } from '../../src/web/app/late-actors';
import { MembershipBanner } from '../../src/web/features/membership/membership-banner';
import { RenewalPopups } from '../../src/web/features/membership/membership-popups';
import { AppActorsProvider } from '../../src/web/lib/app-actors';
import { membershipModel } from '../machines/membership.fixtures';
import { deadlineOf, membershipDeclared } from '../machines/membership.model';
import { declaredEffects, describeCoveringUiModel, type UiEffect, type UiModel } from './model-ui';
import { bannerLogic, fakeEffects, startTestActors, stubApi, testCustomer } from './support';

type Snapshot = SnapshotFrom<typeof membershipMachine>;
type Config = MembershipConfiguration | null | undefined;

// what the app does outside the machine, as the test sees it: new tabs and logged errors
let log: UiEffect[] = [];
const effects = fakeEffects({
  customer: testCustomer(),
  openInNewTab: (url) => log.push({ effect: 'open in a new tab', detail: url }),
  navigate: (to) => log.push({ effect: 'navigate', detail: to }),
  logError: (_message, error) => log.push({ effect: 'log', detail: error }),
});
// the app's membership machine, with the effects the app gives it (renew's new tab, logging);
// `announce` tells the chat suggestion, which the root actor's wiring model checks
const appMembership = createLateLogic(effects, bannerLogic()).membership.provide({
  actions: { announce: () => {} },
});
// the banner asks the signed-in customer's blood results (the chat banner's words depend on them)
const app = startTestActors({ effects: fakeEffects({ customer: testCustomer() }) });

beforeEach(() => stubApi({ '/api/customer/v1/blood/results': [{ id: 1, testedAt: '2024-11-15' }] }));
afterEach(() => vi.unstubAllGlobals());

let current: AnyActorRef | undefined;
const snapshot = () => current!.getSnapshot() as Snapshot;
const user = userEvent.setup();

/** 'MMM DD, YYYY' on the viewer's day (001 §4, §9), written here from the spec. */
const day = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' })
    : undefined;
const accessOf = (config: Config) => config?.services.find((service) => service.tag === 'PlatformAccess');
const primaryOf = (config: Config) =>
  config?.subscriptions.find((s) => s.tag === config.primaryMembershipTag) ?? config?.subscriptions[0];
/** Whole days to the deadline, a part of a day counting as a day (001 §4). */
const daysLeft = (config: Config, now: number) =>
  Math.max(0, Math.ceil((Date.parse(deadlineOf(config)!) - now) / DAY_MS));
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** 001 §4 "Renewal popups": each popup's meaning (its title and what it says) and its buttons. */
const POPUPS = {
  renewalPopupMonth: {
    title: 'One month of membership left',
    says: /ends (on|in a month)/,
    close: 'Not now',
  },
  renewalPopup2Days: {
    title: 'Two days of membership left',
    says: /ends (on|in two days)/,
    close: 'Not now',
  },
  expiredPopup: { title: 'Your membership has ended', says: /grace period has started/, close: 'Not now' },
  renewedPopup: { title: 'Congratulations, your membership is renewed', says: /Thank you/, close: 'Great' },
  appleSubscriptionPopup: { title: 'Renew in the App Store', says: /Apple manages/, close: 'Done' },
  googleSubscriptionPopup: { title: 'Renew in Google Play', says: /Google Play manages/, close: 'Done' },
} as const;
type Popup = keyof typeof POPUPS;
const RENEWABLE: readonly Popup[] = ['renewalPopupMonth', 'renewalPopup2Days', 'expiredPopup'];
const popupOf = (s: Snapshot) =>
  (Object.keys(POPUPS) as Popup[]).find((popup) => s.matches({ active: { popup } }));

// each close of a popup tries the next way a member closes it: its button, the ✕, Escape (000 §2.2)
let closes = 0;

const ui: UiModel<typeof membershipMachine> = {
  spec: { ...membershipModel, machine: appMembership },
  mount: (actor) => {
    current = actor;
    log = [];
    render(
      <AppActorsProvider actors={{ ...app.actors, membership: actor as never }}>
        <MembershipBanner />
        <RenewalPopups />
      </AppActorsProvider>,
    );
  },
  perform: {
    // sign-in and sign-out start and stop the membership; the chat suggestion asks for fresh tags
    'membership.start': () => Promise.resolve('app'),
    'membership.stop': () => Promise.resolve('app'),
    'tags.refresh': () => Promise.resolve('app'),
    'popup.close': async () => {
      const popup = popupOf(snapshot());
      if (!popup) return 'app';
      const dialog = screen.getByRole('dialog');
      const way = closes++ % 3;
      if (way === 0) await user.click(within(dialog).getByRole('button', { name: POPUPS[popup].close }));
      else if (way === 1) await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      else await user.keyboard('{Escape}');
    },
    'popup.renew': async () => {
      const popup = popupOf(snapshot());
      if (!popup || !RENEWABLE.includes(popup)) return 'app';
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Renew membership' }));
    },
  },
  effects: {
    observe: () => log,
    of: (step) => {
      const { event, before } = step;
      const config = before.context.config;
      const own: UiEffect[] = [];
      // 001 §4: Renew opens the subscription management link in a new tab, unless the membership
      // is the App Store's or Google Play's (their popup says where to renew)
      const store = config?.primaryMembershipTag === 'apple' || config?.primaryMembershipTag === 'google';
      const link = primaryOf(config)?.linkToManageSubscription;
      if (event.type === 'popup.renew' && !store && link)
        own.push({ effect: 'open in a new tab', detail: link });
      // no subscription to manage: Renew leads to the plans (000 §2.3's choose-plan; docs/decisions.md)
      if (event.type === 'popup.renew' && !store && !link)
        own.push({ effect: 'navigate', detail: '/customer/onboarding/choose-plan' });
      // 001 §4, §8: a failed call (the membership, the tags, recording a closed popup) is logged
      if (event.type.startsWith('xstate.error.actor.'))
        own.push({ effect: 'log', detail: (event as { error?: unknown }).error });
      return [...declaredEffects(ui.spec, membershipDeclared, step), ...own];
    },
  },
  expectScreen: (s) => {
    const { config } = s.context;
    const now = s.context.now();
    const access = accessOf(config);
    const link = primaryOf(config)?.linkToManageSubscription;
    // a modal popup hides the page behind it from assistive technology: look past that
    const region = screen.queryByRole('region', { hidden: true });
    const banner = (name: string, kind: string, words: string) => {
      expect(region).toHaveAttribute('aria-label', name);
      expect(region).toHaveAttribute('data-kind', kind);
      expect(region).toHaveTextContent(words);
    };
    const action = (name: string) => {
      const found = within(region!).queryByRole('link', { name: new RegExp(name), hidden: true });
      if (!link) return expect(found).toBeNull();
      expect(found).toHaveAttribute('href', link);
      expect(found).toHaveAttribute('target', '_blank');
    };
    // 001 §4 "Banner choice"
    if (s.matches({ active: { banner: { shown: 'expired' } } })) {
      banner('Membership', 'expired', `Your membership has ended`);
      expect(region).toHaveTextContent(`until ${day(access?.retentionEndsAt)}`);
      action('Renew membership');
    } else if (s.matches({ active: { banner: { shown: 'renewal' } } })) {
      const renewsAt = primaryOf(config)?.willBeProlongedAt ?? access?.expirationAt;
      banner('Membership', 'renewal', `Your membership renews on ${day(renewsAt)}`);
      action('Manage membership');
    } else if (s.matches({ active: { banner: { shown: 'countdown' } } })) {
      const level = (['normal', 'warning', 'critical'] as const).find((l) =>
        s.matches({ active: { banner: { shown: { countdown: l } } } }),
      );
      banner('Membership', 'countdown', `Your membership ends in ${days(daysLeft(config, now))}`);
      expect(region).toHaveAttribute('data-level', level);
      action('Renew membership');
    } else if (s.matches({ active: { banner: { shown: 'chat' } } })) {
      banner('Chat assistant', 'chat', 'Ask Terra');
      expect(within(region!).getByRole('link', { name: 'Ask Terra', hidden: true })).toHaveAttribute(
        'href',
        '/customer/ask-terra',
      );
    } else {
      // signed out, loading, no banner, the call failed
      expect(region).toBeNull();
    }
    // 001 §4 "Renewal popups"
    const popup = popupOf(s);
    const dialog = screen.queryByRole('dialog');
    if (!popup) {
      expect(dialog).toBeNull();
      return;
    }
    const { title, says, close } = POPUPS[popup];
    expect(dialog).toHaveAccessibleName(title);
    expect(dialog).toHaveTextContent(says);
    if (popup === 'expiredPopup' && access?.retentionEndsAt)
      expect(dialog).toHaveTextContent(`until ${day(access.retentionEndsAt)}`);
    if ((popup === 'renewalPopupMonth' || popup === 'renewalPopup2Days') && access?.expirationAt)
      expect(dialog).toHaveTextContent(`ends on ${day(access.expirationAt)}`);
    const buttons = within(dialog!)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(buttons.sort()).toEqual(
      [close, 'Close', ...(RENEWABLE.includes(popup) ? ['Renew membership'] : [])].sort(),
    );
  },
};

describeCoveringUiModel(
  'membership banner and renewal popups, model-based through the screen (spec 001 §4)',
  ui,
  {
    through: 'the banner and the popups',
    appOnly: {
      'idle —membership.start→ active': 'signing in starts the membership (the root actor sends it)',
      'active —membership.stop→ idle': 'signing out stops it (the root actor sends it)',
      'active.popup.none —tags.refresh→ active.popup.refreshing':
        'the chat suggestion asks for fresh tags when it closes (the root actor relays it)',
    },
  },
);
