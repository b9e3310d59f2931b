import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountPaths } from '../../src/contract/account';
import { errorBody } from '../../src/contract/http';
import {
  beveragesReference,
  bodyAnswers,
  choicesResponse,
  dietAnswers,
  foodsAnswers,
  foodsReference,
  medicationsAnswers,
  onboardingPaths,
  stepSaved,
  takeoutAnswers,
  beveragesAnswers,
  type StepId,
  type StepSaved,
} from '../../src/contract/onboarding';
import { referenceCacheControl } from '../../src/contract/references';
import {
  customers,
  onboardingOptions,
  questionnaireAnswers,
  questionnaireBeverages,
  questionnaireDietaryConstraints,
  questionnaireFocusValues,
  questionnaireFoods,
  questionnaireMedications,
  questionnairePhysioValues,
} from '../../src/server/db/schema';
import { onboardingOptionCatalogue } from '../../src/server/db/seed/reference/onboarding-options';
import { physioMarkerCatalogue } from '../../src/server/db/seed/reference/physio-markers';
import { runSeeders } from '../../src/server/db/seed';
import { seeders } from '../../src/server/db/seed/registry';
import { createLogger } from '../../src/server/log';
import { hashPassword } from '../../src/server/services/crypto';
import { optionExists } from '../../src/server/services/questionnaire';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const PASSWORD = 'Questionnaire-test-1';
const P = onboardingPaths;

let t: TestApp;
const { api, logIn } = bearerCalls(() => t);
let serial = 0;

type State = 'PURCHASE' | 'REQUIRED_DETAILS' | 'ACCOUNT' | 'ONBOARDING_REQUIRED' | 'ACTIVE';
interface Who {
  id: number;
  token: string;
}

/** A fresh customer of this file in `state`, signed in (earlier steps are not walked: the state is set). */
async function fresh(state: State = 'ONBOARDING_REQUIRED', sex: 'male' | 'female' = 'male'): Promise<Who> {
  serial += 1;
  const email = `quest-${serial}@questionnaire.test`;
  const [row] = await t.database.db
    .insert(customers)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      activationState: state,
      firstName: 'Quinn',
      lastName: 'Tester',
      birthDate: '1985-04-02',
      sex,
    })
    .returning();
  return { id: row!.id, token: await logIn(email, PASSWORD) };
}

const marker = (abbr: string) => physioMarkerCatalogue.find((m) => m.abbr === abbr)!.id;
const HEIGHT = marker('HEIGHT');
const WEIGHT = marker('WEIGHT');
const WAIST = marker('WAIST');
const RHR = marker('RHR');
const BMI = marker('BMI');
const SBP = marker('SBP');
const option = (kind: keyof typeof onboardingOptionCatalogue, code: string) =>
  onboardingOptionCatalogue[kind].find((o) => o.code === code)!.id;

/** Everything the questionnaire's saves may change for a customer. */
async function stored(id: number) {
  const db = t.database.db;
  const [row] = await db
    .select({ h: customers.heightCm, w: customers.weightKg, waist: customers.waistCm, hip: customers.hipCm })
    .from(customers)
    .where(eq(customers.id, id));
  return {
    row,
    answers: await db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.customerId, id)),
    focus: await db
      .select()
      .from(questionnaireFocusValues)
      .where(eq(questionnaireFocusValues.customerId, id))
      .orderBy(questionnaireFocusValues.valueId),
    physio: await db
      .select()
      .from(questionnairePhysioValues)
      .where(eq(questionnairePhysioValues.customerId, id))
      .orderBy(questionnairePhysioValues.physioMarkerId),
    medications: await db
      .select()
      .from(questionnaireMedications)
      .where(eq(questionnaireMedications.customerId, id))
      .orderBy(questionnaireMedications.position),
    diet: await db
      .select()
      .from(questionnaireDietaryConstraints)
      .where(eq(questionnaireDietaryConstraints.customerId, id))
      .orderBy(questionnaireDietaryConstraints.constraintId),
    foods: await db
      .select()
      .from(questionnaireFoods)
      .where(eq(questionnaireFoods.customerId, id))
      .orderBy(questionnaireFoods.foodId),
    beverages: await db
      .select()
      .from(questionnaireBeverages)
      .where(eq(questionnaireBeverages.customerId, id))
      .orderBy(questionnaireBeverages.beverageId),
  };
}

