import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  CHAT_TOKEN_THRESHOLD_SECONDS,
  COOKIE_REFRESH_DEBOUNCE_MS,
  type RefreshByTokenInput,
  requestToken,
  type TokenReadyEvent,
  tokenRefreshMachine,
} from '../../machines/token-refresh.machine';
import type { TokenGrant } from '../../machines/shared/token';
import { deferred, flush, grant, simulatedClock } from './support';

type Answer = TokenGrant | Error | Promise<TokenGrant>;

/** Fake refresh endpoints: each call takes the next queued answer (the last one repeats). */
function start(options: { cookie?: Answer[]; byToken?: Answer[]; thresholdSeconds?: number } = {}) {
  const clock = simulatedClock();
  const cookieAnswers = [...(options.cookie ?? [new Error('no cookie')])];
  const tokenAnswers = [...(options.byToken ?? [new Error('refresh token rejected')])];
  const next = (answers: Answer[]) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const calls = {
    cookie: vi.fn<(at: number) => void>(),
    byToken: vi.fn<(input: RefreshByTokenInput) => void>(),
  };
  const actor = createActor(
    tokenRefreshMachine.provide({
      actors: {
        refreshByCookie: fromPromise(() => {
          calls.cookie(clock.now());
          return next(cookieAnswers);
        }),
        refreshByToken: fromPromise<TokenGrant, RefreshByTokenInput>(({ input }) => {
          calls.byToken(input);
          return next(tokenAnswers);
        }),
      },
    }),
    { clock, input: { now: () => clock.now(), thresholdSeconds: options.thresholdSeconds } },
  ).start();
  return { actor, clock, calls };
}

