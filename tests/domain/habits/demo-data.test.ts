import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildHabitReport,
  contributionsOf,
  type DemoProfile,
  generateHabitDays,
  isOnTarget,
  JOURNAL_QUESTION_IDS,
  lastCompleteWeekStart,
  scoreHistory,
  scoreWeek,
  seededRandom,
} from '../../../src/domain/habits';
import { habitReportData } from '../../../src/contract/habit-report';

const LAST_DAY = '2025-06-08'; // a Sunday
const PROFILES: DemoProfile[] = ['improving', 'steady', 'struggling', 'trackerOnly'];

describe('seededRandom', () => {
  it('repeats for a seed, differs between seeds, and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom('42b');
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(Array.from({ length: 1000 }, () => c())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(990);
  });
});

describe('generateHabitDays', () => {
  it('is deterministic: the same options give the same days', () => {
    for (const profile of PROFILES) {
      const options = { seed: 'active@demo', weeks: 10, profile, lastDay: LAST_DAY } as const;
      expect(generateHabitDays(options)).toEqual(generateHabitDays(options));
    }
    expect(generateHabitDays({ seed: 1, weeks: 4, profile: 'steady', lastDay: LAST_DAY })).not.toEqual(
      generateHabitDays({ seed: 2, weeks: 4, profile: 'steady', lastDay: LAST_DAY }),
    );
  });

  it('covers weeks × 7 consecutive days ending on the last day, with plausible values', () => {
    const days = generateHabitDays({ seed: 7, weeks: 10, profile: 'improving', lastDay: LAST_DAY });
    expect(days).toHaveLength(70);
    expect(days[0]!.date).toBe(addDays(LAST_DAY, -69));
    expect(days.at(-1)!.date).toBe(LAST_DAY);
    days.forEach((day, i) => expect(day.date).toBe(addDays(days[0]!.date, i)));
    for (const { journal, tracker } of days) {
      if (tracker?.sleepHours !== undefined) expect(tracker.sleepHours).toBeGreaterThanOrEqual(3.5);
      if (tracker?.steps !== undefined) expect(Number.isInteger(tracker.steps)).toBe(true);
      if (tracker?.zoneMinutes) expect(tracker.zoneMinutes.every((m) => m >= 0)).toBe(true);
      if (journal?.stress !== undefined) expect([1, 2, 3, 4, 5]).toContain(journal.stress);
      if (journal?.screenMinutesBeforeBed !== undefined) {
        expect(journal.screenMinutesBeforeBed).toBeLessThanOrEqual(60);
      }
    }
    // some days are skipped, as real journals are
    expect(days.some((day) => !day.journal)).toBe(true);
  });

  it('improves over the weeks with one bad week, and scores every week', () => {
    const days = generateHabitDays({
      seed: 'active@demo',
      weeks: 10,
      profile: 'improving',
      lastDay: LAST_DAY,
    });
    const history = scoreHistory(days, lastCompleteWeekStart('2025-06-09'), 10).map((w) => w.score!);
    expect(history.every((score) => Number.isInteger(score))).toBe(true);
    const firstWeeks = (history[0]! + history[1]!) / 2;
    const lastWeeks = (history[8]! + history[9]!) / 2;
    expect(lastWeeks - firstWeeks).toBeGreaterThan(10);
    // week 6 (0.6 × 10) is the bad one: below both neighbours
    expect(history[6]!).toBeLessThan(history[5]!);
    expect(history[6]!).toBeLessThan(history[7]!);
  });

  it('keeps struggling customers below steady ones, and tracker-only ones without a journal', () => {
    const week = lastCompleteWeekStart('2025-06-09');
    const score = (profile: DemoProfile) =>
      scoreHistory(generateHabitDays({ seed: 3, weeks: 4, profile, lastDay: LAST_DAY }), week, 4).map(
        (w) => w.score!,
      );
    const steady = score('steady');
    const struggling = score('struggling');
    steady.forEach((s, i) => expect(s).toBeGreaterThan(struggling[i]! + 15));
    const trackerOnly = generateHabitDays({ seed: 3, weeks: 4, profile: 'trackerOnly', lastDay: LAST_DAY });
    expect(trackerOnly.every((day) => day.journal === undefined)).toBe(true);
  });

  it('feeds a valid report for every profile', () => {
    for (const profile of PROFILES) {
      const days = generateHabitDays({ seed: 11, weeks: 10, profile, lastDay: LAST_DAY });
      const report = buildHabitReport({
        customerId: 1,
        weekStart: lastCompleteWeekStart('2025-06-09'),
        days,
        journalQuestions: profile === 'trackerOnly' ? [] : JOURNAL_QUESTION_IDS,
      });
      expect(habitReportData.safeParse(report).success, profile).toBe(true);
      expect(report.charts.history_chart.y).toHaveLength(8);
      expect(report.charts.history_with_zones_chart.x.length).toBeGreaterThan(20);
    }
  });

  it('refuses a week count that is not a positive whole number', () => {
    expect(() => generateHabitDays({ seed: 1, weeks: 0, profile: 'steady', lastDay: LAST_DAY })).toThrow(
      RangeError,
    );
  });
});

describe("active@'s demo report (issue 23 point 2)", () => {
  it('shows habits that help and habits that hurt, each below its target hurting', () => {
    const days = generateHabitDays({ seed: 'active', weeks: 12, profile: 'improving', lastDay: LAST_DAY });
    const weekStart = lastCompleteWeekStart(addDays(LAST_DAY, 1));
    const week = scoreWeek(days, weekStart, { journalQuestions: JOURNAL_QUESTION_IDS });
    const contributions = contributionsOf(week);
    expect(contributions.some((c) => c.normalized > 0)).toBe(true);
    expect(contributions.some((c) => c.normalized < 0)).toBe(true);
    for (const c of contributions) expect(c.normalized < 0).toBe(!isOnTarget(c.score));
    const report = buildHabitReport({
      customerId: 1,
      weekStart,
      days,
      journalQuestions: JOURNAL_QUESTION_IDS,
    });
    const sugary = report.charts.contributing_habits_chart.habits.find(
      (h) => h.habit_name === 'Sugary drinks',
    )!;
    expect(sugary.normalized_value).toBeLessThan(0);
  });
});
