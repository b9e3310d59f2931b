import { z } from 'zod';
import { choice, ids, optionId } from './onboarding';
import { line, sent } from './text';

// spec 000 §2.3 /customer/nutrition, §3 (Supplement, dosage entry, Exercise, Sport, Onboarding
// data), §6 (the nutrition permission), §7.6 (the 30 calls). Shapes the spec does not show are
// ours: docs/decisions/nutrition.md. Every save answers the recomputed plan, so the screen re-ranks
// with one round trip.
export { nutritionPaths } from './nutrition-paths';

/** The 403 `code` of a nutrition call for a customer whose plan has no nutrition (DNA-only, no permission). */
export const NUTRITION_NOT_INCLUDED = 'NUTRITION_NOT_INCLUDED';
export const NUTRITION_NOT_INCLUDED_MESSAGE =
  'Nutrition guidance needs blood results: your plan does not include it.';

// ── Lifestyle answers ────────────────────────────────────────────────────────

/** spec 000 §7.6: the seven lifestyle answers, each with its own `…-post {value}` call. */
export const lifestyleFields = [
  'smokingStatus',
  'dailySunExposure',
  'weightGoal',
  'restingHeartRate',
  'bodyFatPercent',
  'wakeUpTime',
  'sleepDuration',
] as const;
export type LifestyleField = (typeof lifestyleFields)[number];

/** The path segment of each field's `POST /api/pages/lifestyle/<slug>-post`. */
export const lifestyleSlugs: Readonly<Record<LifestyleField, string>> = {
  smokingStatus: 'smoking-status',
  dailySunExposure: 'daily-sun-exposure',
  weightGoal: 'weight-goal',
  restingHeartRate: 'rhr',
  bodyFatPercent: 'body-fat-percent',
  wakeUpTime: 'wake-up-time',
  sleepDuration: 'sleep-duration',
};
export const lifestyleValuePath = (field: LifestyleField) =>
  `/api/pages/lifestyle/${lifestyleSlugs[field]}-post`;

/** A lifestyle answer: an option code, a number in the reference's unit, "HH:MM", or null to clear. */
export const lifestyleValue = z.union([line(20), z.number(), z.null()], 'Enter a value');
export type LifestyleValue = z.infer<typeof lifestyleValue>;

/** GET /api/pages/lifestyle: every answer, null while not given. */
export const lifestyleAnswers = z.object({
  smokingStatus: z.enum(['never', 'former', 'current']).nullable(),
  dailySunExposure: z.number().nullable(),
  weightGoal: z.enum(['lose', 'maintain', 'gain']).nullable(),
  restingHeartRate: z.number().nullable(),
  bodyFatPercent: z.number().nullable(),
  wakeUpTime: sent().nullable(),
  sleepDuration: z.number().nullable(),
});
export type LifestyleAnswersResponse = z.infer<typeof lifestyleAnswers>;

/**
 * GET lifestyleReferences: how each answer is asked and its valid range (seeded; RHR and body fat
 * share the questionnaire's physio-marker limits).
 */
export const lifestyleReference = z.object({
  field: z.enum(lifestyleFields),
  name: sent(),
  description: sent().nullable(),
  kind: z.enum(['choice', 'number', 'time']),
  unit: sent().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  step: z.number().nullable(),
  options: z.array(z.object({ value: sent(), name: sent() })),
});
export type LifestyleReference = z.infer<typeof lifestyleReference>;
export const lifestyleReferencesResponse = z.array(lifestyleReference);

/** POST …/<slug>-post. */
export const lifestyleValueRequest = z.object({ value: lifestyleValue });
export type LifestyleValueRequest = z.infer<typeof lifestyleValueRequest>;
/** POST lifestylePost: any of the answers at once; fields left out keep their value. */
export const lifestylePostRequest = z.strictObject(
  Object.fromEntries(lifestyleFields.map((f) => [f, lifestyleValue.optional()])) as Record<
    LifestyleField,
    z.ZodOptional<typeof lifestyleValue>
  >,
  'Send the lifestyle answers',
);
export type LifestylePostRequest = z.infer<typeof lifestylePostRequest>;

// ── Diet ─────────────────────────────────────────────────────────────────────

/** GET diets: the dietary constraints (vegan, allergies…) and the customer's. */
export const dietsResponse = z.object({ options: z.array(choice), diets: z.array(z.number().int()) });
export type DietsResponse = z.infer<typeof dietsResponse>;
export const dietsPostRequest = z.object({ diets: ids(20, 'Choose your diets') });
export type DietsPostRequest = z.infer<typeof dietsPostRequest>;

export const nutritionFood = z.object({
  id: z.number().int(),
  code: sent(),
  name: sent(),
  group: sent(),
  serving: sent(),
  /** The questionnaire food it belongs to. */
  categoryId: z.number().int(),
  tags: z.array(sent()),
});
export type NutritionFood = z.infer<typeof nutritionFood>;

