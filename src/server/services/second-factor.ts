import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Config } from '../config';
import type { Db } from '../db';
import { staff } from '../db/schema/staff';
import type { Outbox } from './outbox';
import { reserveAttempt, tooManyMessage, type Attempt } from './rate-limit';
import {
  openSmsCode,
  redeemSmsCode,
  sendSmsCode as sendCode,
  type SmsCodePolicy,
  type SmsSend,
} from './sms-codes';
import { hasSecondFactor, type StaffRow } from './staff';

export const TOTP_ISSUER = 'Healthspan';
const TOTP_PERIOD = 30;

export interface SecondFactorDeps {
  db: Db;
  outbox: Outbox;
  config: Pick<Config, 'auth' | 'staff'>;
}

/**
 * Whether this session may enrol a new factor (a phone or an authenticator). Someone who only knows
 * the password must not add a factor of their own to an account that already has one: enrolment is
 * open before the account has any factor, or once this session has passed the second factor.
 */
export const mayEnrol = (row: StaffRow, sessionComplete: boolean) => sessionComplete || !hasSecondFactor(row);

/**
 * Counts a code attempt of the account BEFORE the code is checked (SMS and authenticator alike, in
 * every session of the account), so a burst of guesses cannot pass SECOND_FACTOR_MAX_FAILURES.
 */
function reserveCodeAttempt(deps: SecondFactorDeps, staffId: number, now: Date): Promise<Attempt> {
  return reserveAttempt(
    deps.db,
    [
      {
        key: `staff-2fa:${staffId}`,
        max: deps.config.staff.secondFactorMaxFailures,
        windowSeconds: deps.config.auth.loginWindowSeconds,
        onSuccess: 'clear',
      },
    ],
    now,
  );
}

export type CodeLimited = { kind: 'limited'; message: string; retryAfterSeconds: number };
const limitedBy = (attempt: Extract<Attempt, { kind: 'refused' }>): CodeLimited => ({
  kind: 'limited',
  message: `${tooManyMessage('wrong codes', attempt.retryAfterSeconds)}.`,
  retryAfterSeconds: attempt.retryAfterSeconds,
});

// ── SMS ──────────────────────────────────────────────────────────────────────

export type { SmsSend } from './sms-codes';

const smsPolicy = (deps: SecondFactorDeps): SmsCodePolicy => ({
  codeMinutes: deps.config.staff.smsCodeMinutes,
  resendSeconds: deps.config.staff.smsResendSeconds,
  maxAttempts: deps.config.staff.smsCodeMaxAttempts,
});

/**
 * Sends a new 6-digit code to `phone` (the SMS outbox by default) unless one went out less than
 * SMS_RESEND_SECONDS ago. The new code replaces any earlier one of the account. At a password
 * sign-in (`signingIn`) the cooldown only holds while that earlier code can still be typed: one that
 * was spent, used up or expired would leave the staff member with no code to type.
 */
export async function sendSmsCode(
  deps: SecondFactorDeps,
  staffId: number,
  phone: string,
  now: Date,
  { signingIn = false } = {},
): Promise<SmsSend> {
  const minutes = deps.config.staff.smsCodeMinutes;
  const policy = smsPolicy(deps);
  const nothingToType =
    signingIn && (await openSmsCode(deps.db, { staffId }, now, policy.maxAttempts)).kind !== 'open';
  return sendCode(
    deps,
    { staffId },
    phone,
    { ...policy, restartCooldown: nothingToType },
    (code) =>
      `Your Healthspan sign-in code is ${code}. It expires in ${minutes} minutes. Never share it: Healthspan will not ask you for it.`,
    now,
  );
}

/** The number a (re)sent code goes to: the phone being set up when this session may enrol one, else the verified phone. */
export function smsTarget(row: StaffRow, sessionComplete: boolean): string | undefined {
  if (row.pendingPhone && mayEnrol(row, sessionComplete)) return row.pendingPhone;
  if (row.phone && row.phoneVerifiedAt) return row.phone;
  return undefined;
}

export type SmsVerification =
  | { kind: 'verified' }
  | { kind: 'none' | 'expired' | 'spent' | 'not-allowed' }
  | { kind: 'wrong'; attemptsLeft: number }
  | CodeLimited;

/**
 * Checks a code against the account's newest one. A wrong code uses up one of SMS_CODE_MAX_ATTEMPTS
 * (then the code is spent); the right one is spent at once (one winner under concurrency) and, when it
 * went to the phone being set up, that phone becomes the verified one.
 */
