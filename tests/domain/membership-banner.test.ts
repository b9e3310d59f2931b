import { describe, expect, it } from 'vitest';
import { platformAccessOf, primarySubscriptionOf } from '../../machines/membership-banner';
import type { MembershipConfiguration } from '../../src/contract/membership';
import { DAY_MS } from '../../src/domain/dates';
import {
  bannerKey,
  chooseBanner,
  daysUntil,
  nextDayChange,
  type PlatformAccessFacts,
  type SubscriptionFacts,
} from '../../src/domain/membership-banner';
import { membershipConfig, NO_MEMBERSHIP } from '../machines/membership.fixtures';
import { DEFAULT_START_TIME } from '../model/harness';

const now = DEFAULT_START_TIME;
const HOUR = 3_600_000;
// the rules read the platform access and the primary subscription of a configuration
const choose = (config: MembershipConfiguration, at: number) =>
  chooseBanner(platformAccessOf(config), primarySubscriptionOf(config), at);
const dayChange = (config: MembershipConfiguration, at: number) =>
  nextDayChange(platformAccessOf(config), at);

describe('chooseBanner (spec 001 §4, §9)', () => {
  it.each([
    [31, 'chat'],
    [30, 'countdown.normal'],
    [16, 'countdown.normal'],
    [15, 'countdown.warning'],
    [3, 'countdown.warning'],
    [2, 'countdown.critical'],
    [1, 'countdown.critical'],
  ])('an expiring membership with %i days left shows %s', (days, key) => {
    expect(bannerKey(choose(membershipConfig({ now, days }), now))).toBe(key);
  });

  it('counts a part of a day as a day: 30 days and an hour is outside the window', () => {
    const config = membershipConfig({ now, days: 30 });
    expect(bannerKey(choose(config, now - HOUR))).toBe('chat');
    expect(bannerKey(choose(config, now))).toBe('countdown.normal');
    // 15 days and a minute left is still 16 days: normal, not warning
    expect(bannerKey(choose(config, now + 15 * DAY_MS - 60_000))).toBe('countdown.normal');
    expect(bannerKey(choose(config, now + 15 * DAY_MS))).toBe('countdown.warning');
    expect(bannerKey(choose(config, now + 28 * DAY_MS - 1))).toBe('countdown.warning');
    expect(bannerKey(choose(config, now + 28 * DAY_MS))).toBe('countdown.critical');
  });

  it('the dial spans 30 days and the countdown carries the end date', () => {
    const banner = choose(membershipConfig({ now, days: 15 }), now);
    expect(banner).toMatchObject({ kind: 'countdown', level: 'warning', daysLeft: 15, dial: 0.5 });
    expect(choose(membershipConfig({ now, days: 30 }), now)).toMatchObject({ dial: 1 });
    expect(choose(membershipConfig({ now, days: 1 }), now)).toMatchObject({ dial: 1 / 30 });
  });

  it('a passive expiration counts down too', () => {
    const config = membershipConfig({ now, days: 10, prolongation: 'PASSIVE_EXPIRATION' });
    expect(bannerKey(choose(config, now))).toBe('countdown.warning');
  });

  it.each([
    [30, 'renewal'],
    [1, 'renewal'],
    [31, 'chat'],
  ])('a renewing membership with %i days left shows %s', (days, key) => {
    const config = membershipConfig({ now, days, prolongation: 'RENEWAL' });
    expect(bannerKey(choose(config, now))).toBe(key);
  });

  it('the renewal banner carries the renewal date', () => {
    const config = membershipConfig({ now, days: 20, prolongation: 'RENEWAL' });
    expect(choose(config, now)).toEqual({
      kind: 'renewal',
      renewsAt: config.subscriptions[0]!.willBeProlongedAt,
    });
  });

  it('the retention window: expired banner for 30 days after the end, with the retention end date', () => {
    const justEnded = membershipConfig({ now, days: 0, status: 'RETENTION' });
    expect(choose(justEnded, now)).toEqual({
      kind: 'expired',
      retentionEndsAt: justEnded.services[0]!.retentionEndsAt,
    });
    expect(daysUntil(Date.parse(justEnded.services[0]!.retentionEndsAt!), now)).toBe(30);
    expect(bannerKey(choose(membershipConfig({ now, days: -29 }), now))).toBe('expired');
    // 30 days after the end the grace period is over: no access, no banner
    expect(bannerKey(choose(membershipConfig({ now, days: -30 }), now))).toBe('none');
  });

  it('rule 4: the chat banner for ENABLED, RETENTION and absent access, nothing for no access', () => {
    expect(choose(NO_MEMBERSHIP, now)).toEqual({ kind: 'chat' });
    expect(bannerKey(choose(membershipConfig({ now, days: 200, prolongation: 'RENEWAL' }), now))).toBe(
      'chat',
    );
    const retentionWithoutDate = membershipConfig({ now, days: -1 });
    retentionWithoutDate.services[0]!.retentionEndsAt = null;
    retentionWithoutDate.services[0]!.expirationDaysLeft = 40;
    expect(bannerKey(choose(retentionWithoutDate, now))).toBe('chat');
    expect(bannerKey(choose(membershipConfig({ now, days: -90 }), now))).toBe('none');
  });

  it('falls back to the server days-left when the access has no date', () => {
    const config = membershipConfig({ now, days: 10 });
    config.services[0]!.expirationAt = null;
    config.services[0]!.expirationDaysLeft = 10;
    // an expiring subscription without an end date cannot count down: chat banner
    expect(bannerKey(choose(config, now))).toBe('chat');
  });

  it('reads the primary membership tag, else the first subscription', () => {
    const config = membershipConfig({ now, days: 10, prolongation: 'RENEWAL', tag: 'apple' });
    config.subscriptions.unshift({
      ...config.subscriptions[0]!,
      tag: 'web',
      prolongationStatus: 'ACTIVE_EXPIRATION',
    });
    expect(bannerKey(choose(config, now))).toBe('renewal');
    config.primaryMembershipTag = null;
    expect(bannerKey(choose(config, now))).toBe('countdown.warning');
  });
});

