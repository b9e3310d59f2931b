import { z } from 'zod';
import { line, sent } from './text';
import { pageQuery, paged } from './back-office';

// Issue 19: the one job runner behind the CSV import, bulk actions, utility scripts, exports and the
// CRM sync. A job is stored, run by the server with bounded concurrency, reports progress, a log and
// a result per item, can be cancelled, and survives a restart (resumed, or failed: never lost).
// docs/decisions/back-office-jobs.md.

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const jobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatus>;
/** A job in one of these never changes again. */
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];
export const isFinishedJob = (status: JobStatus) => FINISHED_JOB_STATUSES.includes(status);

/** The kinds of job the server knows; each slice of issue 19 owns one or more. */
export const JOB_KINDS = [
  'customer-import',
  'bulk-action',
  'utility-script',
  'export',
  'crm-sync',
  'customer-erasure',
] as const;
export const jobKind = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof jobKind>;

/** What a job said about one item (a CSV line, a customer) or about itself. */
export const JOB_OUTCOMES = ['ok', 'skipped', 'failed'] as const;
export const jobOutcome = z.enum(JOB_OUTCOMES);
export type JobOutcome = z.infer<typeof jobOutcome>;
export const jobLogLevel = z.enum(['info', 'warn', 'error']);
export type JobLogLevel = z.infer<typeof jobLogLevel>;

/** A job as the screens show it. */
export const jobView = z.object({
  id: z.number().int(),
  kind: jobKind,
  /** Worded for people: "Import customers from march.csv". */
  title: sent(),
  status: jobStatus,
  dryRun: z.boolean(),
  /** Items to do; null until the job has counted them. */
  total: z.number().int().nullable(),
  /** Items done so far, whatever their outcome. */
  done: z.number().int(),
  /** Of `done`, the items that failed. */
  failed: z.number().int(),
  /** Of `done`, the items skipped. */
  skipped: z.number().int(),
  /** One line on how it ended (set when finished). */
  summary: sent().nullable(),
  /** Why it failed, worded for people. */
  error: sent().nullable(),
  cancelRequested: z.boolean(),
  staffName: sent(),
  createdAt: sent(),
  startedAt: sent().nullable(),
  finishedAt: sent().nullable(),
  /** The files the job wrote (an export's CSV), to download with `jobFile`. */
  files: z.array(z.object({ name: sent(), contentType: sent(), bytes: z.number().int() })),
});
export type JobView = z.infer<typeof jobView>;

export const jobLogLine = z.object({
  id: z.number().int(),
  at: sent(),
  level: jobLogLevel,
  /** The item the line is about (a CSV line number, a customer id), if any. */
  itemKey: sent().nullable(),
  outcome: jobOutcome.nullable(),
  message: sent(),
});
export type JobLogLine = z.infer<typeof jobLogLine>;

export const jobsQuery = pageQuery.extend({ kind: jobKind.optional() });
export type JobsQuery = z.input<typeof jobsQuery>;
export const jobsPage = paged(jobView);
export type JobsPage = z.infer<typeof jobsPage>;

/** The log lines one read answers at most: fewer means the log has been read to its end. */
export const JOB_LOG_PAGE = 200;
/** A page of a job's log after the line `after` (0: from the start), oldest first. */
export const jobLogQuery = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(JOB_LOG_PAGE).default(JOB_LOG_PAGE),
  /** Only the lines with this outcome (the per-item results of one kind). */
  outcome: jobOutcome.optional(),
});
export type JobLogQuery = z.input<typeof jobLogQuery>;
export const jobLogPage = z.object({ items: z.array(jobLogLine), job: jobView });
export type JobLogPage = z.infer<typeof jobLogPage>;

export const jobFileParams = z.object({
  id: z.coerce.number().int().positive(),
  name: line(120).regex(/^[\w-][\w.-]*$/, 'A file name of letters, digits, dots and dashes'),
});

/** How often the screens re-read a running job, and how long one read may take. */
export const JOB_POLL_MS = 1000;
export const JOB_READ_TIMEOUT_MS = 15_000;

export const JOB_MESSAGES = {
  notFound: 'No such job.',
  finished: 'This job has already finished.',
  restartFailed: 'The server restarted while this job was running; it did not finish. Run it again.',
  resumed: 'The server restarted; the job carries on from where it stopped.',
  cancelled: 'Cancelled before it finished.',
  failedUnexpectedly: 'The job stopped on an unexpected error. Nothing after the last logged item was done.',
  /** A run past its kind's deadline stops at its next item (what it did stays done). */
  timedOut: (minutes: number) =>
    `Ran out of time: a job of this kind may run ${minutes} minute${minutes === 1 ? '' : 's'} at most. What it did before stopping stays done; run it again for the rest.`,
} as const;

// A job's state and progress, worded once for every screen that shows one.

export const JOB_STATUS_WORDS: Record<JobStatus, string> = {
  queued: 'Waiting to start',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const JOB_OUTCOME_WORDS: Record<JobOutcome, string> = {
  ok: 'Done',
  skipped: 'Skipped',
  failed: 'Failed',
};

/** How far a job is, in whole percent (null while it has not counted its items). */
export function jobPercent(job: Pick<JobView, 'total' | 'done' | 'status'>): number | null {
  if (job.status === 'succeeded') return 100;
  if (job.total === null) return null;
  if (job.total === 0) return 100;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}

/** "3 of 10 items · 1 failed · 2 skipped" (or "Counting…" before the total is known). */
export function jobProgressText(job: Pick<JobView, 'total' | 'done' | 'failed' | 'skipped'>): string {
  const parts = [job.total === null ? `${job.done} done so far` : `${job.done} of ${job.total} done`];
  if (job.failed) parts.push(`${job.failed} failed`);
  if (job.skipped) parts.push(`${job.skipped} skipped`);
  return parts.join(' · ');
}
