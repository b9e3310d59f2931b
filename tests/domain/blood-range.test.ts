import { describe, expect, it } from 'vitest';
import {
  BLOOD_RANGE_ORDER,
  bloodRangeProblem,
  deriveBloodRange,
  isOrderedBloodRange,
  optimizationState,
  type BloodRange,
} from '../../src/domain/blood-range';

const ordered = (range: BloodRange) => BLOOD_RANGE_ORDER.map((key) => range[key]);

describe('deriveBloodRange', () => {
  it('keeps decision limits as given (LDL 100/130/160/190, inclusive as labs print them)', () => {
    const ldl = deriveBloodRange(
      { min: 0, max: 129 },
      { min: 0, max: 99 },
      { nearNormal: { max: 159 }, borderLine: { max: 189 } },
    );
    expect(ldl).toEqual({
      minBorderLine: 0,
      minNearNormal: 0,
      minA: 0,
      minG: 0,
      maxG: 99,
      maxA: 129,
      maxNearNormal: 159,
      maxBorderLine: 189,
    });
  });

  it('takes limits on both sides (glucose, vitamin D)', () => {
    const glucose = deriveBloodRange(
      { min: 70, max: 99 },
      { min: 70, max: 90 },
      { nearNormal: { min: 60, max: 109 }, borderLine: { min: 54, max: 125 } },
    );
    expect(ordered(glucose)).toEqual([54, 60, 70, 70, 90, 99, 109, 125]);
    const vitaminD = deriveBloodRange(
      { min: 30, max: 80 },
      { min: 30, max: 50 },
      { nearNormal: { min: 20, max: 100 }, borderLine: { min: 10, max: 150 } },
    );
    expect(ordered(vitaminD)).toEqual([10, 20, 30, 30, 50, 80, 100, 150]);
  });

  it('uses the whole reference as optimal when no optimal range is known', () => {
    const range = deriveBloodRange({ min: 80, max: 97 });
    expect(range.minG).toBe(80);
    expect(range.maxG).toBe(97);
  });

  it('widens by 10 % and a further 15 % of the reference width when no band is given', () => {
    // width 100: near-normal 10 beyond A, border-line 15 beyond that
    expect(ordered(deriveBloodRange({ min: 200, max: 300 }))).toEqual([
      175, 190, 200, 200, 300, 300, 310, 325,
    ]);
  });

  it('caps the widening below A by the lower limit itself, so wide ranges keep real low bands', () => {
    // ferritin 30–400: 10 % of the width (37) would reach below 0
    const ferritin = deriveBloodRange({ min: 30, max: 400 });
    expect(ferritin.minNearNormal).toBe(27);
    expect(ferritin.minBorderLine).toBe(23);
    expect(ferritin.maxNearNormal).toBe(437);
  });

  it('keeps one-sided markers at 0 below', () => {
    const hsCrp = deriveBloodRange({ min: 0, max: 3.0 }, { min: 0, max: 0.99 });
    expect(hsCrp.minBorderLine).toBe(0);
    expect(hsCrp.minNearNormal).toBe(0);
    expect(hsCrp.maxNearNormal).toBe(3.3);
    expect(hsCrp.maxBorderLine).toBe(3.75);
  });

  it('rounds to the precision of the inputs, adding a decimal only where a band would vanish', () => {
    expect(ordered(deriveBloodRange({ min: 9, max: 59 }))).toEqual([7, 8, 9, 9, 59, 59, 64, 72]);
    // 12–15 at whole numbers would give back 12 and 15: one decimal more
    expect(ordered(deriveBloodRange({ min: 12.0, max: 15.0 }))).toEqual([
      11.3, 11.7, 12, 12, 15, 15, 15.3, 15.8,
    ]);
    expect(ordered(deriveBloodRange({ min: 0.61, max: 1.24 }))).toEqual([
      0.46, 0.55, 0.61, 0.61, 1.24, 1.24, 1.3, 1.39,
    ]);
  });

  it('derives the bands that are not given around those that are', () => {
    const range = deriveBloodRange({ min: 5.9, max: 24.8 }, undefined, {
      nearNormal: { min: 5.0 },
      borderLine: { min: 4.0 },
    });
    expect(ordered(range)).toEqual([4, 5, 5.9, 5.9, 24.8, 24.8, 26.7, 29.5]);
  });

  it('adds a decimal for the one band that would vanish, on whichever side it is', () => {
    // near-normal low: 4 − 0.4 rounds back to 4
    expect(ordered(deriveBloodRange({ min: 4, max: 400 }))).toEqual([3, 3.6, 4, 4, 400, 400, 439.6, 499]);
    // border-line low: a given near-normal 1 minus 0.3 rounds back to 1
    expect(ordered(deriveBloodRange({ min: 2, max: 100 }, undefined, { nearNormal: { min: 1 } }))).toEqual([
      0.7, 1, 2, 2, 100, 100, 109.8, 124.5,
    ]);
    // near-normal high: 4 + 0.4 rounds back to 4
    expect(ordered(deriveBloodRange({ min: 0, max: 4 }))).toEqual([0, 0, 0, 0, 4, 4, 4.4, 5]);
    // border-line high: a given near-normal 3 plus 0.3 rounds back to 3
    expect(ordered(deriveBloodRange({ min: 0, max: 2 }, undefined, { nearNormal: { max: 3 } }))).toEqual([
      0, 0, 0, 0, 2, 2, 3, 3.3,
    ]);
  });

  it('adds no decimal for a one-sided range, nor where a given limit meets its neighbour', () => {
    expect(ordered(deriveBloodRange({ min: 0, max: 129 }))).toEqual([0, 0, 0, 0, 129, 129, 142, 161]);
    expect(ordered(deriveBloodRange({ min: 10, max: 400 }, undefined, { nearNormal: { min: 10 } }))).toEqual([
      9, 10, 10, 10, 400, 400, 439, 498,
    ]);
    expect(ordered(deriveBloodRange({ min: 10, max: 400 }, undefined, { borderLine: { min: 9 } }))).toEqual([
      9, 9, 10, 10, 400, 400, 439, 498,
    ]);
    expect(ordered(deriveBloodRange({ min: 0, max: 129 }, undefined, { nearNormal: { max: 129 } }))).toEqual([
      0, 0, 0, 0, 129, 129, 129, 148,
    ]);
    expect(ordered(deriveBloodRange({ min: 0, max: 7 }, undefined, { borderLine: { max: 8 } }))).toEqual([
      0, 0, 0, 0, 7, 7, 8, 8,
    ]);
  });

  it('widens below a negative lower limit (base excess −2 to +3), keeping its low bands', () => {
    expect(ordered(deriveBloodRange({ min: -2, max: 3 }))).toEqual([-2.5, -2.2, -2, -2, 3, 3, 3.5, 4.3]);
  });

  it('adds no decimal for a low band that stopped at 0, which no decimal moves', () => {
    expect(ordered(deriveBloodRange({ min: 5.9, max: 24.8 }, undefined, { nearNormal: { min: 0 } }))).toEqual(
      [0, 0, 5.9, 5.9, 24.8, 24.8, 26.7, 29.5],
    );
  });

  it('allows no negative band below a range that starts at 0', () => {
    expect(() => deriveBloodRange({ min: 0, max: 10 }, undefined, { nearNormal: { min: -1 } })).toThrow(
      RangeError,
    );
  });

  it('stops a derived low band at 0 under a given near-normal limit close to 0', () => {
    const range = deriveBloodRange({ min: 5.9, max: 24.8 }, undefined, { nearNormal: { min: 0.5 } });
    expect(range.minNearNormal).toBe(0.5);
    expect(range.minBorderLine).toBe(0);
  });

  it('keeps the precision of limits written with an exponent (tiny units)', () => {
    const range = deriveBloodRange({ min: 0, max: 2e-7 });
    expect(isOrderedBloodRange(range)).toBe(true);
    expect(range.maxNearNormal).toBeCloseTo(2.2e-7, 15);
    expect(range.maxBorderLine).toBeCloseTo(2.5e-7, 15);
  });

  it('gives up adding decimals where the numbers cannot hold the step, instead of looping', () => {
    // 10 % of 16,384 is below the spacing of doubles at 1e20: the band stays empty
    const huge = deriveBloodRange({ min: 1e20, max: 1e20 + 16_384 });
    expect(isOrderedBloodRange(huge)).toBe(true);
    expect(huge.maxNearNormal).toBe(huge.maxA);
  });

  it('refuses ranges that break the ordering', () => {
    expect(() => deriveBloodRange({ min: 70, max: 99 }, { min: 60, max: 90 })).toThrow(
      /minA .* is above minG/,
    );
    expect(() => deriveBloodRange({ min: 70, max: 99 }, { min: 70, max: 120 })).toThrow(RangeError);
    expect(() => deriveBloodRange({ min: 0, max: 129 }, undefined, { nearNormal: { max: 120 } })).toThrow(
      /maxA .* is above maxNearNormal/,
    );
    expect(() =>
      deriveBloodRange({ min: 0, max: 129 }, undefined, {
        nearNormal: { max: 159 },
        borderLine: { max: 150 },
      }),
    ).toThrow(/maxNearNormal/);
    expect(() => deriveBloodRange({ min: 10, max: 5 })).toThrow(/upside down/);
    expect(() => deriveBloodRange({ min: Number.NaN, max: 5 })).toThrow(RangeError);
  });

  it('always returns an ordered range for plausible inputs', () => {
    const cases: [number, number][] = [
      [0, 1],
      [0.01, 0.02],
      [3.5, 5.1],
      [136, 145],
      [13.3, 89.5],
      [180, 914],
      [300, 890],
      [1, 1],
    ];
    for (const [min, max] of cases) {
      const range = deriveBloodRange({ min, max });
      expect(isOrderedBloodRange(range), `${min}–${max}`).toBe(true);
      if (max > min && min > 0) {
        expect(range.minNearNormal).toBeLessThan(range.minA);
        expect(range.maxNearNormal).toBeGreaterThan(range.maxA);
      }
    }
  });
});