async function json<T>(res: Response, status: number, schema: { parse(v: unknown): T }) {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return schema.parse(body);
}

const post = async (who: Who, path: string, body: unknown) =>
  json(await api('POST', path, who.token, body), 200, stepSaved);
const get = async <T>(who: Who, path: string, schema: { parse(v: unknown): T }) =>
  json(await api('GET', path, who.token), 200, schema);
const stateOf = (flow: StepSaved, step: StepId) => flow.steps.find((s) => s.id === step)?.state;

/** A 400 (or `status`) whose issues name exactly `paths`, and nothing stored for the customer. */
async function refused(who: Who, path: string, body: unknown, paths: string[], status = 400) {
  const before = await stored(who.id);
  const res = await api('POST', path, who.token, body);
  const error = await json(res, status, errorBody);
  if (status === 400)
    expect([...new Set(error.issues?.map((i) => i.path))].sort()).toEqual([...paths].sort());
  expect(await stored(who.id)).toEqual(before);
  return error;
}

const BODY = {
  markers: [
    { markerId: HEIGHT, value: 70 },
    { markerId: WEIGHT, value: 160 },
    { markerId: WAIST, value: 32 },
    { markerId: RHR, value: 58 },
  ],
  takesGlp1: true,
};
const MEDICATIONS = {
  medications: [
    {
      medicationId: option('glp1_medication', 'zepbound'),
      reasonId: option('glp1_reason', 'weight-management'),
      takingMethodId: option('glp1_taking_method', 'weekly-injection'),
      startedOn: '2026-03-01',
    },
  ],
};
const FOCUS = {
  goalId: option('focus_goal', 'live-longer'),
  valueIds: [option('focus_value', 'metabolism'), option('focus_value', 'heart-health')],
};
const FOODS = {
  frequencies: [
    { foodId: option('food', 'leafy-greens'), frequencyId: option('food_frequency', 'daily') },
    { foodId: option('food', 'red-meat'), frequencyId: option('food_frequency', 'one-two-weekly') },
  ],
  omittedFoodIds: [option('food', 'cheese')],
};
const BEVERAGES = {
  frequencies: [
    { beverageId: option('beverage', 'water'), frequencyId: option('beverage_frequency', 'six-plus-daily') },
    {
      beverageId: option('beverage', 'coffee'),
      frequencyId: option('beverage_frequency', 'two-three-daily'),
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
});
afterAll(async () => t?.close());
beforeEach(() => t.setNow(NOW));

describe('pick lists', () => {
  it('answers the GLP-1 lists to anyone, cacheable like the other public references', async () => {
    for (const path of [P.glpOneMedications, P.glpOneReasons, P.glpOneTakingMethods]) {
      const res = await api('GET', path);
      expect(res.headers.get('cache-control')).toBe(referenceCacheControl);
      const list = await json(res, 200, choicesResponse);
      expect(list.length, path).toBeGreaterThan(2);
    }
    const medications = await json(await api('GET', P.glpOneMedications), 200, choicesResponse);
    expect(medications.map((m) => m.code)).toEqual(
      expect.arrayContaining(['ozempic', 'wegovy', 'mounjaro', 'zepbound', 'trulicity']),
    );
  });

  it('answers the customer lists, in the seeded order, only to a signed-in customer', async () => {
    const who = await fresh('REQUIRED_DETAILS');
    for (const path of [
      P.whereDidYouHearAnswers,
      P.desiredFocusGoal,
      P.desiredFocusValues,
      P.dietaryConstraints,
      P.takeoutFrequencies,
    ]) {
      expect((await api('GET', path)).status, path).toBe(401);
      const list = await get(who, path, choicesResponse);
      expect(list.length, path).toBeGreaterThan(3);
    }
    const goals = await get(who, P.desiredFocusGoal, choicesResponse);
    expect(goals.map((g) => g.code)).toEqual(onboardingOptionCatalogue.focus_goal.map((g) => g.code));
    expect(goals[0]!.description).toMatch(/InnerAge/);
  });

  it('answers the foods by group with the frequency scale, and the beverages at both paths', async () => {
    const who = await fresh();
    expect((await api('GET', P.foodsReference)).status).toBe(401);
    const foods = await get(who, P.foodsReference, foodsReference);
    expect(foods.foods.length).toBeGreaterThanOrEqual(20);
    expect(new Set(foods.foods.map((f) => f.group))).toEqual(
      new Set(['Vegetables', 'Fruit', 'Grains', 'Protein', 'Dairy', 'Fats', 'Sweets']),
    );
    const perWeek = foods.frequencies.map((f) => f.timesPerWeek);
    expect(perWeek[0]).toBe(0);
    expect([...perWeek].sort((a, b) => a - b)).toEqual(perWeek);

    const beverages = await get(who, P.beverages, beveragesReference);
    expect(beverages.beverages.length).toBeGreaterThanOrEqual(8);
    expect(beverages.frequencies.map((f) => f.servingsPerDay)[0]).toBe(0);
    expect(await get(who, P.beveragesAlias, beveragesReference)).toEqual(beverages);
  });

  it('are seeded at every start without rewriting an unchanged row, and an edited row is put back', async () => {
    // xmin changes whenever PostgreSQL writes a new version of a row
    const versions = () =>
      t.database.db
        .select({ version: sql<string>`xmin::text` })
        .from(onboardingOptions)
        .orderBy(asc(onboardingOptions.kind), asc(onboardingOptions.id));
    const before = await versions();
    const ctx = { log: createLogger('silent'), now: new Date() };
    await runSeeders(t.database.db, seeders, ctx);
    expect(await versions()).toEqual(before);
    await t.database.db.execute(
      "update onboarding_options set name = 'Sodas' where kind = 'beverage' and code = 'soda'",
    );
    await runSeeders(t.database.db, seeders, ctx);
    const { beverages } = await get(await fresh(), P.beverages, beveragesReference);
    expect(beverages.find((b) => b.code === 'soda')?.name).toBe('Soda');
  });

  it('tells whether an id is one of a list, also for ids past the database’s integers', async () => {
    const db = t.database.db;
    expect(await optionExists(db, 'where_did_you_hear', option('where_did_you_hear', 'podcast'))).toBe(true);
    expect(await optionExists(db, 'where_did_you_hear', 999)).toBe(false);
    expect(await optionExists(db, 'glp1_reason', option('glp1_medication', 'other'))).toBe(false);
    expect(await optionExists(db, 'food', 2 ** 40)).toBe(false);
  });

  it('answers empty saved values to a customer who has saved nothing', async () => {
    const who = await fresh();
    expect(await get(who, P.physioMarkers, bodyAnswers)).toEqual({ markers: [], takesGlp1: null });
    expect(await get(who, P.medicationsStep, medicationsAnswers)).toEqual({ medications: [] });
    expect(await get(who, P.dietaryValues, dietAnswers)).toEqual({ constraints: [] });
    expect(await get(who, P.foodsValues, foodsAnswers)).toEqual({ frequencies: [], omittedFoodIds: [] });
    expect(await get(who, P.beveragesValues, beveragesAnswers)).toEqual({ frequencies: [] });
    expect(await get(who, P.beveragesValuesAlias, beveragesAnswers)).toEqual({ frequencies: [] });
    expect(await get(who, P.takeoutValues, takeoutAnswers)).toEqual({ takeoutFrequency: null });
    for (const path of [P.physioMarkers, P.medicationsStep, P.dietaryValues, P.foodsValues, P.takeoutValues])
      expect((await api('GET', path)).status, path).toBe(401);
  });
});

describe('desired focus', () => {
  it('saves a goal and its areas and answers the flow with the step done', async () => {
    const who = await fresh();
    const flow = await post(who, P.desiredFocusPost, FOCUS);
    expect(flow.answers.focus.goalId).toBe(FOCUS.goalId);
    // Answered in the list's order, not the order sent.
    expect(flow.answers.focus.valueIds).toEqual([...FOCUS.valueIds].sort((a, b) => a - b));
    expect(stateOf(flow, 'focus')).toBe('done');
  });

  it('refuses unknown ids and a bad body, naming each, and stores nothing', async () => {
    const who = await fresh();
    await refused(who, P.desiredFocusPost, { goalId: 999, valueIds: [1, 998, 997] }, [
      'goalId',
      'valueIds.1',
      'valueIds.2',
    ]);
    await refused(who, P.desiredFocusPost, { goalId: 2 ** 40, valueIds: [2 ** 35] }, [
      'goalId',
      'valueIds.0',
    ]);
    await refused(who, P.desiredFocusPost, { goalId: 1, valueIds: [] }, ['valueIds']);
    await refused(who, P.desiredFocusPost, { goalId: 'x', valueIds: [1, 2, 3, 4] }, ['goalId', 'valueIds']);
  });
});

describe('body', () => {
  it('saves measurements in each marker’s unit, mirrors the profile’s in SI, and reads them back', async () => {
    const who = await fresh();
    const flow = await post(who, P.physioMarkersPost, BODY);
    expect(flow.answers.body.takesGlp1).toBe(true);
    expect(flow.answers.body.markers).toEqual(BODY.markers);
    expect(stateOf(flow, 'body')).toBe('done');
    // The GLP-1 medication step now applies.
    expect(stateOf(flow, 'medications')).toBe('todo');
    expect(await get(who, P.physioMarkers, bodyAnswers)).toEqual({ markers: BODY.markers, takesGlp1: true });

    const { row } = await stored(who.id);
    expect(row!.h).toBeCloseTo(177.8, 2);
    expect(row!.w).toBeCloseTo(72.575, 3);
    expect(row!.waist).toBeCloseTo(81.28, 2);
    expect(row!.hip).toBeNull();
    const settings = (await (await api('GET', accountPaths.settings, who.token)).json()) as {
      heightCm: number;
      weightKg: number;
    };
    expect(settings.heightCm).toBeCloseTo(177.8, 2);
    expect(settings.weightKg).toBeCloseTo(72.575, 3);
  });

  it('shows a height changed on the account page in the body answers', async () => {
    const who = await fresh();
    await post(who, P.physioMarkersPostAlias, BODY);
    const res = await api('POST', accountPaths.heightPost, who.token, { value: 180, unit: 'cm' });
    expect(res.status).toBe(200);
    const body = await get(who, P.physioMarkers, bodyAnswers);
    expect(body.markers.find((m) => m.markerId === HEIGHT)?.value).toBeCloseTo(70.87, 2);
  });

  it('refuses unknown and derived markers, values out of range and a missing height or weight', async () => {
    const who = await fresh();
    const error = await refused(
      who,
      P.physioMarkersPost,
      {
        markers: [
          { markerId: 999, value: 1 },
          { markerId: BMI, value: 24 },
          { markerId: HEIGHT, value: 20 },
          { markerId: SBP, value: 400 },
        ],
        takesGlp1: false,
      },
      ['markers.0.markerId', 'markers.1.markerId', 'markers.2.value', 'markers.3.value', 'markers'],
    );
    const messages = error.issues!.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Enter your weight',
        'Enter a height between 36 and 96 in',
        expect.stringMatching(/^Body mass index is worked out/),
      ]),
    );
    await refused(who, P.physioMarkersPost, { markers: BODY.markers }, ['takesGlp1']);
    // The profile keeps waists from 40 cm: 15 in (38.1 cm) would not be stored as sent.
    await refused(
      who,
      P.physioMarkersPost,
      { ...BODY, markers: [...BODY.markers.slice(0, 2), { markerId: WAIST, value: 15 }] },
      ['markers.2.value'],
    );
  });

  it('replaces the previous measurements, and a “no” to GLP-1 clears the saved medications', async () => {
    const who = await fresh();
    await post(who, P.physioMarkersPost, BODY);
    await post(who, P.medicationsStep, MEDICATIONS);
    const flow = await post(who, P.physioMarkersPost, {
      markers: BODY.markers.slice(0, 2),
      takesGlp1: false,
    });
    expect(flow.answers.body.markers).toEqual(BODY.markers.slice(0, 2));
    expect(flow.answers.medications.medications).toEqual([]);
    expect(flow.steps.map((s) => s.id)).not.toContain('medications');
    const after = await stored(who.id);
    expect(after.physio).toEqual([]);
    expect(after.medications).toEqual([]);
    expect(after.row!.waist).toBeNull();
  });
});

