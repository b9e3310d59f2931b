import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Customer, LoginRequest } from '../../src/contract/auth';
import { authMachine } from '../../machines/auth.machine';
import type { TokenGrant } from '../../machines/shared/token';
import { apiError, customer, deferred, flush, grant } from './support';

interface Fakes {
  session?: TokenGrant | Error;
  login?: TokenGrant | Error;
  profiles?: Array<Customer | Error>;
}

function start(fakes: Fakes = {}) {
  const calls = { logIn: vi.fn<(input: LoginRequest) => void>(), loadProfile: vi.fn() };
  const profiles = [...(fakes.profiles ?? [customer()])];
  const settle = <T>(value: T | Error | undefined, name: string) =>
    value === undefined
      ? Promise.reject(new Error(`${name}: no session`))
      : value instanceof Error
        ? Promise.reject(value)
        : Promise.resolve(value);
  const actions = { storeToken: vi.fn(), clearToken: vi.fn() };
  const actor = createActor(
    authMachine.provide({
      actors: {
        restoreSession: fromPromise(() => settle(fakes.session, 'restoreSession')),
        logIn: fromPromise<TokenGrant, LoginRequest>(({ input }) => {
          calls.logIn(input);
          return settle(fakes.login, 'logIn');
        }),
        loadProfile: fromPromise(() => {
          calls.loadProfile();
          return settle<Customer>(profiles.length > 1 ? profiles.shift() : profiles[0], 'loadProfile');
        }),
      },
      actions: {
        storeToken: (_, token) => {
          actions.storeToken(token);
        },
        clearToken: actions.clearToken,
      },
    }),
  ).start();
  return { actor, calls, actions };
}

async function signIn(fakes: Fakes = {}) {
  const started = start({ login: grant('login-token', 3600, 'refresh-1'), ...fakes });
  await flush();
  started.actor.send({
    type: 'auth.login',
    email: 'active@demo.healthspan.test',
    password: 'Healthspan-demo-1',
  });
  await flush();
  await flush();
  return started;
}

describe('authMachine', () => {
  it('restores a session on page load: token by cookie, then the profile', async () => {
    const { actor, actions } = start({
      session: grant('cookie-token'),
      profiles: [customer('ONBOARDING_REQUIRED')],
    });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actions.storeToken).toHaveBeenCalledWith(grant('cookie-token'));
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.activationState).toBe('ONBOARDING_REQUIRED');
    expect(actor.getSnapshot().context.customer?.id).toBe(1);
  });

  it('starts signed out when there is no session to restore', async () => {
    const { actor, actions } = start();
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.storeToken).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('signs in: logIn with the credentials, stores the token, loads the profile', async () => {
    const { actor, calls, actions } = await signIn();
    expect(calls.logIn).toHaveBeenCalledWith({
      email: 'active@demo.healthspan.test',
      password: 'Healthspan-demo-1',
    });
    expect(actions.storeToken).toHaveBeenCalledWith(grant('login-token', 3600, 'refresh-1'));
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ activationState: 'ACTIVE', error: undefined });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Healthspan-demo-1');
  });

  it('keeps a failed login signed out with the message and each field error', async () => {
    const rejection = apiError(400, {
      error: 'Check the highlighted fields',
      issues: [
        { path: 'email', message: 'Enter a valid e-mail address' },
        { path: 'password', message: 'Enter your password' },
      ],
    });
    const { actor, actions } = await signIn({ login: rejection });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe('Check the highlighted fields');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Enter a valid e-mail address',
      password: 'Enter your password',
    });
    expect(actions.storeToken).not.toHaveBeenCalled();

    actor.send({ type: 'auth.login', email: 'a@b.test', password: 'x' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('keeps the message of a failure without a body', async () => {
    const { actor } = await signIn({
      login: new Error('We could not reach the server. Check your connection.'),
    });
    expect(actor.getSnapshot().context.error).toBe('We could not reach the server. Check your connection.');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('removes the token and resets the user when the profile fails to load', async () => {
    const { actor, actions } = await signIn({ profiles: [new Error('500')] });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.customer).toBeUndefined();
    expect(actor.getSnapshot().context.activationState).toBeUndefined();
  });

  it('logs out: token cleared, user reset', async () => {
    const { actor, actions } = await signIn();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.customer).toBeUndefined();
  });

  it('reloads the profile on profile.refresh, keeping the customer meanwhile', async () => {
    const { actor, calls } = await signIn({ profiles: [customer('ACCOUNT'), customer('ACTIVE')] });
    expect(actor.getSnapshot().context.activationState).toBe('ACCOUNT');
    actor.send({ type: 'profile.refresh' });
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    expect(actor.getSnapshot().context.customer).toBeDefined();
    await flush();
    expect(calls.loadProfile).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.activationState).toBe('ACTIVE');
  });

  it('treats a failed profile refresh as a failed profile load', async () => {
    const { actor, actions } = await signIn({ profiles: [customer(), new Error('401')] });
    // the fake answers the first profile, then fails
    actor.send({ type: 'profile.refresh' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
  });

  it('takes a post-purchase token: stores it and loads that customer', async () => {
    const { actor, actions } = start({ profiles: [customer('PURCHASE', 7)] });
    await flush();
    actor.send({ type: 'auth.token', token: grant('hand-off', 3600, 'refresh-7') });
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    expect(actions.storeToken).toHaveBeenCalledWith(grant('hand-off', 3600, 'refresh-7'));
    await flush();
    expect(actor.getSnapshot().context.customer?.id).toBe(7);
    expect(actor.getSnapshot().context.activationState).toBe('PURCHASE');
  });

  it('drops the previous customer when a hand-off arrives while signed in', async () => {
    const { actor } = await signIn({ profiles: [customer('ACTIVE', 1), customer('PURCHASE', 2)] });
    actor.send({ type: 'auth.token', token: grant('hand-off') });
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    expect(actor.getSnapshot().context.customer).toBeUndefined();
    await flush();
    expect(actor.getSnapshot().context.customer?.id).toBe(2);
  });

  it('can log out while the profile is loading', async () => {
    const profile = deferred<Customer>();
    const actions = { clearToken: vi.fn() };
    const actor = createActor(
      authMachine.provide({
        actors: {
          restoreSession: fromPromise(() => Promise.resolve(grant('cookie-token'))),
          loadProfile: fromPromise(() => profile.promise),
        },
        actions,
      }),
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    actor.send({ type: 'auth.logout' });
    profile.resolve(customer());
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.customer).toBeUndefined();
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
  });

  it('ignores events that make no sense in the current state', async () => {
    const signedOut = start();
    await flush();
    signedOut.actor.send({ type: 'auth.logout' });
    signedOut.actor.send({ type: 'profile.refresh' });
    expect(signedOut.actor.getSnapshot().value).toBe('signedOut');
    expect(signedOut.actions.clearToken).not.toHaveBeenCalled();

    const { actor, calls } = await signIn();
    actor.send({ type: 'auth.login', email: 'other@demo.healthspan.test', password: 'x' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(calls.logIn).toHaveBeenCalledTimes(1);
  });
});
