import { and, eq, gt, isNull } from 'drizzle-orm';
import { preferencesFooter } from '../services/membership-email-preferences';
import { Hono, type Context } from 'hono';
import { BULK_MESSAGES } from '../../contract/back-office-bulk';
import { deleteCookie, setCookie } from 'hono/cookie';
import {
  answerCheckRequest,
  authPaths,
  guidCheckRequest,
  loginRequest,
  recoverPasswordRequest,
  refreshRequest,
  resetPasswordRequest,
  securityQuestionRequest,
  type AccessToken,
  type SessionExpiration,
  type TokenSet,
} from '../../contract/auth';
import type { AppDeps } from '../app';
import { customers, passwordResets } from '../db/schema/identity';
import { clientAddress } from '../http/client-address';
import { cookieOptions } from '../http/cookies';
import { bearerToken, sessionFromCookie } from '../http/customer-auth';
import { isKnownDevice, setDeviceCookie } from '../http/device-cookie';
import { HttpError, jsonError, tooManyRequests, usePost } from '../http/errors';
import { validate } from '../http/validate';
import { digest, hashPassword, newSecret, verifyPassword } from '../services/crypto';
import { findCustomerByEmail, normalizeAnswer } from '../services/customers';
import { reserveAttempt, signInLimits, tooManyMessage, type AttemptLimit } from '../services/rate-limit';
import { questionToShow } from '../services/security-question';
import { endCustomerSession } from '../services/admin/view-as';
import { deletionApproved } from '../services/admin/deletion';
import { DELETION_MESSAGES } from '../../contract/back-office-deletion';
import {
  activeSession,
  issueRefreshToken,
  openSession,
  revokeAllOf,
  rotateRefreshToken,
  SESSION_COOKIE,
  sessionIdFromCookie,
  touchSession,
} from '../services/sessions';
import { getCookie } from 'hono/cookie';

const WRONG_CREDENTIALS = 'The e-mail or password is not right.';

