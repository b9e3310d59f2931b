import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  authPaths,
  postPurchaseByOrder,
  postPurchaseByPurchaser,
  storeAuthLinkQuery,
} from '../../contract/auth';
import type { AppDeps } from '../app';
import { orders, purchasers, storeLogins } from '../db/schema/commerce';
import { cookieOptions } from '../http/cookies';
import { requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { jsonError } from '../http/errors';
import { validate } from '../http/validate';
import { digest, newSecret } from '../services/crypto';
import { issueRefreshToken, openSession, SESSION_COOKIE } from '../services/sessions';

export const CHECKOUT_COOKIE = 'hs_checkout';

/** The post-purchase hand-off (spec 000 §4) and the link that signs a customer into the store. */
export function postPurchaseRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function handOff(c: Context, grant: typeof purchasers.$inferSelect | undefined) {
    if (!grant)
      return jsonError(c, 404, 'This purchase link has expired or was already used. Please log in.');
    const now = deps.now();
    const session = await openSession(db, grant.customerId, now, config.auth);
    setCookie(c, SESSION_COOKIE, session.cookie, cookieOptions(config));
    const refresh_token = await issueRefreshToken(
      db,
      { customerId: grant.customerId, sessionId: session.id },
      now,
      config.auth,
    );
    const access = await deps.tokens.sign(
      { sub: String(grant.customerId), aud: 'customer', sid: session.id },
      now,
    );
    return c.json({ jwtToken: { ...access, refresh_token } });
  }

  const spend = (where: ReturnType<typeof and>) =>
    db
      .update(purchasers)
      .set({ usedAt: deps.now() })
      .where(and(where, isNull(purchasers.usedAt), gt(purchasers.expiresAt, deps.now())))
      .returning();

  return new Hono<CustomerEnv>()
    .post(authPaths.postPurchaseToken, validate('json', postPurchaseByPurchaser), async (c) => {
      const [grant] = await spend(eq(purchasers.id, digest(c.req.valid('json').purchaserId)));
      return handOff(c, grant);
    })
    .post(authPaths.postPurchaseTokenByOrderId, validate('json', postPurchaseByOrder), async (c) => {
      const { orderId } = c.req.valid('json');
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      // spec 000 §4: a company (coach) order is not a customer sign-in: 417 sends the coach to the inventory
      if (order?.companyId != null) return jsonError(c, 417, 'This order belongs to a company inventory.');
      const checkout = getCookie(c, CHECKOUT_COOKIE);
      if (!order || !checkout) return handOff(c, undefined);
      const [grant] = await spend(
        and(eq(purchasers.orderId, orderId), eq(purchasers.checkoutDigest, digest(checkout))),
      );
      return handOff(c, grant);
    })
    .get(
      '/api/customer/store/:store/auth-link',
      requireCustomer(deps),
      validate('query', storeAuthLinkQuery),
      async (c) => {
        const store = c.req.param('store');
        if (store !== 'demo') return jsonError(c, 404, `No store named ${store}`);
        const token = newSecret();
        const now = deps.now();
        await db.insert(storeLogins).values({
          id: digest(token),
          customerId: c.get('customer').customerId,
          expiresAt: new Date(now.getTime() + 5 * 60_000),
        });
        const target = c.req.valid('query').url;
        const link = `${config.storeUrl}/login?token=${encodeURIComponent(token)}&return=${encodeURIComponent(target)}`;
        return c.json({ link });
      },
    );
}
