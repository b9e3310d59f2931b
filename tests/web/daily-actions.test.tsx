import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActiveDailyActionsResponse } from '../../src/contract/innerage';
import { DailyActions } from '../../src/web/components/charts/daily-actions';
import { AppActorsProvider } from '../../src/web/lib/app-actors';
import { expectNoAxeViolations } from './axe';
import { fakeEffects, startTestActors, stubApi, testCustomer } from './support';

const answer = (markersTested: number, markersToImprove: number): ActiveDailyActionsResponse => ({
  day: '2026-11-27',
  dailyActions: [],
  markersTested,
  markersToImprove,
});

/** Today's actions inside the app's actors, signed in as `customer` when one is given. */
function renderActions(data: ActiveDailyActionsResponse, customer?: ReturnType<typeof testCustomer>) {
  stubApi();
  const { actors } = startTestActors({ effects: fakeEffects(customer ? { customer } : {}) });
  return render(
    <AppActorsProvider actors={actors}>
      <DailyActions data={data} />
    </AppActorsProvider>,
  );
}

// issue 23 point 3: an empty list is not an all-clear unless the markers say so
describe("Today's actions without an action", () => {
  it('says a customer without blood results has none, and offers the next step', async () => {
    const { container } = renderActions(answer(0, 0));
    await expectNoAxeViolations(container);
    expect(screen.getByTestId('no-blood-results')).toHaveTextContent('No blood results yet.');
    expect(screen.getByRole('link', { name: 'Order a blood test' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/optimized|where they should be/);
  });

  it('offers to activate the test a customer already has, and the upload when they may', async () => {
    renderActions(answer(0, 0), testCustomer({ hasUnusedTest: true, hasAccessToBru: true }));
    expect(await screen.findByRole('link', { name: 'Activate your test' })).toHaveAttribute(
      'href',
      '/customer/onboarding/test-list/',
    );
    expect(screen.getByRole('link', { name: 'Upload a lab report' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order a blood test' })).not.toBeInTheDocument();
  });

  it('calls the markers optimized only when every tested one is', async () => {
    const { container } = renderActions(answer(53, 0));
    await expectNoAxeViolations(container);
    expect(container).toHaveTextContent(
      'No actions for today: every marker of your latest results is optimized.',
    );
  });

  it('with markers to improve and no action for them, says so instead of an all-clear', () => {
    const { container } = renderActions(answer(53, 2));
    expect(container).toHaveTextContent('No daily action fits the markers you have to improve yet');
    expect(container).not.toHaveTextContent(/optimized/);
  });
});
