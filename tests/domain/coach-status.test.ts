import { describe, expect, it } from 'vitest';
import { coachUserStatus, inventoryStatus, teamIdsOf, ARCHIVED_TEAM } from '../../src/domain/coach';

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
