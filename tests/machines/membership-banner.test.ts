import { describe, expect, it } from 'vitest';
import { dayChangeOf, platformAccessOf, primarySubscriptionOf } from '../../machines/membership-banner';
import type { MembershipConfiguration } from '../../src/contract/membership';
import { DAY_MS } from '../../src/domain/dates';
import { membershipConfig, NO_MEMBERSHIP } from './membership.fixtures';

const NOW = Date.UTC(2026, 11, 6, 12);

/** Reading the membership configuration for the banner (spec 001 §4 "Banner choice"). */
describe('machines/membership-banner', () => {
  it('the platform access is the service tagged PlatformAccess, wherever it sits', () => {
    const config = membershipConfig({ now: NOW, days: 10 });
    const access = config.services[0];
    const other = { ...access!, tag: 'ChatAssistant', status: 'DISABLED' };
    expect(platformAccessOf({ ...config, services: [other, access!] })).toBe(access);
    expect(platformAccessOf({ ...config, services: [other] })).toBeUndefined();
  });

  it("the subscription is the primary membership tag's, else the first one", () => {
    const web = membershipConfig({ now: NOW, days: 10, tag: 'web' }).subscriptions[0]!;
    const apple = membershipConfig({ now: NOW, days: 10, tag: 'apple' }).subscriptions[0]!;
    const config: MembershipConfiguration = {
      ...NO_MEMBERSHIP,
      subscriptions: [web, apple],
      primaryMembershipTag: 'apple',
    };
    expect(primarySubscriptionOf(config)).toBe(apple);
    expect(primarySubscriptionOf({ ...config, primaryMembershipTag: 'web' })).toBe(web);
    expect(primarySubscriptionOf({ ...config, primaryMembershipTag: null })).toBe(web);
    expect(primarySubscriptionOf(NO_MEMBERSHIP)).toBeUndefined();
  });

  it('the days left next change when a whole day less remains', () => {
    // 2.5 days left shows 3 days; half a day later it shows 2
    expect(dayChangeOf(membershipConfig({ now: NOW, days: 2.5 }), NOW)).toBe(NOW + DAY_MS / 2);
    expect(dayChangeOf(NO_MEMBERSHIP, NOW)).toBeUndefined();
  });
});
