import { describe, expect, it } from 'vitest';
import { bannerOf } from '../../machines/membership-banner';
import { DAY_MS } from '../../src/domain/dates';
import { RETENTION_DAYS } from '../../src/domain/membership-banner';
import { membershipConfiguration, type MembershipRow } from '../../src/server/services/membership';

const NOW = new Date('2026-11-22T12:00:00Z');
const row = (expiresInMs: number): MembershipRow => ({
  id: 1,
  customerId: 1,
  tag: 'web',
  startedAt: new Date(NOW.getTime() - 300 * DAY_MS),
  expiresAt: new Date(NOW.getTime() + expiresInMs),
  prolongationStatus: 'ACTIVE_EXPIRATION',
  renewedAt: null,
  createdAt: NOW,
});

describe('the server and the banner count days with one rule (src/domain/membership-banner)', () => {
  it.each([10 * DAY_MS, 10 * DAY_MS - 1, 2 * DAY_MS + 60_000, DAY_MS / 2])(
    'ENABLED, ending in %i ms: the countdown shows the days left the server sends',
    (expiresIn) => {
      const config = membershipConfiguration([row(expiresIn)], NOW, 'https://store.example');
      const banner = bannerOf(config, NOW.getTime());
      expect(banner.kind).toBe('countdown');
      expect(banner.kind === 'countdown' && banner.daysLeft).toBe(config.services[0]!.expirationDaysLeft);
    },
  );

  it('RETENTION lasts RETENTION_DAYS after the end, and its days left count to that end', () => {
    const config = membershipConfiguration([row(-DAY_MS - 1)], NOW, 'https://store.example');
    const access = config.services[0]!;
    expect(access.status).toBe('RETENTION');
    expect(Date.parse(access.retentionEndsAt!) - Date.parse(access.expirationAt!)).toBe(
      RETENTION_DAYS * DAY_MS,
    );
    expect(access.expirationDaysLeft).toBe(RETENTION_DAYS - 1);
    expect(bannerOf(config, NOW.getTime())).toEqual({
      kind: 'expired',
      retentionEndsAt: access.retentionEndsAt,
    });
    expect(membershipConfiguration([row(-RETENTION_DAYS * DAY_MS)], NOW, 'x').services[0]!.status).toBe(
      'DISABLED',
    );
  });
});
