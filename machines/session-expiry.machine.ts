import { assign, fromPromise, setup } from 'xstate';
import type { SessionExpiration } from '../src/contract/auth';
import type { Now } from './shared/clock';
import { notProvided } from './shared/not-provided';

export const SESSION_WARNING_SECONDS = 60; // spec 000 §9
/** After a failed check, try again this much later (000 §8 only says the failure is ignored). */
export const SESSION_CHECK_RETRY_MS = 60_000;

/** Texts of the two popups (spec 000 §4), shared by the view and the tests. */
export const SESSION_EXPIRY_TEXT = {
  warningTitle: 'Your session is about to expire',
  logOut: 'Log out',
  continueSession: 'Continue session',
  expiredTitle: 'Your session has expired',
  closeWindow: 'Close window',
  logIn: 'Log in',
} as const;

export interface SessionExpiryInput {
  /** The clock: `Date.now` in the app, a simulated clock's `now` in tests. */
  now: Now;
}

export interface SessionExpiryContext {
  now: Now;
  /** Absolute end of the session, epoch ms, from the last successful check. */
  expiresAt: number | undefined;
  /** When to check next, epoch ms. */
  recheckAt: number | undefined;
  /** Whole seconds left, shown by the warning popup. */
  secondsLeft: number;
}

export type SessionExpiryEvent =
  | { type: 'session.start' }
  | { type: 'session.stop' }
  | { type: 'session.extend' }
  | { type: 'session.logout' }
  | { type: 'session.close' }
  | { type: 'session.login' };

function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Session expiry warning (spec 000 §4 "Session expiry", §8, §9).
 *
 * `session.start` (sign-in) → `checking`: `checkSession` answers the seconds left. Above 60 s the
 * machine `waiting`s until 60 s before the absolute deadline and checks again; at 60 s or less the
 * `warning` popup counts down each second (`secondsLeft` is recomputed from the deadline at each
 * tick, so a tab woken from sleep shows the truth or goes straight to `expired`). Continue
 * (`session.extend`) refreshes the profile (`refreshProfile`) and checks again; Log out
 * (`session.logout`) runs `requestLogout`. At zero: `expired`, with Close window
 * (`session.close` → `closeWindow`) and Log in (`session.login` → `goToLogin`).
 * A failing check is ignored (000 §8): the machine checks again after `SESSION_CHECK_RETRY_MS`.
 * `session.stop` (sign-out) returns to `idle` from anywhere.
 */
export const sessionExpiryMachine = setup({
  types: {
    input: {} as SessionExpiryInput,
    context: {} as SessionExpiryContext,
    events: {} as SessionExpiryEvent,
  },
  actors: {
    checkSession: fromPromise<SessionExpiration>(() => notProvided('checkSession')),
    refreshProfile: fromPromise<void>(() => notProvided('refreshProfile')),
  },
  actions: {
    setDeadline: assign(({ context }, params: { seconds: number }) => {
      const now = context.now();
      const expiresAt = now + params.seconds * 1000;
      return {
        expiresAt,
        recheckAt: expiresAt - SESSION_WARNING_SECONDS * 1000,
        secondsLeft: secondsUntil(expiresAt, now),
      };
    }),
    scheduleRetry: assign({ recheckAt: ({ context }) => context.now() + SESSION_CHECK_RETRY_MS }),
    updateSecondsLeft: assign({
      secondsLeft: ({ context }) => secondsUntil(context.expiresAt ?? 0, context.now()),
    }),
    clearDeadline: assign({ expiresAt: undefined, recheckAt: undefined, secondsLeft: 0 }),
    requestLogout: () => {},
    closeWindow: () => {},
    goToLogin: () => {},
  },
  guards: {
    hasExpired: (_, params: { seconds: number }) => params.seconds <= 0,
    isAboutToExpire: (_, params: { seconds: number }) => params.seconds <= SESSION_WARNING_SECONDS,
    // Stryker disable next-line ConditionalExpression: the countdown is entered only after setDeadline, so expiresAt is never undefined there
    isPastDeadline: ({ context }) => context.expiresAt === undefined || context.expiresAt <= context.now(),
  },
  delays: {
    recheck: ({ context }) => Math.max(0, (context.recheckAt ?? 0) - context.now()),
    // lands each tick on a whole second before the deadline, so the display never lags
    tick: ({ context }) => {
      const remainder = ((context.expiresAt ?? 0) - context.now()) % 1000;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a 0 ms delay at remainder 0 (or below, past the deadline) only re-enters within the same millisecond; the seconds shown and the expiry are the same
      return remainder > 0 ? remainder : 1000;
    },
  },
}).createMachine({
  id: 'sessionExpiry',
  initial: 'idle',
  context: ({ input }) => ({
    now: input.now,
    expiresAt: undefined,
    recheckAt: undefined,
    secondsLeft: 0,
  }),
  on: {
    'session.stop': { target: '.idle', actions: 'clearDeadline' },
  },
  states: {
    idle: {
      on: { 'session.start': 'checking' },
    },
    checking: {
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'hasExpired', params: ({ event }) => ({ seconds: event.output.seconds }) },
            target: 'expired',
            actions: { type: 'setDeadline', params: ({ event }) => ({ seconds: event.output.seconds }) },
          },
          {
            guard: { type: 'isAboutToExpire', params: ({ event }) => ({ seconds: event.output.seconds }) },
            target: 'warning',
            actions: { type: 'setDeadline', params: ({ event }) => ({ seconds: event.output.seconds }) },
          },
          {
            target: 'waiting',
            actions: { type: 'setDeadline', params: ({ event }) => ({ seconds: event.output.seconds }) },
          },
        ],
        onError: { target: 'waiting', actions: 'scheduleRetry' },
      },
    },
    waiting: {
      after: { recheck: 'checking' },
    },
    warning: {
      tags: ['popup'],
      initial: 'countdown',
      states: {
        countdown: {
          entry: 'updateSecondsLeft',
          after: {
            tick: [
              { guard: 'isPastDeadline', target: '#sessionExpiry.expired' },
              { target: 'countdown', reenter: true },
            ],
          },
          on: {
            'session.extend': 'extending',
            'session.logout': { target: '#sessionExpiry.idle', actions: ['clearDeadline', 'requestLogout'] },
          },
        },
        extending: {
          tags: ['busy'],
          invoke: {
            src: 'refreshProfile',
            onDone: { target: '#sessionExpiry.checking' },
            // the check that follows tells whether the session was extended anyway
            onError: { target: '#sessionExpiry.checking' },
          },
        },
      },
    },
    expired: {
      tags: ['popup'],
      entry: 'updateSecondsLeft',
      on: {
        'session.close': { target: 'idle', actions: ['clearDeadline', 'closeWindow'] },
        'session.login': { target: 'idle', actions: ['clearDeadline', 'goToLogin'] },
        'session.start': { target: 'checking', actions: 'clearDeadline' },
      },
    },
  },
});
