import { z } from 'zod';
import { sent } from './text';

// spec 000 §7.2 (references) — path constants; request and response schemas are added beside them.
export { referencePaths } from './reference-paths';

/** Reference data changes only with a release, so caches may keep it for five minutes. */
export const referenceCacheControl = 'public, max-age=300';

export const sex = z.enum(['male', 'female']);
export type Sex = z.infer<typeof sex>;
/** Who a marker, category or band applies to (spec 000 §3: "a gender or all"). */
export const forGender = z.enum(['all', 'male', 'female']);
export type ForGender = z.infer<typeof forGender>;

// ── Geography ────────────────────────────────────────────────────────────────

/** spec 000 §3: countries (name, countryAbbr); countryAbbr is ISO 3166-1 alpha-2. */
export const country = z.object({ name: sent(), countryAbbr: sent().length(2) });
export type Country = z.infer<typeof country>;
export const countriesResponse = z.array(country);
export type CountriesResponse = z.infer<typeof countriesResponse>;

/** A US state, district or territory, or a Canadian province or territory (postal abbreviation). */
export const region = z.object({
  name: sent(),
  stateAbbr: sent().length(2),
  kind: z.enum(['state', 'district', 'territory', 'province']),
});
export type Region = z.infer<typeof region>;
export const allStatesResponse = z.object({ usStates: z.array(region), canadaStates: z.array(region) });
export type AllStatesResponse = z.infer<typeof allStatesResponse>;

// ── Profile pick lists ───────────────────────────────────────────────────────

/** One entry of a pick list (ethnicities, gender identities, contraception and hormone-therapy types, reproductive stages). */
export const referenceOption = z.object({ id: z.number().int(), code: sent(), name: sent() });
export type ReferenceOption = z.infer<typeof referenceOption>;
export const referenceOptionsResponse = z.array(referenceOption);
export type ReferenceOptionsResponse = z.infer<typeof referenceOptionsResponse>;

// ── Markers ──────────────────────────────────────────────────────────────────

/** `alternative = (primary + offset) × factor`, e.g. glucose mg/dL → mmol/L: factor 0.0555, offset 0. */
export const unitConversion = z.object({ unit: sent(), factor: z.number(), offset: z.number() });
export type UnitConversion = z.infer<typeof unitConversion>;

/**
 * spec 000 §3 Blood range, inclusive bounds in the marker's primary unit: A is the lab reference
 * range, G the optimal sub-range; near-normal and border-line widen outside A.
 * minBorderLine ≤ minNearNormal ≤ minA ≤ minG ≤ maxG ≤ maxA ≤ maxNearNormal ≤ maxBorderLine.
 */
export const bloodRange = z.object({
  minA: z.number(),
  maxA: z.number(),
  minG: z.number(),
  maxG: z.number(),
  minBorderLine: z.number(),
  maxBorderLine: z.number(),
  minNearNormal: z.number(),
  maxNearNormal: z.number(),
});
export type BloodRange = z.infer<typeof bloodRange>;

export const bloodMarker = z.object({
  id: z.number().int(),
  abbr: sent(),
  name: sent(),
  unit: sent(),
  /** UCUM code of `unit`, as FHIR wants it (`10*3/uL`, `u[IU]/mL`). */
  ucum: sent(),
  units: z.array(unitConversion),
  loinc: sent(),
  loincAlternates: z.array(sent()),
  forGender: forGender,
  categoryAbbr: sent(),
  /** The range for each sex the marker applies to; only the caller's when `?gender=` is given. */
  ranges: z.object({ male: bloodRange.optional(), female: bloodRange.optional() }),
});
export type BloodMarker = z.infer<typeof bloodMarker>;
export const bloodMarkersResponse = z.array(bloodMarker);
export type BloodMarkersResponse = z.infer<typeof bloodMarkersResponse>;

/** `?gender=male|female` narrows markers to those for that sex and ranges to that sex's range. */
export const bloodMarkersQuery = z.object({ gender: sex.optional() });
export type BloodMarkersQuery = z.infer<typeof bloodMarkersQuery>;

