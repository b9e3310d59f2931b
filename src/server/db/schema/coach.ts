import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from './account';
import { tests } from './commerce';
import { customers } from './identity';
import { products } from './references';
import { companies, staff } from './staff';
import { at, bytea } from './columns';

// spec 001 §3 Coach state, Team, Inventory, Invitation; §4 coach rules. docs/decisions/coach.md.

/**
 * The company's people: a customer is added when they first become an active member of one of its
 * teams (join by invitation, assignment as a new customer). A person whose teams are all gone is
 * ARCHIVED (pseudo-team 0) while this row stays; only invited people have no row.
 */
export const companyCustomers = pgTable(
  'company_customers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.customerId] }),
    index('company_customers_customer').on(t.customerId),
  ],
);

/**
 * An invitation to join a team (001 §5: customerEmail and its retype). The link's id is shown once
 * and only its digest kept. `customer_id` is the account the e-mail had when invited, if any (that
 * customer is then also an `invited` team member).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    tokenDigest: text('token_digest').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    invitedBy: integer('invited_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => customers.id, { onDelete: 'set null' }),
    withdrawnAt: at('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('team_invitations_token').on(t.tokenDigest),
    index('team_invitations_team').on(t.teamId),
    index('team_invitations_email').on(sql`lower(${t.email})`),
  ],
);

/**
 * A test in a company's stock (001 §3 inventory item, §4 order status). Assigning it to a customer
 * creates that customer's order and test (`test_id`), which their orders page shows; the item is
 * Used once that test has a result.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packageId: integer('package_id').notNull(),
    purchasedAt: at('purchased_at').notNull().defaultNow(),
    /** The store's order reference of the purchase that brought it (demo store: `demo-…`). */
    storeOrderRef: text('store_order_ref'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    assignedAt: at('assigned_at'),
    testId: integer('test_id').references(() => tests.id, { onDelete: 'set null' }),
    addons: text('addons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('inventory_items_company').on(t.companyId),
    index('inventory_items_customer').on(t.customerId),
    check('inventory_items_assigned', sql`(${t.customerId} is null) = (${t.assignedAt} is null)`),
  ],
);

/** A team's logo, resized and re-encoded as WebP; served by its random file name. */
export const teamLogos = pgTable(
  'team_logos',
  {
    file: text('file').primaryKey(), // `<random>.webp`
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    content: bytea('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('team_logos_team').on(t.teamId)],
);
