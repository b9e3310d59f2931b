import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/web/components/error-boundary';
import { ErrorPage } from '../../src/web/features/errors/error-page';
import { renderApp, stubApi, testConfiguration } from './support';
import { expectNoAxeViolations } from './axe';

function Broken(): never {
  throw new Error('boom');
}

describe('error boundary', () => {
  beforeEach(() => {
    stubApi();
    // React reports caught rendering errors on the console; keep the output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows 'Oops!' with the refresh message and links home and to support", async () => {
    render(
      <ErrorBoundary fallback={<ErrorPage />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(
      screen.getByText('We encountered an unexpected error, please refresh your browser.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      testConfiguration.supportUrl,
    );
  });

  it('catches a page that throws while rendering (the ?__throw flag) and keeps the shell', async () => {
    renderApp('/about?__throw');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
