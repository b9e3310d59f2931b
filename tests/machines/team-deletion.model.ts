import type { teamDeletionMachine } from '../../machines/team-deletion.machine';
import { declareModel } from '../model/declared';

/** A new marking: the team's users move to Archived users, undo restores them (001 §4). */
const mark = (from: string) =>
  ({ from, on: 'team.delete', to: 'undoWindow', actions: ['mark'], cite: '001 §4' }) as const;

/**
 * Coach team deletion, written from spec 001 §4 "Coach team deletion and orders" (marked at once,
 * undo restores team and users, a failed deletion reverts) and 001 §8 (the toast 'Error on team
 * deletion, changes reverted'). The undo window and leaving the page committing at once: issue 17.
 */
export const teamDeletionDeclared = declareModel<typeof teamDeletionMachine>({
  states: {
    '': { initial: 'idle' },
    idle: {},
    undoWindow: { tags: ['marked'] },
    // the deletion of the marked team is sent
    committing: {
      tags: ['busy', 'marked'],
      invoke: { src: 'deleteTeam', input: (context) => ({ teamId: context.teamId ?? 0 }) },
    },
    done: { entry: ['refresh'] },
    // 001 §4, §8: a failed deletion reverts, and says so
    failed: {
      entry: [
        'restore',
        'storeFailure',
        { type: 'notify', params: 'Error on team deletion, changes reverted' },
      ],
    },
  },
  transitions: [
    mark('idle'),
    { from: 'undoWindow', on: 'after undoWindow', to: 'committing' },
    { from: 'undoWindow', on: 'deletion.undo', to: 'idle', actions: ['restore'], cite: '001 §4' },
    { from: 'undoWindow', on: 'deletion.commitNow', to: 'committing' },
    { from: 'committing', on: 'done deleteTeam', to: 'done' },
    { from: 'committing', on: 'error deleteTeam', to: 'failed', cite: '001 §8' },
    mark('done'),
    mark('failed'),
  ],
});
