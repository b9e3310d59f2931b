/**
 * Score bands and overall grades (spec 000 §4, 001 §4 "Marker optimization grading"):
 * bands 0 = 85-100, 1 = 70-85, 2 = 50-70, 3 = 0-50; grades 0 Optimal, 1 Good, 2 Fair,
 * 3 Needs work. A grade is the band of the overall score.
 */
export type ScoreBand = 0 | 1 | 2 | 3;
export type OverallGrade = ScoreBand;

export interface ScoreBandBounds {
  band: ScoreBand;
  /** Inclusive. */
  min: number;
  /** Exclusive, except band 0 which includes 100. */
  max: number;
}

/**
 * The spec's ranges share their ends ("85-100", "70-85"): each shared end belongs to the better
 * band, so 85 is band 0, 70 band 1, 50 band 2 and 84.99 band 1. A score reaching a threshold has
 * earned it.
 */
export const SCORE_BANDS: readonly ScoreBandBounds[] = [
  { band: 0, min: 85, max: 100 },
  { band: 1, min: 70, max: 85 },
  { band: 2, min: 50, max: 70 },
  { band: 3, min: 0, max: 50 },
];

export const GRADE_LABELS: Readonly<Record<OverallGrade, string>> = {
  0: 'Optimal',
  1: 'Good',
  2: 'Fair',
  3: 'Needs work',
};

/** The band of a 0-100 score; throws a RangeError for anything else (NaN, −1, 100.5). */
export function scoreBand(score: number): ScoreBand {
  if (!(score >= 0 && score <= 100)) throw new RangeError(`score ${score} is not between 0 and 100`);
  return SCORE_BANDS.find((b) => score >= b.min)!.band;
}

export function overallGrade(score: number): OverallGrade {
  return scoreBand(score);
}

export function gradeLabel(grade: OverallGrade): string {
  return GRADE_LABELS[grade];
}
