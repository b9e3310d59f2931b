import { assign, fromPromise, setup } from 'xstate';

/** spec 000 §7.1: the location check shows the international banner outside these countries. */
export const SERVED_COUNTRIES: readonly string[] = ['US', 'CA'];

export interface InternationalBannerContext {
  countryCode: string | null;
}

export type InternationalBannerEvent = { type: 'banner.close' };

/**
 * The international banner (spec 000 §2.2, §7.1): unless it was closed before, ask where the
 * visitor is once; outside the US and Canada show the banner until it is closed, and remember that.
 * Storage and the location call come in through `.provide()`; a failure of either shows nothing
 * (reading the flag failing means "not closed yet").
 */
export const internationalBannerMachine = setup({
  types: {
    context: {} as InternationalBannerContext,
    events: {} as InternationalBannerEvent,
  },
  actors: {
    readDismissal: fromPromise<boolean>(() =>
      Promise.reject(new Error('readDismissal is provided by the app')),
    ),
    fetchLocation: fromPromise<{ countryCode: string }>(() =>
      Promise.reject(new Error('fetchLocation is provided by the app')),
    ),
  },
  actions: {
    // provided by the app (writes the flag to storage); a no-op here so a bare machine never throws
    rememberDismissal: () => {},
    storeCountry: assign((_, params: { countryCode: string }) => ({
      countryCode: params.countryCode.toUpperCase(),
    })),
  },
  guards: {
    wasDismissed: (_, params: { dismissed: boolean }) => params.dismissed,
    isOutsideServedCountries: (_, params: { countryCode: string }) =>
      !SERVED_COUNTRIES.includes(params.countryCode.toUpperCase()),
  },
}).createMachine({
  id: 'internationalBanner',
  context: { countryCode: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'readDismissal',
        onDone: [
          {
            guard: { type: 'wasDismissed', params: ({ event }) => ({ dismissed: event.output }) },
            target: 'dismissed',
          },
          { target: 'locating' },
        ],
        onError: { target: 'locating' },
      },
    },
    locating: {
      invoke: {
        src: 'fetchLocation',
        onDone: [
          {
            guard: {
              type: 'isOutsideServedCountries',
              params: ({ event }) => ({ countryCode: event.output.countryCode }),
            },
            target: 'shown',
            actions: {
              type: 'storeCountry',
              params: ({ event }) => ({ countryCode: event.output.countryCode }),
            },
          },
          {
            target: 'hidden',
            actions: {
              type: 'storeCountry',
              params: ({ event }) => ({ countryCode: event.output.countryCode }),
            },
          },
        ],
        onError: { target: 'hidden' },
      },
    },
    shown: {
      tags: ['visible'],
      on: { 'banner.close': { target: 'dismissed', actions: 'rememberDismissal' } },
    },
    hidden: { type: 'final' },
    dismissed: { type: 'final' },
  },
});
