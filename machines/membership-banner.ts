import type {
  MembershipConfiguration,
  MembershipService,
  MembershipSubscription,
} from '../src/contract/membership';
import { PLATFORM_ACCESS } from '../src/contract/membership-tags';
import { chooseBanner, nextDayChange, type Banner } from '../src/domain/membership-banner';

// The membership configuration as the contract sends it, read for the banner rules of
// src/domain/membership-banner.ts (the domain cannot import the contract).

export function platformAccessOf(config: MembershipConfiguration): MembershipService | undefined {
  return config.services.find((service) => service.tag === PLATFORM_ACCESS);
}

/** The subscription of the primary membership tag, else the first one. */
export function primarySubscriptionOf(config: MembershipConfiguration): MembershipSubscription | undefined {
  return config.subscriptions.find((s) => s.tag === config.primaryMembershipTag) ?? config.subscriptions[0];
}

/** The banner of a configuration at `now` (spec 001 §4 "Banner choice"). */
export function bannerOf(config: MembershipConfiguration, now: number): Banner {
  return chooseBanner(platformAccessOf(config), primarySubscriptionOf(config), now);
}

/** When the days left of a configuration next change, epoch ms (see `nextDayChange`). */
export function dayChangeOf(config: MembershipConfiguration, now: number): number | undefined {
  return nextDayChange(platformAccessOf(config), now);
}
