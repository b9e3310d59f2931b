import { describe, expect, it } from 'vitest';
import type { OptimizationState } from '../../src/domain/blood-range';
import {
  SortMode,
  categoryPlacement,
  groupCategories,
  groupMarkers,
  groupOrder,
  markerPlacement,
  severityOrder,
  type ItemGroup,
} from '../../src/domain/grouping';

const marker = (abbr: string, name: string, state?: OptimizationState | null) => ({ abbr, name, state });

const markers = [
  marker('LDL', 'LDL cholesterol', 4),
  marker('ALB', 'Albumin', 0),
  marker('GLU', 'Glucose', -4),
  marker('TG', 'Triglycerides', 3),
  marker('HDL', 'HDL cholesterol', -3),
  marker('VITD', 'Vitamin D', -2),
  marker('B12', 'Vitamin B12', 1),
  marker('FT3', 'Free T3', 7),
  marker('MCV', 'MCV', 0),
  marker('CORTISOL', 'Cortisol'),
  marker('FT4', 'free T4', null),
  marker('APOB', 'Apolipoprotein B', -1),
];

/** Groups as [key, abbrs] and not-optimized severities as [severity, abbrs]. */
const shape = <T extends { abbr: string }>(groups: ItemGroup<T>[]) =>
  groups.map((g) => ({
    key: g.key,
    abbrs: g.items.map((i) => i.abbr),
    ...(g.key === 'notOptimized'
      ? { severities: g.severities.map((s) => [s.severity, s.items.map((i) => i.abbr)]) }
      : {}),
  }));

describe('groupOrder and severityOrder', () => {
  it('follows spec 000 §3 mode numbers: UNOPTIMIZED 0, OPTIMIZED 1, A_Z 2', () => {
    expect(SortMode).toEqual({ UNOPTIMIZED: 0, OPTIMIZED: 1, A_Z: 2 });
    expect(groupOrder(0)).toEqual(['notOptimized', 'optimized', 'neverTested']);
    expect(groupOrder(1)).toEqual(['optimized', 'notOptimized', 'neverTested']);
    expect(groupOrder(2)).toEqual(['all']);
    expect(severityOrder(0)).toEqual(['red', 'orange', 'yellow']);
    expect(severityOrder(1)).toEqual(['yellow', 'orange', 'red']);
  });
});

describe('markerPlacement', () => {
  it('puts 0 in optimized, a missing state in neverTested and every other state, 7 too, in notOptimized', () => {
    expect(markerPlacement(0)).toEqual({ group: 'optimized' });
    expect(markerPlacement(undefined)).toEqual({ group: 'neverTested' });
    expect(markerPlacement(null)).toEqual({ group: 'neverTested' });
    expect(markerPlacement(7)).toEqual({ group: 'notOptimized', severity: 'yellow' });
    expect(markerPlacement(-4)).toEqual({ group: 'notOptimized', severity: 'red' });
    expect(markerPlacement(3)).toEqual({ group: 'notOptimized', severity: 'orange' });
    expect(markerPlacement(-1)).toEqual({ group: 'notOptimized', severity: 'yellow' });
  });
});

describe('groupMarkers', () => {
  it('A_Z gives one group of every marker by name, case-insensitive', () => {
    expect(shape(groupMarkers(markers, SortMode.A_Z))).toEqual([
      {
        key: 'all',
        abbrs: ['ALB', 'APOB', 'CORTISOL', 'FT3', 'FT4', 'GLU', 'HDL', 'LDL', 'MCV', 'TG', 'B12', 'VITD'],
      },
    ]);
  });

  it('UNOPTIMIZED puts notOptimized first, worst severity first, then optimized, then neverTested', () => {
    expect(shape(groupMarkers(markers, SortMode.UNOPTIMIZED))).toEqual([
      {
        key: 'notOptimized',
        abbrs: ['GLU', 'LDL', 'HDL', 'TG', 'APOB', 'FT3', 'B12', 'VITD'],
        severities: [
          ['red', ['GLU', 'LDL']],
          ['orange', ['HDL', 'TG']],
          ['yellow', ['APOB', 'FT3', 'B12', 'VITD']],
        ],
      },
      { key: 'optimized', abbrs: ['ALB', 'MCV'] },
      { key: 'neverTested', abbrs: ['CORTISOL', 'FT4'] },
    ]);
  });

  it('OPTIMIZED puts optimized first, then notOptimized mildest first, then neverTested', () => {
    expect(shape(groupMarkers(markers, SortMode.OPTIMIZED))).toEqual([
      { key: 'optimized', abbrs: ['ALB', 'MCV'] },
      {
        key: 'notOptimized',
        abbrs: ['APOB', 'FT3', 'B12', 'VITD', 'HDL', 'TG', 'GLU', 'LDL'],
        severities: [
          ['yellow', ['APOB', 'FT3', 'B12', 'VITD']],
          ['orange', ['HDL', 'TG']],
          ['red', ['GLU', 'LDL']],
        ],
      },
      { key: 'neverTested', abbrs: ['CORTISOL', 'FT4'] },
    ]);
  });

  it('keeps every group of the mode, empty ones included', () => {
    expect(shape(groupMarkers([], SortMode.UNOPTIMIZED))).toEqual([
      {
        key: 'notOptimized',
        abbrs: [],
        severities: [
          ['red', []],
          ['orange', []],
          ['yellow', []],
        ],
      },
      { key: 'optimized', abbrs: [] },
      { key: 'neverTested', abbrs: [] },
    ]);
    expect(shape(groupMarkers([], SortMode.A_Z))).toEqual([{ key: 'all', abbrs: [] }]);
  });

  it('sorts numbers in names numerically, ties by abbr, and leaves the input alone', () => {
    const input = [
      marker('B12', 'Vitamin B12', 0),
      marker('B6', 'Vitamin B6', 0),
      marker('Z2', 'Same', 0),
      marker('Z1', 'same', 0),
    ];
    const copy = [...input];
    expect(groupMarkers(input, SortMode.A_Z)[0]!.items.map((m) => m.abbr)).toEqual(['Z1', 'Z2', 'B6', 'B12']);
    expect(input).toEqual(copy);
  });

  it('hands back the caller’s own items', () => {
    const items = [{ abbr: 'LDL', name: 'LDL', state: 4 as const, value: 171 }];
    expect(groupMarkers(items, SortMode.UNOPTIMIZED)[0]!.items[0]).toBe(items[0]);
  });
});

