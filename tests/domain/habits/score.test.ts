import { describe, expect, it } from 'vitest';
import {
  addDays,
  HABITS,
  HABIT_SCORE_VERSION,
  type HabitWeek,
  habitScoreOf,
  MIN_LOGGED_DAYS,
  scoreHistory,
  scoreWeek,
} from '../../../src/domain/habits';
import {
  ALL_QUESTIONS,
  daysFrom,
  MIXED_QUESTIONS,
  mixedWeek,
  PERFECT_JOURNAL,
  PERFECT_TRACKER,
  perfectWeek,
  WEEK,
} from './fixtures';

function habit(week: { habits: HabitWeek[] }, id: HabitWeek['habit']): HabitWeek {
  return week.habits.find((h) => h.habit === id)!;
}

describe('Healthspan Habit Score', () => {
  it('is versioned', () => {
    expect(HABIT_SCORE_VERSION).toBe('hhs-v1');
  });

  it('gives a perfect week 100, every habit scored 1', () => {
    const week = scoreWeek(perfectWeek(), WEEK, { journalQuestions: ALL_QUESTIONS });
    expect(week.score).toBe(100);
    expect(week.habits.map((h) => [h.habit, h.score, h.loggedDays])).toEqual(HABITS.map((h) => [h.id, 1, 7]));
    // week habits are weekly totals: 30 moderate-equivalent minutes × 7, strength on 7 days
    expect(habit(week, 'activity').value).toBe(210);
    expect(habit(week, 'strength').value).toBe(7);
  });

  it('gives a week of all-worst values 0', () => {
    const days = daysFrom(WEEK, 7, () => ({
      journal: {
        sleepQuality: 1,
        exercise: { exercised: false, minutes: 0 },
        vegetableServings: 0,
        sugaryDrinks: 3,
        alcoholDrinks: 5,
        stress: 5,
        meditationMinutes: 0,
        screenMinutesBeforeBed: 60,
        strengthTraining: false,
        waterGlasses: 0,
      },
      tracker: { steps: 0, sleepHours: 4, zoneMinutes: [30, 0, 0, 0, 0] },
    }));
    expect(scoreWeek(days, WEEK).score).toBe(0);
  });

  it('has no score for an empty week, and ignores days outside the week', () => {
    expect(scoreWeek([], WEEK).score).toBeNull();
    const week = scoreWeek([...perfectWeek(addDays(WEEK, -7)), ...perfectWeek(addDays(WEEK, 7))], WEEK);
    expect(week.score).toBeNull();
    expect(week.habits.every((h) => h.loggedDays === 0 && h.score === undefined)).toBe(true);
  });

  it('computes the hand-made mixed week to exactly 76', () => {
    // weighted = 3 × 17/21 + 2 × 0.5 + 2 × 6/7 + 2 × 6/7 + 1 × 0.7 = 7.5571…
    // weights  = 3 (sleep) + 2 (steps) + 2 (vegetables) + 2 (alcohol) + 1 (strength) = 10
    // score    = 100 × 7.5571… / 10 = 75.57 → 76
    const week = scoreWeek(mixedWeek(), WEEK, { journalQuestions: MIXED_QUESTIONS });
    expect(habit(week, 'sleepDuration').score).toBeCloseTo(17 / 21, 12);
    expect(habit(week, 'sleepDuration').value).toBeCloseTo(46 / 7, 12);
    expect(habit(week, 'steps').score).toBe(0.5);
    expect(habit(week, 'vegetables').score).toBeCloseTo(6 / 7, 12);
    expect(habit(week, 'alcohol').score).toBeCloseTo(6 / 7, 12);
    expect(habit(week, 'strength')).toEqual({ habit: 'strength', loggedDays: 5, value: 1.4, score: 0.7 });
    expect(habit(week, 'water')).toEqual({
      habit: 'water',
      loggedDays: 2,
      value: undefined,
      score: undefined,
    });
    expect(habit(week, 'activity').score).toBeUndefined();
    expect(week.score).toBe(76);
  });

  it('scales a week habit from its logged days instead of counting missing days as "no"', () => {
    // were Tuesday and Sunday "no", strength would be 1 day → 0.5 and the week 73.57 → 74
    const days = mixedWeek().map((day, i) =>
      i === 1 || i === 6 ? { ...day, journal: { ...day.journal, strengthTraining: false } } : day,
    );
    expect(scoreWeek(days, WEEK, { journalQuestions: MIXED_QUESTIONS }).score).toBe(74);
  });

  it('leaves out a value a tracker could not measure (not a number), as a day not logged', () => {
    const days = daysFrom(WEEK, 7, (i) => ({ tracker: { steps: i < 3 ? Number.NaN : 10_000 } }));
    expect(habit(scoreWeek(days, WEEK), 'steps')).toMatchObject({ loggedDays: 4, value: 10_000 });
  });

  it(`needs ${MIN_LOGGED_DAYS} logged days for a habit, averaging only the logged ones`, () => {
    const three = perfectWeek().slice(0, 3);
    const week = scoreWeek(three, WEEK);
    expect(week.score).toBe(100);
    expect(habit(week, 'activity').value).toBe(210); // 3 × 30 scaled to 7 days
    expect(scoreWeek(perfectWeek().slice(0, 2), WEEK).score).toBeNull();
  });

  it('takes activity from the tracker, and from the journal on days without tracker zones', () => {
    const days = daysFrom(WEEK, 7, (i) =>
      i < 4
        ? { tracker: { zoneMinutes: [60, 5, 5, 5, 0] } } // 5 + 5 + 2 × 5 = 20
        : { journal: { exercise: { exercised: i !== 6, minutes: 25 } } },
    );
    // 4 × 20 + 2 × 25 + 0 = 130 minutes, all 7 days logged → 130 / 150
    const week = scoreWeek(days, WEEK);
    expect(habit(week, 'activity').value).toBe(130);
    expect(habit(week, 'activity').score).toBeCloseTo(130 / 150, 12);
  });

  it("counts only the customer's own journal questions; none leaves a tracker-only score", () => {
    const days = daysFrom(WEEK, 7, () => ({
      journal: { ...PERFECT_JOURNAL, alcoholDrinks: 4, stress: 5 },
      tracker: PERFECT_TRACKER,
    }));
    expect(scoreWeek(days, WEEK, { journalQuestions: ALL_QUESTIONS }).score).toBeLessThan(100);
    const trackerOnly = scoreWeek(days, WEEK, { journalQuestions: [] });
    expect(trackerOnly.score).toBe(100);
    expect(trackerOnly.habits.filter((h) => h.score !== undefined).map((h) => h.habit)).toEqual([
      'sleepDuration',
      'activity',
      'steps',
    ]);
  });

  it('keeps the later entry when a date appears twice', () => {
    const days = [...perfectWeek(), { date: WEEK, tracker: { sleepHours: 4 } }];
    const week = scoreWeek(days, WEEK);
    expect(habit(week, 'sleepDuration').loggedDays).toBe(7);
    expect(habit(week, 'sleepDuration').score).toBeCloseTo(6 / 7, 12);
    expect(habit(week, 'steps').loggedDays).toBe(6);
  });

  it('rounds half up on the weighted mean', () => {
    const scored = (id: HabitWeek['habit'], score: number): HabitWeek => ({
      habit: id,
      loggedDays: 7,
      value: 0,
      score,
    });
    // (3 × 1 + 2 × 0.3125) / 5 = 0.725 → 72.5 → 73
    expect(habitScoreOf([scored('sleepDuration', 1), scored('steps', 0.3125)])).toBe(73);
    expect(habitScoreOf([{ habit: 'steps', loggedDays: 0, value: undefined, score: undefined }])).toBeNull();
  });

  it('scores each week of a history, oldest first, with gaps as null', () => {
    const days = [...mixedWeek(addDays(WEEK, -14)), ...perfectWeek()];
    const history = scoreHistory(days, WEEK, 3, { journalQuestions: MIXED_QUESTIONS });
    expect(history.map((w) => [w.weekStart, w.score])).toEqual([
      [addDays(WEEK, -14), 76],
      [addDays(WEEK, -7), null],
      [WEEK, 100],
    ]);
  });
});
