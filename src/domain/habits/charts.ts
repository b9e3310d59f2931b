import { addDays, dayNumber, type IsoDate } from './dates';
import type { HabitDay } from './model';
import { OPTIMAL_GREEN } from '../palette';
import { roundTo } from './numbers';
import { DAYS_PER_WEEK, HABIT_SCORE_MAX, HABIT_SCORE_MIN, type WeekScore } from './score';

/** spec 000 §9: the habit score axis steps by 20. */
export const HABIT_SCORE_Y_STEP = 20;
/** Weeks of daily heart-rate-zone minutes the zone chart shows, the report's week last. */
export const ZONE_HISTORY_WEEKS = 4;
/** WHO 2020: 150-300 moderate minutes a week, more for additional benefit. */
export const WEEKLY_ACTIVE_MINUTES_TARGET = 150;
export const WEEKLY_ACTIVE_MINUTES_EXTRA = 300;
export const ZONE_CHART_Y_LABEL = 'Minutes a day in heart-rate zones 2-5';

/**
 * Band colors of the zone chart, the same values as the web theme's zone tokens
 * (zone.borderline, zone.normal, zone.optimal): the colors travel inside report_data.
 */
export const ACTIVITY_BAND_COLORS = {
  belowTarget: '#f2994a',
  meetsTarget: '#7cc36b',
  extraBenefit: OPTIMAL_GREEN,
} as const;

const TICK_STEPS = [5, 10, 15, 20, 30, 60, 90, 120, 180, 240] as const;
const MAX_TICK_INTERVALS = 6;

export interface HistoryChart {
  x: IsoDate[];
  y: number[];
  min_y: number;
  max_y: number;
}

export interface Zone {
  color: string;
  range: [number, number];
}

export interface ZonesChart {
  x: IsoDate[];
  y: number[];
  y_label: string;
  y_ticks: number[];
  zones: Zone[];
}

/**
 * Axis bounds for habit scores on multiples of HABIT_SCORE_Y_STEP around the data, within 0-100;
 * at least one step apart so a flat history still has an axis.
 */
export function scoreAxisBounds(values: readonly number[]): { min_y: number; max_y: number } {
  if (values.length === 0) return { min_y: HABIT_SCORE_MIN, max_y: HABIT_SCORE_MAX };
  const step = HABIT_SCORE_Y_STEP;
  let min = Math.max(HABIT_SCORE_MIN, Math.floor(Math.min(...values) / step) * step);
  let max = Math.min(HABIT_SCORE_MAX, Math.ceil(Math.max(...values) / step) * step);
  if (min === max) {
    if (max + step <= HABIT_SCORE_MAX) max += step;
    else min -= step;
  }
  return { min_y: min, max_y: max };
}

/** The weeks that have a score, oldest first, with their week-start dates. */
export function historyChart(history: readonly WeekScore[]): HistoryChart {
  const scored = history.filter((week): week is WeekScore & { score: number } => week.score !== null);
  const y = scored.map((week) => week.score);
  return { x: scored.map((week) => week.weekStart), y, ...scoreAxisBounds(y) };
}

/** Minutes in zones 2-5 (zone 1 is light activity). */
export function activeZoneMinutes(zoneMinutes: readonly number[]): number {
  return zoneMinutes.slice(1).reduce((sum, minutes) => sum + minutes, 0);
}

/** Ticks from 0 by the smallest step that reaches `top` in at most MAX_TICK_INTERVALS intervals. */
export function minuteTicks(top: number): number[] {
  const step = TICK_STEPS.find((s) => Math.ceil(top / s) <= MAX_TICK_INTERVALS) ?? TICK_STEPS.at(-1)!;
  const intervals = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: intervals + 1 }, (_, i) => i * step);
}

/**
 * Daily minutes in heart-rate zones 2-5 over the ZONE_HISTORY_WEEKS weeks ending with the week of
 * `weekStart` (days without tracker zones are left out, not drawn as 0), over three bands from the
 * weekly guideline spread over seven days: below 150 min/week, 150-300, above 300.
 */
export function zonesChart(days: readonly HabitDay[], weekStart: IsoDate): ZonesChart {
  const first = dayNumber(addDays(weekStart, -(ZONE_HISTORY_WEEKS - 1) * DAYS_PER_WEEK));
  const last = dayNumber(weekStart) + DAYS_PER_WEEK - 1;
  const byDay = new Map<number, number>();
  for (const day of days) {
    const n = dayNumber(day.date);
    const zones = day.tracker?.zoneMinutes;
    if (n >= first && n <= last && zones) byDay.set(n, activeZoneMinutes(zones));
  }
  const dayNumbers = [...byDay.keys()].sort((a, b) => a - b);
  const y = dayNumbers.map((n) => roundTo(byDay.get(n)!, 1));
  const target = roundTo(WEEKLY_ACTIVE_MINUTES_TARGET / DAYS_PER_WEEK, 1);
  const extra = roundTo(WEEKLY_ACTIVE_MINUTES_EXTRA / DAYS_PER_WEEK, 1);
  const y_ticks = minuteTicks(Math.max(extra, ...y));
  const top = y_ticks.at(-1)!;
  return {
    x: dayNumbers.map((n) => addDays(weekStart, n - dayNumber(weekStart))),
    y,
    y_label: ZONE_CHART_Y_LABEL,
    y_ticks,
    zones: [
      { color: ACTIVITY_BAND_COLORS.belowTarget, range: [0, target] },
      { color: ACTIVITY_BAND_COLORS.meetsTarget, range: [target, extra] },
      { color: ACTIVITY_BAND_COLORS.extraBenefit, range: [extra, top] },
    ],
  };
}
