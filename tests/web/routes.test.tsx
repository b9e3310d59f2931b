import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from './support';
import { expectNoAxeViolations } from './axe';

describe('route table', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/press-releases', '/press-page', 'Press'],
    ['/public/landing/pro-sports', '/pro-sports', 'Healthspan for professional sports'],
    ['/public/landing/fit', '/fit', 'Healthspan for fitness'],
    ['/public/landing/military', '/military', 'Healthspan for the military'],
    ['/public/landing/endurance', '/endurance', 'Healthspan for endurance athletes'],
  ])('redirects %s to %s', async (from, to, heading) => {
    renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe(to);
  });

  it('keeps the query string on an in-app redirect', async () => {
    renderApp('/public/landing/fit?utm_source=mail');
    await screen.findByRole('heading', { level: 1, name: 'Healthspan for fitness' });
    expect(window.location.search).toBe('?utm_source=mail');
  });

  it.each([
    ['/about', 'About Healthspan'],
    ['/testimonial', 'Testimonials'],
    ['/science', 'The science behind Healthspan'],
    ['/terms-of-service', 'Terms of service'],
    ['/product-consent', 'Product consent'],
    ['/policy-privacy', 'Privacy policy'],
    ['/research-consent', 'Research consent'],
    ['/team', 'Our team'],
    ['/press-page', 'Press'],
    ['/tour', 'Take the tour'],
    ['/tour/anything/below', 'Take the tour'],
    ['/tour/proceed', 'Continue the tour'],
    ['/responsible-disclosure-policy', 'Responsible disclosure policy'],
    ['/dnakit', 'Your genes, read alongside your blood'],
    ['/DNAKit/register', 'Your genes, read alongside your blood'],
  ])('%s shows its page with a title', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await expectNoAxeViolations();
    await waitFor(() => expect(document.title).toMatch(/ \| Healthspan$/));
  });

  it.each([
    '/innerage',
    '/public/landing/dna-details',
    '/dna-kit/',
    '/bloodresultsupload',
    '/how-to-redeem-your-gift-card',
  ])('%s says it is taking the visitor to the store', async (path) => {
    renderApp(path);
    // a lazy chunk (issue 22): its own status replaces the loading one
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Taking you to our store…'));
    await expectNoAxeViolations();
  });

  it('sends /diy to /bloodresultsupload, which goes to the store', async () => {
    renderApp('/diy');
    await waitFor(() => expect(window.location.pathname).toBe('/bloodresultsupload'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Taking you to our store…'));
  });

  it('gives the science page its side menu of sections', async () => {
    renderApp('/science/');
    await screen.findByRole('heading', { level: 1, name: 'The science behind Healthspan' });
    expect(screen.getByRole('button', { name: 'On this page' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('gives other pages no side menu', async () => {
    renderApp('/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Terms of service' });
    expect(screen.queryByRole('button', { name: 'On this page' })).not.toBeInTheDocument();
  });
});
