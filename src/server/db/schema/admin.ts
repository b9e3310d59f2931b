import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bloodResults } from './blood';
import { customers } from './identity';
import { ocrUploads } from './ocr';
import { bloodMarkers } from './references';
import { staff } from './staff';
import { at } from './columns';

// Issue 18, back office part 1: docs/decisions/back-office.md.

/**
 * Every back-office write: who, when, what, before and after, and why. Append-only: the database
 * refuses UPDATE and DELETE on it (trigger `audit_events_append_only`, migration 0015). The ids are
 * plain integers, not foreign keys, so no cascade ever rewrites a row; `staff_name` keeps the name as
 * it was.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: at('at').notNull().defaultNow(),
    staffId: integer('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    /** The customer the change concerns, when one does (their view lists these). */
    customerId: integer('customer_id'),
    companyId: integer('company_id'),
    /** What was changed: `order`, `dna-kit`, `custom-panel`, `marker-synonym`, `review-request`, … */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** What was done: `update`, `create`, `archive`, `transition`, `publish`, `view-as-start`, … */
    action: text('action').notNull(),
    /** The change worded for people when it was made ("Order #12: draw address changed"). */
    summary: text('summary').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_events_customer').on(t.customerId, t.id),
    index('audit_events_entity').on(t.entity, t.entityId),
    index('audit_events_at').on(t.at),
  ],
);

/** The care team's notes on a customer; an edit or a removal is an audit event, the row keeps the latest. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('customer_notes_customer').on(t.customerId)],
);

/** A named set of catalogue markers a lab runs for an order (`orders.custom_panel_id`). */
export const customPanels = pgTable(
  'custom_panels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    markerAbbrs: text('marker_abbrs').array().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at'),
    archivedAt: at('archived_at'),
  },
  (t) => [uniqueIndex('custom_panels_name_lower').on(sql`lower(${t.name})`)],
);

/** How a lab prints a catalogue marker, added by the back office; the OCR reader reads them with its own table. */
export const markerSynonyms = pgTable(
  'marker_synonyms',
  {
    id: serial('id').primaryKey(),
    markerAbbr: text('marker_abbr')
      .notNull()
      .references(() => bloodMarkers.abbr, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name as the reader compares it (src/domain/ocr nameKey): unique across markers. */
    nameKey: text('name_key').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marker_synonyms_name_key').on(t.nameKey)],
);

/** An add-on a customer has (`innerage`, `advanced-panel`); a removed one keeps its row. */
export const customerAddons = pgTable(
  'customer_addons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
    addedBy: integer('added_by').references(() => staff.id, { onDelete: 'set null' }),
    removedAt: at('removed_at'),
    removedBy: integer('removed_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('customer_addons_current')
      .on(t.customerId, t.tag)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * A one-time, short-lived ticket that opens a read-only customer session for an administrator
 * (`/admin/redirect-to-customer-dd`); the session it opens carries `sessions.view_as_staff_id`.
 */
export const viewAsTickets = pgTable('view_as_tickets', {
  id: text('id').primaryKey(), // sha-256 of the ticket
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** OCR review requests (ocr_uploads with purpose `review`): the care team's correction and its publication. */
export const reviewDecisions = pgTable('review_decisions', {
  uploadId: integer('upload_id')
    .primaryKey()
    .references(() => ocrUploads.id, { onDelete: 'cascade' }),
  /** The corrected values: `{ markerAbbr, value, unit }[]`, saved as a draft until published. */
  values: jsonb('values')
    .$type<{ markerAbbr: string; value: number; unit: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  testedAt: date('tested_at', { mode: 'string' }),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at'),
  publishedAt: at('published_at'),
  resultId: integer('result_id').references(() => bloodResults.id, { onDelete: 'set null' }),
});
