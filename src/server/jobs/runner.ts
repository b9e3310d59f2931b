import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BackOfficeAccessKey } from '../../contract/back-office';
import {
  JOB_MESSAGES,
  type JobKind,
  type JobLogLevel,
  type JobOutcome,
} from '../../contract/back-office-jobs';
import type { AppDeps } from '../app';
import type { Db } from '../db';
import { adminJobFiles, adminJobLogs, adminJobs } from '../db/schema/jobs';
import { HttpError } from '../http/errors';
import { errorFields } from '../log';

/**
 * Issue 19: the one runner of the back office's bulk work (docs/decisions/back-office-jobs.md).
 *
 * - A job is a row of `admin_jobs`, queued by a route in the same transaction as whatever it needs.
 * - A runner claims queued jobs one at a time (`FOR UPDATE SKIP LOCKED`), at most `concurrency` at
 *   once, and runs its kind's `run`. Each claim adds one to `attempts`: the fencing token every write
 *   of that run checks, so a run that lost its job (a restart moved it on) can never write again.
 * - `ctx.item(key, work)` does one item's work and records its outcome, the counts and where to carry
 *   on (`cursor`) in ONE transaction: after a restart a resumable job carries on from the last item
 *   recorded, none done twice, none lost.
 * - A running job whose heartbeat is older than `staleMs` (its server died) is resumed when its kind
 *   is resumable and failed otherwise, with a line in its log saying which. A PGlite data directory
 *   has one server, so at start every running job there is such an orphan (`recoverAllAtStart`).
 * - Cancel marks the row; the run stops at its next item and the job ends `cancelled`.
 * - Each kind has a deadline (`deadlineMs`, default JOB_DEADLINE_MS) counted from the job's FIRST
 *   start (`started_at`, kept by a resumed run): past it the run stops at its next item, like cancel,
 *   and the job ends `failed` with JOB_MESSAGES.timedOut.
 */

export class JobCancelled extends Error {
  constructor() {
    super(JOB_MESSAGES.cancelled);
  }
}
/** The run passed its kind's deadline: it stops before its next item and the job fails. */
export class JobTimedOut extends Error {
  constructor(deadlineMs: number) {
    super(JOB_MESSAGES.timedOut(Math.max(1, Math.round(deadlineMs / 60_000))));
  }
}
/** The run's claim was taken over (its job was recovered by another runner): it must stop at once. */
export class JobLost extends Error {}

export interface JobRecord {
  id: number;
  kind: JobKind;
  staffId: number;
  companyId: number;
  dryRun: boolean;
  attempts: number;
  /** When the run must stop (first start + the kind's deadline), by the runner's clock. */
  deadline: Date;
}

export interface ItemResult {
  outcome: JobOutcome;
  message: string;
}

export interface JobContext<P> {
  readonly job: JobRecord;
  readonly params: P;
  readonly deps: AppDeps;
  /** Where a resumed run carries on (what the last `item` saved); undefined on a first run. */
  readonly cursor: unknown;
  /** Sets how many items there are (the progress bar's 100 %). */
  setTotal(total: number): Promise<void>;
  /**
   * Does one item's `work` (given the transaction: write with it, or the item is not atomic) and
   * records its outcome, the counts and `cursor` in the same transaction. Throws JobCancelled before
   * the work once cancel was asked, JobTimedOut once the deadline has passed. An HttpError thrown by
   * `work` rolls its writes back and records the item as failed with the error's message; any other
   * error fails the job.
   */
  item(key: string, work: (tx: Db) => Promise<ItemResult>, cursor?: unknown): Promise<ItemResult>;
  /**
   * A job's closing writes (a summary audit line) fenced like an item's: in one transaction that
   * holds the job only while this run still owns it (JobLost otherwise, nothing written), saving
   * `cursor` with them so a resumed run can tell they were done. Not counted as an item; does not
   * stop for a cancel (the items are done by then).
   */
  finish(work: (tx: Db) => Promise<void>, cursor?: unknown): Promise<void>;
  log(level: JobLogLevel, message: string): Promise<void>;
  /** Stores a file the job wrote (an export), replacing one of the same name. */
  file(name: string, contentType: string, content: Uint8Array): Promise<void>;
}

export interface JobDefinition<P = unknown> {
  kind: JobKind;
  /** Validates the stored params before every run (a resumed one too). */
  params: z.ZodType<P>;
  /** What a staff member needs to see, start or cancel a job of this kind. */
  access: BackOfficeAccessKey;
  /** After a restart: carry on from the cursor (true), or fail (false). */
  resumable: boolean;
  /** How long a job of this kind may run from its first start; JOB_DEADLINE_MS without it. */
  deadlineMs?: number;
  /** Runs the job; answers the one line of summary shown when it succeeded. */
  run(ctx: JobContext<P>): Promise<string>;
}

