import { z } from 'zod';
import { line, sent } from './text';

/**
 * The weekly Healthspan Habit report (spec 000 §3 "Habit report", §2.5): `report_data` as built by
 * `buildHabitReport` (src/domain/habits), answered by the public report call (000 §7.1) and stored
 * by the PDF page in local storage. Keys are the spec's, snake_case and all.
 */

const text = <T extends z.ZodType>(value: T) => z.object({ value });
const label = sent().min(1);
const isoDate = z.iso.date();
/** `#rgb` or `#rrggbb`: zone colors travel in the report and are drawn as they are. */
const hexColor = sent().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);

export const habitReportTexts = z.object({
  recent_week_date_str: text(label),
  progress_statement_text: text(label),
  lowest_habit_alt_text_formatted_name: text(label),
  lowest_habit_quick_tips_list: text(z.array(label).min(1)),
  has_journal_questions_bool: text(z.boolean()),
  InnerAge_section_title: text(label),
  top_habit_w_InnerAge_string: text(label),
  top_habit_w_InnerAge_biomarkers: text(z.array(label)),
  lowest_habit_w_InnerAge_string: text(label),
  lowest_habit_w_InnerAge_biomarkers: text(z.array(label)),
});

export const gaugeChart = z
  .object({ value: z.number(), min_value: z.number(), max_value: z.number() })
  .refine((g) => g.min_value < g.max_value && g.value >= g.min_value && g.value <= g.max_value, {
    message: 'value must lie within min_value < max_value',
  });
export type GaugeChart = z.infer<typeof gaugeChart>;

/** Habit Score per week: x = week start dates, oldest first. */
export const historyChart = z
  .object({ x: z.array(isoDate), y: z.array(z.number()), min_y: z.number(), max_y: z.number() })
  .refine((h) => h.x.length === h.y.length, { message: 'x and y must have the same length' })
  .refine((h) => h.min_y < h.max_y && h.y.every((v) => v >= h.min_y && v <= h.max_y), {
    message: 'every y must lie within min_y < max_y',
  });
export type HistoryChart = z.infer<typeof historyChart>;

/** A horizontal band of the zone chart, `range` = [from, to] in y units. */
export const chartZone = z
  .object({ color: hexColor, range: z.tuple([z.number(), z.number()]) })
  .refine((zone) => zone.range[0] < zone.range[1], { message: 'a zone range runs from low to high' });
export type ChartZone = z.infer<typeof chartZone>;

/** Daily values over bands: x = dates, y = values, y_ticks ascending in equal steps (at least two). */
export const zonesHistoryChart = z
  .object({
    x: z.array(isoDate),
    y: z.array(z.number()),
    y_label: label,
    y_ticks: z.array(z.number()).min(2),
    zones: z.array(chartZone),
  })
  .refine((c) => c.x.length === c.y.length, { message: 'x and y must have the same length' })
  .refine(
    (c) => {
      const step = c.y_ticks[1]! - c.y_ticks[0]!;
      return step > 0 && c.y_ticks.every((tick, i) => Math.abs(tick - c.y_ticks[0]! - i * step) < 1e-9);
    },
    { message: 'y_ticks must ascend in equal steps' },
  );
export type ZonesHistoryChart = z.infer<typeof zonesHistoryChart>;

export const contributingHabit = z.object({
  habit_name: label,
  normalized_value: z.number().min(-1).max(1),
});
export const contributingHabitsChart = z.object({ habits: z.array(contributingHabit) });
export type ContributingHabitsChart = z.infer<typeof contributingHabitsChart>;

export const habitReportCharts = z.object({
  gauge_chart: gaugeChart,
  history_chart: historyChart,
  history_with_zones_chart: zonesHistoryChart,
  contributing_habits_chart: contributingHabitsChart,
});

export const habitReportData = z.object({
  customerId: z.number().int().positive(),
  texts: habitReportTexts,
  charts: habitReportCharts,
});
export type HabitReportData = z.infer<typeof habitReportData>;

/** The public report call's answer (000 §7.1 `…/reports/file/{reportToken}/view`). */
export const habitReportView = z.object({ report_data: habitReportData });
export type HabitReportView = z.infer<typeof habitReportView>;

// ── Calls ────────────────────────────────────────────────────────────────────
// spec 000 §7.1 (the public report) and the signed-in list, on-demand build and PDF of issue 9.
// Path patterns use `:name` parts; fill them with `fillPath` from ./admin.
export { HABIT_REPORT_NOT_FOUND, HABIT_REPORT_STORAGE_KEY, habitReportPaths } from './habit-report-paths';

/**
 * A report token: 32 random bytes (256 bits) in base64url, 43 characters. The parameter accepts
 * any base64url string of 22-86 characters; anything else is a 400 naming `reportToken`, a
 * well-formed token that matches no live report a 404.
 */
export const reportToken = line(86).regex(/^[A-Za-z0-9_-]{22,86}$/, {
  message: 'A report token is 22-86 characters of A-Z, a-z, 0-9, - and _',
});
export const reportTokenParams = z.object({ reportToken });

/** One weekly report of the signed-in customer. */
export const habitReportEntry = z.object({
  reportToken,
  /** Monday the report's week starts on (YYYY-MM-DD). */
  weekStart: isoDate,
  /** Sunday the week ends on (YYYY-MM-DD). */
  weekEnd: isoDate,
  /** The report's `recent_week_date_str`, e.g. "Jun 2 – Jun 8, 2025". */
  dateLabel: label,
  /** The week's Healthspan Habit Score, 0-100 (a week without one gets no report). */
  score: z.number().int().min(0).max(100),
  /** When the report was built, ISO 8601 with time zone. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type HabitReportEntry = z.infer<typeof habitReportEntry>;

/** GET reports: newest week first; empty when none was built yet. */
export const habitReportList = z.object({ reports: z.array(habitReportEntry) });
export type HabitReportList = z.infer<typeof habitReportList>;

/**
 * POST reports (no body): builds the report for the last complete Monday-Sunday week, or answers
 * the one already built for it (201 created, 200 existing), as a `habitReportEntry`. A week with
 * too little habit data has no score: 422 `{ error }` explaining it (`errorBody`).
 */
export const habitReportCreated = habitReportEntry;
