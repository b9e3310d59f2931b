import { assign, fromPromise, setup } from 'xstate';
import type { CoachSettings } from '../src/contract/admin';
import {
  COACH_MESSAGES,
  type AvailablePlan,
  type CoachInvitation,
  type CoachOrder,
  type CoachTeam,
  type CoachUser,
} from '../src/contract/coach';
import { describeFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** What the coach pages show: 001 §3 Coach state users, teams, orders and availablePlans. */
export interface CoachData {
  users: CoachUser[];
  invitations: CoachInvitation[];
  teams: CoachTeam[];
  plans: AvailablePlan[];
  orders: CoachOrder[];
}

export interface CoachDashboardContext extends CoachData {
  settings: CoachSettings | undefined;
  /** The last failure's sentence (a failed refresh keeps the data it had). */
  error: string | undefined;
}

export type CoachDashboardEvent = { type: 'data.refresh' };

const empty: CoachData = { users: [], invitations: [], teams: [], plans: [], orders: [] };

/**
 * The coach area's data (spec 001 §3 Coach state, §8): the coach token by cookie and the settings,
 * then users, teams, plans and the company's tests; a failure says 'Error on loading coach dashboard
 * initial data' and sends the coach to the staff sign-in. `data.refresh` reloads the data after a
 * change (the old data stays on screen meanwhile). Effects are provided by the app.
 */
export const coachDashboardMachine = setup({
  types: {
    context: {} as CoachDashboardContext,
    events: {} as CoachDashboardEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** The coach token by cookie (`coachPaths.jwtToken`), then `coachPaths.settings`. */
    loadSession: fromPromise<CoachSettings>(() => notProvided('loadSession')),
    /** getUsers, getTeams, availablePlans and tests. */
    loadData: fromPromise<CoachData>(() => notProvided('loadData')),
  },
  actions: {
    storeSettings: assign((_, settings: CoachSettings) => ({ settings })),
    storeData: assign((_, data: CoachData) => ({ ...data, error: undefined })),
    storeLoadFailure: assign({ error: COACH_MESSAGES.dashboardLoadFailed }),
    storeRefreshFailure: assign((_, params: { error: unknown }) => ({
      error: describeFailure(params.error).message,
    })),
    /** The app toasts the sentence. */
    notify: (_, _message: string) => {},
    /** The app goes to the staff sign-in (001 §8). */
    goToLogin: () => {},
  },
}).createMachine({
  id: 'coachDashboard',
  context: { ...empty, settings: undefined, error: undefined },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      initial: 'session',
      states: {
        session: {
          invoke: {
            src: 'loadSession',
            onDone: {
              target: 'data',
              actions: { type: 'storeSettings', params: ({ event }) => event.output },
            },
            onError: { target: '#coachDashboard.failed' },
          },
        },
        data: {
          invoke: {
            src: 'loadData',
            onDone: {
              target: '#coachDashboard.ready',
              actions: { type: 'storeData', params: ({ event }) => event.output },
            },
            onError: { target: '#coachDashboard.failed' },
          },
        },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'data.refresh': 'refreshing' },
        },
        refreshing: {
          tags: 'busy',
          on: { 'data.refresh': { target: 'refreshing', reenter: true } },
          invoke: {
            src: 'loadData',
            onDone: {
              target: 'idle',
              actions: { type: 'storeData', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeRefreshFailure', params: ({ event }) => ({ error: event.error }) },
                // Stryker disable next-line StringLiteral: storeRefreshFailure has just set the message
                { type: 'notify', params: ({ context }) => context.error ?? '' },
              ],
            },
          },
        },
      },
    },
    failed: {
      type: 'final',
      entry: [
        'storeLoadFailure',
        { type: 'notify', params: COACH_MESSAGES.dashboardLoadFailed },
        'goToLogin',
      ],
    },
  },
});
