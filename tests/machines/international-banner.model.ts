import {
  SERVED_COUNTRIES,
  type internationalBannerMachine,
} from '../../machines/international-banner.machine';
import { declareModel } from '../model/declared';

/**
 * The international banner, written from spec 000 §2.2 (the banner closes and is remembered) and
 * §7.1, §9 (userLocation, 5000 ms timeout: a country other than US or CA shows the banner).
 */
export const internationalBannerDeclared = declareModel<typeof internationalBannerMachine>({
  states: {
    '': { initial: 'checking' },
    checking: { invoke: { src: 'readDismissal' } },
    // the provided call gives up after 5000 ms (000 §9): that is its error row
    locating: { invoke: { src: 'fetchLocation' } },
    shown: { tags: ['visible'] },
    hidden: { type: 'final' },
    dismissed: { type: 'final' },
  },
  transitions: [
    { from: 'checking', on: 'done readDismissal', if: 'wasDismissed', to: 'dismissed', cite: '000 §2.2' },
    { from: 'checking', on: 'done readDismissal', to: 'locating' },
    // the flag cannot be read: not closed yet
    { from: 'checking', on: 'error readDismissal', to: 'locating' },
    {
      from: 'locating',
      on: 'done fetchLocation',
      if: 'isOutsideServedCountries',
      to: 'shown',
      actions: ['storeCountry'],
      cite: '000 §7.1',
    },
    { from: 'locating', on: 'done fetchLocation', to: 'hidden', actions: ['storeCountry'], cite: '000 §7.1' },
    { from: 'locating', on: 'error fetchLocation', to: 'hidden', cite: '000 §9' },
    { from: 'shown', on: 'banner.close', to: 'dismissed', actions: ['rememberDismissal'], cite: '000 §2.2' },
  ],
  guards: {
    wasDismissed: ({ event }) => (event as { output?: unknown }).output === true,
    isOutsideServedCountries: ({ event }) => {
      const code = (event as { output?: { countryCode?: string } }).output?.countryCode ?? '';
      return !SERVED_COUNTRIES.includes(code.toUpperCase());
    },
  },
});
