import { internationalBannerMachine } from '../../machines/international-banner.machine';
import { describeModel } from '../model/harness';

describeModel<typeof internationalBannerMachine>({
  name: 'internationalBanner',
  machine: internationalBannerMachine,
  actors: {
    readDismissal: { outputs: [false, true], errors: [new Error('storage disabled')] },
    fetchLocation: {
      outputs: [{ countryCode: 'DE' }, { countryCode: 'US' }, { countryCode: 'CA' }],
      errors: [new Error('timeout')],
    },
  },
  project: ['countryCode'],
});