export interface EnqueueInput {
  kind: JobKind;
  title: string;
  params: unknown;
  staffId: number;
  companyId: number;
  dryRun?: boolean;
  /** Not before this time (the runner's clock); at once without it. */
  runAfter?: Date;
}

export interface JobRunner {
  /** Gives the runner the app it runs jobs for (createApp calls it). */
  attach(deps: AppDeps): void;
  /** Queues a job (pass the route's transaction to queue it with what it needs) and wakes the runner. */
  enqueue(db: Db, input: EnqueueInput): Promise<number>;
  /** The definition of a kind (its access, its params). */
  definition(kind: JobKind): JobDefinition | undefined;
  /** Claims and starts what it can now; started by `start` on a timer, by `enqueue` at once. */
  wake(): void;
  /** Recovers orphans, then polls every `pollMs` (main.ts only: tests call `drain`). */
  start(): void;
  /** Stops claiming and waits up to `waitMs` for the runs in flight; unfinished ones stay `running`. */
  stop(waitMs?: number): Promise<void>;
  /** Runs every due queued job (and what they queue) to the end: for tests and scripts. */
  drain(): Promise<void>;
  /** Resumes or fails the running jobs whose heartbeat is stale (every one with `all`). */
  recover(options?: { all?: boolean }): Promise<number>;
}

export interface JobRunnerOptions {
  definitions: readonly JobDefinition<never>[];
  concurrency?: number;
  pollMs?: number;
  heartbeatMs?: number;
  staleMs?: number;
  /** One server owns a PGlite data directory: every running job found at start is an orphan. */
  recoverAllAtStart?: boolean;
  /** Tests: nothing runs until `drain()` (a queued job stays queued for the test to look at). */
  manual?: boolean;
}

export const JOB_CONCURRENCY = 2;
export const JOB_POLL_INTERVAL_MS = 1000;
export const JOB_HEARTBEAT_MS = 5000;
export const JOB_STALE_MS = 30_000;
/** The deadline of a kind that sets none: long enough for the largest import or sync of one company. */
export const JOB_DEADLINE_MS = 30 * 60_000;

/** Queued, and due (no `run_after`, or it has come). */
const claimable = (now: Date) =>
  and(eq(adminJobs.status, 'queued'), or(isNull(adminJobs.runAfter), lte(adminJobs.runAfter, now)));

