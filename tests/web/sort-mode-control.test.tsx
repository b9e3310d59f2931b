import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SortModeControl } from '../../src/web/components/charts/blood-ui';
import { expectNoAxeViolations } from './axe';

function Harness() {
  const [mode, setMode] = useState(0);
  return <SortModeControl value={mode} onChange={setMode} />;
}

describe('SortModeControl', () => {
  it('is one tab stop whose arrow keys move the choice and the focus, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await expectNoAxeViolations();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Not optimized first' })).toHaveFocus();
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    const az = screen.getByRole('radio', { name: 'A-Z' });
    expect(az).toHaveFocus();
    expect(az).toHaveAttribute('aria-checked', 'true');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    const optimized = screen.getByRole('radio', { name: 'Optimized first' });
    expect(optimized).toHaveFocus();
    expect(optimized).toHaveAttribute('aria-checked', 'true');
  });
});
