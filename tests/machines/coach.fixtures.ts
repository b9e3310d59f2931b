import type { CoachSettings } from '../../src/contract/admin';
import type { CoachTeam, CoachUser } from '../../src/contract/coach';
import type { CoachData } from '../../machines/coach-dashboard.machine';
import { coachDashboardMachine } from '../../machines/coach-dashboard.machine';
import { teamDeletionMachine } from '../../machines/team-deletion.machine';
import type { ModelSpec } from '../model/harness';
import { apiError } from './support';

export const coachSettings: CoachSettings = {
  profile: { firstName: 'Casey', lastName: 'Coach', email: 'coach@demo.healthspan.test' },
  company: { id: 7, name: 'Acme Health Co.' },
  hasOrdersPageAccess: true,
};

export function coachTeam(id: number, title: string, extra: Partial<CoachTeam> = {}): CoachTeam {
  return {
    id,
    title,
    deleted: false,
    imagePath: null,
    memberCount: 0,
    invitedCount: 0,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...extra,
  };
}

/** A user in the given teams: `active` or `invited` per team id. */
export function coachUser(
  id: number,
  name: string,
  teams: Record<number, 'active' | 'invited'>,
  extra: Partial<CoachUser> = {},
): CoachUser {
  const memberships = Object.entries(teams).map(([teamId, status]) => ({
    teamId: Number(teamId),
    status,
    permission: status === 'active' ? ('granted' as const) : ('none' as const),
    permissionRequestedAt: null,
  }));
  const active = memberships.some((m) => m.status === 'active');
  const status = active ? 'ACTIVE' : memberships.length ? 'INVITED' : 'ARCHIVED';
  const [firstName = name, lastName = 'Doe'] = name.split(' ');
  return {
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@demo.healthspan.test`,
    status,
    initialStatus: status,
    teamIds: memberships.length ? memberships.map((m) => m.teamId) : [0],
    memberships,
    joinedAt: active || !memberships.length ? '2026-01-10T09:00:00.000Z' : null,
    assignedTests: 0,
    lastTestedAt: active ? '2026-02-01' : null,
    ...extra,
  };
}

/** Two teams: Wellness (Ann active, Ben active in both, Cat invited only) and Field Sales (Ben, Dan). */
export function coachRoster() {
  const teams = [
    coachTeam(1, 'Acme Wellness Team', { memberCount: 2, invitedCount: 1 }),
    coachTeam(2, 'Acme Field Sales', { memberCount: 2 }),
  ];
  const users = [
    coachUser(11, 'Ann Lee', { 1: 'active' }),
    coachUser(12, 'Ben Ray', { 1: 'active', 2: 'active' }),
    coachUser(13, 'Cat Moss', { 1: 'invited' }),
    coachUser(14, 'Dan Park', { 2: 'active' }),
    coachUser(15, 'Eve Stone', {}),
  ];
  return { users, teams };
}

export function coachData(): CoachData {
  const { users, teams } = coachRoster();
  return {
    users,
    teams,
    invitations: [
      {
        id: 1,
        teamId: 1,
        email: 'new-hire@demo.healthspan.test',
        invitedAt: '2026-02-01T09:00:00.000Z',
        expiresAt: '2026-02-15T09:00:00.000Z',
      },
    ],
    plans: [{ packageId: 3, title: 'Ultimate blood test', image: '/img/ultimate.png', available: 4 }],
    orders: [],
  };
}

export const coachDashboardModel: ModelSpec<typeof coachDashboardMachine> = {
  name: 'coachDashboard',
  machine: coachDashboardMachine,
  actors: {
    loadSession: { outputs: [coachSettings], errors: [apiError(401, { error: 'Sign in again' })] },
    loadData: { outputs: [coachData()], errors: [apiError(502, { error: 'Bad gateway' })] },
  },
};

/** A list that names itself in test titles instead of spelling out every entry. */
function labelled<T>(list: T[], label: string): T[] {
  return Object.defineProperty(list, 'toJSON', { value: () => label, enumerable: false });
}

export const teamDeletionModel: ModelSpec<typeof teamDeletionMachine> = {
  name: 'teamDeletion',
  machine: teamDeletionMachine,
  starts: [{ label: 'two teams', input: ({ now }) => ({ now }) }],
  events: {
    'team.delete': [
      {
        type: 'team.delete',
        teamId: 1,
        users: labelled(coachRoster().users, '5 users'),
        teams: labelled(coachRoster().teams, '2 teams'),
      },
    ],
  },
  actors: {
    deleteTeam: { outputs: [{}], errors: [apiError(500, { error: 'Something went wrong' })] },
  },
  // deadlines move with time; what matters is which team is marked
  project: ['teamId'],
};