const errorText = (error: unknown) =>
  error instanceof HttpError ? error.message : error instanceof Error ? error.message : String(error);

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const definitions = new Map(options.definitions.map((d) => [d.kind, d as unknown as JobDefinition]));
  const concurrency = options.concurrency ?? JOB_CONCURRENCY;
  const pollMs = options.pollMs ?? JOB_POLL_INTERVAL_MS;
  const heartbeatMs = options.heartbeatMs ?? JOB_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? JOB_STALE_MS;
  const deadlineOf = (kind: JobKind) => definitions.get(kind)?.deadlineMs ?? JOB_DEADLINE_MS;
  let deps: AppDeps | undefined;
  const running = new Map<number, Promise<void>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  let ticking: Promise<void> | undefined;

  const app = () => {
    if (!deps) throw new Error('the job runner is not attached to an app');
    return deps;
  };

  async function writeLog(
    db: Db,
    jobId: number,
    level: JobLogLevel,
    message: string,
    item?: { key: string; outcome: JobOutcome },
  ) {
    await db.insert(adminJobLogs).values({
      jobId,
      at: app().now(),
      level,
      message,
      itemKey: item?.key ?? null,
      outcome: item?.outcome ?? null,
    });
  }

  /** Locks the job's row if this run still owns it; throws JobLost otherwise. */
  async function own(tx: Db, job: JobRecord) {
    const [row] = await tx
      .select({ cancel: adminJobs.cancelRequested })
      .from(adminJobs)
      .where(
        and(eq(adminJobs.id, job.id), eq(adminJobs.attempts, job.attempts), eq(adminJobs.status, 'running')),
      )
      .for('update');
    if (!row) throw new JobLost(`job ${job.id} is no longer run by this claim`);
    return row;
  }

  function contextFor(job: JobRecord, params: unknown, cursor: unknown): JobContext<unknown> {
    const { db } = app();
    const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));
    return {
      job,
      params,
      deps: app(),
      cursor: cursor ?? undefined,
      async setTotal(total) {
        await inTx(async (tx) => {
          await own(tx, job);
          await tx.update(adminJobs).set({ total, heartbeatAt: app().now() }).where(eq(adminJobs.id, job.id));
        });
      },
      async item(key, work, nextCursor) {
        return inTx(async (tx) => {
          const { cancel } = await own(tx, job);
          if (cancel) throw new JobCancelled();
          if (app().now().getTime() > job.deadline.getTime()) throw new JobTimedOut(deadlineOf(job.kind));
          let result: ItemResult;
          try {
            // a savepoint: an item refused by the rules rolls back alone, its outcome still recorded
            result = await tx.transaction((s) => work(s as unknown as Db));
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            result = { outcome: 'failed', message: errorText(error) };
          }
          await tx
            .update(adminJobs)
            .set({
              done: sql`${adminJobs.done} + 1`,
              failed: result.outcome === 'failed' ? sql`${adminJobs.failed} + 1` : adminJobs.failed,
              skipped: result.outcome === 'skipped' ? sql`${adminJobs.skipped} + 1` : adminJobs.skipped,
              ...(nextCursor === undefined ? {} : { cursor: nextCursor }),
              heartbeatAt: app().now(),
            })
            .where(eq(adminJobs.id, job.id));
          await writeLog(tx, job.id, result.outcome === 'failed' ? 'warn' : 'info', result.message, {
            key,
            outcome: result.outcome,
          });
          return result;
        });
      },
      async finish(work, nextCursor) {
        await inTx(async (tx) => {
          await own(tx, job);
          await work(tx);
          await tx
            .update(adminJobs)
            .set({ ...(nextCursor === undefined ? {} : { cursor: nextCursor }), heartbeatAt: app().now() })
            .where(eq(adminJobs.id, job.id));
        });
      },
      async log(level, message) {
        await inTx(async (tx) => {
          await own(tx, job);
          await writeLog(tx, job.id, level, message);
        });
      },
      async file(name, contentType, content) {
        await inTx(async (tx) => {
          await own(tx, job);
          await tx
            .insert(adminJobFiles)
            .values({ jobId: job.id, name, contentType, content, createdAt: app().now() })
            .onConflictDoUpdate({
              target: [adminJobFiles.jobId, adminJobFiles.name],
              // the new bytes once: `excluded` is the row the insert proposed
              set: { contentType, content: sql`excluded.content`, createdAt: app().now() },
            });
        });
      },
    };
  }

  async function finish(
    job: JobRecord,
    end: { status: 'succeeded' | 'failed' | 'cancelled'; summary?: string; error?: string },
  ) {
    const { db, now } = app();
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await own(tx, job);
      await tx
        .update(adminJobs)
        .set({
          status: end.status,
          summary: end.summary ?? null,
          error: end.error ?? null,
          finishedAt: now(),
          heartbeatAt: now(),
        })
        .where(eq(adminJobs.id, job.id));
      await writeLog(
        tx,
        job.id,
        end.status === 'failed' ? 'error' : 'info',
        end.error ?? end.summary ?? end.status,
      );
    });
  }

  async function runClaimed(job: JobRecord, params: unknown, cursor: unknown) {
    const definition = definitions.get(job.kind);
    const { db, now, log } = app();
    const beat = setInterval(() => {
      void db
        .update(adminJobs)
        .set({ heartbeatAt: now() })
        .where(and(eq(adminJobs.id, job.id), eq(adminJobs.attempts, job.attempts)))
        .catch(() => {});
    }, heartbeatMs);
    beat.unref?.();
    try {
      if (!definition) throw new Error(`no job kind ${job.kind} on this server`);
      const parsed = definition.params.safeParse(params);
      if (!parsed.success) throw new HttpError(400, 'The job’s settings are no longer valid.');
      const summary = await definition.run(contextFor(job, parsed.data, cursor));
      await finish(job, { status: 'succeeded', summary });
    } catch (error) {
      if (error instanceof JobLost) return;
      try {
        if (error instanceof JobCancelled) await finish(job, { status: 'cancelled', summary: error.message });
        else if (error instanceof JobTimedOut) await finish(job, { status: 'failed', error: error.message });
        else {
          log.error('job failed', { jobId: job.id, kind: job.kind, ...errorFields(error) });
          await finish(job, {
            status: 'failed',
            error: error instanceof HttpError ? error.message : JOB_MESSAGES.failedUnexpectedly,
          });
        }
      } catch (again) {
        if (!(again instanceof JobLost))
          log.error('job end not recorded', { jobId: job.id, ...errorFields(again) });
      }
    } finally {
      clearInterval(beat);
    }
  }

  async function claim(): Promise<{ job: JobRecord; params: unknown; cursor: unknown } | undefined> {
    const { db, now } = app();
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [next] = await tx
        .select({ id: adminJobs.id })
        .from(adminJobs)
        .where(claimable(now()))
        .orderBy(asc(adminJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return undefined;
      const [row] = await tx
        .update(adminJobs)
        .set({
          status: 'running',
          attempts: sql`${adminJobs.attempts} + 1`,
          startedAt: sql`coalesce(${adminJobs.startedAt}, ${now()})`,
          heartbeatAt: now(),
        })
        .where(eq(adminJobs.id, next.id))
        .returning();
      const job: JobRecord = {
        id: row!.id,
        kind: row!.kind,
        staffId: row!.staffId,
        companyId: row!.companyId,
        dryRun: row!.dryRun,
        attempts: row!.attempts,
        // from the first start: a resumed run keeps it, so a job that keeps restarting still ends
        deadline: new Date(row!.startedAt!.getTime() + deadlineOf(row!.kind)),
      };
      return { job, params: row!.params, cursor: row!.cursor };
    });
  }

  async function tick() {
    while (!stopped && running.size < concurrency) {
      const claimed = await claim();
      if (!claimed) return;
      const run = runClaimed(claimed.job, claimed.params, claimed.cursor).finally(() =>
        running.delete(claimed.job.id),
      );
      running.set(claimed.job.id, run);
    }
  }

  function wake() {
    if (!deps || stopped || ticking || options.manual) return;
    ticking = tick()
      .catch((error: unknown) => app().log.error('job runner tick failed', errorFields(error)))
      .finally(() => {
        ticking = undefined;
      });
  }

  async function recover({ all = false }: { all?: boolean } = {}) {
    const { db, now } = app();
    const staleBefore = new Date(now().getTime() - staleMs);
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const orphans = await tx
        .select({ id: adminJobs.id, kind: adminJobs.kind })
        .from(adminJobs)
        .where(
          and(
            eq(adminJobs.status, 'running'),
            all ? undefined : lt(adminJobs.heartbeatAt, staleBefore),
            // a run of this runner is never an orphan
            ...(running.size
              ? [sql`${adminJobs.id} not in (${sql.join([...running.keys()], sql`, `)})`]
              : []),
          ),
        )
        .for('update', { skipLocked: true });
      for (const orphan of orphans) {
        const resumable = definitions.get(orphan.kind)?.resumable ?? false;
        await tx
          .update(adminJobs)
          .set(
            resumable
              ? { status: 'queued', heartbeatAt: now() }
              : {
                  status: 'failed',
                  error: JOB_MESSAGES.restartFailed,
                  finishedAt: now(),
                  heartbeatAt: now(),
                },
          )
          .where(eq(adminJobs.id, orphan.id));
        await writeLog(
          tx,
          orphan.id,
          resumable ? 'warn' : 'error',
          resumable ? JOB_MESSAGES.resumed : JOB_MESSAGES.restartFailed,
        );
      }
      return orphans.length;
    });
  }

  return {
    attach(next) {
      deps = next;
    },
    definition: (kind) => definitions.get(kind),
    async enqueue(db, input) {
      const [row] = await db
        .insert(adminJobs)
        .values({
          kind: input.kind,
          title: input.title,
          params: input.params,
          staffId: input.staffId,
          companyId: input.companyId,
          dryRun: input.dryRun ?? false,
          runAfter: input.runAfter ?? null,
          createdAt: app().now(),
        })
        .returning({ id: adminJobs.id });
      // after the caller's transaction commits: a claim inside it would not see the row yet
      setTimeout(wake, 0);
      return row!.id;
    },
    wake,
    start() {
      stopped = false;
      void recover({ all: options.recoverAllAtStart ?? false })
        .catch((error: unknown) => app().log.error('job recovery failed', errorFields(error)))
        .finally(wake);
      timer = setInterval(() => {
        void recover()
          .catch((error: unknown) => app().log.error('job recovery failed', errorFields(error)))
          .finally(wake);
      }, pollMs);
      timer.unref?.();
    },
    async stop(waitMs = 5000) {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.race([
        Promise.allSettled([...running.values()]),
        new Promise((resolve) => setTimeout(resolve, waitMs).unref?.()),
      ]);
    },
    async drain() {
      if (!deps) throw new Error('the job runner is not attached to an app');
      for (;;) {
        if (ticking) await ticking;
        await tick();
        if (running.size === 0) {
          const [queued] = await app()
            .db.select({ id: adminJobs.id })
            .from(adminJobs)
            .where(claimable(app().now()))
            .limit(1);
          if (!queued) return;
          continue;
        }
        await Promise.allSettled([...running.values()]);
      }
    },
    recover,
  };
}
