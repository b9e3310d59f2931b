import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi, testConfiguration } from './support';
import { expectNoAxeViolations } from './axe';

describe('page not found', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers an unknown path with a clear page, links home and to support, and a title', async () => {
    renderApp('/no/such/page');
    // a lazy chunk (issue 22)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Visit the support center' })).toHaveAttribute(
      'href',
      testConfiguration.supportUrl,
    );
    await waitFor(() => expect(document.title).toBe('Page not found | Healthspan'));
  });

  it('is not shown for a known page, whatever its letter case or trailing slash', async () => {
    renderApp('/About/');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Healthspan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We can’t find that page' })).not.toBeInTheDocument();
  });
});
