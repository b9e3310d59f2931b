import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import { storeLinkMachine, type StoreLinkInput } from '../../machines/store-link.machine';
import { ApiError } from '../../src/web/lib/api';
import { analytics } from '../../src/web/lib/analytics';
import { flows } from '../machines/onboarding.fixtures';
import { fakeEffects, renderApp, stubApi, testCustomer } from './support';
import { expectNoAxeViolations } from './axe';

function storeLink(input: Partial<StoreLinkInput>, getLink: () => Promise<{ link: string }>) {
  const calls: string[] = [];
  const logic = storeLinkMachine.provide({
    actors: { getLink: fromPromise(getLink) },
    actions: {
      openLink: (_, link: string) => {
        calls.push(`open ${link}`);
      },
      reloadPage: () => {
        calls.push('reload');
      },
      goToLogin: () => {
        calls.push('login');
      },
    },
  });
  const actor = createActor(logic, {
    input: { store: 'demo', url: '/', signedIn: true, reloaded: false, ...input },
  }).start();
  return { actor, calls };
}

const notFound = () => Promise.reject(new ApiError('http', 404, { error: 'No store named nowhere' }, '/api'));

describe('storeLinkMachine (spec 000 §2.2, §8)', () => {
  it('goes to the link', async () => {
    const { actor, calls } = storeLink({}, () =>
      Promise.resolve({ link: 'https://store.test/login?token=t' }),
    );
    await waitForActor(actor, (s) => s.matches('redirecting'));
    expect(calls).toEqual(['open https://store.test/login?token=t']);
  });

  it('reloads the page on the first failure', async () => {
    const { actor, calls } = storeLink({}, notFound);
    await waitForActor(actor, (s) => s.matches('reloading'));
    expect(calls).toEqual(['reload']);
  });

  it('on the reloaded page a failure shows the error, and retry asks again without reloading', async () => {
    const getLink = vi.fn(notFound);
    const { actor, calls } = storeLink({ reloaded: true }, getLink);
    await waitForActor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('No store named nowhere');
    actor.send({ type: 'link.retry' });
    await waitForActor(actor, (s) => s.matches('failed') && getLink.mock.calls.length === 2);
    expect(calls).toEqual([]);
  });

  it('signed out, goes to log in first', () => {
    const getLink = vi.fn(notFound);
    const { actor, calls } = storeLink({ signedIn: false }, getLink);
    expect(actor.getSnapshot().matches('login')).toBe(true);
    expect(calls).toEqual(['login']);
    expect(getLink).not.toHaveBeenCalled();
  });
});

describe('post-purchase screen (spec 000 §2.2, §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('signs the buyer in, pushes the Log In event and goes to onboarding', async () => {
    const track = vi.spyOn(analytics, 'track');
    const requested = stubApi({
      '/api/pages/postPurchase/token': {
        jwtToken: { access_token: 'bought', expires_in: 900, refresh_token: 'r-bought' },
      },
      '/api/pages/onboarding/flow': flows.details,
    });
    const buyer = testCustomer({ activationState: 'REQUIRED_DETAILS', firstName: 'Casey' });
    const effects = fakeEffects({ restoreSession: () => Promise.reject(new Error('no cookie')) });
    effects.loadProfile = () => Promise.resolve(buyer);
    const { actors } = renderApp('/customer/store/purchased-on-demo?purchaserId=p-1', { effects });
    await waitFor(() => expect(window.location.pathname).toBe('/customer/onboarding'));
    // the onboarding page is a lazy chunk: its first import in a cold worker can take seconds
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About you' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(requested.filter((path) => path === '/api/pages/postPurchase/token')).toHaveLength(1);
    expect(actors.tokenRefresh.getSnapshot().context.accessToken).toBe('bought');
    expect(track).toHaveBeenCalledWith({ name: 'Log In', method: 'post-purchase' });
    // analytics are off outside production: nothing reached the tag manager
    expect(window.dataLayer).toBeUndefined();
  });

  it('sends an anonymous visitor to log in when the hand-off fails', async () => {
    stubApi({
      '/api/pages/postPurchase/token': new Response(JSON.stringify({ error: 'expired' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    });
    renderApp('/demo-gateway?purchaserId=spent');
    await waitFor(() => expect(window.location.pathname).toBe('/customer/login'));
  });

  it('sends a company order (417) to the coach inventory', async () => {
    stubApi({
      '/api/pages/postPurchase/tokenByOrderId': new Response(JSON.stringify({ error: 'company order' }), {
        status: 417,
        headers: { 'content-type': 'application/json' },
      }),
    });
    renderApp('/customer/store/purchased-on-demo?orderId=12', { customer: testCustomer() });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/coach/orders-inventory'));
  });
});
