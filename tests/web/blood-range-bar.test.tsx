import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZONES } from '../../src/domain/zones';
import { RangeBar } from '../../src/web/components/charts/blood-ui';
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

describe('RangeBar', () => {
  it('draws the nine zones lowest first with widths by their intervals', async () => {
    render(<RangeBar range={range} value={85} state={0} unit="mg/dL" />);
    await expectNoAxeViolations();
    const zones = [...screen.getByTestId('range-bar').querySelectorAll('[data-zone]')] as HTMLElement[];
    expect(zones.map((z) => z.dataset.zone)).toEqual([...ZONES]);
    const widths = zones.map((z) => parseFloat(z.style.width));
    // the seven inner zones are 10 wide each: equal widths; the total is the whole bar
    expect(new Set(widths.slice(1, 8).map((w) => w.toFixed(3))).size).toBe(1);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 5);
  });

  it('places the value and names it with its state for assistive technology', async () => {
    render(<RangeBar range={range} value={125} state={4} unit="mg/dL" />);
    await expectNoAxeViolations();
    expect(screen.getByRole('img', { name: '125 mg/dL, High; optimal 80–90 mg/dL' })).toBeInTheDocument();
    const dot = screen.getByTestId('range-value');
    expect(parseFloat(dot.style.left)).toBeGreaterThan(90);
  });

  it('shows the range without a value', async () => {
    render(<RangeBar range={range} value={null} state={null} unit="mg/dL" />);
    await expectNoAxeViolations();
    expect(screen.getByRole('img', { name: 'No value; optimal 80–90 mg/dL' })).toBeInTheDocument();
    expect(screen.queryByTestId('range-value')).toBeNull();
  });
});
