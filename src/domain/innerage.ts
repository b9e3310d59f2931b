import { DAY_MS } from './dates';

/**
 * InnerAge: the PhenoAge model (Levine et al., Aging 2018;10(4):573-591), notes/domain.md §1.
 * Inputs are in the US units the product stores; they are converted to the model's units here.
 */
export interface PhenoAgeMarkers {
  /** g/dL */
  albumin: number;
  /** mg/dL */
  creatinine: number;
  /** mg/dL, fasting */
  glucose: number;
  /** mg/L (hs-CRP as labs report it; the model wants mg/dL, so it is divided by 10) */
  crp: number;
  /** % of white cells */
  lymphocytePercent: number;
  /** fL */
  mcv: number;
  /** % (RDW-CV) */
  rdw: number;
  /** U/L */
  alp: number;
  /** 10^3/uL */
  wbc: number;
  /** Chronological age at the blood draw, in years (see `ageAt`). */
  ageYears: number;
}

export type PhenoAgeInput = keyof PhenoAgeMarkers;
/** The nine blood markers, without chronological age. */
export type PhenoAgeMarker = Exclude<PhenoAgeInput, 'ageYears'>;

/**
 * How ln(CRP) enters the model, CRP in mg/dL: `ln` the paper's ln(CRP); `ln1p` ln(1 + CRP);
 * `floor` ln(max(CRP, 0.22)).
 */
export type CrpMode = 'ln' | 'ln1p' | 'floor';

export interface PhenoAgeOptions {
  /** The divisor of the last step: 0.090165 (2018 paper, default) or 0.09165 (2019 correction). */
  divisor?: number;
  crpMode?: CrpMode;
}

export interface PhenoAgeResult {
  /** Years, unrounded. */
  phenoAge: number;
  /** The model's 10-year mortality score M, 0-1. */
  mortalityScore: number;
  /** The inputs that were outside PHENOAGE_BOUNDS and were clamped to them, in input order. */
  clamped: string[];
}

/** Full-precision coefficients (notes/domain.md §1); each applies to the value in the model's unit. */
export const PHENOAGE_COEFFICIENTS = {
  intercept: -19.90667,
  albumin: -0.03359355,
  creatinine: 0.009506491,
  glucose: 0.1953192,
  crp: 0.09536762,
  lymphocytePercent: -0.01199984,
  mcv: 0.02676401,
  rdw: 0.3306156,
  alp: 0.001868778,
  wbc: 0.05542406,
  ageYears: 0.08035356,
} as const;

const GAMMA = 0.007692696;
const PHENOAGE_DIVISOR_2018 = 0.090165;
const CRP_FLOOR_MG_DL = 0.22;

/** notes/domain.md §1 US → model units: g/dL → g/L, mg/dL → umol/L, mg/dL → mmol/L, mg/L → mg/dL. */
export const PHENOAGE_UNIT_FACTORS = {
  albumin: 10,
  creatinine: 88.4017,
  glucose: 0.0555,
  crp: 0.1,
} as const;

/**
 * Plausible bounds, inclusive, in the input units. The model is linear in its inputs, so an
 * absurd value (a unit mix-up, a typo) would give an absurd age: values outside are clamped and
 * reported. Bounds are wider than any reference range and cover severe but survivable disease
 * (creatinine up to dialysis levels, glucose up to hyperglycaemic crisis). CRP's floor, 0.1 mg/L,
 * is the usual hs-CRP reporting limit, which also keeps ln(CRP) finite for a reported 0. Age
 * spans the adults the product serves; the model was trained on 20-84, so ages outside are
 * extrapolation, not clamped away.
 */
export const PHENOAGE_BOUNDS: Readonly<Record<PhenoAgeInput, { min: number; max: number }>> = {
  albumin: { min: 1.5, max: 6.5 },
  creatinine: { min: 0.2, max: 15 },
  glucose: { min: 40, max: 600 },
  crp: { min: 0.1, max: 300 },
  lymphocytePercent: { min: 1, max: 90 },
  mcv: { min: 50, max: 130 },
  rdw: { min: 9, max: 30 },
  alp: { min: 10, max: 1000 },
  wbc: { min: 1, max: 50 },
  ageYears: { min: 18, max: 110 },
};

const INPUT_ORDER = [
  'albumin',
  'creatinine',
  'glucose',
  'crp',
  'lymphocytePercent',
  'mcv',
  'rdw',
  'alp',
  'wbc',
  'ageYears',
] as const satisfies readonly PhenoAgeInput[];

