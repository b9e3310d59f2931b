import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DNA_POLL_MS,
  dnaUploadMachine,
  type ReportPoll,
  type UploadInput,
} from '../../machines/dna-upload.machine';
import { apiError, deferred, flush, simulatedClock } from './support';

const MAX = 40 * 1024 * 1024;
const genome = { name: 'Genome_v5.TXT', size: 18_000_000 };

function start(polls: (ReportPoll | Error)[] = [{ status: 'ready' }]) {
  const clock = simulatedClock();
  const upload = deferred<{ setId: number }>();
  const uploads: UploadInput[] = [];
  const reportReady = vi.fn();
  const fetchReport = vi.fn((setId: number | undefined) => {
    const next = polls.shift() ?? { status: 'ready' };
    void setId;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const actor = createActor(
    dnaUploadMachine.provide({
      actors: {
        uploadFile: fromPromise<{ setId: number }, UploadInput>(({ input }) => {
          uploads.push(input);
          return upload.promise;
        }),
        fetchReport: fromPromise<ReportPoll, { setId: number | undefined }>(({ input }) =>
          fetchReport(input.setId),
        ),
      },
      actions: { reportReady },
    }),
    { clock, input: { now: () => clock.now(), maxBytes: MAX, extensions: ['.txt', '.csv'] } },
  ).start();
  return { actor, clock, upload, uploads, fetchReport, reportReady };
}

describe('dnaUploadMachine (spec 000 §7.8 upload with progress, §4 202 while processing)', () => {
  it('uploads with progress, polls while the server reads the file, then reports ready', async () => {
    const { actor, clock, upload, uploads, fetchReport, reportReady } = start([
      { status: 'processing' },
      { status: 'processing' },
      { status: 'ready' },
    ]);
    actor.send({ type: 'file.select', file: genome });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    uploads[0]!.onProgress(9_000_000, 18_000_000);
    expect(actor.getSnapshot().context).toMatchObject({ loaded: 9_000_000, total: 18_000_000 });
    // a second file cannot be chosen while one is on its way
    actor.send({ type: 'file.select', file: { name: 'other.txt', size: 10 } });
    expect(actor.getSnapshot().context.file).toBe(genome);

    upload.resolve({ setId: 42 });
    await flush();
    expect(fetchReport).toHaveBeenLastCalledWith(42);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.pollAt).toBe(clock.now() + DNA_POLL_MS);

    clock.increment(DNA_POLL_MS - 1);
    await flush();
    expect(fetchReport).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(fetchReport).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(DNA_POLL_MS);
    await flush();
    expect(fetchReport).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('done');
    expect(reportReady).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over the limit or of another kind before sending anything', () => {
    const { actor, uploads } = start();
    actor.send({ type: 'file.select', file: { name: 'big.txt', size: MAX + 1 } });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.message).toMatch(/larger than 40 MB/);
    expect(actor.getSnapshot().can({ type: 'upload.retry' })).toBe(false);
    actor.send({ type: 'file.select', file: { name: 'genome.zip', size: 100 } });
    // the refusal names every accepted ending
    expect(actor.getSnapshot().context.failure?.message).toBe(
      'genome.zip is not a raw-data file. Choose the .txt or .csv file you downloaded (unzip it first).',
    );
    expect(uploads).toHaveLength(0);
    // the accepted endings compare case-insensitively
    actor.send({ type: 'file.select', file: genome });
    expect(actor.getSnapshot().value).toBe('uploading');
  });

  it('cancel stops the upload and forgets the file', () => {
    const { actor } = start();
    actor.send({ type: 'file.select', file: genome });
    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.file).toBeUndefined();
  });

  it('a refused file keeps the server message and cannot be retried as it is', async () => {
    const { actor, upload, uploads } = start();
    actor.send({ type: 'file.select', file: genome });
    upload.reject(
      apiError(422, {
        error: 'This file says it uses build 38 of the human reference.',
        issues: [{ path: 'result_file', message: 'build 38' }],
      }),
    );
    await flush();
    const { failure } = actor.getSnapshot().context;
    expect(failure).toMatchObject({ status: 422, fieldErrors: { result_file: 'build 38' } });
    expect(failure?.message).toMatch(/build 38/);
    expect(actor.getSnapshot().can({ type: 'upload.retry' })).toBe(false);
    expect(uploads).toHaveLength(1);
  });

  it('a failed connection is retried with the same file', async () => {
    const clock = simulatedClock();
    let attempt = 0;
    const uploads: UploadInput[] = [];
    const actor = createActor(
      dnaUploadMachine.provide({
        actors: {
          uploadFile: fromPromise<{ setId: number }, UploadInput>(({ input }) => {
            uploads.push(input);
            attempt += 1;
            return attempt === 1
              ? Promise.reject(apiError(0, { error: 'We could not reach the server.' }))
              : new Promise<{ setId: number }>(() => {});
          }),
        },
      }),
      { clock, input: { now: () => clock.now(), maxBytes: MAX, extensions: ['.txt'] } },
    ).start();
    actor.send({ type: 'file.select', file: genome });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    expect(uploads.map((u) => u.file)).toEqual([genome, genome]);
  });

  it('a failure while the server reads the file lands in failed with its reason', async () => {
    const { actor, upload } = start([
      apiError(422, { error: 'None of the SNPs the genetics report reads are in this file.' }),
    ]);
    actor.send({ type: 'file.select', file: genome });
    upload.resolve({ setId: 1 });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.message).toMatch(/None of the SNPs/);
  });

  it('after a report another file can be uploaded', async () => {
    const { actor, upload } = start();
    actor.send({ type: 'file.select', file: genome });
    upload.resolve({ setId: 1 });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    actor.send({ type: 'file.select', file: { name: 'ancestry.txt', size: 100 } });
    expect(actor.getSnapshot().value).toBe('uploading');
  });
});
