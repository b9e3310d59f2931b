import { describe, expect, it } from 'vitest';
import type { MarkerForView } from '../../src/contract/blood';
import { markerMatches } from '../../src/web/features/bloodwork/marker-list';

// Issue 23.7: the results list's search and status filter.
const marker = (abbr: string, name: string, state: number | null) =>
  ({
    abbr,
    name,
    latest: state === null ? null : { optimizationStateValue: state },
  }) as unknown as MarkerForView;

const ldl = marker('LDL', 'LDL cholesterol', 2);
const hdl = marker('HDL', 'HDL cholesterol', 0);
const b12 = marker('B12', 'Vitamin B12', null);

describe('markerMatches', () => {
  it('finds markers by name or abbreviation, whatever the case and spaces', () => {
    expect([ldl, hdl, b12].filter((m) => markerMatches(m, ' ldl ', 'all'))).toEqual([ldl]);
    expect([ldl, hdl, b12].filter((m) => markerMatches(m, 'Cholesterol', 'all'))).toEqual([ldl, hdl]);
  });

  it('filters by the latest status: not optimized, optimal, never tested', () => {
    const all = [ldl, hdl, b12];
    expect(all.filter((m) => markerMatches(m, '', 'notOptimized'))).toEqual([ldl]);
    expect(all.filter((m) => markerMatches(m, '', 'optimized'))).toEqual([hdl]);
    expect(all.filter((m) => markerMatches(m, '', 'neverTested'))).toEqual([b12]);
    expect(all.filter((m) => markerMatches(m, 'hdl', 'notOptimized'))).toEqual([]);
  });
});
