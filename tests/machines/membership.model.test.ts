import type { MembershipConfiguration } from '../../src/contract/membership';
import { DAY_MS } from '../../src/domain/dates';
import { BANNER_WINDOW_DAYS, CRITICAL_DAYS, WARNING_DAYS } from '../../src/domain/membership-banner';
import { membershipMachine } from '../../machines/membership.machine';
import { DEFAULT_START_TIME, describeModel } from '../model/harness';
import { membershipConfig, NO_MEMBERSHIP } from './membership.fixtures';
import { deadlineOf, membershipDeclared } from './membership.model';

const now = DEFAULT_START_TIME;

/**
 * Where the days left stand against the thresholds of 001 §4 (30, 15, 2), read from the raw
 * configuration (never through the banner code under test): the deadline is the retention end
 * in RETENTION, the expiration when ENABLED; the days left are whole days, rounded up.
 */
function standing(config: MembershipConfiguration | null | undefined, at: number) {
  const end = deadlineOf(config);
  if (!end || Date.parse(end) <= at) return { band: 'none', changesNext: false };
  const days = Math.ceil((Date.parse(end) - at) / DAY_MS);
  const band = (d: number) =>
    d > BANNER_WINDOW_DAYS
      ? 'outside'
      : d > WARNING_DAYS
        ? 'window'
        : d > CRITICAL_DAYS
          ? 'warning'
          : 'critical';
  return { band: band(days), changesNext: band(days) !== band(days - 1) };
}

describeModel<typeof membershipMachine>({
  name: 'membership',
  machine: membershipMachine,
  model: membershipDeclared,
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
  // what decides the next transitions: the banner shown, where the days left stand and whether the
  // next day crosses a threshold, the primary tag, the tags
  project: ({ context }, at) => ({
    banner: context.banner.kind === 'countdown' ? `countdown.${context.banner.level}` : context.banner.kind,
    ...standing(context.config, at),
    primary: context.config?.primaryMembershipTag,
    tags: context.tags,
  }),
});
