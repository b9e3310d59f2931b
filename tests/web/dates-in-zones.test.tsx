import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TestPart } from '../../src/contract/orders';
import { expectNoAxeViolations } from './axe';

const api = vi.hoisted(() => ({ testParts: vi.fn() }));
vi.mock('../../src/web/features/orders/orders-api', () => ({ ordersApi: api }));

const { TestPartsSection } = await import('../../src/web/features/orders/test-parts-section');

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
});
