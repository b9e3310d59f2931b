import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { teamMembers, teams } from '../../db/schema/account';
import { companyCustomers } from '../../db/schema/coach';
import { customers } from '../../db/schema/identity';

// Company scoping of every coach call (docs/decisions/coach.md): whatever belongs to another company
// is looked up exactly like what does not exist, so the route answers 404 either way.

/** A live (not deleted) team of the company. */
export async function companyTeam(db: Db, companyId: number, teamId: number) {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId), isNull(teams.deletedAt)));
  return row;
}

/** Customers who are the company's people: ever joined (company_customers) or a member or invitee of a live team. */
export function companyPeopleIds(db: Db, companyId: number) {
  const joined = db
    .select({ id: companyCustomers.customerId })
    .from(companyCustomers)
    .where(eq(companyCustomers.companyId, companyId));
  const members = db
    .select({ id: teamMembers.customerId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teams.companyId, companyId), isNull(teams.deletedAt)));
  return joined.union(members);
}

/** One of the company's people, or undefined (also for another company's customer). */
export async function companyPerson(db: Db, companyId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), inArray(customers.id, companyPeopleIds(db, companyId))));
  return row;
}

/**
 * Active memberships of the company's live teams: of one team (`teamId`; 0 or absent is every team),
 * of some customers only, or only those whose member granted the team permission to see results.
 */
export function liveMemberships(
  db: Db,
  companyId: number,
  {
    teamId,
    customerIds,
    granted,
  }: { teamId?: number; customerIds?: readonly number[]; granted?: boolean } = {},
) {
  return db
    .select({ customerId: teamMembers.customerId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teams.companyId, companyId),
        isNull(teams.deletedAt),
        eq(teamMembers.status, 'active'),
        teamId ? eq(teams.id, teamId) : undefined,
        customerIds ? inArray(teamMembers.customerId, [...customerIds]) : undefined,
        granted ? eq(teamMembers.permissionGranted, true) : undefined,
      ),
    )
    .orderBy(asc(teamMembers.teamId));
}

/** The distinct customers of some memberships, in first-seen order. */
export const customersOf = (rows: readonly { customerId: number }[]) => [
  ...new Set(rows.map((r) => r.customerId)),
];

/**
 * The company's people who granted permission to see their results to one of its live teams (or to
 * `teamId`'s only): the only customers whose results reports, analytics and team nutrition read.
 */
export async function permittedCustomerIds(db: Db, companyId: number, teamId?: number): Promise<number[]> {
  return customersOf(await liveMemberships(db, companyId, { teamId, granted: true }));
}

/** Of `customerIds`, those not permitted (for a 404 naming them, or to refuse a report). */
export async function unpermitted(db: Db, companyId: number, customerIds: readonly number[]) {
  const permitted = new Set(await permittedCustomerIds(db, companyId));
  return customerIds.filter((id) => !permitted.has(id));
}
