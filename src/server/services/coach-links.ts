import type { Db } from '../db';
import { coachLoginLinks } from '../db/schema/staff';
import { digest, newSecret } from './crypto';

/**
 * Makes a coach's entry link (spec 001 §7 loginByGuid): 256 random bits, of which the database keeps
 * only the digest, so the guid is shown once, to whoever issues it.
 */
export async function issueCoachLoginLink(db: Db, staffId: number, now: Date, years: number) {
  const guid = newSecret();
  const expiresAt = new Date(now);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + years);
  await db.insert(coachLoginLinks).values({ id: digest(guid), staffId, createdAt: now, expiresAt });
  return guid;
}
