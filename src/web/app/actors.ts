import { createActor, fromPromise } from 'xstate';
import { internationalBannerMachine } from '../../../machines/international-banner.machine';
import { api } from '../lib/api';

/** localStorage key remembering that the visitor closed the international banner. */
export const BANNER_CLOSED_KEY = 'healthspan.internationalBanner.closed';

/** The international banner with the browser's effects: the location call and localStorage. */
export function createInternationalBanner() {
  return createActor(
    internationalBannerMachine.provide({
      actors: {
        readDismissal: fromPromise(() =>
          Promise.resolve(window.localStorage.getItem(BANNER_CLOSED_KEY) === 'true'),
        ),
        fetchLocation: fromPromise(({ signal }) => api.userLocation(signal)),
      },
      actions: {
        rememberDismissal: () => {
          try {
            window.localStorage.setItem(BANNER_CLOSED_KEY, 'true');
          } catch {
            // storage full or disabled: the banner still closes for this visit
          }
        },
      },
    }),
    { systemId: 'internationalBanner' },
  );
}

/** App-long actors live outside React (notes/xstate.md: no StrictMode double start). */
export const internationalBanner = createInternationalBanner();

export function startAppActors() {
  internationalBanner.start();
}
