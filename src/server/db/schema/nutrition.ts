import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  Dosage,
  FoodTag,
  Interaction,
  MarkerTargets,
  Nutrients,
} from '../../../domain/nutrition/catalogue';
import { customers } from './identity';

// spec 000 §3 (Supplement, dosage entry, Exercise, Sport), §7.6: the seeded guidance catalogues
// (ids fixed in seed/reference/nutrition-*.ts) and each customer's nutrition preferences. Diets and
// beverages are the questionnaire's answers (questionnaire.ts), resting heart rate and body fat its
// physio values: one answer per question, whichever screen asks it.

const json = <T>(name: string) => jsonb(name).$type<T>().notNull();
const customerRef = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** At least 80 foods; each belongs to one questionnaire food (its frequency answer is the default). */
export const nutritionFoods = pgTable('nutrition_foods', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  foodGroup: text('food_group').notNull(),
  /** The onboarding option (kind `food`) it belongs to. */
  categoryId: integer('category_id').notNull(),
  serving: text('serving').notNull(),
  tags: json<FoodTag[]>('tags'),
  nutrients: json<Nutrients>('nutrients'),
  markers: json<MarkerTargets>('markers'),
  evidence: text('evidence').notNull(),
  interactions: json<Interaction[]>('interactions'),
  sortOrder: integer('sort_order').notNull(),
});

export const supplements = pgTable(
  'supplements',
  {
    id: integer('id').primaryKey(),
    /** spec 000 §3 Supplement `name`: the key a dosage entry names. */
    name: text('name').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    nsfCertified: boolean('nsf_certified').notNull(),
    dosages: json<Dosage[]>('dosages'),
    defaultDosage: text('default_dosage').notNull(),
    tags: json<FoodTag[]>('tags'),
    markers: json<MarkerTargets>('markers'),
    evidence: text('evidence').notNull(),
    interactions: json<Interaction[]>('interactions'),
    forSex: text('for_sex', { enum: ['male', 'female'] }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('supplements_for_sex', sql`${t.forSex} is null or ${t.forSex} in ('male', 'female')`)],
);

/** The four exercise categories (spec 000 §3). */
export const sportCategories = pgTable('sport_categories', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  markers: json<MarkerTargets>('markers'),
  evidence: text('evidence').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => sportCategories.id),
  sortOrder: integer('sort_order').notNull(),
});

/** The medications asked about for supplement and food interactions. */
export const medications = pgTable('medications', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull(),
});

/** How each lifestyle answer is asked and its valid range (RHR and body fat: the physio markers'). */
export const lifestyleReferences = pgTable('lifestyle_references', {
  field: text('field').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  kind: text('kind', { enum: ['choice', 'number', 'time'] }).notNull(),
  unit: text('unit'),
  min: doublePrecision('min'),
  max: doublePrecision('max'),
  step: doublePrecision('step'),
  options: json<{ value: string; name: string }[]>('options'),
  sortOrder: integer('sort_order').notNull(),
});

// ── The customer's answers ────────────────────────────────────────────────────

export const nutritionPreferences = pgTable(
  'nutrition_preferences',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** null: not answered. */
    willingToTakeSupplements: boolean('willing_to_take_supplements'),
    nsfOnly: boolean('nsf_only').notNull().default(false),
    smokingStatus: text('smoking_status', { enum: ['never', 'former', 'current'] }),
    /** Minutes a day. */
    dailySunExposure: doublePrecision('daily_sun_exposure'),
    /** Also the answer of trying-to-lose-weight (`lose`). */
    weightGoal: text('weight_goal', { enum: ['lose', 'maintain', 'gain'] }),
    /** "HH:MM". */
    wakeUpTime: text('wake_up_time'),
    /** Hours a night. */
    sleepDuration: doublePrecision('sleep_duration'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'nutrition_preferences_smoking',
      sql`${t.smokingStatus} is null or ${t.smokingStatus} in ('never', 'former', 'current')`,
    ),
    check(
      'nutrition_preferences_weight_goal',
      sql`${t.weightGoal} is null or ${t.weightGoal} in ('lose', 'maintain', 'gain')`,
    ),
  ],
);

/** A food rated with a frequency (an onboarding `food_frequency` id), or omitted (`frequency_id` null). */
export const customerFoodAnswers = pgTable(
  'customer_food_answers',
  {
    customerId: customerRef(),
    foodId: integer('food_id')
      .notNull()
      .references(() => nutritionFoods.id),
    frequencyId: integer('frequency_id'),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.foodId] })],
);

export const customerSupplements = pgTable(
  'customer_supplements',
  {
    customerId: customerRef(),
    supplementId: integer('supplement_id')
      .notNull()
      .references(() => supplements.id),
    /** A dosage name of the supplement; null when not given. */
    dosage: text('dosage'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.supplementId] })],
);

export const customerMedications = pgTable(
  'customer_medications',
  {
    customerId: customerRef(),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medications.id),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.medicationId] })],
);

export const customerSports = pgTable(
  'customer_sports',
  {
    customerId: customerRef(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.sportId] })],
);
