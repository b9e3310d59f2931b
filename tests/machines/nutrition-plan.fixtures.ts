import type { LoadedSection } from '../../machines/nutrition-plan.machine';
import { nutritionPlanMachine } from '../../machines/nutrition-plan.machine';
import type { NutritionPlan, PlanFood } from '../../src/contract/nutrition';
import type { ModelSpec } from '../model/harness';
import { apiError } from './support';

const food = (id: number, name: string, group: string, marker: string, extra: Partial<PlanFood> = {}) =>
  ({
    id,
    name,
    group,
    serving: '1 serving',
    currentFrequency: null,
    markers: [marker],
    why: `Helps your ${marker}.`,
    rankReason: `Ranked for your ${marker}.`,
    evidence: `Evidence for ${name}.`,
    caution: null,
    score: 10 - id / 10,
    ...extra,
  }) satisfies PlanFood;

/** A plan like active@'s: high LDL and low vitamin D, foods, a supplement, exercise and lifestyle. */
export const planOf = (overrides: Partial<NutritionPlan> = {}): NutritionPlan => ({
  state: 'plan',
  testedAt: '2026-10-14',
  markers: [
    {
      abbr: 'LDL',
      name: 'LDL cholesterol',
      value: 142,
      unit: 'mg/dL',
      state: 3,
      stateLabel: 'Borderline high',
      direction: 'high',
    },
    {
      abbr: 'VITD',
      name: 'Vitamin D',
      value: 21,
      unit: 'ng/mL',
      state: -2,
      stateLabel: 'Near normal (low)',
      direction: 'low',
    },
  ],
  foods: [
    food(1, 'Lentils', 'Legumes', 'LDL', { currentFrequency: 'Once a week' }),
    food(2, 'Salmon', 'Fish and seafood', 'VITD', {
      caution: 'Rich in vitamin K? No — but check with your doctor if you take warfarin.',
    }),
    food(3, 'Oats', 'Grains', 'LDL'),
    food(4, 'Greek yogurt, plain', 'Dairy', 'VITD'),
  ],
  foodsByMarker: [
    { markerAbbr: 'LDL', foodIds: [1, 3] },
    { markerAbbr: 'VITD', foodIds: [2, 4] },
  ],
  supplements: [
    {
      name: 'vitamin-d3',
      title: 'Vitamin D3',
      dosage: { name: '2000iu', title: '2,000 IU a day' },
      nsfCertified: true,
      alreadyTaking: true,
      markers: ['VITD'],
      why: 'Your vitamin D (21 ng/mL) is Near normal (low).',
      rankReason: 'Targets your lowest marker.',
      evidence: 'Trials show D3 raises 25(OH)D.',
      caution: null,
      score: 9,
    },
  ],
  exercise: [
    {
      categoryId: 1,
      name: 'Cardio',
      description: 'Raise your heart rate.',
      sports: [
        { id: 11, name: 'Running', yours: true },
        { id: 12, name: 'Cycling', yours: false },
      ],
      markers: ['LDL'],
      why: 'Aerobic exercise lowers LDL.',
      rankReason: 'You already run.',
      evidence: 'Meta-analyses of aerobic training.',
      caution: null,
      score: 8,
    },
  ],
  lifestyle: [
    {
      id: 1,
      title: 'Get daylight',
      description: 'Twenty minutes outside most days.',
      markers: ['VITD'],
      why: 'Sun makes vitamin D.',
      rankReason: 'You get little sun.',
      evidence: 'Skin synthesis of D3.',
      caution: null,
      score: 7,
    },
  ],
  excluded: [
    { kind: 'food', name: 'Spinach', reason: 'Rich in vitamin K: you take warfarin' },
    { kind: 'supplement', name: 'Fish oil', reason: 'Not NSF certified' },
  ],
  notices: ['Foods you never eat are left out.'],
  ...overrides,
});

export const plans = {
  plan: planOf(),
  vegan: planOf({
    foods: planOf().foods.filter((f) => f.id === 1 || f.id === 3),
    foodsByMarker: [{ markerAbbr: 'LDL', foodIds: [1, 3] }],
    supplements: [],
    notices: ['You’d rather not take supplements, so none are suggested.'],
  }),
  allOptimal: planOf({
    state: 'all-optimal',
    markers: [],
    foods: [],
    foodsByMarker: [],
    supplements: [],
    exercise: [],
    lifestyle: [],
    excluded: [],
    notices: [],
  }),
  noResults: planOf({
    state: 'no-results',
    testedAt: null,
    markers: [],
    foods: [],
    foodsByMarker: [],
    supplements: [],
    exercise: [],
    lifestyle: [],
    excluded: [],
    notices: [],
  }),
} satisfies Record<string, NutritionPlan>;

export const dietSection: LoadedSection = {
  section: 'diet',
  data: {
    options: [
      { id: 1, code: 'vegan', name: 'Vegan', description: 'No animal foods' },
      { id: 2, code: 'vegetarian', name: 'Vegetarian', description: null },
    ],
    diets: [],
  },
};

export const offline = apiError(0, { error: 'We could not reach the server. Check your connection.' });
export const forbidden = apiError(403, { error: 'Nutrition is not part of your plan.' });
export const badDiets = apiError(400, {
  error: 'Check the fields marked',
  issues: [{ path: 'diets.0', message: 'Choose a diet from the list' }],
});

/** The model of the machine's model test. */
export const nutritionPlanModel: ModelSpec<typeof nutritionPlanMachine> = {
  name: 'nutritionPlan',
  machine: nutritionPlanMachine,
  events: {
    'editor.open': [{ type: 'editor.open', section: 'diet' }],
    'editor.save': [
      { type: 'editor.save', request: { section: 'diet', changes: { diets: [1] } } },
      // a save for another editor than the open one is refused
      { type: 'editor.save', request: { section: 'exercise', changes: { exercises: [] } } },
    ],
  },
  actors: {
    fetchPlan: { outputs: [plans.plan], errors: [offline, forbidden] },
    loadSection: { outputs: [dietSection], errors: [offline] },
    saveSection: { outputs: [plans.vegan], errors: [badDiets, offline] },
  },
  project: ({ context }) => ({
    section: context.section,
    loaded: context.loaded !== null,
    plan: context.plan === null ? null : context.plan.foods.length,
  }),
};
