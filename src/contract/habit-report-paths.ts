// The habit report calls' paths and the texts the browser shares with the server, without zod, so browser API clients import them (go-to-definition
// reaches the route) and the schemas stay out of the bundle; ./habit-report.ts re-exports them.
export const habitReportPaths = {
  /** Public, no sign-in: `{ report_data }` (`habitReportView`); unknown or revoked token → 404. */
  publicView: '/report-hub/public/v2/reports/file/:reportToken/view',
  /** Signed-in customer: GET lists their reports (`habitReportList`), POST builds last week's. */
  reports: '/api/customer/v1/habit-reports',
  /** Signed-in customer, own reports only (else 404): `application/pdf` attachment. */
  pdf: '/api/customer/v1/habit-reports/:reportToken/pdf',
} as const;

/** Local-storage key the PDF page (`/reports-pdf/hhr`) reads the report JSON from. */
export const HABIT_REPORT_STORAGE_KEY = 'hhr-report';

/** The 404 message of the public call and the PDF for an unknown, revoked or foreign token. */
export const HABIT_REPORT_NOT_FOUND = 'This report link is unknown or no longer shared.';
