import type {
  ConfirmResultsRequest,
  OCR_DEFAULT_COUNTRY,
  OCR_MAX_FILE_BYTES,
  OCR_MAX_FILES,
  SubmitFilesResponse,
} from '../../../contract/ocr';
import type { CountriesResponse, BloodMarkersResponse } from '../../../contract/references';
import type { BloodResultsResponse } from '../../../contract/blood';
import { apiFetch, uploadWithProgress } from '../../lib/api';

// Paths and limits as in src/contract/ocr.ts (ocrPaths, OCR_*), written out so the contract's zod
// schemas stay out of the browser bundle; tests/web/blood-upload.test.tsx checks they agree.
export const OCR_LIMITS = {
  maxFiles: 5 satisfies typeof OCR_MAX_FILES,
  maxBytes: (10 * 1024 * 1024) satisfies typeof OCR_MAX_FILE_BYTES,
  extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.csv'],
  accept: '.pdf,.png,.jpg,.jpeg,.csv,application/pdf,image/png,image/jpeg,text/csv',
  country: 'US' satisfies typeof OCR_DEFAULT_COUNTRY,
} as const;

const form = (files: readonly File[]) => {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return body;
};

export const ocrApi = {
  submitFiles: (
    files: readonly File[],
    onProgress: (loaded: number, total: number) => void,
    signal?: AbortSignal,
  ) =>
    uploadWithProgress<SubmitFilesResponse>('/api/customer/v1/ocr/submit-files', form(files), {
      signal,
      onProgress,
    }),
  confirmResults: (body: ConfirmResultsRequest, signal?: AbortSignal) =>
    apiFetch<{ resultId: number; groupId: string }>('/api/customer/v1/ocr/confirm-results', {
      method: 'POST',
      body,
      signal,
      retry: 0,
    }),
  reviewFiles: (files: readonly File[], signal?: AbortSignal) =>
    uploadWithProgress<{ groupId: string; status: 'queued' }>(
      '/api/customer/v1/ocr/review-files',
      form(files),
      {
        signal,
      },
    ),
  countries: (signal?: AbortSignal) =>
    apiFetch<CountriesResponse>('/api/pages/references/countries', { signal }),
  markers: (signal?: AbortSignal) =>
    apiFetch<BloodMarkersResponse>('/api/public/references/blood-markers', { signal }),
  results: (signal?: AbortSignal) =>
    apiFetch<BloodResultsResponse>('/api/customer/v1/blood/results', { signal }),
};
