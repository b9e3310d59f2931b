/**
 * eGFR by the CKD-EPI 2021 creatinine equation, race-free (notes/domain.md §2), in
 * mL/min/1.73 m²: 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 [female],
 * κ = 0.7 (F) / 0.9 (M), α = −0.241 (F) / −0.302 (M), Scr in mg/dL.
 */
export const EGFR_MODEL = { version: 'ckd-epi-2021-creatinine' } as const;

export type EgfrSex = 'female' | 'male';

export interface EgfrInput {
  /** Serum creatinine, mg/dL. */
  creatinine: number;
  /** Age at the draw, years; the equation is for adults (18 and over). */
  ageYears: number;
  sex: EgfrSex;
}

const PARAMETERS = {
  female: { kappa: 0.7, alpha: -0.241, factor: 1.012 },
  male: { kappa: 0.9, alpha: -0.302, factor: 1 },
} as const;

/**
 * Unrounded eGFR; labs report it as a whole number (the notes' "woman 55, Scr 0.9 → ~76" is 75.50).
 * Throws a RangeError for a creatinine that is not positive or an age under 18.
 */
export function egfrCkdEpi2021({ creatinine, ageYears, sex }: EgfrInput): number {
  if (!(creatinine > 0) || !Number.isFinite(creatinine))
    throw new RangeError(`creatinine must be a positive number, got ${creatinine}`);
  if (!(ageYears >= 18) || !Number.isFinite(ageYears))
    throw new RangeError(`CKD-EPI is for adults, got age ${ageYears}`);
  const { kappa, alpha, factor } = PARAMETERS[sex];
  const ratio = creatinine / kappa;
  return 142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** ageYears * factor;
}
