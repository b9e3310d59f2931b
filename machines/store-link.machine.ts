import { assign, fromPromise, setup } from 'xstate';
import { describeFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/**
 * The store redirect screen (spec 000 §2.2, §8): a signed-in customer gets a link that signs
 * them into the online store at `url`, and the browser goes there. When getting the link fails the
 * page reloads (000 §8) — once: a second failure on the reloaded page shows the error and a
 * retry, so a lasting failure cannot reload forever. Signed out, the customer logs in first and
 * comes back here.
 *
 * Feature-scoped: the store redirect screen creates it with its route.
 */
export interface StoreLinkInput {
  store: string;
  url: string;
  signedIn: boolean;
  /** This page is already the reload after a failure. */
  reloaded: boolean;
}

export interface StoreLinkContext extends StoreLinkInput {
  link: string | undefined;
  error: string | undefined;
}

export type StoreLinkEvent = { type: 'link.retry' };

export const storeLinkMachine = setup({
  types: {
    input: {} as StoreLinkInput,
    context: {} as StoreLinkContext,
    events: {} as StoreLinkEvent,
  },
  actors: {
    getLink: fromPromise<{ link: string }, { store: string; url: string }>(() => notProvided('getLink')),
  },
  actions: {
    setLink: assign((_, params: { link: string }) => ({ link: params.link })),
    setFailure: assign((_, params: { error: unknown }) => ({ error: describeFailure(params.error).message })),
    openLink: (_, _link: string) => {},
    reloadPage: () => {},
    goToLogin: () => {},
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    canReload: ({ context }) => !context.reloaded,
  },
}).createMachine({
  id: 'storeLink',
  context: ({ input }) => ({ ...input, link: undefined, error: undefined }),
  initial: 'routing',
  states: {
    routing: {
      always: [{ guard: 'isSignedIn', target: 'fetching' }, { target: 'login' }],
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        src: 'getLink',
        input: ({ context }) => ({ store: context.store, url: context.url }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'setLink', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'canReload', target: 'reloading' },
          {
            target: 'failed',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    redirecting: {
      tags: ['busy'],
      // Stryker disable next-line StringLiteral: redirecting is entered only after setLink stored the link; '' only satisfies the type
      entry: { type: 'openLink', params: ({ context }) => context.link ?? '' },
    },
    reloading: {
      tags: ['busy'],
      entry: 'reloadPage',
    },
    failed: {
      on: { 'link.retry': 'fetching' },
    },
    login: {
      entry: 'goToLogin',
    },
  },
});
