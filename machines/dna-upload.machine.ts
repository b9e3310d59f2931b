import { assign, fromPromise, setup } from 'xstate';
import type { Now } from './shared/clock';
import { describeFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import {
  type ChosenFile,
  hasExtension,
  isRetryable,
  isTooLarge,
  localFailure,
  megabytes,
  type ReportProgress,
  type UploadProgressEvent,
} from './shared/upload';

export type { ChosenFile } from './shared/upload';

/** How long after a "still processing" answer the report is asked for again. */
export const DNA_POLL_MS = 2000;

export interface DnaUploadInput {
  now: Now;
  /** The server's limit (page data), checked before sending. */
  maxBytes: number;
  /** Accepted name endings, lower case with the dot (`.txt`). */
  extensions: readonly string[];
}

export interface DnaUploadContext extends DnaUploadInput {
  file: ChosenFile | undefined;
  loaded: number;
  total: number;
  setId: number | undefined;
  /** When the next report poll is due, epoch ms. */
  pollAt: number;
  failure: Failure | undefined;
}

export type DnaUploadEvent =
  | { type: 'file.select'; file: ChosenFile }
  | UploadProgressEvent
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' };

export interface UploadInput {
  file: ChosenFile;
  onProgress: ReportProgress;
}
export type ReportPoll = { status: 'processing' } | { status: 'ready' };

/**
 * Raw DNA data upload (spec 000 §7.8 upload-dna-post with progress, §4 the report answers 202
 * while processing). `idle` → a file is chosen (too large or the wrong kind is refused at once,
 * in `failed`) → `uploading` with progress, cancellable → `processing`: the report is asked for,
 * and while the server says it is still being read the machine `waiting`s DNA_POLL_MS (an absolute
 * deadline) and asks again → `done` (the app reloads the report). Every failure lands in `failed`
 * with the server's message; after a failed connection (not a refusal) retry sends the same file
 * again, and another file can always be chosen.
 */
export const dnaUploadMachine = setup({
  types: {
    input: {} as DnaUploadInput,
    context: {} as DnaUploadContext,
    events: {} as DnaUploadEvent,
  },
  actors: {
    uploadFile: fromPromise<{ setId: number }, UploadInput>(() => notProvided('uploadFile')),
    fetchReport: fromPromise<ReportPoll, { setId: number | undefined }>(() => notProvided('fetchReport')),
  },
  actions: {
    keepFile: assign((_, params: { file: ChosenFile }) => ({
      file: params.file,
      loaded: 0,
      total: params.file.size,
      setId: undefined,
      failure: undefined,
    })),
    refuseTooLarge: assign(({ context }, params: { file: ChosenFile }) => ({
      file: undefined,
      failure: localFailure(
        `${params.file.name} is larger than ${megabytes(context.maxBytes)}. Upload the unedited raw-data file (usually 15-25 MB).`,
      ),
    })),
    refuseKind: assign(({ context }, params: { file: ChosenFile }) => ({
      file: undefined,
      failure: localFailure(
        `${params.file.name} is not a raw-data file. Choose the ${context.extensions.join(' or ')} file you downloaded (unzip it first).`,
      ),
    })),
    noteProgress: assign((_, params: { loaded: number; total: number }) => ({
      loaded: params.loaded,
      total: params.total,
    })),
    keepSetId: assign((_, params: { setId: number }) => ({ setId: params.setId })),
    clearFile: assign({ file: undefined, loaded: 0, total: 0, failure: undefined }),
    restartUpload: assign({ loaded: 0, setId: undefined, failure: undefined }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: describeFailure(params.error) })),
    schedulePoll: assign({ pollAt: ({ context }) => context.now() + DNA_POLL_MS }),
    reportReady: () => {},
  },
  guards: {
    isTooLarge: ({ context }, params: { file: ChosenFile }) => isTooLarge(params.file, context.maxBytes),
    isWrongKind: ({ context }, params: { file: ChosenFile }) =>
      !hasExtension(params.file, context.extensions),
    isStillProcessing: (_, params: { poll: ReportPoll }) => params.poll.status === 'processing',
    // a file the server refused (4xx) would be refused again: only a failed connection is retried
    canRetry: ({ context }) => context.file !== undefined && isRetryable(context.failure),
  },
  delays: {
    pollDelay: ({ context }) => Math.max(0, context.pollAt - context.now()),
  },
}).createMachine({
  id: 'dnaUpload',
  context: ({ input }) => ({
    ...input,
    file: undefined,
    loaded: 0,
    total: 0,
    setId: undefined,
    pollAt: input.now(),
    failure: undefined,
  }),
  initial: 'idle',
  on: {
    'file.select': [
      {
        guard: { type: 'isTooLarge', params: ({ event }) => ({ file: event.file }) },
        target: '.failed',
        actions: { type: 'refuseTooLarge', params: ({ event }) => ({ file: event.file }) },
      },
      {
        guard: { type: 'isWrongKind', params: ({ event }) => ({ file: event.file }) },
        target: '.failed',
        actions: { type: 'refuseKind', params: ({ event }) => ({ file: event.file }) },
      },
      {
        target: '.uploading',
        actions: { type: 'keepFile', params: ({ event }) => ({ file: event.file }) },
      },
    ],
  },
  states: {
    idle: {},
    uploading: {
      tags: ['busy'],
      // a new file cannot be chosen while one is on its way: cancel first
      on: {
        'file.select': {},
        'upload.progress': {
          actions: {
            type: 'noteProgress',
            params: ({ event }) => ({ loaded: event.loaded, total: event.total }),
          },
        },
        'upload.cancel': { target: 'idle', actions: 'clearFile' },
      },
      invoke: {
        src: 'uploadFile',
        input: ({ context, self }) => ({
          file: context.file!,
          onProgress: (loaded: number, total: number) =>
            self.send({ type: 'upload.progress', loaded, total }),
        }),
        onDone: {
          target: 'processing',
          actions: { type: 'keepSetId', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    processing: {
      tags: ['busy', 'processing'],
      on: { 'file.select': {} },
      invoke: {
        src: 'fetchReport',
        input: ({ context }) => ({ setId: context.setId }),
        onDone: [
          {
            guard: { type: 'isStillProcessing', params: ({ event }) => ({ poll: event.output }) },
            target: 'waiting',
          },
          { target: 'done' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    waiting: {
      tags: ['busy', 'processing'],
      on: { 'file.select': {} },
      entry: 'schedulePoll',
      after: { pollDelay: 'processing' },
    },
    done: {
      entry: 'reportReady',
    },
    failed: {
      on: {
        'upload.retry': { guard: 'canRetry', target: 'uploading', actions: 'restartUpload' },
      },
    },
  },
});
