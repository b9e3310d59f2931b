import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath } from '../../src/contract/admin';
import { backOfficePaths } from '../../src/contract/back-office';
import { JOB_MESSAGES, jobLogPage, jobsPage, jobView } from '../../src/contract/back-office-jobs';
import { adminJobLogs, adminJobs } from '../../src/server/db/schema/jobs';
import { companies, staff } from '../../src/server/db/schema/staff';
import { demoEmail } from '../../src/server/db/seed';
import { HttpError } from '../../src/server/http/errors';
import {
  createJobRunner,
  JOB_DEADLINE_MS,
  type JobDefinition,
  type JobRunner,
} from '../../src/server/jobs/runner';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, otherProcess, type TestApp } from './test-app';

// Issue 19: the one job runner. Items are atomic with their outcome and cursor; a failed item rolls
// back alone; cancel stops at the next item; a restart resumes a resumable job from its cursor (no
// item twice, none lost) and fails any other; a run that lost its claim never writes again.

/** A gate a test opens: the job's work waits on it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const counted = z.object({ count: z.number().int().min(1).max(50), failOn: z.number().int().optional() });
type Counted = z.infer<typeof counted>;
let holdAt: number | undefined;
let hold = gate();
let reached = gate();

/** Counts to `count`, one item each, writing a marker line in the item's transaction. */
function counter(kind: 'utility-script' | 'export', resumable: boolean): JobDefinition<Counted> {
  return {
    kind,
    params: counted,
    access: kind === 'export' ? 'exportQueries' : 'utilityScripts',
    resumable,
    async run(ctx) {
      const from = typeof ctx.cursor === 'number' ? ctx.cursor : 0;
      await ctx.setTotal(ctx.params.count);
      for (let n = from + 1; n <= ctx.params.count; n++) {
        if (n === holdAt) {
          holdAt = undefined; // the run that carries on after a restart does not stop here again
          reached.open();
          await hold.opened;
        }
        await ctx.item(
          String(n),
          async (tx) => {
            await tx
              .insert(adminJobLogs)
              .values({ jobId: ctx.job.id, level: 'info', message: `work ${n}`, at: ctx.deps.now() });
            if (n === ctx.params.failOn) throw new HttpError(400, `Item ${n} is not valid.`);
            if (n % 5 === 0) return { outcome: 'skipped', message: `Item ${n} had nothing to do.` };
            return { outcome: 'ok', message: `Item ${n} done.` };
          },
          n,
        );
      }
      if (!ctx.job.dryRun) await ctx.file('count.csv', 'text/csv', new TextEncoder().encode('n\n1\n'));
      return `Counted to ${ctx.params.count}.`;
    },
  };
}
const definitions = [counter('utility-script', true), counter('export', false)] as JobDefinition<never>[];

let t: TestApp;
let admin: AdminSession;
let staffId: number;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: createJobRunner({ definitions, manual: true }) });
  admin = await adminSession(t, 'admin-totp');
  const [row] = await t.database.db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, demoEmail('admin-totp')));
  staffId = row!.id;
  companyId = row!.companyId;
});
afterAll(() => t.close());

const enqueue = (kind: 'utility-script' | 'export', params: Counted, runner: JobRunner = t.jobs) =>
  runner.enqueue(t.database.db, { kind, title: `Count to ${params.count}`, params, staffId, companyId });
const workLines = async (jobId: number) =>
  (await t.database.db.select().from(adminJobLogs).where(eq(adminJobLogs.jobId, jobId))).filter((l) =>
    l.message.startsWith('work '),
  );
const read = async (jobId: number) =>
  jobView.parse(
    (
      (await (await admin.call('GET', fillPath(backOfficePaths.job, { id: String(jobId) }))).json()) as {
        job: unknown;
      }
    ).job,
  );

/** A second server on the same database (the first "died"): its own runner, its own app. */
function secondServer() {
  const runner = createJobRunner({ definitions, manual: true });
  otherProcess(t, { jobs: runner });
  return runner;
}