describe('GLP-1 medications', () => {
  it('saves the medications of a customer who takes one', async () => {
    const who = await fresh();
    await post(who, P.physioMarkersPost, BODY);
    const flow = await post(who, P.medicationsStep, MEDICATIONS);
    expect(flow.answers.medications).toEqual(MEDICATIONS);
    expect(stateOf(flow, 'medications')).toBe('done');
    expect(await get(who, P.medicationsStep, medicationsAnswers)).toEqual(MEDICATIONS);
  });

  it('answers 409 to a customer who said no, or has not answered yet', async () => {
    const who = await fresh();
    const unanswered = await refused(who, P.medicationsStep, MEDICATIONS, [], 409);
    expect(unanswered.error).toMatch(/Answer whether you take a GLP-1 medication/);
    await post(who, P.physioMarkersPost, { ...BODY, takesGlp1: false });
    const no = await refused(who, P.medicationsStep, MEDICATIONS, [], 409);
    expect(no.error).toMatch(/You said you take no GLP-1 medication/);
  });

  it('refuses unknown ids, a medication twice and a start in the future, naming each', async () => {
    const who = await fresh();
    await post(who, P.physioMarkersPost, BODY);
    const good = MEDICATIONS.medications[0]!;
    await refused(
      who,
      P.medicationsStep,
      {
        medications: [
          { ...good, medicationId: 999, reasonId: 998 },
          { ...good, takingMethodId: 997, startedOn: '2027-01-01' },
          good,
        ],
      },
      [
        'medications.0.medicationId',
        'medications.0.reasonId',
        'medications.1.takingMethodId',
        'medications.1.startedOn',
        'medications.2.medicationId',
      ],
    );
    await refused(who, P.medicationsStep, { medications: [] }, ['medications']);
  });
});

