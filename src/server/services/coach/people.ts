import { and, asc, count, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { CoachInvitation, CoachMembership, CoachUser } from '../../../contract/coach';
import { ARCHIVED_TEAM, coachUserStatus, teamIdsOf, teamPermissionState } from '../../../domain/coach';
import type { Db } from '../../db';
import { teamMembers, teams } from '../../db/schema/account';
import { bloodResults } from '../../db/schema/blood';
import { companyCustomers, inventoryItems, teamInvitations } from '../../db/schema/coach';
import { customers } from '../../db/schema/identity';
import { HttpError, invalid } from '../../http/errors';
import { companyPeopleIds, companyPerson, companyTeam, permittedCustomerIds } from './scope';

// spec 001 §3 Coach state users, §4 statuses, §5 team and assignment. docs/decisions/coach.md.

export const UNKNOWN_TEAM = 'No such team.';
export const UNKNOWN_USER = 'No such user.';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The company's people as the users list shows them (every one when `only` is absent). Hidden
 * people (status undefined by `coachUserStatus`) are left out.
 */
export async function loadCoachUsers(
  db: Db,
  companyId: number,
  only?: readonly number[],
): Promise<CoachUser[]> {
  if (only && !only.length) return [];
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(
      only
        ? and(inArray(customers.id, [...only]), inArray(customers.id, companyPeopleIds(db, companyId)))
        : inArray(customers.id, companyPeopleIds(db, companyId)),
    )
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);

  const memberships = await db
    .select({ member: teamMembers })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teams.companyId, companyId), isNull(teams.deletedAt), inArray(teamMembers.customerId, ids)))
    .orderBy(asc(teamMembers.teamId));
  const joined = await db
    .select()
    .from(companyCustomers)
    .where(and(eq(companyCustomers.companyId, companyId), inArray(companyCustomers.customerId, ids)));
  const assigned = await db
    .select({ customerId: inventoryItems.customerId, n: count() })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.companyId, companyId), inArray(inventoryItems.customerId, ids)))
    .groupBy(inventoryItems.customerId);
  const permitted = (await permittedCustomerIds(db, companyId)).filter((id) => ids.includes(id));
  const tested = permitted.length
    ? await db
        .select({ customerId: bloodResults.customerId, last: max(bloodResults.testedAt) })
        .from(bloodResults)
        .where(inArray(bloodResults.customerId, permitted))
        .groupBy(bloodResults.customerId)
    : [];

  const membershipsOf = new Map<number, (typeof memberships)[number]['member'][]>();
  for (const { member } of memberships)
    membershipsOf.set(member.customerId, [...(membershipsOf.get(member.customerId) ?? []), member]);
  const joinedOf = new Map(joined.map((j) => [j.customerId, j.joinedAt]));
  const assignedOf = new Map(assigned.map((a) => [a.customerId, a.n]));
  const testedOf = new Map(tested.map((t) => [t.customerId, t.last]));

  const users: CoachUser[] = [];
  for (const row of rows) {
    const own = membershipsOf.get(row.id) ?? [];
    const firstActive = own
      .filter((m) => m.status === 'active')
      .map((m) => m.joinedAt)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    const joinedAt = joinedOf.get(row.id) ?? firstActive ?? null;
    const status = coachUserStatus(own, joinedAt !== null);
    if (!status) continue;
    users.push({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      status,
      initialStatus: status,
      teamIds: teamIdsOf(own),
      memberships: own.map(toMembership),
      joinedAt: iso(joinedAt),
      assignedTests: assignedOf.get(row.id) ?? 0,
      lastTestedAt: testedOf.get(row.id) ?? null,
    });
  }
  return users;
}

export function toMembership(m: typeof teamMembers.$inferSelect): CoachMembership {
  return {
    teamId: m.teamId,
    status: m.status,
    permission: teamPermissionState(m),
    permissionRequestedAt: iso(m.permissionRequestedAt),
  };
}

