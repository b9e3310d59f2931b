import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { NUTRITION_NOT_INCLUDED, NUTRITION_NOT_INCLUDED_MESSAGE } from '../../contract/nutrition';
import { ACCOUNT_NOT_ACTIVE } from '../../contract/onboarding';
import type { AppDeps } from '../app';
import {
  activeSession,
  SESSION_COOKIE,
  sessionIdFromCookie,
  touchSession,
  type OpenSession,
} from '../services/sessions';
import { jsonError } from './errors';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';
import { BACK_OFFICE_MESSAGES } from '../../contract/back-office';

const READ_METHODS = new Set(['GET', 'HEAD']);
/** The error code of a write refused in a view-as session. */
export const READ_ONLY_VIEW = 'READ_ONLY_VIEW';

export const ACCOUNT_NOT_ACTIVE_MESSAGE = 'Finish setting up your account to see this.';

export interface SignedInCustomer {
  customerId: number;
  sessionId: string;
  /** As the session was read: the gate of `requireActiveCustomer` needs no second query. */
  activationState: string;
  /** As the session was read, for the gate of `requireNutritionCustomer`. */
  permissions: readonly string[];
  isDnaOnly: boolean;
  /** Set when an administrator opened this session to view the product as the customer: read-only. */
  viewAsStaffId: number | null;
  sessionStartedAt: Date;
  /**
   * The customer's row as the session was read: up to SESSION_CACHE_SECONDS old when another process
   * changed it (issue 22), so only reads that may lag as much use it; a write reads the row afresh.
   */
  row: OpenSession['customer'];
}
export type CustomerEnv = { Variables: { customer: SignedInCustomer } };

export const bearerToken = (c: Context) => {
  const header = c.req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * Every customer call carries a Bearer token (spec 000 §6). The token must verify, and the session
 * it belongs to must still be open (read through the session cache: issue 22); activity slides the session's idle deadline unless `slide` is
 * off (the session-expiry check itself must not keep a session alive).
 */
export function requireCustomer(deps: AppDeps, { slide = true } = {}): MiddlewareHandler<CustomerEnv> {
  return async (c, next) => {
    const now = deps.now();
    const token = bearerToken(c);
    const claims = token ? await deps.tokens.verify(token, 'customer', now) : undefined;
    const session = claims ? await deps.sessions.read(claims.sid, now) : undefined;
    if (!claims || !session || String(session.customerId) !== claims.sub)
      return jsonError(c, 401, SESSION_ENDED_MESSAGE);
    // Issue 18: a view-as session reads and never writes. The rule lives here so no customer route can
    // forget it; the calls the session itself needs (refresh, session check, logout, view-as end) do
    // not pass through this guard.
    if (session.viewAsStaffId !== null && !READ_METHODS.has(c.req.method))
      return jsonError(c, 403, BACK_OFFICE_MESSAGES.readOnlyView, undefined, READ_ONLY_VIEW);
    if (slide) deps.sessions.slid(session.id, await touchSession(deps.db, session, now, deps.config.auth));
    c.set('customer', {
      customerId: session.customerId,
      sessionId: session.id,
      activationState: session.activationState,
      permissions: session.permissions,
      isDnaOnly: session.isDnaOnly,
      viewAsStaffId: session.viewAsStaffId,
      sessionStartedAt: session.createdAt,
      row: session.customer,
    });
    await next();
  };
}

/**
 * A customer call that needs the full account (results, InnerAge, DNA, uploads, test and order
 * actions): a signed-in customer who has not finished onboarding gets 403 ACCOUNT_NOT_ACTIVE before
 * anything is read or validated (spec 000 §4: the first four states are "before account access").
 */
export function requireActiveCustomer(
  deps: AppDeps,
  options: { slide?: boolean } = {},
): MiddlewareHandler<CustomerEnv> {
  const signedIn = requireCustomer(deps, options);
  return async (c, next) => {
    let active = false;
    const refused = await signedIn(c, async () => {
      active = c.get('customer').activationState === 'ACTIVE';
      if (active) await next();
    });
    if (refused) return refused;
    if (!active) return jsonError(c, 403, ACCOUNT_NOT_ACTIVE_MESSAGE, undefined, ACCOUNT_NOT_ACTIVE);
  };
}

/**
 * A nutrition call (000 §2.3, §6): an ACTIVE customer with the `nutrition` permission who is not
 * DNA-only; everyone else is refused before anything is read or validated.
 */
export function requireNutritionCustomer(deps: AppDeps): MiddlewareHandler<CustomerEnv> {
  const active = requireActiveCustomer(deps);
  return async (c, next) => {
    let allowed = false;
    const refused = await active(c, async () => {
      const { permissions, isDnaOnly } = c.get('customer');
      allowed = !isDnaOnly && permissions.includes('nutrition');
      if (allowed) await next();
    });
    if (refused) return refused;
    if (!allowed) return jsonError(c, 403, NUTRITION_NOT_INCLUDED_MESSAGE, undefined, NUTRITION_NOT_INCLUDED);
  };
}

/** The session named by the httpOnly cookie, if it is still open. */
export async function sessionFromCookie(deps: AppDeps, c: Context) {
  const id = sessionIdFromCookie(getCookie(c, SESSION_COOKIE));
  return id ? activeSession(deps.db, id, deps.now()) : undefined;
}
