import { z } from 'zod';
import { bloodRange, forGender, sex } from './references';
import { emailAddress, line, sent, text } from './text';

// spec 000 §7.7 (blood results, ranges, categories, recommendations, extra information), §3, §4, §9.
// Path patterns use `:name` parts; fill them with `fillPath` from ./path.
export { bloodPaths } from './blood-paths';

/** Extra information is written content that changes only with a release. */
export const extraInformationCacheControl = 'public, max-age=300';

/** YYYY-MM-DD, as results store their dates (spec 000 §3). */
export const isoDate = z.iso.date({ message: 'Use a YYYY-MM-DD date' });

/**
 * spec 000 §3 optimization states: -4 Low, -3 Borderline Low, -2 Near Normal, -1 Normal,
 * 0 Optimized, 1 Normal, 2 Near Normal, 3 Borderline High, 4 High, 7 Cannot determine.
 */
export const optimizationStateValue = z.union([
  z.literal(-4),
  z.literal(-3),
  z.literal(-2),
  z.literal(-1),
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(7),
]);
export type OptimizationStateValue = z.infer<typeof optimizationStateValue>;

/** spec 000 §3 sorting modes: UNOPTIMIZED=0, OPTIMIZED=1, A_Z=2. */
export const sortModeValue = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SortModeValue = z.infer<typeof sortModeValue>;
/** `?sortMode=0|1|2`, UNOPTIMIZED when left out. */
export const sortModeParam = z
  .enum(['0', '1', '2'], { message: 'Use 0 (unoptimized first), 1 (optimized first) or 2 (A-Z)' })
  .default('0')
  .transform((s) => Number(s) as SortModeValue);

export const severity = z.enum(['red', 'orange', 'yellow']);
export type Severity = z.infer<typeof severity>;
/** spec 000 §4 score bands: 0 = 85-100, 1 = 70-85, 2 = 50-70, 3 = 0-50 (also the overall grade). */
export const scoreBand = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * A group of spec 000 §4 (A-Z: one `all` group; otherwise optimized, notOptimized, neverTested in
 * the sort mode's order), listing the abbreviations of its markers or categories in display order.
 * Every group of the mode is present, empty ones included.
 */
export const itemGroup = z.object({
  key: z.enum(['all', 'optimized', 'notOptimized', 'neverTested']),
  abbrs: z.array(sent()),
  /** notOptimized only: the same abbreviations split by severity, in the sort mode's order. */
  severities: z.array(z.object({ severity, abbrs: z.array(sent()) })).optional(),
});
export type ItemGroup = z.infer<typeof itemGroup>;

// ── Results ──────────────────────────────────────────────────────────────────

export const markerValue = z.object({
  markerAbbr: sent(),
  /** In the marker's primary unit (converted when the lab reported another). */
  value: z.number(),
  unit: sent(),
  /** Computed from the value and the customer's sex-specific range. */
  optimizationStateValue,
  /** True for values the product computes from others (eGFR from creatinine, age and sex). */
  derived: z.boolean(),
});
export type MarkerValue = z.infer<typeof markerValue>;

export const tableViewNote = z.object({
  id: z.number().int(),
  resultId: z.number().int(),
  title: sent(),
  comment: sent(),
  createdAt: sent(),
});
export type TableViewNote = z.infer<typeof tableViewNote>;

export const bloodResult = z.object({
  id: z.number().int(),
  testedAt: isoDate,
  publishedAt: isoDate,
  source: sent(),
  groupId: sent().nullable(),
  /** In catalogue order (category, then marker). */
  markerValues: z.array(markerValue),
  /** The customer's table-view notes on this result, oldest first. */
  notes: z.array(tableViewNote),
});
export type BloodResult = z.infer<typeof bloodResult>;
/** Newest tested first (spec 000 §3). */
export const bloodResultsResponse = z.array(bloodResult);
export type BloodResultsResponse = z.infer<typeof bloodResultsResponse>;

export const customerRange = bloodRange.extend({ markerAbbr: sent(), unit: sent() });
export type CustomerRange = z.infer<typeof customerRange>;
/**
 * The customer's sex-specific ranges. Without a recorded sex only markers whose range is the same
 * for both sexes are listed (the others cannot be classified: state 7).
 */
export const rangesResponse = z.object({ sex: sex.nullable(), ranges: z.array(customerRange) });
export type RangesResponse = z.infer<typeof rangesResponse>;

// ── Categories ───────────────────────────────────────────────────────────────

export const categoriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  sortMode: sortModeParam,
});
export type CategoriesQuery = z.input<typeof categoriesQuery>;

