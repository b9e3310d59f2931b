import { eq, sql } from 'drizzle-orm';
import type { Customer } from '../../contract/auth';
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
