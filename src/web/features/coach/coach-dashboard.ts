import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { CoachSettings } from '../../../contract/admin';
import type {
  AvailablePlan,
  CoachInvitation,
  CoachOrder,
  CoachTeam,
  CoachUser,
} from '../../../contract/coach';
import { coachDashboardMachine, type CoachData } from '../../../../machines/coach-dashboard.machine';
import { toast } from '../../components/ui/toaster-store';
import { recorder } from '../../lib/inspector/recorder';
import { coachSignInCount, resumeCoach, STAFF_PATHS } from '../../lib/staff-auth';
import { coachApi } from './coach-api';

export type CoachDashboardActor = ActorRefFrom<typeof coachDashboardMachine>;

/** The four lists every coach page reads (one call each, side by side). */
export async function loadCoachData(signal?: AbortSignal): Promise<CoachData> {
  const [users, teams, plans, tests] = await Promise.all([
    coachApi.users({ signal }),
    coachApi.teams({ signal }),
    coachApi.availablePlans({ signal }),
    coachApi.tests({ signal }),
  ]);
  return {
    users: users.users,
    invitations: users.invitations,
    teams: teams.teams,
    plans: plans.plans,
    orders: tests.orders,
  };
}

export const coachDashboardLogic = coachDashboardMachine.provide({
  actors: {
    loadSession: fromPromise(({ signal }) => resumeCoach(signal)),
    loadData: fromPromise(({ signal }) => loadCoachData(signal)),
  },
  actions: {
    notify: (_, message: string) => {
      if (message) toast.error({ title: message });
    },
    goToLogin: () => navigate(STAFF_PATHS.login, { replace: true }),
  },
});

let current: CoachDashboardActor | undefined;
let loadedFor = -1;

/**
 * The coach area's data actor, app-long once a coach page opens (outside React: StrictMode must not
 * load twice), so moving between coach pages keeps the data. A failed one, or one loaded before the
 * latest sign-in by link, is replaced on the next coach page.
 */
export function coachDashboardActor(): CoachDashboardActor {
  if (!current || current.getSnapshot().status !== 'active' || loadedFor !== coachSignInCount()) {
    current?.stop();
    loadedFor = coachSignInCount();
    current = createActor(coachDashboardLogic, { systemId: 'coachDashboard', inspect: recorder.observe });
    current.start();
  }
  return current;
}

/** Forgets the coach's data (log out). */
export function forgetCoachDashboard() {
  current?.stop();
  current = undefined;
}

/** Tests and stories hand their own actor to the coach pages. */
export const CoachDashboardContext = createContext<CoachDashboardActor | undefined>(undefined);

export interface CoachDashboard {
  actor: CoachDashboardActor;
  /** Still loading the first time (the frame shows a spinner). */
  loading: boolean;
  /** Reloading after a change (the old data stays). */
  refreshing: boolean;
  settings: CoachSettings | undefined;
  hasOrdersPageAccess: boolean;
  users: CoachUser[];
  invitations: CoachInvitation[];
  teams: CoachTeam[];
  plans: AvailablePlan[];
  orders: CoachOrder[];
  /** Reload users, teams, plans and tests (after a change). */
  refresh: () => void;
}

/** The actor of the surrounding coach pages: the provided one, else the app-long one. */
export function useCoachActor(): CoachDashboardActor {
  const provided = useContext(CoachDashboardContext);
  return provided ?? coachDashboardActor();
}

/** The coach dashboard's data and its refresh, for every coach page. */
export function useCoach(): CoachDashboard {
  const actor = useCoachActor();
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('failed'));
  const refreshing = useSelector(actor, (s) => s.matches({ ready: 'refreshing' }));
  return {
    actor,
    loading,
    refreshing,
    settings: context.settings,
    hasOrdersPageAccess: context.settings?.hasOrdersPageAccess ?? false,
    users: context.users,
    invitations: context.invitations,
    teams: context.teams,
    plans: context.plans,
    orders: context.orders,
    refresh: () => actor.send({ type: 'data.refresh' }),
  };
}
