import { Hono } from 'hono';
import {
  accountPaths,
  changeEmailRequest,
  passwordPostRequest,
  phonePostRequest,
  saveVerifiedPhoneRequest,
  securityQuestionPostRequest,
} from '../../../contract/account';
import type { AppDeps } from '../../app';
import { type CustomerEnv } from '../../http/customer-auth';
import { validate } from '../../http/validate';
import { changeEmail, securityOf } from '../../services/account';
import { phoneVerification } from '../../services/account-phone';
import { hashPassword } from '../../services/crypto';
import { normalizeAnswer, toCustomer } from '../../services/customers';
import { revokeOthersOf } from '../../services/sessions';
import { accountContext } from './context';

export { PHONE_CODES_PER_DAY } from '../../services/account-phone';

/** Phone (verified by SMS), password, security question and e-mail (000 §7.3). */
export function accountSecurityRoutes(deps: AppDeps) {
  const { db } = deps;
  const { customer, me, update, advance, confirmPassword } = accountContext(deps);
  const phone = phoneVerification(deps);

  return (
    new Hono<CustomerEnv>()
      // ── Phone, verified by a code sent by SMS ─────────────────────────────────
      .post(accountPaths.phonePost, customer, validate('json', phonePostRequest), async (c) =>
        c.json(await phone.request(await me(c), c.req.valid('json').phone)),
      )
      .post(accountPaths.phoneVerificationCodePost, customer, async (c) =>
        c.json(await phone.resend(await me(c))),
      )
      .post(
        accountPaths.saveVerifiedPhone,
        customer,
        validate('json', saveVerifiedPhoneRequest),
        async (c) => {
          await phone.verify(await me(c), c.req.valid('json').code);
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
