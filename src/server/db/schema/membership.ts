import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { at } from './columns';

// spec 001 §3 (membership configuration, notification tags, e-mail preference), §4.

const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/**
 * A membership period bought in the web store or a mobile app's store. Access (ENABLED, RETENTION,
 * none) and days left are computed from the dates when asked, never stored.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    /** web, apple or google: where it is managed (001 §4). */
    tag: text('tag').notNull(),
    startedAt: at('started_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** RENEWAL, ACTIVE_EXPIRATION or PASSIVE_EXPIRATION (001 §4). */
    prolongationStatus: text('prolongation_status').notNull(),
    /** When the membership last renewed (the congratulation popup), if it did. */
    renewedAt: at('renewed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('memberships_customer').on(t.customerId),
    check('memberships_tag', sql`${t.tag} in ('web', 'apple', 'google')`),
    check(
      'memberships_prolongation',
      sql`${t.prolongationStatus} in ('RENEWAL', 'ACTIVE_EXPIRATION', 'PASSIVE_EXPIRATION')`,
    ),
    check('memberships_dates', sql`${t.expiresAt} > ${t.startedAt}`),
  ],
);

/** Notification tags stored for a customer (e.g. the chat suggestion), pending until closed. */
export const notificationTags = pgTable(
  'notification_tags',
  {
    customerId: customerId(),
    tag: text('tag').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.tag] })],
);

/** Every popup a customer closed, by the tag recorded on close (001 §4 "Renewal popups"). */
export const notificationClosures = pgTable(
  'notification_closures',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    tag: text('tag').notNull(),
    closedAt: at('closed_at').notNull().defaultNow(),
  },
  (t) => [index('notification_closures_customer_tag').on(t.customerId, t.tag)],
);

/** E-mail subscription choices, reached by the unguessable id of the e-mailed link (001 §7). */
export const emailPreferences = pgTable('email_preferences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  linkId: text('link_id').notNull().unique(),
  subscriptionTypes: jsonb('subscription_types').$type<string[]>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Why a customer unsubscribed (001 §7 email-preferences-feedback). */
export const emailPreferenceFeedback = pgTable('email_preference_feedback', {
  id: serial('id').primaryKey(),
  customerId: customerId(),
  emailAddress: text('email_address').notNull(),
  optionIds: jsonb('option_ids').$type<number[]>().notNull(),
  customMessage: text('custom_message').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
});