/** One of the company's people as the list shows them; undefined once they are hidden. */
export async function loadCoachUser(db: Db, companyId: number, customerId: number) {
  const [user] = await loadCoachUsers(db, companyId, [customerId]);
  return user;
}

/** Pending invitations (not accepted, withdrawn or expired; team live) of addresses not yet users of that team. */
export async function pendingInvitations(db: Db, companyId: number, now: Date): Promise<CoachInvitation[]> {
  const rows = await db
    .select({
      id: teamInvitations.id,
      teamId: teamInvitations.teamId,
      email: teamInvitations.email,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(
      and(
        eq(teams.companyId, companyId),
        isNull(teams.deletedAt),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.withdrawnAt),
        gt(teamInvitations.expiresAt, now),
        // Listed as an invitation while the address is not a user of that team: no account yet, or
        // an account made after the invitation (an invited account is an INVITED user instead).
        sql`not exists (select 1 from ${teamMembers} join ${customers} on ${customers.id} = ${teamMembers.customerId}
          where ${teamMembers.teamId} = ${teamInvitations.teamId} and lower(${customers.email}) = lower(${teamInvitations.email}))`,
      ),
    )
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
  return rows.map((r) => ({
    id: r.id,
    teamId: r.teamId,
    email: r.email,
    invitedAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** The company's live team, or a 404 like a missing one (another company's team included). */
export async function liveTeam(db: Db, companyId: number, teamId: number) {
  const team = await companyTeam(db, companyId, teamId);
  if (!team) throw new HttpError(404, UNKNOWN_TEAM);
  return team;
}

/** One of the company's people, or a 404 like a missing one. */
export async function person(db: Db, companyId: number, customerId: number) {
  const row = await companyPerson(db, companyId, customerId);
  if (!row) throw new HttpError(404, UNKNOWN_USER);
  return row;
}

async function membership(db: Db, teamId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.customerId, customerId)));
  return row;
}

/** They are (or were) an active member: the company keeps them, ARCHIVED once their teams are gone. */
async function keepInCompany(db: Db, companyId: number, customerId: number, now: Date) {
  await db.insert(companyCustomers).values({ companyId, customerId, joinedAt: now }).onConflictDoNothing();
}

async function userOrThrow(db: Db, companyId: number, customerId: number) {
  const user = await loadCoachUser(db, companyId, customerId);
  if (!user) throw new HttpError(404, UNKNOWN_USER);
  return user;
}

/** Only someone who joined the company (accepted an invitation) is put in a team by the coach. */
async function joinedUser(db: Db, companyId: number, customerId: number) {
  const user = await userOrThrow(db, companyId, customerId);
  if (user.joinedAt === null)
    throw invalid([
      {
        path: 'customerId',
        message: 'This person has not joined yet: they join a team by accepting their invitation',
      },
    ]);
  return user;
}

/**
 * 001 §5 move-to-team: the membership of `fromTeamId` (0: the archive) moves to `toTeamId` (0: the
 * archive, i.e. leaving the team). Permission is per team, so the new membership starts with none.
 * Moving twice changes nothing more.
 */
export async function moveToTeam(
  db: Db,
  companyId: number,
  move: { customerId: number; fromTeamId: number; toTeamId: number },
  now: Date,
): Promise<CoachUser> {
  const { customerId, fromTeamId, toTeamId } = move;
  await person(db, companyId, customerId);
  if (fromTeamId !== ARCHIVED_TEAM) await liveTeam(db, companyId, fromTeamId);
  if (toTeamId !== ARCHIVED_TEAM) await liveTeam(db, companyId, toTeamId);
  if (fromTeamId === toTeamId) return userOrThrow(db, companyId, customerId);
  if (toTeamId !== ARCHIVED_TEAM) await joinedUser(db, companyId, customerId);

  const from = fromTeamId === ARCHIVED_TEAM ? undefined : await membership(db, fromTeamId, customerId);
  const to = toTeamId === ARCHIVED_TEAM ? undefined : await membership(db, toTeamId, customerId);
  if (fromTeamId !== ARCHIVED_TEAM && !from) {
    // Already moved (the same call again): nothing more to do.
    if (to || toTeamId === ARCHIVED_TEAM) return userOrThrow(db, companyId, customerId);
    throw invalid([{ path: 'fromTeamId', message: 'This user is not in that team' }]);
  }
  if (from?.status === 'invited')
    throw invalid([
      {
        path: 'fromTeamId',
        message: 'This user has not joined that team yet: withdraw or resend the invitation',
      },
    ]);
  await db.transaction(async (tx) => {
    await keepInCompany(tx, companyId, customerId, now);
    if (from)
      await tx
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, fromTeamId), eq(teamMembers.customerId, customerId)));
    if (toTeamId === ARCHIVED_TEAM) return;
    if (!to)
      await tx.insert(teamMembers).values({ teamId: toTeamId, customerId, status: 'active', joinedAt: now });
    else if (to.status === 'invited') await activate(tx, toTeamId, customerId, now);
  });
  return userOrThrow(db, companyId, customerId);
}

