import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InternationalBanner } from '../../src/web/features/international-banner/international-banner';
import { bannerActor } from './support';
import { expectNoAxeViolations } from './axe';

describe('international banner', () => {
  it('tells a visitor outside the US and Canada where tests are available, and closes', async () => {
    const user = userEvent.setup();
    const actor = bannerActor('DE');
    render(<InternationalBanner actor={actor} />);
    const banner = await screen.findByRole('region', { name: 'Availability in your country' });
    await expectNoAxeViolations();
    expect(banner).toHaveTextContent('Healthspan tests are available in the US and Canada.');
    await user.click(screen.getByRole('button', { name: 'Close the availability notice' }));
    expect(screen.queryByRole('region', { name: 'Availability in your country' })).not.toBeInTheDocument();
    expect(actor.getSnapshot().matches('dismissed')).toBe(true);
  });

  it('shows nothing to a visitor in the US', async () => {
    const actor = bannerActor('US');
    render(<InternationalBanner actor={actor} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
