import { assign, fromPromise, setup } from 'xstate';
import type { MembershipConfiguration } from '../src/contract/membership';
import {
  CLOSED_TAG_OF,
  type ClosedNotificationTag,
  type RenewalPopup,
} from '../src/contract/membership-tags';
import { DAY_MS } from '../src/domain/dates';
import type { Banner } from '../src/domain/membership-banner';
import { bannerOf, dayChangeOf, platformAccessOf } from './membership-banner';
import type { Now } from './shared/clock';
import { notProvided } from './shared/not-provided';

/** The pending renewal popup that opens first: the earliest in this list. */
export const POPUP_PRIORITY: readonly RenewalPopup[] = [
  'expiredPopup',
  'renewalPopup2Days',
  'renewalPopupMonth',
  'renewedPopup',
];

/** Re-choose the banner at least this often, even when the days left do not change. */
export const BANNER_RECHECK_MAX_MS = DAY_MS;

export interface MembershipInput {
  now: Now;
}

export interface MembershipContext {
  now: Now;
  /** undefined while loading, null when the call failed. */
  config: MembershipConfiguration | null | undefined;
  /** undefined while loading or after a failed fetch. */
  tags: string[] | undefined;
  banner: Banner;
  /** The tag the popup being closed records. */
  closingTag: ClosedNotificationTag | undefined;
}

export type MembershipEvent =
  | { type: 'membership.start' }
  | { type: 'membership.stop' }
  | { type: 'popup.close' }
  | { type: 'popup.renew' }
  | { type: 'tags.refresh' };

export interface Announcement {
  tags: string[];
  /** The platform access status; undefined when absent (or unknown). */
  access: string | undefined;
}

/** The tags and access status, once both calls have answered (a failed call counts as answered). */
export function announcementOf(context: MembershipContext): Announcement | null {
  if (context.config === undefined) return null;
  return {
    tags: context.tags ?? [],
    access: context.config ? platformAccessOf(context.config)?.status : undefined,
  };
}

const popupParams = (popup: RenewalPopup) => ({ tag: CLOSED_TAG_OF[popup] });

// issue 23.7: the expired popup (in the retention window) offers Renew too
function renewalPopup(popup: 'renewalPopupMonth' | 'renewalPopup2Days' | 'expiredPopup') {
  return {
    tags: ['popup'],
    on: {
      'popup.close': {
        target: 'closing',
        actions: { type: 'setClosingTag', params: popupParams(popup) },
      },
      'popup.renew': [
        {
          guard: { type: 'isPrimaryTag', params: { tag: 'apple' } },
          target: 'appleSubscriptionPopup',
          actions: { type: 'setClosingTag', params: popupParams(popup) },
        },
        {
          guard: { type: 'isPrimaryTag', params: { tag: 'google' } },
          target: 'googleSubscriptionPopup',
          actions: { type: 'setClosingTag', params: popupParams(popup) },
        },
        {
          target: 'closing',
          actions: [{ type: 'setClosingTag', params: popupParams(popup) }, 'openManageLink'],
        },
      ],
    },
  } as const;
}

function closablePopup(popup: 'renewedPopup') {
  return {
    tags: ['popup'],
    on: {
      'popup.close': { target: 'closing', actions: { type: 'setClosingTag', params: popupParams(popup) } },
    },
  } as const;
}