describe('the job runner', () => {
  it('runs a queued job to the end: counts, outcomes, a log line per item, its file', async () => {
    const id = await enqueue('utility-script', { count: 7 });
    expect((await read(id)).status).toBe('queued');
    await t.jobs.drain();
    const job = await read(id);
    expect(job).toMatchObject({ status: 'succeeded', total: 7, done: 7, skipped: 1, failed: 0 });
    expect(job.summary).toBe('Counted to 7.');
    expect(job.files).toEqual([{ name: 'count.csv', contentType: 'text/csv', bytes: 4 }]);
    const log = jobLogPage.parse(
      await (
        await admin.call('GET', `${fillPath(backOfficePaths.jobLog, { id: String(id) })}?outcome=skipped`)
      ).json(),
    );
    expect(log.items.map((l) => l.itemKey)).toEqual(['5']);
    const file = await admin.call(
      'GET',
      fillPath(backOfficePaths.jobFile, { id: String(id), name: 'count.csv' }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('count.csv');
  });

  it('a job with run_after waits for its time', async () => {
    const runAfter = new Date(t.now().getTime() + 3_600_000);
    const id = await t.jobs.enqueue(t.database.db, {
      kind: 'utility-script',
      title: 'Later',
      params: { count: 1 },
      staffId,
      companyId,
      runAfter,
    });
    await t.jobs.drain();
    expect((await read(id)).status).toBe('queued');
    const start = t.now();
    t.setNow(runAfter);
    try {
      await t.jobs.drain();
    } finally {
      t.setNow(start);
    }
    expect((await read(id)).status).toBe('succeeded');
  });

  it('an item refused by the rules rolls back alone and is recorded as failed', async () => {
    const id = await enqueue('utility-script', { count: 4, failOn: 2 });
    await t.jobs.drain();
    expect(await read(id)).toMatchObject({ status: 'succeeded', done: 4, failed: 1 });
    expect((await workLines(id)).map((l) => l.message)).toEqual(['work 1', 'work 3', 'work 4']);
    const failed = jobLogPage.parse(
      await (
        await admin.call('GET', `${fillPath(backOfficePaths.jobLog, { id: String(id) })}?outcome=failed`)
      ).json(),
    );
    expect(failed.items[0]).toMatchObject({ itemKey: '2', message: 'Item 2 is not valid.', level: 'warn' });
  });

  it('cancel: a queued job ends at once; a running one at its next item; a finished one answers 409', async () => {
    const queued = await enqueue('utility-script', { count: 3 });
    const cancel = (id: number) =>
      admin.call('POST', fillPath(backOfficePaths.jobCancel, { id: String(id) }));
    expect((await cancel(queued)).status).toBe(200);
    expect(await read(queued)).toMatchObject({ status: 'cancelled', done: 0 });
    expect((await cancel(queued)).status).toBe(409);

    holdAt = 3;
    hold = gate();
    reached = gate();
    const running = await enqueue('utility-script', { count: 6 });
    const drained = t.jobs.drain();
    await reached.opened;
    expect((await cancel(running)).status).toBe(200);
    hold.open();
    await drained;
    holdAt = undefined;
    expect(await read(running)).toMatchObject({
      status: 'cancelled',
      done: 2,
      summary: JOB_MESSAGES.cancelled,
    });
  });

  it('a run past its deadline stops at its next item and fails, saying it ran out of time', async () => {
    holdAt = 3;
    hold = gate();
    reached = gate();
    const id = await enqueue('utility-script', { count: 6 });
    const start = t.now();
    const drained = t.jobs.drain();
    await reached.opened;
    t.setNow(new Date(start.getTime() + JOB_DEADLINE_MS + 1000));
    try {
      hold.open();
      await drained;
    } finally {
      t.setNow(start);
      holdAt = undefined;
    }
    const timedOut = JOB_MESSAGES.timedOut(JOB_DEADLINE_MS / 60_000);
    expect(timedOut).toContain('30 minutes');
    expect(await read(id)).toMatchObject({ status: 'failed', done: 2, error: timedOut });
    expect((await workLines(id)).map((l) => l.message)).toEqual(['work 1', 'work 2']);
    const log = jobLogPage.parse(
      await (await admin.call('GET', fillPath(backOfficePaths.jobLog, { id: String(id) }))).json(),
    );
    expect(log.items.at(-1)).toMatchObject({ level: 'error', message: timedOut });
  });

  it('a resumed run keeps the deadline of its first start', async () => {
    holdAt = 2;
    hold = gate();
    reached = gate();
    const id = await enqueue('utility-script', { count: 5 });
    const start = t.now();
    const firstRun = t.jobs.drain();
    await reached.opened;
    // the server dies; a second one finds the job stale only after the deadline of the first start
    const second = secondServer();
    t.setNow(new Date(start.getTime() + JOB_DEADLINE_MS + 1000));
    try {
      expect(await second.recover()).toBe(1);
      await second.drain();
    } finally {
      t.setNow(start);
    }
    expect(await read(id)).toMatchObject({
      status: 'failed',
      done: 1,
      error: JOB_MESSAGES.timedOut(JOB_DEADLINE_MS / 60_000),
    });
    hold.open();
    await firstRun;
    holdAt = undefined;
    expect(await workLines(id)).toHaveLength(1);
  });

  it('a restart resumes a resumable job from its cursor: every item once, none lost', async () => {
    holdAt = 4;
    hold = gate();
    reached = gate();
    const id = await enqueue('utility-script', { count: 9 });
    const firstRun = t.jobs.drain();
    await reached.opened;
    // the first server "dies" here; the second finds the job running with a stale heartbeat
    const second = secondServer();
    expect(await second.recover()).toBe(0); // still fresh: not an orphan yet
    const start = t.now();
    t.setNow(new Date(start.getTime() + 60_000));
    try {
      expect(await second.recover()).toBe(1);
      await second.drain();
    } finally {
      t.setNow(start);
    }
    const job = await read(id);
    expect(job).toMatchObject({ status: 'succeeded', done: 9, total: 9 });
    expect((await workLines(id)).map((l) => l.message)).toEqual(
      Array.from({ length: 9 }, (_, i) => `work ${i + 1}`),
    );
    const log = jobLogPage.parse(
      await (await admin.call('GET', fillPath(backOfficePaths.jobLog, { id: String(id) }))).json(),
    );
    expect(log.items.map((l) => l.message)).toContain(JOB_MESSAGES.resumed);
    // the first run wakes up: it lost its claim and writes nothing more
    hold.open();
    await firstRun;
    holdAt = undefined;
    expect(await workLines(id)).toHaveLength(9);
    expect(await read(id)).toMatchObject({ status: 'succeeded', done: 9 });
  });

  it('a restart fails a job that cannot resume, saying so; never half-silently done', async () => {
    holdAt = 2;
    hold = gate();
    reached = gate();
    const id = await enqueue('export', { count: 5 });
    const firstRun = t.jobs.drain();
    await reached.opened;
    const second = secondServer();
    expect(await second.recover({ all: true })).toBe(1);
    await second.drain();
    expect(await read(id)).toMatchObject({ status: 'failed', error: JOB_MESSAGES.restartFailed, done: 1 });
    hold.open();
    await firstRun;
    holdAt = undefined;
    expect(await read(id)).toMatchObject({ status: 'failed', done: 1 });
  });

  it('an unexpected error fails the job with a plain message; bad stored settings too', async () => {
    const bad = await t.database.db
      .insert(adminJobs)
      .values({ kind: 'utility-script', title: 'Broken', params: { count: 'many' }, staffId, companyId })
      .returning({ id: adminJobs.id });
    await t.jobs.drain();
    expect(await read(bad[0]!.id)).toMatchObject({
      status: 'failed',
      error: 'The job’s settings are no longer valid.',
    });
  });
});

describe('the jobs calls', () => {
  it('list the jobs of the kinds the role may run, newest first; others are 404', async () => {
    const id = await enqueue('export', { count: 1 });
    const page = jobsPage.parse(
      await (await admin.call('GET', `${backOfficePaths.jobs}?kind=export`)).json(),
    );
    expect(page.items[0]!.id).toBe(id);
    expect(page.items.every((j) => j.kind === 'export')).toBe(true);

    const support = await adminSession(t, 'admin-limited');
    const theirs = jobsPage.parse(await (await support.call('GET', backOfficePaths.jobs)).json());
    expect(theirs.total).toBe(0);
    expect((await support.call('GET', fillPath(backOfficePaths.job, { id: String(id) }))).status).toBe(404);
    expect((await support.call('POST', fillPath(backOfficePaths.jobCancel, { id: String(id) }))).status).toBe(
      404,
    );
    // Operations may export (without personal data): it sees the export job, not the scripts
    const ops = await adminSession(t, 'admin-ops');
    const opsPage = jobsPage.parse(await (await ops.call('GET', backOfficePaths.jobs)).json());
    expect(opsPage.items.every((j) => j.kind === 'export')).toBe(true);
    expect(opsPage.items.map((j) => j.id)).toContain(id);
  });

  it('bad input names each field', async () => {
    const res = await admin.call('GET', `${backOfficePaths.jobs}?kind=nope&page=0`);
    expect(res.status).toBe(400);
    const issues = ((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort();
    expect(issues).toEqual(['kind', 'page']);
    const log = await admin.call('GET', `${fillPath(backOfficePaths.jobLog, { id: '1' })}?after=-1`);
    expect(log.status).toBe(400);
    expect(
      (await admin.call('GET', fillPath(backOfficePaths.jobFile, { id: '1', name: 'a*b' }))).status,
    ).toBe(400);
  });

  it('a job of another company is not found', async () => {
    const [other] = await t.database.db.select().from(companies).where(ne(companies.id, companyId)).limit(1);
    const [row] = await t.database.db
      .insert(adminJobs)
      .values({ kind: 'export', title: 'Theirs', params: { count: 1 }, staffId, companyId: other!.id })
      .returning({ id: adminJobs.id });
    expect((await admin.call('GET', fillPath(backOfficePaths.job, { id: String(row!.id) }))).status).toBe(
      404,
    );
    await t.database.db.delete(adminJobs).where(eq(adminJobs.id, row!.id));
  });
});
