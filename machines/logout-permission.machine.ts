import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './shared/not-provided';

/**
 * Logout with the online store's logout (spec 001 §4 "Logout permission flow", §7 "Other", §9;
 * 000 §4), ending the server session before the app leaves the page (issue 21 §13).
 *
 * `logout.request`:
 * - permission not stored yet → `asking`, the 'Permission required' popup (tag `popup`).
 *   `logout.allow` → `loggingOut` with the store tab; `logout.cancel` → `loggingOut` without it
 *   (permission stays unstored, so the next logout asks again).
 * - permission stored → `loggingOut` with the store tab directly. Decision: later logouts skip only
 *   the popup; the store tab still opens and closes, because the store session must end with every
 *   logout and the stored flag is exactly the user's consent to that tab.
 *
 * `loggingOut` (tag `busy`) does two things at once and moves on when both are over:
 * - `storeTab`: `openStoreLogout` on entry; after `storeTabLifetime` (1 s): `closeStoreLogout`,
 *   `rememberPermission`. Cancel enters this region already `done`.
 * - `session`: the `endSession` actor ends the server session as soon as the logout is decided,
 *   so leaving the page right after Allow or Cancel cannot leave it alive (the app's request
 *   outlives the page). A failure, or no answer within `endSessionPatience` (3 s), still goes on:
 *   the app forgets the sign-in anyway, and a session the request did not reach ends at its idle
 *   deadline.
 *
 * Then `forgetSignIn` (token and user state), `removeMobileSplashFlag` and `goToLogout` (navigate
 * to `LOGOUT_ROUTE`, which only shows the result).
 *
 * `openStoreLogout` runs synchronously inside the `send` of the click's event, so the browser
 * treats the new tab as user-initiated. The app provides every action but `grantPermission`, and
 * the `endSession` actor.
 */
export const LOGOUT_PERMISSION_TEXT = {
  title: 'Permission required',
  body: 'Since you are logging out of your account, a new tab will open to also log out of the online store.',
  allow: 'Allow',
  cancel: 'Cancel',
} as const;

export const STORE_LOGOUT_TAB_MS = 1_000; // spec 001 §9
/** How long the logout waits for the server's answer before going on without it. */
export const END_SESSION_PATIENCE_MS = 3_000;
export const LOGOUT_ROUTE = '/customer/login/logout'; // spec 001 §2 "Header behaviour"

export interface LogoutPermissionInput {
  /** The locally stored permission flag, read by the app. */
  permissionStored: boolean;
}

export interface LogoutPermissionContext {
  permissionStored: boolean;
}

export type LogoutPermissionEvent =
  { type: 'logout.request' } | { type: 'logout.allow' } | { type: 'logout.cancel' };

export const logoutPermissionMachine = setup({
  types: {
    input: {} as LogoutPermissionInput,
    context: {} as LogoutPermissionContext,
    events: {} as LogoutPermissionEvent,
  },
  actors: {
    /** Ends the server session (cookie and token); the app's request outlives the page. */
    endSession: fromPromise<void>(() => notProvided('endSession')),
  },
  actions: {
    openStoreLogout: () => {},
    closeStoreLogout: () => {},
    /** Persists the permission flag (local storage in the app). */
    rememberPermission: () => {},
    grantPermission: assign({ permissionStored: true }),
    /** Clears the token and the user state in this tab (000 §4). */
    forgetSignIn: () => {},
    removeMobileSplashFlag: () => {},
    goToLogout: () => {},
  },
  guards: {
    hasPermission: ({ context }) => context.permissionStored,
  },
  delays: {
    storeTabLifetime: STORE_LOGOUT_TAB_MS,
    endSessionPatience: END_SESSION_PATIENCE_MS,
  },
}).createMachine({
  id: 'logoutPermission',
  initial: 'idle',
  context: ({ input }) => ({ permissionStored: input.permissionStored }),
  states: {
    idle: {
      on: {
        'logout.request': [{ guard: 'hasPermission', target: 'loggingOut' }, { target: 'asking' }],
      },
    },
    asking: {
      tags: ['popup'],
      on: {
        'logout.allow': 'loggingOut',
        'logout.cancel': 'loggingOut.storeTab.done',
      },
    },
    loggingOut: {
      tags: ['busy'],
      type: 'parallel',
      states: {
        storeTab: {
          initial: 'open',
          states: {
            open: {
              entry: 'openStoreLogout',
              after: {
                storeTabLifetime: {
                  target: 'done',
                  actions: ['closeStoreLogout', 'grantPermission', 'rememberPermission'],
                },
              },
            },
            done: { type: 'final' },
          },
        },
        session: {
          initial: 'ending',
          states: {
            ending: {
              invoke: { src: 'endSession', onDone: 'ended', onError: 'ended' },
              after: { endSessionPatience: 'ended' },
            },
            ended: { type: 'final' },
          },
        },
      },
      onDone: { target: 'idle', actions: ['forgetSignIn', 'removeMobileSplashFlag', 'goToLogout'] },
    },
  },
});
