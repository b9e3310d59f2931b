import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type {
  AnalyticsResponse,
  CoachTeam,
  CoachUser,
  InventoryItem,
  TeamNutritionResponse,
} from '../../src/contract/coach';
import type { CoachDashboard } from '../../src/web/features/coach/coach-layout';

/** The coach frame as a plain page: the pages' own content is what these tests look at. */
export function FakeCoachPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

export const team = (id: number, title: string, overrides: Partial<CoachTeam> = {}): CoachTeam => ({
  id,
  title,
  deleted: false,
  imagePath: null,
  memberCount: 5,
  invitedCount: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

export const teams = [
  team(1, 'Acme Wellness Team'),
  team(2, 'Acme Field Sales'),
  team(3, 'Pilot 2025', { deleted: true }),
];

export const user = (id: number, firstName: string, overrides: Partial<CoachUser> = {}): CoachUser => ({
  id,
  firstName,
  lastName: 'Demo',
  email: `${firstName.toLowerCase()}@demo.healthspan.test`,
  status: 'ACTIVE',
  initialStatus: 'ACTIVE',
  teamIds: [1],
  memberships: [{ teamId: 1, status: 'active', permission: 'granted', permissionRequestedAt: null }],
  joinedAt: '2026-02-01T10:00:00.000Z',
  assignedTests: 0,
  lastTestedAt: null,
  ...overrides,
});

export function coachDashboard(overrides: Partial<CoachDashboard> = {}): CoachDashboard {
  return {
    actor: undefined as never,
    loading: false,
    refreshing: false,
    settings: {
      profile: { firstName: 'Casey', lastName: 'Coach', email: 'coach@demo.healthspan.test' },
      company: { id: 42, name: 'Acme Health Co.' },
      hasOrdersPageAccess: true,
    },
    hasOrdersPageAccess: true,
    users: [user(11, 'Robin'), user(12, 'Sam'), user(13, 'Old', { status: 'ARCHIVED', teamIds: [0] })],
    invitations: [],
    teams,
    plans: [],
    orders: [],
    refresh: vi.fn(),
    ...overrides,
  };
}

export const analytics = (overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse => ({
  members: 12,
  membersWithResults: 9,
  periods: [
    {
      period: '2026 Q2',
      members: 7,
      categories: [
        { abbr: 'HEART', name: 'Heart health', score: 71 },
        { abbr: 'METAB', name: 'Metabolism', score: 64 },
      ],
      optimizedShare: 0.52,
    },
    {
      period: '2026 Q3',
      members: 9,
      categories: [
        { abbr: 'HEART', name: 'Heart health', score: 76 },
        { abbr: 'METAB', name: 'Metabolism', score: null },
      ],
      optimizedShare: 0.61,
    },
  ],
  markers: [
    { abbr: 'HDL', name: 'HDL cholesterol', optimized: 8, notOptimized: 1 },
    { abbr: 'VITD', name: 'Vitamin D', optimized: 2, notOptimized: 7 },
    { abbr: 'LDL', name: 'LDL cholesterol', optimized: 5, notOptimized: 4 },
  ],
  ...overrides,
});

export const nutrition = (overrides: Partial<TeamNutritionResponse> = {}): TeamNutritionResponse => ({
  membersWithResults: 9,
  markers: [
    { abbr: 'VITD', name: 'Vitamin D', members: 7, direction: 'low' },
    { abbr: 'LDL', name: 'LDL cholesterol', members: 4, direction: 'high' },
  ],
  foods: [
    { name: 'Salmon', helps: ['VITD', 'LDL'], note: 'Two servings a week.' },
    { name: 'Oats', helps: ['LDL'], note: '' },
  ],
  ...overrides,
});

export const item = (id: number, overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  packageId: 59,
  title: 'Ultimate',
  image: '/images/packages/default.svg',
  status: 'Available',
  purchasedAt: '2026-03-02T10:00:00.000Z',
  assignedAt: null,
  customer: null,
  addons: [],
  ...overrides,
});
