import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { MarkerForView, MarkersForViewResponse } from '../../src/contract/blood';
import { MarkerGroups } from '../../src/web/features/bloodwork/marker-list';
import { expectNoAxeViolations } from './axe';

const range = {
  minBorderLine: 50,
  minNearNormal: 60,
  minA: 70,
  minG: 80,
  maxG: 90,
  maxA: 100,
  maxNearNormal: 110,
  maxBorderLine: 120,
};
const marker = (
  abbr: string,
  name: string,
  value: number | null,
  state: -4 | -3 | 0 | 1 | null,
): MarkerForView => ({
  id: abbr.length,
  abbr,
  name,
  unit: 'mg/dL',
  categoryId: 1,
  categoryAbbr: 'HRT',
  categoryName: 'Heart',
  range,
  latest:
    value === null || state === null
      ? null
      : { resultId: 1, testedAt: '2026-01-01', value, optimizationStateValue: state, derived: false },
  severity: state === -4 ? 'red' : state === -3 ? 'orange' : state === 1 ? 'yellow' : null,
  history: [],
});
const markers = [
  marker('A1', 'Alpha', 40, -4),
  marker('B2', 'Beta', 85, 0),
  marker('C3', 'Gamma', 55, -3),
  marker('D4', 'Delta', null, null),
  marker('E5', 'Epsilon', 95, 1),
];

const notOptimizedFirst: MarkersForViewResponse = {
  sortMode: 0,
  asOf: '2026-01-01',
  markers,
  groups: [
    {
      key: 'notOptimized',
      abbrs: ['A1', 'C3', 'E5'],
      severities: [
        { severity: 'red', abbrs: ['A1'] },
        { severity: 'orange', abbrs: ['C3'] },
        { severity: 'yellow', abbrs: ['E5'] },
      ],
    },
    { key: 'optimized', abbrs: ['B2'] },
    { key: 'neverTested', abbrs: ['D4'] },
  ],
};

const rowNames = (el: HTMLElement) =>
  within(el)
    .getAllByTestId('marker-row')
    .map((row) => row.dataset.abbr);

describe('MarkerGroups', () => {
  it('renders the groups and severities in the order the server answered (not optimized first)', async () => {
    const { container } = render(
      <Router>
        <MarkerGroups data={notOptimizedFirst} />
      </Router>,
    );
    await expectNoAxeViolations();
    const groups = [...container.querySelectorAll<HTMLElement>('section[data-group]')];
    expect(groups.map((g) => g.dataset.group)).toEqual(['notOptimized', 'optimized', 'neverTested']);
    expect(rowNames(groups[0]!)).toEqual(['A1', 'C3', 'E5']);
    const severities = [...groups[0]!.querySelectorAll<HTMLElement>('[data-severity]')];
    expect(severities.map((s) => s.dataset.severity)).toEqual(['red', 'orange', 'yellow']);
    expect(screen.getByRole('heading', { name: 'Not optimized (3)' })).toBeInTheDocument();
    expect(screen.getByText('Never tested')).toBeInTheDocument();
  });

  it('renders one A-Z group and leaves empty groups out (optimized first)', async () => {
    const az: MarkersForViewResponse = {
      ...notOptimizedFirst,
      sortMode: 2,
      groups: [{ key: 'all', abbrs: ['A1', 'B2', 'D4', 'E5', 'C3'] }],
    };
    const { container, rerender } = render(
      <Router>
        <MarkerGroups data={az} />
      </Router>,
    );
    await expectNoAxeViolations();
    const all = container.querySelectorAll<HTMLElement>('section[data-group]');
    expect(all).toHaveLength(1);
    expect(rowNames(all[0]!)).toEqual(['A1', 'B2', 'D4', 'E5', 'C3']);

    rerender(
      <Router>
        <MarkerGroups
          data={{
            ...notOptimizedFirst,
            sortMode: 1,
            groups: [
              { key: 'optimized', abbrs: ['B2'] },
              { key: 'notOptimized', abbrs: [], severities: [] },
              { key: 'neverTested', abbrs: ['D4'] },
            ],
          }}
        />
      </Router>,
    );
    const groups = [...container.querySelectorAll<HTMLElement>('section[data-group]')];
    expect(groups.map((g) => g.dataset.group)).toEqual(['optimized', 'neverTested']);
  });
});
