import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { TokenSet } from '../../contract/auth';
import { viewAsPaths } from '../../contract/back-office';
import {
  adminCustomerViewPath,
  VIEW_AS_MESSAGES,
  viewAsStartRequest,
  type ViewAsEndResponse,
} from '../../contract/back-office-insights';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';
import type { AppDeps } from '../app';
import { cookieOptions } from '../http/cookies';
import { bearerToken } from '../http/customer-auth';
import { jsonError } from '../http/errors';
import { validate } from '../http/validate';
import { consumeViewAsTicket, endCustomerSession } from '../services/admin/view-as';
import {
  activeSession,
  issueRefreshToken,
  openViewAsSession,
  SESSION_COOKIE,
  sessionIdFromCookie,
} from '../services/sessions';

/**
 * The customer side of "view as customer" (issue 18). `start` spends the back office's ticket and opens
 * a NEW read-only customer session in this browser, answered as a sign-in is (cookie, tokens); the
 * customer's own sessions, tokens and password are never touched. `end` closes it and says where the
 * administrator goes back to.
 */
export function viewAsRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const policy = config.auth;
  return new Hono()
    .post(viewAsPaths.start, validate('json', viewAsStartRequest), async (c) => {
      const now = deps.now();
      const { staffId, customerId } = await consumeViewAsTicket(db, c.req.valid('json').ticket, now);
      const session = await openViewAsSession(db, customerId, staffId, now, policy);
      // The device cookie of a sign-in is left out: this browser is not the customer's device.
      setCookie(c, SESSION_COOKIE, session.cookie, cookieOptions(config));
      const refresh_token = await issueRefreshToken(db, { customerId, sessionId: session.id }, now, policy);
      const access = await deps.tokens.sign(
        { sub: String(customerId), aud: 'customer', sid: session.id },
        now,
      );
      return c.json<TokenSet>({ ...access, refresh_token });
    })
    .post(viewAsPaths.end, async (c) => {
      const now = deps.now();
      const token = bearerToken(c);
      const claims = token ? await deps.tokens.verify(token, 'customer', now) : undefined;
      const id = claims?.sid ?? sessionIdFromCookie(getCookie(c, SESSION_COOKIE));
      const session = id ? await activeSession(db, id, now) : undefined;
      if (!session) return jsonError(c, 401, SESSION_ENDED_MESSAGE);
      if (session.viewAsStaffId === null) return jsonError(c, 403, VIEW_AS_MESSAGES.notViewAs);
      await endCustomerSession(db, session.id, now);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return c.json<ViewAsEndResponse>({ redirectTo: adminCustomerViewPath(session.customerId) });
    });
}
