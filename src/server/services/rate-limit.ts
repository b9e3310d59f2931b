import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimits } from '../db/schema/identity';

/**
 * Fixed-window counters in the database, so several API processes agree (notes/backend.md: one
 * upserted row per key loses no update under concurrency on both engines).
 */
export async function countHit(db: Db, key: string, now: Date, windowSeconds: number): Promise<number> {
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
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Hits in the current window, and when it ends. */
export async function peekHits(db: Db, key: string, now: Date, windowSeconds: number) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStart.getTime() + windowSeconds * 1000 <= now.getTime())
    return { count: 0, resetsAt: now };
  return { count: row.count, resetsAt: new Date(row.windowStart.getTime() + windowSeconds * 1000) };
}

export async function clearHits(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * The refusal for the first key that reached its limit ("Too many sign-in attempts. Please wait 3
 * minutes…"), or undefined while every key is under it.
 */
export async function attemptsRefusal(
  db: Db,
  keys: readonly { key: string; max: number }[],
  now: Date,
  windowSeconds: number,
  what = 'sign-in attempts',
): Promise<string | undefined> {
  for (const { key, max } of keys) {
    const { count, resetsAt } = await peekHits(db, key, now, windowSeconds);
    if (count >= max) {
      const minutes = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 60_000));
      return `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`;
    }
  }
  return undefined;
}
