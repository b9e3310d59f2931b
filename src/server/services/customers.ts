import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ActivationState, Customer } from '../../contract/auth';
import type { customerSorts, MembershipFilter } from '../../contract/back-office-customers';
import type { Db } from '../db';
import { bloodResults, companyCustomers, memberships } from '../db/schema';
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

/** `%text%` for ILIKE, with the pattern characters of `text` escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface CustomerSearch {
  q?: string;
  state?: ActivationState;
  companyId?: number;
  membership?: MembershipFilter;
  hasResults?: boolean;
  sort?: (typeof customerSorts)[number];
  dir?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * The membership a customer has as the back office filters it, from the period that ends last (the
 * one services/membership.ts reads access from): running now, ended, or none at all.
 */
/** The outer row's id inside a subquery (drizzle writes a bare column name there, which the subquery's own table would capture). */
const CUSTOMER_ID = sql`${sql.identifier('customers')}.${sql.identifier('id')}`;

const membershipOf = (now: Date) => sql<MembershipFilter>`(
  select case when max(${memberships.expiresAt}) is null then 'none'
              when max(${memberships.expiresAt}) > ${now.toISOString()}::timestamptz then 'active'
              else 'lapsed' end
  from ${memberships} where ${memberships.customerId} = ${CUSTOMER_ID})`;
const resultsCountOf = sql<number>`(select count(*)::int from ${bloodResults} where ${bloodResults.customerId} = ${CUSTOMER_ID})`;

/**
 * A page of customers for the back office (issue 18). `q` matches the name or e-mail, the customer
 * id (`123` or `#123`) and the phone's digits; filters narrow by activation state, company,
 * membership and whether blood results exist; sorting is on the server, newest first by default.
 */
export async function searchCustomers(db: Db, query: CustomerSearch, now = new Date()) {
  const parts: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const any: SQL[] = [
      ilike(customers.email, pattern),
      ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ];
    const id = /^#?(\d{1,9})$/.exec(q)?.[1];
    if (id) any.push(eq(customers.id, Number(id)));
    const digits = q.replace(/\D/g, '');
    if (/^\+?[\d\s().-]+$/.test(q) && digits.length >= 4)
      any.push(
        sql`regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
      );
    parts.push(or(...any)!);
  }
  if (query.state) parts.push(eq(customers.activationState, query.state));
  if (query.companyId !== undefined)
    parts.push(
      sql`exists (select 1 from ${companyCustomers} where ${companyCustomers.customerId} = ${CUSTOMER_ID}
        and ${companyCustomers.companyId} = ${query.companyId})`,
    );
  if (query.membership) parts.push(sql`${membershipOf(now)} = ${query.membership}`);
  if (query.hasResults !== undefined)
    parts.push(
      query.hasResults
        ? sql`exists (select 1 from ${bloodResults} where ${bloodResults.customerId} = ${CUSTOMER_ID})`
        : sql`not exists (select 1 from ${bloodResults} where ${bloodResults.customerId} = ${CUSTOMER_ID})`,
    );
  const where = parts.length ? and(...parts) : undefined;
  const order = query.dir === 'asc' ? asc : desc;
  const sortBy = {
    name: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
    email: sql`lower(${customers.email})`,
    createdAt: customers.createdAt,
    state: customers.activationState,
  }[query.sort ?? 'createdAt'];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        activationState: customers.activationState,
        createdAt: customers.createdAt,
        membership: membershipOf(now),
        resultsCount: resultsCountOf,
      })
      .from(customers)
      .where(where)
      .orderBy(order(sortBy), order(customers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      activationState: r.activationState as ActivationState,
      createdAt: r.createdAt.toISOString(),
      resultsCount: Number(r.resultsCount),
    })),
    total: counted?.total ?? 0,
  };
}
