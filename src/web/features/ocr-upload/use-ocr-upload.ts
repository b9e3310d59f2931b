import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  type ConfirmOutput,
  ocrUploadMachine,
  type ReviewFilesInput,
  type SubmitFilesInput,
} from '../../../../machines/ocr-upload.machine';
import type { ConfirmResultsRequest, SubmitFilesResponse } from '../../../contract/ocr';
import { OCR_LIMITS, ocrApi } from './ocr-api';

export type OcrUploadRef = ActorRefFrom<typeof ocrUploadMachine>;
type OcrSnapshot = SnapshotFrom<typeof ocrUploadMachine>;

const BASE = '/customer/diy/upload-blood-result';

/** spec 000 §2.3: the upload's sub-paths; the URL follows the machine's state. */
export const UPLOAD_PATHS = {
  choose: BASE,
  processing: `${BASE}/processing`,
  confirmation: `${BASE}/confirmation`,
  success: `${BASE}/success`,
} as const;
export type UploadStep = keyof typeof UPLOAD_PATHS;

export function stepOf(snapshot: OcrSnapshot): UploadStep {
  if (snapshot.matches('choosing') || snapshot.matches({ sending: 'uploading' })) return 'choose';
  if (snapshot.matches({ sending: 'processing' })) return 'processing';
  if (snapshot.matches('success') || snapshot.matches('sent')) return 'success';
  return 'confirmation';
}

/** The feature's actor: the machine with the real calls (files are the browser's `File`s). */
export function useOcrUploadActor(): OcrUploadRef {
  return useActorRef(
    ocrUploadMachine.provide({
      actors: {
        submitFiles: fromPromise<SubmitFilesResponse, SubmitFilesInput>(({ input, signal }) =>
          ocrApi.submitFiles(input.files as File[], input.onProgress, signal),
        ),
        confirmResults: fromPromise<ConfirmOutput, ConfirmResultsRequest>(({ input, signal }) =>
          ocrApi.confirmResults(input, signal),
        ),
        reviewFiles: fromPromise<unknown, ReviewFilesInput>(({ input, signal }) =>
          ocrApi.reviewFiles(input.files as File[], signal),
        ),
      },
    }),
    {
      input: {
        now: Date.now,
        maxFiles: OCR_LIMITS.maxFiles,
        maxBytes: OCR_LIMITS.maxBytes,
        extensions: OCR_LIMITS.extensions,
        country: OCR_LIMITS.country,
      },
    },
  );
}
