import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { SimulatedClock } from 'xstate';
import { tokenSourceOf } from '../../src/web/app/root-actor';
import { apiFetch, authApi, setAccessTokenSource } from '../../src/web/lib/api';
import { fakeEffects, startTestActors, stubApi, testCustomer } from './support';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function clockAt(start = Date.UTC(2025, 0, 1)) {
  const clock = new SimulatedClock();
  clock.increment(start);
  return clock;
}

describe('root actor wiring', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessTokenSource(() => undefined);
  });

  it('has the app-long children under their systemIds', () => {
    const { root } = startTestActors();
    for (const id of ['auth', 'tokenRefresh', 'sessionExpiry', 'logoutPermission', 'internationalBanner'])
      expect(root.system.get(id)).toBeDefined();
  });

  it("signing in stores auth's token in the token actor and starts the session check", async () => {
    const checkSession = vi.fn(() => Promise.resolve({ seconds: 1800 }));
    const { actors } = startTestActors({
      effects: fakeEffects({ customer: testCustomer(), checkSession }),
      clock: clockAt(),
    });
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedIn')).toBe(true));
    expect(actors.tokenRefresh.getSnapshot().context).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    await waitFor(() => expect(actors.sessionExpiry.getSnapshot().matches('waiting')).toBe(true));
    expect(checkSession).toHaveBeenCalledTimes(1);
  });

  it('logging out clears the token and stops the session check', async () => {
    const { actors } = startTestActors({
      effects: fakeEffects({ customer: testCustomer() }),
      clock: clockAt(),
    });
    await waitFor(() => expect(actors.sessionExpiry.getSnapshot().matches('waiting')).toBe(true));
    actors.auth.send({ type: 'auth.logout' });
    await flush();
    expect(actors.tokenRefresh.getSnapshot().context.accessToken).toBeUndefined();
    expect(actors.sessionExpiry.getSnapshot().matches('idle')).toBe(true);
  });

  it('a failed profile load removes the token (spec 000 §8)', async () => {
    const effects = fakeEffects({
      restoreSession: () => Promise.resolve({ access_token: 'a', expires_in: 900 }),
    });
    const { actors } = startTestActors({ effects });
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true));
    expect(actors.tokenRefresh.getSnapshot().context.accessToken).toBeUndefined();
    expect(actors.sessionExpiry.getSnapshot().matches('idle')).toBe(true);
  });

  it('a login answers with a token the next call carries', async () => {
    const effects = fakeEffects({ restoreSession: () => Promise.reject(new Error('no cookie')) });
    effects.loadProfile = () => Promise.resolve(testCustomer());
    const { actors } = startTestActors({ effects });
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true));
    actors.auth.send({ type: 'auth.login', email: 'a@b.test', password: 'x' });
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedIn')).toBe(true));
    await expect(tokenSourceOf(actors.tokenRefresh)({ refresh: true })).resolves.toBe('access-1');
  });
});

describe('token source (spec 000 §7, §9)', () => {
  afterEach(() => setAccessTokenSource(() => undefined));

  async function holding(expiresIn: number) {
    const clock = clockAt();
    const refreshByCookie = vi.fn(() => Promise.resolve({ access_token: 'fresh', expires_in: 900 }));
    const { actors } = startTestActors({
      effects: fakeEffects({
        customer: testCustomer(),
        restoreSession: () => Promise.resolve({ access_token: 'held', expires_in: expiresIn }),
        refreshByCookie,
      }),
      clock,
    });
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedIn')).toBe(true));
    return { source: tokenSourceOf(actors.tokenRefresh), refreshByCookie, clock };
  }

  it('hands over a token with more than 300 s left as it is', async () => {
    const { source, refreshByCookie } = await holding(900);
    await expect(source({ refresh: true })).resolves.toBe('held');
    expect(refreshByCookie).not.toHaveBeenCalled();
  });

  it('refreshes a token under 300 s first', async () => {
    const { source, refreshByCookie } = await holding(200);
    await expect(source({ refresh: true })).resolves.toBe('fresh');
    expect(refreshByCookie).toHaveBeenCalledTimes(1);
  });

  it('the chat threshold (100 s) keeps a token with 200 s left', async () => {
    const { source, refreshByCookie } = await holding(200);
    await expect(source({ refresh: true, minValiditySeconds: 100 })).resolves.toBe('held');
    expect(refreshByCookie).not.toHaveBeenCalled();
  });

  it('`held` never refreshes and gives nothing once the token has expired', async () => {
    const { source, refreshByCookie, clock } = await holding(200);
    expect(await source({ refresh: false })).toBe('held');
    clock.increment(201_000);
    expect(await source({ refresh: false })).toBeUndefined();
    expect(refreshByCookie).not.toHaveBeenCalled();
  });
});

describe('API client bearer modes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessTokenSource(() => undefined);
  });

  function authorizationOf(call: unknown[] | undefined) {
    const init = call?.[1] as RequestInit | undefined;
    return new Headers(init?.headers).get('authorization');
  }

  it('asks the token source before each call and sends the token', async () => {
    stubApi({ '/api/pages/account/customer': testCustomer() });
    const source = vi.fn(() => Promise.resolve('tok-1'));
    setAccessTokenSource(source);
    await authApi.customer();
    expect(source).toHaveBeenCalledWith({ refresh: true, minValiditySeconds: undefined });
    expect(authorizationOf(vi.mocked(fetch).mock.calls[0])).toBe('Bearer tok-1');
  });

  it('passes the chat threshold through', async () => {
    stubApi({ '/askit/chat/customer/v1/sessions': [] });
    const source = vi.fn(() => 'tok-2');
    setAccessTokenSource(source);
    await apiFetch('/askit/chat/customer/v1/sessions', { minValiditySeconds: 100 });
    expect(source).toHaveBeenCalledWith({ refresh: true, minValiditySeconds: 100 });
  });

  it('the session check uses the held token; sign-in calls carry none', async () => {
    stubApi({
      '/customer/login/check-session-expiration': { seconds: 10 },
      '/api/pages/customerAuth/login': { access_token: 'a', expires_in: 1, refresh_token: 'r' },
    });
    const source = vi.fn(() => 'tok-3');
    setAccessTokenSource(source);
    await authApi.checkSession();
    expect(source).toHaveBeenLastCalledWith({ refresh: false, minValiditySeconds: undefined });
    await authApi.login({ email: 'a@b.test', password: 'x' });
    expect(source).toHaveBeenCalledTimes(1);
    expect(authorizationOf(vi.mocked(fetch).mock.calls[1])).toBeNull();
  });
});
