import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referencePaths } from '../../src/contract/references';
import { CUSTOMER_ROUTES } from '../../src/web/lib/customer';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi, testCustomer } from './support';

const categories = [
  { id: 1, abbr: 'HEART', name: 'Heart health', description: 'Cholesterol and friends.', forGender: 'all' },
  { id: 4, abbr: 'LIVER', name: 'Liver', description: 'Liver enzymes.', forGender: 'all' },
];
const marker = (abbr: string, name: string, categoryAbbr: string, forGender = 'all') => ({
  id: abbr.length,
  abbr,
  name,
  unit: 'mg/dL',
  ucum: 'mg/dL',
  units: [],
  loinc: '1-1',
  loincAlternates: [],
  forGender,
  categoryAbbr,
  ranges: {},
});
const catalogue = {
  [referencePaths.markerCategories]: categories,
  [referencePaths.bloodMarkers]: [
    marker('LDL', 'LDL cholesterol', 'HEART'),
    marker('LPA', 'Lipoprotein(a)', 'HEART', 'male'),
    marker('ALT', 'ALT', 'LIVER'),
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('category testing, learn more (000 §2.3)', () => {
  it('explains category testing, lists each stored category with its markers and the plans that test it, with their prices', async () => {
    stubApi(catalogue);
    renderApp(CUSTOMER_ROUTES.categoryTesting, { customer: testCustomer() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category testing' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    const heart = within(await screen.findByRole('list', { name: 'Markers in Heart health' }));
    expect(heart.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'LDL cholesterol',
      'Lipoprotein(a) (men)',
    ]);
    const heartCard = screen.getByRole('heading', { name: 'Heart health' }).closest('li')!;
    expect(await within(heartCard).findByText(/Ultimate \(\$499\)/)).toBeInTheDocument();
    // no plan on sale lists Liver: the page says so instead of a price
    const liverCard = screen.getByRole('heading', { name: 'Liver' }).closest('li')!;
    expect(liverCard).toHaveTextContent('no plan on sale right now');
    // what it costs: the plans with a blood test only, each bought through the store link
    const plans = within(screen.getByRole('region', { name: 'What it costs' }));
    expect(await plans.findByRole('article', { name: 'Ultimate' })).toHaveTextContent('$499');
    expect(plans.queryByRole('article', { name: 'DNA Kit' })).not.toBeInTheDocument();
    expect(plans.getByRole('link', { name: /Buy Ultimate/ })).toHaveAttribute(
      'href',
      `/customer/store/redirect-me-on-demo?url=${encodeURIComponent('/products/ultimate')}`,
    );
    await expectNoAxeViolations();
  });

  it('the next step: activate the test the customer has, or see the plans', async () => {
    stubApi(catalogue);
    const { unmount } = renderApp(CUSTOMER_ROUTES.categoryTesting, {
      customer: testCustomer({ hasUnusedTest: true }),
    });
    const next = within(await screen.findByRole('region', { name: 'Your next step' }));
    expect(next.getByRole('link', { name: 'Activate your test' })).toHaveAttribute(
      'href',
      CUSTOMER_ROUTES.testList,
    );
    unmount();
    renderApp(CUSTOMER_ROUTES.categoryTesting, { customer: testCustomer({ hasUnusedTest: false }) });
    const order = within(await screen.findByRole('region', { name: 'Your next step' }));
    expect(order.getByRole('link', { name: 'See the plans and prices' })).toHaveAttribute('href', '#plans');
  });
});
