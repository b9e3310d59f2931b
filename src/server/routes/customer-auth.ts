import { and, eq, gt, isNull } from 'drizzle-orm';
import { preferencesFooter } from '../services/membership-email-preferences';
import { Hono, type Context } from 'hono';
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
import { HttpError, jsonError } from '../http/errors';
import { validate } from '../http/validate';
import { digest, hashPassword, newSecret, verifyPassword } from '../services/crypto';
import { findCustomerByEmail, normalizeAnswer } from '../services/customers';
import { attemptsRefusal, clearHits, countHit } from '../services/rate-limit';
import {
  activeSession,
  issueRefreshToken,
  openSession,
  revokeAllOf,
  revokeSession,
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
    const now = deps.now();
    const session = await openSession(db, customerId, now, policy);
    setSessionCookie(c, session.cookie);
    const refresh_token = await issueRefreshToken(db, { customerId, sessionId: session.id }, now, policy);
    const access = await deps.tokens.sign({ sub: String(customerId), aud: 'customer', sid: session.id }, now);
    return { ...access, refresh_token };
  }

  async function limited(keys: { key: string; max: number }[]) {
    const refusal = await attemptsRefusal(db, keys, deps.now(), policy.loginWindowSeconds);
    return refusal && `${refusal}, or reset your password.`;
  }

  return (
    new Hono()
      .post(authPaths.login, validate('json', loginRequest), async (c) => {
        const { email, password } = c.req.valid('json');
        const keys = [
          { key: `login:account:${email}`, max: policy.loginMaxAttemptsPerAccount },
          { key: `login:address:${clientAddress(c)}`, max: policy.loginMaxAttemptsPerAddress },
        ];
        const refusal = await limited(keys);
        if (refusal) return jsonError(c, 429, refusal);
        const row = await findCustomerByEmail(db, email);
        if (!(await verifyPassword(row?.passwordHash, password)) || !row) {
          for (const { key } of keys) await countHit(db, key, deps.now(), policy.loginWindowSeconds);
          return jsonError(c, 401, WRONG_CREDENTIALS);
        }
        await clearHits(db, keys[0]!.key);
        return c.json(await signIn(c, row.id));
      })

      .get(authPaths.logout, async (c) => {
        const now = deps.now();
        const fromCookie = sessionIdFromCookie(getCookie(c, SESSION_COOKIE));
        const token = bearerToken(c);
        const claims = token ? await deps.tokens.verify(token, 'customer', now) : undefined;
        for (const id of new Set([fromCookie, claims?.sid])) if (id) await revokeSession(db, id, now);
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
        const row = await findCustomerByEmail(db, c.req.valid('json').email);
        if (!row?.securityQuestion)
          throw new HttpError(
            404,
            'No security question is set for this e-mail. Use the e-mail link instead.',
          );
        return c.json({ question: row.securityQuestion });
      })

      .post(authPaths.answerCheck, validate('json', answerCheckRequest), async (c) => {
        const { email, answer } = c.req.valid('json');
        const key = `answer:${email}`;
        const refusal = await limited([{ key, max: policy.loginMaxAttemptsPerAccount }]);
        if (refusal) return jsonError(c, 429, refusal);
        const row = await findCustomerByEmail(db, email);
        const ok = await verifyPassword(row?.securityAnswerHash ?? undefined, normalizeAnswer(answer));
        if (!ok || !row) {
          await countHit(db, key, deps.now(), policy.loginWindowSeconds);
          return jsonError(c, 400, 'That answer does not match.', [
            { path: 'answer', message: 'That answer does not match.' },
          ]);
        }
        await clearHits(db, key);
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
