import { assign, setup } from 'xstate';

/**
 * Logout with the online store's logout (spec 001 §4 "Logout permission flow", §7 "Other", §9;
 * 000 §4).
 *
 * `logout.request`:
 * - permission not stored yet → `asking`, the 'Permission required' popup (tag `popup`).
 *   `logout.allow` → `storeLogout`; `logout.cancel` → log out without the store (permission stays
 *   unstored, so the next logout asks again).
 * - permission stored → `storeLogout` directly. Decision: later logouts skip only the popup; the
 *   store tab still opens and closes, because the store session must end with every logout and the
 *   stored flag is exactly the user's consent to that tab.
 *
 * `storeLogout` (tag `busy`): `openStoreLogout` on entry; after `storeTabLifetime` (1 s):
 * `closeStoreLogout`, `rememberPermission`, then the logout itself. Every logout runs
 * `removeMobileSplashFlag` then `goToLogout` (navigate to `LOGOUT_ROUTE`).
 *
 * `openStoreLogout` runs synchronously inside the `send` of the click's event, so the browser
 * treats the new tab as user-initiated. The app provides every action but `grantPermission`.
 */
export const LOGOUT_PERMISSION_TEXT = {
  title: 'Permission required',
  body: 'Since you are logging out of your account, a new tab will open to also log out of the online store.',
  allow: 'Allow',
  cancel: 'Cancel',
} as const;

export const STORE_LOGOUT_TAB_MS = 1_000; // spec 001 §9
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
  actions: {
    openStoreLogout: () => {},
    closeStoreLogout: () => {},
    /** Persists the permission flag (local storage in the app). */
    rememberPermission: () => {},
    grantPermission: assign({ permissionStored: true }),
    removeMobileSplashFlag: () => {},
    goToLogout: () => {},
  },
  guards: {
    hasPermission: ({ context }) => context.permissionStored,
  },
  delays: {
    storeTabLifetime: STORE_LOGOUT_TAB_MS,
  },
}).createMachine({
  id: 'logoutPermission',
  initial: 'idle',
  context: ({ input }) => ({ permissionStored: input.permissionStored }),
  states: {
    idle: {
      on: {
        'logout.request': [{ guard: 'hasPermission', target: 'storeLogout' }, { target: 'asking' }],
      },
    },
    asking: {
      tags: ['popup'],
      on: {
        'logout.allow': 'storeLogout',
        'logout.cancel': { target: 'idle', actions: ['removeMobileSplashFlag', 'goToLogout'] },
      },
    },
    storeLogout: {
      tags: ['busy'],
      entry: 'openStoreLogout',
      after: {
        storeTabLifetime: {
          target: 'idle',
          actions: [
            'closeStoreLogout',
            'grantPermission',
            'rememberPermission',
            'removeMobileSplashFlag',
            'goToLogout',
          ],
        },
      },
    },
  },
});