describe('bloodRangeProblem', () => {
  const good = deriveBloodRange({ min: 70, max: 99 });
  it('accepts an ordered range and names the first bound that is not a finite number', () => {
    expect(bloodRangeProblem(good)).toBeUndefined();
    expect(isOrderedBloodRange(good)).toBe(true);
    expect(bloodRangeProblem({ ...good, maxBorderLine: Number.POSITIVE_INFINITY })).toBe(
      'maxNearNormal and maxBorderLine must be finite numbers',
    );
    expect(isOrderedBloodRange({ ...good, minBorderLine: Number.NaN })).toBe(false);
    expect(isOrderedBloodRange({ ...good, maxG: 100 })).toBe(false);
  });
});

describe('optimizationState', () => {
  const range: BloodRange = {
    minBorderLine: 54,
    minNearNormal: 60,
    minA: 70,
    minG: 72,
    maxG: 90,
    maxA: 99,
    maxNearNormal: 109,
    maxBorderLine: 125,
  };

  it('places a value in one of the nine zones of spec 000 §4, bounds inclusive', () => {
    const cases: [number, number][] = [
      [40, -4],
      [53.9, -4],
      [54, -3],
      [59, -3],
      [60, -2],
      [69, -2],
      [70, -1],
      [71, -1],
      [72, 0],
      [90, 0],
      [91, 1],
      [99, 1],
      [100, 2],
      [109, 2],
      [110, 3],
      [125, 3],
      [126, 4],
    ];
    for (const [value, state] of cases) expect(optimizationState(range, value), String(value)).toBe(state);
  });

  it('cannot determine a missing value', () => {
    expect(optimizationState(range, Number.NaN)).toBe(7);
    expect(optimizationState(range, Number.POSITIVE_INFINITY)).toBe(7);
  });
});