/** A food's answer as the plan uses it: its own, else its questionnaire food's (`fromQuestionnaire`). */
export const foodAnswer = z.object({
  foodId: z.number().int(),
  frequencyId: z.number().int().nullable(),
  omitted: z.boolean(),
  fromQuestionnaire: z.boolean(),
});
export type FoodAnswer = z.infer<typeof foodAnswer>;

/** GET foods: the catalogue's foods, the frequency scale and the customer's answers. */
export const foodsResponse = z.object({
  foods: z.array(nutritionFood),
  frequencies: z.array(choice.extend({ timesPerWeek: z.number() })),
  answers: z.array(foodAnswer),
});
export type FoodsResponse = z.infer<typeof foodsResponse>;

/** POST foods-post: replaces the customer's own food answers (a frequency each, or omitted). */
export const nutritionFoodsPostRequest = z.object({
  frequencies: z
    .array(z.object({ foodId: optionId, frequencyId: optionId }), 'Rate the foods')
    .max(300)
    .refine((list) => new Set(list.map((f) => f.foodId)).size === list.length, 'Each food once'),
  omittedFoodIds: ids(300, 'List the foods you never eat').optional().default([]),
});
export type NutritionFoodsPostRequest = z.input<typeof nutritionFoodsPostRequest>;

/** GET beverages: the questionnaire's beverages and scale, and the customer's answers. */
export const nutritionBeveragesResponse = z.object({
  beverages: z.array(choice),
  frequencies: z.array(choice.extend({ servingsPerDay: z.number() })),
  frequenciesByBeverage: z.array(z.object({ beverageId: z.number().int(), frequencyId: z.number().int() })),
});
export type NutritionBeveragesResponse = z.infer<typeof nutritionBeveragesResponse>;
// POST beverages-post takes the questionnaire's body: `beveragesPostRequest` of contract/onboarding.

// ── Supplements ──────────────────────────────────────────────────────────────

export const dosageOption = z.object({ name: sent(), title: sent() });
export const supplementInfo = z.object({
  name: sent(),
  title: sent(),
  description: sent(),
  nsfCertified: z.boolean(),
  dosages: z.array(dosageOption),
  defaultDosage: sent(),
});
export type SupplementInfo = z.infer<typeof supplementInfo>;

/** spec 000 §3 dosage entry: a supplement the customer takes, with its dosage when given. */
export const dosageEntry = z.object({ name: sent(), dosage: sent().nullable() });
export type DosageEntry = z.infer<typeof dosageEntry>;

/** GET supplements: the catalogue and the customer's supplement answers. */
export const supplementsResponse = z.object({
  supplements: z.array(supplementInfo),
  willingToTake: z.boolean().nullable(),
  nsfOnly: z.boolean(),
  current: z.array(dosageEntry),
});
export type SupplementsResponse = z.infer<typeof supplementsResponse>;
/** GET dosage: what the customer takes, with dosages. */
export const dosageResponse = z.object({ supplements: z.array(dosageEntry) });
export type DosageResponse = z.infer<typeof dosageResponse>;

const supplementName = line(60, 'Choose a supplement').min(1, 'Choose a supplement');
const unique =
  <T>(key: (item: T) => string | number) =>
  (list: readonly T[]) =>
    new Set(list.map(key)).size === list.length;

/** POST supplements-post: the supplements the customer takes now (dosages of those kept are kept). */
export const supplementsPostRequest = z.object({
  supplements: z
    .array(supplementName, 'List the supplements you take')
    .max(40, 'Choose at most 40')
    .refine(
      unique((n: string) => n),
      'Each supplement once',
    ),
});
export type SupplementsPostRequest = z.infer<typeof supplementsPostRequest>;
/** POST dosage-post: the supplements the customer takes now, each with its dosage (replaces the list). */
export const dosagePostRequest = z.object({
  supplements: z
    .array(
      z.object({
        name: supplementName,
        dosage: line(60, 'Choose a dosage').nullable(),
      }),
      'List the supplements you take',
    )
    .max(40, 'Choose at most 40')
    .refine(
      unique((s: { name: string }) => s.name),
      'Each supplement once',
    ),
});
export type DosagePostRequest = z.infer<typeof dosagePostRequest>;

/** `{ value }` of willing-to-take-post, nsf-post and trying-to-lose-weight. */
export const flagRequest = z.object({ value: z.boolean('Answer yes or no') });
export type FlagRequest = z.infer<typeof flagRequest>;
export const flagResponse = z.object({ value: z.boolean() });
export type FlagResponse = z.infer<typeof flagResponse>;

/** GET profile/supplements/medications: the medications asked about and the customer's. */
export const medicationsResponse = z.object({
  options: z.array(choice),
  medications: z.array(z.number().int()),
});
export type MedicationsResponse = z.infer<typeof medicationsResponse>;
export const medicationsPutRequest = z.object({ medications: ids(40, 'Choose your medications') });
export type MedicationsPutRequest = z.infer<typeof medicationsPutRequest>;

