// The DNA calls' paths without zod, so browser API clients import them (go-to-definition reaches
// the route) and the schemas stay out of the bundle; ./dna.ts re-exports them.
export const dnaPaths = {
  reportPageData: '/api/pages/account/dnaReportPageData',
  report: '/api/customer/v1/dna/report',
  downloadPdfReport: '/api/pages/dna/download-pdf-report',
  downloadRawData: '/api/pages/dna/download-raw-data',
  uploadDna: '/customer/diy/upload-dna-post',
  submitDna: '/customer/diy/submit-dna-post',
  healthspanReportDownload: '/api/customer/v1/healthspan-dna-report/download',
  healthspanReportStatus: '/api/customer/v1/healthspan-dna-report/status',
  currentKitData: '/api/pages/dnaKit/currentKitData',
  markSampleAsMailed: '/api/pages/dnaKit/markSampleAsMailed',
  registerDnaKit: '/api/pages/dnaKit/registerDnaKit',
  markSampleFailPopupAsViewed: '/api/pages/dnaKit/mark-sample-fail-popup-as-viewed',
} as const;
