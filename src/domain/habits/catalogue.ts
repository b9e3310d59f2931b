import type { HabitDay, JournalQuestionId, TrackerMeasures } from './model';
import { clamp01, countOf, formatAmount } from './numbers';

export type HabitId =
  | 'sleepDuration'
  | 'activity'
  | 'steps'
  | 'sleepQuality'
  | 'vegetables'
  | 'sugaryDrinks'
  | 'alcohol'
  | 'stress'
  | 'meditation'
  | 'screenTime'
  | 'strength'
  | 'water';

/**
 * How a habit's week is judged. `day`: each logged day is scored and the week is the mean of those
 * day scores. `week`: the logged days' values are summed, scaled to seven days, and the weekly
 * total is scored (activity guidance is per week, so a rest day is no failure).
 */
export type HabitPeriod = 'day' | 'week';

export interface HabitDefinition {
  id: HabitId;
  name: string;
  /** Relative importance in the Healthspan Habit Score. */
  weight: number;
  period: HabitPeriod;
  /** The journal question that feeds the habit, when one does. */
  journalQuestion?: JournalQuestionId;
  /** The tracker measure that feeds the habit, when one does; it wins over the journal on a day with both. */
  trackerMeasure?: keyof TrackerMeasures;
  /** The target in words, and the public guidance it comes from. */
  target: string;
  guidance: string;
  /** The day's value in the habit's unit, undefined when nothing was recorded. */
  dayValue: (day: HabitDay) => number | undefined;
  /** 0..1 against the target: of one day's value (`day`) or of the weekly total (`week`). */
  score: (value: number) => number;
  /** One sentence on the customer's week: `value` is the mean per logged day, or the weekly total. */
  summary: (value: number) => string;
  /** The habit goal, as offered under "Pick your habit goal". */
  goal: string;
  tips: readonly string[];
  /** Catalogue abbreviations of the blood markers the habit may affect, strongest link first. */
  markers: readonly string[];
}

/**
 * Zones 1-5 are 50-60 … 90-100 % of maximum heart rate; moderate intensity is about 64-76 % (ACSM),
 * so zones 2-3 count as moderate and zones 4-5 as vigorous; zone 1 is light and does not count.
 */
export function moderateEquivalentMinutes([, z2, z3, z4, z5]: readonly number[]): number {
  // WHO 2020 / US PAG 2018: one vigorous minute counts as two moderate ones
  return (z2 ?? 0) + (z3 ?? 0) + 2 * ((z4 ?? 0) + (z5 ?? 0));
}

/**
 * The habits of Healthspan Habit Score v1, heaviest first (the order also breaks ties). Weights sum
 * to 21: sleep and activity (3) carry the strongest mortality evidence; steps, sleep quality,
 * vegetables, alcohol and stress 2; the rest 1.
 */
