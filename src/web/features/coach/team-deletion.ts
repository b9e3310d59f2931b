import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { teamDeletionMachine } from '../../../../machines/team-deletion.machine';
import { toast } from '../../components/ui/toaster-store';
import { recorder } from '../../lib/inspector/recorder';
import { coachApi } from './coach-api';
import { coachDashboardActor } from './coach-dashboard';

export type TeamDeletionActor = ActorRefFrom<typeof teamDeletionMachine>;

const logic = teamDeletionMachine.provide({
  actors: { deleteTeam: fromPromise(({ input }) => coachApi.deleteTeam(input.teamId)) },
  actions: {
    notify: (_, message: string) => {
      toast.error({ title: message });
    },
    refresh: () => coachDashboardActor().send({ type: 'data.refresh' }),
  },
});

let current: TeamDeletionActor | undefined;

/**
 * App-long, not the page's: leaving the users list inside the undo window commits the deletion, and
 * that call must finish after the page is gone.
 */
export function teamDeletionActor(): TeamDeletionActor {
  current ??= createActor(logic, {
    input: { now: Date.now },
    systemId: 'teamDeletion',
    inspect: recorder.observe,
  }).start();
  return current;
}
