import type { MembershipConfiguration } from '../../src/contract/membership';
import { DAY_MS } from '../../src/domain/dates';
import { BANNER_WINDOW_DAYS, CRITICAL_DAYS, WARNING_DAYS } from '../../src/domain/membership-banner';
import type { membershipMachine, MembershipContext } from '../../machines/membership.machine';
import { declareModel, type DeclaredTransition, type EmitArgs } from '../model/declared';

type Config = MembershipConfiguration | null | undefined;

const accessOf = (config: MembershipConfiguration) =>
  config.services.find((service) => service.tag === 'PlatformAccess');

/**
 * The end the days left count to (001 §4, §9), from the raw configuration: the retention end in
 * RETENTION, the expiration when ENABLED; null otherwise.
 */
export function deadlineOf(config: Config): string | null {
  const access = config ? accessOf(config) : undefined;
  return access?.status === 'RETENTION'
    ? access.retentionEndsAt
    : access?.status === 'ENABLED'
      ? access.expirationAt
      : null;
}

/**
 * 001 §4 "Banner choice", redone on the raw configuration: the days left count to the retention end
 * in RETENTION and to the expiration when ENABLED (a part of a day is a day; the server's
 * `expirationDaysLeft` when no date is given); the subscription read is the primary membership
 * tag's (else the first). Answers 'expired', 'renewal', 'countdown.<level>', 'chat' or 'none'.
 */
export function expectedBanner(config: Config, now: number): string {
  if (!config) return 'none';
  const access = accessOf(config);
  const subscription =
    config.subscriptions.find((s) => s.tag === config.primaryMembershipTag) ?? config.subscriptions[0];
  const end = deadlineOf(config);
  const days = end
    ? Math.max(0, Math.ceil((Date.parse(end) - now) / DAY_MS))
    : (access?.expirationDaysLeft ?? undefined);
  const inWindow = days !== undefined && days <= BANNER_WINDOW_DAYS;
  // 1. RETENTION with 30 or fewer days left: the expired banner with the retention end date
  if (access?.status === 'RETENTION' && inWindow && access.retentionEndsAt) return 'expired';
  if (access?.status === 'ENABLED' && inWindow && subscription) {
    // 2. ENABLED with RENEWAL: the renewal-date banner
    if (subscription.prolongationStatus === 'RENEWAL') {
      if (subscription.willBeProlongedAt ?? access.expirationAt) return 'renewal';
    } else if (access.expirationAt) {
      // 3. an expiration status: the countdown, warning at 15 or fewer, critical at 2 or fewer
      const level = days <= CRITICAL_DAYS ? 'critical' : days <= WARNING_DAYS ? 'warning' : 'normal';
      return `countdown.${level}`;
    }
  }
  // 4. the chat-assistant banner when access is ENABLED, RETENTION or absent
  return !access || access.status === 'ENABLED' || access.status === 'RETENTION' ? 'chat' : 'none';
}

/** What the chat suggestion is handed: null until the configuration answered (a failure counts). */
function announcement(context: MembershipContext) {
  if (context.config === undefined) return null;
  return {
    tags: context.tags ?? [],
    access: context.config ? accessOf(context.config)?.status : undefined,
  };
}

type Done = { output?: unknown; error?: unknown };
const outputOf = ({ event }: EmitArgs) => (event as unknown as Done).output;
const announce = {
  type: 'announce',
  params: ({ after }: EmitArgs) => announcement(after as MembershipContext),
};
const logError = (message: string) => ({
  type: 'logError',
  params: ({ event }: EmitArgs) => ({ message, error: (event as unknown as Done).error }),
});

/** 001 §4 "Renewal popups": the tag each popup records on close. */
const RECORDED_ON_CLOSE = {
  renewalPopupMonth: 'MEMBERSHIP_MONTH_LEFT',
  renewalPopup2Days: 'MEMBERSHIP_TWO_DAYS_LEFT',
  expiredPopup: 'GRACE_PERIOD_STARTED',
  renewedPopup: 'MEMBERSHIP_RENEWED_CONGRAT',
} as const;
type Popup = keyof typeof RECORDED_ON_CLOSE;

const popup = (name: string) => `active.popup.${name}`;
const setClosingTag = (name: Popup) => ({ type: 'setClosingTag', params: { tag: RECORDED_ON_CLOSE[name] } });