/** Sign-in, tokens and password recovery for customers (spec 000 §7.1). */
export function customerAuthRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const policy = config.auth;

  const setSessionCookie = (c: Context, cookie: string) =>
    setCookie(c, SESSION_COOKIE, cookie, cookieOptions(config));

  async function signIn(c: Context, customerId: number): Promise<TokenSet> {
    // issue 19: an approved deletion request ends the account for good (its erasure follows)
    if (await deletionApproved(db, customerId)) throw new HttpError(403, DELETION_MESSAGES.signInRefused);
    const now = deps.now();
    const session = await openSession(db, customerId, now, policy);
    setSessionCookie(c, session.cookie);
    setDeviceCookie(c, config, 'customer', customerId);
    const refresh_token = await issueRefreshToken(db, { customerId, sessionId: session.id }, now, policy);
    const access = await deps.tokens.sign({ sub: String(customerId), aud: 'customer', sid: session.id }, now);
    return { ...access, refresh_token };
  }

  const refuse = (c: Context, what: string, retryAfterSeconds: number) =>
    tooManyRequests(
      c,
      `${tooManyMessage(what, retryAfterSeconds)}, or reset your password.`,
      retryAfterSeconds,
    );
  const perWindow = (key: string, max: number): AttemptLimit => ({
    key,
    max,
    windowSeconds: policy.loginWindowSeconds,
    onSuccess: 'release',
  });

  return (
    new Hono()
      .post(authPaths.login, validate('json', loginRequest), async (c) => {
        const { email, password } = c.req.valid('json');
        const row = await findCustomerByEmail(db, email);
        const limits = signInLimits(policy, 'login', {
          email,
          address: clientAddress(c),
          knownDeviceOf: row && isKnownDevice(c, config, 'customer', row.id) ? row.id : undefined,
        });
        const attempt = await reserveAttempt(db, limits, deps.now());
        if (attempt.kind === 'refused') return refuse(c, 'sign-in attempts', attempt.retryAfterSeconds);
        if (!(await verifyPassword(row?.passwordHash, password)) || !row)
          return jsonError(c, 401, WRONG_CREDENTIALS);
        await attempt.succeeded();
        // issue 19: a deactivated account (bulk action) is told so once the password proved who it is
        if (row.deactivatedAt) return jsonError(c, 403, BULK_MESSAGES.deactivated);
        return c.json(await signIn(c, row.id));
      })

      // No state change on GET (issue 21 §12): the spec's GET stays an address that only says how.
      .get(authPaths.logout, (c) => usePost(c, authPaths.logoutPost, 'Log out with POST.'))

      // The session of the cookie (all sendBeacon or a page being left can carry) and the token's.
      // Cross-site forms cannot end it: the cookie is SameSite=Lax, so it is not sent on their POST.
      .post(authPaths.logoutPost, async (c) => {
        const now = deps.now();
        const fromCookie = sessionIdFromCookie(getCookie(c, SESSION_COOKIE));
        const token = bearerToken(c);
        const claims = token ? await deps.tokens.verify(token, 'customer', now) : undefined;
        for (const id of new Set([fromCookie, claims?.sid])) if (id) await endCustomerSession(db, id, now);
        deleteCookie(c, SESSION_COOKIE, { path: '/' });
        return c.json({ ok: true });
      })

      // Token by cookie: restores a signed-in page after a reload without keeping tokens on disk.
      .get(authPaths.jwtToken, async (c) => {
        const session = await sessionFromCookie(deps, c);
        if (!session) return jsonError(c, 401, 'You are not signed in.');
        const now = deps.now();
        await touchSession(db, session, now, policy);
        const body: AccessToken = await deps.tokens.sign(
          { sub: String(session.customerId), aud: 'customer', sid: session.id },
          now,
        );
        return c.json(body);
      })

      .post(authPaths.oauthToken, validate('json', refreshRequest), async (c) => {
        const now = deps.now();
        const result = await rotateRefreshToken(db, c.req.valid('json').refresh_token, now, policy);
        if (result.kind === 'refused')
          return jsonError(c, 401, 'This sign-in has ended. Please log in again.');
        const access = await deps.tokens.sign(
          { sub: String(result.customerId), aud: 'customer', sid: result.sessionId },
          now,
        );
        const body: TokenSet = { ...access, refresh_token: result.refreshToken };
        return c.json(body);
      })

      // Seconds until the session's idle deadline; reading it does not extend the session.
      .get(authPaths.checkSessionExpiration, async (c) => {
        const now = deps.now();
        const token = bearerToken(c);
        const claims = token ? await deps.tokens.verify(token, 'customer', now) : undefined;
        const id = claims?.sid ?? sessionIdFromCookie(getCookie(c, SESSION_COOKIE));
        const session = id ? await activeSession(db, id, now) : undefined;
        const seconds = session
          ? Math.max(0, Math.floor((session.idleExpiresAt.getTime() - now.getTime()) / 1000))
          : 0;
        const body: SessionExpiration = { seconds };
        return c.json(body);
      })

      .post(authPaths.recoverPassword, validate('json', recoverPasswordRequest), async (c) => {
        const { email } = c.req.valid('json');
        const row = await findCustomerByEmail(db, email);
        // The same answer whether or not the account exists.
        if (row) {
          const guid = await createResetGrant(deps, row.id);
          const link = `${config.publicUrl}/customer/login/reset-password?guid=${encodeURIComponent(guid)}`;
          await deps.outbox.send(
            {
              channel: 'email',
              recipient: row.email.toLowerCase(),
              subject: 'Reset your Healthspan password',
              body:
                `Hello ${row.firstName || 'there'},\n\nWe received a request to reset your Healthspan password. ` +
                `Open this link within ${policy.resetLinkMinutes} minutes to choose a new one:\n\n${link}\n\n` +
                'If you did not ask for this, ignore this e-mail: your password stays as it is.' +
                (await preferencesFooter(db, row.id, config.publicUrl)),
            },
            deps.now(),
          );
        }
        return c.json({ sent: true });
      })

      .post(authPaths.securityQuestion, validate('json', securityQuestionRequest), async (c) => {
        const { email } = c.req.valid('json');
        const attempt = await reserveAttempt(
          db,
          [perWindow(`question:address:${clientAddress(c)}`, policy.loginMaxAttemptsPerAddress)],
          deps.now(),
        );
        if (attempt.kind === 'refused') return refuse(c, 'requests', attempt.retryAfterSeconds);
        const row = await findCustomerByEmail(db, email);
        return c.json({ question: questionToShow(row?.securityQuestion, email, config.auth.jwtSecret) });
      })

      .post(authPaths.answerCheck, validate('json', answerCheckRequest), async (c) => {
        const { email, answer } = c.req.valid('json');
        const attempt = await reserveAttempt(
          db,
          [
            perWindow(`answer:address:${clientAddress(c)}`, policy.loginMaxAttemptsPerAddress),
            {
              ...perWindow(`answer:account:${email}`, policy.loginMaxAttemptsPerAccount),
              onSuccess: 'clear',
            },
          ],
          deps.now(),
        );
        if (attempt.kind === 'refused') return refuse(c, 'answers', attempt.retryAfterSeconds);
        const row = await findCustomerByEmail(db, email);
        const ok = await verifyPassword(row?.securityAnswerHash ?? undefined, normalizeAnswer(answer));
        if (!ok || !row)
          return jsonError(c, 400, 'That answer does not match.', [
            { path: 'answer', message: 'That answer does not match.' },
          ]);
        await attempt.succeeded();
        return c.json({ guid: await createResetGrant(deps, row.id) });
      })

      .post(authPaths.guidCheck, validate('json', guidCheckRequest), async (c) => {
        const now = deps.now();
        const [grant] = await db
          .select()
          .from(passwordResets)
          .where(
            and(
              eq(passwordResets.id, digest(c.req.valid('json').guid)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          );
        return c.json({ valid: Boolean(grant) });
      })

      .post(authPaths.resetPassword, validate('json', resetPasswordRequest), async (c) => {
        const { guid, password } = c.req.valid('json');
        const now = deps.now();
        const [grant] = await db
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.id, digest(guid)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning();
        if (!grant)
          throw new HttpError(400, 'This reset link has expired or was already used. Ask for a new one.', [
            { path: 'guid', message: 'This reset link has expired or was already used.' },
          ]);
        await db
          .update(customers)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(customers.id, grant.customerId));
        await revokeAllOf(db, grant.customerId, now);
        return c.json({ ok: true });
      })
  );
}

async function createResetGrant(deps: AppDeps, customerId: number) {
  const guid = newSecret();
  const now = deps.now();
  await deps.db.insert(passwordResets).values({
    id: digest(guid),
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.auth.resetLinkMinutes * 60_000),
  });
  return guid;
}
