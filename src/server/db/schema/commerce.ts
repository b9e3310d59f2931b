import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orderStatuses } from '../../../domain/orders';
import { customPanels } from './admin';
import { bloodResults } from './blood';
import { customers } from './identity';
import { bloodMarkers, products } from './references';

/** An order placed in the store (the demo store by default). A company order is a coach's stock purchase. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packageId: integer('package_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    store: text('store').notNull().default('demo'),
    companyId: integer('company_id'),
    /** Fulfilment status, set in the back office (src/domain/orders.ts orderStatuses). */
    status: text('status', { enum: orderStatuses }).notNull().default('placed'),
    /** The custom panel the lab runs for this order, when it is not the product's own set. */
    customPanelId: integer('custom_panel_id').references(() => customPanels.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer').on(t.customerId),
    check(
      'orders_status',
      sql`${t.status} in ('placed', 'processing', 'completed', 'cancelled', 'refunded')`,
    ),
  ],
);

/**
 * Issue 19 (checkout slice): a discount code the demo store takes, a percentage OR a fixed amount off
 * the list price (src/domain/checkout.ts). `times_used` counts orders that used it; the checkout
 * raises it with a conditional UPDATE so two orders cannot take the last use.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** First and last day it can be used (UTC days, inclusive); null: open on that side. */
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    maxUses: integer('max_uses'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_codes_code', sql`${t.code} ~ '^[A-Z0-9-]{4,32}$'`),
    check(
      'discount_codes_off',
      sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)
        and (${t.percentOff} is null or ${t.percentOff} between 1 and 100)
        and (${t.amountOffCents} is null or ${t.amountOffCents} > 0)`,
    ),
    check(
      'discount_codes_uses',
      sql`${t.timesUsed} >= 0 and (${t.maxUses} is null or (${t.maxUses} > 0 and ${t.timesUsed} <= ${t.maxUses}))`,
    ),
    check(
      'discount_codes_dates',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} <= ${t.validUntil}`,
    ),
  ],
);

/**
 * The store's hand-off back to the product (spec 000 §4 post-purchase): one unguessable, single-use,
 * short-lived grant per checkout, found by purchaserId (kept as a digest) or by orderId plus the
 * checkout cookie of the browser that paid.
 */
export const purchasers = pgTable('purchasers', {
  id: text('id').primaryKey(), // sha-256 of the purchaserId handed to the browser
  checkoutDigest: text('checkout_digest').notNull(), // sha-256 of the checkout cookie
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Single-use links that sign a product customer into the store (spec 000 §7.1 store auth-link). */
export const storeLogins = pgTable('store_logins', {
  id: text('id').primaryKey(), // sha-256 of the token
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

// spec 000 §3 (Orders state, Test), §4 (test activation), §7.4 tests and orders: docs/decisions/orders.md.

/**
 * One blood test per order of a product that includes one. Its state is derived from what is
 * stored: available (none of the below), activated (`activatedAt`), used (a result came back:
 * `resultId`), transferred (`transferredAt` and the recipient).
 */
export const tests = pgTable(
  'tests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The blood result this test produced; cleared when that result is taken apart again. */
    resultId: integer('result_id').references(() => bloodResults.id, { onDelete: 'set null' }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    recipientFirstName: text('recipient_first_name'),
    recipientLastName: text('recipient_last_name'),
    recipientEmail: text('recipient_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tests_customer').on(t.customerId),
    check('tests_recipient', sql`(${t.transferredAt} is null) = (${t.recipientEmail} is null)`),
  ],
);

/** A mobile blood draw booked for a test: when and where the phlebotomist comes (one per test). */
export const mobileBloodDraws = pgTable('mobile_blood_draws', {
  testId: integer('test_id')
    .primaryKey()
    .references(() => tests.id, { onDelete: 'cascade' }),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
  phone: text('phone').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  country: text('country').notNull(),
  bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A partial lab result (one part of a split panel). Pending parts are not blood results: bloodwork
 * and InnerAge never see them until they are combined or activated into one (`combinedResultId`).
 */
export const testParts = pgTable(
  'test_parts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    testId: integer('test_id').references(() => tests.id, { onDelete: 'set null' }),
    testedAt: date('tested_at', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    combinedResultId: integer('combined_result_id').references(() => bloodResults.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_parts_customer').on(t.customerId)],
);

/** A value of a test part, as the lab reported it. */
export const testPartValues = pgTable(
  'test_part_values',
  {
    partId: integer('part_id')
      .notNull()
      .references(() => testParts.id, { onDelete: 'cascade' }),
    markerAbbr: text('marker_abbr')
      .notNull()
      .references(() => bloodMarkers.abbr),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partId, t.markerAbbr] })],
);
