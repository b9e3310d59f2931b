import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db';
import { rateLimits } from '../db/schema/identity';

/**
 * One counter in the database, so several API processes agree. `onSuccess` says what an attempt
 * that passed its check does to it: `clear` the counter (the right password of an account), `release`
 * its own hit (a per-address budget, a code that was found) or `keep` it (every send counts).
 */
export interface AttemptLimit {
  key: string;
  max: number;
  windowSeconds: number;
  onSuccess: 'clear' | 'release' | 'keep';
}

export type Attempt =
  | {
      kind: 'refused';
      /** The limit that refused (the first over its max, in the order given). */
      key: string;
      retryAfterSeconds: number;
    }
  | { kind: 'reserved'; succeeded(): Promise<void> };

/**
 * Fixed-window counter: one upsert that increments the key and returns the new count, so concurrent
 * hits are all counted (notes/backend.md: no lost update under concurrency on both engines).
 */
async function countHit(db: Db, key: string, now: Date, windowSeconds: number) {
  const windowStartsAfter = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartsAfter} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartsAfter} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return { count: row?.count ?? 1, windowStart: row?.windowStart ?? now };
}

async function releaseHits(db: Db, keys: string[]) {
  if (!keys.length) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}

export async function clearHits(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Counts this attempt against every limit, in order, BEFORE the caller checks the secret, and
 * refuses it when one is over its max. A refused attempt takes its hits back, so a counter holds the
 * attempts that were checked; concurrent attempts see each other's hits, so at most `max` of a
 * burst are ever checked. Call `succeeded()` once the check passed.
 */
export async function reserveAttempt(db: Db, limits: readonly AttemptLimit[], now: Date): Promise<Attempt> {
  const taken: string[] = [];
  for (const limit of limits) {
    const { count, windowStart } = await countHit(db, limit.key, now, limit.windowSeconds);
    taken.push(limit.key);
    if (count > limit.max) {
      await releaseHits(db, taken);
      const resetsAt = windowStart.getTime() + limit.windowSeconds * 1000;
      return {
        kind: 'refused',
        key: limit.key,
        retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
      };
    }
  }
  return {
    kind: 'reserved',
    async succeeded() {
      for (const limit of limits) if (limit.onSuccess === 'clear') await clearHits(db, limit.key);
      await releaseHits(
        db,
        limits.filter((limit) => limit.onSuccess === 'release').map((limit) => limit.key),
      );
    },
  };
}

/** "3 minutes", "40 seconds", "5 hours": how long a refused caller waits, rounded up. */
export function waitWords(seconds: number): string {
  const [n, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "Too many sign-in attempts. Please wait 3 minutes and try again" */
export const tooManyMessage = (what: string, retryAfterSeconds: number) =>
  `Too many ${what}. Please wait ${waitWords(retryAfterSeconds)} and try again`;

type SignInPolicy = Pick<
  Config['auth'],
  'loginMaxAttemptsPerAccount' | 'loginMaxAttemptsPerAddress' | 'loginWindowSeconds'
>;

/**
 * The limits of one password sign-in (customer, staff, or the demo store's checkout, which shares the
 * customer's keys): the caller's address always; the account by its e-mail, or, from a device the
 * account has signed in from before, a budget of that device's own, so strangers who lock the
 * account out do not lock its owner out (NIST 800-63B §5.2.2).
 */
export function signInLimits(
  policy: SignInPolicy,
  scope: 'login' | 'staff-login',
  sign: { email: string; address: string; knownDeviceOf: number | undefined },
): AttemptLimit[] {
  const windowSeconds = policy.loginWindowSeconds;
  return [
    {
      key: `${scope}:address:${sign.address}`,
      max: policy.loginMaxAttemptsPerAddress,
      windowSeconds,
      onSuccess: 'release',
    },
    {
      key:
        sign.knownDeviceOf === undefined
          ? `${scope}:account:${sign.email}`
          : `${scope}:device:${sign.knownDeviceOf}`,
      max: policy.loginMaxAttemptsPerAccount,
      windowSeconds,
      onSuccess: 'clear',
    },
  ];
}
