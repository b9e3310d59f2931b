import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DAY_MS, utcDayOf } from '../../domain/dates';
import { preferencesFooter } from '../services/membership-email-preferences';
import { Hono, type Context } from 'hono';
import {
  accountPaths,
  addressPostRequest,
  birthDatePostRequest,
  birthDateProblem,
  changeEmailRequest,
  countSystemPostRequest,
  countSystems,
  CYCLE_LENGTH_DAYS,
  ethnicityPostRequest,
  genderIdentityPatchRequest,
  genderPostRequest,
  giftCardParams,
  heightPostRequest,
  hipPostRequest,
  lengthToCm,
  massToKg,
  MAX_AGE_YEARS,
  MEASUREMENT_LIMITS,
  MIN_AGE_YEARS,
  namesPostRequest,
  passwordPostRequest,
  permissionRequest,
  phonePostRequest,
  saveVerifiedPhoneRequest,
  securityQuestionPostRequest,
  SELF_DESCRIBE_CODE,
  sharingResultsPostRequest,
  teamIdParam,
  waistPostRequest,
  weightRequest,
  womanHealthPatchRequest,
  type AccountFull,
  type AccountReferences,
  type BloodResultsUploadResponse,
  type GiftCardBalance,
  type Measurement,
  type PhoneCodeSent,
  type UpgradableTestsResponse,
} from '../../contract/account';
import { SMS_DESTINATION_MESSAGES, smsDestinationProblem } from '../../domain/sms-destinations';
import type { AppDeps } from '../app';
import {
  bloodUploadSubscriptions,
  customerAddresses,
  customers,
  giftCards,
  orders,
  products,
  teamMembers,
  womanHealth,
  type OptionKind,
} from '../db/schema';
import { requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { HttpError, invalid, jsonError, tooManyRequests } from '../http/errors';
import { validate } from '../http/validate';
import {
  genderIdentityOf,
  loadAddress,
  loadSharingHistory,
  loadTeamPermissions,
  loadWomanHealth,
  optionCode,
  regionExists,
  securityOf,
  settingsOf,
  storedMeasurement,
} from '../services/account';
import { loadCatalogue } from '../services/blood-catalogue';
import { advanceActivation } from '../services/onboarding';
import { loadBloodProfile } from '../services/blood-results';
import { NOTHING_TO_SHARE, shareLatestResult } from '../services/bloodwork-share';
import { hashPassword, verifyPassword } from '../services/crypto';
import { findCustomer, findCustomerByEmail, normalizeAnswer, toCustomer } from '../services/customers';
import { reserveAttempt, tooManyMessage, waitWords } from '../services/rate-limit';
import { revokeOthersOf } from '../services/sessions';
import { openSmsCode, redeemSmsCode, sendSmsCode, type SmsCodePolicy } from '../services/sms-codes';
import { loadCountries, loadOptions, loadStates } from './references';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';

/** Verification codes a day per account and per destination number (issue 21 §10: SMS pumping). */
export const PHONE_CODES_PER_DAY = { owner: 5, number: 5 } as const;

type Ctx = Context<CustomerEnv>;

/** The account family (spec 000 §7.3): profile, address, phone, security, permissions, sharing. */
export function accountRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const customer = requireCustomer(deps);
  const smsPolicy: SmsCodePolicy = {
    codeMinutes: config.staff.smsCodeMinutes,
    resendSeconds: config.staff.smsResendSeconds,
    maxAttempts: config.staff.smsCodeMaxAttempts,
    perDay: PHONE_CODES_PER_DAY,
  };

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

  function measurementRoute(kind: Exclude<Measurement, 'weight'>) {
    const column = { height: 'heightCm', waist: 'waistCm', hip: 'hipCm' } as const;
    return async (c: Ctx, body: { value: number; unit: 'cm' | 'in' }) =>
      settings(c, { [column[kind]]: storedMeasurement(kind, lengthToCm(body.value, body.unit)) });
  }
  const heightRoute = measurementRoute('height');
  const waistRoute = measurementRoute('waist');
  const hipRoute = measurementRoute('hip');

  return (
    new Hono<CustomerEnv>()
      // ── Reads ────────────────────────────────────────────────────────────────
      .get(accountPaths.customer, customer, async (c) => c.json(toCustomer(await me(c))))
      .get(accountPaths.full, customer, async (c) => {
        const row = await me(c);
        const body: AccountFull = {
          customer: toCustomer(row),
          settings: settingsOf(row, deps.now()),
          address: await loadAddress(db, row.id),
          security: securityOf(row),
          genderIdentity: genderIdentityOf(row),
          womanHealth: await loadWomanHealth(db, row.id),
        };
        return c.json(body);
      })
      .get(accountPaths.settings, customer, async (c) => c.json(settingsOf(await me(c), deps.now())))
      .get(accountPaths.address, customer, async (c) =>
        c.json({ address: await loadAddress(db, c.get('customer').customerId) }),
      )
      .get(accountPaths.security, customer, async (c) => c.json(securityOf(await me(c))))
      .get(accountPaths.sharingHistory, customer, async (c) =>
        c.json(await loadSharingHistory(db, await me(c))),
      )
      .get(accountPaths.references, customer, async (c) => {
        const states = await loadStates(db);
        const body: AccountReferences = {
          countries: (await loadCountries(db)).filter(
            (x) => x.countryAbbr === 'US' || x.countryAbbr === 'CA',
          ),
          ...states,
          ethnicities: await loadOptions(db, 'ethnicity'),
          genderIdentities: await loadOptions(db, 'gender_identity'),
          contraceptionTypes: await loadOptions(db, 'contraception'),
          hormoneTherapyTypes: await loadOptions(db, 'hormone_therapy'),
          reproductiveStages: await loadOptions(db, 'reproductive_stage'),
          countSystems: [...countSystems],
          measurementLimits: MEASUREMENT_LIMITS,
          age: { min: MIN_AGE_YEARS, max: MAX_AGE_YEARS },
          cycleLengthDays: { ...CYCLE_LENGTH_DAYS },
        };
        return c.json(body);
      })
      // Tests bought without InnerAge (a blood test whose plan lacks it), which InnerAge can be added to.
      .get(accountPaths.innerAgeUpgradableTests, customer, async (c) => {
        const rows = await db
          .select({
            orderId: orders.id,
            productId: products.id,
            packageId: orders.packageId,
            title: products.title,
            orderedAt: orders.createdAt,
          })
          .from(orders)
          .innerJoin(products, eq(products.id, orders.productId))
          .where(
            and(
              eq(orders.customerId, c.get('customer').customerId),
              isNull(orders.companyId),
              eq(products.bloodTestIncluded, true),
              sql`not ('InnerAge' = any(${products.categories}))`,
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id));
        const body: UpgradableTestsResponse = {
          tests: rows.map((r) => ({ ...r, orderedAt: r.orderedAt.toISOString() })),
        };
        return c.json(body);
      })

      // ── Names, address, profile ─────────────────────────────────────────────
      .post(accountPaths.namesPost, customer, validate('json', namesPostRequest), async (c) => {
        await update(c, c.req.valid('json'));
        await advance(c);
        return c.json(toCustomer(await me(c)));
      })
      .post(accountPaths.addressPost, customer, validate('json', addressPostRequest), async (c) => {
        const body = c.req.valid('json');
        if (!(await regionExists(db, body.country, body.state)))
          throw invalid([
            {
              path: 'state',
              message:
                body.country === 'US' ? 'Choose a US state' : 'Choose a Canadian province or territory',
            },
          ]);
        const customerId = c.get('customer').customerId;
        const postalCode =
          body.country === 'CA' ? body.postalCode.replace(/^(\w{3}) ?(\w{3})$/, '$1 $2') : body.postalCode;
        const values = { ...body, postalCode, updatedAt: deps.now() };
        await db
          .insert(customerAddresses)
          .values({ customerId, ...values })
          .onConflictDoUpdate({ target: customerAddresses.customerId, set: values });
        await advance(c);
        return c.json({ address: await loadAddress(db, customerId) });
      })
      .post(accountPaths.birthDatePost, customer, validate('json', birthDatePostRequest), async (c) => {
        const { birthDate } = c.req.valid('json');
        const problem = birthDateProblem(birthDate, deps.now());
        if (problem) throw invalid([{ path: 'birthDate', message: problem }]);
        return settingsStep(c, { birthDate });
      })
      .post(accountPaths.genderPost, customer, validate('json', genderPostRequest), async (c) =>
        settingsStep(c, { sex: c.req.valid('json').gender }),
      )
      .post(accountPaths.ethnicityPost, customer, validate('json', ethnicityPostRequest), async (c) => {
        const { ethnicityId } = c.req.valid('json');
        const issue = await checkOption('ethnicity', ethnicityId, 'ethnicityId');
        if (issue) throw invalid([issue]);
        return settings(c, { ethnicityId });
      })
      .post(accountPaths.heightPost, customer, validate('json', heightPostRequest), async (c) =>
        heightRoute(c, c.req.valid('json')),
      )
      .post(accountPaths.waistPost, customer, validate('json', waistPostRequest), async (c) =>
        waistRoute(c, c.req.valid('json')),
      )
      .post(accountPaths.hipPost, customer, validate('json', hipPostRequest), async (c) =>
        hipRoute(c, c.req.valid('json')),
      )
      .put(accountPaths.weight, customer, validate('json', weightRequest), async (c) => {
        const { value, unit } = c.req.valid('json');
        return settings(c, { weightKg: storedMeasurement('weight', massToKg(value, unit)) });
      })
      .post(accountPaths.countSystemPost, customer, validate('json', countSystemPostRequest), async (c) =>
        settings(c, { countSystem: c.req.valid('json').countSystem }),
      )

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
        if (row.email.toLowerCase() === newEmail)
          throw invalid([{ path: 'newEmail', message: 'This is already your e-mail address' }]);
        const taken = () =>
          new HttpError(409, 'This e-mail address belongs to another account.', [
            { path: 'newEmail', message: 'This e-mail address belongs to another account' },
          ]);
        if (await findCustomerByEmail(db, newEmail)) throw taken();
        let updated;
        try {
          updated = await update(c, { email: newEmail });
        } catch (error) {
          if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw taken();
          throw error;
        }
        // The old address hears of the change, so a taken-over account does not go unnoticed.
        await deps.outbox.send(
          {
            channel: 'email',
            recipient: row.email.toLowerCase(),
            subject: 'Your Healthspan e-mail address was changed',
            body:
              `Hello ${row.firstName || 'there'},\n\nThe e-mail address of your Healthspan account was changed to ${newEmail}. ` +
              'From now on, sign in with the new address.\n\nIf you did not make this change, contact support at once.' +
              (await preferencesFooter(db, row.id, deps.config.publicUrl)),
          },
          deps.now(),
        );
        return c.json(toCustomer(updated));
      })

      // ── Gender identity and woman health ──────────────────────────────────────
      .get(accountPaths.genderIdentity, customer, async (c) => c.json(genderIdentityOf(await me(c))))
      .patch(
        accountPaths.genderIdentity,
        customer,
        validate('json', genderIdentityPatchRequest),
        async (c) => {
          const { genderIdentityId, selfDescription } = c.req.valid('json');
          if (genderIdentityId === null)
            return c.json(
              genderIdentityOf(await update(c, { genderIdentityId: null, genderSelfDescription: null })),
            );
          const code = await optionCode(db, 'gender_identity', genderIdentityId);
          if (!code) throw invalid([{ path: 'genderIdentityId', message: 'Choose one of the options' }]);
          const selfDescribed = code === SELF_DESCRIBE_CODE;
          if (selfDescribed && !selfDescription)
            throw invalid([{ path: 'selfDescription', message: 'Describe your gender identity' }]);
          return c.json(
            genderIdentityOf(
              await update(c, {
                genderIdentityId,
                genderSelfDescription: selfDescribed ? selfDescription : null,
              }),
            ),
          );
        },
      )
      .get(accountPaths.womanHealth, customer, async (c) =>
        c.json(await loadWomanHealth(db, c.get('customer').customerId)),
      )
      .patch(accountPaths.womanHealth, customer, validate('json', womanHealthPatchRequest), async (c) => {
        const body = c.req.valid('json');
        const now = deps.now();
        const issues = [
          await checkOption('reproductive_stage', body.reproductiveStageId, 'reproductiveStageId'),
          await checkOption('contraception', body.contraceptionTypeId, 'contraceptionTypeId'),
          await checkOption('hormone_therapy', body.hormoneTherapyTypeId, 'hormoneTherapyTypeId'),
        ].filter((i) => i !== undefined);
        if (body.lastPeriodDate) {
          const days = (now.getTime() - Date.parse(`${body.lastPeriodDate}T00:00:00Z`)) / DAY_MS;
          if (days < -1) issues.push({ path: 'lastPeriodDate', message: 'The date cannot be in the future' });
          else if (days > 366)
            issues.push({ path: 'lastPeriodDate', message: 'Enter a date within the last year' });
        }
        if (issues.length) throw invalid(issues);
        const customerId = c.get('customer').customerId;
        await db
          .insert(womanHealth)
          .values({ customerId, ...body, updatedAt: now })
          .onConflictDoUpdate({ target: womanHealth.customerId, set: { ...body, updatedAt: now } });
        return c.json(await loadWomanHealth(db, customerId));
      })

      // ── Permissions and sharing (000 §6) ──────────────────────────────────────
      .post(accountPaths.productTeamPermissions, customer, validate('json', permissionRequest), async (c) => {
        const row = await update(c, {
          productTeamPermission: c.req.valid('json').granted,
          productTeamPermissionAt: deps.now(),
        });
        return c.json({
          granted: row.productTeamPermission,
          changedAt: row.productTeamPermissionAt!.toISOString(),
        });
      })
      .post(
        accountPaths.teamPermissions,
        customer,
        validate('param', teamIdParam),
        validate('json', permissionRequest),
        async (c) => {
          const { teamId } = c.req.valid('param');
          const customerId = c.get('customer').customerId;
          // Only a team the caller belongs to; any other id answers like a missing team.
          const [mine] = await loadTeamPermissions(db, customerId, teamId);
          if (!mine) return jsonError(c, 404, 'You are not a member of this team.');
          await db
            .update(teamMembers)
            .set({ permissionGranted: c.req.valid('json').granted, permissionChangedAt: deps.now() })
            .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.customerId, customerId)));
          const [changed] = await loadTeamPermissions(db, customerId, teamId);
          return c.json(changed!);
        },
      )
      .post(
        accountPaths.sharingResultsPost,
        customer,
        validate('json', sharingResultsPostRequest),
        async (c) => {
          const body = c.req.valid('json');
          const profile = await loadBloodProfile(db, c.get('customer').customerId);
          if (!profile) throw new HttpError(401, SESSION_ENDED_MESSAGE);
          const catalogue = await loadCatalogue(db);
          const shared = await shareLatestResult(db, deps.outbox, catalogue, profile, body, deps.now());
          return shared ? c.json(shared) : jsonError(c, 409, NOTHING_TO_SHARE);
        },
      )

      // ── Gift card, blood-results upload subscription ──────────────────────────
      .get(accountPaths.giftCardBalance, customer, validate('param', giftCardParams), async (c) => {
        const { code } = c.req.valid('param');
        const now = deps.now();
        // Codes are secrets: unknown codes count against a limit, so they cannot be guessed in bulk.
        const { loginMaxAttemptsPerAddress: max, loginWindowSeconds: windowSeconds } = config.auth;
        const attempt = await reserveAttempt(
          db,
          [{ key: `gift-card:${c.get('customer').customerId}`, max, windowSeconds, onSuccess: 'release' }],
          now,
        );
        if (attempt.kind === 'refused') {
          const wait = attempt.retryAfterSeconds;
          return tooManyRequests(c, `${tooManyMessage('unknown gift-card codes', wait)}.`, wait);
        }
        const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code));
        if (!card)
          return jsonError(c, 404, 'No gift card has this code.', [
            { path: 'code', message: 'No gift card has this code' },
          ]);
        await attempt.succeeded();
        const today = utcDayOf(now);
        const expired = card.expiresAt !== null && card.expiresAt < today;
        const body: GiftCardBalance = {
          code: card.code,
          balance: expired ? 0 : card.balanceCents / 100,
          balanceCents: expired ? 0 : card.balanceCents,
          currency: card.currency,
          expiresAt: card.expiresAt,
          status: expired ? 'expired' : card.balanceCents === 0 ? 'empty' : 'active',
        };
        return c.json(body);
      })
      .get(accountPaths.bloodResultsUpload, customer, async (c) => {
        const [row] = await db
          .select()
          .from(bloodUploadSubscriptions)
          .where(eq(bloodUploadSubscriptions.customerId, c.get('customer').customerId))
          .orderBy(desc(bloodUploadSubscriptions.createdAt), desc(bloodUploadSubscriptions.id))
          .limit(1);
        const body: BloodResultsUploadResponse = {
          subscription: row
            ? {
                accessExpiration: row.accessExpiration,
                willBeProlongedAt: row.willBeProlongedAt,
                cancelledAt: row.cancelledAt,
                createdAt: row.createdAt,
              }
            : null,
        };
        return c.json(body);
      })
  );
}
