import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import {
  adminPaths,
  guidCheckRequest,
  recoverPasswordRequest,
  resetPasswordRequest,
  staffLoginRequest,
  staffWebRoutes,
  type StaffLoginResponse,
} from '../../contract/admin';
import type { AppDeps } from '../app';
import { staff, staffPasswordResets } from '../db/schema/staff';
import { clientAddress } from '../http/client-address';
import { bearerToken } from '../http/customer-auth';
import { isKnownDevice, setDeviceCookie } from '../http/device-cookie';
import { HttpError, jsonError, tooManyRequests, usePost } from '../http/errors';
import { issueStaffToken, setStaffCookie } from '../http/staff-auth';
import { validate } from '../http/validate';
import { digest, hashPassword, newSecret, verifyPassword } from '../services/crypto';
import { reserveAttempt, signInLimits, tooManyMessage } from '../services/rate-limit';
import { sendSmsCode } from '../services/second-factor';
import { findStaffByEmail, firstSecondFactorScreen, maskPhone } from '../services/staff';
import {
  openStaffSession,
  revokeAllStaffSessions,
  revokeStaffSession,
  STAFF_COOKIE,
} from '../services/staff-sessions';

const WRONG_CREDENTIALS = 'The e-mail or password is not right.';

/** Staff password sign-in, tokens by cookie, logout and password recovery (spec 001 §4, §7 Admin auth). */
export function adminAuthRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const policy = config.auth;

  return (
    new Hono()
      // The password opens a session whose second factor is pending; the answer names the screen.
      .post(adminPaths.login, validate('json', staffLoginRequest), async (c) => {
        const { email, password } = c.req.valid('json');
        const row = await findStaffByEmail(db, email);
        const limits = signInLimits(policy, 'staff-login', {
          email,
          address: clientAddress(c),
          knownDeviceOf: row && isKnownDevice(c, config, 'staff', row.id) ? row.id : undefined,
        });
        const attempt = await reserveAttempt(db, limits, deps.now());
        if (attempt.kind === 'refused') {
          const wait = attempt.retryAfterSeconds;
          return tooManyRequests(
            c,
            `${tooManyMessage('sign-in attempts', wait)}, or reset your password.`,
            wait,
          );
        }
        if (!(await verifyPassword(row?.passwordHash, password)) || !row)
          return jsonError(c, 401, WRONG_CREDENTIALS);
        await attempt.succeeded();
        setDeviceCookie(c, config, 'staff', row.id);
        const now = deps.now();
        const session = await openStaffSession(db, row.id, now, policy.sessionIdleSeconds);
        setStaffCookie(deps, c, session.cookie);
        const body: StaffLoginResponse = { next: firstSecondFactorScreen(row) };
        if (body.next === 'sms-code-verification' && row.phone) {
          // Within the resend cooldown nothing is sent while the code sent moments ago still works.
          await sendSmsCode(deps, row.id, row.phone, now, { signingIn: true });
          body.maskedPhone = maskPhone(row.phone);
        }
        return c.json(body);
      })

      .get(adminPaths.logout, (c) => usePost(c, adminPaths.logoutPost, 'Log out with POST.'))

      .post(adminPaths.logoutPost, async (c) => {
        const now = deps.now();
        const cookie = getCookie(c, STAFF_COOKIE);
        const token = bearerToken(c);
        const claims = token
          ? ((await deps.tokens.verify(token, 'admin', now)) ??
            (await deps.tokens.verify(token, 'coach', now)))
          : undefined;
        for (const id of new Set([cookie && digest(cookie), claims?.sid]))
          if (id) await revokeStaffSession(db, id, now);
        deleteCookie(c, STAFF_COOKIE, { path: '/' });
        return c.json({ ok: true });
      })

      // Token by cookie, only once the second factor is done (spec 001 §4 token refresh).
      .get(adminPaths.jwtToken, (c) => issueStaffToken(deps, c, 'admin'))

      .post(adminPaths.sendRecoveryEmail, validate('json', recoverPasswordRequest), async (c) => {
        const row = await findStaffByEmail(db, c.req.valid('json').email);
        // The same answer whether or not the account exists.
        if (row) {
          const guid = newSecret();
          const now = deps.now();
          await db.insert(staffPasswordResets).values({
            id: digest(guid),
            staffId: row.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + policy.resetLinkMinutes * 60_000),
          });
          const link = `${config.publicUrl}${staffWebRoutes.resetPassword}?guid=${encodeURIComponent(guid)}`;
          await deps.outbox.send(
            {
              channel: 'email',
              recipient: row.email.toLowerCase(),
              subject: 'Reset your Healthspan admin password',
              body:
                `Hello ${row.firstName || 'there'},\n\nWe received a request to reset your Healthspan admin password. ` +
                `Open this link within ${policy.resetLinkMinutes} minutes to choose a new one:\n\n${link}\n\n` +
                'If you did not ask for this, ignore this e-mail: your password stays as it is.',
            },
            now,
          );
        }
        return c.json({ sent: true });
      })

      .post(adminPaths.guidCheck, validate('json', guidCheckRequest), async (c) => {
        const [grant] = await db
          .select({ id: staffPasswordResets.id })
          .from(staffPasswordResets)
          .where(
            and(
              eq(staffPasswordResets.id, digest(c.req.valid('json').guid)),
              isNull(staffPasswordResets.usedAt),
              gt(staffPasswordResets.expiresAt, deps.now()),
            ),
          );
        return c.json({ valid: Boolean(grant) });
      })

      // A new password ends every session of the account; the second factor stays as it was.
      .post(adminPaths.resetPassword, validate('json', resetPasswordRequest), async (c) => {
        const { guid, password } = c.req.valid('json');
        const now = deps.now();
        const [grant] = await db
          .update(staffPasswordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(staffPasswordResets.id, digest(guid)),
              isNull(staffPasswordResets.usedAt),
              gt(staffPasswordResets.expiresAt, now),
            ),
          )
          .returning();
        if (!grant)
          throw new HttpError(400, 'This reset link has expired or was already used. Ask for a new one.', [
            { path: 'guid', message: 'This reset link has expired or was already used.' },
          ]);
        await db
          .update(staff)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(staff.id, grant.staffId));
        await revokeAllStaffSessions(db, grant.staffId, now);
        return c.json({ ok: true });
      })
  );
}
