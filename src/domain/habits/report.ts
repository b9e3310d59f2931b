import { habitById } from './catalogue';
import { historyChart, type HistoryChart, zonesChart, type ZonesChart } from './charts';
import { formatWeekRange, type IsoDate } from './dates';
import { biomarkersFor, type CustomerMarker } from './markers';
import type { HabitDay, JournalQuestionId } from './model';
import { roundTo } from './numbers';
import {
  contributionsOf,
  type HabitContribution,
  HABIT_SCORE_MAX,
  HABIT_SCORE_MIN,
  lowestHabit,
  scoreHistory,
  topHabit,
} from './score';

/** Weeks of Habit Score history in a report, the report's week last. */
export const HISTORY_WEEKS = 8;
export const INNERAGE_SECTION_TITLE = 'How your habits may affect your InnerAge';
export const MAX_QUICK_TIPS = 5;
/** The report's note on Contributing Habits and the biomarkers, on the page and in the PDF (contributionOf). */
export const CONTRIBUTIONS_NOTE =
  'Contributing Habits shows what each habit did to your score: a habit on its target helps, by how much it weighs in the score; a habit below its target hurts, by how far it fell short. The biomarkers named above are those each habit is known to influence, your own out-of-range markers first. This report is for information only and is not medical advice.';
export const JOURNAL_PROMPT =
  'Add daily journal questions to score your sleep quality, food, drinks and stress as well.';

interface Text<T> {
  value: T;
}

/** `report_data` of spec 000 §3; the wire schema is `habitReportData` in src/contract/habit-report.ts. */
export interface HabitReportData {
  customerId: number;
  texts: {
    recent_week_date_str: Text<string>;
    progress_statement_text: Text<string>;
    lowest_habit_alt_text_formatted_name: Text<string>;
    lowest_habit_quick_tips_list: Text<string[]>;
    has_journal_questions_bool: Text<boolean>;
    InnerAge_section_title: Text<string>;
    top_habit_w_InnerAge_string: Text<string>;
    top_habit_w_InnerAge_biomarkers: Text<string[]>;
    lowest_habit_w_InnerAge_string: Text<string>;
    lowest_habit_w_InnerAge_biomarkers: Text<string[]>;
  };
  charts: {
    gauge_chart: { value: number; min_value: number; max_value: number };
    history_chart: HistoryChart;
    history_with_zones_chart: ZonesChart;
    contributing_habits_chart: { habits: Array<{ habit_name: string; normalized_value: number }> };
  };
}

export interface HabitReportInput {
  customerId: number;
  /** First day of the reported week (see `lastCompleteWeekStart`). */
  weekStart: IsoDate;
  /** Habit days; those outside the report's weeks are ignored. */
  days: readonly HabitDay[];
  /** The customer's journal questions; none makes a tracker-only report. */
  journalQuestions: readonly JournalQuestionId[];
  /** The customer's latest blood results, to name their own out-of-range markers first. */
  markers?: readonly CustomerMarker[];
}

/** Thrown when the reported week has no Habit Score: no habit was logged on enough days. */
export class NoHabitScoreError extends Error {
  constructor(readonly weekStart: IsoDate) {
    super(`no habit has enough data in the week of ${weekStart}`);
    this.name = 'NoHabitScoreError';
  }
}

