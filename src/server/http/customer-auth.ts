import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../app';
import { activeSession, SESSION_COOKIE, sessionIdFromCookie, touchSession } from '../services/sessions';
import { jsonError } from './errors';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';

export interface SignedInCustomer {
  customerId: number;
  sessionId: string;
}
export type CustomerEnv = { Variables: { customer: SignedInCustomer } };

export const bearerToken = (c: Context) => {
  const header = c.req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * Every customer call carries a Bearer token (spec 000 §6). The token must verify, and the session
 * it belongs to must still be open; activity slides the session's idle deadline unless `slide` is
 * off (the session-expiry check itself must not keep a session alive).
 */
export function requireCustomer(deps: AppDeps, { slide = true } = {}): MiddlewareHandler<CustomerEnv> {
  return async (c, next) => {
    const now = deps.now();
    const token = bearerToken(c);
    const claims = token ? await deps.tokens.verify(token, 'customer', now) : undefined;
    const session = claims ? await activeSession(deps.db, claims.sid, now) : undefined;
    if (!claims || !session || String(session.customerId) !== claims.sub)
      return jsonError(c, 401, SESSION_ENDED_MESSAGE);
    if (slide) await touchSession(deps.db, session, now, deps.config.auth);
    c.set('customer', { customerId: session.customerId, sessionId: session.id });
    await next();
  };
}

/** The session named by the httpOnly cookie, if it is still open. */
export async function sessionFromCookie(deps: AppDeps, c: Context) {
  const id = sessionIdFromCookie(getCookie(c, SESSION_COOKIE));
  return id ? activeSession(deps.db, id, deps.now()) : undefined;
}
