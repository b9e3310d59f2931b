import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { customers, type OptionKind } from '../../db/schema';
import { requireCustomer, type CustomerEnv } from '../../http/customer-auth';
import { HttpError, invalid } from '../../http/errors';
import { optionCode, settingsOf } from '../../services/account';
import { advanceActivation } from '../../services/onboarding';
import { verifyPassword } from '../../services/crypto';
import { findCustomer } from '../../services/customers';
import { reserveAttempt, tooManyMessage } from '../../services/rate-limit';
import { SESSION_ENDED_MESSAGE } from '../../../contract/error-messages';
import type { Context } from 'hono';

export type Ctx = Context<CustomerEnv>;

/** What every account handler shares: the signed-in customer's row, saving it, and the checks. */
export function accountContext(deps: AppDeps) {
  const { db, config } = deps;
  const customer = requireCustomer(deps);

  async function me(c: Ctx) {
    const row = await findCustomer(db, c.get('customer').customerId);
    if (!row) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    return row;
  }
  const update = async (c: Ctx, values: Partial<typeof customers.$inferInsert>) => {
    await db
      .update(customers)
      .set(values)
      .where(eq(customers.id, c.get('customer').customerId));
    return me(c);
  };
  const settings = async (c: Ctx, values: Partial<typeof customers.$inferInsert>) =>
    c.json(settingsOf(await update(c, values), deps.now()));
  /** After a save that may finish an onboarding step: the activation state moves on (spec 000 §4). */
  const advance = async (c: Ctx) => {
    await advanceActivation(db, c.get('customer').customerId, deps.now());
  };
  const settingsStep = async (c: Ctx, values: Partial<typeof customers.$inferInsert>) => {
    await update(c, values);
    await advance(c);
    return c.json(settingsOf(await me(c), deps.now()));
  };

  /**
   * Checks the password of the signed-in customer before a security change. Each check is counted
   * first (LOGIN_MAX_ATTEMPTS_PER_ACCOUNT a window), so a stolen session cannot be used to guess it.
   */
  async function confirmPassword(c: Ctx, hash: string, password: string, field: string) {
    const { loginMaxAttemptsPerAccount: max, loginWindowSeconds: windowSeconds } = config.auth;
    const attempt = await reserveAttempt(
      db,
      [{ key: `reauth:${c.get('customer').customerId}`, max, windowSeconds, onSuccess: 'clear' }],
      deps.now(),
    );
    if (attempt.kind === 'refused') {
      const wait = attempt.retryAfterSeconds;
      throw new HttpError(429, `${tooManyMessage('wrong passwords', wait)}.`, undefined, wait);
    }
    if (!(await verifyPassword(hash, password)))
      throw invalid([{ path: field, message: 'The password is not right' }]);
    await attempt.succeeded();
  }

  async function checkOption(kind: OptionKind, id: number | null | undefined, path: string) {
    if (id === null || id === undefined) return undefined;
    const code = await optionCode(db, kind, id);
    return code ? undefined : { path, message: 'Choose one of the options' };
  }

  return { customer, me, update, settings, advance, settingsStep, confirmPassword, checkOption };
}
