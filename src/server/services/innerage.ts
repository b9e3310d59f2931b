import {
  ageAt,
  computePhenoAge,
  CONTRIBUTION_REFERENCE,
  INNERAGE_MODEL,
  markerContributions,
  PHENOAGE_MARKERS,
  type PhenoAgeMarker,
  type PhenoAgeMarkers,
} from '../../domain/innerage';
import type { ComputedResult } from './blood-results';

/** The catalogue marker behind each PhenoAge input; their primary units are the ones the model takes. */
export const PHENOAGE_ABBRS: Readonly<Record<PhenoAgeMarker, string>> = {
  albumin: 'ALB',
  creatinine: 'CREAT',
  glucose: 'GLU',
  crp: 'HSCRP',
  lymphocytePercent: 'LYMPH',
  mcv: 'MCV',
  rdw: 'RDW',
  alp: 'ALP',
  wbc: 'WBC',
};

/** The model's training ages (notes/domain.md §1): outside them PhenoAge is an extrapolation. */
const TRAINED_AGES = { min: 20, max: 84 } as const;
const AGE_KEY = 'AGE';

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round2 = (n: number) => Math.round(n * 100) / 100;

export type InnerAgeOfResult =
  | {
      canCompute: true;
      ageYears: number;
      markers: PhenoAgeMarkers;
      phenoAge: number;
      mortalityScore: number;
      clamped: string[];
    }
  | {
      canCompute: false;
      ageYears: number | undefined;
      reason: 'missingMarkers' | 'missingBirthDate';
      missingMarkers: string[];
    };

/**
 * The InnerAge of one draw under INNERAGE_MODEL, from the draw's own values (in the primary units,
 * which are the model's input units) and the age on the draw date. A missing marker, a value in an
 * unknown unit or a missing birth date means it cannot be computed.
 */
export function innerAgeOf(result: ComputedResult, birthDate: string | null): InnerAgeOfResult {
  const values = new Map(result.values.filter((v) => v.state !== 7).map((v) => [v.markerAbbr, v.value]));
  const missingMarkers = PHENOAGE_MARKERS.map((key) => PHENOAGE_ABBRS[key]).filter(
    (abbr) => !values.has(abbr),
  );
  const ageYears = birthDate && birthDate <= result.testedAt ? ageAt(birthDate, result.testedAt) : undefined;
  if (missingMarkers.length > 0)
    return { canCompute: false, ageYears, reason: 'missingMarkers', missingMarkers };
  if (ageYears === undefined)
    return { canCompute: false, ageYears, reason: 'missingBirthDate', missingMarkers: [] };
  const markers = { ageYears } as PhenoAgeMarkers;
  for (const key of PHENOAGE_MARKERS) markers[key] = values.get(PHENOAGE_ABBRS[key])!;
  const { phenoAge, mortalityScore, clamped } = computePhenoAge(markers, INNERAGE_MODEL);
  return {
    canCompute: true,
    ageYears,
    markers,
    phenoAge,
    mortalityScore,
    clamped: clamped.map((key) => (key === 'ageYears' ? AGE_KEY : PHENOAGE_ABBRS[key as PhenoAgeMarker])),
  };
}

/** The response body of one draw's InnerAge (spec 000 §7.8 age results). */
export function innerAgeBody(result: ComputedResult, birthDate: string | null) {
  const computed = innerAgeOf(result, birthDate);
  const chronologicalAge = computed.ageYears === undefined ? null : round1(computed.ageYears);
  const extrapolated =
    computed.ageYears !== undefined &&
    (computed.ageYears < TRAINED_AGES.min || computed.ageYears > TRAINED_AGES.max);
  if (!computed.canCompute)
    return {
      resultId: result.id,
      testedAt: result.testedAt,
      chronologicalAge,
      innerAge: null,
      difference: null,
      mortalityScore: null,
      canCompute: false,
      reason: computed.reason,
      missingMarkers: computed.missingMarkers,
      clamped: [],
      extrapolated,
    };
  const innerAge = round1(computed.phenoAge);
  return {
    resultId: result.id,
    testedAt: result.testedAt,
    chronologicalAge,
    innerAge,
    difference: round1(computed.phenoAge - computed.ageYears),
    mortalityScore: Math.round(computed.mortalityScore * 10_000) / 10_000,
    canCompute: true,
    reason: null,
    missingMarkers: [],
    clamped: computed.clamped,
    extrapolated,
  };
}

/** Each marker's contribution in years for a computable draw (`baseline + Σ = phenoAge`). */
export function contributionsOf(computed: Extract<InnerAgeOfResult, { canCompute: true }>) {
  return markerContributions(computed.markers, INNERAGE_MODEL);
}

export const referenceValueOf = (key: PhenoAgeMarker) => CONTRIBUTION_REFERENCE[key];

export const modelBody = () => ({
  version: INNERAGE_MODEL.version,
  divisor: INNERAGE_MODEL.divisor,
  crpMode: INNERAGE_MODEL.crpMode,
});
