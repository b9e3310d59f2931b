import type { UnitConversion } from '../../../../domain/unit-conversion';
import type { ForGender } from '../../schema';

export interface PhysioMarkerSeed {
  id: number;
  abbr: string;
  name: string;
  unit: string;
  units: UnitConversion[];
  minValue: number;
  maxValue: number;
  derived: boolean;
}

const inchToCm: UnitConversion = { unit: 'cm', factor: 2.54, offset: 0 };

/** Body measurements of the profile and onboarding, in US units with their metric conversion. */
export const physioMarkerCatalogue = [
  {
    id: 1,
    abbr: 'HEIGHT',
    name: 'Height',
    unit: 'in',
    units: [inchToCm],
    minValue: 36,
    maxValue: 96,
    derived: false,
  },
  {
    id: 2,
    abbr: 'WEIGHT',
    name: 'Weight',
    unit: 'lb',
    units: [{ unit: 'kg', factor: 0.45359237, offset: 0 }],
    minValue: 50,
    maxValue: 700,
    derived: false,
  },
  {
    id: 3,
    abbr: 'WAIST',
    name: 'Waist circumference',
    unit: 'in',
    units: [inchToCm],
    minValue: 15,
    maxValue: 80,
    derived: false,
  },
  {
    id: 4,
    abbr: 'HIP',
    name: 'Hip circumference',
    unit: 'in',
    units: [inchToCm],
    minValue: 20,
    maxValue: 90,
    derived: false,
  },
  {
    id: 5,
    abbr: 'RHR',
    name: 'Resting heart rate',
    unit: 'bpm',
    units: [],
    minValue: 25,
    maxValue: 220,
    derived: false,
  },
  { id: 6, abbr: 'BFP', name: 'Body fat', unit: '%', units: [], minValue: 2, maxValue: 75, derived: false },
  {
    id: 7,
    abbr: 'BMI',
    name: 'Body mass index',
    unit: 'kg/m²',
    units: [],
    minValue: 10,
    maxValue: 90,
    derived: true,
  },
  {
    id: 8,
    abbr: 'WHR',
    name: 'Waist-to-hip ratio',
    unit: 'ratio',
    units: [],
    minValue: 0.4,
    maxValue: 2,
    derived: true,
  },
  {
    id: 9,
    abbr: 'SBP',
    name: 'Systolic blood pressure',
    unit: 'mmHg',
    units: [{ unit: 'kPa', factor: 0.133322, offset: 0 }],
    minValue: 60,
    maxValue: 260,
    derived: false,
  },
  {
    id: 10,
    abbr: 'DBP',
    name: 'Diastolic blood pressure',
    unit: 'mmHg',
    units: [{ unit: 'kPa', factor: 0.133322, offset: 0 }],
    minValue: 30,
    maxValue: 160,
    derived: false,
  },
] as const satisfies readonly PhysioMarkerSeed[];

type PhysioAbbr = (typeof physioMarkerCatalogue)[number]['abbr'];

export interface PhysioBandSeed {
  marker: PhysioAbbr;
  forGender: ForGender;
  label: string;
  /** Inclusive; null = open below. */
  min: number | null;
  /** Exclusive; null = open above. */
  max: number | null;
}

const bands = (
  marker: PhysioAbbr,
  forGender: ForGender,
  cuts: readonly number[],
  labels: readonly string[],
) =>
  labels.map((label, i): PhysioBandSeed => ({
    marker,
    forGender,
    label,
    min: i === 0 ? null : cuts[i - 1]!,
    max: i === labels.length - 1 ? null : cuts[i]!,
  }));

/**
 * Result bands of physio markers, ascending: each band runs from its cut (inclusive) to the next
 * (exclusive), as the guidelines define them ("18.5 to < 25").
 */
export const physioBandCatalogue: readonly PhysioBandSeed[] = [
  // WHO adult BMI classification
  ...bands(
    'BMI',
    'all',
    [18.5, 25, 30, 35, 40],
    [
      'Underweight',
      'Healthy weight',
      'Overweight',
      'Obesity class I',
      'Obesity class II',
      'Obesity class III',
    ],
  ),
  // WHO 2008 waist-to-hip ratio: substantially increased risk from 0.90 (men) and 0.85 (women)
  ...bands('WHR', 'male', [0.9, 1.0], ['Low risk', 'Increased risk', 'High risk']),
  ...bands('WHR', 'female', [0.8, 0.85], ['Low risk', 'Increased risk', 'High risk']),
  // AHA: 60–100 bpm is the normal adult resting rate; trained people sit lower
  ...bands('RHR', 'all', [60, 80, 101], ['Low (athletic)', 'Normal', 'High normal', 'High']),
  // ACE body-fat categories
  ...bands('BFP', 'male', [6, 14, 18, 25], ['Essential fat', 'Athletes', 'Fitness', 'Average', 'Obese']),
  ...bands('BFP', 'female', [14, 21, 25, 32], ['Essential fat', 'Athletes', 'Fitness', 'Average', 'Obese']),
  // ACC/AHA 2017 blood-pressure categories
  ...bands(
    'SBP',
    'all',
    [120, 130, 140, 180],
    ['Normal', 'Elevated', 'Hypertension stage 1', 'Hypertension stage 2', 'Hypertensive crisis'],
  ),
  ...bands(
    'DBP',
    'all',
    [80, 90, 120],
    ['Normal', 'Hypertension stage 1', 'Hypertension stage 2', 'Hypertensive crisis'],
  ),
];
