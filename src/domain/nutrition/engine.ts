import type { CustomerPreferences, MarkerReading, NutritionCatalogue } from './catalogue';

// spec 000 §7.6: the personal plan. From the newest graded results, the customer's diets, foods,
// supplements, medications, sports and lifestyle answers, rank foods, supplements (with dosage),
// exercise and lifestyle actions. Every item names the customer's own markers it answers and why;
// what the customer cannot or will not follow is left out with a reason, never silently.
// The result is structurally the contract's NutritionPlan (src/contract/nutrition.ts).

export interface PlanMarker {
  abbr: string;
  name: string;
  value: number;
  unit: string;
  state: number;
  stateLabel: string;
  direction: 'low' | 'high';
}

interface PlanItemBase {
  markers: string[];
  why: string;
  rankReason: string;
  evidence: string;
  caution: string | null;
  score: number;
}

export interface PlanFood extends PlanItemBase {
  id: number;
  name: string;
  group: string;
  serving: string;
  currentFrequency: string | null;
}

export interface PlanSupplement extends PlanItemBase {
  name: string;
  title: string;
  dosage: { name: string; title: string };
  nsfCertified: boolean;
  alreadyTaking: boolean;
}

export interface PlanExercise extends PlanItemBase {
  categoryId: number;
  name: string;
  description: string;
  sports: { id: number; name: string; yours: boolean }[];
}

export interface PlanLifestyle extends PlanItemBase {
  id: number;
  title: string;
  description: string;
}

export interface PlanExclusion {
  kind: 'food' | 'supplement' | 'exercise' | 'lifestyle';
  name: string;
  reason: string;
}

export interface Plan {
  state: 'plan' | 'all-optimal' | 'no-results';
  testedAt: string | null;
  markers: PlanMarker[];
  foods: PlanFood[];
  foodsByMarker: { markerAbbr: string; foodIds: number[] }[];
  supplements: PlanSupplement[];
  exercise: PlanExercise[];
  lifestyle: PlanLifestyle[];
  excluded: PlanExclusion[];
  notices: string[];
}

export interface PlanInput {
  /** The newest reading of each marker (any order); states already computed from the customer's ranges. */
  readings: readonly MarkerReading[];
  preferences: CustomerPreferences;
  catalogue: NutritionCatalogue;
  /** Words of the food frequency scale, by times a week (for `currentFrequency`). */
  frequencyName: (timesPerWeek: number) => string | null;
}

/** STUB (issue 15): replaced by the engine. */
export function buildPlan(input: PlanInput): Plan {
  const dated = input.readings.map((r) => r.testedAt).sort();
  return {
    state: input.readings.length ? 'plan' : 'no-results',
    testedAt: dated.at(-1) ?? null,
    markers: [],
    foods: [],
    foodsByMarker: [],
    supplements: [],
    exercise: [],
    lifestyle: [],
    excluded: [],
    notices: [],
  };
}
