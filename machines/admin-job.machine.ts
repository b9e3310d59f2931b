import { assign, fromPromise, setup } from 'xstate';
import {
  isFinishedJob,
  JOB_LOG_PAGE,
  JOB_POLL_MS,
  type JobLogLine,
  type JobLogPage,
  type JobView,
} from '../src/contract/back-office-jobs';
import type { Now } from './shared/clock';
import { describeFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** After a failed read, the next one waits this long (three polls), then tries again. */
export const JOB_RETRY_MS = JOB_POLL_MS * 3;
/** The log lines a screen keeps (the newest); the full log stays on the server. */
export const JOB_LINES_KEPT = 500;

export interface AdminJobInput {
  now: Now;
  jobId: number;
}

export interface AdminJobContext {
  now: Now;
  jobId: number;
  job: JobView | undefined;
  /** The log read so far, oldest first (at most JOB_LINES_KEPT). */
  lines: JobLogLine[];
  /** The id of the last log line read: the next read asks for what came after. */
  after: number;
  /** When the next read is due, epoch ms. */
  nextReadAt: number;
  failure: Failure | undefined;
}

export type AdminJobEvent = { type: 'job.cancel' } | { type: 'job.retry' };

/**
 * A back-office job followed on screen (issue 19: the import, bulk actions, scripts, exports, CRM
 * sync). `reading` asks for the job and its log lines after the last one read; a job still queued
 * or running, or one whose log has more to read, is read again JOB_POLL_MS after (`waiting`, a
 * deadline kept as an absolute time); a finished job with its whole log read is `finished`. A job
 * the server does not show (gone, or not the role's) is `missing`. A failed read keeps what was read,
 * shows the failure and tries again after JOB_RETRY_MS, or at once on `job.retry`. `job.cancel`
 * (the screen asks for confirmation first) asks the server to stop the job, then reads it again.
 */
export const adminJobMachine = setup({
  types: {
    input: {} as AdminJobInput,
    context: {} as AdminJobContext,
    events: {} as AdminJobEvent,
  },
  actors: {
    readJob: fromPromise<JobLogPage, { jobId: number; after: number }>(() => notProvided('readJob')),
    cancelJob: fromPromise<{ job: JobView }, { jobId: number }>(() => notProvided('cancelJob')),
  },
  actions: {
    keepPage: assign(({ context }, page: JobLogPage) => ({
      job: page.job,
      lines: [...context.lines, ...page.items].slice(-JOB_LINES_KEPT),
      after: page.items.at(-1)?.id ?? context.after,
      failure: undefined,
    })),
    keepJob: assign((_, params: { job: JobView }) => ({ job: params.job, failure: undefined })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: describeFailure(params.error) })),
    scheduleRead: assign({ nextReadAt: ({ context }) => context.now() + JOB_POLL_MS }),
    scheduleRetry: assign({ nextReadAt: ({ context }) => context.now() + JOB_RETRY_MS }),
  },
  guards: {
    /** The job has ended and this page of its log was the last. */
    isDone: (_, page: JobLogPage) => isFinishedJob(page.job.status) && page.items.length < JOB_LOG_PAGE,
    isGone: (_, params: { error: unknown }) => {
      const status = describeFailure(params.error).status;
      return status === 404 || status === 403;
    },
    mayCancel: ({ context }) =>
      context.job !== undefined && !isFinishedJob(context.job.status) && !context.job.cancelRequested,
  },
  delays: {
    untilNextRead: ({ context }) => Math.max(0, context.nextReadAt - context.now()),
  },
}).createMachine({
  id: 'adminJob',
  context: ({ input }) => ({
    now: input.now,
    jobId: input.jobId,
    job: undefined,
    lines: [],
    after: 0,
    nextReadAt: input.now(),
    failure: undefined,
  }),
  initial: 'reading',
  states: {
    reading: {
      tags: ['busy'],
      invoke: {
        src: 'readJob',
        input: ({ context }) => ({ jobId: context.jobId, after: context.after }),
        onDone: [
          {
            guard: { type: 'isDone', params: ({ event }) => event.output },
            target: 'finished',
            actions: { type: 'keepPage', params: ({ event }) => event.output },
          },
          { target: 'waiting', actions: { type: 'keepPage', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
            target: 'missing',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'retrying',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    waiting: {
      entry: 'scheduleRead',
      after: { untilNextRead: 'reading' },
      on: { 'job.cancel': { guard: 'mayCancel', target: 'cancelling' } },
    },
    retrying: {
      entry: 'scheduleRetry',
      after: { untilNextRead: 'reading' },
      on: { 'job.retry': 'reading' },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        src: 'cancelJob',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: { target: 'reading', actions: { type: 'keepJob', params: ({ event }) => event.output } },
        // refused (already finished) or failed: say so, and read the job again to show how it is
        onError: {
          target: 'reading',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    finished: { tags: ['finished'] },
    missing: { tags: ['finished'] },
  },
});
