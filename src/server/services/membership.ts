import { and, desc, eq } from 'drizzle-orm';
import { DAY_MS } from '../../domain/dates';
import { daysUntil, RETENTION_DAYS } from '../../domain/membership-banner';
import {
  CLOSED_TAG_OF,
  PLATFORM_ACCESS,
  type ClosedNotificationTag,
  type MembershipConfiguration,
  type MembershipTag,
  type PendingNotificationTag,
  type PlatformAccessStatus,
  type ProlongationStatus,
} from '../../contract/membership';
import type { Db } from '../db';
import { memberships, notificationClosures, notificationTags } from '../db/schema';

export type MembershipRow = typeof memberships.$inferSelect;

/** spec 001 §4, §9: the month reminder starts at 30 days. */
export const REMINDER_MONTH_DAYS = 30;
export const REMINDER_TWO_DAYS = 2;
/** How long after a renewal the congratulation stays pending (001 is silent). */
export const RENEWED_POPUP_DAYS = 30;

/** The store's page where a web membership is managed (the demo store serves it: issue 20). */
export const STORE_MEMBERSHIP_PATH = '/account/membership';

/**
 * Where each kind of membership is managed: mobile apps' memberships in their stores, a web one on
 * the online store's membership page (001 §4).
 */
export function manageLinkOf(tag: MembershipTag, storeUrl: string): string {
  if (tag === 'apple') return 'https://apps.apple.com/account/subscriptions';
  if (tag === 'google') return 'https://play.google.com/store/account/subscriptions';
  return `${storeUrl.replace(/\/$/, '')}${STORE_MEMBERSHIP_PATH}`;
}

/** The membership the access is read from: the one that ends last. */
export function primaryMembership(rows: readonly MembershipRow[]): MembershipRow | undefined {
  return [...rows].sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())[0];
}

export function accessOf(row: MembershipRow, now: Date): PlatformAccessStatus {
  const left = row.expiresAt.getTime() - now.getTime();
  if (left > 0) return 'ENABLED';
  return left > -RETENTION_DAYS * DAY_MS ? 'RETENTION' : 'DISABLED';
}

const retentionEndOf = (row: MembershipRow) => new Date(row.expiresAt.getTime() + RETENTION_DAYS * DAY_MS);

/**
 * The membership configuration of 001 §3 computed from the stored periods: PlatformAccess is
 * ENABLED until the end, RETENTION for 30 days after it, DISABLED later, absent without any
 * membership; days left count to the end (ENABLED) or to the end of the grace period (RETENTION).
 */
export function membershipConfiguration(
  rows: readonly MembershipRow[],
  now: Date,
  storeUrl: string,
): MembershipConfiguration {
  const primary = primaryMembership(rows);
  if (!primary) return { services: [], subscriptions: [], primaryMembershipTag: null };
  const status = accessOf(primary, now);
  const retentionEndsAt = retentionEndOf(primary);
  const deadline = status === 'RETENTION' ? retentionEndsAt : primary.expiresAt;
  return {
    services: [
      {
        tag: PLATFORM_ACCESS,
        status,
        retentionEndsAt: status === 'RETENTION' ? retentionEndsAt.toISOString() : null,
        expirationAt: primary.expiresAt.toISOString(),
        expirationDaysLeft: status === 'DISABLED' ? 0 : daysUntil(deadline.getTime(), now.getTime()),
      },
    ],
    subscriptions: rows
      .filter((row) => accessOf(row, now) !== 'DISABLED')
      .map((row) => ({
        tag: row.tag as MembershipTag,
        prolongationStatus: row.prolongationStatus as ProlongationStatus,
        willBeProlongedAt:
          row.prolongationStatus === 'RENEWAL' && accessOf(row, now) === 'ENABLED'
            ? row.expiresAt.toISOString()
            : null,
        linkToManageSubscription: manageLinkOf(row.tag as MembershipTag, storeUrl),
      })),
    primaryMembershipTag: primary.tag as MembershipTag,
  };
}

export interface Closure {
  tag: string;
  closedAt: Date;
}

const closedSince = (closures: readonly Closure[], tag: ClosedNotificationTag, since: Date) =>
  closures.some((c) => c.tag === tag && c.closedAt.getTime() >= since.getTime());

/**
 * The membership popups pending for a customer (001 §4 "Renewal popups"): each shows once per
 * membership period, until its tag is recorded after the moment it became due.
 * - renewalPopupMonth: an active expiration (renewal turned off) with 3 to 30 days left;
 * - renewalPopup2Days: any expiration with 2 or fewer days left;
 * - expiredPopup: the grace period (RETENTION);
 * - renewedPopup: within 30 days of a renewal.
 */
export function membershipPopups(
  primary: MembershipRow | undefined,
  closures: readonly Closure[],
  now: Date,
): PendingNotificationTag[] {
  if (!primary) return [];
  const status = accessOf(primary, now);
  const end = primary.expiresAt.getTime();
  const popups: PendingNotificationTag[] = [];
  const dueIf = (popup: keyof typeof CLOSED_TAG_OF, due: boolean, since: number) => {
    if (due && !closedSince(closures, CLOSED_TAG_OF[popup], new Date(since))) popups.push(popup);
  };
  if (status === 'RETENTION') dueIf('expiredPopup', true, end);
  if (status === 'ENABLED') {
    const days = daysUntil(end, now.getTime());
    const expiring = primary.prolongationStatus !== 'RENEWAL';
    dueIf('renewalPopup2Days', expiring && days <= REMINDER_TWO_DAYS, end - REMINDER_TWO_DAYS * DAY_MS);
    dueIf(
      'renewalPopupMonth',
      primary.prolongationStatus === 'ACTIVE_EXPIRATION' &&
        days > REMINDER_TWO_DAYS &&
        days <= REMINDER_MONTH_DAYS,
      end - REMINDER_MONTH_DAYS * DAY_MS,
    );
    const renewed = primary.renewedAt?.getTime();
    if (renewed !== undefined)
      dueIf('renewedPopup', now.getTime() - renewed <= RENEWED_POPUP_DAYS * DAY_MS, renewed);
  }
  return popups;
}

export async function membershipsOf(db: Db, customerId: number) {
  return db
    .select()
    .from(memberships)
    .where(eq(memberships.customerId, customerId))
    .orderBy(desc(memberships.expiresAt));
}

/** The notifications list: pending membership popups and the stored tags (removed when closed). */
export async function pendingTags(db: Db, customerId: number, now: Date): Promise<string[]> {
  const [rows, closures, stored] = await Promise.all([
    membershipsOf(db, customerId),
    db
      .select({ tag: notificationClosures.tag, closedAt: notificationClosures.closedAt })
      .from(notificationClosures)
      .where(eq(notificationClosures.customerId, customerId)),
    db.select().from(notificationTags).where(eq(notificationTags.customerId, customerId)),
  ]);
  return [...membershipPopups(primaryMembership(rows), closures, now), ...stored.map((row) => row.tag)];
}

/** Records a closed popup; a stored tag of the same name stops being pending. */
export async function recordClosed(db: Db, customerId: number, tag: ClosedNotificationTag, now: Date) {
  await db.insert(notificationClosures).values({ customerId, tag, closedAt: now });
  await db
    .delete(notificationTags)
    .where(and(eq(notificationTags.customerId, customerId), eq(notificationTags.tag, tag)));
}