/** "Closing any of these records its tag" (001 §4). */
const closeRow = (name: Popup): DeclaredTransition => ({
  from: popup(name),
  on: 'popup.close',
  to: popup('closing'),
  actions: [setClosingTag(name)],
  cite: '001 §4',
});

/** Renew (month, two-day and — issue 23.7 — expired popups): by the primary membership tag. */
const renewRows = (name: Popup): DeclaredTransition[] => [
  ...(['apple', 'google'] as const).map((store): DeclaredTransition => ({
    from: popup(name),
    on: 'popup.renew',
    if: { type: 'isPrimaryTag', params: { tag: store } },
    to: popup(`${store}SubscriptionPopup`),
    actions: [setClosingTag(name)],
    cite: '001 §4',
  })),
  {
    from: popup(name),
    on: 'popup.renew',
    to: popup('closing'),
    actions: [setClosingTag(name), 'openManageLink'],
    cite: '001 §4',
  },
];

/** "On login the notification tags … are fetched", and re-read after a close (001 §4). */
const tagsFetched = (from: string): DeclaredTransition => ({
  from: popup(from),
  on: 'done fetchTags',
  to: popup('choosing'),
  actions: [{ type: 'storeTags', params: (step: EmitArgs) => ({ tags: outputOf(step) }) }, announce],
  cite: '001 §4',
});

/** 001 §4: the first pending popup in this order opens (POPUP_PRIORITY). */
const PRIORITY: readonly Popup[] = ['expiredPopup', 'renewalPopup2Days', 'renewalPopupMonth', 'renewedPopup'];

const BANNER_ROWS: ReadonlyArray<[DeclaredTransition['if'], string]> = [
  [{ type: 'hasBanner', params: { kind: 'expired' } }, 'shown.expired'],
  [{ type: 'hasBanner', params: { kind: 'renewal' } }, 'shown.renewal'],
  [{ type: 'isCountdownLevel', params: { level: 'critical' } }, 'shown.countdown.critical'],
  [{ type: 'isCountdownLevel', params: { level: 'warning' } }, 'shown.countdown.warning'],
  [{ type: 'hasBanner', params: { kind: 'countdown' } }, 'shown.countdown.normal'],
  [{ type: 'hasBanner', params: { kind: 'chat' } }, 'shown.chat'],
];

/**
 * Membership banners and renewal popups, written from spec 001 §4 "Platform access and
 * membership" (banner choice), "Renewal popups" (tags, close, renew), §8 (a failed tag fetch is
 * logged, no popup) and §9 (30/15/2 days, 30-day grace). Both calls start at sign-in side by side
 * (000 §4); sign-out forgets them. See docs/testing.md.
 */
