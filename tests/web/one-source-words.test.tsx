import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import type { MarkersForViewResponse } from '../../src/contract/blood';
import type * as Grading from '../../src/domain/grading';
import type * as MarkerStatus from '../../src/domain/marker-status';
import { MarkerGroups } from '../../src/web/features/bloodwork/marker-list';
import { tableRowBlocks } from '../../src/web/features/bloodwork/table-view';
import { expectNoAxeViolations } from './axe';

// Words no view could spell on its own: a view showing them reads the domain's one definition.
vi.mock('../../src/domain/marker-status', async (importOriginal) => ({
  ...(await importOriginal<typeof MarkerStatus>()),
  severityTitle: (severity: string) => `${severity.charAt(0).toUpperCase()}${severity.slice(1)} from domain`,
}));
vi.mock('../../src/domain/grading', async (importOriginal) => ({
  ...(await importOriginal<typeof Grading>()),
  GRADE_LABELS: {
    0: 'Band 0 from domain',
    1: 'Band 1 from domain',
    2: 'Band 2 from domain',
    3: 'Band 3 from domain',
  },
  scoreBand: () => 2,
}));

const view: MarkersForViewResponse = {
  sortMode: 0,
  asOf: '2026-01-01',
  markers: [],
  groups: [
    {
      key: 'notOptimized',
      abbrs: ['A1', 'B2', 'C3'],
      severities: [
        { severity: 'red', abbrs: ['A1'] },
        { severity: 'orange', abbrs: ['B2'] },
        { severity: 'yellow', abbrs: ['C3'] },
      ],
    },
  ],
};
const marker = (abbr: string) => ({
  id: abbr.length,
  abbr,
  name: abbr,
  unit: 'mg/dL',
  categoryId: 1,
  categoryAbbr: 'HRT',
  categoryName: 'Heart',
  range: null,
  latest: null,
  severity: null,
  history: [],
});

describe('severity words and score bands have one source in src/domain', () => {
  it('the marker list heads each severity with the domain’s severityTitle', async () => {
    const { container } = render(
      <Router>
        <MarkerGroups data={{ ...view, markers: ['A1', 'B2', 'C3'].map(marker) }} />
      </Router>,
    );
    await expectNoAxeViolations(container);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Red from domain',
      'Orange from domain',
      'Yellow from domain',
    ]);
  });

  it('the table view titles its blocks with the domain’s severityTitle', () => {
    const results = [
      {
        id: 1,
        testedAt: '2026-01-01',
        markerValues: ['A1', 'B2', 'C3'].map((markerAbbr) => ({ markerAbbr })),
      },
    ] as unknown as Parameters<typeof tableRowBlocks>[0];
    expect(tableRowBlocks(results, view).map((b) => b.title)).toEqual([
      'Not optimized · Red from domain',
      'Not optimized · Orange from domain',
      'Not optimized · Yellow from domain',
    ]);
  });
});
