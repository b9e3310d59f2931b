import { and, desc, eq } from 'drizzle-orm';
import type {
  BloodResultsUploadResponse,
  GiftCardBalance,
  SharingResultsPostRequest,
} from '../../contract/account';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';
import { CHECKOUT_MESSAGES, giftCardStatus } from '../../domain/checkout';
import { utcDayOf } from '../../domain/dates';
import type { AppDeps } from '../app';
import type { Db } from '../db';
import { bloodUploadSubscriptions, giftCards, teamMembers } from '../db/schema';
import { HttpError } from '../http/errors';
import { loadTeamPermissions } from './account';
import { loadCatalogue } from './blood-catalogue';
import { loadBloodProfile } from './blood-results';
import { NOTHING_TO_SHARE, shareLatestResult } from './bloodwork-share';
import { reserveAttempt, tooManyMessage } from './rate-limit';

// The account's team permissions, gift-card balance and upload subscription (000 §6, §7.3): what the
// sharing routes call, one function a handler; a refusal is an HttpError app.onError answers.

/** Grants or withdraws a coach team's permission; only a team the customer belongs to (else 404). */
export async function setTeamPermission(
  db: Db,
  customerId: number,
  teamId: number,
  granted: boolean,
  now: Date,
) {
  // any other team id answers like a missing team
  const [mine] = await loadTeamPermissions(db, customerId, teamId);
  if (!mine) throw new HttpError(404, 'You are not a member of this team.');
  await db
    .update(teamMembers)
    .set({ permissionGranted: granted, permissionChangedAt: now })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.customerId, customerId)));
  const [changed] = await loadTeamPermissions(db, customerId, teamId);
  return changed!;
}

/**
 * A gift card's balance. Codes are secrets: unknown codes count against a limit (429 past it), so
 * they cannot be guessed in bulk; an unknown code is a 404 naming `code`.
 */
export async function giftCardBalance(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  customerId: number,
  code: string,
  now: Date,
): Promise<GiftCardBalance> {
  const { loginMaxAttemptsPerAddress: max, loginWindowSeconds: windowSeconds } = config.auth;
  const attempt = await reserveAttempt(
    db,
    [{ key: `gift-card:${customerId}`, max, windowSeconds, onSuccess: 'release' }],
    now,
  );
  if (attempt.kind === 'refused') {
    const wait = attempt.retryAfterSeconds;
    throw new HttpError(429, `${tooManyMessage('unknown gift-card codes', wait)}.`, undefined, wait);
  }
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code));
  if (!card)
    throw new HttpError(404, `${CHECKOUT_MESSAGES.giftCard.unknown}.`, [
      { path: 'code', message: CHECKOUT_MESSAGES.giftCard.unknown },
    ]);
  await attempt.succeeded();
  // The checkout's rule (src/domain/checkout.ts): an expired card is worth nothing.
  const status = giftCardStatus(card, utcDayOf(now));
  const balanceCents = status === 'expired' ? 0 : card.balanceCents;
  return {
    code: card.code,
    balance: balanceCents / 100,
    balanceCents,
    currency: card.currency,
    expiresAt: card.expiresAt,
    status,
  };
}

/** The customer's newest blood-results upload subscription, or none. */
export async function latestUploadSubscription(
  db: Db,
  customerId: number,
): Promise<BloodResultsUploadResponse> {
  const [row] = await db
    .select()
    .from(bloodUploadSubscriptions)
    .where(eq(bloodUploadSubscriptions.customerId, customerId))
    .orderBy(desc(bloodUploadSubscriptions.createdAt), desc(bloodUploadSubscriptions.id))
    .limit(1);
  return {
    subscription: row
      ? {
          accessExpiration: row.accessExpiration,
          willBeProlongedAt: row.willBeProlongedAt,
          cancelledAt: row.cancelledAt,
          createdAt: row.createdAt,
        }
      : null,
  };
}

/** Shares the newest blood result by e-mail (000 §6); 409 when there is none to share. */
export async function shareResults(
  { db, outbox }: Pick<AppDeps, 'db' | 'outbox'>,
  customerId: number,
  request: SharingResultsPostRequest,
  now: Date,
) {
  const profile = await loadBloodProfile(db, customerId);
  if (!profile) throw new HttpError(401, SESSION_ENDED_MESSAGE);
  const shared = await shareLatestResult(db, outbox, await loadCatalogue(db), profile, request, now);
  if (!shared) throw new HttpError(409, NOTHING_TO_SHARE);
  return shared;
}
