import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  adminPaths,
  savePhoneRequest,
  verifyGoogleAuthenticatorParams,
  verifySmsCodeRequest,
  type GoogleAuthenticatorQr,
  type SignedInRedirect,
  type SmsCodeSent,
} from '../../contract/admin';
import { SMS_DESTINATION_MESSAGES, smsDestinationProblem } from '../../domain/sms-destinations';
import type { AppDeps } from '../app';
import { staff } from '../db/schema/staff';
import { HttpError, invalid, tooManyRequests, usePost } from '../http/errors';
import { setStaffCookie, staffSessionFromCookie } from '../http/staff-auth';
import { validate } from '../http/validate';
import {
  mayEnrol,
  sendSmsCode,
  smsTarget,
  totpSetup,
  verifySmsCode,
  verifyTotpCode,
  type SmsSend,
} from '../services/second-factor';
import { findStaff, homeOf, loadStaffAccess } from '../services/staff';
import { completeSecondFactor, touchStaffSession, type StaffSession } from '../services/staff-sessions';

const HAS_FACTOR =
  'This account already has a second factor. Use it to sign in; you can add another one afterwards.';

const codeIssue = (status: 400, message: string) =>
  new HttpError(status, message, [{ path: 'code', message }]);

/**
 * The second factor (spec 001 §4): set up and verify a phone by SMS code, or set up and verify an
 * authenticator app. Every call works on the `hs_staff` cookie's session, pending or complete.
 */
export function adminSecondFactorRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const idle = config.auth.sessionIdleSeconds;

  async function signingIn(c: Context) {
    const session = await staffSessionFromCookie(deps, c);
    const row = session ? await findStaff(db, session.staffId) : undefined;
    if (!session || !row) throw new HttpError(401, 'Sign in with your e-mail and password first.');
    await touchStaffSession(db, session, deps.now(), idle);
    return { session, row, complete: session.secondFactorAt !== null };
  }

  function answerSent(c: Context, sent: SmsSend) {
    if (sent.kind === 'cooldown')
      return tooManyRequests(
        c,
        `Please wait ${sent.seconds} second${sent.seconds === 1 ? '' : 's'} before asking for a new code.`,
        sent.seconds,
      );
    const { kind: _, ...body } = sent;
    return c.json(body satisfies SmsCodeSent);
  }

  /** Ends a pending session's second step: a fresh cookie, and where the account starts. */
  async function signedIn(c: Context, session: StaffSession) {
    if (!session.secondFactorAt) {
      const fresh = await completeSecondFactor(db, session, deps.now(), idle);
      setStaffCookie(deps, c, fresh.cookie);
    }
    const access = await loadStaffAccess(db, session.staffId);
    if (!access) throw new HttpError(401, 'Sign in with your e-mail and password first.');
    const body: SignedInRedirect = { redirectTo: homeOf(access) };
    return c.json(body);
  }

  return new Hono()
    .post(adminPaths.savePhone, validate('json', savePhoneRequest), async (c) => {
      const { phone } = c.req.valid('json');
      const { row, complete } = await signingIn(c);
      if (!mayEnrol(row, complete)) throw new HttpError(409, HAS_FACTOR);
      const problem = smsDestinationProblem(phone);
      if (problem) throw invalid([{ path: 'phone', message: SMS_DESTINATION_MESSAGES[problem] }]);
      const sent = await sendSmsCode(deps, row.id, phone, deps.now());
      if (sent.kind === 'sent' && !(phone === row.phone && row.phoneVerifiedAt))
        await db.update(staff).set({ pendingPhone: phone }).where(eq(staff.id, row.id));
      return answerSent(c, sent);
    })

    .get(adminPaths.sendSmsVerificationCode, (c) =>
      usePost(c, adminPaths.sendSmsCode, 'Codes are sent by POST, so that opening a link sends nothing.'),
    )

    .post(adminPaths.sendSmsCode, async (c) => {
      const { row, complete } = await signingIn(c);
      const target = smsTarget(row, complete);
      if (!target) throw new HttpError(409, 'Save a phone number first.');
      return answerSent(c, await sendSmsCode(deps, row.id, target, deps.now()));
    })

    .post(adminPaths.verifySmsCode, validate('json', verifySmsCodeRequest), async (c) => {
      const { session, row, complete } = await signingIn(c);
      const result = await verifySmsCode(deps, row, complete, c.req.valid('json').code, deps.now());
      switch (result.kind) {
        case 'verified':
          return signedIn(c, session);
        case 'wrong': {
          const left = result.attemptsLeft;
          throw codeIssue(
            400,
            left > 0
              ? `That code is not right. ${left} attempt${left === 1 ? '' : 's'} left.`
              : 'That code is not right, and that was the last try. Send a new code.',
          );
        }
        case 'expired':
          throw codeIssue(400, 'This code has expired. Send a new one.');
        case 'spent':
          throw codeIssue(400, 'Too many wrong tries for this code. Send a new one.');
        case 'none':
          throw codeIssue(400, 'There is no code waiting for you. Send a new one.');
        case 'not-allowed':
          throw new HttpError(409, HAS_FACTOR);
        case 'limited':
          return tooManyRequests(c, result.message, result.retryAfterSeconds);
      }
    })

    .get(adminPaths.googleAuthenticatorQr, async (c) => {
      const { row, complete } = await signingIn(c);
      const setup = await totpSetup(db, row, complete);
      switch (setup.kind) {
        case 'ok': {
          c.header('Cache-Control', 'no-store');
          const body: GoogleAuthenticatorQr = { link: setup.link, secret: setup.secret };
          return c.json(body);
        }
        case 'enabled':
          throw new HttpError(
            409,
            'An authenticator app is already set up for this account. Enter a code from it.',
          );
        case 'not-allowed':
          throw new HttpError(409, HAS_FACTOR);
      }
    })

    .get(
      adminPaths.verifyGoogleAuthenticatorCode,
      validate('param', verifyGoogleAuthenticatorParams),
      async (c) => {
        const { session, row, complete } = await signingIn(c);
        const result = await verifyTotpCode(deps, row, complete, c.req.valid('param').code, deps.now());
        switch (result.kind) {
          case 'verified':
            return signedIn(c, session);
          case 'wrong':
            throw codeIssue(
              400,
              'That code is not right. Check that the time on your phone is set automatically, then try the current code.',
            );
          case 'replayed':
            throw codeIssue(400, 'This code was already used. Wait for the next one.');
          case 'none':
            throw new HttpError(409, 'Set up the authenticator app first.');
          case 'not-allowed':
            throw new HttpError(409, HAS_FACTOR);
          case 'limited':
            return tooManyRequests(c, result.message, result.retryAfterSeconds);
        }
      },
    );
}
