import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../src/web/features/landing/products';
import { renderApp, stubApi, testProducts } from './support';

describe('landing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the hero with the demo figures', async () => {
    stubApi();
    renderApp('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your blood knows your real age' }),
    ).toBeInTheDocument();
    const example = screen.getByRole('figure', { name: 'Example result' });
    for (const figure of ['38.3', '32.4', '99', '80']) expect(example).toHaveTextContent(figure);
    expect(screen.getByRole('link', { name: /Find your InnerAge/ })).toHaveAttribute('href', '/innerage');
    await waitFor(() => expect(document.title).toBe('Healthspan — live longer, better'));
  });

  it('shows a card per product with title, image, categories, price, blood-test flag and Explore Now', async () => {
    stubApi();
    renderApp('/');
    const ultimate = await screen.findByRole('article', { name: 'Ultimate' });
    expect(ultimate.querySelector('img')).toHaveAttribute('src', testProducts[0]!.image);
    expect(within(ultimate).getByRole('list', { name: 'What Ultimate covers' })).toHaveTextContent(
      'Heart health',
    );
    expect(ultimate).toHaveTextContent('$499');
    expect(ultimate).toHaveTextContent('Blood test included');
    expect(within(ultimate).getByRole('link', { name: /^Explore Now\W+Ultimate$/ })).toHaveAttribute(
      'href',
      testProducts[0]!.exploreUrl,
    );
    expect(screen.getByRole('article', { name: 'DNA Kit' })).toHaveTextContent('No blood test included');
  });

  it('shows a loading state, then an error with a retry that loads the products', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/pages/references/products': new Response(JSON.stringify({ error: 'down' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    });
    act(() => products.reload());
    renderApp('/');
    expect(screen.getByRole('status', { name: 'Loading our plans' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load our plans just now.');
    stubApi();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ultimate' })).toBeInTheDocument();
  });
});
