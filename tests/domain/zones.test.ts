import { describe, expect, it } from 'vitest';
import { optimizationState, type BloodRange } from '../../src/domain/blood-range';
import {
  OPTIMIZATION_STATES,
  ZONES,
  classifyZone,
  isOptimizationState,
  isOptimized,
  stateOfZone,
  stateSeverity,
  zoneIntervals,
  zoneOfState,
} from '../../src/domain/zones';

// glucose-like, every bound distinct
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
const eps = 1e-9;

describe('zones', () => {
  it('names the nine value classes of spec 000 §4 in order, state = index − 4', () => {
    expect(ZONES).toEqual([
      'belowBorderLine',
      'borderLineLow',
      'nearNormalLow',
      'subOptimalLow',
      'optimal',
      'subOptimalHigh',
      'nearNormalHigh',
      'borderLineHigh',
      'aboveBorderLine',
    ]);
    const states = [-4, -3, -2, -1, 0, 1, 2, 3, 4] as const;
    states.forEach((state, i) => {
      expect(zoneOfState(state)).toBe(ZONES[i]);
      expect(stateOfZone(ZONES[i]!)).toBe(state);
    });
  });

  it('classifies each edge: low bounds belong to the zone above them, high bounds to the zone below', () => {
    const cases: [number, string][] = [
      [range.minBorderLine - eps, 'belowBorderLine'],
      [range.minBorderLine, 'borderLineLow'],
      [range.minNearNormal - eps, 'borderLineLow'],
      [range.minNearNormal, 'nearNormalLow'],
      [range.minA - eps, 'nearNormalLow'],
      [range.minA, 'subOptimalLow'],
      [range.minG - eps, 'subOptimalLow'],
      [range.minG, 'optimal'],
      [range.maxG, 'optimal'],
      [range.maxG + eps, 'subOptimalHigh'],
      [range.maxA, 'subOptimalHigh'],
      [range.maxA + eps, 'nearNormalHigh'],
      [range.maxNearNormal, 'nearNormalHigh'],
      [range.maxNearNormal + eps, 'borderLineHigh'],
      [range.maxBorderLine, 'borderLineHigh'],
      [range.maxBorderLine + eps, 'aboveBorderLine'],
      [0, 'belowBorderLine'],
      [1e6, 'aboveBorderLine'],
    ];
    for (const [value, zone] of cases) expect(classifyZone(range, value), String(value)).toBe(zone);
  });

  it('skips empty zones when bounds coincide (one-sided marker, optimal = reference)', () => {
    const ldl: BloodRange = { ...range, minBorderLine: 0, minNearNormal: 0, minA: 0, minG: 0 };
    expect(classifyZone(ldl, 0)).toBe('optimal');
    expect(classifyZone(ldl, -eps)).toBe('belowBorderLine');
    const wholeA: BloodRange = { ...range, minG: 70, maxG: 99 };
    expect(classifyZone(wholeA, 70)).toBe('optimal');
    expect(classifyZone(wholeA, 99)).toBe('optimal');
    expect(classifyZone(wholeA, 99 + eps)).toBe('nearNormalHigh');
  });

  it('has no zone for a value that cannot be determined', () => {
    expect(classifyZone(range, Number.NaN)).toBeUndefined();
    expect(classifyZone(range, Number.NEGATIVE_INFINITY)).toBeUndefined();
  });

  it('gives the range bar intervals that agree with the classifier at every edge', () => {
    const intervals = zoneIntervals(range);
    expect(intervals.map((z) => [z.zone, z.from, z.to])).toEqual([
      ['belowBorderLine', undefined, 54],
      ['borderLineLow', 54, 60],
      ['nearNormalLow', 60, 70],
      ['subOptimalLow', 70, 72],
      ['optimal', 72, 90],
      ['subOptimalHigh', 90, 99],
      ['nearNormalHigh', 99, 109],
      ['borderLineHigh', 109, 125],
      ['aboveBorderLine', 125, undefined],
    ]);
    for (const { from, to, state } of intervals) {
      if (from !== undefined && to !== undefined)
        expect(optimizationState(range, (from + to) / 2)).toBe(state);
      // low side [from, to), optimal [from, to], high side (from, to]
      if (from !== undefined) expect(optimizationState(range, state > 0 ? from + eps : from)).toBe(state);
      if (to !== undefined) expect(optimizationState(range, state < 0 ? to - eps : to)).toBe(state);
    }
  });
});

describe('optimization states', () => {
  it('recognises only the ten states', () => {
    for (const s of OPTIMIZATION_STATES) expect(isOptimizationState(s)).toBe(true);
    for (const s of [5, 6, -5, 8, 0.5, '0', null, undefined]) expect(isOptimizationState(s)).toBe(false);
  });

  it('is optimized only at 0', () => {
    expect(OPTIMIZATION_STATES.filter(isOptimized)).toEqual([0]);
  });

  it('has red for ±4, orange for ±3 and yellow for the rest, 7 included (spec 000 §4)', () => {
    expect(OPTIMIZATION_STATES.map((s) => [s, stateSeverity(s)])).toEqual([
      [-4, 'red'],
      [-3, 'orange'],
      [-2, 'yellow'],
      [-1, 'yellow'],
      [0, undefined],
      [1, 'yellow'],
      [2, 'yellow'],
      [3, 'orange'],
      [4, 'red'],
      [7, 'yellow'],
    ]);
  });
});
