import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ConfirmResultsRequest, SubmitFilesResponse } from '../../src/contract/ocr';
import { confirmResultsRequest } from '../../src/contract/ocr';
import {
  type ConfirmOutput,
  ocrUploadMachine,
  parseValue,
  type ReviewFilesInput,
  type SubmitFilesInput,
} from '../../machines/ocr-upload.machine';
import { OCR_REVIEW_THRESHOLD } from '../../src/domain/ocr/evidence';
import { OCR_LIMITS, ocrInput, parsed, photo, report } from './ocr-upload.fixtures';
import { apiError, deferred, flush, simulatedClock } from './support';

function start() {
  const clock = simulatedClock();
  const submits: SubmitFilesInput[] = [];
  const confirms: ConfirmResultsRequest[] = [];
  const reviews: ReviewFilesInput[] = [];
  let submit = deferred<SubmitFilesResponse>();
  let confirm = deferred<ConfirmOutput>();
  const actor = createActor(
    ocrUploadMachine.provide({
      actors: {
        submitFiles: fromPromise<SubmitFilesResponse, SubmitFilesInput>(({ input }) => {
          submits.push(input);
          submit = deferred<SubmitFilesResponse>();
          return submit.promise;
        }),
        confirmResults: fromPromise<ConfirmOutput, ConfirmResultsRequest>(({ input }) => {
          confirms.push(input);
          confirm = deferred<ConfirmOutput>();
          return confirm.promise;
        }),
        reviewFiles: fromPromise<unknown, ReviewFilesInput>(({ input }) => {
          reviews.push(input);
          return Promise.resolve({ groupId: 'g-2', status: 'queued' });
        }),
      },
    }),
    { clock, input: ocrInput(() => clock.now()) },
  ).start();
  const state = () => actor.getSnapshot();
  return {
    actor,
    state,
    submits,
    confirms,
    reviews,
    submitted: () => submit,
    confirmed: () => confirm,
    /** Chooses the report and gets the parsed answer into review; `checked`: the unsure HDL ticked as compared. */
    toReview: async (answer = parsed(), { checked = true } = {}) => {
      actor.send({ type: 'files.add', files: [report] });
      actor.send({ type: 'files.submit' });
      submit.resolve(answer);
      await flush();
      if (checked) actor.send({ type: 'row.check', key: 'r2', checked: true });
    },
  };
}

