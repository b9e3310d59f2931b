import type { LifestyleField } from '../../../../contract/nutrition';

export interface LifestyleReferenceSeed {
  field: LifestyleField;
  name: string;
  description: string | null;
  kind: 'choice' | 'number' | 'time';
  unit: string | null;
  min: number | null;
  max: number | null;
  step: number | null;
  options: { value: string; name: string }[];
}

/**
 * How each lifestyle answer of spec 000 §7.6 is asked and its valid range. Resting heart rate and
 * body fat take their limits from the physio markers RHR and BFP (one range per measurement).
 */
export const lifestyleReferenceCatalogue: readonly LifestyleReferenceSeed[] = [
  {
    field: 'smokingStatus',
    name: 'Smoking',
    description: 'Cigarettes, cigars, pipes or vaping nicotine.',
    kind: 'choice',
    unit: null,
    min: null,
    max: null,
    step: null,
    options: [
      { value: 'never', name: 'I have never smoked' },
      { value: 'former', name: 'I used to smoke' },
      { value: 'current', name: 'I smoke now' },
    ],
  },
  {
    field: 'dailySunExposure',
    name: 'Time in daylight',
    description: 'Minutes a day outdoors in daylight, on average.',
    kind: 'number',
    unit: 'min',
    min: 0,
    max: 720,
    step: 1,
    options: [],
  },
  {
    field: 'weightGoal',
    name: 'Weight goal',
    description: 'What you want your weight to do over the coming months.',
    kind: 'choice',
    unit: null,
    min: null,
    max: null,
    step: null,
    options: [
      { value: 'lose', name: 'Lose weight' },
      { value: 'maintain', name: 'Keep my weight' },
      { value: 'gain', name: 'Gain weight or muscle' },
    ],
  },
  {
    field: 'restingHeartRate',
    name: 'Resting heart rate',
    description: 'Beats a minute, measured sitting quietly, for example first thing in the morning.',
    kind: 'number',
    unit: 'bpm',
    min: null,
    max: null,
    step: 1,
    options: [],
  },
  {
    field: 'bodyFatPercent',
    name: 'Body fat',
    description: 'From a smart scale, a DEXA scan or calipers.',
    kind: 'number',
    unit: '%',
    min: null,
    max: null,
    step: 0.1,
    options: [],
  },
  {
    field: 'wakeUpTime',
    name: 'Wake-up time',
    description: 'On a usual workday.',
    kind: 'time',
    unit: null,
    min: null,
    max: null,
    step: null,
    options: [],
  },
  {
    field: 'sleepDuration',
    name: 'Sleep',
    description: 'Hours of sleep on a usual night.',
    kind: 'number',
    unit: 'h',
    min: 2,
    max: 16,
    step: 0.25,
    options: [],
  },
];
