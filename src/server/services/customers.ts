import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ActivationState, Customer } from '../../contract/auth';
import type { Db } from '../db';
import { customers } from '../db/schema/identity';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return row;
}

export async function findCustomer(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

// spec 000 §2.4 / 001 §2: the home link goes to the role's home page
const homePage = (row: CustomerRow) =>
  row.activationState === 'ACTIVE' ? '/customer/summary/dashboard' : '/customer/onboarding';

/** The Customer entity of spec 000 §3 as the API answers it. */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    photoSrc: row.photoSrc,
    activationState: row.activationState as Customer['activationState'],
    permissions: row.permissions as Customer['permissions'],
    isDnaOnly: row.isDnaOnly,
    hasAccessToBru: row.hasAccessToBru,
    allowedToSeeInnerAge: row.allowedToSeeInnerAge,
    hasDiyOrderWithInnerAge: row.hasDiyOrderWithInnerAge,
    hasUnusedTest: row.hasUnusedTest,
    canAddInnerAge: row.canAddInnerAge,
    role: { name: 'customer', homePage: homePage(row) },
  };
}

/** Security answers compare case- and spacing-insensitively. */
export const normalizeAnswer = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');

/** A page of customers for the back office, newest first; `q` matches e-mail or name, case-insensitively. */
export async function searchCustomers(db: Db, query: { q?: string; page: number; pageSize: number }) {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where = pattern
    ? or(
        ilike(customers.email, pattern),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        activationState: customers.activationState,
      })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, activationState: r.activationState as ActivationState })),
    total: counted?.total ?? 0,
  };
}
