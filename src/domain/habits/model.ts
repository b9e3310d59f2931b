import type { IsoDate } from './dates';

/** A 1-5 answer: 1 is the low end of the question's scale, 5 the high end. */
export type Likert = 1 | 2 | 3 | 4 | 5;

/**
 * Answers to the daily journal, one optional field per question: a question the customer skipped
 * that day is absent, never 0.
 */
export interface JournalAnswers {
  sleepQuality?: Likert;
  exercise?: { exercised: boolean; minutes: number };
  vegetableServings?: number;
  sugaryDrinks?: number;
  alcoholDrinks?: number;
  stress?: Likert;
  meditationMinutes?: number;
  screenMinutesBeforeBed?: number;
  strengthTraining?: boolean;
  waterGlasses?: number;
}

export type JournalQuestionId = keyof JournalAnswers;

/** Minutes in heart-rate zones 1-5 (50-60, 60-70, 70-80, 80-90, 90-100 % of maximum heart rate). */
export type HeartRateZoneMinutes = [number, number, number, number, number];

/** What a wearable reports for a day; a measure the tracker did not record is absent. */
export interface TrackerMeasures {
  steps?: number;
  sleepHours?: number;
  restingHeartRate?: number;
  zoneMinutes?: HeartRateZoneMinutes;
}

export interface HabitDay {
  date: IsoDate;
  journal?: JournalAnswers;
  tracker?: TrackerMeasures;
}

export type AnswerSpec =
  | { kind: 'scale'; min: 1; max: 5; minLabel: string; maxLabel: string }
  | { kind: 'count'; unit: string; max: number }
  | { kind: 'minutes'; max: number }
  | { kind: 'yesNo' }
  | { kind: 'yesNoMinutes'; max: number };

export interface JournalQuestion {
  id: JournalQuestionId;
  text: string;
  answer: AnswerSpec;
}

/** The daily journal: one question per habit the journal feeds, in the order the journal asks them. */
export const JOURNAL_QUESTIONS: readonly JournalQuestion[] = [
  {
    id: 'sleepQuality',
    text: 'How well did you sleep last night?',
    answer: { kind: 'scale', min: 1, max: 5, minLabel: 'Very poorly', maxLabel: 'Very well' },
  },
  {
    id: 'exercise',
    text: 'Did you exercise today? For how many minutes?',
    answer: { kind: 'yesNoMinutes', max: 600 },
  },
  {
    id: 'vegetableServings',
    text: 'How many servings of vegetables did you eat today?',
    answer: { kind: 'count', unit: 'servings', max: 20 },
  },
  {
    id: 'sugaryDrinks',
    text: 'How many sugary drinks (soda, juice, sweetened coffee) did you have today?',
    answer: { kind: 'count', unit: 'drinks', max: 20 },
  },
  {
    id: 'alcoholDrinks',
    text: 'How many alcoholic drinks did you have today?',
    answer: { kind: 'count', unit: 'drinks', max: 30 },
  },
  {
    id: 'stress',
    text: 'How stressed did you feel today?',
    answer: { kind: 'scale', min: 1, max: 5, minLabel: 'Not at all', maxLabel: 'Extremely' },
  },
  {
    id: 'meditationMinutes',
    text: 'How many minutes did you meditate or do breathing exercises today?',
    answer: { kind: 'minutes', max: 600 },
  },
  {
    id: 'screenMinutesBeforeBed',
    text: 'In the hour before bed, how many minutes did you spend on screens?',
    answer: { kind: 'minutes', max: 60 },
  },
  {
    id: 'strengthTraining',
    text: 'Did you do muscle-strengthening exercise today?',
    answer: { kind: 'yesNo' },
  },
  {
    id: 'waterGlasses',
    text: 'How many glasses of water did you drink today?',
    answer: { kind: 'count', unit: 'glasses', max: 40 },
  },
];

export const JOURNAL_QUESTION_IDS: readonly JournalQuestionId[] = JOURNAL_QUESTIONS.map((q) => q.id);

/** Keeps only the answers to the customer's own questions: other answers never count. */
export function answersTo(
  journal: JournalAnswers | undefined,
  questions: ReadonlySet<JournalQuestionId>,
): JournalAnswers | undefined {
  if (!journal) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [id, answer] of Object.entries(journal)) {
    if (answer !== undefined && questions.has(id as JournalQuestionId)) kept[id] = answer;
  }
  return Object.keys(kept).length ? kept : undefined;
}