/**
 * Membership banners and renewal popups (spec 001 §4 "Platform access and membership",
 * "Renewal popups", §8, §9).
 *
 * `membership.start` (sign-in) fetches the membership configuration and the notification tags
 * once, side by side (`active.banner`, `active.popup`); `membership.stop` (sign-out) forgets both.
 *
 * Banner: `chooseBanner` (src/domain/membership-banner.ts) applies the four rules in order on the stored configuration and the clock;
 * the chosen banner is kept in context and re-chosen each time the days left change (an absolute
 * moment from the stored dates, at most a day apart, so a sleeping tab catches up on waking).
 * A failed configuration call shows no banner.
 *
 * Popup: the first pending popup tag in `POPUP_PRIORITY` opens its popup. Closing records the
 * popup's tag (`CLOSED_TAG_OF`), resets to `none` and refreshes the tags. Renew (month and two-day
 * popups) records the same tag and, by the primary membership tag, shows the Apple or Google popup
 * (recorded when that one closes) or opens the manage link in a new tab. A failed tag fetch is
 * logged and shows no popup (001 §8). `tags.refresh` re-reads the tags while no popup is open.
 *
 * Once both calls have answered, and whenever the tags change, `announce` hands the tags and the
 * platform access status to whoever needs them (the chat suggestion).
 */
