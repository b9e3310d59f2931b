import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_BAND_COLORS } from '../../src/domain/habits/charts';
import { CHART_COLORS } from '../../src/domain/habits/chart-options';
import { OPTIMAL_GREEN } from '../../src/domain/palette';
import { ZONE_COLORS } from '../../src/web/components/charts/blood-ui';
import { HealthspanWheel } from '../../src/web/features/dashboard/healthspan-wheel';
import { tokens } from '../../src/web/theme/tokens';
import { expectNoAxeViolations } from './axe';

describe('the optimal green has one value, in src/domain/palette.ts', () => {
  it('is the theme token, the range bar’s optimal zone and the habit charts’ green', () => {
    expect(tokens.colors?.zone).toMatchObject({ optimal: { value: OPTIMAL_GREEN } });
    expect(ZONE_COLORS.optimal).toBe(OPTIMAL_GREEN);
    expect(CHART_COLORS.helps).toBe(OPTIMAL_GREEN);
    expect(ACTIVITY_BAND_COLORS.extraBenefit).toBe(OPTIMAL_GREEN);
  });

  it('fills the dashboard wheel’s band-0 segment', async () => {
    const { container } = render(
      <HealthspanWheel
        overall={{ score: 90, grade: 0, gradeLabel: 'Optimal' }}
        categories={[
          {
            id: 1,
            abbr: 'HRT',
            name: 'Heart health',
            description: 'Heart',
            forGender: 'all',
            score: 90,
            scoreBand: 0,
            markers: [],
          },
        ]}
      />,
    );
    await expectNoAxeViolations(container);
    const fills = [...container.querySelectorAll('path')].map((p) => p.getAttribute('fill'));
    expect(fills).toContain(OPTIMAL_GREEN);
  });
});
