import { HABITS, type HabitDefinition, type HabitId } from './catalogue';
import { addDays, dayNumber, type IsoDate } from './dates';
import { answersTo, type HabitDay, type JournalQuestionId } from './model';
import { roundTo } from './numbers';

/** Bump when a target, weight or rule changes, so stored scores say how they were computed. */
export const HABIT_SCORE_VERSION = 'hhs-v1';
export const HABIT_SCORE_MIN = 0;
export const HABIT_SCORE_MAX = 100;
export const DAYS_PER_WEEK = 7;
/** A habit logged on fewer days of a week is left out of that week: too little to judge. */
export const MIN_LOGGED_DAYS = 3;

export interface HabitWeek {
  habit: HabitId;
  /** Days of the week with a value for the habit. */
  loggedDays: number;
  /** `day` habits: mean per logged day; `week` habits: total scaled to 7 days. Undefined below MIN_LOGGED_DAYS. */
  value: number | undefined;
  /** 0..1 against the target; undefined below MIN_LOGGED_DAYS. */
  score: number | undefined;
}

export interface WeekScore {
  weekStart: IsoDate;
  /** Every habit of the catalogue, in catalogue order. */
  habits: HabitWeek[];
  /** Healthspan Habit Score 0-100, or null when no habit has enough data this week. */
  score: number | null;
}

export interface ScoreOptions {
  /**
   * The customer's journal questions: answers to other questions are ignored, and none at all
   * leaves a tracker-only score. Default: every question counts.
   */
  journalQuestions?: readonly JournalQuestionId[];
}

function prepareDays(days: readonly HabitDay[], options: ScoreOptions): Map<number, HabitDay> {
  const questions = options.journalQuestions ? new Set(options.journalQuestions) : undefined;
  const byDay = new Map<number, HabitDay>();
  // one entry per date: a later entry for the same date replaces the earlier
  for (const day of days) {
    const journal = questions ? answersTo(day.journal, questions) : day.journal;
    byDay.set(dayNumber(day.date), { date: day.date, journal, tracker: day.tracker });
  }
  return byDay;
}

function habitWeek(habit: HabitDefinition, week: readonly HabitDay[]): HabitWeek {
  const values = week.map(habit.dayValue).filter((v): v is number => v !== undefined && Number.isFinite(v));
  const loggedDays = values.length;
  if (loggedDays < MIN_LOGGED_DAYS)
    return { habit: habit.id, loggedDays, value: undefined, score: undefined };
  if (habit.period === 'week') {
    const total = (values.reduce((sum, v) => sum + v, 0) * DAYS_PER_WEEK) / loggedDays;
    return { habit: habit.id, loggedDays, value: total, score: habit.score(total) };
  }
  const mean = values.reduce((sum, v) => sum + v, 0) / loggedDays;
  const score = values.reduce((sum, v) => sum + habit.score(v), 0) / loggedDays;
  return { habit: habit.id, loggedDays, value: mean, score };
}

/** The weighted mean of the scored habits' 0..1 scores, × 100, rounded half up; null when none is scored. */
export function habitScoreOf(habits: readonly HabitWeek[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const week of habits) {
    if (week.score === undefined) continue;
    const { weight } = HABITS.find((habit) => habit.id === week.habit)!;
    weighted += weight * week.score;
    weights += weight;
  }
  return weights === 0 ? null : roundTo((HABIT_SCORE_MAX * weighted) / weights);
}

function scoreWeekOf(byDay: ReadonlyMap<number, HabitDay>, weekStart: IsoDate): WeekScore {
  const first = dayNumber(weekStart);
  // Stryker disable next-line ArrayDeclaration: a text in the week has no habit values, so every habit reads it as a day not logged
  const week: HabitDay[] = [];
  for (let i = 0; i < DAYS_PER_WEEK; i += 1) {
    const day = byDay.get(first + i);
    if (day) week.push(day);
  }
  const habits = HABITS.map((habit) => habitWeek(habit, week));
  return { weekStart, habits, score: habitScoreOf(habits) };
}

/**
 * Healthspan Habit Score of the seven days from `weekStart`: every habit with at least
 * MIN_LOGGED_DAYS logged days is scored 0..1 against its target (see HABITS), the scores are
 * averaged with the habits' weights over the habits scored, × 100, rounded. Missing days are
 * neither zeros nor failures: `day` habits average the logged days, `week` habits scale the logged
 * total to seven days.
 */
