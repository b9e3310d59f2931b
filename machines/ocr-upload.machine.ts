import { assign, fromPromise, setup } from 'xstate';
import type { ConfirmResultsRequest, ParsedResult, SubmitFilesResponse } from '../src/contract/ocr';
import { utcDayOf } from '../src/domain/dates';
import { OCR_REVIEW_THRESHOLD } from '../src/domain/ocr/evidence';
import type { Now } from './shared/clock';
import { describeFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import {
  type ChosenFile,
  hasExtension,
  isTooLarge,
  localFailure,
  megabytes,
  type ReportProgress,
  type UploadProgressEvent,
} from './shared/upload';

export type { ChosenFile } from './shared/upload';

export interface OcrUploadInput {
  now: Now;
  maxFiles: number;
  maxBytes: number;
  /** Accepted name endings, lower case with the dot (`.pdf`). */
  extensions: readonly string[];
  /** ISO 3166-1 alpha-2 preselected for the lab (spec 000 §2.4: US). */
  country: string;
}

/** A marker of the catalogue the customer may add by hand. */
export interface MarkerChoice {
  abbr: string;
  name: string;
  /** Primary first. */
  units: readonly string[];
}

/** One line of the review table: what the reader found, as the customer edits it. */
export interface ReviewRow {
  key: string;
  markerAbbr: string;
  markerName: string;
  /** As typed; checked as a number above 0 before confirming. */
  value: string;
  unit: string;
  units: readonly string[];
  /** 0–1 for a value read from the report; undefined for a marker the customer added. */
  confidence: number | undefined;
  sourceText: string;
  fileName: string;
  edited: boolean;
  /** Why the reader is unsure of the value (issue 26); undefined for a sure one. */
  reason: string | undefined;
  /** The customer ticked that they compared an unsure value with the report. */
  checked: boolean;
}

export interface OcrUploadContext extends OcrUploadInput {
  files: ChosenFile[];
  /** Why files were not added, one message each (client-side checks; the server sniffs again). */
  refusals: string[];
  loaded: number;
  total: number;
  groupId: string | undefined;
  /** Summaries of the files the server read (method, pages). */
  read: SubmitFilesResponse['files'];
  unmatched: string[];
  rows: ReviewRow[];
  nextKey: number;
  /** YYYY-MM-DD, '' until known. */
  testedAt: string;
  /** Messages by field: `testedAt`, `country`, `results`, `<rowKey>.value`, `<rowKey>.unit`. */
  fieldErrors: Record<string, string>;
  failure: Failure | undefined;
  resultId: number | undefined;
}

export type OcrUploadEvent =
  | { type: 'files.add'; files: readonly ChosenFile[] }
  | { type: 'files.remove'; index: number }
  | { type: 'files.submit' }
  | UploadProgressEvent
  | { type: 'upload.cancel' }
  | { type: 'upload.restart' }
  | { type: 'row.value'; key: string; value: string }
  | { type: 'row.unit'; key: string; unit: string }
  | { type: 'row.remove'; key: string }
  | { type: 'row.check'; key: string; checked: boolean }
  | { type: 'row.add'; marker: MarkerChoice }
  | { type: 'date.change'; testedAt: string }
  | { type: 'review.submit' }
  | { type: 'review.send' }
  | { type: 'country.change'; country: string }
  | { type: 'country.back' }
  | { type: 'results.confirm' };

export interface SubmitFilesInput {
  files: ChosenFile[];
  onProgress: ReportProgress;
}
export interface ReviewFilesInput {
  files: ChosenFile[];
}
export type ConfirmOutput = { resultId: number; groupId: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isRealDay = (day: string) => {
  if (!ISO_DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/** The typed value as a number, or undefined when it is not one ("1,5" reads as 1.5). */
export function parseValue(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** A value the reader was unsure of (issue 26): the customer must compare it with the report before saving. */
export const isUnsure = (row: Pick<ReviewRow, 'confidence'>) =>
  row.confidence !== undefined && row.confidence < OCR_REVIEW_THRESHOLD;

/** `<rowKey>.checked` for each unsure value not yet ticked as compared with the report. */
export function uncheckedProblems(rows: readonly ReviewRow[]) {
  return Object.fromEntries(
    rows
      .filter((row) => isUnsure(row) && !row.checked)
      .map((row) => [`${row.key}.checked`, 'Compare this value with your report, then tick “Checked”']),
  );
}

/** Field messages for the review (empty when it may go on), keyed as in `fieldErrors`. */
export function reviewProblems(context: Pick<OcrUploadContext, 'rows' | 'testedAt' | 'now'>) {
  const problems: Record<string, string> = {};
  if (context.testedAt === '') problems.testedAt = 'Enter the date your blood was drawn';
  else if (!isRealDay(context.testedAt)) problems.testedAt = 'Enter a date as YYYY-MM-DD';
  else if (context.testedAt > utcDayOf(context.now()))
    problems.testedAt = 'The draw date cannot be in the future';
  if (context.rows.length === 0) problems.results = 'Keep at least one result';
  for (const row of context.rows) {
    const value = parseValue(row.value);
    if (row.value.trim() === '') problems[`${row.key}.value`] = 'Enter a value';
    else if (value === undefined) problems[`${row.key}.value`] = 'Enter a number';
    else if (value <= 0) problems[`${row.key}.value`] = 'Enter a value above 0';
    if (!row.units.includes(row.unit)) problems[`${row.key}.unit`] = 'Choose a unit';
  }
  return { ...problems, ...uncheckedProblems(context.rows) };
}

/** The confirm call's body from the reviewed rows (rows in order: `results.<i>` is row i). */
export function confirmRequestOf(context: OcrUploadContext): ConfirmResultsRequest {
  return {
    // Stryker disable next-line StringLiteral: confirming is reached only through review, after keepParsed stored the answer's groupId; '' only satisfies the type
    groupId: context.groupId ?? '',
    country: context.country,
    testedAt: context.testedAt,
    results: context.rows.map((row) => ({
      markerAbbr: row.markerAbbr,
      value: parseValue(row.value) ?? Number.NaN,
      unit: row.unit,
      ...(isUnsure(row) ? { checked: row.checked } : {}),
    })),
  };
}

/** The server names result fields by index (`results.2.value`); the screen keys them by row. */
function fieldErrorsOf(failure: Failure, rows: readonly ReviewRow[]) {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(failure.fieldErrors)) {
    const match = /^results\.(\d+)(?:\.(\w+))?$/.exec(path);
    const row = match ? rows[Number(match[1])] : undefined;
    // Stryker disable next-line OptionalChaining: a row is found only when the path matched, so match is set there
    const key = row ? `${row.key}.${match?.[2] ?? 'value'}` : path.split('.')[0]!;
    errors[key] ??= message;
  }
  return errors;
}

const rowOf = (result: ParsedResult, key: string): ReviewRow => ({
  key,
  markerAbbr: result.markerAbbr,
  markerName: result.markerName,
  value: String(result.value),
  unit: result.unit,
  units: result.units.includes(result.unit) ? result.units : [result.unit, ...result.units],
  confidence: result.confidence,
  sourceText: result.sourceText,
  fileName: result.fileName,
  edited: false,
  reason: isUnsure(result) ? result.reason : undefined,
  checked: false,
});

const withoutKeys = (errors: Record<string, string>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));

const fresh = {
  refusals: [] as string[],
  loaded: 0,
  total: 0,
  groupId: undefined,
  read: [] as SubmitFilesResponse['files'],
  unmatched: [] as string[],
  rows: [] as ReviewRow[],
  nextKey: 1,
  testedAt: '',
  fieldErrors: {} as Record<string, string>,
  failure: undefined,
  resultId: undefined,
};

/**
 * Blood report upload (spec 000 §2.4 blood upload, §3 OCR upload, §7.7 OCR calls). `choosing`:
 * files are added (count, size and name checked here with a message each; the server sniffs the
 * content again) and removed → `sending.uploading` with progress, and once every byte is sent
 * `sending.processing` while the server reads them (one call: the submit-files answer); cancel
 * aborts and returns to `choosing` with the files kept → `review` of the parsed results (edit a
 * value or unit, add a missed marker, remove one, the draw date; a value the reader was unsure of
 * shows its reason and must be ticked as compared with the report before going on) → `country` (default US) → `confirming` under the groupId → `success`.
 * A report the reader cannot read can go to the care team instead (`sendingForReview` → `sent`).
 * Every failure returns to the step whose input it concerns, keeping what the customer entered.
 */
export const ocrUploadMachine = setup({
  types: {
    input: {} as OcrUploadInput,
    context: {} as OcrUploadContext,
    events: {} as OcrUploadEvent,
  },
  actors: {
    submitFiles: fromPromise<SubmitFilesResponse, SubmitFilesInput>(() => notProvided('submitFiles')),
    confirmResults: fromPromise<ConfirmOutput, ConfirmResultsRequest>(() => notProvided('confirmResults')),
    reviewFiles: fromPromise<unknown, ReviewFilesInput>(() => notProvided('reviewFiles')),
  },
  actions: {
    addFiles: assign(({ context }, params: { files: readonly ChosenFile[] }) => {
      const files = [...context.files];
      const refusals: string[] = [];
      const kinds = context.extensions.map((ext) => ext.slice(1).toUpperCase()).join(', ');
      for (const file of params.files) {
        if (files.some((kept) => kept.name === file.name && kept.size === file.size)) continue;
        if (!hasExtension(file, context.extensions))
          refusals.push(`${file.name} is not a lab report we can read: choose a ${kinds} file.`);
        else if (file.size === 0) refusals.push(`${file.name} is empty.`);
        else if (isTooLarge(file, context.maxBytes))
          refusals.push(
            `${file.name} is larger than ${megabytes(context.maxBytes)}: export the report as a PDF, or take the photo at a lower resolution.`,
          );
        else if (files.length >= context.maxFiles)
          refusals.push(`${file.name} was not added: up to ${context.maxFiles} files at a time.`);
        else files.push(file);
      }
      return { files, refusals, failure: undefined };
    }),
    removeFile: assign(({ context }, params: { index: number }) => ({
      files: context.files.filter((_, i) => i !== params.index),
      refusals: [],
      failure: undefined,
    })),
    startSending: assign(({ context }) => ({
      loaded: 0,
      total: context.files.reduce((sum, file) => sum + file.size, 0),
      refusals: [],
      failure: undefined,
    })),
    stopSending: assign({ loaded: 0, total: 0 }),
    noteProgress: assign((_, params: { loaded: number; total: number }) => ({
      loaded: params.loaded,
      total: params.total,
    })),
    keepParsed: assign(({ context }, params: { answer: SubmitFilesResponse }) => {
      const rows = params.answer.results.map((result, i) => rowOf(result, `r${context.nextKey + i}`));
      return {
        groupId: params.answer.groupId,
        read: params.answer.files,
        unmatched: params.answer.unmatched,
        rows,
        nextKey: context.nextKey + rows.length,
        testedAt: params.answer.testedAt ?? '',
        fieldErrors: {},
        failure: undefined,
      };
    }),
    forgetParsed: assign(({ context }) => ({ ...fresh, nextKey: context.nextKey })),
    startOver: assign(({ context }) => ({ ...fresh, files: [], nextKey: context.nextKey })),
    setValue: assign(({ context }, params: { key: string; value: string }) => ({
      rows: context.rows.map((row) =>
        row.key === params.key ? { ...row, value: params.value, edited: true } : row,
      ),
      fieldErrors: withoutKeys(context.fieldErrors, `${params.key}.value`),
    })),
    setUnit: assign(({ context }, params: { key: string; unit: string }) => ({
      rows: context.rows.map((row) =>
        row.key === params.key && row.units.includes(params.unit)
          ? { ...row, unit: params.unit, edited: true }
          : row,
      ),
      fieldErrors: withoutKeys(context.fieldErrors, `${params.key}.unit`),
    })),
    checkRow: assign(({ context }, params: { key: string; checked: boolean }) => ({
      rows: context.rows.map((row) => (row.key === params.key ? { ...row, checked: params.checked } : row)),
      fieldErrors: withoutKeys(context.fieldErrors, `${params.key}.checked`),
    })),
    removeRow: assign(({ context }, params: { key: string }) => ({
      rows: context.rows.filter((row) => row.key !== params.key),
      fieldErrors: withoutKeys(context.fieldErrors, `${params.key}.value`, `${params.key}.unit`),
    })),
    addRow: assign(({ context }, params: { marker: MarkerChoice }) => ({
      rows: [
        ...context.rows,
        {
          key: `r${context.nextKey}`,
          markerAbbr: params.marker.abbr,
          markerName: params.marker.name,
          value: '',
          unit: params.marker.units[0] ?? '',
          units: params.marker.units,
          confidence: undefined,
          sourceText: '',
          fileName: '',
          edited: true,
          reason: undefined,
          checked: false,
        },
      ],
      nextKey: context.nextKey + 1,
      fieldErrors: withoutKeys(context.fieldErrors, 'results'),
    })),
    setDate: assign(({ context }, params: { testedAt: string }) => ({
      testedAt: params.testedAt,
      fieldErrors: withoutKeys(context.fieldErrors, 'testedAt'),
    })),
    showReviewProblems: assign(({ context }) => ({
      fieldErrors: reviewProblems(context),
      failure: localFailure('Check the values marked below.'),
    })),
    showUncheckedValues: assign(({ context }) => ({
      fieldErrors: reviewProblems(context),
      failure: localFailure(
        'We may have misread the values marked “Check”: compare each with your report and tick “Checked” before saving.',
      ),
    })),
    clearFailure: assign({ failure: undefined, fieldErrors: {} }),
    setCountry: assign(({ context }, params: { country: string }) => ({
      country: params.country,
      fieldErrors: withoutKeys(context.fieldErrors, 'country'),
    })),
    setFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = describeFailure(params.error);
      return { failure, fieldErrors: fieldErrorsOf(failure, context.rows) };
    }),
    keepResult: assign((_, params: { output: ConfirmOutput | undefined }) => ({
      resultId: params.output?.resultId,
      failure: undefined,
      fieldErrors: {},
    })),
  },
  guards: {
    hasFiles: ({ context }) => context.files.length > 0,
    isFullySent: (_, params: { loaded: number; total: number }) =>
      params.total > 0 && params.loaded >= params.total,
    reviewIsValid: ({ context }) => Object.keys(reviewProblems(context)).length === 0,
    hasUncheckedValues: ({ context }) => Object.keys(uncheckedProblems(context.rows)).length > 0,
    hasCountry: ({ context }) => /^[A-Z]{2}$/.test(context.country),
    // 409: these results were stored already (an earlier confirm whose answer was lost)
    isAlreadyStored: (_, params: { error: unknown }) => describeFailure(params.error).status === 409,
    // 404: the upload is gone (another customer's, or forgotten): read the files again
    isUnknownUpload: (_, params: { error: unknown }) => describeFailure(params.error).status === 404,
    concernsCountry: (_, params: { error: unknown }) =>
      'country' in describeFailure(params.error).fieldErrors,
    concernsReview: (_, params: { error: unknown }) => {
      const failure = describeFailure(params.error);
      return failure.status === 400 && Object.keys(failure.fieldErrors).length > 0;
    },
  },
}).createMachine({
  id: 'ocrUpload',
  context: ({ input }) => ({ ...input, files: [], ...fresh }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'files.add': {
          actions: { type: 'addFiles', params: ({ event }) => ({ files: event.files }) },
        },
        'files.remove': {
          actions: { type: 'removeFile', params: ({ event }) => ({ index: event.index }) },
        },
        'files.submit': { guard: 'hasFiles', target: 'sending', actions: 'startSending' },
      },
    },
    sending: {
      tags: ['busy'],
      initial: 'uploading',
      on: {
        // the request is aborted by leaving the state; the chosen files stay
        'upload.cancel': { target: 'choosing', actions: 'stopSending' },
      },
      invoke: {
        src: 'submitFiles',
        input: ({ context, self }) => ({
          files: context.files,
          onProgress: (loaded: number, total: number) =>
            self.send({ type: 'upload.progress', loaded, total }),
        }),
        onDone: {
          target: 'review',
          actions: { type: 'keepParsed', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'choosing',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      states: {
        uploading: {
          on: {
            'upload.progress': [
              {
                guard: { type: 'isFullySent', params: ({ event }) => event },
                target: 'processing',
                actions: { type: 'noteProgress', params: ({ event }) => event },
              },
              { actions: { type: 'noteProgress', params: ({ event }) => event } },
            ],
          },
        },
        // a late progress event is ignored: every byte is sent
        processing: { tags: ['processing'] },
      },
    },
    review: {
      on: {
        'row.value': {
          actions: { type: 'setValue', params: ({ event }) => ({ key: event.key, value: event.value }) },
        },
        'row.unit': {
          actions: { type: 'setUnit', params: ({ event }) => ({ key: event.key, unit: event.unit }) },
        },
        'row.remove': { actions: { type: 'removeRow', params: ({ event }) => ({ key: event.key }) } },
        'row.check': {
          actions: {
            type: 'checkRow',
            params: ({ event }) => ({ key: event.key, checked: event.checked }),
          },
        },
        'row.add': { actions: { type: 'addRow', params: ({ event }) => ({ marker: event.marker }) } },
        'date.change': {
          actions: { type: 'setDate', params: ({ event }) => ({ testedAt: event.testedAt }) },
        },
        'review.submit': [
          // issue 26: no value the reader was unsure of is saved before the customer compared it with the report
          { guard: 'hasUncheckedValues', actions: 'showUncheckedValues' },
          { guard: 'reviewIsValid', target: 'country', actions: 'clearFailure' },
          { actions: 'showReviewProblems' },
        ],
        'review.send': { target: 'sendingForReview', actions: 'clearFailure' },
        'upload.restart': { target: 'choosing', actions: 'forgetParsed' },
      },
    },
    country: {
      on: {
        'country.change': {
          actions: { type: 'setCountry', params: ({ event }) => ({ country: event.country }) },
        },
        'country.back': { target: 'review', actions: 'clearFailure' },
        'results.confirm': { guard: 'hasCountry', target: 'confirming' },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmResults',
        input: ({ context }) => confirmRequestOf(context),
        onDone: {
          target: 'success',
          actions: { type: 'keepResult', params: ({ event }) => ({ output: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isAlreadyStored', params: ({ event }) => ({ error: event.error }) },
            target: 'success',
            // Stryker disable next-line ObjectLiteral: keepResult reads params.output?.resultId, undefined for {} as well
            actions: { type: 'keepResult', params: () => ({ output: undefined }) },
          },
          {
            guard: { type: 'isUnknownUpload', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing',
            actions: [
              'forgetParsed',
              { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            guard: { type: 'concernsCountry', params: ({ event }) => ({ error: event.error }) },
            target: 'country',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'concernsReview', params: ({ event }) => ({ error: event.error }) },
            target: 'review',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'country',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    sendingForReview: {
      tags: ['busy'],
      invoke: {
        src: 'reviewFiles',
        input: ({ context }) => ({ files: context.files }),
        onDone: { target: 'sent' },
        onError: {
          target: 'review',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      on: { 'upload.restart': { target: 'choosing', actions: 'startOver' } },
    },
    success: {
      on: { 'upload.restart': { target: 'choosing', actions: 'startOver' } },
    },
  },
});