function points(n: number): string {
  return `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;
}

/**
 * The sentence comparing the week with the one before: `previous` is last week's score (null when
 * it had none), `hadEarlierScore` whether any earlier week of the history had one.
 */
export function progressStatement(
  current: number,
  previous: number | null,
  hadEarlierScore: boolean,
): string {
  if (previous === null) {
    return hadEarlierScore
      ? `Your score is ${current} this week; last week had too little data to compare.`
      : `This is your first Healthspan Habit Score: ${current}.`;
  }
  const change = current - previous;
  if (change > 0) return `Your score rose ${points(change)} to ${current} this week.`;
  if (change < 0) return `Your score fell ${points(-change)} to ${current} this week.`;
  return `Your score held steady at ${current} this week.`;
}

function habitSentence(kind: 'top' | 'lowest', contribution: HabitContribution): string {
  const name = contribution.name.toLowerCase();
  const score = roundTo(contribution.score * 100);
  if (kind === 'top')
    return `Your top habit, ${name} (${score} of 100 this week), may positively affect these biomarkers:`;
  // a habit on target hurts nothing: say what keeping it up protects instead
  return score >= 100
    ? `Your lowest habit, ${name} (${score} of 100 this week), is on target; keeping it up may protect these biomarkers:`
    : `Your lowest habit, ${name} (${score} of 100 this week), may negatively impact these biomarkers:`;
}

/**
 * Builds `report_data` (spec 000 §3) for the week starting `weekStart` from the customer's habit
 * days: the Healthspan Habit Score and its history, the contributions, top and lowest habit with
 * the biomarkers they may affect, the lowest habit as the goal with quick tips, the progress
 * statement and the heart-rate-zone history. Throws NoHabitScoreError when the week has no score.
 */
export function buildHabitReport(input: HabitReportInput): HabitReportData {
  const { journalQuestions, weekStart } = input;
  const hasJournal = journalQuestions.length > 0;
  const history = scoreHistory(input.days, weekStart, HISTORY_WEEKS, { journalQuestions });
  const current = history.at(-1)!;
  if (current.score === null) throw new NoHabitScoreError(weekStart);
  // Stryker disable next-line OptionalChaining: the history always has HISTORY_WEEKS (8) weeks, so the week before exists
  const previous = history.at(-2)?.score ?? null;
  const hadEarlierScore = history.slice(0, -1).some((week) => week.score !== null);

  const contributions = contributionsOf(current);
  // a scored week has at least one scored habit, so both exist
  const top = topHabit(contributions)!;
  const lowest = lowestHabit(contributions)!;
  const lowestDefinition = habitById(lowest.habit);
  const lowestValue = current.habits.find((week) => week.habit === lowest.habit)!.value!;

  const progress = progressStatement(current.score, previous, hadEarlierScore);
  const tips = [lowestDefinition.summary(lowestValue), ...lowestDefinition.tips];
  if (!hasJournal) tips.push(JOURNAL_PROMPT);

  return {
    customerId: input.customerId,
    texts: {
      recent_week_date_str: { value: formatWeekRange(weekStart) },
      progress_statement_text: {
        value: hasJournal ? progress : `${progress} It is based on your tracker alone. ${JOURNAL_PROMPT}`,
      },
      lowest_habit_alt_text_formatted_name: { value: lowestDefinition.goal },
      // Stryker disable next-line MethodExpression: the summary, a habit's three tips and the journal prompt are 5 at most, never more than MAX_QUICK_TIPS
      lowest_habit_quick_tips_list: { value: tips.slice(0, MAX_QUICK_TIPS) },
      has_journal_questions_bool: { value: hasJournal },
      InnerAge_section_title: { value: INNERAGE_SECTION_TITLE },
      top_habit_w_InnerAge_string: { value: habitSentence('top', top) },
      top_habit_w_InnerAge_biomarkers: { value: biomarkersFor(habitById(top.habit), input.markers) },
      // Stryker disable next-line StringLiteral: habitSentence words every kind but 'top' as the lowest habit
      lowest_habit_w_InnerAge_string: { value: habitSentence('lowest', lowest) },
      lowest_habit_w_InnerAge_biomarkers: { value: biomarkersFor(lowestDefinition, input.markers) },
    },
    charts: {
      gauge_chart: { value: current.score, min_value: HABIT_SCORE_MIN, max_value: HABIT_SCORE_MAX },
      history_chart: historyChart(history),
      history_with_zones_chart: zonesChart(input.days, weekStart),
      contributing_habits_chart: {
        habits: contributions.map((c) => ({ habit_name: c.name, normalized_value: c.normalized })),
      },
    },
  };
}
