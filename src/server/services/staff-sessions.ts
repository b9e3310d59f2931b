import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { staffSessions } from '../db/schema/staff';
import { digest, newSecret } from './crypto';
import { nextIdleDeadline } from './sessions';

/** Admins and coaches share one cookie; the account's kind decides which token it yields. */
export const STAFF_COOKIE = 'hs_staff';

export type StaffSession = typeof staffSessions.$inferSelect;

const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

/**
 * A new staff session: the cookie value (kept only by the browser) and its id (its digest). A
 * password login opens it with the second factor pending; a coach's guid link opens it complete.
 */
export async function openStaffSession(
  db: Db,
  staffId: number,
  now: Date,
  idleSeconds: number,
  secondFactorAt: Date | null = null,
) {
  const cookie = newSecret();
  const id = digest(cookie);
  await db
    .insert(staffSessions)
    .values({ id, staffId, createdAt: now, idleExpiresAt: addSeconds(now, idleSeconds), secondFactorAt });
  return { cookie, id };
}

export async function activeStaffSession(db: Db, id: string, now: Date): Promise<StaffSession | undefined> {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(
      and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt), gt(staffSessions.idleExpiresAt, now)),
    );
  return row;
}

export async function touchStaffSession(db: Db, session: StaffSession, now: Date, idleSeconds: number) {
  const next = nextIdleDeadline(session.idleExpiresAt, now, idleSeconds);
  if (next)
    await db.update(staffSessions).set({ idleExpiresAt: next }).where(eq(staffSessions.id, session.id));
}

/**
 * Marks the second factor done. The pending session is replaced by a new one (a new cookie), so a
 * cookie seen before the second factor never becomes a signed-in one.
 */
export async function completeSecondFactor(db: Db, pending: StaffSession, now: Date, idleSeconds: number) {
  const fresh = await openStaffSession(db, pending.staffId, now, idleSeconds, now);
  await revokeStaffSession(db, pending.id, now);
  return fresh;
}

export async function revokeStaffSession(db: Db, id: string, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

export async function revokeAllStaffSessions(db: Db, staffId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
