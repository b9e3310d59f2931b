import {
  COOKIE_REFRESH_DEBOUNCE_MS,
  TOKEN_REFRESH_THRESHOLD_SECONDS,
  type tokenRefreshMachine,
  type TokenRefreshContext,
} from '../../machines/token-refresh.machine';
import { declareModel, type EmitArgs } from '../model/declared';

/** The token a caller is given: the held one while it has not expired (000 §9). */
const usable = (context: TokenRefreshContext, now: number) =>
  context.expiresAt !== undefined && context.expiresAt > now ? context.accessToken : undefined;

/** The asking caller is answered at once with the token held before the step. */
const answer = ({ before, event, now }: EmitArgs) => [
  {
    type: 'token.ready',
    requestId: (event as unknown as { requestId: string }).requestId,
    accessToken: usable(before as TokenRefreshContext, now),
  },
];

/** Every caller waiting before the step is answered with the token held after it. */
const answerWaiters = ({ before, after, now }: EmitArgs) =>
  (before as TokenRefreshContext).waiters.map((requestId) => ({
    type: 'token.ready',
    requestId,
    accessToken: usable(after as TokenRefreshContext, now),
  }));

/** Token refresh, written from spec 000 §7.1 and §9, 001 §9 (see docs/testing.md). */
export const tokenRefreshDeclared = declareModel<typeof tokenRefreshMachine>({
  states: {
    '': { initial: 'idle' },
    idle: {},
    refreshing: { tags: ['busy'], initial: 'cookie' },
    'refreshing.cookie': { entry: ['recordCookieRefresh'], invoke: { src: 'refreshByCookie' } },
    'refreshing.fallback': {
      invoke: {
        src: 'refreshByToken',
        // 001 §9: the refresh-token grant of the web app
        input: (context) => ({
          refresh_token: context.refreshToken ?? '',
          client_id: 'webApp',
          grant_type: 'refresh_token',
        }),
      },
    },
  },
  transitions: [
    { from: 'idle', on: 'token.request', if: 'hasNoToken', actions: ['answerRequest'], emits: answer },
    {
      from: 'idle',
      on: 'token.request',
      if: 'isFreshEnough',
      actions: ['answerRequest'],
      emits: answer,
      cite: '000 §9',
    },
    {
      from: 'idle',
      on: 'token.request',
      if: 'canRefreshByCookie',
      to: 'refreshing.cookie',
      actions: ['addWaiter'],
      cite: '000 §9',
    },
    {
      from: 'idle',
      on: 'token.request',
      if: 'hasRefreshToken',
      to: 'refreshing.fallback',
      actions: ['addWaiter'],
      cite: '001 §9',
    },
    { from: 'idle', on: 'token.request', actions: ['answerRequest'], emits: answer },
    { from: 'idle', on: 'token.set', actions: ['storeToken'] },
    { from: 'idle', on: 'token.clear', actions: ['clearToken'] },
    {
      from: 'refreshing',
      on: 'token.request',
      if: 'isFreshEnough',
      actions: ['answerRequest'],
      emits: answer,
    },
    { from: 'refreshing', on: 'token.request', actions: ['addWaiter'] },
    {
      from: 'refreshing',
      on: 'token.set',
      to: 'idle',
      actions: ['storeToken', 'answerWaiters'],
      emits: answerWaiters,
    },
    {
      from: 'refreshing',
      on: 'token.clear',
      to: 'idle',
      actions: ['clearToken', 'answerWaiters'],
      emits: answerWaiters,
    },
    {
      from: 'refreshing.cookie',
      on: 'done refreshByCookie',
      to: 'idle',
      actions: ['storeToken', 'answerWaiters'],
      emits: answerWaiters,
    },
    {
      from: 'refreshing.cookie',
      on: 'error refreshByCookie',
      if: 'hasRefreshToken',
      to: 'refreshing.fallback',
      cite: '001 §9',
    },
    {
      from: 'refreshing.cookie',
      on: 'error refreshByCookie',
      to: 'idle',
      actions: ['answerWaiters'],
      emits: answerWaiters,
    },
    {
      from: 'refreshing.fallback',
      on: 'done refreshByToken',
      to: 'idle',
      actions: ['storeToken', 'answerWaiters'],
      emits: answerWaiters,
    },
    {
      from: 'refreshing.fallback',
      on: 'error refreshByToken',
      to: 'idle',
      actions: ['answerWaiters'],
      emits: answerWaiters,
    },
  ],
  guards: {
    hasNoToken: ({ context }) => context.accessToken === undefined,
    // 000 §9: refresh when 300 s or fewer remain (a caller may ask for another minimum, 000 §7.1)
    isFreshEnough: ({ context, event, now }) => {
      const { minValiditySeconds } = event as { minValiditySeconds?: number };
      const seconds = minValiditySeconds ?? TOKEN_REFRESH_THRESHOLD_SECONDS;
      return context.expiresAt !== undefined && context.expiresAt - now > seconds * 1000;
    },
    // 000 §9: at most one cookie refresh per 5 s
    canRefreshByCookie: ({ context, now }) =>
      context.cookieRefreshAt === undefined || now - context.cookieRefreshAt >= COOKIE_REFRESH_DEBOUNCE_MS,
    hasRefreshToken: ({ context }) => context.refreshToken !== undefined,
  },
});
