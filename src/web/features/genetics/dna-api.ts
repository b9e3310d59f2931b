import type {
  CurrentKitResponse,
  DnaKit,
  DnaProcessingResponse,
  DnaReportPageData,
  DnaReportResponse,
  DnaUploadResponse,
} from '../../../contract/dna';
import { dnaPaths } from '../../../contract/dna-paths';
import { apiBlob, apiFetch, uploadWithProgress } from '../../lib/api';

export const dnaApi = {
  pageData: (signal?: AbortSignal) => apiFetch<DnaReportPageData>(dnaPaths.reportPageData, { signal }),
  /** 200 the report; 202 `{ status: 'processing' }` while the newest upload is read (spec 000 §4). */
  report: (signal?: AbortSignal) =>
    apiFetch<DnaReportResponse | DnaProcessingResponse>(dnaPaths.report, { signal, retry: 0 }),
  upload: (file: File, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('result_file', file);
    return uploadWithProgress<DnaUploadResponse>(dnaPaths.uploadDna, form, {
      signal,
      onProgress,
    });
  },
  pdf: (body: { includeApoe: boolean }) =>
    apiBlob(dnaPaths.downloadPdfReport, {
      method: 'POST',
      body,
      retry: 0,
      accept: 'application/pdf',
    }),
  currentKit: (signal?: AbortSignal) => apiFetch<CurrentKitResponse>(dnaPaths.currentKitData, { signal }),
  registerKit: (body: { dnaKitId: string; serialNumber: string }) =>
    apiFetch<DnaKit>(dnaPaths.registerDnaKit, { method: 'POST', body, retry: 0 }),
  markMailed: (body: { dnaKitId: string }) =>
    apiFetch<DnaKit>(dnaPaths.markSampleAsMailed, { method: 'POST', body, retry: 0 }),
  markPopupViewed: (body: { dnaKitId: string }) =>
    apiFetch<DnaKit>(dnaPaths.markSampleFailPopupAsViewed, {
      method: 'POST',
      body,
      retry: 0,
    }),
  healthspanPdf: () => apiBlob(dnaPaths.healthspanReportDownload, { retry: 0, accept: 'application/pdf' }),
  rawData: () => apiBlob(dnaPaths.downloadRawData, { method: 'POST', retry: 0, accept: 'text/plain' }),
};
