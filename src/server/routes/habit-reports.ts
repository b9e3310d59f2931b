import { Hono } from 'hono';
import {
  HABIT_REPORT_NOT_FOUND,
  habitReportPaths,
  reportTokenParams,
  type HabitReportEntry,
  type HabitReportList,
  type HabitReportView,
} from '../../contract/habit-report';
import {
  addDays,
  DAYS_PER_WEEK,
  formatWeekRange,
  MIN_LOGGED_DAYS,
  NoHabitScoreError,
  reportWeekAt,
} from '../../domain/habits';
import type { AppDeps } from '../app';
import { requireActiveCustomer, type CustomerEnv } from '../http/customer-auth';
import { jsonError } from '../http/errors';
import { validate } from '../http/validate';
import { loadBloodProfile } from '../services/blood-results';
import { habitReportPdf } from '../services/habit-report-pdf';
import {
  ensureWeeklyReport,
  findLiveReport,
  listReports,
  type HabitReportRow,
} from '../services/habit-reports';

const entryOf = (row: HabitReportRow): HabitReportEntry => ({
  reportToken: row.token,
  weekStart: row.weekStart,
  weekEnd: addDays(row.weekStart, DAYS_PER_WEEK - 1),
  dateLabel: row.reportData.texts.recent_week_date_str.value,
  score: row.score,
  createdAt: row.createdAt.toISOString(),
});

/** Issue 9, spec 000 §7.1: the public weekly Habit report by token; the customer's list, build and PDF. */
export function habitReportRoutes(deps: AppDeps) {
  const { db } = deps;
  const customer = requireActiveCustomer(deps);

  return new Hono<CustomerEnv>()
    .get(habitReportPaths.publicView, validate('param', reportTokenParams), async (c) => {
      const row = await findLiveReport(db, c.req.valid('param').reportToken);
      // a link can be revoked at any time: never kept by a browser or a proxy, never indexed
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      if (!row) return jsonError(c, 404, HABIT_REPORT_NOT_FOUND);
      return c.json<HabitReportView>({ report_data: row.reportData });
    })
    .get(habitReportPaths.reports, customer, async (c) => {
      const rows = await listReports(db, c.get('customer').customerId);
      return c.json<HabitReportList>({ reports: rows.map(entryOf) });
    })
    .post(habitReportPaths.reports, customer, async (c) => {
      const { customerId } = c.get('customer');
      const now = deps.now();
      const weekStart = reportWeekAt(now);
      try {
        const { report, created } = await ensureWeeklyReport(db, customerId, weekStart, now);
        return c.json<HabitReportEntry>(entryOf(report), created ? 201 : 200);
      } catch (err) {
        if (!(err instanceof NoHabitScoreError)) throw err;
        return jsonError(
          c,
          422,
          `Your habits of ${formatWeekRange(weekStart)} were logged on too few days for a Healthspan Habit Score: a habit needs at least ${MIN_LOGGED_DAYS} logged days in the week.`,
        );
      }
    })
    .get(habitReportPaths.pdf, customer, validate('param', reportTokenParams), async (c) => {
      const { customerId } = c.get('customer');
      const row = await findLiveReport(db, c.req.valid('param').reportToken, customerId);
      if (!row) return jsonError(c, 404, HABIT_REPORT_NOT_FOUND);
      const profile = await loadBloodProfile(db, customerId);
      const now = deps.now();
      const pdf = await habitReportPdf(row.reportData, {
        name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
        now,
      });
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="healthspan-habit-report-${row.weekStart}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