export const bloodMarkerUnits = z.object({
  abbr: sent(),
  unit: sent(),
  units: z.array(unitConversion),
});
export type BloodMarkerUnits = z.infer<typeof bloodMarkerUnits>;
export const bloodMarkerUnitsResponse = z.array(bloodMarkerUnits);
export type BloodMarkerUnitsResponse = z.infer<typeof bloodMarkerUnitsResponse>;

export const markerCategory = z.object({
  id: z.number().int(),
  abbr: sent(),
  name: sent(),
  description: sent(),
  forGender: forGender,
});
export type MarkerCategory = z.infer<typeof markerCategory>;
export const markerCategoriesResponse = z.array(markerCategory);
export type MarkerCategoriesResponse = z.infer<typeof markerCategoriesResponse>;

export const physioMarker = z.object({
  id: z.number().int(),
  abbr: sent(),
  name: sent(),
  unit: sent(),
  units: z.array(unitConversion),
  /** Plausible input limits in `unit`, for forms. */
  minValue: z.number(),
  maxValue: z.number(),
  /** Computed from other markers (BMI, waist-to-hip ratio) rather than entered. */
  derived: z.boolean(),
});
export type PhysioMarker = z.infer<typeof physioMarker>;
export const physioMarkersResponse = z.array(physioMarker);
export type PhysioMarkersResponse = z.infer<typeof physioMarkersResponse>;

/**
 * A band a physio value falls into (BMI class, blood-pressure stage…): `min` inclusive, `max`
 * exclusive, null when open-ended. GET /api/physio/results lists them ascending per marker and sex;
 * the product reverses the list (spec 000 §7.2).
 */
export const physioResult = z.object({
  id: z.number().int(),
  markerAbbr: sent(),
  unit: sent(),
  forGender: forGender,
  label: sent(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type PhysioResult = z.infer<typeof physioResult>;
export const physioResultsResponse = z.array(physioResult);
export type PhysioResultsResponse = z.infer<typeof physioResultsResponse>;

// ── Shop and configuration ───────────────────────────────────────────────────

/** A test plan of the shop, as the product card shows it (spec 000 §1). */
export const product = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  slug: sent(),
  title: sent(),
  description: sent(),
  /** In `currency`, e.g. 199 for $199. */
  price: z.number().nonnegative(),
  currency: z.literal('USD'),
  image: sent(),
  categories: z.array(sent()),
  bloodTestIncluded: z.boolean(),
  exploreUrl: sent(),
});
export type Product = z.infer<typeof product>;
export const productsResponse = z.array(product);
export type ProductsResponse = z.infer<typeof productsResponse>;

/** Links and client timing constants (spec 000 §9). */
export const configuration = z.object({
  storeUrl: sent(),
  supportUrl: sent(),
  contactUrl: sent(),
  careersUrl: sent(),
  professionalsUrl: sent(),
  securityUrl: sent(),
  blogUrl: sent(),
  tokenRefreshThresholdSeconds: z.number(),
  chatTokenRefreshThresholdSeconds: z.number(),
  sessionWarningSeconds: z.number(),
  toastMs: z.number(),
  locationTimeoutMs: z.number(),
  /**
   * The analytics and advertising tags' account (spec 000 §6); present only on a production server
   * configured with ANALYTICS_ID (never in development, tests or the demo): absent, tags stay off.
   */
  analyticsId: sent().max(64).optional(),
});
export type Configuration = z.infer<typeof configuration>;

// ── Everything at once ───────────────────────────────────────────────────────

/** spec 000 §3 "Reference data", one object; accepts the same `?gender=` as blood-markers. */
export const mainReferences = z.object({
  countries: countriesResponse,
  usStates: z.array(region),
  canadaStates: z.array(region),
  ethnicities: referenceOptionsResponse,
  genderIdentities: referenceOptionsResponse,
  contraceptionTypes: referenceOptionsResponse,
  hormoneTherapyTypes: referenceOptionsResponse,
  reproductiveStages: referenceOptionsResponse,
  bloodMarkers: bloodMarkersResponse,
  markerCategories: markerCategoriesResponse,
  physioMarkers: physioMarkersResponse,
  physioResults: physioResultsResponse,
});
export type MainReferences = z.infer<typeof mainReferences>;
export const mainReferencesQuery = bloodMarkersQuery;
export type MainReferencesQuery = BloodMarkersQuery;
