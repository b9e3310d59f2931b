import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { bytesOf } from '../../db/schema/columns';
import { accessCovers } from '../../../contract/admin';
import { backOfficeAccess } from '../../../contract/back-office';
import {
  JOB_KINDS,
  JOB_MESSAGES,
  type JobKind,
  type jobLogQuery,
  type JobLogPage,
  type JobsPage,
  type jobsQuery,
  type JobView,
} from '../../../contract/back-office-jobs';
import type { z } from 'zod';
import type { Db } from '../../db';
import { adminJobFiles, adminJobLogs, adminJobs } from '../../db/schema/jobs';
import { staff } from '../../db/schema/staff';
import type { SignedInStaff } from '../../http/staff-auth';
import { HttpError } from '../../http/errors';
import type { JobRunner } from '../../jobs/runner';

/**
 * Issue 19: the jobs as the back office reads them. A staff member sees the jobs of their company
 * whose kind their role may run (the kind's `access`); any other job answers 404, as if absent.
 */

type Viewer = Pick<SignedInStaff, 'staff' | 'patterns'>;

/** The kinds a viewer may see, start and cancel. */
export function kindsFor(runner: JobRunner, viewer: Viewer): JobKind[] {
  return JOB_KINDS.filter((kind) => {
    const definition = runner.definition(kind);
    return definition !== undefined && accessCovers(viewer.patterns, backOfficeAccess[definition.access]);
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function views(db: Db, where: SQL | undefined, order: 'newest' | 'id', limit?: number, offset = 0) {
  const query = db
    .select({
      job: adminJobs,
      firstName: staff.firstName,
      lastName: staff.lastName,
      email: staff.email,
    })
    .from(adminJobs)
    .innerJoin(staff, eq(staff.id, adminJobs.staffId))
    .where(where)
    .orderBy(order === 'newest' ? desc(adminJobs.id) : asc(adminJobs.id))
    .offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  const files = rows.length
    ? await db
        .select({
          jobId: adminJobFiles.jobId,
          name: adminJobFiles.name,
          contentType: adminJobFiles.contentType,
          bytes: sql<number>`octet_length(${adminJobFiles.content})`.mapWith(Number),
        })
        .from(adminJobFiles)
        .where(
          inArray(
            adminJobFiles.jobId,
            rows.map((r) => r.job.id),
          ),
        )
        .orderBy(asc(adminJobFiles.name))
    : [];
  return rows.map(({ job, firstName, lastName, email }): JobView => ({
    id: job.id,
    kind: job.kind,
    title: job.title,
    status: job.status,
    dryRun: job.dryRun,
    total: job.total,
    done: job.done,
    failed: job.failed,
    skipped: job.skipped,
    summary: job.summary,
    error: job.error,
    cancelRequested: job.cancelRequested,
    staffName: `${firstName} ${lastName}`.trim() || email,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    files: files
      .filter((f) => f.jobId === job.id)
      .map(({ name, contentType, bytes }) => ({ name, contentType, bytes })),
  }));
}

const visible = (runner: JobRunner, viewer: Viewer) => {
  const kinds = kindsFor(runner, viewer);
  return and(
    eq(adminJobs.companyId, viewer.staff.companyId),
    kinds.length ? inArray(adminJobs.kind, kinds) : sql`false`,
  );
};

export async function listJobs(
  db: Db,
  runner: JobRunner,
  viewer: Viewer,
  query: z.output<typeof jobsQuery>,
): Promise<JobsPage> {
  const { page, pageSize } = query;
  const where = and(visible(runner, viewer), query.kind ? eq(adminJobs.kind, query.kind) : undefined);
  const [{ total }] = (await db.select({ total: count() }).from(adminJobs).where(where)) as [
    { total: number },
  ];
  const items = await views(db, where, 'newest', pageSize, (page - 1) * pageSize);
  return { items, page, pageSize, total };
}

/** One job the viewer may see, or 404. */
export async function jobView(db: Db, runner: JobRunner, viewer: Viewer, id: number): Promise<JobView> {
  const [view] = await views(db, and(visible(runner, viewer), eq(adminJobs.id, id)), 'id');
  if (!view) throw new HttpError(404, JOB_MESSAGES.notFound);
  return view;
}

export async function jobLog(
  db: Db,
  runner: JobRunner,
  viewer: Viewer,
  id: number,
  query: z.output<typeof jobLogQuery>,
): Promise<JobLogPage> {
  const job = await jobView(db, runner, viewer, id);
  const rows = await db
    .select()
    .from(adminJobLogs)
    .where(
      and(
        eq(adminJobLogs.jobId, id),
        gt(adminJobLogs.id, query.after),
        query.outcome ? eq(adminJobLogs.outcome, query.outcome) : undefined,
      ),
    )
    .orderBy(asc(adminJobLogs.id))
    .limit(query.limit);
  return {
    job,
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      level: r.level,
      itemKey: r.itemKey,
      outcome: r.outcome,
      message: r.message,
    })),
  };
}

/**
 * Asks a job to stop: a queued one ends `cancelled` at once, a running one at its next item. A
 * finished job answers 409.
 */
export async function cancelJob(
  db: Db,
  runner: JobRunner,
  viewer: Viewer,
  id: number,
  now: Date,
): Promise<JobView> {
  const job = await jobView(db, runner, viewer, id);
  if (job.status !== 'queued' && job.status !== 'running') throw new HttpError(409, JOB_MESSAGES.finished);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(adminJobs)
      .set({ cancelRequested: true })
      .where(and(eq(adminJobs.id, id), inArray(adminJobs.status, ['queued', 'running'])))
      .returning({ status: adminJobs.status });
    if (row?.status === 'queued') {
      await tx
        .update(adminJobs)
        .set({ status: 'cancelled', summary: JOB_MESSAGES.cancelled, finishedAt: now })
        .where(eq(adminJobs.id, id));
      await tx
        .insert(adminJobLogs)
        .values({ jobId: id, at: now, level: 'info', message: JOB_MESSAGES.cancelled });
    }
  });
  return jobView(db, runner, viewer, id);
}

export async function jobFile(db: Db, runner: JobRunner, viewer: Viewer, id: number, name: string) {
  await jobView(db, runner, viewer, id);
  const [file] = await db
    .select({
      name: adminJobFiles.name,
      contentType: adminJobFiles.contentType,
      content: bytesOf(adminJobFiles.content),
    })
    .from(adminJobFiles)
    .where(and(eq(adminJobFiles.jobId, id), eq(adminJobFiles.name, name)));
  if (!file) throw new HttpError(404, JOB_MESSAGES.notFound);
  return file;
}
