import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { DiscountKind, ExportEntity, ExportFilters } from '../../../contract/back-office-data';
import { customers } from './identity';
import { orders } from './commerce';
import { companies, staff } from './staff';
import { at } from './columns';

// Issue 19: the tables of this slice (docs/decisions/back-office-data.md).

/** A saved export definition of one company's back office: an entity, its fields and filters. */
export const exportQueries = pgTable(
  'export_queries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    entity: text('entity').$type<ExportEntity>().notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    filters: jsonb('filters').$type<ExportFilters>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staff.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('export_queries_company').on(t.companyId)],
);

/**
 * A discount code or gift card used on an order, with the amount it took off: what the
 * discount-used report counts (no other table records a use).
 */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DiscountKind>().notNull(),
    code: text('code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_discounts_used_at').on(t.usedAt),
    check('order_discounts_kind', sql`${t.kind} in ('discount-code', 'gift-card')`),
    check('order_discounts_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Values the product computes when read, stored by a utility script so exports and checks can use
 * them: `inner-age` (subject: the customer id; value: PhenoAge) and `grade` (subject:
 * `<resultId>:<marker>`; value: the optimization state). A script's dry run compares against these.
 */
export const derivedValues = pgTable(
  'derived_values',
  {
    kind: text('kind').$type<'inner-age' | 'grade'>().notNull(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] }), index('derived_values_customer').on(t.customerId)],
);
