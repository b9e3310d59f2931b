import {
  type ActorRefFrom,
  createActor,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  spawnChild,
  type ActorOptions,
} from 'xstate';
import type { Customer, LoginRequest, SessionExpiration } from '../../contract/auth';
import type { MembershipConfiguration } from '../../contract/membership';
import { SUGGEST_ASK_TAG, type ClosedNotificationTag } from '../../contract/membership-tags';
import { chatSuggestionMachine } from '../../../machines/chat-suggestion.machine';
import { primarySubscriptionOf } from '../../../machines/membership-banner';
import { membershipMachine, type Announcement } from '../../../machines/membership.machine';
import { authMachine } from '../../../machines/auth.machine';
import type { internationalBannerMachine } from '../../../machines/international-banner.machine';
import { LOGOUT_ROUTE, logoutPermissionMachine } from '../../../machines/logout-permission.machine';
import { sessionExpiryMachine } from '../../../machines/session-expiry.machine';
import type { Now } from '../../../machines/shared/clock';
import type { TokenGrant } from '../../../machines/shared/token';
import {
  requestToken,
  tokenRefreshMachine,
  type RefreshByTokenInput,
  type TokenRefreshActor,
} from '../../../machines/token-refresh.machine';
import type { AccessTokenSource } from '../lib/api';
import type { AppActors, AuthRef } from '../lib/app-actors';
import { refreshProfileThrough } from '../lib/auth-actor';
import { CUSTOMER_ROUTES } from '../lib/customer';

/**
 * Everything the app-long actors do to the outside world. The app passes the browser's (HTTP
 * through lib/api, wouter navigation, storage); tests pass fakes.
 */
export interface AppEffects {
  /** A token for a page that opens with a session (the cookie; on the dev server also storage). */
  restoreSession: (signal: AbortSignal) => Promise<TokenGrant>;
  logIn: (request: LoginRequest, signal: AbortSignal) => Promise<TokenGrant>;
  loadProfile: (signal: AbortSignal) => Promise<Customer>;
  refreshByCookie: (signal: AbortSignal) => Promise<TokenGrant>;
  refreshByToken: (body: RefreshByTokenInput, signal: AbortSignal) => Promise<TokenGrant>;
  checkSession: (signal: AbortSignal) => Promise<SessionExpiration>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Path, query and hash of the page now (the `returnTo` of a login after expiry). */
  currentPath: () => string;
  /**
   * Ends the server session (spec 000 §7.1 logout, by POST). No signal on purpose: the request
   * must outlive both the page the logout leaves and the machine giving up waiting for it.
   */
  endSession: () => Promise<void>;
  openStoreLogout: () => void;
  closeStoreLogout: () => void;
  rememberLogoutPermission: () => void;
  removeMobileSplashFlag: () => void;
  /** Tries to close the tab; browsers only let scripts close tabs that scripts opened. */
  closeWindow: () => void;
  /** spec 001 §7: the membership configuration. */
  fetchSubscriptions: (signal: AbortSignal) => Promise<MembershipConfiguration>;
  /** spec 000 §7.10: the pending notification tags. */
  fetchNotificationTags: (signal: AbortSignal) => Promise<string[]>;
  /** spec 000 §7.10: records a closed popup's tag. */
  recordNotificationTag: (tag: ClosedNotificationTag, signal: AbortSignal) => Promise<void>;
  /** Opens a page of another site in a new tab (the membership's manage link, 001 §4). */
  openInNewTab: (url: string) => void;
  /** spec 001 §8: a failed tag fetch (and the like) is logged. */
  logError: (message: string, error: unknown) => void;
}

export interface RootInput {
  now: Now;
  /** The stored logout permission flag (spec 001 §4). */
  logoutPermissionStored: boolean;
}

type RootEvent = { type: 'auth.signedIn' } | { type: 'auth.signedOut' };

type WithSystem = { system: { get: (systemId: string) => unknown } };
const tokenRefreshOf = ({ system }: WithSystem) => system.get('tokenRefresh') as TokenRefreshActor;
const authOf = ({ system }: WithSystem) => system.get('auth') as AuthRef;
const logoutPermissionOf = ({ system }: WithSystem) =>
  system.get('logoutPermission') as ActorRefFrom<typeof logoutPermissionMachine>;
