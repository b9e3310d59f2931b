import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { smsCodes } from '../db/schema/staff';
import { digest } from './crypto';
import type { Outbox } from './outbox';
import { clearHits, reserveAttempt, type AttemptLimit } from './rate-limit';

/**
 * Six-digit codes sent by SMS and checked once: the staff second factor (001 §4) and a customer's
 * new phone number (000 §7.3) share the code, expiry, resend cooldown and wrong-attempt limit.
 */
export type CodeOwner = { staffId: number } | { customerId: number };

export interface SmsCodePolicy {
  codeMinutes: number;
  resendSeconds: number;
  maxAttempts: number;
  /** Send even within the resend cooldown, and start it again (the earlier code can no longer be typed). */
  restartCooldown?: boolean;
  /** Codes per day an owner may have sent, and any one number may receive (SMS pumping, issue 21 §10). */
  perDay?: { owner: number; number: number };
}

export type SmsSend =
  | { kind: 'sent'; maskedPhone: string; resendAfterSeconds: number; expiresInSeconds: number }
  | { kind: 'cooldown'; seconds: number; reason: 'resend' | 'owner-day' | 'number-day' };

const DAY_SECONDS = 86_400;

const ownerWhere = (owner: CodeOwner) =>
  'staffId' in owner ? eq(smsCodes.staffId, owner.staffId) : eq(smsCodes.customerId, owner.customerId);
const cooldownKey = (owner: CodeOwner) =>
  'staffId' in owner ? `staff-sms:${owner.staffId}` : `customer-sms:${owner.customerId}`;
const codeDigest = (owner: CodeOwner, code: string) =>
  digest('staffId' in owner ? `${owner.staffId}:${code}` : `customer:${owner.customerId}:${code}`);

/** `+1•••••0100`: enough to recognise one's own number. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return phone;
  return phone.slice(0, 2) + '•'.repeat(phone.length - 6) + phone.slice(-4);
}

/**
 * Sends a new code to `phone` (the SMS outbox by default) unless one went out less than
 * `resendSeconds` ago. The new code replaces any earlier one of the account.
 */
export async function sendSmsCode(
  deps: { db: Db; outbox: Outbox },
  owner: CodeOwner,
  phone: string,
  policy: SmsCodePolicy,
  message: (code: string) => string,
  now: Date,
): Promise<SmsSend> {
  const { db } = deps;
  const key = cooldownKey(owner);
  if (policy.restartCooldown) await clearHits(db, key);
  // Counters reserved before sending: of concurrent requests only those within every limit send.
  const limits: AttemptLimit[] = [{ key, max: 1, windowSeconds: policy.resendSeconds, onSuccess: 'keep' }];
  if (policy.perDay)
    limits.push(
      { key: `${key}:day`, max: policy.perDay.owner, windowSeconds: DAY_SECONDS, onSuccess: 'keep' },
      {
        key: `sms-to:${phone}:day`,
        max: policy.perDay.number,
        windowSeconds: DAY_SECONDS,
        onSuccess: 'keep',
      },
    );
  const attempt = await reserveAttempt(db, limits, now);
  if (attempt.kind === 'refused')
    return {
      kind: 'cooldown',
      seconds: attempt.retryAfterSeconds,
      reason: attempt.key === key ? 'resend' : attempt.key === `${key}:day` ? 'owner-day' : 'number-day',
    };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(ownerWhere(owner), isNull(smsCodes.usedAt)));
  await db.insert(smsCodes).values({
    ...owner,
    phone,
    codeDigest: codeDigest(owner, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + policy.codeMinutes * 60_000),
  });
  await deps.outbox.send({ channel: 'sms', recipient: phone, body: message(code) }, now);
  return {
    kind: 'sent',
    maskedPhone: maskPhone(phone),
    resendAfterSeconds: policy.resendSeconds,
    expiresInSeconds: policy.codeMinutes * 60,
  };
}

export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type OpenCode = { kind: 'open'; code: SmsCodeRow } | { kind: 'none' | 'expired' | 'spent' };

/** The account's newest code if it can still be tried: not used, not expired, attempts left. */
export async function openSmsCode(
  db: Db,
  owner: CodeOwner,
  now: Date,
  maxAttempts: number,
): Promise<OpenCode> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(ownerWhere(owner))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.usedAt) return { kind: 'none' };
  if (latest.expiresAt <= now) return { kind: 'expired' };
  if (latest.wrongAttempts >= maxAttempts) return { kind: 'spent' };
  return { kind: 'open', code: latest };
}

export type Redemption = { kind: 'verified' } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'none' };

/**
 * Checks `code` against an open code. A wrong code uses up one of `maxAttempts` (then the code is
 * spent); the right one is spent at once, with exactly one winner under concurrency.
 */
export async function redeemSmsCode(
  db: Db,
  owner: CodeOwner,
  open: SmsCodeRow,
  code: string,
  now: Date,
  maxAttempts: number,
): Promise<Redemption> {
  if (!sameDigest(open.codeDigest, codeDigest(owner, code))) {
    const [counted] = await db
      .update(smsCodes)
      .set({ wrongAttempts: sql`${smsCodes.wrongAttempts} + 1` })
      .where(and(eq(smsCodes.id, open.id), lt(smsCodes.wrongAttempts, maxAttempts)))
      .returning({ wrongAttempts: smsCodes.wrongAttempts });
    return {
      kind: 'wrong',
      attemptsLeft: Math.max(0, maxAttempts - (counted?.wrongAttempts ?? maxAttempts)),
    };
  }
  const [won] = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(smsCodes.id, open.id),
        isNull(smsCodes.usedAt),
        lt(smsCodes.wrongAttempts, maxAttempts),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning({ id: smsCodes.id });
  return won ? { kind: 'verified' } : { kind: 'none' };
}

function sameDigest(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
