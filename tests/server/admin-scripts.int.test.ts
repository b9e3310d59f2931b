import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { backOfficePaths } from '../../src/contract/back-office';
import { jobStarted, scriptsResponse, type ScriptName } from '../../src/contract/back-office-data';
import { jobLogPage } from '../../src/contract/back-office-jobs';
import { auditEvents, derivedValues } from '../../src/server/db/schema';
import { sessions } from '../../src/server/db/schema/identity';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

// Issue 19, data slice: the utility scripts. A dry run reports and writes nothing; the real run
// changes exactly what the dry run reported, is audited, and a second dry run finds nothing left.

let t: TestApp;
let admin: AdminSession;
const p = backOfficePaths;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'admin-totp');
});
afterAll(() => t.close());

async function run(name: ScriptName, body: unknown) {
  const res = await admin.call('POST', fillPath(p.scriptRuns, { name }), body);
  expect(res.status).toBe(201);
  const { jobId } = jobStarted.parse(await res.json());
  await t.jobs.drain();
  const log = jobLogPage.parse(
    await (await admin.call('GET', fillPath(p.jobLog, { id: String(jobId) }))).json(),
  );
  expect(log.job.status).toBe('succeeded');
  return log;
}
const derivedCount = async (kind: 'inner-age' | 'grade') =>
  (await t.database.db.select({ n: count() }).from(derivedValues).where(eq(derivedValues.kind, kind)))[0]!.n;
const changedItems = (log: Awaited<ReturnType<typeof run>>) =>
  log.items.filter((l) => l.outcome === 'ok').map((l) => l.itemKey);

describe('utility scripts', () => {
  it('lists the fixed scripts with descriptions', async () => {
    const res = await admin.call('GET', p.scripts);
    expect(res.status).toBe(200);
    const { items } = scriptsResponse.parse(await res.json());
    expect(items.map((s) => s.name)).toEqual([
      'recompute-inner-age',
      'regrade-results',
      'rebuild-habit-reports',
      'purge-expired-sessions',
    ]);
    expect(items.every((s) => s.description.length > 20)).toBe(true);
  });

  it('recompute InnerAge: the dry run writes nothing, the run stores what it said, audited', async () => {
    const dry = await run('recompute-inner-age', { dryRun: true });
    expect(dry.job.dryRun).toBe(true);
    const would = changedItems(dry);
    expect(would.length).toBeGreaterThan(0);
    expect(dry.items.find((l) => l.outcome === 'ok')!.message).toMatch(
      /^Would change InnerAge from none to \d/,
    );
    expect(await derivedCount('inner-age')).toBe(0);

    const real = await run('recompute-inner-age', { dryRun: false, reason: 'Model updated' });
    expect(changedItems(real)).toEqual(would);
    expect(await derivedCount('inner-age')).toBe(would.filter(Boolean).length);
    const again = await run('recompute-inner-age', { dryRun: true });
    expect(changedItems(again)).toEqual([]);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'utility-script'), eq(auditEvents.entityId, 'recompute-inner-age')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.reason).toBe('Model updated');
    expect(audit[0]!.summary).toMatch(/Recompute InnerAge for all customers" started \(job #\d+\)/);
  });

  it('regrade results: finds a grade that differs from the ranges now and fixes only that', async () => {
    await run('regrade-results', { dryRun: false, reason: 'First grading' });
    const stored = await derivedCount('grade');
    expect(stored).toBeGreaterThan(0);
    // a range changed: one stored grade no longer matches what grading says
    const [one] = await t.database.db
      .select()
      .from(derivedValues)
      .where(eq(derivedValues.kind, 'grade'))
      .limit(1);
    await t.database.db
      .update(derivedValues)
      .set({ value: 99 })
      .where(and(eq(derivedValues.kind, 'grade'), eq(derivedValues.subject, one!.subject)));
    const dry = await run('regrade-results', { dryRun: true });
    expect(changedItems(dry)).toEqual([`customer ${one!.customerId}`]);
    expect(dry.items.find((l) => l.outcome === 'ok')!.message).toMatch(/^Would regrade 1 value in result #/);
    const [still] = await t.database.db
      .select()
      .from(derivedValues)
      .where(and(eq(derivedValues.kind, 'grade'), eq(derivedValues.subject, one!.subject)));
    expect(still!.value).toBe(99);
    const real = await run('regrade-results', { dryRun: false, reason: 'Range changed' });
    expect(changedItems(real)).toEqual(changedItems(dry));
    const [fixed] = await t.database.db
      .select()
      .from(derivedValues)
      .where(and(eq(derivedValues.kind, 'grade'), eq(derivedValues.subject, one!.subject)));
    expect(fixed!.value).toBe(one!.value);
    expect(await derivedCount('grade')).toBe(stored);
  });

  it('rebuild habit reports: the dry run names the customers, the run builds their reports', async () => {
    const dry = await run('rebuild-habit-reports', { dryRun: true });
    const real = await run('rebuild-habit-reports', { dryRun: false, reason: 'Scheduler was down' });
    expect(real.items.filter((l) => l.itemKey).map((l) => l.itemKey)).toEqual(
      dry.items.filter((l) => l.itemKey).map((l) => l.itemKey),
    );
    const after = await run('rebuild-habit-reports', { dryRun: true });
    expect(changedItems(after).length).toBeLessThanOrEqual(
      changedItems(dry).length - changedItems(real).length,
    );
  });

  it('refuses bad input naming the field, an unknown script, and Support', async () => {
    const noReason = await admin.call('POST', fillPath(p.scriptRuns, { name: 'regrade-results' }), {
      dryRun: false,
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain('reason');
    const noFlag = await admin.call('POST', fillPath(p.scriptRuns, { name: 'regrade-results' }), {});
    expect(noFlag.status).toBe(400);
    expect(JSON.stringify(await noFlag.json())).toContain('dryRun');
    const unknown = await admin.call('POST', fillPath(p.scriptRuns, { name: 'rm-rf' }), { dryRun: true });
    expect(unknown.status).toBe(400);
    const support = await adminSession(t, 'admin-limited');
    expect((await support.call('GET', p.scripts)).status).toBe(403);
    expect(
      (await support.call('POST', fillPath(p.scriptRuns, { name: 'regrade-results' }), { dryRun: true }))
        .status,
    ).toBe(403);
  });
  it('purge expired sessions: the dry run counts and rolls back, the run deletes the same', async () => {
    const count0 = (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;
    // a week later every session idle since the seed is past its end and the grace day
    t.setNow(new Date(t.now().getTime() + 30 * 86_400_000));
    // the admin signs in again at the new time (their seed-time session is one of the expired)
    admin = await adminSession(t, 'admin-totp');
    const dry = await run('purge-expired-sessions', { dryRun: true });
    const line = dry.items.find((l) => l.itemKey === 'purge')!;
    const would = Number(/customer sessions: (\d+)/.exec(line.message)![1]);
    expect((await t.database.db.select({ n: count() }).from(sessions))[0]!.n).toBe(count0);
    const real = await run('purge-expired-sessions', { dryRun: false, reason: 'Housekeeping' });
    expect(real.items.find((l) => l.itemKey === 'purge')!.message).toBe(
      line.message.replace('Would delete', 'Deleted'),
    );
    expect((await t.database.db.select({ n: count() }).from(sessions))[0]!.n).toBe(count0 - would);
  });
});
