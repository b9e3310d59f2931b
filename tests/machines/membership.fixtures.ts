import type {
  MembershipConfiguration,
  MembershipTag,
  PlatformAccessStatus,
  ProlongationStatus,
} from '../../src/contract/membership';
import {
  BANNER_WINDOW_DAYS,
  CRITICAL_DAYS,
  RETENTION_DAYS,
  WARNING_DAYS,
} from '../../src/domain/membership-banner';
import { DAY_MS } from '../../src/domain/dates';
import { membershipMachine } from '../../machines/membership.machine';
import { DEFAULT_START_TIME, type ModelSpec } from '../model/harness';
import { deadlineOf } from './membership.model';

export interface MembershipFixture {
  /** Now, epoch ms. */
  now: number;
  /** Days from now to the end of the membership; negative once it has ended. */
  days: number;
  prolongation?: ProlongationStatus;
  tag?: MembershipTag;
  status?: PlatformAccessStatus;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A membership configuration as the server answers it for a membership ending `days` days after
 * `now` (the status follows from the dates unless given: ENABLED before the end, RETENTION for
 * 30 days after, DISABLED later).
 */
export function membershipConfig({
  now,
  days,
  prolongation = 'ACTIVE_EXPIRATION',
  tag = 'web',
  status,
}: MembershipFixture): MembershipConfiguration {
  const expiresAt = now + days * DAY_MS;
  const retentionEndsAt = expiresAt + RETENTION_DAYS * DAY_MS;
  const computed: PlatformAccessStatus =
    now < expiresAt ? 'ENABLED' : now < retentionEndsAt ? 'RETENTION' : 'DISABLED';
  const access = status ?? computed;
  const left = access === 'RETENTION' ? retentionEndsAt - now : expiresAt - now;
  return {
    services: [
      {
        tag: 'PlatformAccess',
        status: access,
        retentionEndsAt: access === 'RETENTION' ? iso(retentionEndsAt) : null,
        expirationAt: iso(expiresAt),
        expirationDaysLeft: Math.max(0, Math.ceil(left / DAY_MS)),
      },
    ],
    subscriptions: [
      {
        tag,
        prolongationStatus: prolongation,
        willBeProlongedAt: prolongation === 'RENEWAL' ? iso(expiresAt) : null,
        linkToManageSubscription: tag === 'web' ? 'https://store.example/account/subscriptions' : null,
      },
    ],
    primaryMembershipTag: tag,
  };
}

export const NO_MEMBERSHIP: MembershipConfiguration = {
  services: [],
  subscriptions: [],
  primaryMembershipTag: null,
};

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

/** The model test's spec (fake answers, projection), shared with the UI model test. */
export const membershipModel: ModelSpec<typeof membershipMachine> = {
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
  // what decides the next transitions: the banner shown, where the days left stand and whether the
  // next day crosses a threshold, the primary tag, the tags
  project: ({ context }, at) => ({
    banner: context.banner.kind === 'countdown' ? `countdown.${context.banner.level}` : context.banner.kind,
    ...standing(context.config, at),
    primary: context.config?.primaryMembershipTag,
    tags: context.tags,
  }),
};
