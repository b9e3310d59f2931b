import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildHabitReport,
  contributionsOf,
  type DemoProfile,
  generateHabitDays,
  type HabitDay,
  isOnTarget,
  isoWeekday,
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

describe('the demo days follow the profile (src/domain/habits/demo-data.ts)', () => {
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  // built inside each test, so the mutation run sees which test reads it
  const year = () => generateHabitDays({ seed: 'year', weeks: 52, profile: 'struggling', lastDay: LAST_DAY });

  it('drinks more on Friday and Saturday evenings, and walks less on Sundays', () => {
    const days = year();
    const onWeekday = (weekday: number) => days.filter((day) => isoWeekday(day.date) === weekday);
    const alcohol = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      mean(onWeekday(weekday).flatMap((day) => day.journal?.alcoholDrinks ?? [])),
    );
    alcohol.forEach((drinks, weekday) => {
      if (weekday === 4 || weekday === 5) expect(drinks, `weekday ${weekday}`).toBeGreaterThan(2.8);
      else expect(drinks, `weekday ${weekday}`).toBeLessThan(2.3);
    });
    const steps = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      mean(onWeekday(weekday).flatMap((day) => day.tracker?.steps ?? [])),
    );
    for (const weekday of [0, 1, 2, 3, 4, 5]) expect(steps[6]!).toBeLessThan(steps[weekday]! * 0.9);
  });

  it('varies around the profile’s values: sleep of a steady customer averages 7.1 hours, 0.6 apart', () => {
    const steady = generateHabitDays({ seed: 'sd', weeks: 52, profile: 'steady', lastDay: LAST_DAY });
    const sleep = steady.flatMap((day) => day.tracker?.sleepHours ?? []);
    const average = mean(sleep);
    const sd = Math.sqrt(mean(sleep.map((h) => (h - average) ** 2)));
    expect(average).toBeCloseTo(7.1, 1);
    expect(sd).toBeGreaterThan(0.5);
    expect(sd).toBeLessThan(0.7);
    // most days record sleep; some do not
    expect(sleep.length).toBeGreaterThan(steady.length * 0.85);
    expect(sleep.length).toBeLessThan(steady.length);
  });

  it('makes the bad week worse than its neighbours: shorter nights, fewer steps, more drinks and stress', () => {
    const days = generateHabitDays({ seed: 'bad', weeks: 10, profile: 'improving', lastDay: LAST_DAY });
    const week = (n: number) => days.slice(n * 7, n * 7 + 7);
    const average = (n: number, value: (day: HabitDay) => number | undefined) =>
      mean(week(n).flatMap((day) => value(day) ?? []));
    const measures: Array<[string, (day: HabitDay) => number | undefined, number]> = [
      ['sleep', (day) => day.tracker?.sleepHours, -0.6],
      ['steps', (day) => day.tracker?.steps, -1500],
      ['resting heart rate', (day) => day.tracker?.restingHeartRate, 1.5],
      ['alcohol', (day) => day.journal?.alcoholDrinks, 0.7],
      ['stress', (day) => day.journal?.stress, 0.4],
    ];
    for (const [name, value, change] of measures) {
      const neighbours = (average(5, value) + average(7, value)) / 2;
      if (change < 0) expect(average(6, value), name).toBeLessThan(neighbours + change);
      else expect(average(6, value), name).toBeGreaterThan(neighbours + change);
    }
  });

  it('answers the journal like a person: workouts in 5-minute steps, better nights rated higher, some questions skipped', () => {
    const days = generateHabitDays({ seed: 'journal', weeks: 26, profile: 'improving', lastDay: LAST_DAY });
    const journals = days.flatMap((day) => (day.journal ? [{ ...day.journal, tracker: day.tracker }] : []));
    for (const { exercise } of journals) {
      if (!exercise) continue;
      if (exercise.exercised) {
        expect(exercise.minutes % 5).toBe(0);
        expect(exercise.minutes).toBeGreaterThanOrEqual(15);
        expect(exercise.minutes).toBeLessThanOrEqual(90);
      } else expect(exercise.minutes).toBe(0);
    }
    const exercised = journals.filter((j) => j.exercise?.exercised).length / journals.length;
    const strength = journals.filter((j) => j.strengthTraining).length / journals.length;
    expect(exercised).toBeGreaterThan(0.2);
    expect(exercised).toBeLessThan(0.7);
    expect(strength).toBeGreaterThan(0.05);
    expect(strength).toBeLessThan(0.4);
    const rated = journals.filter((j) => j.sleepQuality && j.tracker?.sleepHours);
    const quality = (short: boolean) =>
      mean(rated.filter((j) => j.tracker!.sleepHours! < 6.5 === short).map((j) => j.sleepQuality!));
    expect(quality(false)).toBeGreaterThan(quality(true) + 0.8);
    expect(journals.some((j) => Object.keys(j).length < 11)).toBe(true);
  });

  it('puts walking in zones 1-2 and workouts in zones 1-5', () => {
    const days = generateHabitDays({ seed: 'zones', weeks: 8, profile: 'steady', lastDay: LAST_DAY });
    for (const day of days) {
      const zones = day.tracker?.zoneMinutes;
      if (!zones) continue;
      const workout = day.journal?.exercise;
      if (workout && !workout.exercised) {
        expect(zones.slice(2)).toEqual([0, 0, 0]);
        expect(zones[0]).toBe(Math.round(day.tracker!.steps! / 220));
        expect(zones[1]).toBe(Math.round(day.tracker!.steps! / 1200));
      }
      if (workout?.exercised) {
        // about 35 %, 18 % and 7 % of the workout in zones 3, 4 and 5 (the journal rounds it to 5 minutes)
        // walking as on any day, plus a tenth of the workout in zone 1 and three tenths in zone 2
        const walking = [day.tracker!.steps! / 220, day.tracker!.steps! / 1200];
        expect(Math.abs(zones[0] - walking[0]! - workout.minutes * 0.1)).toBeLessThanOrEqual(1.5);
        expect(Math.abs(zones[1] - walking[1]! - workout.minutes * 0.3)).toBeLessThanOrEqual(1.5);
        expect(zones[2]).toBeGreaterThan(zones[3]);
        expect(zones[3]).toBeGreaterThanOrEqual(zones[4]);
        expect(Math.abs(zones[2] + zones[3] + zones[4] - workout.minutes * 0.6)).toBeLessThanOrEqual(3);
      }
    }
  });

  it('makes one week of data, and names a week count it refuses', () => {
    const week = generateHabitDays({ seed: 1, weeks: 1, profile: 'improving', lastDay: LAST_DAY });
    expect(week).toHaveLength(7);
    expect(week.every((day) => Number.isFinite(day.tracker?.steps ?? 0))).toBe(true);
    expect(() => generateHabitDays({ seed: 1, weeks: 1.5, profile: 'steady', lastDay: LAST_DAY })).toThrow(
      'weeks must be a positive integer, got 1.5',
    );
  });
});
