import { adminJobMachine } from '../../machines/admin-job.machine';
import { describeModel } from '../model/harness';
import { adminJobDeclared } from './admin-job.model';
import { fullPage, jobOf, linesFrom, page } from './admin-job.fixtures';
import { apiError } from './support';

describeModel<typeof adminJobMachine>({
  name: 'adminJob',
  machine: adminJobMachine,
  model: adminJobDeclared,
  starts: [{ label: 'job opened', input: ({ now }) => ({ now, jobId: 7 }) }],
  actors: {
    readJob: {
      outputs: [
        page(jobOf('running'), linesFrom(1, 3)),
        page(jobOf('running', { cancelRequested: true })),
        page(jobOf('succeeded'), linesFrom(4, 2)),
        fullPage(jobOf('succeeded')),
      ],
      errors: [
        apiError(0, { error: 'We could not reach the server.' }),
        apiError(404, { error: 'No such job.' }),
        // a job of another role's kind
        apiError(403, { error: 'Your role may not see this job.' }),
      ],
    },
    cancelJob: {
      outputs: [{ job: jobOf('running', { cancelRequested: true }) }],
      errors: [apiError(409, { error: 'This job has already finished.' })],
    },
  },
  // whether cancel may be asked is all that changes which transitions fire
  project: ({ context }) => ({
    job: context.job
      ? `${context.job.status}${context.job.cancelRequested ? ' (cancel asked)' : ''}`
      : 'unread',
  }),
});
