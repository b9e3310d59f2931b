import type {
  HABIT_REPORT_NOT_FOUND,
  HABIT_REPORT_STORAGE_KEY,
  HabitReportEntry,
  HabitReportList,
  HabitReportView,
  habitReportPaths,
} from '../../../contract/habit-report';
import { apiBlob, apiFetch } from '../../lib/api';

// Paths and texts typed by the contract's literal types instead of importing its values: the
// contract module builds zod schemas at load time, which the report and list chunks do not need.
type HabitReportPath<K extends keyof typeof habitReportPaths> = (typeof habitReportPaths)[K];
const paths: {
  publicView: HabitReportPath<'publicView'>;
  reports: HabitReportPath<'reports'>;
  pdf: HabitReportPath<'pdf'>;
} = {
  publicView: '/report-hub/public/v2/reports/file/:reportToken/view',
  reports: '/api/customer/v1/habit-reports',
  pdf: '/api/customer/v1/habit-reports/:reportToken/pdf',
};

/** The public call's 404 message, shown by the report's not-found page. */
export const REPORT_NOT_FOUND: typeof HABIT_REPORT_NOT_FOUND =
  'This report link is unknown or no longer shared.';
/** Where the PDF page (`/reports-pdf/hhr`) reads the report JSON. */
export const REPORT_STORAGE_KEY: typeof HABIT_REPORT_STORAGE_KEY = 'hhr-report';

export const REPORT_TITLE = 'Weekly Healthspan Habit report';

const withToken = (path: string, reportToken: string) =>
  path.replace(':reportToken', encodeURIComponent(reportToken));

/** The public report page's link for a report token. */
export const reportHref = (reportToken: string) => `/hhr-report/${encodeURIComponent(reportToken)}`;

export const habitReportApi = {
  /** spec 000 §7.1: public, no sign-in; an unknown or revoked token is a 404. */
  view: (reportToken: string, signal?: AbortSignal) =>
    apiFetch<HabitReportView>(withToken(paths.publicView, reportToken), { signal, bearer: 'none' }),
  /** The signed-in customer's weekly reports, newest week first. */
  list: (signal?: AbortSignal) => apiFetch<HabitReportList>(paths.reports, { signal }),
  /** Builds last week's report (or answers the one already built); 422 when the week has no score. */
  build: () => apiFetch<HabitReportEntry>(paths.reports, { method: 'POST', retry: 0 }),
  /** The report as a PDF, the customer's own reports only. */
  pdf: (reportToken: string) => apiBlob(withToken(paths.pdf, reportToken), { accept: 'application/pdf' }),
};