const membershipOf = ({ system }: WithSystem) =>
  system.get('membership') as ActorRefFrom<typeof membershipMachine>;
const chatSuggestionOf = ({ system }: WithSystem) =>
  system.get('chatSuggestion') as ActorRefFrom<typeof chatSuggestionMachine>;

/** Tells the root when the customer signs in or out, so the session check starts and stops with it. */
const watchSignIn = fromCallback<RootEvent>(({ system, sendBack }) => {
  const auth = system.get('auth') as AuthRef;
  let signedIn = false;
  const update = (snapshot: ReturnType<AuthRef['getSnapshot']>) => {
    const now = snapshot.matches('signedIn');
    if (now === signedIn) return;
    signedIn = now;
    sendBack({ type: now ? 'auth.signedIn' : 'auth.signedOut' });
  };
  const subscription = auth.subscribe(update);
  update(auth.getSnapshot());
  return () => subscription.unsubscribe();
});

/**
 * The root machine: spawns the app-long children with their `systemId`s and wires them together.
 * - auth's `storeToken`/`clearToken` → tokenRefresh `token.set`/`token.clear`;
 * - signing in/out → sessionExpiry `session.start`/`session.stop`;
 * - the session popup's Log out → logoutPermission `logout.request`; its Continue reloads the
 *   profile through auth; Log in forgets the sign-in and opens the login page;
 * - logoutPermission ends the server session (`endSession`), then forgets the sign-in through
 *   auth's `auth.logout` and opens the logout page (`LOGOUT_ROUTE`), which shows the result;
 * - signing in/out → membership `membership.start`/`membership.stop` (tags and subscriptions are
 *   fetched once per sign-in, 001 §4) and chatSuggestion `suggestion.reset`; membership's
 *   `announce` → chatSuggestion `suggestion.update`; the suggestion's `refreshTags` → membership
 *   `tags.refresh`.
 */
