import type { HabitReportEntry, HabitReportList, HabitReportView } from '../../../contract/habit-report';
import {
  HABIT_REPORT_NOT_FOUND,
  HABIT_REPORT_STORAGE_KEY,
  habitReportPaths as paths,
} from '../../../contract/habit-report-paths';
import { fillPath } from '../../../contract/path';
import { apiBlob, apiFetch } from '../../lib/api';

/** The public call's 404 message, shown by the report's not-found page. */
export const REPORT_NOT_FOUND = HABIT_REPORT_NOT_FOUND;
/** Where the PDF page (`/reports-pdf/hhr`) reads the report JSON. */
export const REPORT_STORAGE_KEY = HABIT_REPORT_STORAGE_KEY;

export const REPORT_TITLE = 'Weekly Healthspan Habit report';

const withToken = (path: string, reportToken: string) => fillPath(path, { reportToken });

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
