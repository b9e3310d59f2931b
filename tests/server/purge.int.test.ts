import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import {
  customers,
  passwordResets,
  rateLimits,
  refreshTokens,
  sessions,
} from '../../src/server/db/schema/identity';
import { staff, staffPasswordResets, staffSessions } from '../../src/server/db/schema/staff';
import { PURGE_GRACE_MS, purgeExpired } from '../../src/server/services/purge';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-22T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const ids = <T extends { id: string }>(rows: T[]) => rows.map((r) => r.id).sort();

describe('purgeExpired', () => {
  it('deletes only what ended more than a day ago, and counters whose longest window ended', async () => {
    const db = t.database.db;
    const [customer] = await db.select({ id: customers.id }).from(customers).limit(1);
    const [member] = await db.select({ id: staff.id }).from(staff).limit(1);
    const customerId = customer!.id;
    const staffId = member!.id;

    // a session per case; 'ended' sessions ended before the grace day, 'recent' ones within it
    await db.insert(sessions).values([
      { id: 'p-live', customerId, createdAt: at(-DAY), idleExpiresAt: at(HOUR) },
      { id: 'p-idle-recent', customerId, createdAt: at(-DAY), idleExpiresAt: at(-HOUR) },
      { id: 'p-idle-ended', customerId, createdAt: at(-3 * DAY), idleExpiresAt: at(-DAY - HOUR) },
      {
        id: 'p-revoked-ended',
        customerId,
        createdAt: at(-3 * DAY),
        idleExpiresAt: at(HOUR),
        revokedAt: at(-2 * DAY),
      },
    ]);
    await db.insert(refreshTokens).values([
      { id: 'p-rt-live', familyId: 'f1', sessionId: 'p-live', customerId, expiresAt: at(DAY) },
      {
        id: 'p-rt-spent',
        familyId: 'f1',
        sessionId: 'p-live',
        customerId,
        expiresAt: at(DAY),
        usedAt: at(-HOUR),
      },
      { id: 'p-rt-expired', familyId: 'f1', sessionId: 'p-live', customerId, expiresAt: at(-HOUR) },
      { id: 'p-rt-of-ended', familyId: 'f2', sessionId: 'p-idle-ended', customerId, expiresAt: at(DAY) },
    ]);
    await db.insert(staffSessions).values([
      { id: 'p-staff-live', staffId, idleExpiresAt: at(HOUR) },
      { id: 'p-staff-ended', staffId, idleExpiresAt: at(-2 * DAY) },
    ]);
    await db.insert(passwordResets).values([
      { id: 'p-reset-live', customerId, expiresAt: at(HOUR) },
      { id: 'p-reset-recent', customerId, expiresAt: at(-HOUR), usedAt: at(-2 * HOUR) },
      { id: 'p-reset-ended', customerId, expiresAt: at(-2 * DAY) },
    ]);
    await db.insert(staffPasswordResets).values([
      { id: 'p-staff-reset-live', staffId, expiresAt: at(HOUR) },
      { id: 'p-staff-reset-ended', staffId, expiresAt: at(-2 * DAY) },
    ]);
    // the longest window is a day (staff SMS codes): a counter from 25 hours ago counts for nothing
    await db.insert(rateLimits).values([
      { key: 'p:fresh', windowStart: at(-HOUR), count: 3 },
      { key: 'p:day-old', windowStart: at(-DAY + HOUR), count: 3 },
      { key: 'p:ended', windowStart: at(-DAY - HOUR), count: 3 },
    ]);

    // nothing has ended yet a week earlier
    await purgeExpired(db, at(-7 * DAY), t.config);
    expect(
      await db
        .select()
        .from(sessions)
        .where(inArray(sessions.id, ['p-idle-ended'])),
    ).toHaveLength(1);

    await purgeExpired(db, NOW, t.config);

    const left = async () => ({
      sessions: ids(
        await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(inArray(sessions.id, ['p-live', 'p-idle-recent', 'p-idle-ended', 'p-revoked-ended'])),
      ),
      tokens: ids(
        await db
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(inArray(refreshTokens.familyId, ['f1', 'f2'])),
      ),
      staffSessions: ids(
        await db
          .select({ id: staffSessions.id })
          .from(staffSessions)
          .where(inArray(staffSessions.id, ['p-staff-live', 'p-staff-ended'])),
      ),
      resets: ids(
        await db
          .select({ id: passwordResets.id })
          .from(passwordResets)
          .where(inArray(passwordResets.id, ['p-reset-live', 'p-reset-recent', 'p-reset-ended'])),
      ),
      staffResets: ids(
        await db
          .select({ id: staffPasswordResets.id })
          .from(staffPasswordResets)
          .where(inArray(staffPasswordResets.id, ['p-staff-reset-live', 'p-staff-reset-ended'])),
      ),
      counters: (
        await db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(inArray(rateLimits.key, ['p:fresh', 'p:day-old', 'p:ended']))
      )
        .map((r) => r.key)
        .sort(),
    });
    expect(await left()).toEqual({
      sessions: ['p-idle-recent', 'p-live'],
      // a spent token stays until it expires, so presenting it again still revokes its family
      tokens: ['p-rt-live', 'p-rt-spent'],
      staffSessions: ['p-staff-live'],
      resets: ['p-reset-live', 'p-reset-recent'],
      staffResets: ['p-staff-reset-live'],
      counters: ['p:day-old', 'p:fresh'],
    });

    // a day later the recent ones have passed their grace day too
    await purgeExpired(db, at(PURGE_GRACE_MS + 2 * HOUR), t.config);
    const later = await left();
    expect(later.sessions).toEqual([]);
    expect(later.resets).toEqual([]);
    expect(later.counters).toEqual([]);
  });

  it('runs every PURGE_INTERVAL_SECONDS, an hour by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).purgeIntervalSeconds).toBe(3600);
    expect(loadConfig({ NODE_ENV: 'test', PURGE_INTERVAL_SECONDS: '60' }).purgeIntervalSeconds).toBe(60);
    expect(() => loadConfig({ NODE_ENV: 'test', PURGE_INTERVAL_SECONDS: '0' })).toThrow(
      /PURGE_INTERVAL_SECONDS/,
    );
  });
});
