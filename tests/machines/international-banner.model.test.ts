import { internationalBannerMachine } from '../../machines/international-banner.machine';
import { describeModel } from '../model/harness';
import { internationalBannerDeclared } from './international-banner.model';

describeModel<typeof internationalBannerMachine>({
  name: 'internationalBanner',
  machine: internationalBannerMachine,
  model: internationalBannerDeclared,
  actors: {
    readDismissal: { outputs: [false, true], errors: [new Error('storage disabled')] },
    fetchLocation: {
      outputs: [{ countryCode: 'DE' }, { countryCode: 'US' }, { countryCode: 'CA' }],
      errors: [new Error('timeout')],
    },
  },
  project: ['countryCode'],
});