export function createRootMachine(
  effects: AppEffects,
  internationalBanner: typeof internationalBannerMachine,
) {
  const auth = authMachine.provide({
    actors: {
      restoreSession: fromPromise(({ signal }) => effects.restoreSession(signal)),
      logIn: fromPromise<TokenGrant, LoginRequest>(({ input, signal }) => effects.logIn(input, signal)),
      loadProfile: fromPromise(({ signal }) => effects.loadProfile(signal)),
    },
    actions: {
      storeToken: sendTo(tokenRefreshOf, (_, token: TokenGrant) => ({ type: 'token.set' as const, token })),
      clearToken: sendTo(tokenRefreshOf, { type: 'token.clear' }),
    },
  });

  const tokenRefresh = tokenRefreshMachine.provide({
    actors: {
      refreshByCookie: fromPromise(({ signal }) => effects.refreshByCookie(signal)),
      refreshByToken: fromPromise<TokenGrant, RefreshByTokenInput>(({ input, signal }) =>
        effects.refreshByToken(input, signal),
      ),
    },
  });

  const sessionExpiry = sessionExpiryMachine.provide({
    actors: {
      checkSession: fromPromise(({ signal }) => effects.checkSession(signal)),
      refreshProfile: fromPromise(({ system }) => refreshProfileThrough(system.get('auth') as AuthRef)),
    },
    actions: {
      requestLogout: sendTo(logoutPermissionOf, { type: 'logout.request' }),
      // Where the browser refuses to close the tab, the logout page ends the session and says so.
      closeWindow: () => {
        effects.closeWindow();
        effects.navigate(LOGOUT_ROUTE);
      },
      goToLogin: enqueueActions(({ enqueue }) => {
        enqueue.sendTo(authOf, { type: 'auth.logout' });
        enqueue(() => {
          const returnTo = effects.currentPath();
          effects.navigate(`${CUSTOMER_ROUTES.login}?returnTo=${encodeURIComponent(returnTo)}`);
        });
      }),
    },
  });

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
      goToLogout: () => effects.navigate(LOGOUT_ROUTE),
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

  return setup({
    types: {
      input: {} as RootInput,
      context: {} as RootInput,
      events: {} as RootEvent,
    },
    actors: {
      auth,
      tokenRefresh,
      sessionExpiry,
      logoutPermission,
      internationalBanner,
      membership,
      chatSuggestion,
      watchSignIn,
    },
    actions: {
      startSession: sendTo('sessionExpiry', { type: 'session.start' }),
      stopSession: sendTo('sessionExpiry', { type: 'session.stop' }),
      startMembership: sendTo('membership', { type: 'membership.start' }),
      stopMembership: enqueueActions(({ enqueue }) => {
        enqueue.sendTo('membership', { type: 'membership.stop' });
        enqueue.sendTo('chatSuggestion', { type: 'suggestion.reset' });
      }),
    },
  }).createMachine({
    id: 'root',
    context: ({ input }) => input,
    // tokenRefresh first: auth's first token goes to it
    entry: [
      spawnChild('tokenRefresh', {
        id: 'tokenRefresh',
        systemId: 'tokenRefresh',
        input: ({ context }) => ({ now: context.now }),
      }),
      spawnChild('auth', { id: 'auth', systemId: 'auth' }),
      spawnChild('sessionExpiry', {
        id: 'sessionExpiry',
        systemId: 'sessionExpiry',
        input: ({ context }) => ({ now: context.now }),
      }),
      spawnChild('logoutPermission', {
        id: 'logoutPermission',
        systemId: 'logoutPermission',
        input: ({ context }) => ({ permissionStored: context.logoutPermissionStored }),
      }),
      spawnChild('internationalBanner', { id: 'internationalBanner', systemId: 'internationalBanner' }),
      // chatSuggestion first: membership announces to it
      spawnChild('chatSuggestion', { id: 'chatSuggestion', systemId: 'chatSuggestion' }),
      spawnChild('membership', {
        id: 'membership',
        systemId: 'membership',
        input: ({ context }) => ({ now: context.now }),
      }),
    ],
    invoke: { src: 'watchSignIn' },
    on: {
      'auth.signedIn': { actions: ['startSession', 'startMembership'] },
      'auth.signedOut': { actions: ['stopSession', 'stopMembership'] },
    },
  });
}

export type RootMachine = ReturnType<typeof createRootMachine>;
export type RootActor = ActorRefFrom<RootMachine>;

/** Creates (does not start) the root actor. */
export function createRootActor(
  effects: AppEffects,
  internationalBanner: typeof internationalBannerMachine,
  input: RootInput,
  options: Omit<ActorOptions<RootMachine>, 'input'> = {},
) {
  return createActor(createRootMachine(effects, internationalBanner), { ...options, input });
}

/** The children by `systemId`, for the views' context (the root must have started). */
export function actorsOf(root: RootActor): AppActors {
  const get = (id: keyof AppActors) => {
    const actor = root.system.get(id) as unknown;
    if (!actor) throw new Error(`The root actor has no ${id} child: start it first`);
    return actor;
  };
  return {
    auth: get('auth') as AppActors['auth'],
    tokenRefresh: get('tokenRefresh') as AppActors['tokenRefresh'],
    sessionExpiry: get('sessionExpiry') as AppActors['sessionExpiry'],
    logoutPermission: get('logoutPermission') as AppActors['logoutPermission'],
    internationalBanner: get('internationalBanner') as AppActors['internationalBanner'],
    membership: get('membership') as AppActors['membership'],
    chatSuggestion: get('chatSuggestion') as AppActors['chatSuggestion'],
  };
}

/**
 * The HTTP client's token source: a valid token from the tokenRefresh actor before each call
 * (refreshing near expiry, spec 000 §7), or the one held now when the call must not refresh.
 */
export function tokenSourceOf(tokenRefresh: TokenRefreshActor): AccessTokenSource {
  return ({ refresh, minValiditySeconds }) => {
    if (refresh) return requestToken(tokenRefresh, minValiditySeconds ? { minValiditySeconds } : {});
    const { accessToken, expiresAt, now } = tokenRefresh.getSnapshot().context;
    return expiresAt !== undefined && expiresAt > now() ? accessToken : undefined;
  };
}