describe('ocrUploadMachine (spec 000 §2.4 blood upload, §3 OCR upload, §7.7)', () => {
  it('checks count, size and kind as files are chosen, with a message for each refused one', () => {
    const { actor, state } = start();
    actor.send({
      type: 'files.add',
      files: [
        report,
        { name: 'scan.HEIC', size: 100 },
        { name: 'huge.pdf', size: OCR_LIMITS.maxBytes + 1 },
        { name: 'empty.csv', size: 0 },
        photo,
        report, // the same file twice is kept once, silently
      ],
    });
    expect(state().context.files).toEqual([report, photo]);
    expect(state().context.refusals).toEqual([
      'scan.HEIC is not a lab report we can read: choose a PDF, PNG, JPG, JPEG, CSV file.',
      'huge.pdf is larger than 10 MB: export the report as a PDF, or take the photo at a lower resolution.',
      'empty.csv is empty.',
    ]);
    actor.send({
      type: 'files.add',
      files: [
        { name: 'a.csv', size: 10 },
        { name: 'b.csv', size: 10 },
      ],
    });
    expect(state().context.files).toHaveLength(OCR_LIMITS.maxFiles);
    expect(state().context.refusals).toEqual(['b.csv was not added: up to 3 files at a time.']);
    actor.send({ type: 'files.remove', index: 1 });
    expect(state().context.files.map((f) => f.name)).toEqual([report.name, 'a.csv']);
    expect(state().context.refusals).toEqual([]);
  });

  it('does not send without a file', () => {
    const { actor, state, submits } = start();
    actor.send({ type: 'files.submit' });
    expect(state().value).toBe('choosing');
    expect(submits).toHaveLength(0);
  });

  it('uploads with progress, then waits for the reading once every byte is sent', () => {
    const { actor, state, submits } = start();
    actor.send({ type: 'files.add', files: [report, photo] });
    actor.send({ type: 'files.submit' });
    expect(state().matches({ sending: 'uploading' })).toBe(true);
    expect(state().hasTag('busy')).toBe(true);
    expect(state().context.total).toBe(report.size + photo.size);
    expect(submits[0]!.files).toEqual([report, photo]);
    submits[0]!.onProgress(1000, 2_120_000);
    expect(state().context).toMatchObject({ loaded: 1000, total: 2_120_000 });
    submits[0]!.onProgress(2_120_000, 2_120_000);
    expect(state().matches({ sending: 'processing' })).toBe(true);
    expect(state().hasTag('processing')).toBe(true);
  });

  it('cancel aborts the upload and keeps the chosen files', () => {
    const { actor, state, submits } = start();
    actor.send({ type: 'files.add', files: [report, photo] });
    actor.send({ type: 'files.submit' });
    submits[0]!.onProgress(500, 1000);
    actor.send({ type: 'upload.cancel' });
    expect(state().value).toBe('choosing');
    expect(state().context.files).toEqual([report, photo]);
    expect(state().context.loaded).toBe(0);
    // sending again is one click away
    actor.send({ type: 'files.submit' });
    expect(submits).toHaveLength(2);
  });

  it('a refused upload returns to choosing with the server message and the files kept', async () => {
    const { actor, state, submitted } = start();
    actor.send({ type: 'files.add', files: [report, photo] });
    actor.send({ type: 'files.submit' });
    submitted().reject(apiError(415, { error: 'photo.PNG is not a PDF, PNG, JPEG or CSV file.' }));
    await flush();
    expect(state().value).toBe('choosing');
    expect(state().context.failure?.status).toBe(415);
    expect(state().context.failure?.message).toMatch(/photo.PNG/);
    expect(state().context.files).toHaveLength(2);
    actor.send({ type: 'files.remove', index: 1 });
    expect(state().context.failure).toBeUndefined();
  });

  it('shows the parsed results for review: values as text, draw date, unmatched lines', async () => {
    const { state, toReview } = start();
    await toReview();
    expect(state().value).toBe('review');
    const { context } = state();
    expect(context.groupId).toBe('g-1');
    expect(context.testedAt).toBe('2024-12-30');
    expect(context.unmatched).toEqual(['Lp-PLA2 activity 120 nmol/min/mL']);
    expect(context.rows.map((r) => [r.key, r.markerAbbr, r.value, r.unit, r.confidence])).toEqual([
      ['r1', 'GLU', '92', 'mg/dL', 0.97],
      ['r2', 'HDL', '5.8', 'mg/dL', 0.52],
    ]);
  });

  it('edits, removes and adds rows, then confirms under the groupId with the default country', async () => {
    const { actor, state, confirms, confirmed, toReview } = start();
    await toReview();
    actor.send({ type: 'row.value', key: 'r2', value: '58' });
    actor.send({ type: 'row.unit', key: 'r1', unit: 'mmol/L' });
    actor.send({ type: 'row.value', key: 'r1', value: '5,1' });
    actor.send({ type: 'row.unit', key: 'r1', unit: 'stones' }); // not one of the marker's units
    actor.send({
      type: 'row.add',
      marker: { abbr: 'LDL', name: 'LDL cholesterol', units: ['mg/dL', 'mmol/L'] },
    });
    actor.send({ type: 'row.value', key: 'r3', value: '101' });
    actor.send({ type: 'row.add', marker: { abbr: 'TG', name: 'Triglycerides', units: ['mg/dL'] } });
    actor.send({ type: 'row.remove', key: 'r4' });
    actor.send({ type: 'date.change', testedAt: '2025-01-02' });
    expect(state().context.rows.map((r) => r.edited)).toEqual([true, true, true]);
    actor.send({ type: 'review.submit' });
    expect(state().value).toBe('country');
    expect(state().context.country).toBe('US');
    actor.send({ type: 'results.confirm' });
    expect(state().hasTag('busy')).toBe(true);
    const request = confirms[0]!;
    expect(request).toEqual({
      groupId: 'g-1',
      country: 'US',
      testedAt: '2025-01-02',
      results: [
        { markerAbbr: 'GLU', value: 5.1, unit: 'mmol/L' },
        { markerAbbr: 'HDL', value: 58, unit: 'mg/dL', checked: true },
        { markerAbbr: 'LDL', value: 101, unit: 'mg/dL' },
      ],
    });
    // the body is what the contract accepts
    expect(confirmResultsRequest.parse(request)).toEqual(request);
    confirmed().resolve({ resultId: 12, groupId: 'g-1' });
    await flush();
    expect(state().value).toBe('success');
    expect(state().context.resultId).toBe(12);
  });

  it('keeps the customer in review with a message next to each bad field', async () => {
    const clock = simulatedClock(Date.UTC(2025, 0, 6, 9));
    const actor = createActor(
      ocrUploadMachine.provide({
        actors: {
          submitFiles: fromPromise<SubmitFilesResponse, SubmitFilesInput>(() =>
            Promise.resolve(parsed(null)),
          ),
        },
      }),
      { clock, input: ocrInput(() => clock.now()) },
    ).start();
    actor.send({ type: 'files.add', files: [report] });
    actor.send({ type: 'files.submit' });
    await flush();
    actor.send({ type: 'row.check', key: 'r2', checked: true });
    actor.send({ type: 'row.value', key: 'r1', value: 'ninety' });
    actor.send({ type: 'row.value', key: 'r2', value: '0' });
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      testedAt: 'Enter the date your blood was drawn',
      'r1.value': 'Enter a number',
      'r2.value': 'Enter a value above 0',
    });
    expect(actor.getSnapshot().context.failure?.message).toBe('Check the values marked below.');
    // fixing a field clears its message only
    actor.send({ type: 'row.value', key: 'r1', value: '90' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['testedAt', 'r2.value']);
    actor.send({ type: 'date.change', testedAt: '2025-01-07' });
    actor.send({ type: 'row.remove', key: 'r2' });
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      testedAt: 'The draw date cannot be in the future',
    });
    actor.send({ type: 'date.change', testedAt: '2025-02-30' });
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().context.fieldErrors.testedAt).toBe('Enter a date as YYYY-MM-DD');
    actor.send({ type: 'row.remove', key: 'r1' });
    actor.send({ type: 'date.change', testedAt: '2025-01-06' });
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ results: 'Keep at least one result' });
  });

  it('an unsure value goes on only once ticked as compared with the report; the server may say so too', async () => {
    const { actor, state, confirms, confirmed, toReview } = start();
    await toReview(parsed(), { checked: false });
    expect(state().context.rows.map((r) => [r.key, r.reason, r.checked])).toEqual([
      ['r1', undefined, false],
      ['r2', "The report's range is >39; we read 5.8", false],
    ]);
    actor.send({ type: 'review.submit' });
    expect(state().value).toBe('review');
    expect(state().context.fieldErrors).toEqual({
      'r2.checked': 'Compare this value with your report, then tick “Checked”',
    });
    expect(state().context.failure?.message).toMatch(/compare each with your report/);
    // correcting the value is not enough: the tick is the customer's word that they compared it
    actor.send({ type: 'row.value', key: 'r2', value: '58' });
    actor.send({ type: 'review.submit' });
    expect(state().value).toBe('review');
    actor.send({ type: 'row.check', key: 'r2', checked: true });
    expect(state().context.fieldErrors).toEqual({});
    actor.send({ type: 'row.check', key: 'r2', checked: false });
    actor.send({ type: 'row.check', key: 'r2', checked: true });
    actor.send({ type: 'review.submit' });
    expect(state().value).toBe('country');
    actor.send({ type: 'results.confirm' });
    expect(confirms[0]!.results[1]).toEqual({ markerAbbr: 'HDL', value: 58, unit: 'mg/dL', checked: true });
    // the server's 400 for an unchecked value lands on the row's tick
    confirmed().reject(
      apiError(400, {
        error: 'Invalid results.1.checked',
        issues: [{ path: 'results.1.checked', message: 'Check HDL cholesterol against your report' }],
      }),
    );
    await flush();
    expect(state().value).toBe('review');
    expect(state().context.fieldErrors).toEqual({
      'r2.checked': 'Check HDL cholesterol against your report',
    });
  });

  it('a 400 from the server puts its field messages on the rows they name, keeping the edits', async () => {
    const { actor, state, confirmed, toReview } = start();
    await toReview();
    actor.send({ type: 'row.value', key: 'r2', value: '58' });
    actor.send({ type: 'review.submit' });
    actor.send({ type: 'results.confirm' });
    confirmed().reject(
      apiError(400, {
        error: 'Invalid request',
        issues: [
          { path: 'results.1.unit', message: 'HDL is not measured in that unit' },
          { path: 'testedAt', message: 'Enter a date' },
        ],
      }),
    );
    await flush();
    expect(state().value).toBe('review');
    expect(state().context.fieldErrors).toEqual({
      'r2.unit': 'HDL is not measured in that unit',
      testedAt: 'Enter a date',
    });
    expect(state().context.rows[1]!.value).toBe('58');
  });

  it('a country the server refuses, or a failed connection, leaves the customer on the country step', async () => {
    const { actor, state, confirms, confirmed, toReview } = start();
    await toReview();
    actor.send({ type: 'review.submit' });
    actor.send({ type: 'country.change', country: '' });
    actor.send({ type: 'results.confirm' });
    expect(state().value).toBe('country');
    expect(confirms).toHaveLength(0);
    actor.send({ type: 'country.change', country: 'XX' });
    actor.send({ type: 'results.confirm' });
    confirmed().reject(
      apiError(400, { error: 'Invalid request', issues: [{ path: 'country', message: 'Choose a country' }] }),
    );
    await flush();
    expect(state().value).toBe('country');
    expect(state().context.fieldErrors).toEqual({ country: 'Choose a country' });
    actor.send({ type: 'country.change', country: 'CA' });
    expect(state().context.fieldErrors).toEqual({});
    actor.send({ type: 'results.confirm' });
    confirmed().reject(apiError(0, { error: 'We could not reach the server. Check your connection.' }));
    await flush();
    expect(state().value).toBe('country');
    expect(state().context.failure?.message).toMatch(/could not reach/);
    actor.send({ type: 'results.confirm' });
    expect(confirms.map((c) => c.country)).toEqual(['XX', 'CA', 'CA']);
    confirmed().reject(apiError(503, { error: 'The server is busy.' }));
    await flush();
    // back to the review keeps every row and the chosen country
    actor.send({ type: 'country.back' });
    expect(state().value).toBe('review');
    expect(state().context.rows).toHaveLength(2);
    expect(state().context.country).toBe('CA');
  });

  it('a 409 means the results are stored already: success; a 404 asks for the files again', async () => {
    const stored = start();
    await stored.toReview();
    stored.actor.send({ type: 'review.submit' });
    stored.actor.send({ type: 'results.confirm' });
    stored.confirmed().reject(apiError(409, { error: 'These results were confirmed already.' }));
    await flush();
    expect(stored.state().value).toBe('success');
    expect(stored.state().context.resultId).toBeUndefined();

    const gone = start();
    await gone.toReview();
    gone.actor.send({ type: 'review.submit' });
    gone.actor.send({ type: 'results.confirm' });
    gone
      .confirmed()
      .reject(apiError(404, { error: 'This upload is no longer there: send the files again.' }));
    await flush();
    expect(gone.state().value).toBe('choosing');
    expect(gone.state().context.files).toEqual([report]);
    expect(gone.state().context.rows).toEqual([]);
    expect(gone.state().context.failure?.message).toMatch(/send the files again/);
  });

  it('a report the reader could not read goes to the care team', async () => {
    const { actor, state, reviews, toReview } = start();
    await toReview({ ...parsed(null), results: [] });
    actor.send({ type: 'review.send' });
    expect(state().value).toBe('sendingForReview');
    await flush();
    expect(reviews[0]!.files).toEqual([report]);
    expect(state().value).toBe('sent');
    actor.send({ type: 'upload.restart' });
    expect(state().value).toBe('choosing');
    expect(state().context.files).toEqual([]);
  });

  it('uploading other files drops the parsed results but keeps the row keys unique', async () => {
    const { actor, state, submitted, toReview } = start();
    await toReview();
    actor.send({ type: 'upload.restart' });
    expect(state().value).toBe('choosing');
    expect(state().context.groupId).toBeUndefined();
    actor.send({ type: 'files.submit' });
    submitted().resolve(parsed());
    await flush();
    expect(state().context.rows.map((r) => r.key)).toEqual(['r3', 'r4']);
  });
});

