// spec 001 §4 "Coach team deletion and orders": the rules the server and the coach screens share.

export const ARCHIVED_TEAM = 0;

export type CoachUserStatus = 'ACTIVE' | 'INVITED' | 'ARCHIVED';
export type InventoryStatus = 'Available' | 'Assigned' | 'Used';

/** 001 §4: Available (isAvailable), Used (not available and result received), Assigned (otherwise). */
export function inventoryStatus(item: { isAvailable: boolean; resultReceived: boolean }): InventoryStatus {
  if (item.isAvailable) return 'Available';
  return item.resultReceived ? 'Used' : 'Assigned';
}

export interface MembershipLike {
  teamId: number;
  status: 'active' | 'invited';
}

/**
 * A user's status from their memberships of live teams: any active one → ACTIVE; else any
 * invitation → INVITED; else ARCHIVED if they were ever an active member of the company, and
 * `undefined` (hidden) if they were only ever invited.
 */
export function coachUserStatus(
  memberships: readonly MembershipLike[],
  everActive: boolean,
): CoachUserStatus | undefined {
  if (memberships.some((m) => m.status === 'active')) return 'ACTIVE';
  if (memberships.some((m) => m.status === 'invited')) return 'INVITED';
  return everActive ? 'ARCHIVED' : undefined;
}

/** The team ids a user is listed under: their live teams, or the archive. */
export function teamIdsOf(memberships: readonly MembershipLike[]): number[] {
  return memberships.length ? memberships.map((m) => m.teamId) : [ARCHIVED_TEAM];
}

export interface DeletableUser {
  id: number;
  status: CoachUserStatus;
  teamIds: number[];
  memberships: readonly MembershipLike[];
  /** Null while the user was only ever invited (001 §4: such users are hidden, not archived). */
  joinedAt: string | null;
}
export interface DeletableTeam {
  id: number;
  deleted: boolean;
}

/**
 * 001 §4: marking a team for deletion. The team is flagged deleted; its members lose it; a user left
 * with no team goes to the archive (team 0) as ARCHIVED; a user whose membership of it was only an
 * invitation, and who has nothing else, is hidden (dropped). Undo is keeping the inputs.
 */
export function markTeamForDeletion<U extends DeletableUser, T extends DeletableTeam>(
  state: { users: readonly U[]; teams: readonly T[] },
  teamId: number,
): { users: U[]; teams: T[] } {
  const teams = state.teams.map((t) => (t.id === teamId ? { ...t, deleted: true } : t));
  const users: U[] = [];
  for (const user of state.users) {
    if (!user.memberships.some((m) => m.teamId === teamId)) {
      users.push(user);
      continue;
    }
    const memberships = user.memberships.filter((m) => m.teamId !== teamId);
    const status = coachUserStatus(memberships, user.joinedAt !== null);
    if (!status) continue;
    users.push({ ...user, memberships, teamIds: teamIdsOf(memberships), status });
  }
  return { users, teams };
}

export type TeamPermissionState = 'granted' | 'requested' | 'none';

/**
 * Whether a team's coaches may see a member's results (000 §6): granted; else requested while the
 * coach's last request is newer than the customer's last answer; else none (never asked, declined
 * or withdrawn since).
 */
export function teamPermissionState(member: {
  permissionGranted: boolean;
  permissionRequestedAt: Date | null;
  permissionChangedAt: Date | null;
}): TeamPermissionState {
  if (member.permissionGranted) return 'granted';
  const asked = member.permissionRequestedAt;
  if (!asked) return 'none';
  const answered = member.permissionChangedAt;
  return !answered || answered < asked ? 'requested' : 'none';
}

/** An e-mail address shown partly (`a…@example.com`), so a page can say which account to use. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}
