import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { internationalBannerMachine } from '../../machines/international-banner.machine';

/** A fake of the browser storage the app provides, shared between actor "page loads". */
function fakeStorage(initial = false) {
  let dismissed = initial;
  return {
    get dismissed() {
      return dismissed;
    },
    readDismissal: fromPromise(() => Promise.resolve(dismissed)),
    rememberDismissal: vi.fn(() => {
      dismissed = true;
    }),
  };
}

function fakeLocation(answer: { countryCode: string } | Error) {
  const calls = vi.fn();
  return {
    calls,
    fetchLocation: fromPromise(() => {
      calls();
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }),
  };
}

function start(storage: ReturnType<typeof fakeStorage>, location: ReturnType<typeof fakeLocation>) {
  const actor = createActor(
    internationalBannerMachine.provide({
      actors: { readDismissal: storage.readDismissal, fetchLocation: location.fetchLocation },
      actions: { rememberDismissal: storage.rememberDismissal },
    }),
  );
  actor.start();
  return actor;
}

const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => s.matches('shown') || s.status === 'done');

describe('international banner', () => {
  it('is shown for a visitor outside the US and Canada (DE)', async () => {
    const location = fakeLocation({ countryCode: 'DE' });
    const actor = start(fakeStorage(), location);
    const snapshot = await settled(actor);
    expect(snapshot.matches('shown')).toBe(true);
    expect(snapshot.hasTag('visible')).toBe(true);
    expect(snapshot.context.countryCode).toBe('DE');
    expect(location.calls).toHaveBeenCalledTimes(1);
  });

  it.each(['US', 'CA', 'us'])('stays hidden for %s', async (countryCode) => {
    const actor = start(fakeStorage(), fakeLocation({ countryCode }));
    const snapshot = await settled(actor);
    expect(snapshot.matches('hidden')).toBe(true);
    expect(snapshot.hasTag('visible')).toBe(false);
    expect(snapshot.can({ type: 'banner.close' })).toBe(false);
  });

  it('hides on close, remembers it, and stays hidden on the next start without asking again', async () => {
    const storage = fakeStorage();
    const first = start(storage, fakeLocation({ countryCode: 'DE' }));
    await settled(first);
    expect(first.getSnapshot().can({ type: 'banner.close' })).toBe(true);

    first.send({ type: 'banner.close' });
    expect(first.getSnapshot().matches('dismissed')).toBe(true);
    expect(storage.rememberDismissal).toHaveBeenCalledTimes(1);
    expect(storage.dismissed).toBe(true);

    const location = fakeLocation({ countryCode: 'DE' });
    const again = start(storage, location);
    const snapshot = await settled(again);
    expect(snapshot.matches('dismissed')).toBe(true);
    expect(location.calls).not.toHaveBeenCalled();
  });

  it('shows nothing when the location call fails', async () => {
    const storage = fakeStorage();
    const actor = start(storage, fakeLocation(new Error('timeout')));
    const snapshot = await settled(actor);
    expect(snapshot.matches('hidden')).toBe(true);
    expect(snapshot.status).toBe('done');
    expect(storage.rememberDismissal).not.toHaveBeenCalled();
  });

  it('still asks for the location when the remembered flag cannot be read', async () => {
    const location = fakeLocation({ countryCode: 'FR' });
    const actor = createActor(
      internationalBannerMachine.provide({
        actors: {
          readDismissal: fromPromise<boolean>(() => Promise.reject(new Error('storage disabled'))),
          fetchLocation: location.fetchLocation,
        },
      }),
    ).start();
    expect((await settled(actor)).matches('shown')).toBe(true);
  });

  it('ignores a close before the banner is shown', async () => {
    const storage = fakeStorage();
    const actor = start(storage, fakeLocation({ countryCode: 'DE' }));
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    actor.send({ type: 'banner.close' });
    expect(storage.rememberDismissal).not.toHaveBeenCalled();
    expect((await settled(actor)).matches('shown')).toBe(true);
  });
});
