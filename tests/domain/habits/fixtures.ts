import {
  addDays,
  type HabitDay,
  type IsoDate,
  JOURNAL_QUESTION_IDS,
  type JournalAnswers,
  type TrackerMeasures,
} from '../../../src/domain/habits';

/** A Monday. */
export const WEEK: IsoDate = '2025-06-02';
export const ALL_QUESTIONS = JOURNAL_QUESTION_IDS;

/** Every answer and measure exactly on (or past) its target. */
export const PERFECT_JOURNAL: JournalAnswers = {
  sleepQuality: 5,
  exercise: { exercised: true, minutes: 30 },
  vegetableServings: 3,
  sugaryDrinks: 0,
  alcoholDrinks: 0,
  stress: 1,
  meditationMinutes: 10,
  screenMinutesBeforeBed: 0,
  strengthTraining: true,
  waterGlasses: 8,
};

export const PERFECT_TRACKER: TrackerMeasures = {
  steps: 8000,
  sleepHours: 7,
  restingHeartRate: 58,
  // 10 + 10 + 2 × 5 = 30 moderate-equivalent minutes a day, 210 a week
  zoneMinutes: [10, 10, 10, 5, 0],
};

/** Seven (or `count`) consecutive days from `start`, each built by `make(index)`. */
export function daysFrom(
  start: IsoDate,
  count: number,
  make: (index: number) => Omit<HabitDay, 'date'>,
): HabitDay[] {
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i), ...make(i) }));
}

export function perfectWeek(start: IsoDate = WEEK): HabitDay[] {
  return daysFrom(start, 7, () => ({ journal: PERFECT_JOURNAL, tracker: PERFECT_TRACKER }));
}

/**
 * The hand-computed mixed week (see score.test.ts), for a customer whose journal asks about
 * vegetables, alcohol and strength training only:
 * - sleep hours 6, 6, 6, 6, 7, 7, 8 → day scores (6−4)/3 = 2/3 ×4, then 1 ×3 → mean 17/21
 * - steps 4,000 every day → 0.5
 * - vegetables 1, 2, 3, 3, 3, 3, 3 → 1/3, 2/3, 1 ×5 → mean 6/7
 * - alcohol 0, 0, 0, 0, 2, 2, 0 → 1 ×5, 0.5 ×2 → mean 6/7
 * - strength training logged on 5 days (Tue and Sun missing), yes once → 1 × 7/5 = 1.4 days → 0.7
 * - water logged on 2 days only → left out (fewer than 3 days); no zone minutes → no activity
 */
export function mixedWeek(start: IsoDate = WEEK): HabitDay[] {
  const sleep = [6, 6, 6, 6, 7, 7, 8];
  const vegetables = [1, 2, 3, 3, 3, 3, 3];
  const alcohol = [0, 0, 0, 0, 2, 2, 0];
  return daysFrom(start, 7, (i) => ({
    journal: {
      vegetableServings: vegetables[i],
      alcoholDrinks: alcohol[i],
      ...(i === 1 || i === 6 ? {} : { strengthTraining: i === 0 }),
      ...(i < 2 ? { waterGlasses: 8 } : {}),
    },
    tracker: { sleepHours: sleep[i], steps: 4000 },
  }));
}

export const MIXED_QUESTIONS = [
  'vegetableServings',
  'alcoholDrinks',
  'strengthTraining',
  'waterGlasses',
] as const;
