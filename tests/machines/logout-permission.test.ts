import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  LOGOUT_PERMISSION_TEXT,
  logoutPermissionMachine,
  STORE_LOGOUT_TAB_MS,
} from '../../machines/logout-permission.machine';
import { simulatedClock } from './support';

function start(permissionStored: boolean) {
  const clock = simulatedClock();
  const calls: string[] = [];
  const record = (name: string) => () => {
    calls.push(name);
  };
  const actor = createActor(
    logoutPermissionMachine.provide({
      actions: {
        openStoreLogout: record('openStoreLogout'),
        closeStoreLogout: record('closeStoreLogout'),
        rememberPermission: record('rememberPermission'),
        removeMobileSplashFlag: record('removeMobileSplashFlag'),
        goToLogout: record('goToLogout'),
      },
    }),
    { clock, input: { permissionStored } },
  ).start();
  return { actor, clock, calls };
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

  it('Allow opens the store logout at once, closes it after 1 s, remembers, then logs out', () => {
    const { actor, clock, calls } = start(false);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.allow' });
    expect(calls).toEqual(['openStoreLogout']);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    clock.increment(STORE_LOGOUT_TAB_MS - 1);
    expect(calls).toEqual(['openStoreLogout']);
    clock.increment(1);
    expect(calls).toEqual([
      'openStoreLogout',
      'closeStoreLogout',
      'rememberPermission',
      'removeMobileSplashFlag',
      'goToLogout',
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.permissionStored).toBe(true);
  });

  it('Cancel logs out without the store and asks again next time', () => {
    const { actor, calls } = start(false);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.cancel' });
    expect(calls).toEqual(['removeMobileSplashFlag', 'goToLogout']);
    expect(actor.getSnapshot().context.permissionStored).toBe(false);

    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('asking');
  });

  it('skips the popup once permission is stored, still logging out of the store', () => {
    const { actor, clock, calls } = start(true);
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('storeLogout');
    clock.increment(STORE_LOGOUT_TAB_MS);
    expect(calls).toEqual([
      'openStoreLogout',
      'closeStoreLogout',
      'rememberPermission',
      'removeMobileSplashFlag',
      'goToLogout',
    ]);
  });

  it('skips the popup for a later logout of the same page session after Allow', () => {
    const { actor, clock } = start(false);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.allow' });
    clock.increment(STORE_LOGOUT_TAB_MS);
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('storeLogout');
  });

  it('ignores answers without a question and repeated logouts while the store tab is open', () => {
    const { actor, clock, calls } = start(false);
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
    clock.increment(STORE_LOGOUT_TAB_MS);
    expect(calls.filter((call) => call === 'openStoreLogout')).toHaveLength(1);
    expect(calls.filter((call) => call === 'goToLogout')).toHaveLength(1);
  });
});
