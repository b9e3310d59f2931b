import {
  type ActorRefFrom,
  type AnyActorLogic,
  createActor,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendParent,
  sendTo,
  setup,
  spawnChild,
  stateIn,
  type ActorOptions,
} from 'xstate';
import type { Customer, LoginRequest, SessionExpiration } from '../../contract/auth';
import type { MembershipConfiguration } from '../../contract/membership';
import type { ClosedNotificationTag } from '../../contract/membership-tags';
import { authMachine } from '../../../machines/auth.machine';
import type { chatSuggestionMachine } from '../../../machines/chat-suggestion.machine';
import type { internationalBannerMachine } from '../../../machines/international-banner.machine';
import type { logoutPermissionMachine } from '../../../machines/logout-permission.machine';
import type { membershipMachine } from '../../../machines/membership.machine';
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
import {
  isComplete,
  type AppActors,
  type AuthRef,
  type CompleteAppActors,
  type CoreActors,
  type LateActors,
} from '../lib/app-actors';
import { refreshProfileThrough } from '../lib/auth-actor';
import { CUSTOMER_ROUTES } from '../lib/customer';

/**
 * What the app-long actors do to the outside world, but the membership calls. The app passes the
 * browser's (HTTP through lib/api, wouter navigation, storage); tests pass fakes.
 */
export interface RootEffects {
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
  /** Opens a page of another site in a new tab (the membership's manage link, 001 §4). */
  openInNewTab: (url: string) => void;
  /** spec 001 §8: a failed tag fetch (and the like) is logged. */
  logError: (message: string, error: unknown) => void;
}

/** The membership calls: the browser's come with the late actors' chunk (`late-actors.ts`). */
export interface MembershipEffects {
  /** spec 001 §7: the membership configuration. */
  fetchSubscriptions: (signal: AbortSignal) => Promise<MembershipConfiguration>;
  /** spec 000 §7.10: the pending notification tags. */
  fetchNotificationTags: (signal: AbortSignal) => Promise<string[]>;
  /** spec 000 §7.10: records a closed popup's tag. */
  recordNotificationTag: (tag: ClosedNotificationTag, signal: AbortSignal) => Promise<void>;
}

/** Everything the app-long actors do to the outside world, the late ones' included. */
export type AppEffects = RootEffects & MembershipEffects;

export interface RootInput {
  now: Now;
  /** The stored logout permission flag (spec 001 §4). */
  logoutPermissionStored: boolean;
}

/**
 * The app-long actors a signed-in page does not need for its first paint, with their effects: their
 * chunk (`late-actors.ts`) loads after it (issue 22) and the root starts them then.
 */
export interface LateLogic {
  logoutPermission: typeof logoutPermissionMachine;
  internationalBanner: typeof internationalBannerMachine;
  membership: typeof membershipMachine;
  chatSuggestion: typeof chatSuggestionMachine;
}

type RootEvent =
  | { type: 'auth.signedIn' }
  | { type: 'auth.signedOut' }
  | { type: 'lateActors.loaded'; logic: LateLogic }
  | { type: 'logout.request' };

type WithSystem = { system: { get: (systemId: string) => unknown } };
const tokenRefreshOf = ({ system }: WithSystem) => system.get('tokenRefresh') as TokenRefreshActor;
const authOf = ({ system }: WithSystem) => system.get('auth') as AuthRef;

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
 * - the session popup's Log out → the root's `logout.request`, which goes to logoutPermission (held
 *   until the late actors start); its Continue reloads the profile through auth; Log in forgets the
 *   sign-in and opens the login page;
 * - `lateActors.loaded` (their chunk arrived) spawns logoutPermission, internationalBanner,
 *   chatSuggestion and membership; membership starts at once when the customer signed in before;
 * - logoutPermission ends the server session (`endSession`), then forgets the sign-in through
 *   auth's `auth.logout` and opens the logout page, which shows the result (late-actors.ts);
 * - signing in/out → membership `membership.start`/`membership.stop` (tags and subscriptions are
 *   fetched once per sign-in, 001 §4) and chatSuggestion `suggestion.reset`; membership and the
 *   chat suggestion tell each other (late-actors.ts).
 */
