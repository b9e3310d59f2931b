import { Hono } from 'hono';
import {
  accountPaths,
  changeEmailRequest,
  passwordPostRequest,
  phonePostRequest,
  saveVerifiedPhoneRequest,
  securityQuestionPostRequest,
  type PhoneCodeSent,
} from '../../../contract/account';
import { SMS_DESTINATION_MESSAGES, smsDestinationProblem } from '../../../domain/sms-destinations';
import type { AppDeps } from '../../app';
import { type CustomerEnv } from '../../http/customer-auth';
import { invalid, jsonError, tooManyRequests } from '../../http/errors';
import { validate } from '../../http/validate';
import { changeEmail, securityOf } from '../../services/account';
import { hashPassword } from '../../services/crypto';
import { normalizeAnswer, toCustomer } from '../../services/customers';
import { reserveAttempt, tooManyMessage, waitWords } from '../../services/rate-limit';
import { revokeOthersOf } from '../../services/sessions';
import { openSmsCode, redeemSmsCode, sendSmsCode, type SmsCodePolicy } from '../../services/sms-codes';
import { accountContext, type Ctx } from './context';

/** Verification codes a day per account and per destination number (issue 21 §10: SMS pumping). */
export const PHONE_CODES_PER_DAY = { owner: 5, number: 5 } as const;