describe('category grouping', () => {
  it('places a category by the band of its 0-100 score: band 0 optimized, 1 yellow, 2 orange, 3 red', () => {
    const cases: [number | null | undefined, unknown][] = [
      [100, { group: 'optimized' }],
      [85, { group: 'optimized' }],
      [84, { group: 'notOptimized', severity: 'yellow' }],
      [70, { group: 'notOptimized', severity: 'yellow' }],
      [69, { group: 'notOptimized', severity: 'orange' }],
      [50, { group: 'notOptimized', severity: 'orange' }],
      [49, { group: 'notOptimized', severity: 'red' }],
      // the spec's "score 0 is optimized" is band 0; a 0 out of 100 is the worst there is
      [0, { group: 'notOptimized', severity: 'red' }],
      [undefined, { group: 'neverTested' }],
      [null, { group: 'neverTested' }],
    ];
    for (const [score, placement] of cases)
      expect(categoryPlacement(score), String(score)).toEqual(placement);
  });

  const categories = [
    { abbr: 'HEART', name: 'Heart health', score: 62 },
    { abbr: 'METAB', name: 'Metabolism', score: 91 },
    { abbr: 'INFLAM', name: 'Inflammation', score: 40 },
    { abbr: 'LIVER', name: 'Liver', score: 85 },
    { abbr: 'KIDNEY', name: 'Kidney & electrolytes', score: 78 },
    { abbr: 'BLOOD', name: 'Blood & immunity', score: 0 },
    { abbr: 'IRON', name: 'Iron', score: 70 },
    { abbr: 'VITMIN', name: 'Vitamins & minerals', score: 50 },
    { abbr: 'HORMONE', name: 'Hormones' },
    { abbr: 'THYROID', name: 'Thyroid', score: null },
  ];

  it('A_Z gives one group by name', () => {
    expect(shape(groupCategories(categories, SortMode.A_Z))).toEqual([
      {
        key: 'all',
        abbrs: [
          'BLOOD',
          'HEART',
          'HORMONE',
          'INFLAM',
          'IRON',
          'KIDNEY',
          'LIVER',
          'METAB',
          'THYROID',
          'VITMIN',
        ],
      },
    ]);
  });

  it('UNOPTIMIZED: notOptimized worst first, optimized, neverTested', () => {
    expect(shape(groupCategories(categories, SortMode.UNOPTIMIZED))).toEqual([
      {
        key: 'notOptimized',
        abbrs: ['BLOOD', 'INFLAM', 'HEART', 'VITMIN', 'IRON', 'KIDNEY'],
        severities: [
          ['red', ['BLOOD', 'INFLAM']],
          ['orange', ['HEART', 'VITMIN']],
          ['yellow', ['IRON', 'KIDNEY']],
        ],
      },
      { key: 'optimized', abbrs: ['LIVER', 'METAB'] },
      { key: 'neverTested', abbrs: ['HORMONE', 'THYROID'] },
    ]);
  });

  it('OPTIMIZED: optimized, notOptimized mildest first, neverTested', () => {
    expect(shape(groupCategories(categories, SortMode.OPTIMIZED))).toEqual([
      { key: 'optimized', abbrs: ['LIVER', 'METAB'] },
      {
        key: 'notOptimized',
        abbrs: ['IRON', 'KIDNEY', 'HEART', 'VITMIN', 'BLOOD', 'INFLAM'],
        severities: [
          ['yellow', ['IRON', 'KIDNEY']],
          ['orange', ['HEART', 'VITMIN']],
          ['red', ['BLOOD', 'INFLAM']],
        ],
      },
      { key: 'neverTested', abbrs: ['HORMONE', 'THYROID'] },
    ]);
  });

  it('refuses a score outside 0-100', () => {
    expect(() => groupCategories([{ abbr: 'X', name: 'X', score: 101 }], SortMode.OPTIMIZED)).toThrow(
      RangeError,
    );
  });
});
