// spec 001 §4 "Banner choice", §9: which membership banner shows, read by the membership machine
// (the banner) and the server (retention and days left), so the two count days the same way.

import { DAY_MS } from './dates';

/** spec 001 §9: banners at 30 or fewer days; warning at 15 or fewer; critical at 2 or fewer. */
export const BANNER_WINDOW_DAYS = 30;
export const WARNING_DAYS = 15;
export const CRITICAL_DAYS = 2;
/** spec 001 §9: the countdown dial's full circle. */
export const DIAL_DAYS = 30;
/** spec 001 §4, §9: the grace period after expiry. */
export const RETENTION_DAYS = 30;

export type CountdownLevel = 'normal' | 'warning' | 'critical';

export type Banner =
  | { kind: 'expired'; retentionEndsAt: string }
  | { kind: 'renewal'; renewsAt: string }
  | { kind: 'countdown'; level: CountdownLevel; daysLeft: number; expiresAt: string; dial: number }
  | { kind: 'chat' }
  | { kind: 'none' };

/** What the banner reads of the platform access service (spec 001 §3 `services[PlatformAccess]`). */
export interface PlatformAccessFacts {
  status: string;
  retentionEndsAt: string | null;
  expirationAt: string | null;
  expirationDaysLeft: number | null;
}

/** What the banner reads of the primary subscription (spec 001 §3 `subscriptions`). */
export interface SubscriptionFacts {
  prolongationStatus: string;
  willBeProlongedAt: string | null;
}

/** Whole days left until `deadline` (a part of a day counts as a day), never below 0. */
export function daysUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / DAY_MS));
}

/** The moment the access status changes next: the end of the membership, or of its grace period. */
function deadlineOf(access: PlatformAccessFacts | undefined): number | undefined {
  const at =
    access?.status === 'RETENTION'
      ? access.retentionEndsAt
      : access?.status === 'ENABLED'
        ? access.expirationAt
        : null;
  return at ? Date.parse(at) : undefined;
}

function daysLeftOf(access: PlatformAccessFacts, now: number): number | undefined {
  const deadline = deadlineOf(access);
  return deadline === undefined ? (access.expirationDaysLeft ?? undefined) : daysUntil(deadline, now);
}

const inWindow = (days: number | undefined): days is number =>
  days !== undefined && days <= BANNER_WINDOW_DAYS;

/**
 * spec 001 §4 "Banner choice", the four rules in order:
 * 1. RETENTION with 30 or fewer days left → the expired banner with the retention end date;
 * 2. ENABLED, RENEWAL, 30 or fewer days → the renewal-date banner;
 * 3. ENABLED, an expiration status, 30 or fewer days → the countdown (warning ≤ 15, critical ≤ 2);
 * 4. otherwise the chat-assistant banner when access is ENABLED, RETENTION or absent.
 */
export function chooseBanner(
  access: PlatformAccessFacts | undefined,
  subscription: SubscriptionFacts | undefined,
  now: number,
): Banner {
  const days = access ? daysLeftOf(access, now) : undefined;
  if (access?.status === 'RETENTION' && inWindow(days) && access.retentionEndsAt)
    return { kind: 'expired', retentionEndsAt: access.retentionEndsAt };
  if (access?.status === 'ENABLED' && inWindow(days) && subscription) {
    if (subscription.prolongationStatus === 'RENEWAL') {
      const renewsAt = subscription.willBeProlongedAt ?? access.expirationAt;
      if (renewsAt) return { kind: 'renewal', renewsAt };
    } else if (access.expirationAt) {
      const level: CountdownLevel =
        days <= CRITICAL_DAYS ? 'critical' : days <= WARNING_DAYS ? 'warning' : 'normal';
      return {
        kind: 'countdown',
        level,
        daysLeft: days,
        expiresAt: access.expirationAt,
        dial: Math.min(1, days / DIAL_DAYS),
      };
    }
  }
  if (!access || access.status === 'ENABLED' || access.status === 'RETENTION') return { kind: 'chat' };
  return { kind: 'none' };
}

/**
 * When the days left next change (the banner may change then), epoch ms; undefined when the
 * access has no deadline ahead.
 */
export function nextDayChange(access: PlatformAccessFacts | undefined, now: number): number | undefined {
  const deadline = deadlineOf(access);
  if (deadline === undefined || deadline <= now) return undefined;
  return deadline - (daysUntil(deadline, now) - 1) * DAY_MS;
}

/** A short key of a banner for comparisons: kind, plus the level of a countdown. */
export function bannerKey(banner: Banner): string {
  return banner.kind === 'countdown' ? `countdown.${banner.level}` : banner.kind;
}
