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
  unique,
} from 'drizzle-orm/pg-core';
import type { UnitConversion } from '../../../domain/unit-conversion';

// Reference data of spec 000 §7.2. Rows are upserted by the reference seeders at every start;
// ids are fixed in the catalogue modules so they are the same in every database.

export const genders = ['all', 'male', 'female'] as const;
export const sexes = ['male', 'female'] as const;
export const regionKinds = ['state', 'district', 'territory', 'province'] as const;
export const optionKinds = [
  'ethnicity',
  'gender_identity',
  'contraception',
  'hormone_therapy',
  'reproductive_stage',
] as const;

export type ForGender = (typeof genders)[number];
export type Sex = (typeof sexes)[number];
export type RegionKind = (typeof regionKinds)[number];
export type OptionKind = (typeof optionKinds)[number];

/** The runtime base URLs a configuration link is stored under (src/server/config.ts). */
export type LinkBase = 'store' | 'support' | 'contact' | 'careers' | 'professionals' | 'security' | 'blog';

/** A configuration value: a number, or a link under one of the runtime base URLs. */
export type ConfigurationValue =
  { kind: 'number'; value: number } | { kind: 'link'; base: LinkBase; path: string };

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const countries = pgTable(
  'countries',
  {
    /** ISO 3166-1 alpha-2. */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('countries_code_alpha2', sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

/** US states, DC and territories; Canadian provinces and territories. */
export const regions = pgTable(
  'regions',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: regionKinds }).notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.code] }),
    check('regions_kind', sql`${t.kind} in (${inList(regionKinds)})`),
  ],
);

/** Small pick lists of the profile: ethnicities, gender identities, contraception, hormone therapy, reproductive stages. */
export const referenceOptions = pgTable(
  'reference_options',
  {
    kind: text('kind', { enum: optionKinds }).notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    unique('reference_options_kind_code').on(t.kind, t.code),
    check('reference_options_kind', sql`${t.kind} in (${inList(optionKinds)})`),
  ],
);

export const physioMarkers = pgTable('physio_markers', {
  id: integer('id').primaryKey(),
  abbr: text('abbr').notNull().unique(),
  name: text('name').notNull(),
  unit: text('unit').notNull(),
  units: jsonb('units').$type<UnitConversion[]>().notNull(),
  /** Plausible input limits in the primary unit, for forms. */
  minValue: doublePrecision('min_value').notNull(),
  maxValue: doublePrecision('max_value').notNull(),
  /** Computed from other markers (BMI from height and weight, waist-to-hip ratio). */
  derived: boolean('derived').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Bands a physio value falls into (BMI classes, blood-pressure stages…), lower limit inclusive and
 * upper limit exclusive as the guidelines define them; null means open-ended. Served ascending.
 */
export const physioResultBands = pgTable(
  'physio_result_bands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    physioMarkerId: integer('physio_marker_id')
      .notNull()
      .references(() => physioMarkers.id, { onDelete: 'cascade' }),
    forGender: text('for_gender', { enum: genders }).notNull(),
    label: text('label').notNull(),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    unique('physio_result_bands_marker_gender_label').on(t.physioMarkerId, t.forGender, t.label),
    check('physio_result_bands_for_gender', sql`${t.forGender} in (${inList(genders)})`),
    check(
      'physio_result_bands_order',
      sql`${t.minValue} is null or ${t.maxValue} is null or ${t.minValue} < ${t.maxValue}`,
    ),
  ],
);

export const markerCategories = pgTable(
  'marker_categories',
  {
    id: integer('id').primaryKey(),
    abbr: text('abbr').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    forGender: text('for_gender', { enum: genders }).notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('marker_categories_for_gender', sql`${t.forGender} in (${inList(genders)})`)],
);

export const bloodMarkers = pgTable(
  'blood_markers',
  {
    id: integer('id').primaryKey(),
    abbr: text('abbr').notNull().unique(),
    name: text('name').notNull(),
    /** Primary (US) unit as shown, e.g. `mg/dL`, and its UCUM code for FHIR, e.g. `10*3/uL`. */
    unit: text('unit').notNull(),
    ucum: text('ucum').notNull(),
    units: jsonb('units').$type<UnitConversion[]>().notNull(),
    loinc: text('loinc').notNull().unique(),
    loincAlternates: text('loinc_alternates').array().notNull(),
    forGender: text('for_gender', { enum: genders }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => markerCategories.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('blood_markers_for_gender', sql`${t.forGender} in (${inList(genders)})`)],
);

/** One range per marker and sex, in the marker's primary unit; see src/domain/blood-range.ts. */
export const bloodMarkerRanges = pgTable(
  'blood_marker_ranges',
  {
    markerId: integer('marker_id')
      .notNull()
      .references(() => bloodMarkers.id, { onDelete: 'cascade' }),
    sex: text('sex', { enum: sexes }).notNull(),
    minA: doublePrecision('min_a').notNull(),
    maxA: doublePrecision('max_a').notNull(),
    minG: doublePrecision('min_g').notNull(),
    maxG: doublePrecision('max_g').notNull(),
    minBorderLine: doublePrecision('min_border_line').notNull(),
    maxBorderLine: doublePrecision('max_border_line').notNull(),
    minNearNormal: doublePrecision('min_near_normal').notNull(),
    maxNearNormal: doublePrecision('max_near_normal').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.markerId, t.sex] }),
    check('blood_marker_ranges_sex', sql`${t.sex} in (${inList(sexes)})`),
    check(
      'blood_marker_ranges_order',
      sql`${t.minBorderLine} <= ${t.minNearNormal} and ${t.minNearNormal} <= ${t.minA} and ${t.minA} <= ${t.minG} and ${t.minG} <= ${t.maxG} and ${t.maxG} <= ${t.maxA} and ${t.maxA} <= ${t.maxNearNormal} and ${t.maxNearNormal} <= ${t.maxBorderLine}`,
    ),
  ],
);

/** The test plans the shop sells. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    packageId: integer('package_id').notNull().unique(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Whole US cents, so money never goes through floating point in the database. */
    priceCents: integer('price_cents').notNull(),
    categories: text('categories').array().notNull(),
    bloodTestIncluded: boolean('blood_test_included').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('products_price', sql`${t.priceCents} >= 0`)],
);

export const configuration = pgTable('configuration', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<ConfigurationValue>().notNull(),
});

/**
 * The partner lab's draw sites (issue 23 point 5): where a customer walks in to have the blood of an
 * activated test drawn. Ids are fixed in the catalogue (src/server/db/seed/reference/draw-sites.ts).
 */
export const drawSites = pgTable('draw_sites', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Opening hours as people read them ("Mon–Fri 7 am–3 pm"). */
  hours: text('hours').notNull(),
});

/**
 * The centre of each ZIP code area (the first three digits) the product knows, so the nearest draw
 * sites are found without a geocoding service; `mobileDraw` says whether phlebotomists visit there.
 */
export const zipAreas = pgTable(
  'zip_areas',
  {
    area: text('area').primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    mobileDraw: boolean('mobile_draw').notNull(),
  },
  (t) => [check('zip_areas_area', sql`${t.area} ~ '^[0-9]{3}$'`)],
);
