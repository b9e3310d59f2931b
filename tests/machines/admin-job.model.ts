import type { adminJobMachine } from '../../machines/admin-job.machine';
import { FINISHED_JOB_STATUSES, JOB_LOG_PAGE, type JobStatus } from '../../src/contract/back-office-jobs';
import { declareModel } from '../model/declared';
import { rejectedStatus, withCallError } from './model-rules';

type Page = { job: { status: JobStatus }; items: unknown[] };

/** A job in a finished status never changes again (issue 19). */
const hasEnded = (status: JobStatus) => FINISHED_JOB_STATUSES.includes(status);

const setFailure = withCallError('setFailure');

/**
 * A back-office job followed on screen, written from issue 19 "Jobs" (progress and log rows read
 * page by page, cancel, a job the role may not see) and spec 001 §8 (a 403 on an admin call fails
 * the request): the log is read after the last line read until a finished job's last page; a
 * failed read tries again later or on request.
 */
export const adminJobDeclared = declareModel<typeof adminJobMachine>({
  states: {
    '': { initial: 'reading' },
    // the job and its log lines after the last one read
    reading: {
      tags: ['busy'],
      invoke: { src: 'readJob', input: (context) => ({ jobId: context.jobId, after: context.after }) },
    },
    waiting: { entry: ['scheduleRead'] },
    retrying: { entry: ['scheduleRetry'] },
    cancelling: {
      tags: ['busy'],
      invoke: { src: 'cancelJob', input: (context) => ({ jobId: context.jobId }) },
    },
    finished: { tags: ['finished'] },
    missing: { tags: ['finished'] },
  },
  transitions: [
    {
      from: 'reading',
      on: 'done readJob',
      if: 'isDone',
      to: 'finished',
      actions: ['keepPage'],
      cite: 'issue 19',
    },
    { from: 'reading', on: 'done readJob', to: 'waiting', actions: ['keepPage'], cite: 'issue 19' },
    // gone, or not the role's (001 §8: a 403 fails the request)
    {
      from: 'reading',
      on: 'error readJob',
      if: 'isGone',
      to: 'missing',
      actions: [setFailure],
      cite: '001 §8',
    },
    { from: 'reading', on: 'error readJob', to: 'retrying', actions: [setFailure] },
    { from: 'waiting', on: 'after untilNextRead', to: 'reading' },
    { from: 'waiting', on: 'job.cancel', if: 'mayCancel', to: 'cancelling', cite: 'issue 19' },
    { from: 'retrying', on: 'after untilNextRead', to: 'reading' },
    { from: 'retrying', on: 'job.retry', to: 'reading' },
    { from: 'cancelling', on: 'done cancelJob', to: 'reading', actions: ['keepJob'] },
    // refused (already finished) or failed: said, and the job read again to show how it is
    { from: 'cancelling', on: 'error cancelJob', to: 'reading', actions: [setFailure] },
  ],
  guards: {
    // the job has ended and this page of its log was not a full one
    isDone: ({ event }) => {
      const { job, items } = (event as unknown as { output: Page }).output;
      return hasEnded(job.status) && items.length < JOB_LOG_PAGE;
    },
    isGone: ({ event }) => [403, 404].includes(rejectedStatus(event) ?? 0),
    mayCancel: ({ context }) =>
      context.job !== undefined && !hasEnded(context.job.status) && !context.job.cancelRequested,
  },
});