export const overall = z.object({ score: z.number().int(), grade: scoreBand, gradeLabel: sent() });
export type Overall = z.infer<typeof overall>;

export const categoryWithScore = z.object({
  id: z.number().int(),
  abbr: sent(),
  name: sent(),
  description: sent(),
  forGender,
  /** 0-100 from the latest state of its markers; null when none was tested (neverTested). */
  score: z.number().int().nullable(),
  scoreBand: scoreBand.nullable(),
  /** The category's markers for the customer's sex, with their latest state (null: never tested). */
  markers: z.array(z.object({ abbr: sent(), optimizationStateValue: optimizationStateValue.nullable() })),
});
export type CategoryWithScore = z.infer<typeof categoryWithScore>;

export const categoriesResponse = z.object({
  /** The newest draw date the scores include; null without results. */
  asOf: isoDate.nullable(),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** A page of the categories in display order (spec 000 §9: the web loads 10 first). */
  categories: z.array(categoryWithScore),
  /** The healthspan overall score over every category that has a score. */
  overall: overall.nullable(),
  sortMode: sortModeValue,
  /** Grouping of every category (not only this page) for the sort mode. */
  groups: z.array(itemGroup),
});
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

export const categoriesForEachResultQuery = z.object({
  forLastResults: z.coerce.number().int().min(1).max(100).optional(),
});
export const resultCategoryScores = z.object({
  resultId: z.number().int(),
  testedAt: isoDate,
  overall: overall.nullable(),
  categories: z.array(
    z.object({ abbr: sent(), score: z.number().int().nullable(), scoreBand: scoreBand.nullable() }),
  ),
});
/** Newest tested first; each result scored from its own values only. */
export const categoriesForEachResultResponse = z.array(resultCategoryScores);
export type CategoriesForEachResultResponse = z.infer<typeof categoriesForEachResultResponse>;

// ── Markers for view ─────────────────────────────────────────────────────────

export const markersForViewQuery = z.object({
  sortMode: sortModeParam,
  /** Only the markers of one category (category pages). */
  categoryAbbr: line(20).min(1).optional(),
});
export type MarkersForViewQuery = z.input<typeof markersForViewQuery>;

export const markerReading = z.object({
  resultId: z.number().int(),
  testedAt: isoDate,
  value: z.number(),
  optimizationStateValue,
  derived: z.boolean(),
});
export type MarkerReading = z.infer<typeof markerReading>;

export const markerForView = z.object({
  id: z.number().int(),
  abbr: sent(),
  name: sent(),
  unit: sent(),
  categoryId: z.number().int(),
  categoryAbbr: sent(),
  categoryName: sent(),
  /** The customer's range; null when it depends on a sex the customer has not recorded. */
  range: bloodRange.nullable(),
  /** The newest reading; null when never tested. */
  latest: markerReading.nullable(),
  severity: severity.nullable(),
  /** Every reading, oldest first (the history chart). */
  history: z.array(markerReading),
});
export type MarkerForView = z.infer<typeof markerForView>;

export const markersForViewResponse = z.object({
  sortMode: sortModeValue,
  asOf: isoDate.nullable(),
  /** In catalogue order. */
  markers: z.array(markerForView),
  groups: z.array(itemGroup),
});
export type MarkersForViewResponse = z.infer<typeof markersForViewResponse>;

// ── Population position ──────────────────────────────────────────────────────

export const markerParam = z.object({ marker: line(20).min(1) });
export const populationPositionResponse = z.object({
  markerAbbr: sent(),
  unit: sent(),
  /** The population compared against: the customer's sex, or everyone when it is not recorded. */
  sex: sex.nullable(),
  value: z.number().nullable(),
  testedAt: isoDate.nullable(),
  /** Share of the population below the value (ties count half), 0-100; null without a value. */
  percentile: z.number().min(0).max(100).nullable(),
  populationSize: z.number().int(),
  /** Equal-width bins from the population's lowest to highest value. */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
});
export type PopulationPositionResponse = z.infer<typeof populationPositionResponse>;

