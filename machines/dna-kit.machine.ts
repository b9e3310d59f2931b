import { assign, fromPromise, setup } from 'xstate';
import type { CurrentKitResponse, DnaKit } from '../src/contract/dna';
import { describeFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export interface DnaKitContext {
  kit: DnaKit | null;
  canRegister: boolean;
  failure: Failure | undefined;
}

export type DnaKitEvent =
  | { type: 'kit.register'; dnaKitId: string; serialNumber: string }
  | { type: 'kit.markMailed' }
  | { type: 'popup.close' }
  | { type: 'kit.reload' };

/**
 * The customer's DNA kit (spec 000 §7.8 kit calls): `loading` the current kit, then `failPopup`
 * first when the lab could not read the sample and the customer has not closed that popup yet
 * (closing it is recorded), otherwise `ready`. From `ready` a kit is registered (kit ID and serial
 * number; the server's per-field messages are kept) when the customer may register one, and a
 * registered kit's sample is marked as mailed. Every call failure returns to `ready` with the
 * message; a failed load offers a reload.
 */
export const dnaKitMachine = setup({
  types: {
    context: {} as DnaKitContext,
    events: {} as DnaKitEvent,
  },
  actors: {
    loadKit: fromPromise<CurrentKitResponse>(() => notProvided('loadKit')),
    registerKit: fromPromise<DnaKit, { dnaKitId: string; serialNumber: string }>(() =>
      notProvided('registerKit'),
    ),
    markMailed: fromPromise<DnaKit, { dnaKitId: string }>(() => notProvided('markMailed')),
    markPopupViewed: fromPromise<DnaKit, { dnaKitId: string }>(() => notProvided('markPopupViewed')),
  },
  actions: {
    keepCurrent: assign((_, params: CurrentKitResponse) => ({
      kit: params.kit,
      canRegister: params.canRegister,
      failure: undefined,
    })),
    keepKit: assign((_, params: { kit: DnaKit }) => ({
      kit: params.kit,
      canRegister: params.kit.state === 'sampleFailed' || params.kit.state === 'resultReady',
      failure: undefined,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: describeFailure(params.error) })),
    clearFailure: assign({ failure: undefined }),
  },
  guards: {
    showsFailPopup: ({ context }) => context.kit?.showSampleFailPopup === true,
    mayRegister: ({ context }) => context.canRegister,
    mayMarkMailed: ({ context }) => context.kit?.canMarkMailed === true,
  },
}).createMachine({
  id: 'dnaKit',
  context: { kit: null, canRegister: false, failure: undefined },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadKit',
        onDone: { target: 'routing', actions: { type: 'keepCurrent', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    routing: {
      always: [{ guard: 'showsFailPopup', target: 'failPopup' }, { target: 'ready' }],
    },
    loadFailed: {
      on: { 'kit.reload': 'loading' },
    },
    failPopup: {
      tags: ['popup'],
      on: { 'popup.close': 'closingPopup' },
    },
    closingPopup: {
      tags: ['busy'],
      invoke: {
        src: 'markPopupViewed',
        input: ({ context }) => ({ dnaKitId: context.kit!.dnaKitId }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepKit', params: ({ event }) => ({ kit: event.output }) },
        },
        // the popup closes either way; it may show again on the next visit
        onError: {
          target: 'ready',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      on: {
        'kit.register': { guard: 'mayRegister', target: 'registering', actions: 'clearFailure' },
        'kit.markMailed': { guard: 'mayMarkMailed', target: 'markingMailed', actions: 'clearFailure' },
        'kit.reload': 'loading',
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        src: 'registerKit',
        input: ({ event }) =>
          event.type === 'kit.register'
            ? { dnaKitId: event.dnaKitId, serialNumber: event.serialNumber }
            : // Stryker disable next-line ObjectLiteral,StringLiteral: never used, `registering` is entered only by kit.register
              { dnaKitId: '', serialNumber: '' },
        onDone: {
          target: 'ready',
          actions: { type: 'keepKit', params: ({ event }) => ({ kit: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    markingMailed: {
      tags: ['busy'],
      invoke: {
        src: 'markMailed',
        input: ({ context }) => ({ dnaKitId: context.kit!.dnaKitId }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepKit', params: ({ event }) => ({ kit: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
