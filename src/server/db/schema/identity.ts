import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** spec 000 §3 Customer. Flags that later issues derive (orders, DNA) start as stored columns. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    photoSrc: text('photo_src'),
    activationState: text('activation_state').notNull().default('PURCHASE'),
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isDnaOnly: boolean('is_dna_only').notNull().default(false),
    hasAccessToBru: boolean('has_access_to_bru').notNull().default(false),
    allowedToSeeInnerAge: boolean('allowed_to_see_inner_age').notNull().default(false),
    hasDiyOrderWithInnerAge: boolean('has_diy_order_with_inner_age').notNull().default(false),
    hasUnusedTest: boolean('has_unused_test').notNull().default(false),
    canAddInnerAge: boolean('can_add_inner_age').notNull().default(false),
    /** Profile data the blood domain needs (InnerAge and eGFR use the age at the draw; ranges the sex). */
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex', { enum: ['male', 'female'] }),
    securityQuestion: text('security_question'),
    securityAnswerHash: text('security_answer_hash'),
    passwordChangedAt: at('password_changed_at'),
    /** Verified phone (E.164); a number given but not yet verified waits in `pending_phone`. */
    phone: text('phone'),
    phoneVerifiedAt: at('phone_verified_at'),
    pendingPhone: text('pending_phone'),
    /** How measurements are shown; they are always stored in SI (cm, kg). */
    countSystem: text('count_system').$type<'metric' | 'imperial'>().notNull().default('imperial'),
    heightCm: doublePrecision('height_cm'),
    weightKg: doublePrecision('weight_kg'),
    waistCm: doublePrecision('waist_cm'),
    hipCm: doublePrecision('hip_cm'),
    /** Ids of `reference_options` of kind ethnicity and gender_identity. */
    ethnicityId: integer('ethnicity_id'),
    genderIdentityId: integer('gender_identity_id'),
    genderSelfDescription: text('gender_self_description'),
    /** Whether the product's own team may look at the customer's results (000 §6). */
    productTeamPermission: boolean('product_team_permission').notNull().default(false),
    productTeamPermissionAt: at('product_team_permission_at'),
    /** Issue 19: set by a bulk "deactivate": sign-in is refused and every session was revoked. */
    deactivatedAt: at('deactivated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_email_lower').on(sql`lower(${t.email})`),
    check('customers_sex', sql`${t.sex} in ('male', 'female')`),
    check('customers_count_system', sql`${t.countSystem} in ('metric', 'imperial')`),
    check('customers_height', sql`${t.heightCm} is null or ${t.heightCm} between 50 and 260`),
    check('customers_weight', sql`${t.weightKg} is null or ${t.weightKg} between 20 and 350`),
    check('customers_waist', sql`${t.waistCm} is null or ${t.waistCm} between 40 and 250`),
    check('customers_hip', sql`${t.hipCm} is null or ${t.hipCm} between 50 and 250`),
  ],
);

/** Server sessions behind the httpOnly cookie; the idle deadline slides on activity. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // sha-256 of the cookie value
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Set on a read-only session an administrator opened to see the product as this customer (issue 18). */
    viewAsStaffId: integer('view_as_staff_id'),
  },
  (t) => [index('sessions_customer').on(t.customerId)],
);

/** Rotating refresh tokens; a spent one presented again revokes its whole family (RFC 9700 §4.14.2). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(), // sha-256 of the token
    familyId: text('family_id').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

/** Sign-in attempt counters per key (`account:<email>`, `ip:<address>`), shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

/** One-time password-reset links and security-answer grants. */
export const passwordResets = pgTable('password_resets', {
  id: text('id').primaryKey(), // sha-256 of the guid
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Mail and SMS that would leave the machine: no gateway is reachable, so they are kept to be read. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient').on(t.recipient)],
);
