import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { adminJobs } from './jobs';
import { companies, staff } from './staff';
import { at } from './columns';

// Issue 19: the CRM integration and partner API keys (docs/decisions/back-office-integrations.md).

/**
 * Which product field (contract CRM_FIELDS) goes to which CRM contact property: one row a field, a
 * property at most once. The whole mapping is replaced at once (audited with before/after).
 */
export const crmMappings = pgTable(
  'crm_mappings',
  {
    field: text('field').primaryKey(),
    property: text('property').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('crm_mappings_property').on(t.property)],
);

/**
 * The contact upserts a sync wrote: the default adapter's whole output (no network), and a record of
 * what the HTTP adapter sent. A customer's rows go with the customer (erasure leaves none).
 */
export const crmOutbox = pgTable(
  'crm_outbox',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').references(() => adminJobs.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    adapter: text('adapter').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('crm_outbox_customer').on(t.customerId), index('crm_outbox_job').on(t.jobId, t.customerId)],
);

/**
 * A partner's API key: only its SHA-256 digest is kept (the key is shown once), with a prefix to
 * recognise it. A key reads one company's data and does one scope's calls; revoked keys stay listed.
 */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    digest: text('digest').notNull(),
    scope: text('scope').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    revokedBy: integer('revoked_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('partner_keys_digest').on(t.digest), index('partner_keys_company').on(t.companyId)],
);
