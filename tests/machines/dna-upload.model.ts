import type { ChosenFile, dnaUploadMachine } from '../../machines/dna-upload.machine';
import { declareModel } from '../model/declared';

const fileOf = (event: unknown) => (event as { file: ChosenFile }).file;

/** A new file cannot be chosen while one is on its way or being read: the event is dropped. */
const busyIgnoresFile = (from: string) => ({ from, on: 'file.select' }) as const;

/** Raw DNA data upload, written from spec 000 §4 (202: report not ready) and §7.8 (upload-dna-post). */
export const dnaUploadDeclared = declareModel<typeof dnaUploadMachine>({
  states: {
    '': { initial: 'idle' },
    idle: {},
    // 000 §7.8: multipart result_file, with progress
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadFile',
        input: (context) => ({ file: context.file, onProgress: () => {} }),
      },
    },
    processing: {
      tags: ['busy', 'processing'],
      invoke: { src: 'fetchReport', input: (context) => ({ setId: context.setId }) },
    },
    // an absolute deadline for the next ask (ARCHITECTURE: deadlines as absolute times)
    waiting: { tags: ['busy', 'processing'], entry: ['schedulePoll'] },
    done: { entry: ['reportReady'] },
    failed: {},
  },
  transitions: [
    { from: '', on: 'file.select', if: 'isTooLarge', to: 'failed', actions: ['refuseTooLarge'] },
    { from: '', on: 'file.select', if: 'isWrongKind', to: 'failed', actions: ['refuseKind'] },
    { from: '', on: 'file.select', to: 'uploading', actions: ['keepFile'], cite: '000 §7.8' },
    busyIgnoresFile('uploading'),
    { from: 'uploading', on: 'upload.progress', actions: ['noteProgress'], cite: '000 §7.8' },
    { from: 'uploading', on: 'upload.cancel', to: 'idle', actions: ['clearFile'] },
    { from: 'uploading', on: 'done uploadFile', to: 'processing', actions: ['keepSetId'] },
    { from: 'uploading', on: 'error uploadFile', to: 'failed', actions: ['setFailure'] },
    busyIgnoresFile('processing'),
    { from: 'processing', on: 'done fetchReport', if: 'isStillProcessing', to: 'waiting', cite: '000 §4' },
    { from: 'processing', on: 'done fetchReport', to: 'done', cite: '000 §4' },
    { from: 'processing', on: 'error fetchReport', to: 'failed', actions: ['setFailure'] },
    busyIgnoresFile('waiting'),
    { from: 'waiting', on: 'after pollDelay', to: 'processing' },
    { from: 'failed', on: 'upload.retry', if: 'canRetry', to: 'uploading', actions: ['restartUpload'] },
  ],
  guards: {
    isTooLarge: ({ context, event }) => fileOf(event).size > context.maxBytes,
    isWrongKind: ({ context, event }) =>
      !context.extensions.some((ext) => fileOf(event).name.toLowerCase().endsWith(ext)),
    // 000 §4: answered 202, the report is not ready yet
    isStillProcessing: ({ event }) =>
      (event as { output?: { status?: string } }).output?.status === 'processing',
    // the same file again after a failed connection or a server error, never after a refusal (4xx)
    canRetry: ({ context }) => {
      const status = context.failure?.status;
      return context.file !== undefined && (status === undefined || status === 0 || status >= 500);
    },
  },
});
