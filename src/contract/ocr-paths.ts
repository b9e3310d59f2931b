// The OCR upload calls' paths and limits without zod, so the browser's API client imports
// them and the schemas stay out of the bundle; ./ocr.ts re-exports them.
export const ocrPaths = {
  /** multipart `files` (one or more): read now, answer the parsed results under a new groupId. */
  submitFiles: '/api/customer/v1/ocr/submit-files',
  /** Store the reviewed results as a new blood result. */
  confirmResults: '/api/customer/v1/ocr/confirm-results',
  /** multipart `files`: send a report the reader could not read to the care team for manual entry. */
  reviewFiles: '/api/customer/v1/ocr/review-files',
} as const;

export const OCR_FILES_FIELD = 'files';
/** Limits, checked on the server (type sniffed from the content, not the name). */
export const OCR_MAX_FILES = 5;
export const OCR_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ocrFileKinds = ['pdf', 'png', 'jpeg', 'csv'] as const;
export const ocrAccept = '.pdf,.png,.jpg,.jpeg,.csv,application/pdf,image/png,image/jpeg,text/csv';
export const OCR_DEFAULT_COUNTRY = 'US';