// ── Exercise ─────────────────────────────────────────────────────────────────

/** GET sport-categories: the four exercise categories (spec 000 §3). */
export const sportCategory = choice;
export const sportCategoriesResponse = z.array(sportCategory);
/** GET sports: spec 000 §3 Sport `{ id, exercise }` (the category id), with its name. */
export const sportInfo = z.object({
  id: z.number().int(),
  code: sent(),
  name: sent(),
  exercise: z.number().int(),
});
export type SportInfo = z.infer<typeof sportInfo>;
export const sportsResponse = z.array(sportInfo);
/** spec 000 §3 Exercise `{ sport_id }`: a sport the customer does. */
export const exercise = z.object({ sport_id: optionId });
export const exercisesResponse = z.object({ exercises: z.array(z.object({ sport_id: z.number().int() })) });
export type ExercisesResponse = z.infer<typeof exercisesResponse>;
export const exercisesPostRequest = z.object({
  exercises: z
    .array(exercise, 'Choose your sports')
    .max(40, 'Choose at most 40')
    .refine(
      unique((e: { sport_id: number }) => e.sport_id),
      'Each sport once',
    ),
});
export type ExercisesPostRequest = z.infer<typeof exercisesPostRequest>;

// ── The plan ─────────────────────────────────────────────────────────────────

/** One of the customer's own not-optimal results an item answers: value, unit and zone words. */
export const planMarker = z.object({
  abbr: sent(),
  name: sent(),
  value: z.number(),
  unit: sent(),
  state: z.number().int(),
  /** The status label of src/domain/marker-status.ts ("Normal (above optimal)"). */
  stateLabel: sent(),
  direction: z.enum(['low', 'high']),
});
export type PlanMarker = z.infer<typeof planMarker>;

const planItem = {
  /** The customer's markers it targets (abbreviations of `NutritionPlan.markers`), worst first. */
  markers: z.array(sent()),
  /** Why it is here, in the customer's terms: "Your LDL is High (162 mg/dL) …". */
  why: sent(),
  /** Why it ranks where it does (higher: more or worse markers, fits what you eat/do). */
  rankReason: sent(),
  evidence: sent(),
  /** Shown with the item when it is suggested with care (e.g. vitamin K foods with warfarin). */
  caution: sent().nullable(),
  score: z.number(),
};

export const planFood = z.object({
  id: z.number().int(),
  name: sent(),
  group: sent(),
  serving: sent(),
  /** How often the customer eats it now, in the scale's words; null when unknown. */
  currentFrequency: sent().nullable(),
  ...planItem,
});
export type PlanFood = z.infer<typeof planFood>;

export const planSupplement = z.object({
  name: sent(),
  title: sent(),
  dosage: dosageOption,
  nsfCertified: z.boolean(),
  alreadyTaking: z.boolean(),
  ...planItem,
});
export type PlanSupplement = z.infer<typeof planSupplement>;

export const planExercise = z.object({
  categoryId: z.number().int(),
  name: sent(),
  description: sent(),
  /** The customer's own sports in the category first (`yours`), else a few to try. */
  sports: z.array(z.object({ id: z.number().int(), name: sent(), yours: z.boolean() })),
  ...planItem,
});
export type PlanExercise = z.infer<typeof planExercise>;

export const planLifestyle = z.object({
  id: z.number().int(),
  title: sent(),
  description: sent(),
  ...planItem,
});
export type PlanLifestyle = z.infer<typeof planLifestyle>;

/** An item left out, and why ("Contains fish: you follow a vegan diet"). Never silently dropped. */
export const planExclusion = z.object({
  kind: z.enum(['food', 'supplement', 'exercise', 'lifestyle']),
  name: sent(),
  reason: sent(),
});
export type PlanExclusion = z.infer<typeof planExclusion>;

export const planStates = ['plan', 'all-optimal', 'no-results'] as const;

/** GET plan (and the answer of every save of §7.6). */
export const nutritionPlan = z.object({
  /** `no-results`: no blood results yet; `all-optimal`: every tested marker is optimal. */
  state: z.enum(planStates),
  /** The newest draw the plan reads, YYYY-MM-DD; null without results. */
  testedAt: sent().nullable(),
  /** The customer's not-optimal markers the plan addresses, worst first. */
  markers: z.array(planMarker),
  foods: z.array(planFood),
  /** The food list grouped by the marker each food helps most, in `markers` order. */
  foodsByMarker: z.array(z.object({ markerAbbr: sent(), foodIds: z.array(z.number().int()) })),
  supplements: z.array(planSupplement),
  exercise: z.array(planExercise),
  lifestyle: z.array(planLifestyle),
  excluded: z.array(planExclusion),
  /** Plan-wide notes: "You'd rather not take supplements, so none are suggested." */
  notices: z.array(sent()),
});
export type NutritionPlan = z.infer<typeof nutritionPlan>;
