import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  accessCovers,
  COMPANY_HEADER,
  type AccessRequirement,
  type StaffAccessToken,
} from '../../contract/admin';
import type { AppDeps } from '../app';
import { digest } from '../services/crypto';
import { activeStaffSession, STAFF_COOKIE, touchStaffSession } from '../services/staff-sessions';
import { findStaff, loadStaffAccess, type StaffAccess } from '../services/staff';
import { cookieOptions } from './cookies';
import { bearerToken } from './customer-auth';
import { jsonError } from './errors';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';

export interface SignedInStaff extends StaffAccess {
  sessionId: string;
}
export type StaffEnv = { Variables: { staff: SignedInStaff } };

export const FORBIDDEN = 'Forbidden';

/**
 * Guards an admin or coach call (spec 001 §6). 401 unless the Bearer token verifies for the audience
 * and its session is open with the second factor done; 403 unless the role's roleAccesses patterns
 * cover `access` and the `x-company-id` header equals the token's permitted_company_id (and the
 * account's company). The web answers any 403 with the corporate-VPN alert (spec 001 §8).
 */
export function requireStaff(
  deps: AppDeps,
  { audience, access }: { audience: 'admin' | 'coach'; access?: AccessRequirement },
): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const now = deps.now();
    const token = bearerToken(c);
    const claims = token ? await deps.tokens.verify(token, audience, now) : undefined;
    const session = claims ? await activeStaffSession(deps.db, claims.sid, now) : undefined;
    if (!claims || !session?.secondFactorAt || String(session.staffId) !== claims.sub)
      return jsonError(c, 401, SESSION_ENDED_MESSAGE);
    const who = await loadStaffAccess(deps.db, session.staffId);
    if (!who || who.staff.kind !== audience) return jsonError(c, 401, SESSION_ENDED_MESSAGE);

    const header = c.req.header(COMPANY_HEADER)?.trim();
    const sameCompany =
      header !== undefined &&
      /^\d+$/.test(header) &&
      Number(header) === claims.permitted_company_id &&
      Number(header) === who.staff.companyId;
    const allowed = access === undefined || accessCovers(who.patterns, access);
    if (!sameCompany || !allowed) {
      deps.log.warn('staff call refused', {
        path: c.req.path,
        staffId: who.staff.id,
        reason: sameCompany ? 'role' : 'company',
      });
      return jsonError(c, 403, FORBIDDEN);
    }
    await touchStaffSession(deps.db, session, now, deps.config.auth.sessionIdleSeconds);
    c.set('staff', { ...who, sessionId: session.id });
    await next();
  };
}

/** The staff session named by the httpOnly `hs_staff` cookie, if it is still open (second factor or not). */
export async function staffSessionFromCookie(deps: AppDeps, c: Context) {
  const cookie = getCookie(c, STAFF_COOKIE);
  return cookie ? activeStaffSession(deps.db, digest(cookie), deps.now()) : undefined;
}

export function setStaffCookie(deps: AppDeps, c: Context, cookie: string) {
  setCookie(c, STAFF_COOKIE, cookie, cookieOptions(deps.config));
}

/**
 * Answers a token for the cookie's session (spec 001 §4: admin and coach tokens are obtained by
 * cookie): 401 before the second factor, or when the account is not of the audience's kind.
 */
export async function issueStaffToken(deps: AppDeps, c: Context, audience: 'admin' | 'coach') {
  const session = await staffSessionFromCookie(deps, c);
  if (!session) return jsonError(c, 401, 'You are not signed in.');
  if (!session.secondFactorAt) return jsonError(c, 401, 'Finish the second step of signing in first.');
  const row = await findStaff(deps.db, session.staffId);
  if (!row) return jsonError(c, 401, 'You are not signed in.');
  if (row.kind !== audience)
    return jsonError(
      c,
      401,
      audience === 'admin' ? 'This is a coach account: use the coach area.' : 'This is not a coach account.',
    );
  const now = deps.now();
  await touchStaffSession(deps.db, session, now, deps.config.auth.sessionIdleSeconds);
  const token = await deps.tokens.sign(
    { sub: String(row.id), aud: audience, sid: session.id, permitted_company_id: row.companyId },
    now,
  );
  const body: StaffAccessToken = { ...token, permitted_company_id: row.companyId };
  c.header('Cache-Control', 'no-store');
  return c.json(body);
}
