import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SimulatedClock } from 'xstate';
import {
  SESSION_CHECK_RETRY_MS,
  SESSION_EXPIRY_TEXT,
  sessionExpiryMachine,
} from '../../machines/session-expiry.machine';
import { flush, simulatedClock } from './support';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A fake server session: it ends at `expiresAt`; the profile refresh extends it by an hour. */
function fakeServer(clock: SimulatedClock, lifetimeMs: number) {
  const server = {
    expiresAt: clock.now() + lifetimeMs,
    failChecks: false,
    checks: vi.fn(),
    refreshes: vi.fn(),
  };
  const checkSession = fromPromise(() => {
    server.checks(clock.now());
    if (server.failChecks) return Promise.reject(new Error('offline'));
    return Promise.resolve({ seconds: Math.ceil((server.expiresAt - clock.now()) / SECOND) });
  });
  const refreshProfile = fromPromise(() => {
    server.refreshes();
    server.expiresAt = clock.now() + 60 * MINUTE;
    return Promise.resolve();
  });
  return { server, actors: { checkSession, refreshProfile } };
}

/** Signed in with `lifetimeMs` left; `offsetMs` past a whole second, so the check can answer between two. */
async function signedIn(lifetimeMs: number, offsetMs = 0) {
  const clock = simulatedClock();
  clock.increment(offsetMs);
  const { server, actors } = fakeServer(clock, lifetimeMs);
  const actions = { requestLogout: vi.fn(), closeWindow: vi.fn(), goToLogin: vi.fn() };
  const actor = createActor(sessionExpiryMachine.provide({ actors, actions }), {
    clock,
    input: { now: () => clock.now() },
  }).start();
  actor.send({ type: 'session.start' });
  await flush();
  return { clock, server, actions, actor };
}

/** Advances the simulated clock one timer at a time, letting each check answer. */
async function advance(clock: SimulatedClock, ms: number) {
  clock.increment(ms);
  await flush();
}

describe('sessionExpiryMachine', () => {
  it('stays idle until the session starts', () => {
    const clock = simulatedClock();
    const actor = createActor(sessionExpiryMachine, { clock, input: { now: () => clock.now() } }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    for (const type of ['session.extend', 'session.logout', 'session.close', 'session.login'] as const) {
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });

  it('shows the popup exactly 60 s before expiry', async () => {
    const { clock, server, actor } = await signedIn(60 * MINUTE);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.recheckAt).toBe(server.expiresAt - MINUTE);

    await advance(clock, 59 * MINUTE - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(server.checks).toHaveBeenCalledTimes(1);

    await advance(clock, 1);
    expect(server.checks).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ warning: 'countdown' })).toBe(true);
    expect(actor.getSnapshot().hasTag('popup')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(SESSION_EXPIRY_TEXT.warningTitle).toBe('Your session is about to expire');
  });

  it('counts down once a second and expires at zero', async () => {
    const { clock, actor } = await signedIn(3 * SECOND);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);

    await advance(clock, SECOND - 1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);
    await advance(clock, 1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    await advance(clock, SECOND);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().matches('warning')).toBe(true);

    await advance(clock, SECOND);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().hasTag('popup')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(SESSION_EXPIRY_TEXT.expiredTitle).toBe('Your session has expired');
  });

  it('recomputes the countdown from the deadline when a sleeping tab wakes up', async () => {
    const { clock, actor } = await signedIn(50 * SECOND);
    await advance(clock, 20 * SECOND); // one late tick, as a throttled tab delivers it
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);

    await advance(clock, 10 * MINUTE);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('after a late tick, the next one lands on the whole second before the deadline', async () => {
    const { clock, actor } = await signedIn(10 * SECOND, 250); // answered between two whole seconds
    expect(actor.getSnapshot().context.secondsLeft).toBe(10);

    await advance(clock, 1500); // the tick due after 1 s arrives half a second late: 8.5 s left
    expect(actor.getSnapshot().context.secondsLeft).toBe(9);
    await advance(clock, 499);
    expect(actor.getSnapshot().context.secondsLeft).toBe(9);
    await advance(clock, 1); // 8 s left exactly
    expect(actor.getSnapshot().context.secondsLeft).toBe(8);
  });

  it('goes straight to expired when the tab sleeps through the re-check and the deadline', async () => {
    const { clock, server, actor } = await signedIn(30 * MINUTE);
    await advance(clock, 3 * 60 * MINUTE);
    expect(server.checks).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('Continue refreshes the profile and checks again', async () => {
    const { clock, server, actor } = await signedIn(45 * SECOND);
    await advance(clock, 5 * SECOND);
    actor.send({ type: 'session.extend' });
    expect(actor.getSnapshot().matches({ warning: 'extending' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    await flush();
    expect(server.refreshes).toHaveBeenCalledTimes(1);
    expect(server.checks).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.expiresAt).toBe(server.expiresAt);
  });

  it('Log out asks the app to log out and stops watching', async () => {
    const { clock, server, actions, actor } = await signedIn(30 * SECOND);
    actor.send({ type: 'session.logout' });
    expect(actions.requestLogout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
    await advance(clock, 10 * MINUTE);
    expect(server.checks).toHaveBeenCalledTimes(1);
  });

  it('offers Close window and Log in once expired', async () => {
    const first = await signedIn(0);
    expect(first.actor.getSnapshot().value).toBe('expired');
    first.actor.send({ type: 'session.close' });
    expect(first.actions.closeWindow).toHaveBeenCalledTimes(1);
    expect(first.actor.getSnapshot().value).toBe('idle');

    const second = await signedIn(0);
    second.actor.send({ type: 'session.login' });
    expect(second.actions.goToLogin).toHaveBeenCalledTimes(1);
    expect(second.actor.getSnapshot().value).toBe('idle');
  });

  it('ignores a failing check and tries again a minute later', async () => {
    const clock = simulatedClock();
    const { server, actors } = fakeServer(clock, 30 * MINUTE);
    server.failChecks = true;
    const actor = createActor(sessionExpiryMachine.provide({ actors }), {
      clock,
      input: { now: () => clock.now() },
    }).start();
    actor.send({ type: 'session.start' });
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().status).toBe('active');

    server.failChecks = false;
    await advance(clock, SESSION_CHECK_RETRY_MS - 1);
    expect(server.checks).toHaveBeenCalledTimes(1);
    await advance(clock, 1);
    expect(server.checks).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.recheckAt).toBe(server.expiresAt - MINUTE);
  });

  it('stops on sign-out from any state, cancelling its timers', async () => {
    const { clock, server, actor } = await signedIn(30 * SECOND);
    actor.send({ type: 'session.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.expiresAt).toBeUndefined();
    await advance(clock, 60 * MINUTE);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(server.checks).toHaveBeenCalledTimes(1);
  });

  it('ignores events that do not belong to the current popup', async () => {
    const { actor } = await signedIn(30 * MINUTE);
    actor.send({ type: 'session.extend' });
    actor.send({ type: 'session.close' });
    expect(actor.getSnapshot().value).toBe('waiting');

    const warned = await signedIn(30 * SECOND);
    warned.actor.send({ type: 'session.close' });
    warned.actor.send({ type: 'session.login' });
    expect(warned.actor.getSnapshot().matches('warning')).toBe(true);
    expect(warned.actor.getSnapshot().can({ type: 'session.extend' })).toBe(true);
  });
});
