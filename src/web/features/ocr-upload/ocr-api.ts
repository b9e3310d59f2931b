import type { ConfirmResultsRequest, SubmitFilesResponse } from '../../../contract/ocr';
import {
  OCR_DEFAULT_COUNTRY,
  OCR_FILES_FIELD,
  OCR_MAX_FILE_BYTES,
  OCR_MAX_FILES,
  ocrAccept,
  ocrPaths,
} from '../../../contract/ocr-paths';
import { bloodPaths } from '../../../contract/blood-paths';
import { referencePaths } from '../../../contract/reference-paths';
import type { CountriesResponse, BloodMarkersResponse } from '../../../contract/references';
import type { BloodResultsResponse } from '../../../contract/blood';
import { apiFetch, uploadWithProgress } from '../../lib/api';

export const OCR_LIMITS = {
  maxFiles: OCR_MAX_FILES,
  maxBytes: OCR_MAX_FILE_BYTES,
  extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.csv'],
  accept: ocrAccept,
  country: OCR_DEFAULT_COUNTRY,
} as const;

const form = (files: readonly File[]) => {
  const body = new FormData();
  for (const file of files) body.append(OCR_FILES_FIELD, file, file.name);
  return body;
};

export const ocrApi = {
  submitFiles: (
    files: readonly File[],
    onProgress: (loaded: number, total: number) => void,
    signal?: AbortSignal,
  ) =>
    uploadWithProgress<SubmitFilesResponse>(ocrPaths.submitFiles, form(files), {
      signal,
      onProgress,
    }),
  confirmResults: (body: ConfirmResultsRequest, signal?: AbortSignal) =>
    apiFetch<{ resultId: number; groupId: string }>(ocrPaths.confirmResults, {
      method: 'POST',
      body,
      signal,
      retry: 0,
    }),
  reviewFiles: (files: readonly File[], signal?: AbortSignal) =>
    uploadWithProgress<{ groupId: string; status: 'queued' }>(ocrPaths.reviewFiles, form(files), {
      signal,
    }),
  countries: (signal?: AbortSignal) => apiFetch<CountriesResponse>(referencePaths.countries, { signal }),
  markers: (signal?: AbortSignal) => apiFetch<BloodMarkersResponse>(referencePaths.bloodMarkers, { signal }),
  results: (signal?: AbortSignal) => apiFetch<BloodResultsResponse>(bloodPaths.results, { signal }),
};
