import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BloodResultsResponse } from '../../src/contract/blood';
import type { TestPart } from '../../src/contract/orders';
import { expectNoAxeViolations } from './axe';

const api = vi.hoisted(() => ({ testParts: vi.fn() }));
vi.mock('../../src/web/features/orders/orders-api', () => ({ ordersApi: api }));

const { TestPartsSection } = await import('../../src/web/features/orders/test-parts-section');
const { TableView } = await import('../../src/web/features/bloodwork/table-view');

// vitest.config.ts runs this file again under America/New_York and Asia/Tokyo (`dates-*` projects).
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`a screen's dates in ${zone} (issue 24)`, () => {
  it('shows a draw day as that same day, whatever the time zone', async () => {
    const part: TestPart = {
      id: 1,
      testId: null,
      testedAt: '2024-03-01',
      source: 'Quest',
      markerAbbrs: ['LDL'],
      combinedResultId: null,
    };
    api.testParts.mockResolvedValue([part, { ...part, id: 2, markerAbbrs: ['HDL'] }]);
    const { container } = render(<TestPartsSection />);
    const section = await screen.findByRole('region', { name: 'Test parts' });
    await expectNoAxeViolations(container);
    expect(await within(section).findByRole('checkbox', { name: /LDL/ })).toHaveAccessibleName(
      'Quest, drawn Mar 01, 2024: LDL',
    );
  });

  it('heads the results table and its notes with the draw day, whatever the time zone (issue 23 point 4)', async () => {
    const result = {
      id: 7,
      testedAt: '2024-03-01',
      publishedAt: '2024-03-03',
      source: 'Quest',
      groupId: null,
      notes: [],
      markerValues: [
        { markerAbbr: 'LDL', value: 114, unit: 'mg/dL', optimizationStateValue: 1, derived: false },
      ],
    } as unknown as BloodResultsResponse[number];
    const { container } = render(<TableView results={[result]} onChange={() => undefined} />);
    await expectNoAxeViolations(container);
    expect(screen.getByRole('columnheader', { name: 'Mar 01, 2024' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes on Mar 01, 2024' })).toBeInTheDocument();
  });
});
