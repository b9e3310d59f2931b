import type {
  CurrentKitResponse,
  DnaKit,
  DnaProcessingResponse,
  DnaReportPageData,
  DnaReportResponse,
  DnaUploadResponse,
} from '../../../contract/dna';
import { apiBlob, apiFetch, uploadWithProgress } from '../../lib/api';

// Paths as in src/contract/dna.ts (dnaPaths), written out so the contract's zod schemas stay out of
// the browser bundle.
export const dnaApi = {
  pageData: (signal?: AbortSignal) =>
    apiFetch<DnaReportPageData>('/api/pages/account/dnaReportPageData', { signal }),
  /** 200 the report; 202 `{ status: 'processing' }` while the newest upload is read (spec 000 §4). */
  report: (signal?: AbortSignal) =>
    apiFetch<DnaReportResponse | DnaProcessingResponse>('/api/customer/v1/dna/report', { signal, retry: 0 }),
  upload: (file: File, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('result_file', file);
    return uploadWithProgress<DnaUploadResponse>('/customer/diy/upload-dna-post', form, {
      signal,
      onProgress,
    });
  },
  pdf: (body: { includeApoe: boolean }) =>
    apiBlob('/api/pages/dna/download-pdf-report', {
      method: 'POST',
      body,
      retry: 0,
      accept: 'application/pdf',
    }),
  currentKit: (signal?: AbortSignal) =>
    apiFetch<CurrentKitResponse>('/api/pages/dnaKit/currentKitData', { signal }),
  registerKit: (body: { dnaKitId: string; serialNumber: string }) =>
    apiFetch<DnaKit>('/api/pages/dnaKit/registerDnaKit', { method: 'POST', body, retry: 0 }),
  markMailed: (body: { dnaKitId: string }) =>
    apiFetch<DnaKit>('/api/pages/dnaKit/markSampleAsMailed', { method: 'POST', body, retry: 0 }),
  markPopupViewed: (body: { dnaKitId: string }) =>
    apiFetch<DnaKit>('/api/pages/dnaKit/mark-sample-fail-popup-as-viewed', {
      method: 'POST',
      body,
      retry: 0,
    }),
  healthspanPdf: () =>
    apiBlob('/api/customer/v1/healthspan-dna-report/download', { retry: 0, accept: 'application/pdf' }),
  rawData: () =>
    apiBlob('/api/pages/dna/download-raw-data', { method: 'POST', retry: 0, accept: 'text/plain' }),
};
