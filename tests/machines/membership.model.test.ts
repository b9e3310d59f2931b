import { bannerOf, dayChangeOf } from '../../machines/membership-banner';
import { bannerKey } from '../../src/domain/membership-banner';
import { membershipMachine } from '../../machines/membership.machine';
import { DEFAULT_START_TIME, describeModel } from '../model/harness';
import { membershipConfig, NO_MEMBERSHIP } from './membership.fixtures';

const now = DEFAULT_START_TIME;

describeModel<typeof membershipMachine>({
  name: 'membership',
  machine: membershipMachine,
  starts: [{ label: 'signed out', input: ({ now: clock }) => ({ now: clock }) }],
  actors: {
    // each banner case, with the countdown one day before each boundary
    fetchSubscriptions: {
      outputs: [
        membershipConfig({ now, days: 0, status: 'RETENTION' }),
        membershipConfig({ now, days: 20, prolongation: 'RENEWAL', tag: 'apple' }),
        membershipConfig({ now, days: 16, tag: 'google' }),
        membershipConfig({ now, days: 3 }),
        membershipConfig({ now, days: 31 }),
        membershipConfig({ now, days: -60 }),
        NO_MEMBERSHIP,
      ],
      errors: [new Error('502')],
    },
    fetchTags: {
      outputs: [[], ['renewalPopupMonth'], ['renewalPopup2Days'], ['expiredPopup'], ['renewedPopup']],
      errors: [new Error('502')],
    },
    recordTag: { outputs: [undefined], errors: [new Error('offline')] },
  },
  // what decides the next transitions: the banner and whether the next day changes it, the primary tag, the tags
  project: ({ context }, at) => {
    const next = context.config ? dayChangeOf(context.config, at) : undefined;
    return {
      banner: bannerKey(context.banner),
      changesNext:
        context.config && next !== undefined
          ? bannerKey(bannerOf(context.config, next)) !== bannerKey(context.banner)
          : false,
      primary: context.config?.primaryMembershipTag,
      tags: context.tags,
    };
  },
});
