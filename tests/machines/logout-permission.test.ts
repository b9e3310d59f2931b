import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  END_SESSION_PATIENCE_MS,
  LOGOUT_PERMISSION_TEXT,
  logoutPermissionMachine,
  STORE_LOGOUT_TAB_MS,
} from '../../machines/logout-permission.machine';
import { deferred, flush, simulatedClock } from './support';

const LEAVE = ['forgetSignIn', 'removeMobileSplashFlag', 'goToLogout'];
/** Allow's order: the store tab and the end of the session start together; the tab closes after 1 s. */
const ALLOWED = ['openStoreLogout', 'endSession', 'closeStoreLogout', 'rememberPermission', ...LEAVE];

/** The machine with recording fakes; each `endSession` call waits for the test to settle it. */
function start(permissionStored: boolean) {
  const clock = simulatedClock();
  const calls: string[] = [];
  const sessionCalls: ReturnType<typeof deferred<void>>[] = [];
  const record = (name: string) => () => {
    calls.push(name);
  };
  const actor = createActor(
    logoutPermissionMachine.provide({
      actors: {
        endSession: fromPromise(() => {
          calls.push('endSession');
          const call = deferred<void>();
          sessionCalls.push(call);
          return call.promise;
        }),
      },
      actions: {
        openStoreLogout: record('openStoreLogout'),
        closeStoreLogout: record('closeStoreLogout'),
        rememberPermission: record('rememberPermission'),
        forgetSignIn: record('forgetSignIn'),
        removeMobileSplashFlag: record('removeMobileSplashFlag'),
        goToLogout: record('goToLogout'),
      },
    }),
    { clock, input: { permissionStored } },
  ).start();
  /** Settles the last `endSession` call and lets its answer reach the machine. */
  const settle = async (outcome: 'ok' | 'error') => {
    const call = sessionCalls.at(-1)!;
    if (outcome === 'ok') call.resolve();
    else call.reject(new Error('offline'));
    await flush();
  };
  return { actor, clock, calls, sessionCalls, settle };
}

describe('logoutPermissionMachine', () => {
  it('asks for permission at the first logout', () => {
    const { actor, calls } = start(false);
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().hasTag('popup')).toBe(true);
    expect(calls).toEqual([]);
    expect(LOGOUT_PERMISSION_TEXT).toEqual({
      title: 'Permission required',
      body: 'Since you are logging out of your account, a new tab will open to also log out of the online store.',
      allow: 'Allow',
      cancel: 'Cancel',
    });
  });

  it('Allow opens the store logout and ends the server session at once, then leaves after 1 s', async () => {
    const { actor, clock, calls, settle } = start(false);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.allow' });
    expect(calls).toEqual(['openStoreLogout', 'endSession']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('popup')).toBe(false);

    await settle('ok');
    expect(calls).toEqual(['openStoreLogout', 'endSession']);
    clock.increment(STORE_LOGOUT_TAB_MS - 1);
    expect(calls).toEqual(['openStoreLogout', 'endSession']);
    clock.increment(1);
    expect(calls).toEqual(ALLOWED);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.permissionStored).toBe(true);
  });

  it('Allow waits for a slow end of the session after the store tab closes', async () => {
    const { actor, clock, calls, settle } = start(false);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.allow' });
    clock.increment(STORE_LOGOUT_TAB_MS);
    expect(calls).toEqual(['openStoreLogout', 'endSession', 'closeStoreLogout', 'rememberPermission']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle('ok');
    expect(calls.slice(-3)).toEqual(LEAVE);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('Cancel ends the server session before leaving, without the store, and asks again next time', async () => {
    const { actor, calls, settle } = start(false);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.cancel' });
    expect(calls).toEqual(['endSession']);
    expect(actor.getSnapshot().hasTag('popup')).toBe(false);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await settle('ok');
    expect(calls).toEqual(['endSession', ...LEAVE]);
    expect(actor.getSnapshot().context.permissionStored).toBe(false);

    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('asking');
  });

  it('a failed end of the session still forgets the sign-in and leaves (the server session idles out)', async () => {
    const { actor, calls, settle } = start(false);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.cancel' });
    await settle('error');
    expect(calls).toEqual(['endSession', ...LEAVE]);
    expect(actor.getSnapshot().value).toBe('idle');

    const allowed = start(true);
    allowed.actor.send({ type: 'logout.request' });
    await allowed.settle('error');
    allowed.clock.increment(STORE_LOGOUT_TAB_MS);
    expect(allowed.calls).toEqual(ALLOWED);
  });

  it('goes on without an answer after 3 s and ignores the late answer', async () => {
    const { actor, clock, calls, settle } = start(false);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.cancel' });
    clock.increment(END_SESSION_PATIENCE_MS - 1);
    expect(calls).toEqual(['endSession']);
    clock.increment(1);
    expect(calls).toEqual(['endSession', ...LEAVE]);
    await settle('ok');
    expect(calls).toEqual(['endSession', ...LEAVE]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('skips the popup once permission is stored, still logging out of the store and the server', async () => {
    const { actor, clock, calls, settle } = start(true);
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(calls).toEqual(['openStoreLogout', 'endSession']);
    await settle('ok');
    clock.increment(STORE_LOGOUT_TAB_MS);
    expect(calls).toEqual(ALLOWED);
  });

  it('skips the popup for a later logout of the same page session after Allow', async () => {
    const { actor, clock, settle } = start(false);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.allow' });
    await settle('ok');
    clock.increment(STORE_LOGOUT_TAB_MS);
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
  });

  it('never leaves the page before the end of the session is asked for', async () => {
    for (const [stored, answer] of [
      [false, 'logout.allow'],
      [false, 'logout.cancel'],
      [true, undefined],
    ] as const) {
      const { actor, clock, calls, settle } = start(stored);
      actor.send({ type: 'logout.request' });
      if (answer) actor.send({ type: answer });
      await settle('ok');
      clock.increment(STORE_LOGOUT_TAB_MS);
      expect(calls.indexOf('endSession')).toBeGreaterThanOrEqual(0);
      expect(calls.indexOf('endSession')).toBeLessThan(calls.indexOf('forgetSignIn'));
      expect(calls.indexOf('forgetSignIn')).toBeLessThan(calls.indexOf('goToLogout'));
    }
  });

  it('ignores answers without a question and repeated logouts while logging out', async () => {
    const { actor, clock, calls, sessionCalls, settle } = start(false);
    actor.send({ type: 'logout.allow' });
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);

    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'logout.allow' });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.cancel' });
    await settle('ok');
    clock.increment(STORE_LOGOUT_TAB_MS);
    expect(sessionCalls).toHaveLength(1);
    expect(calls.filter((call) => call === 'openStoreLogout')).toHaveLength(1);
    expect(calls.filter((call) => call === 'goToLogout')).toHaveLength(1);
  });
});
