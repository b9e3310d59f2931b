import { and, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  coachCallAccess,
  coachLoginByGuidRequest,
  coachPaths,
  staffWebRoutes,
  type CoachSettings,
  type SignedInRedirect,
} from '../../contract/admin';
import type { AppDeps } from '../app';
import { coachLoginLinks, staff } from '../db/schema/staff';
import { jsonError, usePost } from '../http/errors';
import { issueStaffToken, requireStaff, setStaffCookie, type StaffEnv } from '../http/staff-auth';
import { validate } from '../http/validate';
import { digest } from '../services/crypto';
import { openStaffSession } from '../services/staff-sessions';

/** The coach's entry by guid link, token by cookie and settings (spec 001 §2 Coach routes, §7 Coach). */
export function coachAuthRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return (
    new Hono<StaffEnv>()
      .get(coachPaths.loginByGuid, (c) =>
        usePost(
          c,
          coachPaths.loginWithGuid,
          'Sign in by POST with the guid in the body, so that opening a link alone signs no one in.',
        ),
      )

      // The guid link is the coach's credential: it opens a session with the second factor done.
      .post(coachPaths.loginWithGuid, validate('json', coachLoginByGuidRequest), async (c) => {
        const now = deps.now();
        const [link] = await db
          .select({ staffId: coachLoginLinks.staffId })
          .from(coachLoginLinks)
          .innerJoin(staff, eq(staff.id, coachLoginLinks.staffId))
          .where(
            and(
              eq(coachLoginLinks.id, digest(c.req.valid('json').guid)),
              gt(coachLoginLinks.expiresAt, now),
              eq(staff.kind, 'coach'),
            ),
          );
        if (!link)
          return jsonError(c, 401, 'This sign-in link is not valid or has expired. Ask for a new one.');
        const session = await openStaffSession(db, link.staffId, now, config.auth.sessionIdleSeconds, now);
        setStaffCookie(deps, c, session.cookie);
        const body: SignedInRedirect = { redirectTo: staffWebRoutes.coachHome };
        return c.json(body);
      })

      .get(coachPaths.jwtToken, (c) => issueStaffToken(deps, c, 'coach'))

      .get(
        coachPaths.settings,
        requireStaff(deps, { audience: 'coach', access: coachCallAccess.settings }),
        (c) => {
          const { staff: s, company } = c.get('staff');
          const body: CoachSettings = {
            profile: { firstName: s.firstName, lastName: s.lastName, email: s.email },
            company: { id: company.id, name: company.name },
            hasOrdersPageAccess: s.hasOrdersPageAccess,
          };
          return c.json(body);
        },
      )
  );
}
