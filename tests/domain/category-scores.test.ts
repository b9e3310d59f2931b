import { describe, expect, it } from 'vitest';
import type { OptimizationState } from '../../src/domain/blood-range';
import {
  CATEGORY_SCORE_MODEL,
  HEALTHSPAN_CATEGORY_COUNT,
  categoryScore,
  healthspanScores,
  markerPoints,
  overallScore,
} from '../../src/domain/category-scores';
import { scoreBand } from '../../src/domain/grading';

describe('categoryScore', () => {
  it('gives each marker points by its distance from optimal, symmetric on both sides', () => {
    expect(CATEGORY_SCORE_MODEL.version).toBe(1);
    expect([-4, -3, -2, -1, 0, 1, 2, 3, 4].map((s) => markerPoints(s as 0))).toEqual([
      0, 30, 60, 80, 100, 80, 60, 30, 0,
    ]);
  });

  it('puts a category whose markers share one state in the matching band', () => {
    const bandOf = (state: OptimizationState) => scoreBand(categoryScore([state, state, state])!);
    expect([0, 1, -1, 2, -2, 3, -3, 4, -4].map((s) => bandOf(s as OptimizationState))).toEqual([
      0, 1, 1, 2, 2, 3, 3, 3, 3,
    ]);
  });

  it('is the mean of the points, rounded half up', () => {
    expect(categoryScore([0, 1])).toBe(90);
    expect(categoryScore([0, 0, 1])).toBe(93); // 93.33
    expect(categoryScore([0, 1, 1])).toBe(87); // 86.67
    expect(categoryScore([0, 2, 2, 2])).toBe(70); // 70
    expect(categoryScore([0, 0, 0, 2])).toBe(90);
    expect(categoryScore([1, 1, 1, 2])).toBe(75);
    expect(categoryScore([1, -2, 2, 2])).toBe(65);
    expect(categoryScore([0, 1, 1, 1, 2, 2, 2, 2])).toBe(73); // 72.5 → 73
  });

  it('holds a category with a red marker to Fair at best and with an orange one to Good at best', () => {
    expect(categoryScore([4, 0, 0, 0, 0, 0, 0])).toBe(69); // mean 85.7
    expect(categoryScore([-4, 0])).toBe(50); // mean below the cap stays
    expect(categoryScore([3, 0, 0, 0, 0, 0, 0])).toBe(84); // mean 90
    expect(categoryScore([3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(69);
    expect(categoryScore([-3, 1, 1])).toBe(63);
  });

  it('leaves out markers that cannot be determined or were never tested', () => {
    expect(categoryScore([0, 7, undefined, null])).toBe(100);
    expect(categoryScore([7, undefined])).toBeUndefined();
    expect(categoryScore([])).toBeUndefined();
  });
});

describe('healthspanScores', () => {
  const categories = Array.from({ length: 11 }, (_, i) => ({
    abbr: `C${i + 1}`,
    markers: [`M${i + 1}`, 'SHARED'],
  }));

  it('scores the first 10 categories in the order given, from the markers’ latest states', () => {
    expect(HEALTHSPAN_CATEGORY_COUNT).toBe(10);
    const scores = healthspanScores(categories, { M1: 0, M2: 4, M3: 7, SHARED: 0, M10: 1, M11: 0 });
    expect(scores).toHaveLength(10);
    expect(scores.map((s) => s.abbr)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10']);
    expect(scores.map((s) => s.score)).toEqual([100, 50, 100, 100, 100, 100, 100, 100, 100, 90]);
  });

  it('has no score for a category none of whose markers was tested', () => {
    expect(healthspanScores([{ abbr: 'THYROID', markers: ['TSH', 'FT4'] }], { LDL: 0 })).toEqual([
      { abbr: 'THYROID', score: undefined },
    ]);
  });
});

describe('overallScore', () => {
  it('averages the category scores that exist, rounded half up, and grades by band', () => {
    expect(overallScore([100, 70, undefined, null])).toEqual({ score: 85, grade: 0 });
    expect(overallScore([85, 84])).toEqual({ score: 85, grade: 0 }); // 84.5
    expect(overallScore([84, 84, 85])).toEqual({ score: 84, grade: 1 }); // 84.33
    expect(overallScore([70, 69])).toEqual({ score: 70, grade: 1 });
    expect(overallScore([69, 69, 70])).toEqual({ score: 69, grade: 2 });
    expect(overallScore([50, 49])).toEqual({ score: 50, grade: 2 });
    expect(overallScore([49, 50, 49])).toEqual({ score: 49, grade: 3 });
    expect(overallScore([0])).toEqual({ score: 0, grade: 3 });
  });

  it('has none without any category score', () => {
    expect(overallScore([])).toBeUndefined();
    expect(overallScore([undefined])).toBeUndefined();
  });
});

describe('markers without a state (mutation testing, issue 25)', () => {
  it('leaves out null, undefined and 7 alike: a category of only those has no score', () => {
    expect(categoryScore([null])).toBeUndefined();
    expect(categoryScore([undefined, 7, null])).toBeUndefined();
    expect(categoryScore([null, 0])).toBe(categoryScore([0]));
  });
});
