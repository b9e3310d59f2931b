import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db';
import { customers, refreshTokens, sessions } from '../db/schema/identity';
import { digest, newSecret } from './crypto';
import { VIEW_AS_SESSION_MINUTES } from '../../contract/back-office-insights';

export const SESSION_COOKIE = 'hs_session';

const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

export interface SessionPolicy {
  sessionIdleSeconds: number;
  refreshTokenDays: number;
}

/** A new signed-in session: the cookie value (kept only by the browser) and its id (its digest). */
export async function openSession(db: Db, customerId: number, now: Date, policy: SessionPolicy) {
  const cookie = newSecret();
  const id = digest(cookie);
  await db
    .insert(sessions)
    .values({ id, customerId, createdAt: now, idleExpiresAt: addSeconds(now, policy.sessionIdleSeconds) });
  return { cookie, id };
}

/**
 * A read-only session an administrator opens to see the product as the customer (issue 18): it
 * carries the administrator's id and ends VIEW_AS_SESSION_MINUTES after it opened, activity or not.
 */
export async function openViewAsSession(
  db: Db,
  customerId: number,
  staffId: number,
  now: Date,
  policy: SessionPolicy,
) {
  const cookie = newSecret();
  const id = digest(cookie);
  const idle = Math.min(policy.sessionIdleSeconds, VIEW_AS_SESSION_MINUTES * 60);
  await db
    .insert(sessions)
    .values({ id, customerId, createdAt: now, idleExpiresAt: addSeconds(now, idle), viewAsStaffId: staffId });
  return { cookie, id };
}

/** The moment a view-as session ends whatever its activity. */
export const viewAsEndsAt = (createdAt: Date) => addSeconds(createdAt, VIEW_AS_SESSION_MINUTES * 60);

/**
 * The open session with its customer's row, read in the same query: the gates need the activation
 * state and access flags, and a read kept by the session cache (issue 22) answers the account
 * without another query.
 */
export async function activeSession(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.idleExpiresAt, now)));
  if (!row || !stillOpen(row.session, now)) return undefined;
  const { customer } = row;
  return {
    ...row.session,
    customer,
    activationState: customer.activationState,
    permissions: customer.permissions,
    isDnaOnly: customer.isDnaOnly,
  };
}

export type OpenSession = NonNullable<Awaited<ReturnType<typeof activeSession>>>;

/** An unrevoked session's deadlines at `now`: idle, and a view-as session's absolute limit. */
export function stillOpen(
  session: { idleExpiresAt: Date; viewAsStaffId: number | null; createdAt: Date },
  now: Date,
) {
  if (session.idleExpiresAt <= now) return false;
  // a view-as session never outlives its absolute limit, however its idle deadline slid
  return session.viewAsStaffId === null || viewAsEndsAt(session.createdAt) > now;
}

export const sessionIdFromCookie = (cookie: string | undefined) => (cookie ? digest(cookie) : undefined);

/** Slides the idle deadline on activity (see `nextIdleDeadline`). */
export async function touchSession(
  db: Db,
  session: { id: string; idleExpiresAt: Date },
  now: Date,
  policy: SessionPolicy,
) {
  const next = nextIdleDeadline(session.idleExpiresAt, now, policy.sessionIdleSeconds);
  if (!next) return session.idleExpiresAt;
  await db.update(sessions).set({ idleExpiresAt: next }).where(eq(sessions.id, session.id));
  return next;
}

/**
 * The new idle deadline of a session (customer or staff) on activity at `now`, or undefined while the
 * stored one is recent enough to keep: written at most once a minute (a tenth of the idle time when
 * that is shorter), so busy pages do not turn every read into a write.
 */
export function nextIdleDeadline(idleExpiresAt: Date, now: Date, idleSeconds: number): Date | undefined {
  const next = addSeconds(now, idleSeconds);
  const step = Math.min(60_000, idleSeconds * 100);
  return next.getTime() - idleExpiresAt.getTime() < step ? undefined : next;
}

export async function revokeSession(db: Db, id: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, id), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOf(db: Db, customerId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
}

export async function issueRefreshToken(
  db: Db,
  owner: { customerId: number; sessionId: string; familyId?: string },
  now: Date,
  policy: SessionPolicy,
) {
  const token = newSecret();
  await db.insert(refreshTokens).values({
    id: digest(token),
    familyId: owner.familyId ?? newSecret(),
    sessionId: owner.sessionId,
    customerId: owner.customerId,
    createdAt: now,
    expiresAt: addSeconds(now, policy.refreshTokenDays * 86_400),
  });
  return token;
}

export type Rotation =
  | { kind: 'rotated'; customerId: number; sessionId: string; refreshToken: string }
  | { kind: 'refused'; reason: 'unknown' | 'expired' | 'reused' | 'revoked' };

// Two tabs refreshing with the same token at the same moment look like reuse; a few seconds of grace.
const REUSE_GRACE_MS = 5_000;

/**
 * Spends a refresh token and issues its successor in the same family. Exactly one caller wins
 * (`UPDATE … WHERE used_at IS NULL RETURNING`); a spent token presented again after the grace period
 * revokes the whole family and its session (RFC 9700 §4.14.2).
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<Rotation> {
  const id = digest(token);
  const [won] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  if (won) {
    const session = await activeSession(db, won.sessionId, now);
    if (!session) return { kind: 'refused', reason: 'expired' };
    const refreshToken = await issueRefreshToken(db, won, now, policy);
    return { kind: 'rotated', customerId: won.customerId, sessionId: won.sessionId, refreshToken };
  }
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  if (!row) return { kind: 'refused', reason: 'unknown' };
  if (row.revokedAt) return { kind: 'refused', reason: 'revoked' };
  if (row.usedAt && now.getTime() - row.usedAt.getTime() > REUSE_GRACE_MS) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    await revokeSession(db, row.sessionId, now);
    return { kind: 'refused', reason: 'reused' };
  }
  return { kind: 'refused', reason: 'expired' };
}

/** Signs out every session of the customer but `keepSessionId` (a password change from this one). */
export async function revokeOthersOf(db: Db, customerId: number, keepSessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.customerId, customerId),
        isNull(refreshTokens.revokedAt),
        ne(refreshTokens.sessionId, keepSessionId),
      ),
    );
}
