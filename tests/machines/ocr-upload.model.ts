import type { ocrUploadMachine, OcrUploadContext, ReviewRow } from '../../machines/ocr-upload.machine';
import { OCR_REVIEW_THRESHOLD } from '../../src/domain/ocr/evidence';
import { declareModel } from '../model/declared';

/** The HTTP status and the per-field issues of a failed call, as the server sent them. */
const failed = (event: unknown) =>
  (event as { error?: { status?: number; body?: { issues?: Array<{ path: string }> } } }).error ?? {};
const issues = (event: unknown) => failed(event).body?.issues ?? [];

/** A typed value as a number ("1,5" is 1.5), NaN when it is none. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** Issue 26: a value read with a confidence under the threshold must be compared with the report. */
const unsure = (row: ReviewRow) => row.confidence !== undefined && row.confidence < OCR_REVIEW_THRESHOLD;

/** A real calendar day, as YYYY-MM-DD, not after today (UTC). */
const isDrawDay = (day: string, now: number) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day) &&
  day <= new Date(now).toISOString().slice(0, 10);

/** 000 §2.4: the customer reviews the parsed results before confirming them. */
const reviewed = (context: OcrUploadContext, now: number) =>
  isDrawDay(context.testedAt, now) &&
  context.rows.length > 0 &&
  context.rows.every(
    (row) =>
      Number.isFinite(numberOf(row.value)) &&
      numberOf(row.value) > 0 &&
      row.units.includes(row.unit) &&
      (!unsure(row) || row.checked),
  );

/** Blood report upload (OCR), written from spec 000 §2.4, §3 and §7.7 (see docs/testing.md). */
export const ocrUploadDeclared = declareModel<typeof ocrUploadMachine>({
  states: {
    '': { initial: 'choosing' },
    choosing: {},
    // 000 §7.7 submit-files {files}; progress comes back through the callback
    sending: {
      tags: ['busy'],
      initial: 'uploading',
      invoke: { src: 'submitFiles', input: (context) => ({ files: context.files, onProgress: () => {} }) },
    },
    'sending.uploading': {},
    'sending.processing': { tags: ['processing'] },
    review: {},
    country: {},
    // 000 §7.7 confirm-results {groupId, results}, with the country picked (000 §2.4) and the draw date
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmResults',
        input: (context) => ({
          groupId: context.groupId ?? '',
          country: context.country,
          testedAt: context.testedAt,
          results: context.rows.map((row) => ({
            markerAbbr: row.markerAbbr,
            value: numberOf(row.value),
            unit: row.unit,
            ...(unsure(row) ? { checked: row.checked } : {}),
          })),
        }),
      },
    },
    // 000 §7.7 review-files {files}: the care team reads what the reader could not
    sendingForReview: {
      tags: ['busy'],
      invoke: { src: 'reviewFiles', input: (context) => ({ files: context.files }) },
    },
    sent: {},
    success: {},
  },
  transitions: [
    { from: 'choosing', on: 'files.add', actions: ['addFiles'], cite: '000 §2.4' },
    { from: 'choosing', on: 'files.remove', actions: ['removeFile'] },
    {
      from: 'choosing',
      on: 'files.submit',
      if: 'hasFiles',
      to: 'sending',
      actions: ['startSending'],
      cite: '000 §2.4',
    },
    { from: 'sending', on: 'upload.cancel', to: 'choosing', actions: ['stopSending'] },
    { from: 'sending', on: 'done submitFiles', to: 'review', actions: ['keepParsed'], cite: '000 §2.4' },
    { from: 'sending', on: 'error submitFiles', to: 'choosing', actions: ['setFailure'] },
    {
      from: 'sending.uploading',
      on: 'upload.progress',
      if: 'isFullySent',
      to: 'sending.processing',
      actions: ['noteProgress'],
    },
    { from: 'sending.uploading', on: 'upload.progress', actions: ['noteProgress'] },
    { from: 'review', on: 'row.value', actions: ['setValue'], cite: '000 §2.4' },
    { from: 'review', on: 'row.unit', actions: ['setUnit'] },
    { from: 'review', on: 'row.remove', actions: ['removeRow'] },
    { from: 'review', on: 'row.check', actions: ['checkRow'] },
    { from: 'review', on: 'row.add', actions: ['addRow'] },
    { from: 'review', on: 'date.change', actions: ['setDate'] },
    { from: 'review', on: 'review.submit', if: 'hasUncheckedValues', actions: ['showUncheckedValues'] },
    {
      from: 'review',
      on: 'review.submit',
      if: 'reviewIsValid',
      to: 'country',
      actions: ['clearFailure'],
      cite: '000 §2.4',
    },
    { from: 'review', on: 'review.submit', actions: ['showReviewProblems'] },
    { from: 'review', on: 'review.send', to: 'sendingForReview', actions: ['clearFailure'] },
    { from: 'review', on: 'upload.restart', to: 'choosing', actions: ['forgetParsed'] },
    { from: 'country', on: 'country.change', actions: ['setCountry'], cite: '000 §2.4' },
    { from: 'country', on: 'country.back', to: 'review', actions: ['clearFailure'] },
    { from: 'country', on: 'results.confirm', if: 'hasCountry', to: 'confirming', cite: '000 §2.4' },
    {
      from: 'confirming',
      on: 'done confirmResults',
      to: 'success',
      actions: ['keepResult'],
      cite: '000 §7.7',
    },
    // an earlier confirm whose answer was lost: the results are stored already
    {
      from: 'confirming',
      on: 'error confirmResults',
      if: 'isAlreadyStored',
      to: 'success',
      actions: ['keepResult'],
    },
    {
      from: 'confirming',
      on: 'error confirmResults',
      if: 'isUnknownUpload',
      to: 'choosing',
      actions: ['forgetParsed', 'setFailure'],
    },
    {
      from: 'confirming',
      on: 'error confirmResults',
      if: 'concernsCountry',
      to: 'country',
      actions: ['setFailure'],
    },
    {
      from: 'confirming',
      on: 'error confirmResults',
      if: 'concernsReview',
      to: 'review',
      actions: ['setFailure'],
    },
    { from: 'confirming', on: 'error confirmResults', to: 'country', actions: ['setFailure'] },
    { from: 'sendingForReview', on: 'done reviewFiles', to: 'sent' },
    { from: 'sendingForReview', on: 'error reviewFiles', to: 'review', actions: ['setFailure'] },
    { from: 'sent', on: 'upload.restart', to: 'choosing', actions: ['startOver'] },
    { from: 'success', on: 'upload.restart', to: 'choosing', actions: ['startOver'] },
  ],
  guards: {
    hasFiles: ({ context }) => context.files.length > 0,
    isFullySent: ({ event }) => {
      const { loaded, total } = event as { loaded: number; total: number };
      return total > 0 && loaded >= total;
    },
    hasUncheckedValues: ({ context }) => context.rows.some((row) => unsure(row) && !row.checked),
    reviewIsValid: ({ context, now }) => reviewed(context, now),
    // 000 §3: the selected country, an ISO 3166-1 alpha-2 code
    hasCountry: ({ context }) => /^[A-Z]{2}$/.test(context.country),
    isAlreadyStored: ({ event }) => failed(event).status === 409,
    isUnknownUpload: ({ event }) => failed(event).status === 404,
    concernsCountry: ({ event }) => issues(event).some((issue) => issue.path === 'country'),
    concernsReview: ({ event }) => failed(event).status === 400 && issues(event).length > 0,
  },
});
