import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminJobMachine, JOB_LINES_KEPT, JOB_RETRY_MS } from '../../machines/admin-job.machine';
import { JOB_POLL_MS, type JobLogPage, type JobView } from '../../src/contract/back-office-jobs';
import { fullPage, jobOf, linesFrom, page } from './admin-job.fixtures';
import { apiError, flush, simulatedClock } from './support';

/** A server whose answers the test lines up; each read records when it came and what it asked. */
function follow(
  answers: (JobLogPage | Error)[],
  cancel: () => Promise<{ job: JobView }> = () =>
    Promise.resolve({ job: jobOf('running', { cancelRequested: true }) }),
) {
  const clock = simulatedClock();
  const reads: { at: number; after: number }[] = [];
  const readJob = fromPromise<JobLogPage, { jobId: number; after: number }>(async ({ input }) => {
    reads.push({ at: clock.now(), after: input.after });
    const next = answers.shift();
    if (!next) return new Promise<never>(() => {});
    if (next instanceof Error) throw next;
    return next;
  });
  const cancelJob = fromPromise<{ job: JobView }, { jobId: number }>(() => cancel());
  const actor = createActor(adminJobMachine.provide({ actors: { readJob, cancelJob } }), {
    clock,
    input: { now: () => clock.now(), jobId: 7 },
  }).start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, reads, advance };
}

describe('adminJobMachine', () => {
  it('reads a running job every JOB_POLL_MS, asking only for the lines after the last', async () => {
    const { actor, reads, advance } = follow([
      page(jobOf('running'), linesFrom(1, 3)),
      page(jobOf('running'), linesFrom(4, 1)),
      page(jobOf('succeeded'), []),
    ]);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    await advance(JOB_POLL_MS - 1);
    expect(reads).toHaveLength(1);
    await advance(1);
    expect(reads[1]).toMatchObject({ after: 3 });
    await advance(JOB_POLL_MS);
    expect(reads[2]).toMatchObject({ after: 4, at: reads[0]!.at + 2 * JOB_POLL_MS });
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.lines.map((l) => l.id)).toEqual([1, 2, 3, 4]);
  });

  it('reads a finished job on while its log fills whole pages; keeps the newest lines only', async () => {
    const { actor, advance } = follow([
      fullPage(jobOf('succeeded')),
      fullPage(jobOf('succeeded')),
      fullPage(jobOf('succeeded')),
      page(jobOf('succeeded')),
    ]);
    await flush();
    for (let i = 0; i < 3; i++) await advance(JOB_POLL_MS);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.lines).toHaveLength(JOB_LINES_KEPT);
  });

  it('a failed read keeps what was read and tries again after JOB_RETRY_MS, or at once on retry', async () => {
    const { actor, reads, advance } = follow([
      page(jobOf('running'), linesFrom(1, 2)),
      apiError(0, { error: 'We could not reach the server.' }),
      apiError(502, { error: 'Bad gateway' }),
      page(jobOf('succeeded')),
    ]);
    await flush();
    await advance(JOB_POLL_MS);
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(actor.getSnapshot().context.failure?.message).toBe('We could not reach the server.');
    expect(actor.getSnapshot().context.lines).toHaveLength(2);
    await advance(JOB_RETRY_MS - 1);
    expect(reads).toHaveLength(2);
    await advance(1);
    expect(reads).toHaveLength(3);
    expect(reads[2]!.at - reads[1]!.at).toBe(JOB_RETRY_MS);
    actor.send({ type: 'job.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });

  it('a job the server does not show is missing', async () => {
    const { actor } = follow([apiError(404, { error: 'No such job.' })]);
    await flush();
    expect(actor.getSnapshot().value).toBe('missing');
    expect(actor.getSnapshot().hasTag('finished')).toBe(true);
  });

  it('cancel: asked once while the job runs, then the job is read again', async () => {
    const { actor, reads, advance } = follow([
      page(jobOf('running')),
      page(jobOf('running', { cancelRequested: true })),
      page(jobOf('cancelled', { summary: 'Cancelled before it finished.' })),
    ]);
    await flush();
    actor.send({ type: 'job.cancel' });
    await flush();
    expect(reads).toHaveLength(2);
    expect(actor.getSnapshot().context.job?.cancelRequested).toBe(true);
    // asked already: a second cancel does nothing
    actor.send({ type: 'job.cancel' });
    expect(actor.getSnapshot().value).toBe('waiting');
    await advance(JOB_POLL_MS);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.job?.status).toBe('cancelled');
  });

  it('shows the cancel the server accepted at once, while the job is read again', async () => {
    const asked = jobOf('running', { cancelRequested: true });
    const { actor, reads } = follow([page(jobOf('running'))], () => Promise.resolve({ job: asked }));
    await flush();
    actor.send({ type: 'job.cancel' });
    await flush();
    // the read after the cancel is still out (the fake holds it): the cancel's answer is shown
    expect(reads).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('reading');
    expect(actor.getSnapshot().context.job).toEqual(asked);
  });

  it('a finished job whose log is still being read cannot be cancelled', async () => {
    const { actor } = follow([fullPage(jobOf('succeeded'))]);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().can({ type: 'job.cancel' })).toBe(false);
    actor.send({ type: 'job.cancel' });
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('a refused cancel is shown and the job read again', async () => {
    const { actor, reads } = follow([page(jobOf('running')), page(jobOf('succeeded'))], () =>
      Promise.reject(apiError(409, { error: 'This job has already finished.' })),
    );
    await flush();
    actor.send({ type: 'job.cancel' });
    await flush();
    expect(reads).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('finished');
  });
});