export const PHENOAGE_MARKERS = INPUT_ORDER.filter(
  (key): key is PhenoAgeMarker => key !== 'ageYears',
) as readonly PhenoAgeMarker[];

/**
 * The product's InnerAge setting. Versioned: every stored InnerAge names the version it was
 * computed with, so past results can be recomputed and explained.
 *
 * Divisor 0.090165: the 2018 paper's value, to which the reference implementation returned after
 * the author confirmed it (notes §1).
 *
 * CRP mode `ln`: it is the model as fitted and validated (the coefficient was estimated on
 * ln(CRP mg/dL)), it reproduces the published worked example, and it keeps CRP actionable: lowering
 * hs-CRP from 3 to 1 mg/L is worth about a year. `ln1p` is not the fitted model — at hs-CRP levels
 * ln(1 + x) ≈ x, which all but removes CRP and adds 1.5-4 years across hs-CRP 0.3-3 mg/L. `floor` at
 * 0.22 mg/dL (2.2 mg/L) flattens every CRP below 2.2 mg/L, most healthy customers, so improving
 * inflammation would show no change. The only weakness of `ln`, running away as CRP → 0, is
 * handled by the 0.1 mg/L clamp (PHENOAGE_BOUNDS).
 */
/** The model in words for people: the version id is for the record, not for a screen (issue 23 point 4). */
export const INNERAGE_MODEL_NAME = 'the PhenoAge model (Levine et al., 2018)';

export const INNERAGE_MODEL = {
  version: 'phenoage-2018-v1',
  divisor: PHENOAGE_DIVISOR_2018,
  crpMode: 'ln',
} as const satisfies { version: string } & Required<PhenoAgeOptions>;

/** ln(CRP) as the mode defines it, from CRP in mg/L. */
export function crpTerm(crpMgPerL: number, mode: CrpMode): number {
  const mgPerDl = crpMgPerL * PHENOAGE_UNIT_FACTORS.crp;
  switch (mode) {
    case 'ln':
      return Math.log(mgPerDl);
    case 'ln1p':
      return Math.log1p(mgPerDl);
    case 'floor':
      return Math.log(Math.max(mgPerDl, CRP_FLOOR_MG_DL));
  }
}

/** One input's term of the linear predictor xb: coefficient × value in the model's unit. */
function term(key: PhenoAgeInput, value: number, mode: CrpMode): number {
  const c = PHENOAGE_COEFFICIENTS;
  switch (key) {
    case 'albumin':
    case 'creatinine':
    case 'glucose':
      return c[key] * value * PHENOAGE_UNIT_FACTORS[key];
    case 'crp':
      return c.crp * crpTerm(value, mode);
    case 'lymphocytePercent':
    case 'mcv':
    case 'rdw':
    case 'alp':
    case 'wbc':
    case 'ageYears':
      return c[key] * value;
  }
}

function clampInputs(markers: PhenoAgeMarkers): { values: PhenoAgeMarkers; clamped: string[] } {
  const values = { ...markers };
  const clamped: string[] = [];
  for (const key of INPUT_ORDER) {
    const value = markers[key];
    if (!Number.isFinite(value)) throw new RangeError(`${key} must be a finite number, got ${value}`);
    const { min, max } = PHENOAGE_BOUNDS[key];
    const bounded = Math.min(max, Math.max(min, value));
    if (bounded !== value) {
      values[key] = bounded;
      clamped.push(key);
    }
  }
  return { values, clamped };
}

/** ln of the 10-year cumulative hazard factor of the Gompertz model: (exp(120γ) − 1) / γ. */
const LOG_HAZARD_FACTOR = Math.log(Math.expm1(120 * GAMMA) / GAMMA);

/**
 * PhenoAge from xb. With H = exp(xb)·(exp(120γ) − 1)/γ the model's M = 1 − exp(−H), and
 * ln(1 − M) = −H, so the published formula 141.50225 + ln(−0.0055305·ln(1 − M)) / divisor equals
 * 141.50225 + (ln 0.0055305 + xb + ln((exp(120γ) − 1)/γ)) / divisor — the same number, without
 * 1 − M rounding to 0 for high xb. PhenoAge is therefore linear in xb.
 */
function phenoAgeOfXb(xb: number, divisor: number): { phenoAge: number; mortalityScore: number } {
  const logHazard = xb + LOG_HAZARD_FACTOR;
  return {
    phenoAge: 141.50225 + (Math.log(0.0055305) + logHazard) / divisor,
    mortalityScore: -Math.expm1(-Math.exp(logHazard)),
  };
}

