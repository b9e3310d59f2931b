import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { at } from './columns';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Client companies of the back office; every staff account acts for one (spec 001 §6 permitted company). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** spec 001 §2 header: a role has a home page and may show the Dashboard button. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  homePage: text('home_page'),
  hasDashboard: boolean('has_dashboard').notNull().default(false),
});

/** spec 001 §3/§6 roleAccesses: area, controller, action; a NULL part is a wildcard. */
export const roleAccesses = pgTable(
  'role_accesses',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    controller: text('controller'),
    action: text('action'),
  },
  (t) => [index('role_accesses_role').on(t.roleId)],
);

/** Admins and coaches. A TOTP secret without `totp_enabled_at` is one being set up. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    kind: text('kind').$type<'admin' | 'coach'>().notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    phone: text('phone'), // E.164, verified when phone_verified_at is set
    phoneVerifiedAt: at('phone_verified_at'),
    pendingPhone: text('pending_phone'),
    totpSecret: text('totp_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    totpLastStep: integer('totp_last_step'),
    hasOrdersPageAccess: boolean('has_orders_page_access').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_lower').on(sql`lower(${t.email})`)],
);

/** The `hs_staff` cookie's session; tokens are issued only once `second_factor_at` is set. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(), // sha-256 of the cookie value
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    secondFactorAt: at('second_factor_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/**
 * Six-digit codes sent by SMS, for a staff member's second factor or a customer's phone check; only
 * the newest unused one per account counts.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(), // the number it went to: verifying it proves that number
    codeDigest: text('code_digest').notNull(),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    usedAt: at('used_at'),
  },
  (t) => [
    index('sms_codes_staff').on(t.staffId),
    index('sms_codes_customer').on(t.customerId),
    check('sms_codes_one_owner', sql`(${t.staffId} is null) <> (${t.customerId} is null)`),
  ],
);

/** One-time password-reset links for staff. */
export const staffPasswordResets = pgTable('staff_password_resets', {
  id: text('id').primaryKey(), // sha-256 of the guid
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** A coach's entry link (spec 001 §2, §7 loginByGuid): reusable until it expires. */
export const coachLoginLinks = pgTable(
  'coach_login_links',
  {
    id: text('id').primaryKey(), // sha-256 of the guid
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('coach_login_links_staff').on(t.staffId)],
);
