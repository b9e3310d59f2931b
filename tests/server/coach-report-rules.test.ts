import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { OptimizationState } from '../../src/domain/blood-range';
import type { Catalogue, CatalogueMarker } from '../../src/server/services/blood-catalogue';
import { analyticsOf, quarterOf, quarterly } from '../../src/server/services/coach/analytics';
import { keepsState, reportCsv, reportSortMode } from '../../src/server/services/coach/report-csv';
import type { MemberResults } from '../../src/server/services/coach/reports';
import { commonMarkers } from '../../src/server/services/coach/team-nutrition';

const marker = (abbr: string, name: string, categoryAbbr: string): CatalogueMarker => ({
  id: abbr.length,
  abbr,
  name,
  unit: 'mg/dL',
  units: [],
  forGender: 'all',
  categoryId: 1,
  categoryAbbr,
  categoryName: categoryAbbr,
  ranges: {},
});
const markers = [
  marker('LDL', 'LDL cholesterol', 'HEART'),
  marker('APOB', 'ApoB', 'HEART'),
  marker('VITD', 'Vitamin D', 'BONE'),
];
const catalogue: Catalogue = {
  markers,
  byAbbr: new Map(markers.map((m) => [m.abbr, m])),
  categories: [
    { id: 1, abbr: 'HEART', name: 'Heart', description: '', forGender: 'all', markers: ['LDL', 'APOB'] },
    { id: 2, abbr: 'BONE', name: 'Bone', description: '', forGender: 'all', markers: ['VITD'] },
  ],
};

let nextId = 1;
const result = (testedAt: string, states: Record<string, OptimizationState>) => ({
  id: nextId++,
  testedAt,
  publishedAt: testedAt,
  source: 'lab',
  groupId: null,
  values: Object.entries(states).map(([markerAbbr, state]) => ({
    markerAbbr,
    value: 100 + state,
    unit: 'mg/dL',
    state,
    derived: false,
  })),
  notes: [],
});
const member = (
  id: number,
  firstName: string,
  lastName: string,
  results: ReturnType<typeof result>[],
): MemberResults => ({
  profile: { customerId: id, firstName, lastName, sex: null, birthDate: null },
  email: `${firstName.toLowerCase().replace(/\W/g, '')}@example.test`,
  results,
});

const ann = member(1, 'Ann', 'Adams', [
  result('2026-08-10', { LDL: 3, APOB: 0, VITD: -2 }),
  result('2026-02-01', { LDL: 4, APOB: 1, VITD: 0 }),
]);
const bob = member(2, '=Bob', 'Brown', [result('2026-07-20', { LDL: 2, APOB: 0, VITD: 0 })]);

describe('report CSV', () => {
  const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  const range = { dateFrom: '2026-01-01', dateTo: '2026-12-31' };

  it('picks the states asked for: 0 not optimized, 1 optimized, 2 everything A–Z', () => {
    expect(keepsState([0], false)).toBe(true);
    expect(keepsState([0], true)).toBe(false);
    expect(keepsState([1], true)).toBe(true);
    expect(keepsState([2], true) && keepsState([2], false)).toBe(true);
    expect(reportSortMode([1])).toBe(1);
    expect(reportSortMode([0, 1])).toBe(0);
    expect(reportSortMode([0, 2])).toBe(2);
  });

  it('writes a row per member × value in the range, names escaped, in the grouping order', () => {
    const rows = parse(reportCsv(catalogue, [ann, bob], { ...range, optimizationStates: [0] }));
    expect(rows[0]).toEqual([
      'Member',
      'E-mail',
      'Tested on',
      'Marker',
      'Value',
      'Unit',
      'Optimization state',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3], r[6]])).toEqual([
      // not optimized, worst first (red High, then orange …), newest result first
      ['Ann Adams', '2026-08-10', 'LDL cholesterol', 'Borderline high'],
      ['Ann Adams', '2026-08-10', 'Vitamin D', 'Near normal (low)'],
      ['Ann Adams', '2026-02-01', 'LDL cholesterol', 'High'],
      ['Ann Adams', '2026-02-01', 'ApoB', 'Normal (above optimal)'],
      ["'=Bob Brown", '2026-07-20', 'LDL cholesterol', 'Near normal (high)'],
    ]);
  });

  it('keeps only draws inside the range, and lists A–Z when asked', () => {
    const rows = parse(
      reportCsv(catalogue, [ann], { dateFrom: '2026-08-01', dateTo: '2026-08-31', optimizationStates: [2] }),
    );
    expect(rows.slice(1).map((r) => r[3])).toEqual(['ApoB', 'LDL cholesterol', 'Vitamin D']);
  });
});

describe('analytics', () => {
  it('names calendar quarters', () => {
    expect(quarterOf('2026-01-31')).toBe('2026-Q1');
    expect(quarterOf('2026-12-01')).toBe('2026-Q4');
  });

  it('takes each member’s latest result of a quarter, oldest quarter first', () => {
    const extra = member(3, 'Cy', 'Cole', [
      result('2026-09-01', { LDL: 0 }),
      result('2026-07-02', { LDL: 4 }),
    ]);
    const periods = quarterly([ann, bob, extra]);
    expect(periods.map(([p, ms]) => [p, ms.map((m) => m.results[0]!.testedAt)])).toEqual([
      ['2026-Q1', ['2026-02-01']],
      ['2026-Q3', ['2026-08-10', '2026-07-20', '2026-09-01']],
    ]);
  });

  it('averages category scores, the optimized share and the marker counts on latest results', () => {
    const body = analyticsOf(catalogue, 5, [ann, bob]);
    expect(body.members).toBe(5);
    expect(body.membersWithResults).toBe(2);
    const q3 = body.periods.find((p) => p.period === '2026-Q3')!;
    expect(q3.members).toBe(2);
    expect(q3.optimizedShare).toBeCloseTo(3 / 6);
    expect(q3.categories.map((c) => c.abbr)).toEqual(['HEART', 'BONE']);
    expect(body.markers[0]).toEqual({ abbr: 'LDL', name: 'LDL cholesterol', optimized: 0, notOptimized: 2 });
    expect(body.markers.find((m) => m.abbr === 'APOB')).toMatchObject({ optimized: 2, notOptimized: 0 });
  });
});

describe('team nutrition markers', () => {
  it('counts members per not-optimized marker on their latest result, with its side', () => {
    const low = member(4, 'Di', 'Dee', [result('2026-08-01', { LDL: -1, VITD: -3 })]);
    const common = commonMarkers(catalogue, [ann, bob, low]);
    expect(common.map((m) => [m.abbr, m.members, m.low, m.high])).toEqual([
      ['LDL', 3, 1, 2],
      ['VITD', 2, 2, 0],
    ]);
  });
});