/**
 * PhenoAge of notes/domain.md §1. Inputs outside PHENOAGE_BOUNDS are clamped and named in
 * `clamped`; a missing (non-finite) input throws a RangeError, since the model needs all ten.
 */
export function computePhenoAge(markers: PhenoAgeMarkers, options: PhenoAgeOptions = {}): PhenoAgeResult {
  const divisor = options.divisor ?? PHENOAGE_DIVISOR_2018;
  const mode = options.crpMode ?? 'ln';
  if (!(divisor > 0)) throw new RangeError(`divisor must be positive, got ${divisor}`);
  const { values, clamped } = clampInputs(markers);
  const xb = INPUT_ORDER.reduce<number>(
    (sum, key) => sum + term(key, values[key], mode),
    PHENOAGE_COEFFICIENTS.intercept,
  );
  return { ...phenoAgeOfXb(xb, divisor), clamped };
}

/**
 * The reference profile contributions are measured from: a healthy adult with typical values,
 * each inside its reference range (albumin 4.5 g/dL, creatinine 0.9 mg/dL, glucose 85 mg/dL,
 * hs-CRP 1 mg/L, lymphocytes 30 %, MCV 90 fL, RDW 13 %, ALP 70 U/L, WBC 6).
 */
export const CONTRIBUTION_REFERENCE: Readonly<Record<PhenoAgeMarker, number>> = {
  albumin: 4.5,
  creatinine: 0.9,
  glucose: 85,
  crp: 1,
  lymphocytePercent: 30,
  mcv: 90,
  rdw: 13,
  alp: 70,
  wbc: 6,
};

export interface PhenoAgeContributions {
  /** PhenoAge of the reference profile at the customer's age, with the same setting. */
  baseline: number;
  /** Each marker's contribution in years: positive adds to InnerAge, negative takes off. */
  years: Record<PhenoAgeMarker, number>;
}

/**
 * Each marker's contribution in years: how much the customer's PhenoAge changes when that marker
 * moves from its CONTRIBUTION_REFERENCE value to the customer's (clamped) value, the others held.
 * PhenoAge is linear in xb, so contributions do not depend on the other markers and add up:
 * baseline + Σ years = computePhenoAge(markers, setting).phenoAge.
 */
export function markerContributions(
  markers: PhenoAgeMarkers,
  setting: Required<PhenoAgeOptions> = INNERAGE_MODEL,
): PhenoAgeContributions {
  const { values } = clampInputs(markers);
  const reference: PhenoAgeMarkers = { ...CONTRIBUTION_REFERENCE, ageYears: values.ageYears };
  const years = {} as Record<PhenoAgeMarker, number>;
  for (const key of PHENOAGE_MARKERS)
    years[key] =
      (term(key, values[key], setting.crpMode) - term(key, reference[key], setting.crpMode)) /
      setting.divisor;
  return { baseline: computePhenoAge(reference, setting).phenoAge, years };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDate(text: string): { y: number; m: number; d: number } {
  const match = ISO_DATE.exec(text);
  const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (!match || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    throw new RangeError(`${text} is not a YYYY-MM-DD date`);
  return { y, m, d };
}

/** The birthday in year y; a 29 February birthday falls on 28 February in common years. */
function anniversary(birth: { m: number; d: number }, y: number): number {
  const leap = new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
  const d = birth.m === 2 && birth.d === 29 && !leap ? 28 : birth.d;
  return Date.UTC(y, birth.m - 1, d);
}

/**
 * Age on the draw date in fractional years (dates YYYY-MM-DD, as results store them): whole years
 * since birth plus the fraction of the current birthday-to-birthday year elapsed, so it is exact
 * on every birthday (47.0 on the 47th). Throws a RangeError for a draw before the birth.
 */
export function ageAt(birthDate: string, drawDate: string): number {
  const birth = parseIsoDate(birthDate);
  const draw = parseIsoDate(drawDate);
  const drawMs = Date.UTC(draw.y, draw.m - 1, draw.d);
  if (drawMs < Date.UTC(birth.y, birth.m - 1, birth.d))
    throw new RangeError(`draw ${drawDate} is before birth ${birthDate}`);
  let years = draw.y - birth.y;
  if (anniversary(birth, draw.y) > drawMs) years -= 1;
  const last = anniversary(birth, birth.y + years);
  const next = anniversary(birth, birth.y + years + 1);
  return years + Math.round((drawMs - last) / DAY_MS) / Math.round((next - last) / DAY_MS);
}