// ── Share and notes ──────────────────────────────────────────────────────────

export const shareRequest = z.object({
  sharedName: line(100).trim().min(1, 'Enter a name'),
  sharedEmail: emailAddress(),
  /** Optional; digits with spaces, dashes, dots, brackets and a leading +. */
  sharedFax: line(30)
    .trim()
    .regex(/^$|^\+?[0-9][0-9 ().-]{5,28}[0-9]$/, 'Enter a fax number, e.g. +1 555 010 0199')
    .optional()
    .nullable(),
});
export type ShareRequest = z.input<typeof shareRequest>;
export const shareResponse = z.object({
  id: z.number().int(),
  resultId: z.number().int(),
  sharedName: sent(),
  sharedEmail: sent(),
  sharedFax: sent().nullable(),
  createdAt: sent(),
});
export type ShareResponse = z.infer<typeof shareResponse>;

export const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const noteRequest = z.object({
  title: line(120).trim().min(1, 'Enter a title'),
  comment: text(2000).trim().default(''),
});
export type NoteRequest = z.input<typeof noteRequest>;
/** submit/{id}: `id` is the blood result the note is on; delete/{id}: the note's id. */
export const noteResponse = tableViewNote;

// ── Recommendations ──────────────────────────────────────────────────────────

export const recommendationKind = z.enum(['food', 'supplement', 'exercise', 'lifestyle']);
export type RecommendationKind = z.infer<typeof recommendationKind>;
export const direction = z.enum(['low', 'high']);
export type Direction = z.infer<typeof direction>;

export const recommendationsQuery = z.object({
  /** Comma-separated marker abbreviations; by default the customer's markers that are not optimal. */
  markerAbbrs: line(2000)
    .transform((s) =>
      s
        .split(',')
        .map((a) => a.trim().toUpperCase())
        .filter(Boolean),
    )
    .optional(),
});
export type RecommendationsQuery = z.input<typeof recommendationsQuery>;

export const recommendation = z.object({
  id: z.number().int(),
  kind: recommendationKind,
  title: sent(),
  description: sent(),
  /** Whether it helps the marker when it is low or when it is high. */
  direction,
});
export type Recommendation = z.infer<typeof recommendation>;

export const markerRecommendations = z.object({
  markerAbbr: sent(),
  markerName: sent(),
  optimizationStateValue: optimizationStateValue.nullable(),
  /** Which side of optimal the latest value is on; null when optimal, undetermined or never tested. */
  direction: direction.nullable(),
  /** For a low or high marker those for its direction; otherwise every recommendation tied to it. */
  recommendations: z.array(recommendation),
});
export type MarkerRecommendations = z.infer<typeof markerRecommendations>;

export const recommendationsResponse = z.object({
  /** Every marker the catalogue has recommendations for. */
  availableMarkerAbbrs: z.array(sent()),
  /** The markers answered, worst state first (ties in catalogue order). */
  byMarker: z.array(markerRecommendations),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponse>;

// ── Extra information (public) ───────────────────────────────────────────────

export const abbrParam = z.object({ abbr: line(20).min(1) });
export const markerExtraInformation = z.object({
  id: z.number().int(),
  abbr: sent(),
  name: sent(),
  unit: sent(),
  categoryId: z.number().int(),
  categoryAbbr: sent(),
  categoryName: sent(),
  whatItIs: sent(),
  whyItMatters: sent(),
  whatMovesIt: sent(),
});
export type MarkerExtraInformation = z.infer<typeof markerExtraInformation>;

export const categoryExtraInformation = z.object({
  id: z.number().int(),
  abbr: sent(),
  name: sent(),
  description: sent(),
  overview: sent(),
  whyItMatters: sent(),
  howToImprove: sent(),
  markers: z.array(z.object({ abbr: sent(), name: sent() })),
});
export type CategoryExtraInformation = z.infer<typeof categoryExtraInformation>;
