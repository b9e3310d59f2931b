import { describe, expect, it } from 'vitest';
import {
  coachUserStatus,
  inventoryStatus,
  markTeamForDeletion,
  teamIdsOf,
  ARCHIVED_TEAM,
  type DeletableUser,
} from '../../src/domain/coach';

// Mutation testing (issue 25): the stock status and the member status had no unit test of their own.
describe('a stock item’s status (001 §4)', () => {
  it('is Available while available, then Used once its result came, Assigned before', () => {
    expect(inventoryStatus({ isAvailable: true, resultReceived: true })).toBe('Available');
    expect(inventoryStatus({ isAvailable: false, resultReceived: true })).toBe('Used');
    expect(inventoryStatus({ isAvailable: false, resultReceived: false })).toBe('Assigned');
  });
});

describe('a member’s status from their live teams (001 §4)', () => {
  it('is ACTIVE with any active membership, else INVITED with an invitation, else ARCHIVED or hidden', () => {
    expect(
      coachUserStatus(
        [
          { teamId: 1, status: 'invited' },
          { teamId: 2, status: 'active' },
        ],
        false,
      ),
    ).toBe('ACTIVE');
    expect(coachUserStatus([{ teamId: 1, status: 'invited' }], true)).toBe('INVITED');
    expect(coachUserStatus([], true)).toBe('ARCHIVED');
    expect(coachUserStatus([], false)).toBeUndefined();
  });

  it('lists a member without live teams under the archive', () => {
    expect(teamIdsOf([{ teamId: 3, status: 'active' }])).toEqual([3]);
    expect(teamIdsOf([])).toEqual([ARCHIVED_TEAM]);
  });
});

describe('marking a team for deletion (001 §4)', () => {
  const user = (
    id: number,
    memberships: DeletableUser['memberships'],
    joinedAt: string | null = '2026-01-05',
  ) => ({
    id,
    status: coachUserStatus(memberships, joinedAt !== null)!,
    teamIds: teamIdsOf(memberships),
    memberships,
    joinedAt,
  });
  const teams = [
    { id: 1, deleted: false },
    { id: 2, deleted: false },
  ];

  it('flags only that team, and moves each member as their remaining teams say', () => {
    const users = [
      user(10, [{ teamId: 2, status: 'active' }]),
      user(11, [
        { teamId: 1, status: 'active' },
        { teamId: 2, status: 'invited' },
      ]),
      user(12, [{ teamId: 1, status: 'active' }]),
      user(13, [{ teamId: 1, status: 'invited' }], null),
    ];
    const after = markTeamForDeletion({ users, teams }, 1);
    expect(after.teams).toEqual([
      { id: 1, deleted: true },
      { id: 2, deleted: false },
    ]);
    expect(after.users.map((u) => [u.id, u.status, u.teamIds])).toEqual([
      [10, 'ACTIVE', [2]],
      [11, 'INVITED', [2]],
      [12, 'ARCHIVED', [ARCHIVED_TEAM]],
    ]);
    expect(after.users[0]).toBe(users[0]);
  });
});
