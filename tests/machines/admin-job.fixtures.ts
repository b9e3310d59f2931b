import {
  JOB_LOG_PAGE,
  type JobLogLine,
  type JobLogPage,
  type JobView,
} from '../../src/contract/back-office-jobs';

export function jobOf(status: JobView['status'], more: Partial<JobView> = {}): JobView {
  return {
    id: 7,
    kind: 'customer-import',
    title: 'Import customers from march.csv',
    status,
    dryRun: false,
    total: 10,
    done: status === 'succeeded' ? 10 : 3,
    failed: 0,
    skipped: 0,
    summary: status === 'succeeded' ? 'Imported 10 customers.' : null,
    error: status === 'failed' ? 'The server restarted.' : null,
    cancelRequested: false,
    staffName: 'Taylor Nguyen',
    createdAt: '2026-11-27T10:00:00.000Z',
    startedAt: '2026-11-27T10:00:01.000Z',
    finishedAt: status === 'succeeded' || status === 'failed' ? '2026-11-27T10:00:09.000Z' : null,
    files: [],
    ...more,
  };
}

export function linesFrom(first: number, count: number): JobLogLine[] {
  return Array.from({ length: count }, (_, i) => ({
    id: first + i,
    at: '2026-11-27T10:00:02.000Z',
    level: 'info' as const,
    itemKey: String(first + i),
    outcome: 'ok' as const,
    message: `Line ${first + i} imported.`,
  }));
}

export const page = (job: JobView, items: JobLogLine[] = []): JobLogPage => ({ job, items });

/** A finished job whose log fills a whole page: there may be more to read. */
export const fullPage = (job: JobView) => page(job, linesFrom(1, JOB_LOG_PAGE));
