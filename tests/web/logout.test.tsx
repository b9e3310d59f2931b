import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { LOGOUT_ROUTE } from '../../machines/logout-permission.machine';
import { browserEffects } from '../../src/web/app/actors';
import { tokenSourceOf } from '../../src/web/app/root-actor';
import { setAccessTokenSource } from '../../src/web/lib/api';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi, testCustomer } from './support';

const LOGOUT_CALL = '/api/pages/customerAuth/logout';

/** The logout requests fetch saw, with their method, keepalive flag and Bearer header. */
function logoutRequests() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => typeof input === 'string' && input.endsWith(LOGOUT_CALL))
    .map(([, init]) => ({
      method: init?.method,
      keepalive: init?.keepalive,
      authorization: new Headers(init?.headers).get('authorization'),
    }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenSource(() => undefined);
});

describe('logout page (spec 001 §2, §4)', () => {
  it('after the logout flow it only says so, with a Log in link, and calls nothing', async () => {
    const requested = stubApi({ [LOGOUT_CALL]: { ok: true } });
    renderApp(LOGOUT_ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out' })).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('link', { name: 'Log in' }));
    expect(requested).not.toContain(LOGOUT_CALL);
  });

  it('ends the session by POST for a visitor still signed in (the address typed, Close window)', async () => {
    stubApi({ [LOGOUT_CALL]: { ok: true } });
    const { actors } = renderApp(LOGOUT_ROUTE, { customer: testCustomer() });
    setAccessTokenSource(tokenSourceOf(actors.tokenRefresh));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out' })).toBeInTheDocument();
    expect(logoutRequests()).toEqual([{ method: 'POST', keepalive: true, authorization: 'Bearer access-1' }]);
    expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true);
    expect(actors.tokenRefresh.getSnapshot().context.accessToken).toBeUndefined();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { actors } = renderApp(LOGOUT_ROUTE, { customer: testCustomer() });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out' })).toBeInTheDocument();
    expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true);
  });
});

describe('the app’s endSession (issue 21 §13)', () => {
  it('POSTs the logout with keepalive, so the request outlives the page, and the held token', async () => {
    stubApi({ [LOGOUT_CALL]: { ok: true } });
    setAccessTokenSource(() => 'held-token');
    await act(() => browserEffects.endSession());
    expect(logoutRequests()).toEqual([
      { method: 'POST', keepalive: true, authorization: 'Bearer held-token' },
    ]);
  });

  it('fails when the server refuses, so the machine takes its error branch', async () => {
    stubApi({ [LOGOUT_CALL]: new Response('{"error":"down"}', { status: 503 }) });
    await expect(browserEffects.endSession()).rejects.toMatchObject({ status: 503 });
  });
});

describe('the logout flow through the app', () => {
  it('Cancel: the session ends first, then the logout page finds the sign-in forgotten', async () => {
    const requested = stubApi();
    const order: string[] = [];
    const { actors, effects } = renderApp('/customer/summary/dashboard', { customer: testCustomer() });
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedIn')).toBe(true));
    vi.mocked(effects.endSession).mockImplementation(() => {
      order.push('endSession');
      return Promise.resolve();
    });
    vi.mocked(effects.navigate).mockImplementation((to, options) => {
      order.push(`navigate ${to}`);
      navigate(to, options);
    });
    act(() => actors.logoutPermission.send({ type: 'logout.request' }));
    act(() => actors.logoutPermission.send({ type: 'logout.cancel' }));
    expect(order).toEqual(['endSession']);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out' })).toBeInTheDocument();
    expect(order).toEqual(['endSession', `navigate ${LOGOUT_ROUTE}`]);
    expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true);
    // the page had nothing left to do
    expect(requested).not.toContain(LOGOUT_CALL);
  });
});