/** Phone (verified by SMS), password, security question and e-mail (000 §7.3). */
export function accountSecurityRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const { customer, me, update, advance, confirmPassword } = accountContext(deps);
  const smsPolicy: SmsCodePolicy = {
    codeMinutes: config.staff.smsCodeMinutes,
    resendSeconds: config.staff.smsResendSeconds,
    maxAttempts: config.staff.smsCodeMaxAttempts,
    perDay: PHONE_CODES_PER_DAY,
  };
  function phoneCodeAnswer(c: Ctx, sent: Awaited<ReturnType<typeof sendSmsCode>>, phone: string) {
    if (sent.kind === 'cooldown') {
      const wait = waitWords(sent.seconds);
      const message = {
        resend: `Please wait ${wait} before asking for another code.`,
        'owner-day': `You have asked for ${PHONE_CODES_PER_DAY.owner} codes today, the most a day. Please try again in ${wait}.`,
        'number-day': `This number has been sent ${PHONE_CODES_PER_DAY.number} codes today, the most a day. Please try again in ${wait}.`,
      }[sent.reason];
      return tooManyRequests(c, message, sent.seconds);
    }
    const { kind: _kind, ...rest } = sent;
    return c.json<PhoneCodeSent>({ ...rest, pendingPhone: phone });
  }
  const sendPhoneCode = (customerId: number, phone: string) =>
    sendSmsCode(
      deps,
      { customerId },
      phone,
      smsPolicy,
      (code) =>
        `Your Healthspan verification code is ${code}. It expires in ${smsPolicy.codeMinutes} minutes. Never share it: Healthspan will not ask you for it.`,
      deps.now(),
    );

  return (
    new Hono<CustomerEnv>()
      // ── Phone, verified by a code sent by SMS ─────────────────────────────────
      .post(accountPaths.phonePost, customer, validate('json', phonePostRequest), async (c) => {
        const { phone } = c.req.valid('json');
        const row = await me(c);
        if (row.phoneVerifiedAt && row.phone === phone)
          throw invalid([{ path: 'phone', message: 'This is already your verified phone number' }]);
        const problem = smsDestinationProblem(phone);
        if (problem) throw invalid([{ path: 'phone', message: SMS_DESTINATION_MESSAGES[problem] }]);
        const sent = await sendPhoneCode(row.id, phone);
        // The number waits for its code; the verified phone stays until the code comes back.
        if (sent.kind === 'sent') {
          await update(c, { pendingPhone: phone });
          await advance(c);
        }
        return phoneCodeAnswer(c, sent, phone);
      })
      .post(accountPaths.phoneVerificationCodePost, customer, async (c) => {
        const row = await me(c);
        if (!row.pendingPhone) return jsonError(c, 409, 'Enter a phone number first.');
        return phoneCodeAnswer(c, await sendPhoneCode(row.id, row.pendingPhone), row.pendingPhone);
      })
      .post(
        accountPaths.saveVerifiedPhone,
        customer,
        validate('json', saveVerifiedPhoneRequest),
        async (c) => {
          const row = await me(c);
          const owner = { customerId: row.id };
          const now = deps.now();
          const codeIssue = (message: string) => invalid([{ path: 'code', message }]);
          const open = await openSmsCode(db, owner, now, smsPolicy.maxAttempts);
          if (open.kind === 'expired') throw codeIssue('This code has expired. Ask for a new one');
          if (open.kind === 'spent') throw codeIssue('Too many wrong codes. Ask for a new one');
          if (open.kind !== 'open' || !row.pendingPhone || open.code.phone !== row.pendingPhone)
            throw codeIssue('No code is waiting. Enter your phone number to get one');
          const attempt = await reserveAttempt(
            db,
            [
              {
                key: `customer-phone:${row.id}`,
                max: config.staff.secondFactorMaxFailures,
                windowSeconds: config.auth.loginWindowSeconds,
                onSuccess: 'clear',
              },
            ],
            now,
          );
          if (attempt.kind === 'refused') {
            const wait = attempt.retryAfterSeconds;
            return tooManyRequests(c, `${tooManyMessage('wrong codes', wait)}.`, wait);
          }
          const redeemed = await redeemSmsCode(
            db,
            owner,
            open.code,
            c.req.valid('json').code,
            now,
            smsPolicy.maxAttempts,
          );
          if (redeemed.kind === 'wrong')
            throw codeIssue(
              redeemed.attemptsLeft > 0
                ? `That code is not right. ${redeemed.attemptsLeft} attempt${redeemed.attemptsLeft === 1 ? '' : 's'} left`
                : 'That code is not right. Ask for a new one',
            );
          if (redeemed.kind === 'none') throw codeIssue('This code was already used. Ask for a new one');
          await attempt.succeeded();
          await update(c, { phone: open.code.phone, phoneVerifiedAt: now, pendingPhone: null });
          await advance(c);
          return c.json(securityOf(await me(c)));
        },
      )

      // ── Password, security question, e-mail ───────────────────────────────────
      .post(accountPaths.passwordPost, customer, validate('json', passwordPostRequest), async (c) => {
        const { currentPassword, newPassword } = c.req.valid('json');
        const row = await me(c);
        await confirmPassword(c, row.passwordHash, currentPassword, 'currentPassword');
        const now = deps.now();
        await update(c, { passwordHash: await hashPassword(newPassword), passwordChangedAt: now });
        // Every other signed-in browser must sign in again with the new password; this one stays.
        await revokeOthersOf(db, row.id, c.get('customer').sessionId, now);
        return c.json({ ok: true as const });
      })
      .post(
        accountPaths.securityQuestionPost,
        customer,
        validate('json', securityQuestionPostRequest),
        async (c) => {
          const { question, answer, currentPassword } = c.req.valid('json');
          const row = await me(c);
          await confirmPassword(c, row.passwordHash, currentPassword, 'currentPassword');
          const securityAnswerHash = await hashPassword(normalizeAnswer(answer));
          await update(c, { securityQuestion: question, securityAnswerHash });
          await advance(c);
          return c.json(securityOf(await me(c)));
        },
      )
      .patch(accountPaths.changeEmail, customer, validate('json', changeEmailRequest), async (c) => {
        const { newEmail, password } = c.req.valid('json');
        const row = await me(c);
        await confirmPassword(c, row.passwordHash, password, 'password');
        return c.json(toCustomer(await changeEmail(deps, row, newEmail)));
      })
  );
}
