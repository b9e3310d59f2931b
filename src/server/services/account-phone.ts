import { eq } from 'drizzle-orm';
import type { PhoneCodeSent } from '../../contract/account';
import { SMS_DESTINATION_MESSAGES, smsDestinationProblem } from '../../domain/sms-destinations';
import type { AppDeps } from '../app';
import { customers } from '../db/schema';
import { HttpError, invalid } from '../http/errors';
import { advanceActivation } from './onboarding';
import { reserveAttempt, tooManyMessage, waitWords } from './rate-limit';
import { openSmsCode, redeemSmsCode, sendSmsCode, type SmsCodePolicy } from './sms-codes';

/** Verification codes a day per account and per destination number (issue 21 §10: SMS pumping). */
export const PHONE_CODES_PER_DAY = { owner: 5, number: 5 } as const;

type CustomerRow = typeof customers.$inferSelect;

/**
 * The account's phone, verified by a code sent by SMS (000 §7.3): the number waits in
 * `pendingPhone` for its code while the verified phone stays. Each refusal is an HttpError
 * (400 naming the field, 409, 429 with its wait) that app.onError answers.
 */
export function phoneVerification(deps: AppDeps) {
  const { db, config } = deps;
  const policy: SmsCodePolicy = {
    codeMinutes: config.staff.smsCodeMinutes,
    resendSeconds: config.staff.smsResendSeconds,
    maxAttempts: config.staff.smsCodeMaxAttempts,
    perDay: PHONE_CODES_PER_DAY,
  };

  async function send(customerId: number, phone: string): Promise<PhoneCodeSent> {
    const sent = await sendSmsCode(
      deps,
      { customerId },
      phone,
      policy,
      (code) =>
        `Your Healthspan verification code is ${code}. It expires in ${policy.codeMinutes} minutes. Never share it: Healthspan will not ask you for it.`,
      deps.now(),
    );
    if (sent.kind === 'cooldown') {
      const wait = waitWords(sent.seconds);
      const message = {
        resend: `Please wait ${wait} before asking for another code.`,
        'owner-day': `You have asked for ${PHONE_CODES_PER_DAY.owner} codes today, the most a day. Please try again in ${wait}.`,
        'number-day': `This number has been sent ${PHONE_CODES_PER_DAY.number} codes today, the most a day. Please try again in ${wait}.`,
      }[sent.reason];
      throw new HttpError(429, message, undefined, sent.seconds);
    }
    const { kind: _kind, ...rest } = sent;
    return { ...rest, pendingPhone: phone };
  }

  /** Saves the customer's phone columns; a phone may finish an onboarding step (spec 000 §4). */
  async function savePhone(customerId: number, values: Partial<typeof customers.$inferInsert>) {
    await db.update(customers).set(values).where(eq(customers.id, customerId));
    await advanceActivation(db, customerId, deps.now());
  }

  const codeIssue = (message: string) => invalid([{ path: 'code', message }]);

  return {
    /** Sends a code to a new number, which waits for it. */
    async request(row: CustomerRow, phone: string) {
      if (row.phoneVerifiedAt && row.phone === phone)
        throw invalid([{ path: 'phone', message: 'This is already your verified phone number' }]);
      const problem = smsDestinationProblem(phone);
      if (problem) throw invalid([{ path: 'phone', message: SMS_DESTINATION_MESSAGES[problem] }]);
      const sent = await send(row.id, phone);
      await savePhone(row.id, { pendingPhone: phone });
      return sent;
    },

    /** Sends the waiting number another code. */
    async resend(row: CustomerRow) {
      if (!row.pendingPhone) throw new HttpError(409, 'Enter a phone number first.');
      return send(row.id, row.pendingPhone);
    },

    /** Checks the code; the waiting number becomes the verified phone. */
    async verify(row: CustomerRow, code: string) {
      const owner = { customerId: row.id };
      const now = deps.now();
      const open = await openSmsCode(db, owner, now, policy.maxAttempts);
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
        throw new HttpError(429, `${tooManyMessage('wrong codes', wait)}.`, undefined, wait);
      }
      const redeemed = await redeemSmsCode(db, owner, open.code, code, now, policy.maxAttempts);
      if (redeemed.kind === 'wrong')
        throw codeIssue(
          redeemed.attemptsLeft > 0
            ? `That code is not right. ${redeemed.attemptsLeft} attempt${redeemed.attemptsLeft === 1 ? '' : 's'} left`
            : 'That code is not right. Ask for a new one',
        );
      if (redeemed.kind === 'none') throw codeIssue('This code was already used. Ask for a new one');
      await attempt.succeeded();
      await savePhone(row.id, { phone: open.code.phone, phoneVerifiedAt: now, pendingPhone: null });
    },
  };
}
