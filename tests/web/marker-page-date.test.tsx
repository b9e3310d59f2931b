import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarkersForViewResponse } from '../../src/contract/blood';
import { MarkerPage } from '../../src/web/features/bloodwork/marker-page';
import { expectNoAxeViolations } from './axe';
import { stubApi } from './support';

const view: MarkersForViewResponse = {
  sortMode: 2,
  asOf: '2026-03-01',
  markers: [
    {
      id: 1,
      abbr: 'LDL',
      name: 'LDL cholesterol',
      unit: 'mg/dL',
      categoryId: 1,
      categoryAbbr: 'HRT',
      categoryName: 'Heart',
      range: null,
      latest: { resultId: 2, testedAt: '2026-03-01', value: 95, optimizationStateValue: 0, derived: false },
      severity: null,
      history: [],
    },
  ],
  groups: [{ key: 'all', abbrs: ['LDL'] }],
};

describe('marker page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('dates the latest value as the rest of the product does (spec 001 §9: MMM DD, YYYY)', async () => {
    stubApi({ '/api/customer/v1/blood/markers-for-view': view });
    const { container } = render(
      <Router>
        <MarkerPage abbr="LDL" />
      </Router>,
    );
    const latest = await screen.findByTestId('marker-latest');
    await expectNoAxeViolations(container);
    expect(latest).toHaveTextContent('on Mar 01, 2026');
    expect(latest).not.toHaveTextContent('2026-03-01');
  });
});