export const HABITS: readonly HabitDefinition[] = [
  {
    id: 'sleepDuration',
    name: 'Sleep duration',
    weight: 3,
    period: 'day',
    trackerMeasure: 'sleepHours',
    target: 'At least 7 hours a night (4 hours or less scores 0, linear in between)',
    guidance: 'AASM/SRS consensus, adults need 7 or more hours of sleep a night (Watson et al., Sleep 2015)',
    dayValue: (day) => day.tracker?.sleepHours,
    score: (hours) => clamp01((hours - 4) / 3),
    summary: (hours) =>
      `You slept ${countOf(hours, 'hour', 'hours')} a night on average; aim for at least 7.`,
    goal: 'Sleep at least 7 hours a night',
    tips: [
      'Keep the same bedtime and wake-up time, weekends included.',
      'Set a wind-down alarm 30 minutes before bed.',
      'Keep your bedroom cool, dark and quiet.',
    ],
    markers: ['HBA1C', 'GLU', 'HSCRP', 'CORTISOL', 'TESTO'],
  },
  {
    id: 'activity',
    name: 'Active minutes',
    weight: 3,
    period: 'week',
    trackerMeasure: 'zoneMinutes',
    journalQuestion: 'exercise',
    target:
      '150 moderate-intensity minutes a week; tracker minutes in heart-rate zones 2-3 count once, zones 4-5 twice; journal minutes count as moderate',
    guidance:
      'WHO 2020 physical activity guidelines; Physical Activity Guidelines for Americans, 2nd ed. (2018)',
    dayValue: (day) => {
      const zones = day.tracker?.zoneMinutes;
      if (zones) return moderateEquivalentMinutes(zones);
      const exercise = day.journal?.exercise;
      if (exercise) return exercise.exercised ? Math.max(0, exercise.minutes) : 0;
      return undefined;
    },
    score: (minutes) => clamp01(minutes / 150),
    summary: (minutes) =>
      `You got about ${countOf(minutes, 'active minute', 'active minutes', 0)} this week; aim for 150.`,
    goal: 'Get 150 active minutes a week',
    tips: [
      'Take a brisk 10-minute walk after each meal.',
      'Book two or three workouts in your calendar like meetings.',
      'Pick an activity you enjoy and bring a friend along.',
    ],
    markers: ['HDL', 'TG', 'HBA1C', 'INSULIN', 'HSCRP', 'GLU'],
  },
  {
    id: 'steps',
    name: 'Daily steps',
    weight: 2,
    period: 'day',
    trackerMeasure: 'steps',
    target: '8,000 steps a day',
    guidance:
      'Paluch et al., Lancet Public Health 2022: mortality risk falls up to 6,000-8,000 steps a day (60+) and 8,000-10,000 (under 60)',
    dayValue: (day) => day.tracker?.steps,
    score: (steps) => clamp01(steps / 8000),
    summary: (steps) => `You walked ${countOf(steps, 'step', 'steps', 0)} a day on average; aim for 8,000.`,
    goal: 'Walk 8,000 steps a day',
    tips: [
      'Take phone calls on foot.',
      'Get off the bus one stop early or park farther away.',
      'Take the stairs instead of the lift.',
    ],
    markers: ['TG', 'HDL', 'GLU', 'HBA1C'],
  },
  {
    id: 'sleepQuality',
    name: 'Sleep quality',
    weight: 2,
    period: 'day',
    journalQuestion: 'sleepQuality',
    target: 'Sleep rated 5 of 5 (1 scores 0, linear in between)',
    guidance: 'National Sleep Foundation sleep quality recommendations (Ohayon et al., Sleep Health 2017)',
    dayValue: (day) => day.journal?.sleepQuality,
    score: (rating) => clamp01((rating - 1) / 4),
    summary: (rating) => `You rated your sleep ${formatAmount(rating)} out of 5 on average.`,
    goal: 'Sleep more soundly',
    tips: [
      'Avoid caffeine after 2 p.m.',
      'Get daylight within an hour of waking up.',
      'Finish your last meal 2 to 3 hours before bed.',
    ],
    markers: ['CORTISOL', 'HSCRP', 'GLU'],
  },
  {
    id: 'vegetables',
    name: 'Vegetables',
    weight: 2,
    period: 'day',
    journalQuestion: 'vegetableServings',
    target: '3 servings of vegetables a day',
    guidance:
      'WHO: at least 400 g (5 portions) of fruit and vegetables a day; Dietary Guidelines for Americans 2020-2025',
    dayValue: (day) => day.journal?.vegetableServings,
    score: (servings) => clamp01(servings / 3),
    summary: (servings) =>
      `You ate ${countOf(servings, 'serving', 'servings')} of vegetables a day on average; aim for 3.`,
    goal: 'Eat 3 servings of vegetables a day',
    tips: [
      'Fill half your plate with vegetables.',
      'Keep cut vegetables ready in the fridge for snacks.',
      'Add a handful of greens to soups, eggs or pasta.',
    ],
    markers: ['LDL', 'HSCRP', 'FOLATE', 'MG', 'K'],
  },
  {
    id: 'alcohol',
    name: 'Alcohol',
    weight: 2,
    period: 'day',
    journalQuestion: 'alcoholDrinks',
    target: 'None; each drink costs a quarter of the day, four (a binge) cost all of it',
    guidance:
      'Dietary Guidelines for Americans: at most 1 (women) / 2 (men) drinks a day; NIAAA binge = 4 (women) / 5 (men) drinks',
    dayValue: (day) => day.journal?.alcoholDrinks,
    score: (drinks) => 1 - clamp01(drinks / 4),
    summary: (drinks) =>
      `You had ${countOf(drinks, 'alcoholic drink', 'alcoholic drinks')} a day on average; keep to 1 or fewer.`,
    goal: 'Keep alcohol to 1 drink a day or less',
    tips: [
      'Plan alcohol-free days each week.',
      'Alternate every drink with a glass of water.',
      'Choose smaller glasses or lower-alcohol drinks.',
    ],
    markers: ['GGT', 'ALT', 'AST', 'TG', 'MCV'],
  },
  {
    id: 'stress',
    name: 'Stress',
    weight: 2,
    period: 'day',
    journalQuestion: 'stress',
    target: 'Stress rated 1 of 5 (5 scores 0, linear in between)',
    guidance:
      'APA Stress in America; chronic stress raises cortisol and inflammation (Cohen et al., PNAS 2012)',
    dayValue: (day) => day.journal?.stress,
    score: (rating) => clamp01((5 - rating) / 4),
    summary: (rating) => `You rated your stress ${formatAmount(rating)} out of 5 on average.`,
    goal: 'Lower your daily stress',
    tips: [
      'Take five slow breaths before each meeting or meal.',
      'Step outside for a 10-minute walk when tension builds.',
      "Write down tomorrow's to-do list before you stop for the day.",
    ],
    markers: ['CORTISOL', 'HSCRP', 'GLU', 'DHEAS'],
  },
  {
    id: 'sugaryDrinks',
    name: 'Sugary drinks',
    weight: 1,
    period: 'day',
    journalQuestion: 'sugaryDrinks',
    target: 'None (one drink scores 0.5, two or more 0)',
    guidance: 'AHA: added sugar at most 25 g (women) / 36 g (men) a day; one 12-oz soda holds about 39 g',
    dayValue: (day) => day.journal?.sugaryDrinks,
    score: (drinks) => 1 - clamp01(drinks / 2),
    summary: (drinks) =>
      `You had ${countOf(drinks, 'sugary drink', 'sugary drinks')} a day on average; aim for none.`,
    goal: 'Swap sugary drinks for water',
    tips: [
      'Try sparkling water with citrus or mint.',
      'Keep soda out of the house and off your desk.',
      'Ask for unsweetened coffee and tea.',
    ],
    markers: ['TG', 'HBA1C', 'GLU', 'INSULIN', 'ALT'],
  },
  {
    id: 'meditation',
    name: 'Meditation',
    weight: 1,
    period: 'day',
    journalQuestion: 'meditationMinutes',
    target: '10 minutes a day',
    guidance: 'Meditation programs reduce anxiety and stress (Goyal et al., JAMA Intern Med 2014)',
    dayValue: (day) => day.journal?.meditationMinutes,
    score: (minutes) => clamp01(minutes / 10),
    summary: (minutes) =>
      `You meditated ${countOf(minutes, 'minute', 'minutes', 0)} a day on average; aim for 10.`,
    goal: 'Meditate 10 minutes a day',
    tips: [
      'Start with 3 minutes right after you wake up.',
      'Follow a guided session from an app or video.',
      'Tie it to a daily routine such as your morning coffee.',
    ],
    markers: ['CORTISOL', 'HSCRP'],
  },
  {
    id: 'screenTime',
    name: 'Screens before bed',
    weight: 1,
    period: 'day',
    journalQuestion: 'screenMinutesBeforeBed',
    target: 'No screens in the hour before bed (a full hour scores 0, linear in between)',
    guidance: 'AASM: switch off electronic devices at least 30 minutes, ideally an hour, before bed',
    dayValue: (day) => day.journal?.screenMinutesBeforeBed,
    score: (minutes) => 1 - clamp01(minutes / 60),
    summary: (minutes) =>
      `You spent ${countOf(minutes, 'minute', 'minutes', 0)} on screens in the hour before bed on average; aim for none.`,
    goal: 'Put screens away an hour before bed',
    tips: [
      'Charge your phone outside the bedroom.',
      'Swap scrolling for a paper book.',
      "Turn on your device's bedtime mode.",
    ],
    markers: ['CORTISOL', 'GLU'],
  },
  {
    id: 'strength',
    name: 'Strength training',
    weight: 1,
    period: 'week',
    journalQuestion: 'strengthTraining',
    target: 'Muscle-strengthening exercise on 2 days a week',
    guidance: 'WHO 2020: muscle-strengthening activity on 2 or more days a week',
    dayValue: (day) =>
      day.journal?.strengthTraining === undefined ? undefined : day.journal.strengthTraining ? 1 : 0,
    score: (days) => clamp01(days / 2),
    summary: (days) =>
      `You did strength training on about ${countOf(days, 'day', 'days', 0)} this week; aim for 2.`,
    goal: 'Do strength training 2 days a week',
    tips: [
      'Do squats, push-ups and lunges at home: no gym needed.',
      'Fix two strength days in your weekly calendar.',
      'Carry your groceries and take the stairs with purpose.',
    ],
    markers: ['HBA1C', 'GLU', 'TESTO', 'HDL'],
  },
  {
    id: 'water',
    name: 'Water',
    weight: 1,
    period: 'day',
    journalQuestion: 'waterGlasses',
    target: '8 glasses of water a day',
    guidance:
      'National Academies: total water 2.7 L (women) / 3.7 L (men) a day, about 80 % of it from drinks',
    dayValue: (day) => day.journal?.waterGlasses,
    score: (glasses) => clamp01(glasses / 8),
    summary: (glasses) =>
      `You drank ${countOf(glasses, 'glass', 'glasses')} of water a day on average; aim for 8.`,
    goal: 'Drink 8 glasses of water a day',
    tips: [
      'Keep a refillable bottle within reach.',
      'Drink a glass with every meal.',
      'Set reminders for mid-morning and mid-afternoon.',
    ],
    markers: ['BUN', 'NA', 'CREAT'],
  },
];

export function habitById(id: HabitId): HabitDefinition {
  const habit = HABITS.find((candidate) => candidate.id === id);
  if (!habit) throw new RangeError(`unknown habit ${id}`);
  return habit;
}
