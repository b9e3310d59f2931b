import type {
  CustomerPreferences,
  FoodItem,
  LifestyleAction,
  MarkerReading,
  NutritionCatalogue,
  SupplementItem,
} from '../../src/domain/nutrition/catalogue';
import type { PlanInput } from '../../src/domain/nutrition/engine';

// A small catalogue built by hand, so every score in the engine tests can be checked on paper.
// Severity weights of the readings below: APOB 4, LDL 3, VITD 3, TG 2, B12 1 (HDL optimal, TSH 7).

export const readings: MarkerReading[] = [
  { abbr: 'LDL', name: 'LDL cholesterol', value: 142, unit: 'mg/dL', state: 3, testedAt: '2026-10-01' },
  { abbr: 'APOB', name: 'ApoB', value: 131, unit: 'mg/dL', state: 4, testedAt: '2026-10-01' },
  { abbr: 'VITD', name: 'Vitamin D', value: 18, unit: 'ng/mL', state: -3, testedAt: '2026-10-01' },
  { abbr: 'TG', name: 'Triglycerides', value: 180, unit: 'mg/dL', state: 2, testedAt: '2026-09-12' },
  { abbr: 'B12', name: 'Vitamin B12', value: 250, unit: 'pg/mL', state: -1, testedAt: '2026-10-01' },
  { abbr: 'HDL', name: 'HDL cholesterol', value: 55, unit: 'mg/dL', state: 0, testedAt: '2026-10-01' },
  { abbr: 'TSH', name: 'TSH', value: Number.NaN, unit: 'µIU/mL', state: 7, testedAt: '2026-10-03' },
];

const food = (f: Partial<FoodItem> & Pick<FoodItem, 'id' | 'code' | 'name' | 'markers'>): FoodItem => ({
  group: 'Protein',
  categoryId: 1,
  serving: '1 serving',
  tags: [],
  nutrients: {},
  evidence: `${f.name}: evidence.`,
  interactions: [],
  ...f,
});

export const foods: FoodItem[] = [
  food({ id: 1, code: 'oats', name: 'Oats', group: 'Grains', markers: { LDL: 'high', APOB: 'high' } }),
  food({
    id: 2,
    code: 'salmon',
    name: 'Salmon',
    tags: ['fish'],
    nutrients: { proteinG: 31 },
    markers: { TG: 'high', VITD: 'low', B12: 'low', HDL: 'low' },
  }),
  food({
    id: 3,
    code: 'spinach',
    name: 'Spinach',
    group: 'Vegetables',
    markers: { LDL: 'high' },
    interactions: [{ medication: 'warfarin', effect: 'caution', note: 'Keep your vitamin K intake steady.' }],
  }),
  food({
    id: 4,
    code: 'eggs',
    name: 'Eggs',
    tags: ['egg'],
    nutrients: { proteinG: 12.6 },
    markers: { B12: 'low', VITD: 'low' },
  }),
  food({
    id: 5,
    code: 'almonds',
    name: 'Almonds',
    tags: ['tree-nut'],
    markers: { LDL: 'high', APOB: 'high' },
  }),
  food({
    id: 6,
    code: 'lentils',
    name: 'Lentils',
    tags: ['high-fodmap'],
    nutrients: { proteinG: 18 },
    markers: { LDL: 'high', TG: 'high' },
  }),
  food({ id: 7, code: 'milk', name: 'Milk', tags: ['dairy'], markers: { VITD: 'low', B12: 'low' } }),
  food({
    id: 8,
    code: 'chicken',
    name: 'Chicken',
    tags: ['poultry'],
    nutrients: { proteinG: 30 },
    markers: { B12: 'low' },
  }),
  food({ id: 9, code: 'shrimp', name: 'Shrimp', tags: ['shellfish'], markers: { B12: 'low' } }),
  // Matches none of the markers: never a candidate, so never reported as excluded.
  food({ id: 10, code: 'bacon', name: 'Bacon', tags: ['pork', 'high-sodium'], markers: { ALB: 'low' } }),
  food({
    id: 11,
    code: 'tofu',
    name: 'Tofu',
    tags: ['soy'],
    nutrients: { proteinG: 15 },
    markers: { LDL: 'high' },
  }),
  food({ id: 12, code: 'mushrooms', name: 'UV mushrooms', group: 'Vegetables', markers: { VITD: 'low' } }),
  food({
    id: 13,
    code: 'grapefruit',
    name: 'Grapefruit',
    group: 'Fruit',
    // LDL is high, not low: a marker on the other side does not match.
    markers: { LDL: 'high', B12: 'high' },
    interactions: [{ medication: 'statin', effect: 'avoid', note: 'Grapefruit raises statin levels.' }],
  }),
];

const supplement = (
  s: Partial<SupplementItem> & Pick<SupplementItem, 'id' | 'name' | 'title' | 'markers'>,
): SupplementItem => ({
  description: `${s.title}.`,
  nsfCertified: true,
  dosages: [{ name: 'one', title: 'One a day' }],
  defaultDosage: 'one',
  tags: [],
  evidence: `${s.title}: evidence.`,
  interactions: [],
  ...s,
});

