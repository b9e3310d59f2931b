import { Hono } from 'hono';
import {
  accountPaths,
  giftCardParams,
  permissionRequest,
  sharingResultsPostRequest,
  teamIdParam,
} from '../../../contract/account';
import type { AppDeps } from '../../app';
import { type CustomerEnv } from '../../http/customer-auth';
import { validate } from '../../http/validate';
import {
  giftCardBalance,
  latestUploadSubscription,
  setTeamPermission,
  shareResults,
} from '../../services/account-sharing';
import { accountContext, type Ctx } from './context';

/** Permissions for the product team and coach teams, sharing, gift cards, the upload subscription (000 §6, §7.3). */
export function accountSharingRoutes(deps: AppDeps) {
  const { db } = deps;
  const { customer, update } = accountContext(deps);
  const customerIdOf = (c: Ctx) => c.get('customer').customerId;

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
          const { granted } = c.req.valid('json');
          return c.json(await setTeamPermission(db, customerIdOf(c), teamId, granted, deps.now()));
        },
      )
      .post(
        accountPaths.sharingResultsPost,
        customer,
        validate('json', sharingResultsPostRequest),
        async (c) => c.json(await shareResults(deps, customerIdOf(c), c.req.valid('json'), deps.now())),
      )

      // ── Gift card, blood-results upload subscription ──────────────────────────
      .get(accountPaths.giftCardBalance, customer, validate('param', giftCardParams), async (c) =>
        c.json(await giftCardBalance(deps, customerIdOf(c), c.req.valid('param').code, deps.now())),
      )
      .get(accountPaths.bloodResultsUpload, customer, async (c) =>
        c.json(await latestUploadSubscription(db, customerIdOf(c))),
      )
  );
}
