import type { sessionExpiryMachine } from '../../machines/session-expiry.machine';
import { SESSION_WARNING_SECONDS } from '../../machines/session-expiry.machine';
import { declareModel, type EmitArgs } from '../model/declared';

type Checked = { output: { seconds: number } };

/** The deadline comes from the seconds left that the check answered (000 §8 "check session"). */
const answeredDeadline = {
  type: 'setDeadline',
  params: ({ event }: EmitArgs) => ({ seconds: (event as unknown as Checked).output.seconds }),
};

/** Session expiry, written from spec 000 §4 "Session expiry", §8 and §9 (see docs/testing.md). */
export const sessionExpiryDeclared = declareModel<typeof sessionExpiryMachine>({
  states: {
    '': { initial: 'idle' },
    idle: {},
    checking: { invoke: { src: 'checkSession' } },
    waiting: {},
    warning: { tags: ['popup'], initial: 'countdown' },
    'warning.countdown': { entry: ['updateSecondsLeft'] },
    'warning.extending': { tags: ['busy'], invoke: { src: 'refreshProfile' } },
    expired: { tags: ['popup'], entry: ['updateSecondsLeft'] },
  },
  transitions: [
    { from: '', on: 'session.stop', to: 'idle', actions: ['clearDeadline'], cite: 'sign-out' },
    { from: 'idle', on: 'session.start', to: 'checking' },
    {
      from: 'checking',
      on: 'done checkSession',
      if: 'hasExpired',
      to: 'expired',
      actions: [answeredDeadline],
      cite: '000 §4',
    },
    {
      from: 'checking',
      on: 'done checkSession',
      if: 'isAboutToExpire',
      to: 'warning',
      actions: [answeredDeadline],
      cite: '000 §9',
    },
    { from: 'checking', on: 'done checkSession', to: 'waiting', actions: [answeredDeadline] },
    { from: 'checking', on: 'error checkSession', to: 'waiting', actions: ['scheduleRetry'], cite: '000 §8' },
    { from: 'waiting', on: 'after recheck', to: 'checking' },
    { from: 'warning.countdown', on: 'after tick', if: 'isPastDeadline', to: 'expired', cite: '000 §4' },
    { from: 'warning.countdown', on: 'after tick', to: 'warning.countdown', reenter: true },
    { from: 'warning.countdown', on: 'session.extend', to: 'warning.extending', cite: '000 §4' },
    {
      from: 'warning.countdown',
      on: 'session.logout',
      to: 'idle',
      actions: ['clearDeadline', 'requestLogout'],
      cite: '000 §4',
    },
    { from: 'warning.extending', on: 'done refreshProfile', to: 'checking' },
    { from: 'warning.extending', on: 'error refreshProfile', to: 'checking' },
    {
      from: 'expired',
      on: 'session.close',
      to: 'idle',
      actions: ['clearDeadline', 'closeWindow'],
      cite: '000 §4',
    },
    {
      from: 'expired',
      on: 'session.login',
      to: 'idle',
      actions: ['clearDeadline', 'goToLogin'],
      cite: '000 §4',
    },
    { from: 'expired', on: 'session.start', to: 'checking', actions: ['clearDeadline'] },
  ],
  guards: {
    // 000 §9: the warning shows in the last minute; at zero the session is over
    hasExpired: ({ event }) => (event as unknown as Checked).output.seconds <= 0,
    isAboutToExpire: ({ event }) => (event as unknown as Checked).output.seconds <= SESSION_WARNING_SECONDS,
    isPastDeadline: ({ context, now }) => context.expiresAt === undefined || context.expiresAt <= now,
  },
});