export const supplements: SupplementItem[] = [
  supplement({
    id: 1,
    name: 'vitamin-d3',
    title: 'Vitamin D3',
    tags: ['lanolin'],
    dosages: [
      { name: '1000-iu', title: '1,000 IU a day' },
      { name: '2000-iu', title: '2,000 IU a day' },
    ],
    defaultDosage: '2000-iu',
    markers: { VITD: 'low' },
  }),
  supplement({
    id: 2,
    name: 'vegan-d3',
    title: 'Vegan vitamin D3',
    nsfCertified: false,
    markers: { VITD: 'low' },
  }),
  supplement({
    id: 3,
    name: 'fish-oil',
    title: 'Fish oil',
    tags: ['fish'],
    markers: { TG: 'high' },
    interactions: [
      { medication: 'warfarin', effect: 'caution', note: 'Ask before taking it with warfarin.' },
    ],
  }),
  supplement({
    id: 4,
    name: 'algae-omega-3',
    title: 'Algae omega-3',
    nsfCertified: false,
    markers: { TG: 'high' },
  }),
  supplement({
    id: 5,
    name: 'vitamin-k2',
    title: 'Vitamin K2',
    nsfCertified: false,
    markers: { VITD: 'low' },
    interactions: [{ medication: 'warfarin', effect: 'avoid', note: 'Vitamin K counteracts warfarin.' }],
  }),
  supplement({ id: 6, name: 'vitamin-b12', title: 'Vitamin B12', markers: { B12: 'low' } }),
  supplement({
    id: 7,
    name: 'myo-inositol',
    title: 'Myo-inositol',
    nsfCertified: false,
    markers: { TG: 'high' },
    forSex: 'female',
  }),
  supplement({
    id: 8,
    name: 'psyllium',
    title: 'Psyllium',
    nsfCertified: false,
    markers: { LDL: 'high', APOB: 'high' },
  }),
  supplement({ id: 9, name: 'zinc', title: 'Zinc', markers: { TESTO: 'low' } }),
];

const action = (a: LifestyleAction): LifestyleAction => a;
export const lifestyleActions: LifestyleAction[] = [
  action({
    id: 101,
    title: 'Stop smoking',
    description: 'd',
    markers: { LDL: 'high', APOB: 'high' },
    when: 'smoker',
  }),
  action({ id: 102, title: 'Sleep 7 hours', description: 'd', markers: { TG: 'high' }, when: 'short-sleep' }),
  action({ id: 103, title: 'Get daylight', description: 'd', markers: { VITD: 'low' }, when: 'little-sun' }),
  action({ id: 104, title: 'Drink less', description: 'd', markers: { TG: 'high' }, when: 'drinks-alcohol' }),
  action({
    id: 105,
    title: 'Walk after meals',
    description: 'd',
    markers: { TG: 'high' },
    evidence: 'A 10-minute walk after meals lowers the glucose peak.',
  }),
  action({
    id: 106,
    title: 'Lose 5 %',
    description: 'd',
    markers: { LDL: 'high' },
    when: 'wants-weight-loss',
  }),
  action({
    id: 107,
    title: 'Train your heart',
    description: 'd',
    markers: { LDL: 'high' },
    when: 'high-resting-heart-rate',
  }),
  action({
    id: 108,
    title: 'Lose body fat',
    description: 'd',
    markers: { TG: 'high' },
    when: 'high-body-fat',
  }),
];

export const catalogue: NutritionCatalogue = {
  foods,
  supplements,
  sportCategories: [
    {
      id: 1,
      code: 'aerobic',
      name: 'Aerobic',
      description: 'd',
      markers: { TG: 'high', LDL: 'high' },
      evidence: 'e1',
    },
    {
      id: 2,
      code: 'strength',
      name: 'Strength',
      description: 'd',
      markers: { GLU: 'high', TG: 'high' },
      evidence: 'e2',
    },
    {
      id: 3,
      code: 'mind-body',
      name: 'Mind-body',
      description: 'd',
      markers: { CORTISOL: 'high' },
      evidence: 'e3',
    },
  ],
  sports: [
    { id: 1, code: 'walking', name: 'Brisk walking', categoryId: 1 },
    { id: 2, code: 'running', name: 'Running', categoryId: 1 },
    { id: 3, code: 'cycling', name: 'Cycling', categoryId: 1 },
    { id: 4, code: 'swimming', name: 'Swimming', categoryId: 1 },
    { id: 5, code: 'weights', name: 'Weightlifting', categoryId: 2 },
    { id: 6, code: 'yoga', name: 'Yoga', categoryId: 3 },
  ],
  lifestyleActions,
  medications: [
    { id: 1, code: 'warfarin', name: 'Warfarin', description: null },
    { id: 2, code: 'statin', name: 'A statin', description: null },
    { id: 3, code: 'metformin', name: 'Metformin', description: null },
  ],
};

export const preferences: CustomerPreferences = {
  sex: 'male',
  age: 45,
  diets: [],
  foods: new Map(),
  beverages: new Map(),
  willingToTakeSupplements: true,
  nsfOnly: false,
  currentSupplements: [],
  medications: [],
  takesGlp1: false,
  lifestyle: {
    smokingStatus: null,
    dailySunExposure: null,
    weightGoal: null,
    restingHeartRate: null,
    bodyFatPercent: null,
    wakeUpTime: null,
    sleepDuration: null,
  },
  sports: [],
};

const FREQUENCY_WORDS: [number, string][] = [
  [0, 'Never'],
  [0.5, 'Less than once a week'],
  [7, 'Every day'],
];
export const frequencyName = (timesPerWeek: number) =>
  FREQUENCY_WORDS.find(([t]) => t === timesPerWeek)?.[1] ?? null;

/** The fixed input, with some preferences changed. */
export function inputWith(
  changes: Partial<CustomerPreferences> = {},
  lifestyle: Partial<CustomerPreferences['lifestyle']> = {},
): PlanInput {
  return {
    readings,
    catalogue,
    frequencyName,
    preferences: { ...preferences, ...changes, lifestyle: { ...preferences.lifestyle, ...lifestyle } },
  };
}
