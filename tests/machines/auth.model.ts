import type { authMachine } from '../../machines/auth.machine';
import { declareModel } from '../model/declared';

/** The credentials the customer typed, as the login call must receive them (000 §7.1). */
const credentials = (_context: unknown, event: { type: string; email?: string; password?: string }) => ({
  email: event.email,
  password: event.password,
});

/** 000 §4: "Logout, or a failed profile load, clears the user state and the token." */
const signOut = (from: string, on: string) =>
  ({ from, on, to: 'signedOut', actions: ['clearToken', 'resetUser'], cite: '000 §4, §8' }) as const;

/** Customer sign-in, written from spec 000 §3, §4, §7.1 and §8 (see docs/testing.md). */
export const authDeclared = declareModel<typeof authMachine>({
  states: {
    '': { initial: 'checking' },
    // a page reload: a session kept by cookie is restored before anything else (000 §7.1)
    checking: { tags: ['busy'], invoke: { src: 'restoreSession' } },
    signedOut: {},
    signingIn: { tags: ['busy'], invoke: { src: 'logIn', input: credentials } },
    loadingProfile: { tags: ['busy'], invoke: { src: 'loadProfile' } },
    signedIn: { initial: 'idle' },
    'signedIn.idle': {},
    'signedIn.refreshing': { invoke: { src: 'loadProfile' } },
  },
  transitions: [
    { from: 'checking', on: 'done restoreSession', to: 'loadingProfile', actions: ['storeToken'] },
    // no session to restore: signed out, nothing to clear (000 §8: a failed refresh is ignored)
    { from: 'checking', on: 'error restoreSession', to: 'signedOut', cite: '000 §8' },
    { from: 'signedOut', on: 'auth.login', to: 'signingIn', actions: ['clearLoginFailure'] },
    {
      from: 'signedOut',
      on: 'auth.token',
      to: 'loadingProfile',
      actions: ['clearLoginFailure', 'storeToken'],
      cite: '000 §4',
    },
    { from: 'signingIn', on: 'done logIn', to: 'loadingProfile', actions: ['storeToken'], cite: '000 §7.1' },
    { from: 'signingIn', on: 'error logIn', to: 'signedOut', actions: ['setLoginFailure'] },
    signOut('loadingProfile', 'auth.logout'),
    { from: 'loadingProfile', on: 'done loadProfile', to: 'signedIn', actions: ['setCustomer'] },
    signOut('loadingProfile', 'error loadProfile'),
    signOut('signedIn', 'auth.logout'),
    // another customer's hand-off while signed in: the old profile is dropped first (000 §4)
    {
      from: 'signedIn',
      on: 'auth.token',
      to: 'loadingProfile',
      actions: ['resetUser', 'storeToken'],
      cite: '000 §4',
    },
    { from: 'signedIn.idle', on: 'profile.refresh', to: 'signedIn.refreshing' },
    { from: 'signedIn.refreshing', on: 'done loadProfile', to: 'signedIn.idle', actions: ['setCustomer'] },
    signOut('signedIn.refreshing', 'error loadProfile'),
  ],
});