describe('ocrUploadMachine: the rules of each step at their edges', () => {
  /** Chooses the report, gets `answer` into review and asks to go on, then confirms under the default country. */
  async function toConfirming(answer = parsed()) {
    const flow = start();
    await flow.toReview(answer);
    flow.actor.send({ type: 'review.submit' });
    flow.actor.send({ type: 'results.confirm' });
    expect(flow.state().value).toBe('confirming');
    return flow;
  }

  /** The server's 400 naming fields, as `[path, message]` pairs. */
  const invalid = (...issues: [string, string][]) =>
    apiError(400, { error: 'Invalid request', issues: issues.map(([path, message]) => ({ path, message })) });

  /** The parsed answer with `count` sure glucose results (keys r1…r<count>). */
  const manyResults = (count: number) => {
    const answer = parsed();
    return { ...answer, results: Array.from({ length: count }, () => ({ ...answer.results[0]! })) };
  };

  it('a second file with the same name but another size is another file, and is kept', () => {
    const { actor, state } = start();
    const rescan = { name: report.name, size: report.size + 1 };
    actor.send({ type: 'files.add', files: [report, rescan] });
    expect(state().context.files).toEqual([report, rescan]);
  });

  it('sending clears the messages of files refused before', () => {
    const { actor, state } = start();
    actor.send({ type: 'files.add', files: [report, { name: 'notes.docx', size: 100 }] });
    expect(state().context.refusals).toHaveLength(1);
    actor.send({ type: 'files.submit' });
    expect(state().context.refusals).toEqual([]);
  });

  it('a progress report before the size is known (0 of 0 bytes) is still uploading', () => {
    const { actor, state, submits } = start();
    actor.send({ type: 'files.add', files: [report] });
    actor.send({ type: 'files.submit' });
    submits[0]!.onProgress(0, 0);
    expect(state().matches({ sending: 'uploading' })).toBe(true);
  });

  it('parsed rows start unedited; a unit read that the marker does not list is offered first', async () => {
    const { state, toReview } = start();
    const answer = parsed();
    await toReview({
      ...answer,
      results: [{ ...answer.results[0]!, unit: 'mg/dl', units: ['mg/dL', 'mmol/L'] }],
    });
    expect(state().context.rows.map((row) => [row.unit, row.units, row.edited])).toEqual([
      ['mg/dl', ['mg/dl', 'mg/dL', 'mmol/L'], false],
    ]);
  });

  it('a value read exactly at the review threshold is sure: no reason, no tick needed', async () => {
    const { actor, state, confirms, toReview } = start();
    const answer = parsed();
    const atThreshold = { ...answer.results[1]!, confidence: OCR_REVIEW_THRESHOLD };
    await toReview({ ...answer, results: [answer.results[0]!, atThreshold] }, { checked: false });
    expect(state().context.rows[1]!.reason).toBeUndefined();
    actor.send({ type: 'review.submit' });
    expect(state().value).toBe('country');
    actor.send({ type: 'results.confirm' });
    expect(confirms[0]!.results[1]).toEqual({ markerAbbr: 'HDL', value: 5.8, unit: 'mg/dL' });
  });

  it('ticking one unsure value does not tick another', async () => {
    const { actor, state, toReview } = start();
    const answer = parsed();
    const unsure = answer.results[1]!;
    await toReview({ ...answer, results: [{ ...unsure, markerAbbr: 'LDL' }, unsure] }, { checked: false });
    actor.send({ type: 'row.check', key: 'r2', checked: true });
    expect(state().context.rows.map((row) => row.checked)).toEqual([false, true]);
    actor.send({ type: 'review.submit' });
    expect(state().value).toBe('review');
    expect(Object.keys(state().context.fieldErrors)).toEqual(['r1.checked']);
  });

  it('an empty value asks for a value, a negative one for a value above 0', async () => {
    const { actor, state, toReview } = start();
    await toReview();
    actor.send({ type: 'row.value', key: 'r1', value: '   ' });
    actor.send({ type: 'row.value', key: 'r2', value: '-3' });
    actor.send({ type: 'review.submit' });
    expect(state().context.fieldErrors).toEqual({
      'r1.value': 'Enter a value',
      'r2.value': 'Enter a value above 0',
    });
  });

  it('a draw date that is not a whole YYYY-MM-DD day is refused', async () => {
    const { actor, state, toReview } = start();
    await toReview();
    for (const testedAt of ['2024-12', '2024', '30/12/2024']) {
      actor.send({ type: 'date.change', testedAt });
      actor.send({ type: 'review.submit' });
      expect(state().context.fieldErrors).toEqual({ testedAt: 'Enter a date as YYYY-MM-DD' });
    }
    // changing the date clears its message
    actor.send({ type: 'date.change', testedAt: '2024-12-30' });
    expect(state().context.fieldErrors).toEqual({});
  });

  it('a marker added by hand starts empty in its primary unit, as the customer’s own line', async () => {
    const { actor, state, toReview } = start();
    await toReview();
    actor.send({
      type: 'row.add',
      marker: { abbr: 'LDL', name: 'LDL cholesterol', units: ['mg/dL', 'mmol/L'] },
    });
    const added = state().context.rows[2]!;
    expect([added.key, added.markerAbbr, added.markerName, added.unit, added.units]).toEqual([
      'r3',
      'LDL',
      'LDL cholesterol',
      'mg/dL',
      ['mg/dL', 'mmol/L'],
    ]);
    // nothing of it was read from a report, so there is nothing to compare with one
    expect(added).toMatchObject({ value: '', sourceText: '', fileName: '', edited: true, checked: false });
    expect([added.confidence, added.reason]).toEqual([undefined, undefined]);
  });

  it('a marker offered without any unit has none chosen, and the review asks for one', async () => {
    const { actor, state, toReview } = start();
    await toReview();
    actor.send({ type: 'row.add', marker: { abbr: 'TG', name: 'Triglycerides', units: [] } });
    actor.send({ type: 'row.value', key: 'r3', value: '120' });
    expect(state().context.rows[2]!.unit).toBe('');
    actor.send({ type: 'review.submit' });
    expect(state().value).toBe('review');
    expect(state().context.fieldErrors).toEqual({ 'r3.unit': 'Choose a unit' });
  });

  it('adding a marker clears “Keep at least one result”', async () => {
    const { actor, state, toReview } = start();
    await toReview();
    actor.send({ type: 'row.remove', key: 'r1' });
    actor.send({ type: 'row.remove', key: 'r2' });
    actor.send({ type: 'review.submit' });
    expect(state().context.fieldErrors).toEqual({ results: 'Keep at least one result' });
    actor.send({ type: 'row.add', marker: { abbr: 'TG', name: 'Triglycerides', units: ['mg/dL'] } });
    expect(state().context.fieldErrors).toEqual({});
  });

  it('a unit changed clears its message and marks the row edited; a row removed takes its messages with it', async () => {
    const { actor, state, confirmed } = await toConfirming();
    confirmed().reject(
      invalid(
        ['results.0.unit', 'Glucose is not measured in that unit'],
        ['results.1.value', 'Enter a value above 0'],
        ['results.1.unit', 'HDL is not measured in that unit'],
        ['testedAt', 'Enter a date'],
      ),
    );
    await flush();
    expect(Object.keys(state().context.fieldErrors)).toEqual(['r1.unit', 'r2.value', 'r2.unit', 'testedAt']);
    actor.send({ type: 'row.unit', key: 'r1', unit: 'mmol/L' });
    expect(state().context.rows[0]).toMatchObject({ unit: 'mmol/L', edited: true });
    expect(Object.keys(state().context.fieldErrors)).toEqual(['r2.value', 'r2.unit', 'testedAt']);
    actor.send({ type: 'row.remove', key: 'r2' });
    expect(Object.keys(state().context.fieldErrors)).toEqual(['testedAt']);
  });

  it('a server message for a whole row lands on its value; rows past the tenth are found by their index', async () => {
    const { state, confirmed } = await toConfirming(manyResults(12));
    confirmed().reject(
      invalid(
        ['results.3', 'This result is a duplicate'],
        ['results.10.unit', 'Glucose is not measured in that unit'],
      ),
    );
    await flush();
    expect(state().value).toBe('review');
    expect(state().context.fieldErrors).toEqual({
      'r4.value': 'This result is a duplicate',
      'r11.unit': 'Glucose is not measured in that unit',
    });
  });

  it('only a two-letter country code is confirmed (ISO 3166-1 alpha-2)', async () => {
    const { actor, state, confirms, toReview } = start();
    await toReview();
    actor.send({ type: 'review.submit' });
    for (const country of ['USA', 'us', 'U']) {
      actor.send({ type: 'country.change', country });
      actor.send({ type: 'results.confirm' });
      expect(state().value).toBe('country');
    }
    expect(confirms).toEqual([]);
  });

  it('a 400 without field messages, or another status naming fields, stays on the country step', async () => {
    const bare = await toConfirming();
    bare.confirmed().reject(invalid());
    await flush();
    expect(bare.state().value).toBe('country');
    expect(bare.state().context.failure?.message).toBe('Invalid request');

    const busy = await toConfirming();
    busy
      .confirmed()
      .reject(
        apiError(500, { error: 'Not stored', issues: [{ path: 'results.0.value', message: 'Try again' }] }),
      );
    await flush();
    expect(busy.state().value).toBe('country');
    expect(busy.state().context.failure?.message).toBe('Not stored');
  });

  it('a send to the care team that fails returns to the review with its message', async () => {
    const clock = simulatedClock();
    const actor = createActor(
      ocrUploadMachine.provide({
        actors: {
          submitFiles: fromPromise<SubmitFilesResponse, SubmitFilesInput>(() => Promise.resolve(parsed())),
          reviewFiles: fromPromise<unknown, ReviewFilesInput>(() =>
            Promise.reject(apiError(0, { error: 'We could not reach the server. Check your connection.' })),
          ),
        },
      }),
      { clock, input: ocrInput(() => clock.now()) },
    ).start();
    actor.send({ type: 'files.add', files: [report] });
    actor.send({ type: 'files.submit' });
    await flush();
    actor.send({ type: 'review.send' });
    await flush();
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.failure?.message).toBe(
      'We could not reach the server. Check your connection.',
    );
  });
});

describe('parseValue', () => {
  it('reads decimals with a point or a comma and refuses anything else', () => {
    expect(parseValue(' 5.8 ')).toBe(5.8);
    expect(parseValue('5,8')).toBe(5.8);
    expect(parseValue('.5')).toBe(0.5);
    expect(parseValue('1e3')).toBe(1000);
    expect(parseValue('5.8 mg')).toBeUndefined();
    expect(parseValue('<5')).toBeUndefined();
    expect(parseValue('')).toBeUndefined();
  });

  it('reads a sign, long decimals and powers of ten; not hexadecimal or other number syntaxes', () => {
    const read: [string, number | undefined][] = [
      ['-3', -3],
      ['+3', 3],
      ['123.45', 123.45],
      ['.25', 0.25],
      ['1.5e-3', 0.0015],
      ['2.5E12', 2.5e12],
      ['0x10', undefined],
      ['0b11', undefined],
    ];
    expect(read.map(([text]) => [text, parseValue(text)])).toEqual(read);
  });
});