export const membershipMachine = setup({
  types: {
    input: {} as MembershipInput,
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
  },
  actors: {
    fetchSubscriptions: fromPromise<MembershipConfiguration>(() => notProvided('fetchSubscriptions')),
    fetchTags: fromPromise<string[]>(() => notProvided('fetchTags')),
    recordTag: fromPromise<void, { tag: ClosedNotificationTag }>(() => notProvided('recordTag')),
  },
  actions: {
    storeConfig: assign((_, params: { config: MembershipConfiguration | null }) => ({
      config: params.config,
    })),
    chooseBanner: assign({
      // Stryker disable next-line ObjectLiteral,StringLiteral: `choosing` is entered only once a configuration is stored (a failed call goes to `unavailable`)
      banner: ({ context }) => (context.config ? bannerOf(context.config, context.now()) : { kind: 'none' }),
    }),
    storeTags: assign((_, params: { tags: string[] }) => ({ tags: params.tags })),
    setClosingTag: assign((_, params: { tag: ClosedNotificationTag }) => ({ closingTag: params.tag })),
    clearClosingTag: assign({ closingTag: undefined }),
    forget: assign({ config: undefined, tags: undefined, banner: { kind: 'none' }, closingTag: undefined }),
    // provided by the app
    /** Hands `announcementOf(context)` on (to the chat suggestion); null until both calls answered. */
    announce: (_, _params: Announcement | null) => {},
    openManageLink: () => {},
    logError: (_, _params: { message: string; error: unknown }) => {},
  },
  guards: {
    hasBanner: ({ context }, params: { kind: Banner['kind'] }) => context.banner.kind === params.kind,
    isCountdownLevel: ({ context }, params: { level: string }) =>
      context.banner.kind === 'countdown' && context.banner.level === params.level,
    hasPopupTag: ({ context }, params: { popup: RenewalPopup }) =>
      // Stryker disable next-line OptionalChaining,BooleanLiteral: the popups are chosen only after the tags are stored (a failed fetch goes to `unavailable`)
      context.tags?.includes(params.popup) ?? false,
    isPrimaryTag: ({ context }, params: { tag: string }) =>
      context.config?.primaryMembershipTag === params.tag,
  },
  delays: {
    bannerChange: ({ context }) => {
      const now = context.now();
      const next = context.config ? dayChangeOf(context.config, now) : undefined;
      return next === undefined ? BANNER_RECHECK_MAX_MS : Math.min(next - now, BANNER_RECHECK_MAX_MS);
    },
  },
}).createMachine({
  id: 'membership',
  initial: 'idle',
  context: ({ input }) => ({
    now: input.now,
    config: undefined,
    tags: undefined,
    banner: { kind: 'none' },
    closingTag: undefined,
  }),
  states: {
    idle: {
      on: { 'membership.start': 'active' },
    },
    active: {
      type: 'parallel',
      on: { 'membership.stop': { target: 'idle', actions: 'forget' } },
      states: {
        banner: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'fetchSubscriptions',
                onDone: {
                  target: 'choosing',
                  actions: [
                    { type: 'storeConfig', params: ({ event }) => ({ config: event.output }) },
                    { type: 'announce', params: ({ context }) => announcementOf(context) },
                  ],
                },
                onError: {
                  target: 'unavailable',
                  actions: [
                    { type: 'storeConfig', params: { config: null } },
                    {
                      type: 'logError',
                      params: ({ event }) => ({ message: 'membership fetch failed', error: event.error }),
                    },
                    { type: 'announce', params: ({ context }) => announcementOf(context) },
                  ],
                },
              },
            },
            choosing: {
              entry: 'chooseBanner',
              always: [
                { guard: { type: 'hasBanner', params: { kind: 'expired' } }, target: 'shown.expired' },
                { guard: { type: 'hasBanner', params: { kind: 'renewal' } }, target: 'shown.renewal' },
                {
                  guard: { type: 'isCountdownLevel', params: { level: 'critical' } },
                  target: 'shown.countdown.critical',
                },
                {
                  guard: { type: 'isCountdownLevel', params: { level: 'warning' } },
                  target: 'shown.countdown.warning',
                },
                {
                  guard: { type: 'hasBanner', params: { kind: 'countdown' } },
                  target: 'shown.countdown.normal',
                },
                { guard: { type: 'hasBanner', params: { kind: 'chat' } }, target: 'shown.chat' },
                { target: 'none' },
              ],
            },
            shown: {
              tags: ['banner'],
              initial: 'chat',
              after: { bannerChange: 'choosing' },
              states: {
                expired: {},
                renewal: {},
                countdown: {
                  initial: 'normal',
                  states: { normal: {}, warning: {}, critical: {} },
                },
                chat: {},
              },
            },
            none: {},
            unavailable: {},
          },
        },
        popup: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'fetchTags',
                onDone: {
                  target: 'choosing',
                  actions: [
                    { type: 'storeTags', params: ({ event }) => ({ tags: event.output }) },
                    { type: 'announce', params: ({ context }) => announcementOf(context) },
                  ],
                },
                onError: {
                  target: 'unavailable',
                  actions: [
                    {
                      type: 'logError',
                      params: ({ event }) => ({
                        message: 'notification tags fetch failed',
                        error: event.error,
                      }),
                    },
                    { type: 'announce', params: ({ context }) => announcementOf(context) },
                  ],
                },
              },
            },
            choosing: {
              always: [
                ...POPUP_PRIORITY.map((popup) => ({
                  guard: { type: 'hasPopupTag' as const, params: { popup } },
                  target: popup,
                })),
                { target: 'none' },
              ],
            },
            none: {
              on: { 'tags.refresh': 'refreshing' },
            },
            expiredPopup: renewalPopup('expiredPopup'),
            renewalPopup2Days: renewalPopup('renewalPopup2Days'),
            renewalPopupMonth: renewalPopup('renewalPopupMonth'),
            renewedPopup: closablePopup('renewedPopup'),
            appleSubscriptionPopup: {
              tags: ['popup'],
              on: { 'popup.close': 'closing' },
            },
            googleSubscriptionPopup: {
              tags: ['popup'],
              on: { 'popup.close': 'closing' },
            },
            closing: {
              invoke: {
                src: 'recordTag',
                input: ({ context }) => ({ tag: context.closingTag! }),
                onDone: { target: 'refreshing', actions: 'clearClosingTag' },
                onError: {
                  target: 'none',
                  actions: [
                    'clearClosingTag',
                    {
                      type: 'logError',
                      params: ({ event }) => ({
                        message: 'recording a closed popup failed',
                        error: event.error,
                      }),
                    },
                  ],
                },
              },
            },
            refreshing: {
              invoke: {
                src: 'fetchTags',
                onDone: {
                  target: 'choosing',
                  actions: [
                    { type: 'storeTags', params: ({ event }) => ({ tags: event.output }) },
                    { type: 'announce', params: ({ context }) => announcementOf(context) },
                  ],
                },
                onError: {
                  target: 'none',
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({
                      message: 'notification tags fetch failed',
                      error: event.error,
                    }),
                  },
                },
              },
            },
            unavailable: {},
          },
        },
      },
    },
  },
});
