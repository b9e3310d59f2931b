import { lt, or } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db';
import { passwordResets, rateLimits, refreshTokens, sessions } from '../db/schema/identity';
import { staffPasswordResets, staffSessions } from '../db/schema/staff';
import type { Logger } from '../log';

/**
 * Rows stay a day past their end, so a late request still meets an ended session or a spent link
 * (and says so) rather than an unknown one.
 */
export const PURGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** The longest window a rate limit counts over is a day (the SMS codes a staff member may ask for). */
const LONGEST_FIXED_WINDOW_SECONDS = 24 * 60 * 60;

/** The longest window any rate limit counts over: a counter started before it counts for nothing. */
export function longestRateLimitWindowSeconds(config: Config): number {
  return Math.max(
    LONGEST_FIXED_WINDOW_SECONDS,
    config.auth.loginWindowSeconds,
    config.staff.smsResendSeconds,
  );
}

/**
 * Deletes what can never be used again: sessions (customer and staff) and password-reset links a
 * day after they ended; refresh tokens once expired or a day after being revoked (a spent one stays
 * until it expires, so presenting it again still revokes its family); rate-limit counters whose
 * window ended.
 */
export async function purgeExpired(db: Db, now: Date, config: Config) {
  const before = new Date(now.getTime() - PURGE_GRACE_MS);
  await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, before)));
  await db.delete(sessions).where(or(lt(sessions.idleExpiresAt, before), lt(sessions.revokedAt, before)));
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.idleExpiresAt, before), lt(staffSessions.revokedAt, before)));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
  await db.delete(staffPasswordResets).where(lt(staffPasswordResets.expiresAt, before));
  const windowEnded = new Date(now.getTime() - longestRateLimitWindowSeconds(config) * 1000);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, windowEnded));
}

export interface PurgeScheduler {
  stop(): void;
}

/**
 * Purges once at start and then every `config.purgeIntervalSeconds` on an unref'd timer (it never
 * keeps the process alive). Started by `main.ts` only: tests call `purgeExpired` with their clock.
 */
export function startPurgeScheduler({
  db,
  now,
  config,
  log,
}: {
  db: Db;
  now: () => Date;
  config: Config;
  log?: Logger;
}): PurgeScheduler {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    purgeExpired(db, now(), config)
      .catch((err: unknown) =>
        log?.error('purging expired rows failed', {
          error: err instanceof Error ? err.message : String(err),
        }),
      )
      .finally(() => {
        running = false;
      });
  };
  const handle = setInterval(tick, config.purgeIntervalSeconds * 1000);
  handle.unref();
  tick();
  return { stop: () => clearInterval(handle) };
}
