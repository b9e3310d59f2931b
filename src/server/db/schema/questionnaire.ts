import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { physioMarkers } from './references';
import { at } from './columns';

// spec 000 §3 "Onboarding data", §7.5: the questionnaire's pick lists and each customer's answers.
// Answer rows hold option ids checked against `onboarding_options` by the service (the kind is
// not a column of the answer, so no foreign key); each step's rows are replaced in one transaction.

export const onboardingOptionKinds = [
  'where_did_you_hear',
  'focus_goal',
  'focus_value',
  'dietary_constraint',
  'food',
  'food_frequency',
  'beverage',
  'beverage_frequency',
  'takeout_frequency',
  'glp1_medication',
  'glp1_reason',
  'glp1_taking_method',
] as const;
export type OnboardingOptionKind = (typeof onboardingOptionKinds)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const customerRef = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** The seeded pick lists of §7.5; ids are fixed in seed/reference/onboarding-options.ts. */
export const onboardingOptions = pgTable(
  'onboarding_options',
  {
    kind: text('kind', { enum: onboardingOptionKinds }).notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Foods only: the group the screen lists them under. */
    foodGroup: text('food_group'),
    /** Food frequencies only: the scale's value, for nutrition scoring. */
    timesPerWeek: doublePrecision('times_per_week'),
    /** Beverage frequencies only. */
    servingsPerDay: doublePrecision('servings_per_day'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    unique('onboarding_options_kind_code').on(t.kind, t.code),
    check('onboarding_options_kind', sql`${t.kind} in (${inList(onboardingOptionKinds)})`),
    check('onboarding_options_food_group', sql`(${t.kind} = 'food') = (${t.foodGroup} is not null)`),
    check(
      'onboarding_options_times_per_week',
      sql`(${t.kind} = 'food_frequency') = (${t.timesPerWeek} is not null)`,
    ),
    check(
      'onboarding_options_servings_per_day',
      sql`(${t.kind} = 'beverage_frequency') = (${t.servingsPerDay} is not null)`,
    ),
  ],
);

/** The single answers of the questionnaire, one row per customer once any step is saved. */
export const questionnaireAnswers = pgTable('questionnaire_answers', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  focusGoalId: integer('focus_goal_id'),
  takesGlp1: boolean('takes_glp1'),
  /** The diet step was saved: an empty list of constraints then means "none". */
  dietSavedAt: at('diet_saved_at'),
  takeoutFrequencyId: integer('takeout_frequency_id'),
  updatedAt: at('updated_at').notNull(),
});

export const questionnaireFocusValues = pgTable(
  'questionnaire_focus_values',
  { customerId: customerRef(), valueId: integer('value_id').notNull() },
  (t) => [primaryKey({ columns: [t.customerId, t.valueId] })],
);

/**
 * Body measurements in each marker's own unit, except those the profile keeps (height, weight,
 * waist, hip: `customers`, in SI), so the account page and the questionnaire never disagree.
 */
export const questionnairePhysioValues = pgTable(
  'questionnaire_physio_values',
  {
    customerId: customerRef(),
    physioMarkerId: integer('physio_marker_id')
      .notNull()
      .references(() => physioMarkers.id),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.physioMarkerId] })],
);

export const questionnaireMedications = pgTable(
  'questionnaire_medications',
  {
    customerId: customerRef(),
    medicationId: integer('medication_id').notNull(),
    reasonId: integer('reason_id').notNull(),
    takingMethodId: integer('taking_method_id').notNull(),
    startedOn: date('started_on', { mode: 'string' }),
    /** The order the customer listed them in. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.medicationId] })],
);

export const questionnaireDietaryConstraints = pgTable(
  'questionnaire_dietary_constraints',
  { customerId: customerRef(), constraintId: integer('constraint_id').notNull() },
  (t) => [primaryKey({ columns: [t.customerId, t.constraintId] })],
);

/** A food rated with a frequency, or omitted (`frequency_id` null: the customer never eats it). */
export const questionnaireFoods = pgTable(
  'questionnaire_foods',
  {
    customerId: customerRef(),
    foodId: integer('food_id').notNull(),
    frequencyId: integer('frequency_id'),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.foodId] })],
);

export const questionnaireBeverages = pgTable(
  'questionnaire_beverages',
  {
    customerId: customerRef(),
    beverageId: integer('beverage_id').notNull(),
    frequencyId: integer('frequency_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.beverageId] })],
);
