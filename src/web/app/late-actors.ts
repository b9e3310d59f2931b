import { enqueueActions, fromPromise, sendTo, type ActorRefFrom } from 'xstate';
import { SUGGEST_ASK_TAG, type ClosedNotificationTag } from '../../contract/membership-tags';
import { chatSuggestionMachine } from '../../../machines/chat-suggestion.machine';
import { internationalBannerMachine } from '../../../machines/international-banner.machine';
import { logoutPermissionMachine } from '../../../machines/logout-permission.machine';
import { primarySubscriptionOf } from '../../../machines/membership-banner';
import { membershipMachine, type Announcement } from '../../../machines/membership.machine';
import { api } from '../lib/api';
import type { AuthRef } from '../lib/app-actors';
import { CUSTOMER_ROUTES } from '../lib/customer';
import { membershipApi } from '../lib/membership-api';
import { browserEffects, readStorage, writeStorage } from './actors';
import type { AppEffects, LateLogic, MembershipEffects } from './root-actor';

// The app-long actors a signed-in page's first paint does without, in a chunk of their own that
// loads after it (issue 22); the root actor starts them (`lateActors.loaded`, root-actor.ts).

type WithSystem = { system: { get: (systemId: string) => unknown } };
const authOf = ({ system }: WithSystem) => system.get('auth') as AuthRef;
const membershipOf = ({ system }: WithSystem) =>
  system.get('membership') as ActorRefFrom<typeof membershipMachine>;
const chatSuggestionOf = ({ system }: WithSystem) =>
  system.get('chatSuggestion') as ActorRefFrom<typeof chatSuggestionMachine>;

/**
 * The late actors with their effects and their wiring:
 * - logoutPermission ends the server session (`endSession`), then forgets the sign-in through
 *   auth's `auth.logout` and opens the logout page, which shows the result;
 * - membership's `announce` → chatSuggestion `suggestion.update`; the suggestion's `refreshTags` →
 *   membership `tags.refresh`.
 */
export function createLateLogic(
  effects: AppEffects,
  internationalBanner: typeof internationalBannerMachine,
): LateLogic {
  const logoutPermission = logoutPermissionMachine.provide({
    actors: {
      endSession: fromPromise(() => effects.endSession()),
    },
    actions: {
      openStoreLogout: () => effects.openStoreLogout(),
      closeStoreLogout: () => effects.closeStoreLogout(),
      rememberPermission: () => effects.rememberLogoutPermission(),
      forgetSignIn: sendTo(authOf, { type: 'auth.logout' }),
      removeMobileSplashFlag: () => effects.removeMobileSplashFlag(),
      goToLogout: () => effects.navigate(CUSTOMER_ROUTES.logout),
    },
  });

  const membership = membershipMachine.provide({
    actors: {
      fetchSubscriptions: fromPromise(({ signal }) => effects.fetchSubscriptions(signal)),
      fetchTags: fromPromise(({ signal }) => effects.fetchNotificationTags(signal)),
      recordTag: fromPromise<void, { tag: ClosedNotificationTag }>(({ input, signal }) =>
        effects.recordNotificationTag(input.tag, signal),
      ),
    },
    actions: {
      announce: enqueueActions(({ enqueue }, announcement: Announcement | null) => {
        if (announcement)
          enqueue.sendTo(chatSuggestionOf, { type: 'suggestion.update' as const, ...announcement });
      }),
      // runs inside the click's event handler, so the browser lets the tab open; with no
      // subscription to manage (none, or its call failed), Renew leads to the plans (docs/decisions.md)
      openManageLink: ({ context }) => {
        const link = context.config ? primarySubscriptionOf(context.config)?.linkToManageSubscription : null;
        if (link) effects.openInNewTab(link);
        else effects.navigate(CUSTOMER_ROUTES.choosePlan);
      },
      logError: (_, { message, error }) => effects.logError(message, error),
    },
  });

  const chatSuggestion = chatSuggestionMachine.provide({
    actors: {
      recordSeen: fromPromise(({ signal }) => effects.recordNotificationTag(SUGGEST_ASK_TAG, signal)),
    },
    actions: {
      refreshTags: sendTo(membershipOf, { type: 'tags.refresh' }),
      logError: (_, { message, error }) => effects.logError(message, error),
    },
  });

  return { logoutPermission, internationalBanner, membership, chatSuggestion };
}

/** localStorage key remembering that the visitor closed the international banner. */
export const BANNER_CLOSED_KEY = 'healthspan.internationalBanner.closed';

/** The international banner with the browser's effects: the location call and localStorage. */
export const internationalBannerLogic = internationalBannerMachine.provide({
  actors: {
    readDismissal: fromPromise(() => Promise.resolve(readStorage(BANNER_CLOSED_KEY) === 'true')),
    fetchLocation: fromPromise(({ signal }) => api.userLocation(signal)),
  },
  actions: {
    rememberDismissal: () => writeStorage(BANNER_CLOSED_KEY, 'true'),
  },
});

/** The browser's membership calls. */
export const membershipEffects: MembershipEffects = {
  fetchSubscriptions: (signal) => membershipApi.subscriptions(signal),
  fetchNotificationTags: (signal) => membershipApi.notificationTags(signal),
  recordNotificationTag: (tag, signal) => membershipApi.closeNotification(tag, signal),
};

/** The late actors with the browser's effects. */
export const browserLateLogic = () =>
  createLateLogic({ ...browserEffects, ...membershipEffects }, internationalBannerLogic);
