import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi, testCustomer, testProducts } from './support';

const PATH = '/customer/onboarding/choose-plan';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('choose a plan (spec 000 §2.3, §2.4; issue 14)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each plan with its price, what it measures and the blood-test flag; a signed-in customer buys through the store link', async () => {
    stubApi();
    renderApp(PATH, { customer: testCustomer({ activationState: 'PURCHASE' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
    const ultimate = await screen.findByRole('article', { name: 'Ultimate' });
    expect(ultimate).toHaveTextContent('$499');
    expect(ultimate).toHaveTextContent('Heart health');
    expect(ultimate).toHaveTextContent('Blood test included');
    expect(screen.getByRole('article', { name: 'DNA Kit' })).toHaveTextContent('No blood test included');
    await waitFor(() =>
      expect(within(ultimate).getByRole('link', { name: /Buy Ultimate/ })).toHaveAttribute(
        'href',
        `/customer/store/redirect-me-on-demo?url=${encodeURIComponent('/products/ultimate')}`,
      ),
    );
    expect(document.title).toMatch(/Choose your plan/);
    await expectNoAxeViolations();
  });

  it('is public: a visitor sees the plans and buys at the store page of the plan', async () => {
    stubApi();
    renderApp(PATH);
    const dna = await screen.findByRole('article', { name: 'DNA Kit' });
    await waitFor(() =>
      expect(within(dna).getByRole('link', { name: /Buy DNA Kit/ })).toHaveAttribute(
        'href',
        testProducts[1]!.exploreUrl,
      ),
    );
    expect(window.location.pathname).toBe(PATH);
  });

  it('says when the plans cannot load, and loads them again on Try again', async () => {
    let fail = true;
    stubApi();
    const fetchMock = vi.mocked(globalThis.fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (href.includes('/api/pages/references/products'))
        return Promise.resolve(fail ? json({ error: 'The plans are resting' }, 500) : json(testProducts));
      return original(input, init);
    });
    renderApp(PATH);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('We couldn’t load our plans');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ultimate' })).toBeInTheDocument();
  });

  it('says so when no plan is on sale', async () => {
    stubApi({ '/api/pages/references/products': [] });
    renderApp(PATH);
    expect(await screen.findByText(/No plan is on sale right now/)).toBeInTheDocument();
  });
});
