import { z } from 'zod';
import { direction, isoDate, optimizationStateValue, recommendationKind } from './blood';
import { sent } from './text';

// spec 000 §7.8 (InnerAge part), §3 (intervention check-in).
export { innerAgePaths } from './innerage-paths';

/** The PhenoAge setting every InnerAge is computed with, named and versioned. */
export const innerAgeModel = z.object({
  version: sent(),
  divisor: z.number(),
  crpMode: z.enum(['ln', 'ln1p', 'floor']),
});
export type InnerAgeModel = z.infer<typeof innerAgeModel>;

/** Why an InnerAge cannot be computed for a draw. */
export const cannotComputeReason = z.enum(['missingMarkers', 'missingBirthDate']);

export const innerAgeResult = z.object({
  resultId: z.number().int(),
  testedAt: isoDate,
  /** Age on the draw date, years (1 decimal); null without a birth date. */
  chronologicalAge: z.number().nullable(),
  /** PhenoAge of the draw, years (1 decimal); null when it cannot be computed. */
  innerAge: z.number().nullable(),
  /** innerAge − chronologicalAge (1 decimal): negative is younger than the calendar says. */
  difference: z.number().nullable(),
  /** The model's 10-year mortality score, 0-1. */
  mortalityScore: z.number().nullable(),
  canCompute: z.boolean(),
  reason: cannotComputeReason.nullable(),
  /** PhenoAge markers the draw lacks (abbreviations), when that is the reason. */
  missingMarkers: z.array(sent()),
  /** Inputs held to plausible bounds before computing (marker abbreviations, `AGE` for age). */
  clamped: z.array(sent()),
  /** The model was trained on ages 20-84: outside that the age is an extrapolation. */
  extrapolated: z.boolean(),
});
export type InnerAgeResult = z.infer<typeof innerAgeResult>;

export const innerAgeResultsResponse = z.object({
  model: innerAgeModel,
  birthDate: isoDate.nullable(),
  /** Age today, years (1 decimal). */
  chronologicalAge: z.number().nullable(),
  /** The newest draw with an InnerAge, if any. */
  latest: innerAgeResult.nullable(),
  /** One per blood result, newest tested first. */
  results: z.array(innerAgeResult),
});
export type InnerAgeResultsResponse = z.infer<typeof innerAgeResultsResponse>;

/** One of the nine PhenoAge markers. */
export const phenoAgeMarkerInfo = z.object({
  /** The model's input name: albumin, creatinine, glucose, crp, lymphocytePercent, mcv, rdw, alp, wbc. */
  key: sent(),
  abbr: sent(),
  name: sent(),
  unit: sent(),
  /** The healthy-adult value contributions are measured from. */
  referenceValue: z.number(),
});

export const innerAgeMarker = phenoAgeMarkerInfo.extend({
  value: z.number().nullable(),
  optimizationStateValue: optimizationStateValue.nullable(),
  /** Years this marker adds to (positive) or takes off (negative) the InnerAge; 2 decimals. */
  contributionYears: z.number().nullable(),
});
export type InnerAgeMarker = z.infer<typeof innerAgeMarker>;

/**
 * The nine markers of one draw: the newest draw with an InnerAge, else the newest draw (values
 * without contributions). `baseline + Σ contributionYears = innerAge`.
 */
export const innerAgeMarkersListResponse = z.object({
  model: innerAgeModel,
  resultId: z.number().int().nullable(),
  testedAt: isoDate.nullable(),
  innerAge: z.number().nullable(),
  chronologicalAge: z.number().nullable(),
  /** InnerAge of the reference profile at the customer's age at the draw. */
  baseline: z.number().nullable(),
  markers: z.array(innerAgeMarker),
});
export type InnerAgeMarkersListResponse = z.infer<typeof innerAgeMarkersListResponse>;

export const innerAgeMarkerReading = z.object({
  resultId: z.number().int(),
  testedAt: isoDate,
  value: z.number(),
  optimizationStateValue,
  /** Null for a draw whose InnerAge cannot be computed. */
  contributionYears: z.number().nullable(),
});

/** The nine markers with every draw's value and contribution, newest first. */
export const innerAgeMarkersResponse = z.object({
  model: innerAgeModel,
  markers: z.array(
    phenoAgeMarkerInfo.extend({
      latest: innerAgeMarkerReading.nullable(),
      history: z.array(innerAgeMarkerReading),
    }),
  ),
});
export type InnerAgeMarkersResponse = z.infer<typeof innerAgeMarkersResponse>;

// ── Daily actions ────────────────────────────────────────────────────────────

export const dailyAction = z.object({
  interventionId: z.number().int(),
  kind: recommendationKind,
  title: sent(),
  description: sent(),
  /**
   * The customer's markers it addresses, with the direction it moves them from and the latest
   * value's optimization state (the screen words it with src/domain/marker-status.ts).
   */
  markers: z.array(
    z.object({ abbr: sent(), name: sent(), direction, optimizationStateValue: optimizationStateValue }),
  ),
  isChecked: z.boolean(),
});
export type DailyAction = z.infer<typeof dailyAction>;

export const activeDailyActionsResponse = z.object({
  /** Today (UTC), YYYY-MM-DD. */
  day: isoDate,
  dailyActions: z.array(dailyAction),
  /**
   * What the actions were chosen from, so an empty list says why (issue 23 point 3): the markers
   * of the latest results, and those of them not optimized (neither 0 nor 7).
   */
  markersTested: z.number().int().min(0),
  markersToImprove: z.number().int().min(0),
});
export type ActiveDailyActionsResponse = z.infer<typeof activeDailyActionsResponse>;

/** Check-ins are for today or one of the 7 days before it (UTC). */
export const CHECK_IN_WINDOW_DAYS = 7;

export const setInterventionStatusRequest = z.object({
  day: isoDate,
  isChecked: z.boolean(),
  interventionId: z.number().int().min(1).max(2_147_483_647),
});
export type SetInterventionStatusRequest = z.infer<typeof setInterventionStatusRequest>;
export const setInterventionStatusResponse = setInterventionStatusRequest;
