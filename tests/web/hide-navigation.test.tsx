import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDeveloperPath, isNavigationHidden } from '../../src/web/app/hide-navigation';
import { renderApp, stubApi } from './support';
import { expectNoAxeViolations } from './axe';

describe('hideNavigation', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows header and footer by default', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Healthspan' })).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('hides header, footer and banner when the query parameter is present', async () => {
    renderApp('/about?hideNavigation=true', { countryCode: 'DE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Healthspan' })).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Availability in your country' })).not.toBeInTheDocument();
  });

  it.each([
    ['?hideNavigation', true],
    ['?hideNavigation=1', true],
    ['?hideNavigation=true', true],
    ['?hideNavigation=false', false],
    ['?hideNavigation=0', false],
    ['?other=1', false],
    ['', false],
  ])('reads %s as hidden: %s', (search, hidden) => {
    expect(isNavigationHidden(search)).toBe(hidden);
  });

  it('treats /dev pages (the machine catalogue) as developer pages without the customer header (issue 23.7)', () => {
    expect(isDeveloperPath('/dev/machines')).toBe(true);
    expect(isDeveloperPath('/dev')).toBe(true);
    expect(isDeveloperPath('/developers')).toBe(false);
    expect(isDeveloperPath('/customer/dev/machines')).toBe(false);
  });
});
