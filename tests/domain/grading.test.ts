import { describe, expect, it } from 'vitest';
import { SCORE_BANDS, gradeLabel, overallGrade, scoreBand } from '../../src/domain/grading';

describe('scoreBand', () => {
  it('pins every boundary of 0 = 85-100, 1 = 70-85, 2 = 50-70, 3 = 0-50: a shared end goes to the better band', () => {
    const cases: [number, number][] = [
      [100, 0],
      [85, 0],
      [84.999, 1],
      [84, 1],
      [70, 1],
      [69.999, 2],
      [69, 2],
      [50, 2],
      [49.999, 3],
      [49, 3],
      [0, 3],
    ];
    for (const [score, band] of cases) expect(scoreBand(score), String(score)).toBe(band);
  });

  it('agrees with the published table', () => {
    for (const { band, min, max } of SCORE_BANDS) {
      expect(scoreBand(min)).toBe(band);
      expect(scoreBand(band === 0 ? max : max - 1e-9)).toBe(band);
    }
  });

  it('reads its thresholds from SCORE_BANDS, the one table of the bands', () => {
    // Moving a threshold in the table moves scoreBand with it: no second copy of the numbers.
    const band0 = SCORE_BANDS[0] as { min: number };
    band0.min = 90;
    try {
      expect(scoreBand(87)).toBe(1);
      expect(scoreBand(90)).toBe(0);
    } finally {
      band0.min = 85;
    }
  });

  it('refuses scores outside 0-100', () => {
    for (const score of [-0.1, 100.1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => scoreBand(score), String(score)).toThrow(RangeError);
  });
});

describe('overall grade', () => {
  it('is the band of the score, labelled Optimal, Good, Fair, Needs work', () => {
    expect([92, 85, 84, 70, 69, 50, 49, 0].map((s) => gradeLabel(overallGrade(s)))).toEqual([
      'Optimal',
      'Optimal',
      'Good',
      'Good',
      'Fair',
      'Fair',
      'Needs work',
      'Needs work',
    ]);
  });
});

describe('the refusal names the score (mutation testing, issue 25)', () => {
  it('says which score is out of range', () => {
    expect(() => scoreBand(101)).toThrow('score 101 is not between 0 and 100');
  });
});
