/**
 * Blood marker ranges (spec 000 §3 "Blood range", §4 "Blood value classes").
 *
 * All bounds are inclusive and written the way labs print them: "100–129" is `{ min: 100, max: 129 }`,
 * and a decision limit "≥ 130" makes the band below it end at 129.
 *
 * - A (`minA`–`maxA`): the lab reference ("acceptable") range.
 * - G (`minG`–`maxG`): the optimal ("good") sub-range inside A.
 * - Near-normal and border-line bands widen outside A, border-line the furthest.
 * - Ordering: minBorderLine ≤ minNearNormal ≤ minA ≤ minG ≤ maxG ≤ maxA ≤ maxNearNormal ≤ maxBorderLine.
 * - Values below minBorderLine or above maxBorderLine are the outer (low / high) zones.
 */
export interface BloodRange {
  minA: number;
  maxA: number;
  minG: number;
  maxG: number;
  minBorderLine: number;
  maxBorderLine: number;
  minNearNormal: number;
  maxNearNormal: number;
}

/** Inclusive bounds, e.g. a lab's printed reference interval. One-sided "< 100" ranges start at 0. */
export interface Bounds {
  min: number;
  max: number;
}

/** Absolute limits for the bands outside A; any limit left out is derived. */
export interface RangeBands {
  nearNormal?: Partial<Bounds>;
  borderLine?: Partial<Bounds>;
}

/** The bounds from lowest to highest: every range must be non-decreasing in this order. */
export const BLOOD_RANGE_ORDER = [
  'minBorderLine',
  'minNearNormal',
  'minA',
  'minG',
  'maxG',
  'maxA',
  'maxNearNormal',
  'maxBorderLine',
] as const satisfies readonly (keyof BloodRange)[];

/**
 * Default widening when a source gives no decision limit, as fractions of the width of A:
 * near-normal reaches 10 % beyond A, border-line a further 15 %. Below A the step is also capped
 * at the same fractions of the lower limit itself, so a wide range with a small lower limit
 * (ferritin 30–400) keeps meaningful low bands instead of collapsing to 0. Versioned because the
 * stored ranges (and so every past classification) depend on it.
 */
export const RANGE_WIDENING = { version: 1, nearNormal: 0.1, borderLine: 0.15 } as const;

/**
 * Builds a marker's range from its lab reference interval, an optional optimal sub-range (A by
 * default) and optional absolute band limits (decision limits from guidelines). Derived limits keep
 * the precision of the inputs, or one more decimal where that would fold a band back onto its
 * neighbour (hemoglobin 12–15 widens to 11.7, not back to 12). Throws a RangeError when the result
 * would be out of order, e.g. an optimal range outside the reference or a band limit inside it.
 */
export function deriveBloodRange(
  reference: Bounds,
  optimal: Bounds = reference,
  bands: RangeBands = {},
): BloodRange {
  if (!(reference.max - reference.min >= 0))
    throw new RangeError(`reference ${reference.min}–${reference.max} is upside down`);
  const given = [
    reference.min,
    reference.max,
    optimal.min,
    optimal.max,
    bands.nearNormal?.min,
    bands.nearNormal?.max,
    bands.borderLine?.min,
    bands.borderLine?.max,
  ].filter((n): n is number => n !== undefined);
  const decimals = Math.max(...given.map(decimalPlaces));
  let range = widen(reference, optimal, bands, decimals);
  for (let extra = 1; extra <= 6 && hasFoldedBand(range, reference, bands); extra++)
    range = widen(reference, optimal, bands, decimals + extra);
  const problem = bloodRangeProblem(range);
  if (problem) throw new RangeError(problem);
  return range;
}

function widen(reference: Bounds, optimal: Bounds, bands: RangeBands, decimals: number): BloodRange {
  const { width, lowStep } = steps(reference);
  const { nearNormal: nn, borderLine: bl } = RANGE_WIDENING;
  const round = (n: number) => roundTo(n, decimals);
  // Lab values here are never negative: a derived low band stops at 0 (one-sided ranges stay at 0).
  const floor = (n: number) => (reference.min >= 0 ? Math.max(0, n) : n);
  const minNearNormal = bands.nearNormal?.min ?? round(floor(reference.min - nn * lowStep));
  const maxNearNormal = bands.nearNormal?.max ?? round(reference.max + nn * width);
  return {
    minA: reference.min,
    maxA: reference.max,
    minG: optimal.min,
    maxG: optimal.max,
    minNearNormal,
    maxNearNormal,
    minBorderLine: bands.borderLine?.min ?? round(floor(minNearNormal - bl * lowStep)),
    maxBorderLine: bands.borderLine?.max ?? round(maxNearNormal + bl * width),
  };
}

function steps(reference: Bounds) {
  const width = reference.max - reference.min;
  return { width, lowStep: Math.min(width, Math.abs(reference.min)) };
}

/** Whether rounding made a derived band empty although the reference asked for a step there. */
function hasFoldedBand(range: BloodRange, reference: Bounds, bands: RangeBands): boolean {
  const { width, lowStep } = steps(reference);
  // A derived low band that stopped at 0 stays there whatever the decimals; a negative one can unfold.
  const low = lowStep > 0 && range.minNearNormal !== 0;
  return (
    (low && bands.nearNormal?.min === undefined && range.minNearNormal === range.minA) ||
    (low && bands.borderLine?.min === undefined && range.minBorderLine === range.minNearNormal) ||
    (width > 0 && bands.nearNormal?.max === undefined && range.maxNearNormal === range.maxA) ||
    (width > 0 && bands.borderLine?.max === undefined && range.maxBorderLine === range.maxNearNormal)
  );
}

/** The first ordering violation of a range, or undefined when it is well ordered. */
export function bloodRangeProblem(range: BloodRange): string | undefined {
  for (let i = 1; i < BLOOD_RANGE_ORDER.length; i++) {
    const lower = BLOOD_RANGE_ORDER[i - 1]!;
    const upper = BLOOD_RANGE_ORDER[i]!;
    if (!Number.isFinite(range[lower]) || !Number.isFinite(range[upper]))
      return `${lower} and ${upper} must be finite numbers`;
    if (range[lower] > range[upper]) return `${lower} (${range[lower]}) is above ${upper} (${range[upper]})`;
  }
  return undefined;
}

export function isOrderedBloodRange(range: BloodRange): boolean {
  return bloodRangeProblem(range) === undefined;
}

/**
 * Optimization states of a marker value (spec 000 §3): -4 Low, -3 Borderline Low, -2 Near Normal,
 * -1 Normal, 0 Optimized, 1 Normal, 2 Near Normal, 3 Borderline High, 4 High, 7 Cannot determine.
 */
export type OptimizationState = -4 | -3 | -2 | -1 | 0 | 1 | 2 | 3 | 4 | 7;

/** The nine zones of spec 000 §4 for one value; a value that is not a finite number cannot be determined (7). */
export function optimizationState(range: BloodRange, value: number): OptimizationState {
  if (!Number.isFinite(value)) return 7;
  if (value < range.minBorderLine) return -4;
  if (value < range.minNearNormal) return -3;
  if (value < range.minA) return -2;
  if (value < range.minG) return -1;
  if (value <= range.maxG) return 0;
  if (value <= range.maxA) return 1;
  if (value <= range.maxNearNormal) return 2;
  if (value <= range.maxBorderLine) return 3;
  return 4;
}

function decimalPlaces(n: number): number {
  const [mantissa = '', exponent] = String(n).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

function roundTo(n: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(n * scale) / scale;
}