describe('tokenRefreshMachine', () => {
  it('answers at once without a token when signed out', async () => {
    const { actor, calls } = start();
    await expect(requestToken(actor)).resolves.toBeUndefined();
    expect(calls.cookie).not.toHaveBeenCalled();
  });

  it('answers at once while more than 300 s remain', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'token.set', token: grant('login', 3600, 'refresh-1') });
    clock.increment((3600 - 301) * 1000);
    await expect(requestToken(actor)).resolves.toBe('login');
    expect(calls.cookie).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('refreshes by cookie first when 300 s or less remain', async () => {
    const { actor, clock, calls } = start({ cookie: [grant('by-cookie', 3600)] });
    actor.send({ type: 'token.set', token: grant('login', 3600, 'refresh-1') });
    clock.increment((3600 - 300) * 1000);
    const token = requestToken(actor);
    expect(actor.getSnapshot().matches({ refreshing: 'cookie' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await expect(token).resolves.toBe('by-cookie');
    expect(calls.cookie).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: 'by-cookie',
      expiresAt: clock.now() + 3600 * 1000,
      refreshToken: 'refresh-1',
    });
  });

  it('makes a call with an expired token wait for the refresh', async () => {
    const refresh = deferred<TokenGrant>();
    const { actor, clock } = start({ cookie: [refresh.promise] });
    actor.send({ type: 'token.set', token: grant('login', 60) });
    clock.increment(61 * 1000);
    let answer: string | undefined = 'pending';
    void requestToken(actor).then((token) => (answer = token));
    await flush();
    expect(answer).toBe('pending');
    refresh.resolve(grant('fresh', 3600));
    await flush();
    expect(answer).toBe('fresh');
  });

  it('shares one refresh among concurrent calls', async () => {
    const refresh = deferred<TokenGrant>();
    const { actor, clock, calls } = start({ cookie: [refresh.promise] });
    actor.send({ type: 'token.set', token: grant('login', 200, 'refresh-1') });
    const answers = Promise.all(Array.from({ length: 5 }, () => requestToken(actor)));
    clock.increment(1000);
    const late = requestToken(actor);
    expect(actor.getSnapshot().context.waiters).toHaveLength(6);
    refresh.resolve(grant('shared', 3600));
    await expect(answers).resolves.toEqual(Array(5).fill('shared'));
    await expect(late).resolves.toBe('shared');
    expect(calls.cookie).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.waiters).toEqual([]);
  });

  it('lets the chat call go with 200 s left, refreshing only under 100 s', async () => {
    const { actor, clock, calls } = start({ cookie: [grant('by-cookie', 3600)] });
    actor.send({ type: 'token.set', token: grant('login', 200) });
    await expect(requestToken(actor, { minValiditySeconds: CHAT_TOKEN_THRESHOLD_SECONDS })).resolves.toBe(
      'login',
    );
    expect(calls.cookie).not.toHaveBeenCalled();
    clock.increment(100 * 1000);
    await expect(requestToken(actor, { minValiditySeconds: CHAT_TOKEN_THRESHOLD_SECONDS })).resolves.toBe(
      'by-cookie',
    );
  });

  it('takes its threshold from the input', async () => {
    const { actor, calls } = start({ thresholdSeconds: 100 });
    actor.send({ type: 'token.set', token: grant('login', 200) });
    await expect(requestToken(actor)).resolves.toBe('login');
    expect(calls.cookie).not.toHaveBeenCalled();
  });

  it('falls back to the refresh token when the cookie refresh fails', async () => {
    const { actor, clock, calls } = start({
      cookie: [new Error('401')],
      byToken: [grant('by-refresh-token', 3600, 'refresh-2')],
    });
    actor.send({ type: 'token.set', token: grant('login', 100, 'refresh-1') });
    await expect(requestToken(actor)).resolves.toBe('by-refresh-token');
    expect(calls.byToken).toHaveBeenCalledWith({
      refresh_token: 'refresh-1',
      client_id: 'webApp',
      grant_type: 'refresh_token',
    });
    expect(actor.getSnapshot().context).toMatchObject({
      refreshToken: 'refresh-2',
      expiresAt: clock.now() + 3600 * 1000,
    });
  });

  it('ignores failures: callers get the held token while it is valid, nothing once expired', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'token.set', token: grant('login', 100, 'refresh-1') });
    await expect(requestToken(actor)).resolves.toBe('login');
    expect(calls.cookie).toHaveBeenCalledTimes(1);
    expect(calls.byToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().status).toBe('active');

    clock.increment(100 * 1000);
    await expect(requestToken(actor)).resolves.toBeUndefined();
  });

  it('answers with the held token when the cookie refresh fails and there is no refresh token', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'token.set', token: grant('cookie-only', 100) });
    await expect(requestToken(actor)).resolves.toBe('cookie-only');
    expect(calls.byToken).not.toHaveBeenCalled();
  });

  it('debounces the cookie refresh 5 s, using the refresh token meanwhile', async () => {
    // the server keeps handing out short tokens, so every call wants a refresh
    const { actor, clock, calls } = start({
      cookie: [grant('cookie-1', 200), grant('cookie-2', 200)],
      byToken: [grant('by-refresh-token', 200, 'refresh-2')],
    });
    actor.send({ type: 'token.set', token: grant('login', 200, 'refresh-1') });
    await expect(requestToken(actor)).resolves.toBe('cookie-1');

    clock.increment(COOKIE_REFRESH_DEBOUNCE_MS - 1);
    await expect(requestToken(actor)).resolves.toBe('by-refresh-token');
    expect(calls.cookie).toHaveBeenCalledTimes(1);

    clock.increment(1);
    await expect(requestToken(actor)).resolves.toBe('cookie-2');
    expect(calls.cookie).toHaveBeenCalledTimes(2);
  });

  it('answers with the held token inside the debounce window when there is no refresh token', async () => {
    const { actor, clock, calls } = start({ cookie: [grant('cookie-1', 200)] });
    actor.send({ type: 'token.set', token: grant('login', 200) });
    await requestToken(actor);
    clock.increment(1000);
    await expect(requestToken(actor)).resolves.toBe('cookie-1');
    expect(calls.cookie).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('answers waiters with a token set during the refresh (a login), or nothing after token.clear', async () => {
    const refresh = deferred<TokenGrant>();
    const { actor } = start({ cookie: [refresh.promise] });
    actor.send({ type: 'token.set', token: grant('old', 100) });
    const waiting = requestToken(actor);
    actor.send({ type: 'token.set', token: grant('new-login', 3600, 'refresh-9') });
    await expect(waiting).resolves.toBe('new-login');
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'token.set', token: grant('short', 100) });
    const cleared = requestToken(actor);
    actor.send({ type: 'token.clear' });
    await expect(cleared).resolves.toBeUndefined();
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: undefined, refreshToken: undefined });
  });

  it('answers fresh-enough requests during a refresh without waiting', async () => {
    const refresh = deferred<TokenGrant>();
    const { actor } = start({ cookie: [refresh.promise] });
    actor.send({ type: 'token.set', token: grant('login', 200) });
    const waiting = requestToken(actor);
    await expect(requestToken(actor, { minValiditySeconds: CHAT_TOKEN_THRESHOLD_SECONDS })).resolves.toBe(
      'login',
    );
    refresh.resolve(grant('fresh', 3600));
    await expect(waiting).resolves.toBe('fresh');
  });

  it('emits token.ready with the request id', () => {
    const { actor } = start();
    const ready = vi.fn<(event: TokenReadyEvent) => void>();
    actor.on('token.ready', ready);
    actor.send({ type: 'token.set', token: grant('login', 3600) });
    actor.send({ type: 'token.request', requestId: 'call-1' });
    expect(ready).toHaveBeenCalledWith({ type: 'token.ready', requestId: 'call-1', accessToken: 'login' });
  });

  it('resolves requests to a stopped actor with no token', async () => {
    const { actor } = start();
    actor.stop();
    await expect(requestToken(actor)).resolves.toBeUndefined();
  });
});
