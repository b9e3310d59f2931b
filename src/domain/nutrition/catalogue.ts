import type { OptimizationState } from '../blood-range';

// spec 000 §3 (Supplement, dosage entry, Exercise, Sport, the four exercise categories) and §7.6.
// The shapes of the seeded guidance catalogues and of a customer's preferences, as the plan engine
// (engine.ts) reads them. The server loads them from the database; tests build them by hand.

/** Which side of optimal a marker must move from: a food for `high` LDL lowers it. */
export type Direction = 'low' | 'high';

/** Markers an item helps, and on which side of optimal they must be for it to help. */
export type MarkerTargets = Readonly<Record<string, Direction>>;

/**
 * What a food or supplement contains or is, for the diet and allergy filters (diets.ts). Animal
 * origin is spelled out so a vegan, a vegetarian and a pescatarian filter exactly what they avoid.
 */
export const FOOD_TAGS = [
  'meat',
  'pork',
  'poultry',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'honey',
  'gelatin',
  /** Wool grease, the usual source of vitamin D3: not vegan (a lichen D3 is). */
  'lanolin',
  'gluten',
  'tree-nut',
  'peanut',
  'soy',
  'sesame',
  'high-carb',
  'high-fodmap',
  'high-sodium',
  'alcohol',
] as const;
export type FoodTag = (typeof FOOD_TAGS)[number];

/** Nutrients per serving the catalogue records (what the food is for, shown on the card). */
export const NUTRIENTS = {
  fiberG: { name: 'Fibre', unit: 'g' },
  proteinG: { name: 'Protein', unit: 'g' },
  omega3G: { name: 'Omega-3 (EPA+DHA+ALA)', unit: 'g' },
  saturatedFatG: { name: 'Saturated fat', unit: 'g' },
  addedSugarG: { name: 'Added sugar', unit: 'g' },
  vitaminDIu: { name: 'Vitamin D', unit: 'IU' },
  vitaminKUg: { name: 'Vitamin K', unit: 'µg' },
  vitaminCMg: { name: 'Vitamin C', unit: 'mg' },
  vitaminB12Ug: { name: 'Vitamin B12', unit: 'µg' },
  folateUg: { name: 'Folate', unit: 'µg DFE' },
  ironMg: { name: 'Iron', unit: 'mg' },
  magnesiumMg: { name: 'Magnesium', unit: 'mg' },
  potassiumMg: { name: 'Potassium', unit: 'mg' },
  calciumMg: { name: 'Calcium', unit: 'mg' },
  zincMg: { name: 'Zinc', unit: 'mg' },
  seleniumUg: { name: 'Selenium', unit: 'µg' },
  sodiumMg: { name: 'Sodium', unit: 'mg' },
} as const;
export type Nutrient = keyof typeof NUTRIENTS;
export type Nutrients = Readonly<Partial<Record<Nutrient, number>>>;

/**
 * A known interaction with a medication (by its catalogue code). `avoid`: never suggested to a
 * customer who takes it (left out with the note as the reason); `caution`: suggested with the note.
 */
export interface Interaction {
  medication: string;
  effect: 'avoid' | 'caution';
  note: string;
}

export interface FoodItem {
  id: number;
  code: string;
  name: string;
  /** The group the screen lists it under (the questionnaire's food groups). */
  group: string;
  /** The questionnaire food (onboarding option of kind `food`) it belongs to: its frequency answer is this food's default. */
  categoryId: number;
  /** One serving, in words: "1 cup cooked (185 g)". */
  serving: string;
  tags: readonly FoodTag[];
  nutrients: Nutrients;
  markers: MarkerTargets;
  /** Why it helps those markers, with the source: shown as the evidence note. */
  evidence: string;
  interactions: readonly Interaction[];
}

export interface Dosage {
  name: string;
  title: string;
}

export interface SupplementItem {
  id: number;
  /** spec 000 §3 Supplement `name`: the stable key a dosage entry names. */
  name: string;
  title: string;
  description: string;
  nsfCertified: boolean;
  dosages: readonly Dosage[];
  /** The dosage suggested when the customer does not take it yet: one of `dosages`. */
  defaultDosage: string;
  /** Animal origin or allergens (fish oil: `fish`; gelatin capsules: `gelatin`). */
  tags: readonly FoodTag[];
  markers: MarkerTargets;
  evidence: string;
  interactions: readonly Interaction[];
  /** Only for this sex (e.g. none today); undefined for all. */
  forSex?: 'male' | 'female';
}

