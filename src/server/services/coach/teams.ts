import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { coachApiPaths, type CoachTeam } from '../../../contract/coach';
import type { Db } from '../../db';
import { teamMembers, teams } from '../../db/schema/account';
import { companyCustomers, teamInvitations } from '../../db/schema/coach';
import { invalid } from '../../http/errors';
import { liveTeam } from './people';

// spec 001 §3 Team, §4 "Coach team deletion and orders". docs/decisions/coach.md.

/** A logo's URL by its file name (names are random and never reused). */
export const teamLogoUrl = (file: string) =>
  coachApiPaths.teamLogo.replace(':file', encodeURIComponent(file));

/** The company's live teams with their head counts, oldest first (or the one `teamId`). */
export async function listTeams(db: Db, companyId: number, teamId?: number): Promise<CoachTeam[]> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      logoPath: teams.logoPath,
      createdAt: teams.createdAt,
      memberCount: sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.status} = 'active')`,
      invitedCount: sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.status} = 'invited')`,
    })
    .from(teams)
    .where(
      and(
        eq(teams.companyId, companyId),
        isNull(teams.deletedAt),
        teamId === undefined ? undefined : eq(teams.id, teamId),
      ),
    )
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.name,
    deleted: false,
    imagePath: r.logoPath ? teamLogoUrl(r.logoPath) : null,
    memberCount: Number(r.memberCount),
    invitedCount: Number(r.invitedCount),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function oneTeam(db: Db, companyId: number, teamId: number): Promise<CoachTeam> {
  await liveTeam(db, companyId, teamId);
  const [team] = await listTeams(db, companyId, teamId);
  return team!;
}

/** Team names are unique among the company's live teams, whatever their case. */
async function refuseTakenName(db: Db, companyId: number, name: string, except?: number) {
  const [taken] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.companyId, companyId),
        isNull(teams.deletedAt),
        eq(sql`lower(${teams.name})`, name.toLowerCase()),
        except === undefined ? undefined : ne(teams.id, except),
      ),
    );
  if (taken) throw invalid([{ path: 'name', message: `There is already a team named “${name}”` }]);
}

export async function addTeam(db: Db, companyId: number, name: string, now: Date): Promise<CoachTeam> {
  await refuseTakenName(db, companyId, name);
  const [row] = await db
    .insert(teams)
    .values({ companyId, name, createdAt: now })
    .returning({ id: teams.id });
  return oneTeam(db, companyId, row!.id);
}

export async function renameTeam(
  db: Db,
  companyId: number,
  teamId: number,
  name: string,
): Promise<CoachTeam> {
  await liveTeam(db, companyId, teamId);
  await refuseTakenName(db, companyId, name, teamId);
  await db.update(teams).set({ name }).where(eq(teams.id, teamId));
  return oneTeam(db, companyId, teamId);
}

/**
 * 001 §4: the team is kept with `deleted_at` (past results and invitations stay explainable) and
 * never shows again; its pending invitations stop working; active members are kept as the company's
 * people, so whoever has no team left is ARCHIVED (`markTeamForDeletion` is the same rule on the web).
 */
export async function deleteTeam(db: Db, companyId: number, teamId: number, now: Date) {
  await liveTeam(db, companyId, teamId);
  await db.transaction(async (tx) => {
    await tx
      .insert(companyCustomers)
      .select(
        tx
          .select({
            companyId: sql<number>`${companyId}`.as('company_id'),
            customerId: teamMembers.customerId,
            joinedAt: teamMembers.joinedAt,
          })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active'))),
      )
      .onConflictDoNothing();
    await tx
      .update(teamInvitations)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(teamInvitations.teamId, teamId),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.withdrawnAt),
        ),
      );
    await tx.update(teams).set({ deletedAt: now }).where(eq(teams.id, teamId));
  });
}