describe('diet', () => {
  it('saves the constraints; an empty list means “none” and still finishes the step', async () => {
    const who = await fresh();
    const none = await post(who, P.dietaryConstraintsPost, { constraints: [] });
    expect(none.answers.diet).toEqual({ constraints: [] });
    expect(stateOf(none, 'diet')).toBe('done');
    const ids = [option('dietary_constraint', 'vegan'), option('dietary_constraint', 'gluten-free')];
    const flow = await post(who, P.dietaryConstraintsPost, { constraints: ids });
    expect(flow.answers.diet).toEqual({ constraints: [...ids].sort((a, b) => a - b) });
    expect(await get(who, P.dietaryValues, dietAnswers)).toEqual(flow.answers.diet);
  });

  it('refuses unknown ids and repeated ids', async () => {
    const who = await fresh();
    await refused(who, P.dietaryConstraintsPost, { constraints: [1, 999] }, ['constraints.1']);
    await refused(who, P.dietaryConstraintsPost, { constraints: [1, 1] }, ['constraints']);
    expect(await get(who, P.dietaryValues, dietAnswers)).toEqual({ constraints: [] });
  });
});

describe('foods, beverages and eating out', () => {
  it('saves food frequencies and omitted foods', async () => {
    const who = await fresh();
    const flow = await post(who, P.foodsPost, FOODS);
    expect(flow.answers.foods).toEqual(FOODS);
    expect(stateOf(flow, 'foods')).toBe('done');
    expect(await get(who, P.foodsValues, foodsAnswers)).toEqual(FOODS);
  });

  it('refuses a food both rated and omitted, and unknown foods and frequencies', async () => {
    const who = await fresh();
    const rated = FOODS.frequencies[0]!.foodId;
    await refused(
      who,
      P.foodsPost,
      {
        frequencies: [...FOODS.frequencies, { foodId: 999, frequencyId: 998 }],
        omittedFoodIds: [997, rated],
      },
      ['frequencies.2.foodId', 'frequencies.2.frequencyId', 'omittedFoodIds.0', 'omittedFoodIds.1'],
    );
    expect(await get(who, P.foodsValues, foodsAnswers)).toEqual({ frequencies: [], omittedFoodIds: [] });
  });

  it('saves beverages at both paths, replacing the previous answer', async () => {
    const who = await fresh();
    const first = await post(who, P.beveragesPost, BEVERAGES);
    expect(first.answers.beverages).toEqual(BEVERAGES);
    expect(stateOf(first, 'beverages')).toBe('done');
    const fewer = { frequencies: BEVERAGES.frequencies.slice(1) };
    const second = await post(who, P.beveragesPostAlias, fewer);
    expect(second.answers.beverages).toEqual(fewer);
    expect(await get(who, P.beveragesValuesAlias, beveragesAnswers)).toEqual(fewer);
    await refused(who, P.beveragesPost, { frequencies: [{ beverageId: 999, frequencyId: 1 }] }, [
      'frequencies.0.beverageId',
    ]);
  });

  it('saves how often the customer eats out', async () => {
    const who = await fresh();
    const weekly = option('takeout_frequency', 'weekly');
    const flow = await post(who, P.takeoutPost, { takeoutFrequency: weekly });
    expect(flow.answers.takeout).toEqual({ takeoutFrequency: weekly });
    expect(stateOf(flow, 'takeout')).toBe('done');
    expect(await get(who, P.takeoutValues, takeoutAnswers)).toEqual({ takeoutFrequency: weekly });
    await refused(who, P.takeoutPost, { takeoutFrequency: 999 }, ['takeoutFrequency']);
    await refused(who, P.takeoutPost, {}, ['takeoutFrequency']);
  });
});

