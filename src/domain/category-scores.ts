import type { OptimizationState } from './blood-range';
import { overallGrade, type OverallGrade } from './grading';
import type { ZoneState } from './zones';

/**
 * How a category's 0-100 score comes from its markers' optimization states. Versioned: stored and
 * shown scores depend on it.
 *
 * - Each determinable marker earns points by its distance from optimal, |state|: 0 → 100,
 *   1 → 80, 2 → 60, 3 → 30, 4 → 0. A category whose markers all share one state lands in the
 *   matching band: all optimal → band 0, all normal → band 1 (Good), all near-normal → band 2
 *   (Fair), borderline or worse → band 3 (Needs work).
 * - The score is the mean of the points, rounded half up to a whole number.
 * - Caps: one red marker (±4) holds the category to at most 69 (Fair at best), one orange (±3)
 *   to at most 84 (Good at best), so an average never hides a high LDL behind six good lipids.
 * - State 7 (cannot determine) is left out; a category with no determinable marker has no score
 *   (neverTested).
 */
export const CATEGORY_SCORE_MODEL = {
  version: 1,
  points: { 0: 100, 1: 80, 2: 60, 3: 30, 4: 0 },
  caps: { 3: 84, 4: 69 },
} as const;

/** spec 000 §9: the healthspan wheel has 10 categories, each scored 0-100. */
export const HEALTHSPAN_CATEGORY_COUNT = 10;

export function markerPoints(state: ZoneState): number {
  const distance = Math.abs(state) as 0 | 1 | 2 | 3 | 4;
  return CATEGORY_SCORE_MODEL.points[distance];
}

/** The 0-100 score of one category from its markers' states (CATEGORY_SCORE_MODEL); undefined when none is determinable. */
export function categoryScore(states: readonly (OptimizationState | null | undefined)[]): number | undefined {
  const known = states.filter((s): s is ZoneState => s !== undefined && s !== null && s !== 7);
  if (known.length === 0) return undefined;
  const mean = known.reduce<number>((sum, s) => sum + markerPoints(s), 0) / known.length;
  let score = Math.floor(mean + 0.5);
  const worst = Math.max(...known.map((s) => Math.abs(s)));
  if (worst === 4) score = Math.min(score, CATEGORY_SCORE_MODEL.caps[4]);
  else if (worst === 3) score = Math.min(score, CATEGORY_SCORE_MODEL.caps[3]);
  return score;
}

export interface CategoryMembers {
  abbr: string;
  /** The abbreviations of the markers in this category. */
  markers: readonly string[];
}

export interface CategoryScore {
  abbr: string;
  score: number | undefined;
}

/**
 * The healthspan wheel: the score of each of the first HEALTHSPAN_CATEGORY_COUNT categories, in the
 * order given (the display order), from the latest state of each marker (`states` by marker abbr;
 * a marker not in it was never tested).
 */
export function healthspanScores(
  categories: readonly CategoryMembers[],
  states: Readonly<Record<string, OptimizationState | null | undefined>>,
): CategoryScore[] {
  return categories.slice(0, HEALTHSPAN_CATEGORY_COUNT).map((category) => ({
    abbr: category.abbr,
    score: categoryScore(category.markers.map((abbr) => states[abbr])),
  }));
}

export interface OverallScore {
  score: number;
  grade: OverallGrade;
}

/**
 * The overall score: the mean of the category scores that exist, each category weighing the same
 * as on the wheel, rounded half up; its grade is its score band. Undefined when no category has a
 * score.
 */
export function overallScore(scores: readonly (number | null | undefined)[]): OverallScore | undefined {
  const known = scores.filter((s): s is number => s !== undefined && s !== null);
  if (known.length === 0) return undefined;
  const score = Math.floor(known.reduce<number>((sum, s) => sum + s, 0) / known.length + 0.5);
  return { score, grade: overallGrade(score) };
}