/** An invited membership becomes active; the invitations it came from are spent. */
async function activate(db: Db, teamId: number, customerId: number, now: Date) {
  await db
    .update(teamMembers)
    .set({ status: 'active', joinedAt: now })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.customerId, customerId)));
  await db
    .update(teamInvitations)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.customerId, customerId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.withdrawnAt),
      ),
    );
}

/** 001 §5 addUserToTeam: one more team for one of the company's people (active; twice is once). */
export async function addUserToTeam(
  db: Db,
  companyId: number,
  { teamId, customerId }: { teamId: number; customerId: number },
  now: Date,
): Promise<CoachUser> {
  await liveTeam(db, companyId, teamId);
  await person(db, companyId, customerId);
  await joinedUser(db, companyId, customerId);
  const existing = await membership(db, teamId, customerId);
  await db.transaction(async (tx) => {
    await keepInCompany(tx, companyId, customerId, now);
    if (!existing)
      await tx.insert(teamMembers).values({ teamId, customerId, status: 'active', joinedAt: now });
    else if (existing.status === 'invited') await activate(tx, teamId, customerId, now);
  });
  return userOrThrow(db, companyId, customerId);
}

/**
 * 001 §5 deleteUser: leave team `teamId` (the user may become ARCHIVED, or hidden when their only
 * membership was an invitation, whose link is then withdrawn); team 0 removes an archived person
 * from the company's list. Undefined when the person is no longer listed.
 */
export async function deleteUser(
  db: Db,
  companyId: number,
  { teamId, customerId }: { teamId: number; customerId: number },
  now: Date,
): Promise<CoachUser | undefined> {
  const who = await person(db, companyId, customerId);
  if (teamId === ARCHIVED_TEAM) {
    const user = await loadCoachUser(db, companyId, customerId);
    if (user && user.status !== 'ARCHIVED')
      throw invalid([
        { path: 'teamId', message: 'This user is still in a team: remove them from their teams first' },
      ]);
    await db
      .delete(companyCustomers)
      .where(and(eq(companyCustomers.companyId, companyId), eq(companyCustomers.customerId, customerId)));
    return undefined;
  }
  await liveTeam(db, companyId, teamId);
  const existing = await membership(db, teamId, customerId);
  if (existing)
    await db.transaction(async (tx) => {
      if (existing.status === 'active') await keepInCompany(tx, companyId, customerId, now);
      await tx
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.customerId, customerId)));
      await tx
        .update(teamInvitations)
        .set({ withdrawnAt: now })
        .where(
          and(
            eq(teamInvitations.teamId, teamId),
            sql`lower(${teamInvitations.email}) = lower(${who.email})`,
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.withdrawnAt),
          ),
        );
    });
  return loadCoachUser(db, companyId, customerId);
}