export async function verifySmsCode(
  deps: SecondFactorDeps,
  row: StaffRow,
  sessionComplete: boolean,
  code: string,
  now: Date,
): Promise<SmsVerification> {
  const { db } = deps;
  const max = deps.config.staff.smsCodeMaxAttempts;
  const owner = { staffId: row.id };
  const open = await openSmsCode(db, owner, now, max);
  if (open.kind !== 'open') return open;
  const latest = open.code;
  const enrolling = !(latest.phone === row.phone && row.phoneVerifiedAt);
  if (enrolling && (latest.phone !== row.pendingPhone || !mayEnrol(row, sessionComplete)))
    return { kind: 'not-allowed' };
  const attempt = await reserveCodeAttempt(deps, row.id, now);
  if (attempt.kind === 'refused') return limitedBy(attempt);

  const redeemed = await redeemSmsCode(db, owner, latest, code, now, max);
  if (redeemed.kind !== 'verified') return redeemed;
  if (enrolling)
    await db
      .update(staff)
      .set({ phone: latest.phone, phoneVerifiedAt: now, pendingPhone: null })
      .where(eq(staff.id, row.id));
  await attempt.succeeded();
  return { kind: 'verified' };
}

// ── Authenticator app (RFC 6238) ─────────────────────────────────────────────

export type TotpSetup = { kind: 'ok'; link: string; secret: string } | { kind: 'enabled' | 'not-allowed' };

/**
 * The secret to scan: the pending one if set-up already began (so a reload shows the same QR code),
 * else a new one. An enabled secret is never shown again.
 */
export async function totpSetup(db: Db, row: StaffRow, sessionComplete: boolean): Promise<TotpSetup> {
  if (row.totpEnabledAt) return { kind: 'enabled' };
  if (!mayEnrol(row, sessionComplete)) return { kind: 'not-allowed' };
  let secret = row.totpSecret;
  if (!secret) {
    secret = generateSecret();
    const [stored] = await db
      .update(staff)
      .set({ totpSecret: secret, totpLastStep: null })
      .where(and(eq(staff.id, row.id), isNull(staff.totpSecret)))
      .returning({ totpSecret: staff.totpSecret });
    // Two tabs starting set-up at once: both show the secret that was stored first.
    if (!stored)
      secret = (await db.select().from(staff).where(eq(staff.id, row.id)))[0]?.totpSecret ?? secret;
  }
  return { kind: 'ok', secret, link: totpLink(row.email, secret) };
}

export const totpLink = (email: string, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD });

export type TotpVerification =
  { kind: 'verified' } | { kind: 'none' | 'not-allowed' | 'wrong' | 'replayed' } | CodeLimited;

/**
 * RFC 6238 at the server's clock with one step of tolerance either way. A code whose time step is
 * not after the last accepted one is refused (a replay); the first success enables a pending secret.
 */
export async function verifyTotpCode(
  deps: SecondFactorDeps,
  row: StaffRow,
  sessionComplete: boolean,
  code: string,
  now: Date,
): Promise<TotpVerification> {
  const secret = row.totpSecret;
  if (!secret) return { kind: 'none' };
  if (!row.totpEnabledAt && !mayEnrol(row, sessionComplete)) return { kind: 'not-allowed' };
  const attempt = await reserveCodeAttempt(deps, row.id, now);
  if (attempt.kind === 'refused') return limitedBy(attempt);

  const epoch = Math.floor(now.getTime() / 1000);
  const window = { secret, token: code, epoch, period: TOTP_PERIOD, epochTolerance: TOTP_PERIOD };
  const lastStep = row.totpLastStep;
  // otplib throws when afterTimeStep lies beyond the window (a clock that went back): every code of
  // the window is then at or before the last accepted step anyway.
  const newestStep = Math.floor((epoch + TOTP_PERIOD) / TOTP_PERIOD);
  const fresh = await verify({
    ...window,
    afterTimeStep: lastStep === null ? undefined : Math.min(lastStep, newestStep),
  });
  const step = fresh.valid && 'timeStep' in fresh ? fresh.timeStep : undefined;
  if (step === undefined) {
    const any = lastStep === null ? fresh : await verify(window);
    if (any.valid) return { kind: 'replayed' };
    return { kind: 'wrong' };
  }
  const [won] = await deps.db
    .update(staff)
    .set({ totpLastStep: step, totpEnabledAt: row.totpEnabledAt ?? now })
    .where(
      and(
        eq(staff.id, row.id),
        eq(staff.totpSecret, secret),
        or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
      ),
    )
    .returning({ id: staff.id });
  if (!won) return { kind: 'replayed' }; // the same code raced in from elsewhere
  await attempt.succeeded();
  return { kind: 'verified' };
}
