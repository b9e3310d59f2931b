import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { regions } from './references';
import { companies } from './staff';
import { at } from './columns';

// spec 000 §3 (user state: address, woman health, blood-result upload subscription), §6
// (permissions for coach teams), §7.3 (gift-card balance).

const customerRef = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** A customer's postal address, in the US or Canada; the state must be one of the reference regions. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('customer_addresses_country', sql`${t.country} in ('US', 'CA')`),
    foreignKey({ columns: [t.country, t.state], foreignColumns: [regions.countryCode, regions.code] }),
  ],
);

/** Women's-health answers of the profile; ids are `reference_options` of their kind. */
export const womanHealth = pgTable(
  'woman_health',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reproductiveStageId: integer('reproductive_stage_id'),
    contraceptionTypeId: integer('contraception_type_id'),
    hormoneTherapyTypeId: integer('hormone_therapy_type_id'),
    lastPeriodDate: date('last_period_date', { mode: 'string' }),
    cycleLengthDays: integer('cycle_length_days'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('woman_health_cycle', sql`${t.cycleLengthDays} is null or ${t.cycleLengthDays} between 15 and 60`),
  ],
);

/** A coach's corporate team (001 §3 Team: name, logo). */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    logoPath: text('logo_path'),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('teams_company').on(t.companyId)],
);

/**
 * A customer in a team, and whether the team's coaches may see the customer's results: a coach asks
 * (`permission_requested_at`), the customer grants or withdraws it (000 §6, §7.3).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    customerId: customerRef(),
    status: text('status').$type<'invited' | 'active'>().notNull().default('active'),
    joinedAt: at('joined_at').notNull().defaultNow(),
    permissionRequestedAt: at('permission_requested_at'),
    permissionGranted: boolean('permission_granted').notNull().default(false),
    permissionChangedAt: at('permission_changed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.customerId] }),
    index('team_members_customer').on(t.customerId),
    check('team_members_status', sql`${t.status} in ('invited', 'active')`),
  ],
);

/** Store gift cards; the balance is whole cents. Codes are kept upper-case. */
export const giftCards = pgTable(
  'gift_cards',
  {
    code: text('code').primaryKey(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    expiresAt: date('expires_at', { mode: 'string' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('gift_cards_balance', sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`),
    check('gift_cards_code', sql`${t.code} ~ '^[A-Z0-9-]{4,32}$'`),
  ],
);

/** 000 §3 Subscription for blood-results upload (the access behind "Add blood results"). */
export const bloodUploadSubscriptions = pgTable(
  'blood_upload_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: customerRef(),
    createdAt: date('created_at', { mode: 'string' }).notNull(),
    accessExpiration: date('access_expiration', { mode: 'string' }).notNull(),
    willBeProlongedAt: date('will_be_prolonged_at', { mode: 'string' }),
    cancelledAt: date('cancelled_at', { mode: 'string' }),
  },
  (t) => [index('blood_upload_subscriptions_customer').on(t.customerId)],
);