export function createRootMachine(effects: RootEffects) {
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
      // the root hands it to logoutPermission, which may not have started yet
      requestLogout: sendParent({ type: 'logout.request' }),
      // Where the browser refuses to close the tab, the logout page ends the session and says so.
      closeWindow: () => {
        effects.closeWindow();
        effects.navigate(CUSTOMER_ROUTES.logout);
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

  return setup({
    types: {
      input: {} as RootInput,
      context: {} as RootInput,
      events: {} as RootEvent,
    },
    actors: { auth, tokenRefresh, sessionExpiry, watchSignIn },
    actions: {
      startSession: sendTo('sessionExpiry', { type: 'session.start' }),
      stopSession: sendTo('sessionExpiry', { type: 'session.stop' }),
      spawnLateActors: enqueueActions(({ enqueue, context }, logic: LateLogic) => {
        // logic that arrives in an event is not among `setup`'s actors, whose ids the types check
        const spawn = enqueue.spawnChild as unknown as (
          src: AnyActorLogic,
          options: { id: keyof LateActors; systemId: keyof LateActors; input?: unknown },
        ) => void;
        spawn(logic.logoutPermission, {
          id: 'logoutPermission',
          systemId: 'logoutPermission',
          input: { permissionStored: context.logoutPermissionStored },
        });
        spawn(logic.internationalBanner, { id: 'internationalBanner', systemId: 'internationalBanner' });
        // chatSuggestion first: membership announces to it
        spawn(logic.chatSuggestion, { id: 'chatSuggestion', systemId: 'chatSuggestion' });
        spawn(logic.membership, { id: 'membership', systemId: 'membership', input: { now: context.now } });
      }),
      requestLogout: sendTo('logoutPermission', { type: 'logout.request' }),
      startMembership: sendTo('membership', { type: 'membership.start' }),
      stopMembership: enqueueActions(({ enqueue }) => {
        enqueue.sendTo('membership', { type: 'membership.stop' });
        enqueue.sendTo('chatSuggestion', { type: 'suggestion.reset' });
      }),
    },
    guards: {
      isSignedIn: stateIn({ session: 'signedIn' }),
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
    ],
    invoke: { src: 'watchSignIn' },
    type: 'parallel',
    states: {
      session: {
        initial: 'signedOut',
        states: {
          signedOut: { on: { 'auth.signedIn': { target: 'signedIn', actions: 'startSession' } } },
          signedIn: { on: { 'auth.signedOut': { target: 'signedOut', actions: 'stopSession' } } },
        },
      },
      late: {
        initial: 'loading',
        states: {
          loading: {
            initial: 'idle',
            states: {
              idle: { on: { 'logout.request': 'logoutHeld' } },
              // a Log out pressed before logoutPermission started: it gets it once it has
              logoutHeld: {
                on: {
                  'lateActors.loaded': {
                    target: '#root.late.started',
                    actions: [
                      { type: 'spawnLateActors', params: ({ event }) => event.logic },
                      'requestLogout',
                    ],
                  },
                },
              },
            },
            on: {
              'lateActors.loaded': {
                target: 'started',
                actions: { type: 'spawnLateActors', params: ({ event }) => event.logic },
              },
            },
          },
          started: {
            // a customer who signed in before they started: membership starts now
            entry: enqueueActions(({ enqueue, check }) => {
              if (check('isSignedIn')) enqueue('startMembership');
            }),
            on: {
              'auth.signedIn': { actions: 'startMembership' },
              'auth.signedOut': { actions: 'stopMembership' },
              'logout.request': { actions: 'requestLogout' },
            },
          },
        },
      },
    },
  });
}

export type RootMachine = ReturnType<typeof createRootMachine>;
export type RootActor = ActorRefFrom<RootMachine>;

/** Creates (does not start) the root actor. */
export function createRootActor(
  effects: RootEffects,
  input: RootInput,
  options: Omit<ActorOptions<RootMachine>, 'input'> = {},
) {
  return createActor(createRootMachine(effects), { ...options, input });
}

/** The children by `systemId`, for the views' context (the root must have started; the late ones may not). */
export function actorsOf(root: RootActor): AppActors {
  const get = (id: keyof CoreActors) => {
    const actor = root.system.get(id) as unknown;
    if (!actor) throw new Error(`The root actor has no ${id} child: start it first`);
    return actor;
  };
  const late = <K extends keyof LateActors>(id: K) => {
    const actor = root.system.get(id) as LateActors[K] | undefined;
    return actor ? { [id]: actor } : {};
  };
  return {
    auth: get('auth') as AppActors['auth'],
    tokenRefresh: get('tokenRefresh') as AppActors['tokenRefresh'],
    sessionExpiry: get('sessionExpiry') as AppActors['sessionExpiry'],
    ...late('logoutPermission'),
    ...late('internationalBanner'),
    ...late('membership'),
    ...late('chatSuggestion'),
  };
}

/** Every child, once the late ones have started (`lateActors.loaded`). */
export function completeActorsOf(root: RootActor): CompleteAppActors {
  const actors = actorsOf(root);
  if (!isComplete(actors)) throw new Error('The root actor has not started the late actors: load them first');
  return actors;
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