export interface SportCategory {
  id: number;
  code: string;
  name: string;
  description: string;
  markers: MarkerTargets;
  evidence: string;
}

export interface Sport {
  id: number;
  code: string;
  name: string;
  /** spec 000 §3 Sport `exercise`: its category id. */
  categoryId: number;
}

/** A condition on the customer's lifestyle answers under which a lifestyle action applies. */
export const LIFESTYLE_CONDITIONS = [
  'smoker',
  'short-sleep',
  'little-sun',
  'wants-weight-loss',
  'drinks-alcohol',
  'high-resting-heart-rate',
  'high-body-fat',
] as const;
export type LifestyleCondition = (typeof LIFESTYLE_CONDITIONS)[number];

export interface LifestyleAction {
  id: number;
  title: string;
  description: string;
  markers: MarkerTargets;
  /** The source of the advice, when the catalogue records one (the plan shows '' otherwise). */
  evidence?: string;
  /** Shown only when the condition holds or is unknown; left out when the answers say it does not. */
  when?: LifestyleCondition;
}

export interface Medication {
  id: number;
  code: string;
  name: string;
  description: string | null;
}

export interface NutritionCatalogue {
  foods: readonly FoodItem[];
  supplements: readonly SupplementItem[];
  sportCategories: readonly SportCategory[];
  sports: readonly Sport[];
  lifestyleActions: readonly LifestyleAction[];
  medications: readonly Medication[];
}

// ── The customer ─────────────────────────────────────────────────────────────

/** The newest reading of a marker, with the catalogue's words for it. */
export interface MarkerReading {
  abbr: string;
  name: string;
  value: number;
  unit: string;
  state: OptimizationState;
  testedAt: string;
}

export const SMOKING_STATUSES = ['never', 'former', 'current'] as const;
export type SmokingStatus = (typeof SMOKING_STATUSES)[number];
export const WEIGHT_GOALS = ['lose', 'maintain', 'gain'] as const;
export type WeightGoal = (typeof WEIGHT_GOALS)[number];

/** spec 000 §7.6 lifestyle: each answer, null while not given. */
export interface LifestyleAnswers {
  smokingStatus: SmokingStatus | null;
  /** Minutes a day in daylight. */
  dailySunExposure: number | null;
  weightGoal: WeightGoal | null;
  /** Resting heart rate, beats a minute (the questionnaire's RHR physio marker). */
  restingHeartRate: number | null;
  /** Body fat, % (the questionnaire's BFP physio marker). */
  bodyFatPercent: number | null;
  /** "HH:MM", 24-hour. */
  wakeUpTime: string | null;
  /** Hours a night. */
  sleepDuration: number | null;
}

/** How often the customer eats a food: its own answer, else its questionnaire food's. */
export interface FoodHabit {
  /** Times a week; null when not known. */
  timesPerWeek: number | null;
  /** The customer never eats it (an omitted food). */
  omitted: boolean;
}

export interface CustomerPreferences {
  sex: 'male' | 'female' | null;
  /** Whole years at the plan's date; null when the birth date is unknown. */
  age: number | null;
  /** Codes of the dietary constraints (questionnaire kind `dietary_constraint`). */
  diets: readonly string[];
  /** By food id; foods without an entry are unknown. */
  foods: ReadonlyMap<number, FoodHabit>;
  /** Servings a day by beverage code (questionnaire kind `beverage`). */
  beverages: ReadonlyMap<string, number>;
  /** null: not answered yet (supplements are then suggested, with a prompt to say). */
  willingToTakeSupplements: boolean | null;
  nsfOnly: boolean;
  /** What the customer takes now, by supplement name, with the dosage name when given. */
  currentSupplements: readonly { name: string; dosage: string | null }[];
  /** Medication codes (the nutrition medications catalogue). */
  medications: readonly string[];
  /** From the questionnaire's GLP-1 step. */
  takesGlp1: boolean;
  lifestyle: LifestyleAnswers;
  /** Sport ids the customer does. */
  sports: readonly number[];
}
