import type { Sport, SportCategory } from '../../../../domain/nutrition/catalogue';

/**
 * The four exercise categories (spec 000 §3) and at least 40 sports. Ids are what customers'
 * exercises store: never reuse one. Marker links from the evidence notes' sources.
 */
export const sportCategoryCatalogue: readonly SportCategory[] = [
  {
    id: 1,
    code: 'aerobic',
    name: 'Aerobic and endurance',
    description: 'Walking, running, cycling, swimming: moving steadily for 20 minutes or more.',
    markers: { TG: 'high', HDL: 'low', GLU: 'high', HBA1C: 'high', INSULIN: 'high', HSCRP: 'high' },
    evidence:
      '150 minutes a week of moderate aerobic exercise lowers triglycerides and HbA1c and raises HDL (2018 Physical Activity Guidelines Advisory Committee report).',
  },
  {
    id: 2,
    code: 'strength',
    name: 'Strength and resistance',
    description: 'Weights, bands or body weight, two or three times a week.',
    markers: { GLU: 'high', HBA1C: 'high', INSULIN: 'high', TESTO: 'low' },
    evidence:
      'Resistance training improves insulin sensitivity and HbA1c independently of weight loss (meta-analysis, Sports Med 2019).',
  },
  {
    id: 3,
    code: 'flexibility-balance',
    name: 'Flexibility, balance and mind-body',
    description: 'Yoga, tai chi, Pilates and stretching.',
    markers: { CORTISOL: 'high', HSCRP: 'high' },
    evidence:
      'Yoga and tai chi lower perceived stress and, in several trials, cortisol and CRP (meta-analysis, Psychoneuroendocrinology 2017).',
  },
  {
    id: 4,
    code: 'interval',
    name: 'High-intensity intervals',
    description: 'Short hard efforts with recovery in between.',
    markers: { GLU: 'high', INSULIN: 'high', HDL: 'low', TG: 'high' },
    evidence:
      'Interval training improves insulin resistance and fitness at least as well as steady exercise in less time (meta-analysis, Obes Rev 2015).',
  },
];

export const sportCatalogue: readonly Sport[] = [
  { id: 1, code: 'walking', name: 'Brisk walking', categoryId: 1 },
  { id: 2, code: 'running', name: 'Running', categoryId: 1 },
  { id: 3, code: 'cycling', name: 'Cycling', categoryId: 1 },
  { id: 4, code: 'swimming', name: 'Swimming', categoryId: 1 },
  { id: 5, code: 'weightlifting', name: 'Weightlifting', categoryId: 2 },
  { id: 6, code: 'bodyweight', name: 'Body-weight training', categoryId: 2 },
  { id: 7, code: 'yoga', name: 'Yoga', categoryId: 3 },
  { id: 8, code: 'tai-chi', name: 'Tai chi', categoryId: 3 },
  { id: 9, code: 'hiit', name: 'HIIT classes', categoryId: 4 },
  { id: 10, code: 'rowing-intervals', name: 'Rowing intervals', categoryId: 4 },
];
