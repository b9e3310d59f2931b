import { and, desc, eq } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, giftCardStatus } from '../../../domain/checkout';
import { utcDayOf } from '../../../domain/dates';
import { Hono } from 'hono';
import {
  accountPaths,
  giftCardParams,
  permissionRequest,
  sharingResultsPostRequest,
  teamIdParam,
  type BloodResultsUploadResponse,
  type GiftCardBalance,
} from '../../../contract/account';
import type { AppDeps } from '../../app';
import { bloodUploadSubscriptions, giftCards, teamMembers } from '../../db/schema';
import { type CustomerEnv } from '../../http/customer-auth';
import { HttpError, jsonError, tooManyRequests } from '../../http/errors';
import { validate } from '../../http/validate';
import { loadTeamPermissions } from '../../services/account';
import { loadCatalogue } from '../../services/blood-catalogue';
import { loadBloodProfile } from '../../services/blood-results';
import { NOTHING_TO_SHARE, shareLatestResult } from '../../services/bloodwork-share';
import { reserveAttempt, tooManyMessage } from '../../services/rate-limit';
import { SESSION_ENDED_MESSAGE } from '../../../contract/error-messages';
import { accountContext } from './context';

/** Permissions for the product team and coach teams, sharing, gift cards, the upload subscription (000 §6, §7.3). */
export function accountSharingRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const { customer, update } = accountContext(deps);

  return (
    new Hono<CustomerEnv>()
      // ── Permissions and sharing (000 §6) ──────────────────────────────────────
      .post(accountPaths.productTeamPermissions, customer, validate('json', permissionRequest), async (c) => {
        const row = await update(c, {
          productTeamPermission: c.req.valid('json').granted,
          productTeamPermissionAt: deps.now(),
        });
        return c.json({
          granted: row.productTeamPermission,
          changedAt: row.productTeamPermissionAt!.toISOString(),
        });
      })
      .post(
        accountPaths.teamPermissions,
        customer,
        validate('param', teamIdParam),
        validate('json', permissionRequest),
        async (c) => {
          const { teamId } = c.req.valid('param');
          const customerId = c.get('customer').customerId;
          // Only a team the caller belongs to; any other id answers like a missing team.
          const [mine] = await loadTeamPermissions(db, customerId, teamId);
          if (!mine) return jsonError(c, 404, 'You are not a member of this team.');
          await db
            .update(teamMembers)
            .set({ permissionGranted: c.req.valid('json').granted, permissionChangedAt: deps.now() })
            .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.customerId, customerId)));
          const [changed] = await loadTeamPermissions(db, customerId, teamId);
          return c.json(changed!);
        },
      )
      .post(
        accountPaths.sharingResultsPost,
        customer,
        validate('json', sharingResultsPostRequest),
        async (c) => {
          const body = c.req.valid('json');
          const profile = await loadBloodProfile(db, c.get('customer').customerId);
          if (!profile) throw new HttpError(401, SESSION_ENDED_MESSAGE);
          const catalogue = await loadCatalogue(db);
          const shared = await shareLatestResult(db, deps.outbox, catalogue, profile, body, deps.now());
          return shared ? c.json(shared) : jsonError(c, 409, NOTHING_TO_SHARE);
        },
      )

      // ── Gift card, blood-results upload subscription ──────────────────────────
      .get(accountPaths.giftCardBalance, customer, validate('param', giftCardParams), async (c) => {
        const { code } = c.req.valid('param');
        const now = deps.now();
        // Codes are secrets: unknown codes count against a limit, so they cannot be guessed in bulk.
        const { loginMaxAttemptsPerAddress: max, loginWindowSeconds: windowSeconds } = config.auth;
        const attempt = await reserveAttempt(
          db,
          [{ key: `gift-card:${c.get('customer').customerId}`, max, windowSeconds, onSuccess: 'release' }],
          now,
        );
        if (attempt.kind === 'refused') {
          const wait = attempt.retryAfterSeconds;
          return tooManyRequests(c, `${tooManyMessage('unknown gift-card codes', wait)}.`, wait);
        }
        const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code));
        if (!card)
          return jsonError(c, 404, `${CHECKOUT_MESSAGES.giftCard.unknown}.`, [
            { path: 'code', message: CHECKOUT_MESSAGES.giftCard.unknown },
          ]);
        await attempt.succeeded();
        // The checkout's rule (src/domain/checkout.ts): an expired card is worth nothing.
        const status = giftCardStatus(card, utcDayOf(now));
        const balanceCents = status === 'expired' ? 0 : card.balanceCents;
        const body: GiftCardBalance = {
          code: card.code,
          balance: balanceCents / 100,
          balanceCents,
          currency: card.currency,
          expiresAt: card.expiresAt,
          status,
        };
        return c.json(body);
      })
      .get(accountPaths.bloodResultsUpload, customer, async (c) => {
        const [row] = await db
          .select()
          .from(bloodUploadSubscriptions)
          .where(eq(bloodUploadSubscriptions.customerId, c.get('customer').customerId))
          .orderBy(desc(bloodUploadSubscriptions.createdAt), desc(bloodUploadSubscriptions.id))
          .limit(1);
        const body: BloodResultsUploadResponse = {
          subscription: row
            ? {
                accessExpiration: row.accessExpiration,
                willBeProlongedAt: row.willBeProlongedAt,
                cancelledAt: row.cancelledAt,
                createdAt: row.createdAt,
              }
            : null,
        };
        return c.json(body);
      })
  );
}
