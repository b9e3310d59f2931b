import type { JobOutcome, JobStatus, JobView } from '../contract/back-office-jobs';

// Issue 19: a back-office job's state and progress, worded once for every screen that shows one.

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
