import type {
  MembershipConfiguration,
  MembershipTag,
  PlatformAccessStatus,
  ProlongationStatus,
} from '../../src/contract/membership';
import { RETENTION_DAYS } from '../../src/domain/membership-banner';
import { DAY_MS } from '../../src/domain/dates';

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
