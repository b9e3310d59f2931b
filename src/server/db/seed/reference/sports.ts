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
    description:
      'Short hard efforts with recovery in between: interval sessions and stop-start sports such as football, tennis and squash.',
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
  { id: 11, code: 'hiking', name: 'Hiking', categoryId: 1 },
  { id: 12, code: 'elliptical', name: 'Elliptical trainer', categoryId: 1 },
  { id: 13, code: 'rowing', name: 'Rowing, steady', categoryId: 1 },
  { id: 14, code: 'cross-country-skiing', name: 'Cross-country skiing', categoryId: 1 },
  { id: 15, code: 'dancing', name: 'Dancing', categoryId: 1 },
  { id: 16, code: 'nordic-walking', name: 'Nordic walking', categoryId: 1 },
  { id: 17, code: 'water-aerobics', name: 'Water aerobics', categoryId: 1 },
  { id: 18, code: 'stair-climbing', name: 'Stair climbing', categoryId: 1 },
  { id: 19, code: 'inline-skating', name: 'Inline skating', categoryId: 1 },
  { id: 20, code: 'kettlebells', name: 'Kettlebell training', categoryId: 2 },
  { id: 21, code: 'resistance-bands', name: 'Resistance bands', categoryId: 2 },
  { id: 22, code: 'weight-machines', name: 'Gym weight machines', categoryId: 2 },
  { id: 23, code: 'powerlifting', name: 'Powerlifting', categoryId: 2 },
  { id: 24, code: 'climbing', name: 'Climbing and bouldering', categoryId: 2 },
  { id: 25, code: 'suspension-training', name: 'Suspension training (TRX)', categoryId: 2 },
  { id: 26, code: 'calisthenics', name: 'Calisthenics', categoryId: 2 },
  { id: 27, code: 'pilates', name: 'Pilates', categoryId: 3 },
  { id: 28, code: 'stretching', name: 'Stretching', categoryId: 3 },
  { id: 29, code: 'qigong', name: 'Qigong', categoryId: 3 },
  { id: 30, code: 'barre', name: 'Barre', categoryId: 3 },
  { id: 31, code: 'mobility', name: 'Mobility and foam rolling', categoryId: 3 },
  { id: 32, code: 'balance-training', name: 'Balance training', categoryId: 3 },
  { id: 33, code: 'spinning', name: 'Indoor cycling classes', categoryId: 4 },
  { id: 34, code: 'circuit-training', name: 'Circuit training', categoryId: 4 },
  { id: 35, code: 'sprint-intervals', name: 'Sprint intervals', categoryId: 4 },
  { id: 36, code: 'crossfit', name: 'CrossFit-style workouts', categoryId: 4 },
  { id: 37, code: 'boxing', name: 'Boxing and kickboxing', categoryId: 4 },
  { id: 38, code: 'martial-arts', name: 'Martial arts', categoryId: 4 },
  { id: 39, code: 'football', name: 'Football (soccer)', categoryId: 4 },
  { id: 40, code: 'basketball', name: 'Basketball', categoryId: 4 },
  { id: 41, code: 'tennis', name: 'Tennis', categoryId: 4 },
  { id: 42, code: 'squash-badminton', name: 'Squash and badminton', categoryId: 4 },
  { id: 43, code: 'jump-rope', name: 'Jump rope intervals', categoryId: 4 },
];
