import { asc, eq, sql } from 'drizzle-orm';
import {
  accessCovers,
  adminRoutes,
  staffWebRoutes,
  type AccessPattern,
  type AdminMenuEntry,
  type AdminProfile,
  type SecondFactorScreen,
} from '../../contract/admin';
import type { Db } from '../db';
import { companies, roleAccesses, roles, staff } from '../db/schema/staff';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email.toLowerCase()));
  return row;
}

export async function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/** A staff account with its role, the role's access patterns and its company. */
export async function loadStaffAccess(db: Db, staffId: number) {
  const [row] = await db
    .select({ staff, role: roles, company: companies })
    .from(staff)
    .innerJoin(roles, eq(roles.id, staff.roleId))
    .innerJoin(companies, eq(companies.id, staff.companyId))
    .where(eq(staff.id, staffId));
  if (!row) return undefined;
  const patterns: AccessPattern[] = await db
    .select({ area: roleAccesses.area, controller: roleAccesses.controller, action: roleAccesses.action })
    .from(roleAccesses)
    .where(eq(roleAccesses.roleId, row.role.id))
    .orderBy(asc(roleAccesses.id));
  return { ...row, patterns };
}
export type StaffAccess = NonNullable<Awaited<ReturnType<typeof loadStaffAccess>>>;

export const hasSecondFactor = (row: StaffRow) => Boolean(row.totpEnabledAt || row.phoneVerifiedAt);

/**
 * spec 001 §4 leaves the order of the second-factor screens open (docs/decisions/staff-auth.md): an
 * enabled authenticator first, then a verified phone, else setting up an authenticator.
 */
export function firstSecondFactorScreen(row: StaffRow): SecondFactorScreen {
  if (row.totpEnabledAt && row.totpSecret) return 'verify-google-authenticator';
  if (row.phoneVerifiedAt && row.phone) return 'sms-code-verification';
  return 'set-up-google-authenticator';
}

/** `+15555550100` → `+1••••••0100`: enough to recognise one's own number. */
export { maskPhone } from './sms-codes';

/** Where a signed-in staff member starts: the role's home page (spec 001 §2 header). */
export function homeOf(access: Pick<StaffAccess, 'staff' | 'role'>): string {
  return access.role.homePage ?? (access.staff.kind === 'coach' ? staffWebRoutes.coachHome : '/admin');
}

export function toAdminProfile({ staff: s, role, patterns }: StaffAccess): AdminProfile {
  return {
    id: s.id,
    email: s.email,
    firstName: s.firstName,
    lastName: s.lastName,
    kind: s.kind,
    role: { name: role.name, homePage: role.homePage, hasDashboard: role.hasDashboard },
    roleAccesses: patterns,
    companyId: s.companyId,
    hasOrdersPageAccess: s.hasOrdersPageAccess,
  };
}

/** The admin menu entries (spec 001 §2) the patterns grant, in catalogue order. */
export function adminMenu(patterns: readonly AccessPattern[]): AdminMenuEntry[] {
  return adminRoutes
    .filter((r) => r.menu && accessCovers(patterns, r))
    .map(({ label, path, area, controller, action }) => ({ label, path, area, controller, action }));
}

export async function listCompanies(db: Db) {
  return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}
