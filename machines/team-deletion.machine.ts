import { assign, fromPromise, setup } from 'xstate';
import { COACH_MESSAGES, TEAM_DELETION_UNDO_MS, type CoachTeam, type CoachUser } from '../src/contract/coach';
import { markTeamForDeletion } from '../src/domain/coach';
import type { Now } from './shared/clock';
import { notProvided } from './shared/not-provided';

export interface TeamDeletionInput {
  now: Now;
}

/** The users and teams a screen shows. */
export interface CoachRoster {
  users: CoachUser[];
  teams: CoachTeam[];
}

export interface TeamDeletionContext extends CoachRoster {
  now: Now;
  /** The team being deleted. */
  teamId: number | undefined;
  /** The users and teams as they were before the marking (undo and a failure restore them). */
  originals: CoachRoster | undefined;
  /** Epoch ms when the undo window closes and the deletion is sent. */
  deadline: number;
  error: string | undefined;
}

export type TeamDeletionEvent =
  | { type: 'team.delete'; teamId: number; users: CoachUser[]; teams: CoachTeam[] }
  | { type: 'deletion.undo' }
  | { type: 'deletion.commitNow' };

/**
 * A coach deletes a team (spec 001 §4 "Coach team deletion and orders"): the team is marked at once
 * (`markTeamForDeletion`: its users leave it, those left with no team show under Archived users, the
 * only-invited ones are hidden) and can be restored until an absolute deadline; then `deleteTeam` is
 * sent. Leaving the page commits at once. A failed deletion restores the originals and says 'Error on
 * team deletion, changes reverted'. Effects are provided by the app.
 *
 * Feature-scoped: the users list creates it.
 */
export const teamDeletionMachine = setup({
  types: {
    input: {} as TeamDeletionInput,
    context: {} as TeamDeletionContext,
    events: {} as TeamDeletionEvent,
    tags: {} as 'marked' | 'busy',
  },
  actors: {
    deleteTeam: fromPromise<unknown, { teamId: number }>(() => notProvided('deleteTeam')),
  },
  actions: {
    mark: assign(({ context }, params: { teamId: number; users: CoachUser[]; teams: CoachTeam[] }) => {
      const originals = { users: params.users, teams: params.teams };
      return {
        teamId: params.teamId,
        originals,
        ...markTeamForDeletion(originals, params.teamId),
        deadline: context.now() + TEAM_DELETION_UNDO_MS,
        error: undefined,
      };
    }),
    // restore runs on undo and on a failed deletion, both after mark stored the originals
    restore: assign(({ context }) => ({
      // Stryker disable next-line OptionalChaining: the originals are set (see above)
      users: context.originals?.users ?? context.users,
      // Stryker disable next-line OptionalChaining: the originals are set (see above)
      teams: context.originals?.teams ?? context.teams,
    })),
    storeFailure: assign({ error: COACH_MESSAGES.teamDeletionFailed }),
    /** The app toasts the sentence. */
    notify: (_, _message: string) => {},
    /** The app reloads the coach's users and teams (the server's answer after the deletion). */
    refresh: () => {},
  },
  delays: {
    undoWindow: ({ context }) => Math.max(0, context.deadline - context.now()),
  },
}).createMachine({
  id: 'teamDeletion',
  context: ({ input }) => ({
    now: input.now,
    // the screen reads the machine's roster only once a team is marked (then mark has set it)
    // Stryker disable next-line ArrayDeclaration: not read before mark (see above)
    users: [],
    // Stryker disable next-line ArrayDeclaration: not read before mark (see above)
    teams: [],
    teamId: undefined,
    originals: undefined,
    deadline: 0,
    error: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'team.delete': {
          target: 'undoWindow',
          actions: { type: 'mark', params: ({ event }) => event },
        },
      },
    },
    undoWindow: {
      tags: 'marked',
      after: { undoWindow: 'committing' },
      on: {
        'deletion.undo': { target: 'idle', actions: 'restore' },
        'deletion.commitNow': 'committing',
      },
    },
    committing: {
      tags: ['marked', 'busy'],
      invoke: {
        src: 'deleteTeam',
        input: ({ context }) => ({ teamId: context.teamId ?? 0 }),
        onDone: 'done',
        onError: 'failed',
      },
    },
    // the screen keeps the marked roster until the refreshed data arrives
    done: {
      entry: 'refresh',
      on: {
        'team.delete': {
          target: 'undoWindow',
          actions: { type: 'mark', params: ({ event }) => event },
        },
      },
    },
    failed: {
      entry: ['restore', 'storeFailure', { type: 'notify', params: COACH_MESSAGES.teamDeletionFailed }],
      on: {
        'team.delete': {
          target: 'undoWindow',
          actions: { type: 'mark', params: ({ event }) => event },
        },
      },
    },
  },
});
