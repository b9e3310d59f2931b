import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { products } from './references';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_customer').on(t.customerId)],
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
