import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/web/app/app';
import type { AppActors } from '../../src/web/lib/app-actors';
import { resetStoredPages } from '../../src/web/features/marketing/page-store';
import { fakeEffects, startTestActors, stubApi } from './support';
import { expectNoAxeViolations } from './axe';

/**
 * Issue 22: a page the server drew hydrates before the app-long actors start (src/web/boot.tsx).
 * Until then the shell draws what the server drew (the sign-in being restored), and a page that
 * needs the actors waits for them instead of failing.
 */
function renderBeforeActors(path: string) {
  window.history.replaceState(null, '', path);
  resetStoredPages();
  let start: (actors: AppActors) => void = () => {};
  const started = new Promise<AppActors>((resolve) => (start = resolve));
  const rendered = render(<App actors={null} started={started} />);
  const startActors = async () => {
    const { actors } = startTestActors({ effects: fakeEffects() });
    await act(async () => {
      start(actors);
      rendered.rerender(<App actors={actors} started={started} />);
      await started;
    });
  };
  return { ...rendered, startActors };
}

const banner = () => screen.getByRole('banner');

describe('the app before its actors start (issue 22)', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a public page draws with the sign-in being restored, then signed out once they start', async () => {
    const { startActors } = renderBeforeActors('/about');
    await screen.findByRole('heading', { level: 1 });
    await expectNoAxeViolations();
    expect(within(banner()).getByTestId('navigation-skeleton')).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();

    await startActors();
    expect(await within(banner()).findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/customer/login',
    );
    expect(within(banner()).queryByTestId('navigation-skeleton')).not.toBeInTheDocument();
  });

  it('a page that needs the actors waits for them, then draws', async () => {
    const { startActors } = renderBeforeActors('/customer/login');
    await screen.findByText('Loading…');
    await expectNoAxeViolations();
    expect(screen.queryByRole('heading', { level: 1, name: 'Log in' })).not.toBeInTheDocument();

    await startActors();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument(),
    );
  });
});
