import { sql } from 'drizzle-orm';
import type { OptimizationState } from '../../../domain/blood-range';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { bloodMarkers, markerCategories, sexes } from './references';

// spec 000 §3 blood result, recommendations, intervention check-in; §7.7, §7.8.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Which way a marker is out of its optimal range: what a recommendation or daily action addresses. */
export const directions = ['low', 'high'] as const;
export type Direction = (typeof directions)[number];
export const recommendationKinds = ['food', 'supplement', 'exercise', 'lifestyle'] as const;
export type RecommendationKind = (typeof recommendationKinds)[number];

/** One blood draw of a customer (spec 000 §3 Blood result). */
/** One value of a result as graded for its customer. */
export interface GradedValue {
  markerAbbr: string;
  value: number;
  unit: string;
  state: OptimizationState;
  derived: boolean;
}

export const bloodResults = pgTable(
  'blood_results',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    testedAt: date('tested_at', { mode: 'string' }).notNull(),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    /** The lab or where the values came from (partner lab, an uploaded report). */
    source: text('source').notNull(),
    /** The OCR upload a result was confirmed under (spec 000 §2.4); null for lab results. */
    groupId: text('group_id'),
    createdAt: createdAt(),
    /**
     * Issue 22: the values as the customer sees them (primary units, states, eGFR), computed when the
     * result is stored so reads do not grade it again; recomputed when `gradedKey` no longer matches
     * (services/blood-results.ts: the catalogue, the customer's sex or birth date changed).
     */
    graded: jsonb('graded').$type<GradedValue[]>(),
    gradedKey: text('graded_key'),
  },
  (t) => [
    index('blood_results_customer_tested').on(t.customerId, t.testedAt),
    check('blood_results_published_after_tested', sql`${t.publishedAt} >= ${t.testedAt}`),
  ],
);

/** A measured value as the lab reported it; states, scores and derived values are computed when read. */
export const bloodValues = pgTable(
  'blood_values',
  {
    resultId: integer('result_id')
      .notNull()
      .references(() => bloodResults.id, { onDelete: 'cascade' }),
    markerAbbr: text('marker_abbr')
      .notNull()
      .references(() => bloodMarkers.abbr),
    value: doublePrecision('value').notNull(),
    /** The unit the value is in: the marker's primary unit or one of its alternatives. */
    unit: text('unit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.markerAbbr] })],
);

/** Notes a customer keeps on a row (a blood result) of the table view (spec 000 §2.4). */
export const tableViewNotes = pgTable(
  'table_view_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    resultId: integer('result_id')
      .notNull()
      .references(() => bloodResults.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('table_view_notes_result').on(t.resultId)],
);

/** Results shared by the customer with someone (spec 000 §2.4 share by name, e-mail and fax). */
export const bloodworkShares = pgTable(
  'bloodwork_shares',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The result that was shared: the newest at the time. */
    resultId: integer('result_id').references(() => bloodResults.id, { onDelete: 'set null' }),
    sharedName: text('shared_name').notNull(),
    sharedEmail: text('shared_email').notNull(),
    sharedFax: text('shared_fax'),
    createdAt: createdAt(),
  },
  (t) => [index('bloodwork_shares_customer').on(t.customerId)],
);

/**
 * An anonymous reference population: one row per person and marker, for the population position
 * of a customer's value. People have no identity beyond a number, a sex and an age band.
 */
export const populationValues = pgTable(
  'population_values',
  {
    personId: integer('person_id').notNull(),
    sex: text('sex', { enum: sexes }).notNull(),
    /** Ten-year band, e.g. `40-49`. */
    ageBand: text('age_band').notNull(),
    markerAbbr: text('marker_abbr')
      .notNull()
      .references(() => bloodMarkers.abbr),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.markerAbbr] }),
    index('population_values_marker_sex_value').on(t.markerAbbr, t.sex, t.value),
    check('population_values_sex', sql`${t.sex} in ('male', 'female')`),
  ],
);

/** Daily actions (spec 000 §3 intervention check-in) from the catalogue, tied to markers below. */
export const interventions = pgTable(
  'interventions',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: recommendationKinds }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('interventions_kind', sql`${t.kind} in ('food', 'supplement', 'exercise', 'lifestyle')`)],
);

/** An intervention helps a marker that is `low` or `high`. */
export const interventionMarkers = pgTable(
  'intervention_markers',
  {
    interventionId: integer('intervention_id')
      .notNull()
      .references(() => interventions.id, { onDelete: 'cascade' }),
    markerAbbr: text('marker_abbr')
      .notNull()
      .references(() => bloodMarkers.abbr),
    direction: text('direction', { enum: directions }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.interventionId, t.markerAbbr] }),
    check('intervention_markers_direction', sql`${t.direction} in ('low', 'high')`),
  ],
);

/** Whether the customer did an intervention on a day (spec 000 §3: day, isChecked, interventionId). */
export const interventionCheckIns = pgTable(
  'intervention_check_ins',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    interventionId: integer('intervention_id')
      .notNull()
      .references(() => interventions.id, { onDelete: 'cascade' }),
    isChecked: boolean('is_checked').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day, t.interventionId] })],
);

/** Foods, supplements, exercise and lifestyle actions (spec 000 §3 recommendations per marker). */
export const recommendations = pgTable(
  'recommendations',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: recommendationKinds }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Lifestyle actions only: the condition on the customer's lifestyle answers it applies under (src/domain/nutrition). */
    appliesWhen: text('applies_when'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('recommendations_kind', sql`${t.kind} in ('food', 'supplement', 'exercise', 'lifestyle')`)],
);

/** A recommendation helps a marker that is `low` or `high`. */
export const recommendationMarkers = pgTable(
  'recommendation_markers',
  {
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    markerAbbr: text('marker_abbr')
      .notNull()
      .references(() => bloodMarkers.abbr),
    direction: text('direction', { enum: directions }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recommendationId, t.markerAbbr] }),
    index('recommendation_markers_marker').on(t.markerAbbr, t.direction),
    check('recommendation_markers_direction', sql`${t.direction} in ('low', 'high')`),
  ],
);

/** The learn pages of a marker (spec 000 §3 marker extra information). */
export const markerInformation = pgTable('marker_information', {
  markerId: integer('marker_id')
    .primaryKey()
    .references(() => bloodMarkers.id, { onDelete: 'cascade' }),
  whatItIs: text('what_it_is').notNull(),
  whyItMatters: text('why_it_matters').notNull(),
  whatMovesIt: text('what_moves_it').notNull(),
});

/** The learn pages of a category (spec 000 §3 category extra information). */
export const categoryInformation = pgTable('category_information', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => markerCategories.id, { onDelete: 'cascade' }),
  overview: text('overview').notNull(),
  whyItMatters: text('why_it_matters').notNull(),
  howToImprove: text('how_to_improve').notNull(),
});