describe('nextDayChange', () => {
  it('is the moment the whole days left drop by one', () => {
    const config = membershipConfig({ now, days: 10 });
    expect(dayChange(config, now)).toBe(now + DAY_MS);
    expect(dayChange(config, now + HOUR)).toBe(now + DAY_MS);
    expect(dayChange(config, now + 10 * DAY_MS - 1)).toBe(now + 10 * DAY_MS);
  });

  it('is undefined once the deadline has passed or without one', () => {
    expect(dayChange(membershipConfig({ now, days: 1 }), now + DAY_MS)).toBeUndefined();
    expect(dayChange(NO_MEMBERSHIP, now)).toBeUndefined();
  });
});

describe('chooseBanner on the access and subscription facts themselves', () => {
  const iso = (days: number) => new Date(now + days * DAY_MS).toISOString();
  const access = (over: Partial<PlatformAccessFacts>): PlatformAccessFacts => ({
    status: 'ENABLED',
    retentionEndsAt: null,
    expirationAt: iso(10),
    expirationDaysLeft: 10,
    ...over,
  });
  const renewal = (willBeProlongedAt: string | null): SubscriptionFacts => ({
    prolongationStatus: 'RENEWAL',
    willBeProlongedAt,
  });

  it('counts RETENTION down to the end of the grace period, not the server’s days left', () => {
    const retention = access({
      status: 'RETENTION',
      retentionEndsAt: iso(5),
      expirationAt: iso(-25),
      expirationDaysLeft: 40,
    });
    expect(chooseBanner(retention, undefined, now)).toEqual({ kind: 'expired', retentionEndsAt: iso(5) });
    expect(nextDayChange(retention, now + HOUR)).toBe(now + DAY_MS);
  });

  it('shows the expired banner only in RETENTION and only within 30 days of its end', () => {
    const far = access({ status: 'RETENTION', retentionEndsAt: iso(40), expirationDaysLeft: 40 });
    expect(bannerKey(chooseBanner(far, undefined, now))).toBe('chat');
    const enabled = access({ retentionEndsAt: iso(40) });
    expect(
      bannerKey(
        chooseBanner(enabled, { prolongationStatus: 'ACTIVE_EXPIRATION', willBeProlongedAt: null }, now),
      ),
    ).toBe('countdown.warning');
  });

  it('renews on the subscription’s date, else on the end of the access', () => {
    expect(chooseBanner(access({}), renewal(iso(12)), now)).toEqual({ kind: 'renewal', renewsAt: iso(12) });
    expect(chooseBanner(access({}), renewal(null), now)).toEqual({ kind: 'renewal', renewsAt: iso(10) });
  });

  it('takes the server’s days left when the access has no end date', () => {
    expect(chooseBanner(access({ expirationAt: null }), renewal(iso(10)), now)).toEqual({
      kind: 'renewal',
      renewsAt: iso(10),
    });
    // a renewal with no date at all cannot say when: the chat banner
    expect(bannerKey(chooseBanner(access({ expirationAt: null }), renewal(null), now))).toBe('chat');
  });
});