export const membershipDeclared = declareModel<typeof membershipMachine>({
  states: {
    '': { initial: 'idle' },
    idle: {},
    active: { type: 'parallel' },
    'active.banner': { initial: 'loading' },
    'active.banner.loading': { invoke: { src: 'fetchSubscriptions' } },
    'active.banner.choosing': { entry: ['chooseBanner'] },
    'active.banner.shown': { tags: ['banner'], initial: 'chat' },
    'active.banner.shown.expired': {},
    'active.banner.shown.renewal': {},
    'active.banner.shown.countdown': { initial: 'normal' },
    'active.banner.shown.countdown.normal': {},
    'active.banner.shown.countdown.warning': {},
    'active.banner.shown.countdown.critical': {},
    'active.banner.shown.chat': {},
    'active.banner.none': {},
    'active.banner.unavailable': {},
    'active.popup': { initial: 'loading' },
    'active.popup.loading': { invoke: { src: 'fetchTags' } },
    'active.popup.choosing': {},
    'active.popup.none': {},
    'active.popup.expiredPopup': { tags: ['popup'] },
    'active.popup.renewalPopup2Days': { tags: ['popup'] },
    'active.popup.renewalPopupMonth': { tags: ['popup'] },
    'active.popup.renewedPopup': { tags: ['popup'] },
    'active.popup.appleSubscriptionPopup': { tags: ['popup'] },
    'active.popup.googleSubscriptionPopup': { tags: ['popup'] },
    'active.popup.closing': {
      invoke: { src: 'recordTag', input: (context) => ({ tag: context.closingTag }) },
    },
    'active.popup.refreshing': { invoke: { src: 'fetchTags' } },
    'active.popup.unavailable': {},
  },
  transitions: [
    // "On login the notification tags and the user subscriptions are fetched once"
    { from: 'idle', on: 'membership.start', to: 'active', cite: '001 §4' },
    // sign-out forgets the membership (000 §4: logout clears user state)
    { from: 'active', on: 'membership.stop', to: 'idle', actions: ['forget'], cite: '000 §4' },
    {
      from: 'active.banner.loading',
      on: 'done fetchSubscriptions',
      to: 'active.banner.choosing',
      actions: [{ type: 'storeConfig', params: (step: EmitArgs) => ({ config: outputOf(step) }) }, announce],
      cite: '001 §4',
    },
    // no configuration, no banner (001 §8: a failed call shows nothing it cannot know)
    {
      from: 'active.banner.loading',
      on: 'error fetchSubscriptions',
      to: 'active.banner.unavailable',
      actions: [
        { type: 'storeConfig', params: { config: null } },
        logError('membership fetch failed'),
        announce,
      ],
      cite: '001 §8',
    },
    // "Banner choice", rules 1-4 in order
    ...BANNER_ROWS.map(([guard, to]): DeclaredTransition => ({
      from: 'active.banner.choosing',
      on: 'always',
      if: guard,
      to: `active.banner.${to}`,
      cite: '001 §4',
    })),
    { from: 'active.banner.choosing', on: 'always', to: 'active.banner.none', cite: '001 §4' },
    // the banner is re-chosen when the days left change (001 §9 thresholds)
    {
      from: 'active.banner.shown',
      on: 'after bannerChange',
      to: 'active.banner.choosing',
      cite: '001 §4, §9',
    },
    tagsFetched('loading'),
    // "If fetching tags fails, the error is logged and no popup shows"
    {
      from: popup('loading'),
      on: 'error fetchTags',
      to: popup('unavailable'),
      actions: [logError('notification tags fetch failed'), announce],
      cite: '001 §4, §8',
    },
    ...PRIORITY.map((name): DeclaredTransition => ({
      from: popup('choosing'),
      on: 'always',
      if: { type: 'hasPopupTag', params: { popup: name } },
      to: popup(name),
      cite: '001 §4',
    })),
    { from: popup('choosing'), on: 'always', to: popup('none'), cite: '001 §4' },
    { from: popup('none'), on: 'tags.refresh', to: popup('refreshing'), cite: '001 §4' },
    closeRow('expiredPopup'),
    ...renewRows('expiredPopup'),
    closeRow('renewalPopup2Days'),
    ...renewRows('renewalPopup2Days'),
    closeRow('renewalPopupMonth'),
    ...renewRows('renewalPopupMonth'),
    closeRow('renewedPopup'),
    // the store popups record the renewal popup's tag when they close
    { from: popup('appleSubscriptionPopup'), on: 'popup.close', to: popup('closing'), cite: '001 §4' },
    { from: popup('googleSubscriptionPopup'), on: 'popup.close', to: popup('closing'), cite: '001 §4' },
    // "resets the popup state to none and refreshes the notification tags"
    {
      from: popup('closing'),
      on: 'done recordTag',
      to: popup('refreshing'),
      actions: ['clearClosingTag'],
      cite: '001 §4',
    },
    {
      from: popup('closing'),
      on: 'error recordTag',
      to: popup('none'),
      actions: ['clearClosingTag', logError('recording a closed popup failed')],
      cite: '001 §8',
    },
    tagsFetched('refreshing'),
    {
      from: popup('refreshing'),
      on: 'error fetchTags',
      to: popup('none'),
      actions: [logError('notification tags fetch failed')],
      cite: '001 §4, §8',
    },
  ],
  guards: {
    hasBanner: ({ context, now, params }) =>
      expectedBanner(context.config, now).split('.')[0] === (params as { kind: string }).kind,
    isCountdownLevel: ({ context, now, params }) =>
      expectedBanner(context.config, now) === `countdown.${(params as { level: string }).level}`,
    hasPopupTag: ({ context, params }) => (context.tags ?? []).includes((params as { popup: string }).popup),
    // "if the primary membership tag is the Apple subscription type … if Google"
    isPrimaryTag: ({ context, params }) =>
      context.config?.primaryMembershipTag === (params as { tag: string }).tag,
  },
});
