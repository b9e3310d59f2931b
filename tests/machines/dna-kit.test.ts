import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { dnaKitMachine } from '../../machines/dna-kit.machine';
import { dnaKitState, type CurrentKitResponse, type DnaKit } from '../../src/contract/dna';
import { kit } from './dna-kit.fixtures';
import { apiError, flush } from './support';

function start(
  current: CurrentKitResponse,
  answers: { register?: () => Promise<DnaKit>; viewed?: () => Promise<DnaKit> } = {},
) {
  const calls = { register: vi.fn(), mailed: vi.fn(), viewed: vi.fn() };
  const actor = createActor(
    dnaKitMachine.provide({
      actors: {
        loadKit: fromPromise(() => Promise.resolve(current)),
        registerKit: fromPromise<DnaKit, { dnaKitId: string; serialNumber: string }>(({ input }) => {
          calls.register(input);
          return answers.register ? answers.register() : Promise.resolve(kit('registered'));
        }),
        markMailed: fromPromise<DnaKit, { dnaKitId: string }>(({ input }) => {
          calls.mailed(input);
          return Promise.resolve(kit('mailed'));
        }),
        markPopupViewed: fromPromise<DnaKit, { dnaKitId: string }>(({ input }) => {
          calls.viewed(input);
          return answers.viewed
            ? answers.viewed()
            : Promise.resolve(kit('sampleFailed', { showSampleFailPopup: false }));
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('dnaKitMachine (spec 000 §7.8 kit calls)', () => {
  it('registers a kit, then marks its sample as mailed', async () => {
    const { actor, calls } = start({ kit: null, canRegister: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().can({ type: 'kit.markMailed' })).toBe(false);
    actor.send({ type: 'kit.register', dnaKitId: 'hsk 1000 0001', serialNumber: '100000000016' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.register).toHaveBeenCalledWith({ dnaKitId: 'hsk 1000 0001', serialNumber: '100000000016' });
    expect(actor.getSnapshot().context).toMatchObject({ kit: { state: 'registered' }, canRegister: false });
    expect(actor.getSnapshot().can({ type: 'kit.register', dnaKitId: 'x', serialNumber: 'y' })).toBe(false);
    actor.send({ type: 'kit.markMailed' });
    await flush();
    expect(calls.mailed).toHaveBeenCalledWith({ dnaKitId: 'HSK-1000-0001' });
    expect(actor.getSnapshot().context.kit?.state).toBe('mailed');
    expect(actor.getSnapshot().can({ type: 'kit.markMailed' })).toBe(false);
  });

  it('keeps the server’s field messages when registration fails', async () => {
    const { actor } = start(
      { kit: null, canRegister: true },
      {
        register: () =>
          Promise.reject(
            apiError(400, {
              error: 'Invalid serialNumber',
              issues: [{ path: 'serialNumber', message: 'This serial number has a typo' }],
            }),
          ),
      },
    );
    await flush();
    actor.send({ type: 'kit.register', dnaKitId: 'HSK-1000-0001', serialNumber: '100000000017' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.failure?.fieldErrors).toEqual({
      serialNumber: 'This serial number has a typo',
    });
    expect(actor.getSnapshot().context.canRegister).toBe(true);
  });

  it('shows the sample-fail popup first, and closing it records it as viewed', async () => {
    const { actor, calls } = start({ kit: kit('sampleFailed'), canRegister: true });
    await flush();
    expect(actor.getSnapshot().hasTag('popup')).toBe(true);
    actor.send({ type: 'popup.close' });
    await flush();
    expect(calls.viewed).toHaveBeenCalledWith({ dnaKitId: 'HSK-1000-0001' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.kit?.showSampleFailPopup).toBe(false);
    // a replacement kit can be registered
    expect(actor.getSnapshot().can({ type: 'kit.register', dnaKitId: 'x', serialNumber: 'y' })).toBe(true);
  });

  it('after a kit call, another kit may be registered only when the sample failed or the result is ready', async () => {
    // the server's rule (src/server/services/dna.ts canRegister), applied to the kit a call answers
    for (const state of dnaKitState.options) {
      const { actor } = start(
        { kit: kit('sampleFailed'), canRegister: true },
        { viewed: () => Promise.resolve(kit(state, { showSampleFailPopup: false })) },
      );
      await flush();
      actor.send({ type: 'popup.close' });
      await flush();
      expect(actor.getSnapshot().context.canRegister, state).toBe(
        state === 'sampleFailed' || state === 'resultReady',
      );
    }
  });

  it('a kit whose popup was seen goes straight to ready', async () => {
    const { actor } = start({ kit: kit('sampleFailed', { showSampleFailPopup: false }), canRegister: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