describe('women’s health', () => {
  it('reads the profile’s answers into the flow and counts the step done once a stage is set', async () => {
    const who = await fresh('ONBOARDING_REQUIRED', 'female');
    const before = await post(who, P.takeoutPost, { takeoutFrequency: 1 });
    expect(stateOf(before, 'womens-health')).toBe('todo');
    const res = await api('PATCH', accountPaths.womanHealth, who.token, {
      reproductiveStageId: 1,
      contraceptionTypeId: 2,
    });
    expect(res.status).toBe(200);
    const flow = await post(who, P.takeoutPost, { takeoutFrequency: 1 });
    expect(flow.answers['womens-health']).toMatchObject({ reproductiveStageId: 1, contraceptionTypeId: 2 });
    expect(stateOf(flow, 'womens-health')).toBe('done');
  });
});

describe('every save', () => {
  const saves: [string, unknown][] = [
    [P.desiredFocusPost, FOCUS],
    [P.physioMarkersPost, BODY],
    [P.physioMarkersPostAlias, BODY],
    [P.medicationsStep, MEDICATIONS],
    [P.dietaryConstraintsPost, { constraints: [1] }],
    [P.foodsPost, FOODS],
    [P.beveragesPost, BEVERAGES],
    [P.beveragesPostAlias, BEVERAGES],
    [P.takeoutPost, { takeoutFrequency: 2 }],
  ];

  it('is refused with 409 before the customer reaches the questionnaire, storing nothing', async () => {
    for (const state of ['PURCHASE', 'REQUIRED_DETAILS', 'ACCOUNT'] as const) {
      const who = await fresh(state);
      for (const [path, body] of saves) await refused(who, path, body, [], 409);
    }
  });

  it('is refused without a session', async () => {
    for (const [path, body] of saves)
      expect((await api('POST', path, undefined, body)).status, path).toBe(401);
  });

  it('stays open to an ACTIVE customer updating their answers', async () => {
    const who = await fresh('ACTIVE');
    for (const [path, body] of saves) await post(who, path, body);
  });

  it('is idempotent: the same save twice stores and answers the same', async () => {
    const who = await fresh();
    for (const [path, body] of saves) {
      const first = await post(who, path, body);
      const once = await stored(who.id);
      const second = await post(who, path, body);
      expect(second.answers, path).toEqual(first.answers);
      expect(await stored(who.id), path).toEqual(once);
    }
  });

  it('leaves another customer’s answers untouched', async () => {
    const other = await fresh();
    const who = await fresh();
    for (const [path, body] of saves) await post(other, path, body);
    const before = await stored(other.id);
    await post(who, P.physioMarkersPost, { markers: BODY.markers.slice(0, 2), takesGlp1: false });
    await post(who, P.desiredFocusPost, { goalId: 2, valueIds: [3] });
    await post(who, P.dietaryConstraintsPost, { constraints: [] });
    await post(who, P.foodsPost, { frequencies: [], omittedFoodIds: [2] });
    await post(who, P.beveragesPost, { frequencies: [] });
    await post(who, P.takeoutPost, { takeoutFrequency: 6 });
    expect(await stored(other.id)).toEqual(before);
    expect((await get(other, P.medicationsStep, medicationsAnswers)).medications).toHaveLength(1);
  });
});
