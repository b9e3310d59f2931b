import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ActivationState, Customer, LoginRequest } from '../src/contract/auth';
import { describeFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import type { TokenGrant } from './shared/token';

export interface AuthContext {
  customer: Customer | undefined;
  /** The customer's activation state (000 §4); undefined while signed out. */
  activationState: ActivationState | undefined;
  /** Message of the last failed login. */
  error: string | undefined;
  /** Per-field messages of the last failed login, keyed by the server's issue path. */
  fieldErrors: Record<string, string>;
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string }
  | { type: 'auth.token'; token: TokenGrant }
  | { type: 'auth.logout' }
  | { type: 'profile.refresh' };

/**
 * Customer sign-in (spec 000 §3, §4, §8).
 *
 * - `checking` (initial, a page reload): `restoreSession` answers a token (e.g. by cookie) →
 *   `loadingProfile`; rejecting means there is no session → `signedOut`.
 * - `signedOut` --`auth.login` {email, password}--> `signingIn` (`logIn`) → `loadingProfile`
 *   (`loadProfile`) → `signedIn`. A failed login stays signed out with `error` and the 400 body's
 *   per-field messages in `fieldErrors`.
 * - `auth.token` {token} (post-purchase hand-off) stores the token and loads the profile.
 * - A failed profile load (first load or `profile.refresh`) and `auth.logout` run `clearToken` and
 *   reset the user (000 §4: "Logout, or a failed profile load, clears the user state and the token").
 *
 * The app provides `restoreSession`, `logIn`, `loadProfile`, `storeToken` and `clearToken`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    restoreSession: fromPromise<TokenGrant>(() => notProvided('restoreSession')),
    logIn: fromPromise<TokenGrant, LoginRequest>(() => notProvided('logIn')),
    loadProfile: fromPromise<Customer>(() => notProvided('loadProfile')),
  },
  actions: {
    storeToken: (_, _token: TokenGrant) => {},
    clearToken: () => {},
    setCustomer: assign((_, customer: Customer) => ({ customer, activationState: customer.activationState })),
    resetUser: assign({ customer: undefined, activationState: undefined }),
    setLoginFailure: assign((_, params: { error: unknown }) => {
      const { message, fieldErrors } = describeFailure(params.error);
      return { error: message, fieldErrors };
    }),
    clearLoginFailure: assign({ error: undefined, fieldErrors: {} }),
  },
}).createMachine({
  id: 'auth',
  initial: 'checking',
  context: { customer: undefined, activationState: undefined, error: undefined, fieldErrors: {} },
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'restoreSession',
        onDone: {
          target: 'loadingProfile',
          actions: { type: 'storeToken', params: ({ event }) => event.output },
        },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'auth.login': { target: 'signingIn', actions: 'clearLoginFailure' },
        'auth.token': {
          target: 'loadingProfile',
          actions: ['clearLoginFailure', { type: 'storeToken', params: ({ event }) => event.token }],
        },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        src: 'logIn',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'loadingProfile',
          actions: { type: 'storeToken', params: ({ event }) => event.output },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'setLoginFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingProfile: {
      tags: ['busy'],
      invoke: {
        src: 'loadProfile',
        onDone: { target: 'signedIn', actions: { type: 'setCustomer', params: ({ event }) => event.output } },
        onError: { target: 'signedOut', actions: ['clearToken', 'resetUser'] },
      },
      on: {
        'auth.logout': { target: 'signedOut', actions: ['clearToken', 'resetUser'] },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        'auth.logout': { target: 'signedOut', actions: ['clearToken', 'resetUser'] },
        // another customer's hand-off (post-purchase while signed in): never show the old profile
        'auth.token': {
          target: 'loadingProfile',
          actions: ['resetUser', { type: 'storeToken', params: ({ event }) => event.token }],
        },
      },
      states: {
        idle: {
          on: { 'profile.refresh': 'refreshing' },
        },
        refreshing: {
          invoke: {
            src: 'loadProfile',
            onDone: { target: 'idle', actions: { type: 'setCustomer', params: ({ event }) => event.output } },
            onError: { target: '#auth.signedOut', actions: ['clearToken', 'resetUser'] },
          },
        },
      },
    },
  },
});
