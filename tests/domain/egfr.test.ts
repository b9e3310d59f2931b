import { describe, expect, it } from 'vitest';
import { EGFR_MODEL, egfrCkdEpi2021 } from '../../src/domain/egfr';

describe('egfrCkdEpi2021', () => {
  it('gives the notes’ example: woman 55, creatinine 0.9 mg/dL → 75.5 (reported ~76)', () => {
    expect(EGFR_MODEL.version).toBe('ckd-epi-2021-creatinine');
    expect(egfrCkdEpi2021({ creatinine: 0.9, ageYears: 55, sex: 'female' })).toBeCloseTo(75.5, 1);
  });

  it('uses κ 0.7, α −0.241 and × 1.012 for women', () => {
    // below κ: 142 × (0.6/0.7)^−0.241 × 0.9938^40 × 1.012
    const below = 142 * (0.6 / 0.7) ** -0.241 * 0.9938 ** 40 * 1.012;
    expect(egfrCkdEpi2021({ creatinine: 0.6, ageYears: 40, sex: 'female' })).toBeCloseTo(below, 9);
    expect(below).toBeCloseTo(116.3, 1);
    // at κ both factors are 1
    expect(egfrCkdEpi2021({ creatinine: 0.7, ageYears: 40, sex: 'female' })).toBeCloseTo(
      142 * 0.9938 ** 40 * 1.012,
      9,
    );
  });

  it('uses κ 0.9, α −0.302 and no factor for men', () => {
    expect(egfrCkdEpi2021({ creatinine: 0.9, ageYears: 55, sex: 'male' })).toBeCloseTo(142 * 0.9938 ** 55, 9);
    // above κ: 142 × (1.2/0.9)^−1.2 × 0.9938^60
    expect(egfrCkdEpi2021({ creatinine: 1.2, ageYears: 60, sex: 'male' })).toBeCloseTo(69.2, 1);
    // below κ: 142 × (0.7/0.9)^−0.302 × 0.9938^30
    expect(egfrCkdEpi2021({ creatinine: 0.7, ageYears: 30, sex: 'male' })).toBeCloseTo(
      142 * (0.7 / 0.9) ** -0.302 * 0.9938 ** 30,
      9,
    );
  });

  it('gives a woman a lower eGFR than a man at the same creatinine above 0.9', () => {
    const woman = egfrCkdEpi2021({ creatinine: 1.1, ageYears: 50, sex: 'female' });
    const man = egfrCkdEpi2021({ creatinine: 1.1, ageYears: 50, sex: 'male' });
    expect(woman).toBeLessThan(man);
    expect(woman).toBeCloseTo(142 * (1.1 / 0.7) ** -1.2 * 0.9938 ** 50 * 1.012, 9);
  });

  it('refuses creatinine that is not positive and ages under 18', () => {
    expect(() => egfrCkdEpi2021({ creatinine: 0, ageYears: 40, sex: 'male' })).toThrow(RangeError);
    expect(() => egfrCkdEpi2021({ creatinine: Number.NaN, ageYears: 40, sex: 'male' })).toThrow(RangeError);
    expect(() => egfrCkdEpi2021({ creatinine: 1, ageYears: 17.9, sex: 'female' })).toThrow(/adults/);
    expect(egfrCkdEpi2021({ creatinine: 1, ageYears: 18, sex: 'female' })).toBeGreaterThan(0);
  });
});

describe('the refusal names the value (mutation testing, issue 25)', () => {
  it('says which creatinine it refused', () => {
    expect(() => egfrCkdEpi2021({ creatinine: -1, ageYears: 40, sex: 'male' })).toThrow(
      'creatinine must be a positive number, got -1',
    );
  });
});
