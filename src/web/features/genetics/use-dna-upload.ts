import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { dnaUploadMachine, type ReportPoll, type UploadInput } from '../../../../machines/dna-upload.machine';
import { percentSent } from '../../../../machines/shared/upload';
import { ApiError } from '../../lib/api';
import { dnaApi } from './dna-api';

/** The raw-data upload of the genetics page as a small view API over the dnaUpload machine. */
export function useDnaUpload(
  limits: { maxBytes: number; extensions: readonly string[] },
  onReady: () => void,
) {
  const ref = useActorRef(
    dnaUploadMachine.provide({
      actors: {
        uploadFile: fromPromise<{ setId: number }, UploadInput>(({ input, signal }) =>
          dnaApi.upload(input.file as File, input.onProgress, signal),
        ),
        // the upload's own state: an older report must not pass for this file's
        fetchReport: fromPromise<ReportPoll, { setId: number | undefined }>(async ({ input, signal }) => {
          const { latestUpload: upload } = await dnaApi.pageData(signal);
          if (!upload || upload.id !== input.setId) return { status: 'ready' };
          if (upload.status === 'processing') return { status: 'processing' };
          if (upload.status === 'failed')
            throw new ApiError(
              'http',
              422,
              { error: upload.error ?? 'Your file could not be read.' },
              'dna-upload',
            );
          return { status: 'ready' };
        }),
      },
      actions: { reportReady: onReady },
    }),
    { input: { now: Date.now, maxBytes: limits.maxBytes, extensions: limits.extensions } },
  );
  const phase = useSelector(ref, (s) =>
    s.matches('uploading')
      ? 'uploading'
      : s.hasTag('processing')
        ? 'processing'
        : (s.value as 'idle' | 'done' | 'failed'),
  );
  const loaded = useSelector(ref, (s) => s.context.loaded);
  const total = useSelector(ref, (s) => s.context.total);
  const fileName = useSelector(ref, (s) => s.context.file?.name);
  const failure = useSelector(ref, (s) => s.context.failure?.message);
  const canRetry = useSelector(ref, (s) => s.can({ type: 'upload.retry' }));
  return {
    phase,
    percent: percentSent(loaded, total),
    fileName,
    failure,
    canRetry,
    select: (file: File) => ref.send({ type: 'file.select', file }),
    cancel: () => ref.send({ type: 'upload.cancel' }),
    retry: () => ref.send({ type: 'upload.retry' }),
  };
}
