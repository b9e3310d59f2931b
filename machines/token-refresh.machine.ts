import { type ActorRefFrom, assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { OAUTH_CLIENT_ID } from '../src/contract/auth';
import type { Now } from './shared/clock';
import { notProvided } from './shared/not-provided';
import type { TokenGrant } from './shared/token';

/**
 * The customer's access token, its absolute expiry and the refresh token (spec 000 §3 "Tokens",
 * §7, §8, §9; 001 §4 "Admin authentication").
 *
 * **Asking for a token.** The HTTP client sends `token.request` with its own `requestId` (and
 * `minValiditySeconds` to override the threshold: the chat call asks for 100) and listens for the
 * emitted `token.ready` event carrying the same `requestId` — `requestToken(actor)` below does
 * both and returns a promise. The answer is emitted:
 * - at once, when no token is held (signed out: the call goes without a bearer) or when more than
 *   the threshold (default 300 s) remains;
 * - otherwise after a refresh. Requests arriving during the refresh join the `waiters` list and
 *   are all answered when the single in-flight refresh ends — many concurrent calls, one refresh.
 *
 * **Refreshing.** `refreshByCookie` first; when it fails, `refreshByToken` (grant `refresh_token`,
 * client id `webApp`) if a refresh token is held. The cookie refresh is debounced: within 5 s of
 * the last cookie attempt the machine goes straight to the refresh-token fallback, or, without a
 * refresh token, answers with what it holds. Failures are silent (000 §8): waiters get the held
 * token if it has not expired yet, otherwise `undefined`, and the machine returns to `idle`.
 *
 * `token.set` stores a new token (login, hand-off) and answers any waiters with it; `token.clear`
 * drops everything (logout). Times are epoch ms read from the `now` input.
 */
export interface TokenRefreshInput {
  /** The clock: `Date.now` in the app, a simulated clock's `now` in tests. */
  now: Now;
  /** Refresh when this many seconds or fewer remain (spec 000 §9: 300). */
  thresholdSeconds?: number;
}

export interface TokenRefreshContext {
  now: Now;
  thresholdSeconds: number;
  accessToken: string | undefined;
  /** Absolute expiry of `accessToken`, epoch ms. */
  expiresAt: number | undefined;
  refreshToken: string | undefined;
  /** When the last cookie refresh started, epoch ms (for the 5 s debounce). */
  cookieRefreshAt: number | undefined;
  /** `requestId`s waiting for the refresh in flight. */
  waiters: string[];
}

export type TokenRefreshEvent =
  | { type: 'token.request'; requestId: string; minValiditySeconds?: number }
  | { type: 'token.set'; token: TokenGrant }
  | { type: 'token.clear' };

export interface TokenReadyEvent {
  type: 'token.ready';
  requestId: string;
  /** undefined when no usable token is held. */
  accessToken: string | undefined;
}

/** Body of the refresh-token call, POST /customer/oauth/token (spec 000 §7.1). */
export interface RefreshByTokenInput {
  refresh_token: string;
  client_id: typeof OAUTH_CLIENT_ID;
  grant_type: 'refresh_token';
}

export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300; // spec 000 §9
export const CHAT_TOKEN_THRESHOLD_SECONDS = 100; // spec 000 §7.1, §9: the chat message call
export const COOKIE_REFRESH_DEBOUNCE_MS = 5_000; // spec 000 §9, 001 §9
const REFRESH_CLIENT_ID: typeof OAUTH_CLIENT_ID = 'webApp'; // spec 001 §9

function usableToken(context: TokenRefreshContext): string | undefined {
  // Stryker disable next-line ConditionalExpression: without an expiry the comparison is false anyway (undefined > n)
  return context.expiresAt !== undefined && context.expiresAt > context.now()
    ? context.accessToken
    : undefined;
}

export const tokenRefreshMachine = setup({
  types: {
    input: {} as TokenRefreshInput,
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
    emitted: {} as TokenReadyEvent,
  },
  actors: {
    refreshByCookie: fromPromise<TokenGrant>(() => notProvided('refreshByCookie')),
    refreshByToken: fromPromise<TokenGrant, RefreshByTokenInput>(() => notProvided('refreshByToken')),
  },
  actions: {
    storeToken: assign(({ context }, token: TokenGrant) => ({
      accessToken: token.access_token,
      expiresAt: context.now() + token.expires_in * 1000,
      refreshToken: token.refresh_token ?? context.refreshToken,
    })),
    clearToken: assign({
      accessToken: undefined,
      expiresAt: undefined,
      refreshToken: undefined,
      cookieRefreshAt: undefined,
    }),
    recordCookieRefresh: assign({ cookieRefreshAt: ({ context }) => context.now() }),
    addWaiter: assign({
      waiters: ({ context, event }) => {
        assertEvent(event, 'token.request');
        return [...context.waiters, event.requestId];
      },
    }),
    answerRequest: emit(({ context, event }) => {
      assertEvent(event, 'token.request');
      return { type: 'token.ready' as const, requestId: event.requestId, accessToken: usableToken(context) };
    }),
    answerWaiters: enqueueActions(({ context, enqueue }) => {
      const accessToken = usableToken(context);
      for (const requestId of context.waiters) enqueue.emit({ type: 'token.ready', requestId, accessToken });
      enqueue.assign({ waiters: [] });
    }),
  },
  guards: {
    hasNoToken: ({ context }) => context.accessToken === undefined,
    isFreshEnough: ({ context, event }) => {
      assertEvent(event, 'token.request');
      const threshold = event.minValiditySeconds ?? context.thresholdSeconds;
      // Stryker disable next-line ConditionalExpression: without an expiry the comparison is false anyway (NaN > n)
      return context.expiresAt !== undefined && context.expiresAt - context.now() > threshold * 1000;
    },
    canRefreshByCookie: ({ context }) =>
      context.cookieRefreshAt === undefined ||
      context.now() - context.cookieRefreshAt >= COOKIE_REFRESH_DEBOUNCE_MS,
    hasRefreshToken: ({ context }) => context.refreshToken !== undefined,
  },
}).createMachine({
  id: 'tokenRefresh',
  initial: 'idle',
  context: ({ input }) => ({
    now: input.now,
    thresholdSeconds: input.thresholdSeconds ?? TOKEN_REFRESH_THRESHOLD_SECONDS,
    accessToken: undefined,
    expiresAt: undefined,
    refreshToken: undefined,
    cookieRefreshAt: undefined,
    waiters: [],
  }),
  states: {
    idle: {
      on: {
        'token.request': [
          { guard: 'hasNoToken', actions: 'answerRequest' },
          { guard: 'isFreshEnough', actions: 'answerRequest' },
          { guard: 'canRefreshByCookie', target: 'refreshing.cookie', actions: 'addWaiter' },
          { guard: 'hasRefreshToken', target: 'refreshing.fallback', actions: 'addWaiter' },
          { actions: 'answerRequest' },
        ],
        'token.set': { actions: { type: 'storeToken', params: ({ event }) => event.token } },
        'token.clear': { actions: 'clearToken' },
      },
    },
    refreshing: {
      tags: ['busy'],
      initial: 'cookie',
      on: {
        'token.request': [{ guard: 'isFreshEnough', actions: 'answerRequest' }, { actions: 'addWaiter' }],
        'token.set': {
          target: 'idle',
          actions: [{ type: 'storeToken', params: ({ event }) => event.token }, 'answerWaiters'],
        },
        'token.clear': { target: 'idle', actions: ['clearToken', 'answerWaiters'] },
      },
      states: {
        cookie: {
          entry: 'recordCookieRefresh',
          invoke: {
            src: 'refreshByCookie',
            onDone: {
              target: '#tokenRefresh.idle',
              actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'answerWaiters'],
            },
            onError: [
              { guard: 'hasRefreshToken', target: 'fallback' },
              { target: '#tokenRefresh.idle', actions: 'answerWaiters' },
            ],
          },
        },
        fallback: {
          invoke: {
            src: 'refreshByToken',
            input: ({ context }) => ({
              // Stryker disable next-line StringLiteral: fallback is entered only when hasRefreshToken holds; '' only satisfies the type
              refresh_token: context.refreshToken ?? '',
              client_id: REFRESH_CLIENT_ID,
              grant_type: 'refresh_token' as const,
            }),
            onDone: {
              target: '#tokenRefresh.idle',
              actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'answerWaiters'],
            },
            onError: { target: '#tokenRefresh.idle', actions: 'answerWaiters' },
          },
        },
      },
    },
  },
});

export type TokenRefreshActor = ActorRefFrom<typeof tokenRefreshMachine>;

let lastRequestId = 0;

/**
 * Asks `actor` for a token valid for more than `minValiditySeconds` (default: the machine's
 * threshold) and resolves with it — or with `undefined` when none can be had (signed out, refresh
 * failed and the held token expired, actor stopped).
 */
export function requestToken(
  actor: TokenRefreshActor,
  options: { minValiditySeconds?: number } = {},
): Promise<string | undefined> {
  if (actor.getSnapshot().status !== 'active') return Promise.resolve(undefined);
  // Stryker disable next-line AssignmentOperator: counting down gives unique ids as well; only uniqueness matters
  lastRequestId += 1;
  const requestId = `token-${lastRequestId}`;
  return new Promise((resolve) => {
    const subscription = actor.on('token.ready', (event) => {
      if (event.requestId !== requestId) return;
      subscription.unsubscribe();
      resolve(event.accessToken);
    });
    actor.send({ type: 'token.request', requestId, ...options });
  });
}