export function scoreWeek(
  days: readonly HabitDay[],
  weekStart: IsoDate,
  options: ScoreOptions = {},
): WeekScore {
  return scoreWeekOf(prepareDays(days, options), weekStart);
}

/** The `weeks` weeks ending with the one starting at `lastWeekStart`, oldest first. */
export function scoreHistory(
  days: readonly HabitDay[],
  lastWeekStart: IsoDate,
  weeks: number,
  options: ScoreOptions = {},
): WeekScore[] {
  const byDay = prepareDays(days, options);
  return Array.from({ length: weeks }, (_, i) =>
    scoreWeekOf(byDay, addDays(lastWeekStart, (i - weeks + 1) * DAYS_PER_WEEK)),
  );
}

export interface HabitContribution {
  habit: HabitId;
  name: string;
  weight: number;
  /** The habit's 0..1 score this week. */
  score: number;
  /** +weight on target; below it, −weight × the shortfall (1 − score): −weight … +weight. */
  raw: number;
  /**
   * raw ÷ the largest |raw| of the week, rounded to 3 places: −1 hurts most … 1 helps most. Below
   * target it is negative however small the shortfall (at least −0.001).
   */
  normalized: number;
}

const TIE_PLACES = 9;
const NORMALIZED_PLACES = 3;

/** A habit's score at its target is 1; a mean of day scores may miss it by binary noise. */
export const isOnTarget = (score: number): boolean => score >= 1 - 1e-9;

/**
 * A habit on target helps by its weight; below target it hurts by its weight × the shortfall,
 * so a habit short of its target is never shown as helping (issue 23 point 2).
 */
export const contributionOf = (weight: number, score: number): number =>
  isOnTarget(score) ? weight : -weight * (1 - score);

function normalize(raw: number, largest: number): number {
  if (largest === 0) return 0;
  const normalized = roundTo(raw / largest, NORMALIZED_PLACES);
  return raw < 0 ? Math.min(normalized, -(10 ** -NORMALIZED_PLACES)) : normalized;
}

/**
 * Each scored habit's contribution (contributionOf), most helpful first (ties in catalogue order):
 * habits on target help, habits below it hurt; dividing by the largest magnitude puts the
 * strongest at exactly ±1 (spec 000 §3: normalized_value from -1 to 1).
 */
export function contributionsOf(week: WeekScore): HabitContribution[] {
  const scored = HABITS.flatMap((habit) => {
    // Stryker disable next-line OptionalChaining: a WeekScore lists every habit of the catalogue (scoreWeek), so find always finds it
    const score = week.habits.find((h) => h.habit === habit.id)?.score;
    return score === undefined
      ? []
      : [
          {
            habit: habit.id,
            name: habit.name,
            weight: habit.weight,
            score,
            raw: contributionOf(habit.weight, score),
          },
        ];
  });
  const largest = Math.max(0, ...scored.map((c) => Math.abs(c.raw)));
  return scored
    .map((c) => ({ ...c, normalized: normalize(c.raw, largest) }))
    .sort((a, b) => roundTo(b.raw, TIE_PLACES) - roundTo(a.raw, TIE_PLACES));
}

function inCatalogueOrder(contributions: readonly HabitContribution[]): HabitContribution[] {
  const rank = (c: HabitContribution) => HABITS.findIndex((habit) => habit.id === c.habit);
  return [...contributions].sort((a, b) => rank(a) - rank(b));
}

/** The most helpful habit; ties go to the habit listed first in the catalogue (heavier first). */
export function topHabit(contributions: readonly HabitContribution[]): HabitContribution | undefined {
  return inCatalogueOrder(contributions).reduce<HabitContribution | undefined>(
    (best, c) =>
      best === undefined || roundTo(c.raw, TIE_PLACES) > roundTo(best.raw, TIE_PLACES) ? c : best,
    undefined,
  );
}

/**
 * The least helpful habit other than the top one (the top one itself when it is the only habit);
 * ties go to the habit listed first in the catalogue.
 */
export function lowestHabit(contributions: readonly HabitContribution[]): HabitContribution | undefined {
  const top = topHabit(contributions);
  const others = contributions.length > 1 ? contributions.filter((c) => c !== top) : contributions;
  return inCatalogueOrder(others).reduce<HabitContribution | undefined>(
    (worst, c) =>
      worst === undefined || roundTo(c.raw, TIE_PLACES) < roundTo(worst.raw, TIE_PLACES) ? c : worst,
    undefined,
  );
}
