import type { logoutPermissionMachine } from '../../machines/logout-permission.machine';
import { declareModel } from '../model/declared';

/**
 * Logout with the store's logout, written from spec 001 §4 "Logout permission flow", §7 "Other"
 * and §9 (a 1000 ms store tab), 000 §4 (logout clears the sign-in); the server session ends in a
 * second region at the same time (issue 21 §13). See docs/testing.md.
 */
export const logoutPermissionDeclared = declareModel<typeof logoutPermissionMachine>({
  states: {
    '': { initial: 'idle' },
    idle: {},
    asking: { tags: ['popup'] },
    loggingOut: { tags: ['busy'], type: 'parallel' },
    'loggingOut.storeTab': { initial: 'open' },
    'loggingOut.storeTab.open': { entry: ['openStoreLogout'] },
    'loggingOut.storeTab.done': { type: 'final' },
    'loggingOut.session': { initial: 'ending' },
    'loggingOut.session.ending': { invoke: { src: 'endSession' } },
    'loggingOut.session.ended': { type: 'final' },
  },
  transitions: [
    // "Later logouts skip the popup"
    { from: 'idle', on: 'logout.request', if: 'hasPermission', to: 'loggingOut', cite: '001 §4' },
    // "First logout shows a popup titled 'Permission required'"
    { from: 'idle', on: 'logout.request', to: 'asking', cite: '001 §4' },
    // "Allow opens the store logout page … in a tab"
    { from: 'asking', on: 'logout.allow', to: 'loggingOut', cite: '001 §4' },
    // "Cancel goes to the logout route without opening the store"
    { from: 'asking', on: 'logout.cancel', to: 'loggingOut.storeTab.done', cite: '001 §4' },
    // "closes it after 1 second, stores a permission flag locally"
    {
      from: 'loggingOut.storeTab.open',
      on: 'after storeTabLifetime',
      to: 'loggingOut.storeTab.done',
      actions: ['closeStoreLogout', 'grantPermission', 'rememberPermission'],
      cite: '001 §4, §9',
    },
    { from: 'loggingOut.session.ending', on: 'done endSession', to: 'loggingOut.session.ended' },
    { from: 'loggingOut.session.ending', on: 'error endSession', to: 'loggingOut.session.ended' },
    { from: 'loggingOut.session.ending', on: 'after endSessionPatience', to: 'loggingOut.session.ended' },
    // both regions over: "clears user state and token", "removes the mobile splash flag", "goes to
    // /customer/login/logout"
    {
      from: 'loggingOut',
      on: 'done state loggingOut',
      to: 'idle',
      actions: ['forgetSignIn', 'removeMobileSplashFlag', 'goToLogout'],
      cite: '001 §4, §2 "Header behaviour"',
    },
  ],
  guards: {
    hasPermission: ({ context }) => context.permissionStored,
  },
});
