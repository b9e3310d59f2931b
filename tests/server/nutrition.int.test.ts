import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../src/contract/http';
import {
  dietsResponse,
  dosageResponse,
  exercisesResponse,
  flagResponse,
  foodsResponse,
  lifestyleAnswers,
  lifestyleFields,
  lifestyleReferencesResponse,
  lifestyleValuePath,
  medicationsResponse,
  NUTRITION_NOT_INCLUDED,
  nutritionBeveragesResponse,
  nutritionPaths,
  nutritionPlan,
  sportCategoriesResponse,
  sportsResponse,
  supplementsResponse,
  type FoodsResponse,
  type LifestyleField,
} from '../../src/contract/nutrition';
import {
  ACCOUNT_NOT_ACTIVE,
  beveragesAnswers,
  bodyAnswers,
  onboardingPaths,
} from '../../src/contract/onboarding';
import {
  customerFoodAnswers,
  customers,
  customerSports,
  customerSupplements,
  nutritionPreferences,
  questionnaireDietaryConstraints,
} from '../../src/server/db/schema';
import { physioMarkerCatalogue } from '../../src/server/db/seed/reference/physio-markers';
import { hashPassword } from '../../src/server/services/crypto';
import { loadCustomerPreferences } from '../../src/server/services/nutrition/plan';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const P = nutritionPaths;
const PASSWORD = 'Nutrition-test-1';
const VEGAN = 2;
const DAIRY_FREE = 5;
const RHR = physioMarkerCatalogue.find((m) => m.abbr === 'RHR')!.id;

/** The §7.6 lines of the spec's calls.txt, as written there. */
const CALLS_7_6 = [
  'GET /api/pages/nutrition/diets',
  'GET /api/pages/nutrition/foods',
  'GET /api/pages/nutrition/beverages',
  'POST /api/pages/nutrition/diets-post',
  'POST /api/pages/nutrition/foods-post',
  'POST /api/pages/nutrition/beverages-post',
  'GET /api/pages/supplement/dosage',
  'GET /api/pages/supplement/supplements',
  'GET /api/customer/v1/profile/supplements/trying-to-lose-weight',
  'PUT /api/customer/v1/profile/supplements/trying-to-lose-weight',
  'GET /api/customer/v1/profile/supplements/medications',
  'PUT /api/customer/v1/profile/supplements/medications',
  'POST /api/pages/supplement/willing-to-take-post',
  'POST /api/pages/supplement/nsf-post',
  'POST /api/pages/supplement/supplements-post',
  'POST /api/pages/supplement/dosage-post',
  'GET /api/pages/exercise/sport-categories',
  'GET /api/pages/exercise/sports',
  'GET /api/pages/exercise/exercises',
  'POST /api/pages/exercise/exercises-post',
  'GET /api/pages/lifestyle',
  'GET /api/pages/lifestyleReferences | /api/pages/lifestyle/lifestyleReferences',
  'POST /api/pages/lifestyle/smoking-status-post',
  'POST /api/pages/lifestyle/daily-sun-exposure-post',
  'POST /api/pages/lifestyle/weight-goal-post',
  'POST /api/pages/lifestyle/rhr-post',
  'POST /api/pages/lifestyle/body-fat-percent-post',
  'POST /api/pages/lifestyle/wake-up-time-post',
  'POST /api/pages/lifestyle/sleep-duration-post',
  'POST /api/pages/lifestyle/lifestylePost',
];

let t: TestApp;
const { api, logIn } = bearerCalls(() => t);
let serial = 0;

interface Who {
  id: number;
  token: string;
}

async function fresh(
  options: { state?: string; permissions?: string[]; isDnaOnly?: boolean } = {},
): Promise<Who> {
  serial += 1;
  const email = `nutrition-${serial}@nutrition.test`;
  const [row] = await t.database.db
    .insert(customers)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      activationState: options.state ?? 'ACTIVE',
      permissions: options.permissions ?? ['summary', 'bloodwork', 'nutrition', 'age'],
      isDnaOnly: options.isDnaOnly ?? false,
      firstName: 'Nia',
      lastName: 'Tester',
      birthDate: '1980-01-15',
      sex: 'female',
    })
    .returning();
  return { id: row!.id, token: await logIn(email, PASSWORD) };
}

async function json(res: Response, status = 200) {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** A save: answers the plan. */
async function save(who: Who, method: string, path: string, body: unknown) {
  return nutritionPlan.parse(await json(await api(method, path, who.token, body)));
}

/** A refused save: 400 naming each field in `paths`. */
async function refused(who: Who, method: string, path: string, body: unknown, paths: string[]) {
  const error = errorBody.parse(await json(await api(method, path, who.token, body), 400));
  for (const p of paths)
    expect(
      error.issues?.map((i) => i.path),
      JSON.stringify(error),
    ).toContain(p);
  return error;
}

/** Any call, with a body unless it is a GET. */
const call = (method: string, path: string, token: string | undefined, body: unknown) =>
  api(method, path, token, method === 'GET' ? undefined : body);

const get = async <T>(who: Who, path: string, schema: { parse: (v: unknown) => T }) =>
  schema.parse(await json(await api('GET', path, who.token)));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the plan', () => {
  it('answers the plan shape for active@, vegan@ and a customer without results', async () => {
    const active = await logIn('active@demo.healthspan.test');
    const plan = nutritionPlan.parse(await json(await api('GET', P.plan, active)));
    expect(plan.state).not.toBe('no-results');
    expect(plan.testedAt).toBe('2026-09-15');
    const vegan = await logIn('vegan@demo.healthspan.test');
    expect(nutritionPlan.parse(await json(await api('GET', P.plan, vegan))).testedAt).toBe('2026-10-06');
    const none = await fresh();
    expect((await get(none, P.plan, nutritionPlan)).state).toBe('no-results');
  });
});

describe('the plan with the real engine', () => {
  const ANIMAL = ['meat', 'pork', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatin'];

  it("names active@'s own not-optimal markers with their values, and a vegan diet removes every animal food", async () => {
    const active = await logIn('active@demo.healthspan.test');
    const before = nutritionPlan.parse(await json(await api('GET', P.plan, active)));
    expect(before.state).toBe('plan');
    expect(before.markers.length).toBeGreaterThan(0);
    for (const m of before.markers) expect(m.state).not.toBe(0);
    const first = before.foods[0]!;
    const named = before.markers.find((m) => m.abbr === first.markers[0])!;
    expect(first.why).toContain(named.name);
    const foods = foodsResponse.parse(await json(await api('GET', P.foods, active)));
    const animal = new Set(
      foods.foods.filter((f) => f.tags.some((tag) => ANIMAL.includes(tag))).map((f) => f.id),
    );
    expect(
      before.foods.some((f) => animal.has(f.id)),
      'an animal food before',
    ).toBe(true);
    const diets = dietsResponse.parse(await json(await api('GET', P.diets, active))).diets;
    try {
      const after = nutritionPlan.parse(
        await json(await api('POST', P.dietsPost, active, { diets: [...diets, VEGAN] })),
      );
      expect(after.foods.filter((f) => animal.has(f.id))).toEqual([]);
      expect(after.foods.length).toBeGreaterThan(0);
      expect(after.excluded.some((e) => e.kind === 'food' && /vegan/.test(e.reason))).toBe(true);
      for (const s of after.supplements) expect(s.name).not.toBe('fish-oil');
      const reread = nutritionPlan.parse(await json(await api('GET', P.plan, active)));
      expect(reread.foods.map((f) => f.id)).toEqual(after.foods.map((f) => f.id));
    } finally {
      await json(await api('POST', P.dietsPost, active, { diets }));
    }
  });

  it('vegan@ gets plant foods for high LDL and low vitamin D, no supplements, and says why', async () => {
    const vegan = await logIn('vegan@demo.healthspan.test');
    const plan = nutritionPlan.parse(await json(await api('GET', P.plan, vegan)));
    expect(plan.supplements).toEqual([]);
    expect(plan.notices.some((n) => /supplement/i.test(n))).toBe(true);
    const helped = new Set(plan.foodsByMarker.map((g) => g.markerAbbr));
    expect(helped.has('LDL')).toBe(true);
    expect(helped.has('VITD')).toBe(true);
    const foods = foodsResponse.parse(await json(await api('GET', P.foods, vegan)));
    const tags = new Map(foods.foods.map((f) => [f.id, f.tags]));
    for (const f of plan.foods) expect(tags.get(f.id)!.filter((tag) => ANIMAL.includes(tag))).toEqual([]);
  });

  it('adding warfarin leaves out or flags what interacts with it, and nothing silently', async () => {
    const active = await logIn('active@demo.healthspan.test');
    const mine = medicationsResponse.parse(await json(await api('GET', P.medications, active)));
    const warfarin = mine.options.find((o) => o.code === 'warfarin')!.id;
    try {
      const plan = nutritionPlan.parse(
        await json(await api('PUT', P.medications, active, { medications: [...mine.medications, warfarin] })),
      );
      const flagged = [...plan.foods, ...plan.supplements].filter((i) => i.caution?.match(/warfarin/i));
      const left = plan.excluded.filter((e) => /warfarin|blood thinner|anticoag/i.test(e.reason));
      expect(flagged.length + left.length, JSON.stringify(plan.excluded)).toBeGreaterThan(0);
      expect(plan.supplements.map((s) => s.name)).not.toContain('vitamin-k2');
    } finally {
      await json(await api('PUT', P.medications, active, { medications: mine.medications }));
    }
  });
});

describe('access', () => {
  const everyCall: [method: string, path: string][] = [
    ...Object.values(P).map((path): [string, string] => [
      path.endsWith('-post') || path.endsWith('Post') ? 'POST' : 'GET',
      path,
    ]),
    ['PUT', P.tryingToLoseWeight],
    ['PUT', P.medications],
    ...lifestyleFields.map((f): [string, string] => ['POST', lifestyleValuePath(f)]),
  ];

  it('refuses anonymous callers (401) before anything', async () => {
    for (const [method, path] of everyCall)
      expect((await call(method, path, undefined, {})).status, `${method} ${path}`).toBe(401);
  });

  it('refuses a customer who is not ACTIVE with ACCOUNT_NOT_ACTIVE', async () => {
    const onboarding = await fresh({ state: 'ONBOARDING_REQUIRED' });
    for (const [method, path] of everyCall) {
      const body = errorBody.parse(await json(await call(method, path, onboarding.token, {}), 403));
      expect(body.code).toBe(ACCOUNT_NOT_ACTIVE);
    }
  });

  it('refuses DNA-only customers and those without the nutrition permission, before validating', async () => {
    const dnaOnly = await logIn('dna-only@demo.healthspan.test');
    const withoutPermission = await fresh({ permissions: ['summary', 'bloodwork'] });
    const dnaFlag = await fresh({ isDnaOnly: true });
    for (const token of [dnaOnly, withoutPermission.token, dnaFlag.token])
      for (const [method, path] of everyCall) {
        const body = errorBody.parse(await json(await call(method, path, token, { bad: true }), 403));
        expect(body.code).toBe(NUTRITION_NOT_INCLUDED);
        expect(body.error).toMatch(/Nutrition/);
      }
  });

  it('answers every §7.6 line of calls.txt (never "No API call at")', async () => {
    expect(CALLS_7_6).toHaveLength(30);
    const active = await fresh();
    for (const line of CALLS_7_6) {
      const [method, ...rest] = line.split(/\s+/);
      const paths = rest.filter((p) => p !== '|');
      for (const path of paths) {
        const res = await call(method!, path, active.token, {});
        const body = (await res.json()) as { error?: string };
        expect(body.error ?? '', `${method} ${path}`).not.toMatch(/^No API call at/);
        expect(res.status, `${method} ${path}`).not.toBe(404);
      }
    }
  });
});

describe('diet', () => {
  it('saves diets into the questionnaire, visible both ways', async () => {
    const who = await fresh();
    const before = await get(who, P.diets, dietsResponse);
    expect(before.options.map((o) => o.code)).toContain('vegan');
    expect(before.diets).toEqual([]);
    await save(who, 'POST', P.dietsPost, { diets: [VEGAN, DAIRY_FREE] });
    expect((await get(who, P.diets, dietsResponse)).diets).toEqual([VEGAN, DAIRY_FREE]);
    const values = (await json(await api('GET', onboardingPaths.dietaryValues, who.token))) as {
      constraints: number[];
    };
    expect(values.constraints).toEqual([VEGAN, DAIRY_FREE]);

    // The questionnaire's save (before activation) is the nutrition screen's answer.
    const onboarding = await fresh({ state: 'ONBOARDING_REQUIRED' });
    await json(
      await api('POST', onboardingPaths.dietaryConstraintsPost, onboarding.token, { constraints: [VEGAN] }),
    );
    await t.database.db
      .update(customers)
      .set({ activationState: 'ACTIVE' })
      .where(eq(customers.id, onboarding.id));
    expect((await get(onboarding, P.diets, dietsResponse)).diets).toEqual([VEGAN]);
  });

  it('refuses unknown diets naming each, storing nothing', async () => {
    const who = await fresh();
    await refused(who, 'POST', P.dietsPost, { diets: [VEGAN, 999] }, ['diets.1']);
    await refused(who, 'POST', P.dietsPost, { diets: 'vegan' }, ['diets']);
    await refused(who, 'POST', P.dietsPost, { diets: [1, 1] }, ['diets']);
    const rows = await t.database.db
      .select()
      .from(questionnaireDietaryConstraints)
      .where(eq(questionnaireDietaryConstraints.customerId, who.id));
    expect(rows).toEqual([]);
  });

  it('answers foods with own answers winning over the questionnaire kind', async () => {
    const who = await fresh();
    const foods: FoodsResponse = await get(who, P.foods, foodsResponse);
    expect(foods.foods.length).toBeGreaterThan(0);
    expect(foods.frequencies.map((f) => f.timesPerWeek)).toContain(7);
    expect(foods.answers).toEqual([]);
    const [first, second] = foods.foods;
    await save(who, 'POST', P.foodsPost, {
      frequencies: [{ foodId: first!.id, frequencyId: 6 }],
      omittedFoodIds: [second!.id],
    });
    const after = await get(who, P.foods, foodsResponse);
    expect(after.answers).toEqual(
      expect.arrayContaining([
        { foodId: first!.id, frequencyId: 6, omitted: false, fromQuestionnaire: false },
        { foodId: second!.id, frequencyId: null, omitted: true, fromQuestionnaire: false },
      ]),
    );
  });

  it('refuses unknown foods and frequencies, and a food both rated and omitted', async () => {
    const who = await fresh();
    const { foods } = await get(who, P.foods, foodsResponse);
    const id = foods[0]!.id;
    await refused(
      who,
      'POST',
      P.foodsPost,
      {
        frequencies: [
          { foodId: 99999, frequencyId: 99 },
          { foodId: id, frequencyId: 2 },
        ],
        omittedFoodIds: [id, 88888],
      },
      ['frequencies.0.foodId', 'frequencies.0.frequencyId', 'omittedFoodIds.0', 'omittedFoodIds.1'],
    );
    await refused(who, 'POST', P.foodsPost, { frequencies: [{ foodId: 'x', frequencyId: 1 }] }, [
      'frequencies.0.foodId',
    ]);
    const rows = await t.database.db
      .select()
      .from(customerFoodAnswers)
      .where(eq(customerFoodAnswers.customerId, who.id));
    expect(rows).toEqual([]);
  });

  it('saves beverages into the questionnaire', async () => {
    const who = await fresh();
    const ref = await get(who, P.beverages, nutritionBeveragesResponse);
    expect(ref.frequenciesByBeverage).toEqual([]);
    const frequencies = [{ beverageId: ref.beverages[0]!.id, frequencyId: ref.frequencies[2]!.id }];
    await save(who, 'POST', P.beveragesPost, { frequencies });
    expect((await get(who, P.beverages, nutritionBeveragesResponse)).frequenciesByBeverage).toEqual(
      frequencies,
    );
    expect(
      beveragesAnswers.parse(await json(await api('GET', onboardingPaths.beveragesValues, who.token)))
        .frequencies,
    ).toEqual(frequencies);
    await refused(who, 'POST', P.beveragesPost, { frequencies: [{ beverageId: 999, frequencyId: 999 }] }, [
      'frequencies.0.beverageId',
      'frequencies.0.frequencyId',
    ]);
    expect((await get(who, P.beverages, nutritionBeveragesResponse)).frequenciesByBeverage).toEqual(
      frequencies,
    );
  });
});

describe('supplements', () => {
  it('saves willingness, NSF, supplements and dosages', async () => {
    const who = await fresh();
    const start = await get(who, P.supplements, supplementsResponse);
    expect(start).toMatchObject({ willingToTake: null, nsfOnly: false, current: [] });
    expect(start.supplements.map((s) => s.name)).toContain('vitamin-d3');
    await save(who, 'POST', P.willingToTakePost, { value: false });
    await save(who, 'POST', P.nsfPost, { value: true });
    await save(who, 'POST', P.dosagePost, { supplements: [{ name: 'vitamin-d3', dosage: '2000-iu' }] });
    // supplements-post keeps the dosage of a supplement kept
    await save(who, 'POST', P.supplementsPost, { supplements: ['vitamin-d3', 'fish-oil'] });
    const after = await get(who, P.supplements, supplementsResponse);
    expect(after).toMatchObject({
      willingToTake: false,
      nsfOnly: true,
      current: [
        { name: 'vitamin-d3', dosage: '2000-iu' },
        { name: 'fish-oil', dosage: null },
      ],
    });
    expect((await get(who, P.dosage, dosageResponse)).supplements).toEqual(after.current);
  });

  it('refuses unknown supplements and dosages, and wrong types, storing nothing', async () => {
    const who = await fresh();
    await refused(who, 'POST', P.supplementsPost, { supplements: ['vitamin-d3', 'unicorn-dust'] }, [
      'supplements.1',
    ]);
    await refused(
      who,
      'POST',
      P.dosagePost,
      {
        supplements: [
          { name: 'vitamin-d3', dosage: '9-tons' },
          { name: 'nope', dosage: null },
        ],
      },
      ['supplements.0.dosage', 'supplements.1.name'],
    );
    await refused(who, 'POST', P.willingToTakePost, { value: 'yes' }, ['value']);
    await refused(who, 'POST', P.nsfPost, {}, ['value']);
    expect(
      await t.database.db
        .select()
        .from(customerSupplements)
        .where(eq(customerSupplements.customerId, who.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(nutritionPreferences)
        .where(eq(nutritionPreferences.customerId, who.id)),
    ).toEqual([]);
  });

  it('saves medications and refuses unknown ones', async () => {
    const who = await fresh();
    const start = await get(who, P.medications, medicationsResponse);
    expect(start.options.map((o) => o.code)).toContain('statin');
    const statin = start.options.find((o) => o.code === 'statin')!.id;
    await save(who, 'PUT', P.medications, { medications: [statin] });
    expect((await get(who, P.medications, medicationsResponse)).medications).toEqual([statin]);
    await refused(who, 'PUT', P.medications, { medications: [statin, 777] }, ['medications.1']);
    expect((await get(who, P.medications, medicationsResponse)).medications).toEqual([statin]);
  });

  it('trying to lose weight is the weight goal read as yes/no', async () => {
    const who = await fresh();
    expect((await get(who, P.tryingToLoseWeight, flagResponse)).value).toBe(false);
    await save(who, 'PUT', P.tryingToLoseWeight, { value: true });
    expect((await get(who, P.lifestyle, lifestyleAnswers)).weightGoal).toBe('lose');
    await save(who, 'PUT', P.tryingToLoseWeight, { value: false });
    expect((await get(who, P.lifestyle, lifestyleAnswers)).weightGoal).toBe('maintain');
    await save(who, 'POST', lifestyleValuePath('weightGoal'), { value: 'gain' });
    await save(who, 'PUT', P.tryingToLoseWeight, { value: false });
    expect((await get(who, P.lifestyle, lifestyleAnswers)).weightGoal).toBe('gain');
    await save(who, 'POST', lifestyleValuePath('weightGoal'), { value: 'lose' });
    expect((await get(who, P.tryingToLoseWeight, flagResponse)).value).toBe(true);
    await refused(who, 'PUT', P.tryingToLoseWeight, { value: 1 }, ['value']);
  });
});

describe('exercise', () => {
  it('lists categories and sports and saves the customer sports', async () => {
    const who = await fresh();
    const categories = await get(who, P.sportCategories, sportCategoriesResponse);
    expect(categories).toHaveLength(4);
    const sports = await get(who, P.sports, sportsResponse);
    expect(sports.every((s) => categories.some((c) => c.id === s.exercise))).toBe(true);
    expect((await get(who, P.exercises, exercisesResponse)).exercises).toEqual([]);
    await save(who, 'POST', P.exercisesPost, {
      exercises: [{ sport_id: sports[0]!.id }, { sport_id: sports[1]!.id }],
    });
    expect((await get(who, P.exercises, exercisesResponse)).exercises).toEqual([
      { sport_id: sports[0]!.id },
      { sport_id: sports[1]!.id },
    ]);
    await refused(who, 'POST', P.exercisesPost, { exercises: [{ sport_id: 9999 }] }, [
      'exercises.0.sport_id',
    ]);
    await refused(who, 'POST', P.exercisesPost, { exercises: [{ sport_id: 1 }, { sport_id: 1 }] }, [
      'exercises',
    ]);
    expect(
      await t.database.db.select().from(customerSports).where(eq(customerSports.customerId, who.id)),
    ).toHaveLength(2);
  });
});

describe('lifestyle', () => {
  const good: Record<LifestyleField, string | number> = {
    smokingStatus: 'former',
    dailySunExposure: 30,
    weightGoal: 'maintain',
    restingHeartRate: 58,
    bodyFatPercent: 21.5,
    wakeUpTime: '06:45',
    sleepDuration: 7.25,
  };
  const bad: Record<LifestyleField, unknown> = {
    smokingStatus: 'sometimes',
    dailySunExposure: 2000,
    weightGoal: 3,
    restingHeartRate: 10,
    bodyFatPercent: 90,
    wakeUpTime: '25:00',
    sleepDuration: 'long',
  };

  it('answers the references with ranges (RHR and body fat from the physio markers)', async () => {
    const who = await fresh();
    const refs = await get(who, P.lifestyleReferences, lifestyleReferencesResponse);
    expect(refs.map((r) => r.field).sort()).toEqual([...lifestyleFields].sort());
    expect(refs.find((r) => r.field === 'restingHeartRate')).toMatchObject({ min: 25, max: 220 });
    expect(await get(who, P.lifestyleReferencesAlias, lifestyleReferencesResponse)).toEqual(refs);
  });

  it('saves each answer with its own call, clears with null, and refuses bad values', async () => {
    const who = await fresh();
    expect(Object.values(await get(who, P.lifestyle, lifestyleAnswers)).every((v) => v === null)).toBe(true);
    for (const field of lifestyleFields) {
      await refused(who, 'POST', lifestyleValuePath(field), { value: bad[field] }, ['value']);
      expect((await get(who, P.lifestyle, lifestyleAnswers))[field]).toBeNull();
      await save(who, 'POST', lifestyleValuePath(field), { value: good[field] });
    }
    expect(await get(who, P.lifestyle, lifestyleAnswers)).toEqual(good);
    await save(who, 'POST', lifestyleValuePath('sleepDuration'), { value: null });
    expect((await get(who, P.lifestyle, lifestyleAnswers)).sleepDuration).toBeNull();
    await refused(who, 'POST', lifestyleValuePath('wakeUpTime'), { value: '6:45' }, ['value']);
    await refused(who, 'POST', lifestyleValuePath('wakeUpTime'), { value: 645 }, ['value']);
  });

  it('lifestylePost saves several at once, or names each bad one and stores nothing', async () => {
    const who = await fresh();
    const error = await refused(
      who,
      'POST',
      P.lifestylePost,
      { ...good, ...{ smokingStatus: 'x', wakeUpTime: '99:99' } },
      ['smokingStatus', 'wakeUpTime'],
    );
    expect(error.issues).toHaveLength(2);
    expect(Object.values(await get(who, P.lifestyle, lifestyleAnswers)).every((v) => v === null)).toBe(true);
    await refused(who, 'POST', P.lifestylePost, { smoking: 'never' }, ['(body)']);
    await save(who, 'POST', P.lifestylePost, good);
    expect(await get(who, P.lifestyle, lifestyleAnswers)).toEqual(good);
    await save(who, 'POST', P.lifestylePost, { sleepDuration: 8 });
    expect(await get(who, P.lifestyle, lifestyleAnswers)).toEqual({ ...good, sleepDuration: 8 });
  });

  it('resting heart rate and body fat are the questionnaire physio values', async () => {
    const who = await fresh();
    await save(who, 'POST', lifestyleValuePath('restingHeartRate'), { value: 61 });
    const body = bodyAnswers.parse(await json(await api('GET', onboardingPaths.physioMarkers, who.token)));
    expect(body.markers).toContainEqual({ markerId: RHR, value: 61 });
  });
});

describe('another customer', () => {
  it('sees none of what A saved', async () => {
    const a = await fresh();
    const b = await fresh();
    const { foods } = await get(a, P.foods, foodsResponse);
    await save(a, 'POST', P.dietsPost, { diets: [VEGAN] });
    await save(a, 'POST', P.foodsPost, { frequencies: [], omittedFoodIds: [foods[0]!.id] });
    await save(a, 'POST', P.dosagePost, { supplements: [{ name: 'vitamin-d3', dosage: null }] });
    await save(a, 'POST', P.exercisesPost, { exercises: [{ sport_id: 1 }] });
    await save(a, 'POST', P.lifestylePost, { smokingStatus: 'current', restingHeartRate: 70 });
    await save(a, 'PUT', P.tryingToLoseWeight, { value: true });
    expect((await get(b, P.diets, dietsResponse)).diets).toEqual([]);
    expect((await get(b, P.foods, foodsResponse)).answers).toEqual([]);
    expect((await get(b, P.supplements, supplementsResponse)).current).toEqual([]);
    expect((await get(b, P.exercises, exercisesResponse)).exercises).toEqual([]);
    expect(Object.values(await get(b, P.lifestyle, lifestyleAnswers)).every((v) => v === null)).toBe(true);
    expect((await get(b, P.tryingToLoseWeight, flagResponse)).value).toBe(false);
  });
});

describe('what the engine reads', () => {
  const personaId = async (persona: string) => {
    const [row] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, `${persona}@demo.healthspan.test`));
    return row!.id;
  };

  it("assembles active@'s preferences and readings from every answer", async () => {
    const { ref, readings, preferences } = await loadCustomerPreferences(
      t.database.db,
      await personaId('active'),
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(preferences).toMatchObject({
      sex: 'male',
      age: 42,
      diets: ['dairy-free'],
      willingToTakeSupplements: true,
      nsfOnly: false,
      currentSupplements: [{ name: 'vitamin-d3', dosage: '1000-iu' }],
      medications: ['statin'],
      takesGlp1: false,
      lifestyle: {
        smokingStatus: 'former',
        dailySunExposure: 10,
        weightGoal: 'maintain',
        wakeUpTime: '06:30',
        sleepDuration: 6.5,
      },
    });
    const sportCodes = preferences.sports.map((id) => ref.catalogue.sports.find((s) => s.id === id)?.code);
    expect(sportCodes.sort()).toEqual(['running', 'yoga']);
    const food = (code: string) =>
      preferences.foods.get(ref.catalogue.foods.find((f) => f.code === code)!.id);
    expect(food('almonds')).toEqual({ omitted: true, timesPerWeek: null });
    expect(food('oats')).toEqual({ omitted: false, timesPerWeek: 3.5 });
    expect(preferences.beverages.get('water')).toBe(4.5);
    const ldl = readings.find((r) => r.abbr === 'LDL')!;
    expect(ldl).toMatchObject({ unit: 'mg/dL', testedAt: '2026-09-15' });
    expect(ldl.name).not.toBe('LDL');
    expect(readings.every((r) => r.testedAt <= '2026-09-15')).toBe(true);
  });

  it("assembles vegan@'s: vegan, no supplements, high LDL and low vitamin D", async () => {
    const { readings, preferences } = await loadCustomerPreferences(
      t.database.db,
      await personaId('vegan'),
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(preferences).toMatchObject({ diets: ['vegan'], willingToTakeSupplements: false, sex: 'female' });
    const state = (abbr: string) => readings.find((r) => r.abbr === abbr)!;
    expect(state('LDL').value).toBeGreaterThan(160);
    expect(state('VITD').value).toBe(17);
  });

  it('a kind never eaten in the questionnaire omits its foods until one is rated', async () => {
    const who = await fresh({ state: 'ONBOARDING_REQUIRED' });
    const reference = foodsResponse.parse(await json(await api('GET', P.foods, (await fresh()).token)));
    const food = reference.foods[0]!;
    await json(
      await api('POST', onboardingPaths.foodsPost, who.token, {
        frequencies: [],
        omittedFoodIds: [food.categoryId],
      }),
    );
    await t.database.db.update(customers).set({ activationState: 'ACTIVE' }).where(eq(customers.id, who.id));
    const answers = (await get(who, P.foods, foodsResponse)).answers;
    expect(answers).toContainEqual({
      foodId: food.id,
      frequencyId: null,
      omitted: true,
      fromQuestionnaire: true,
    });
    await save(who, 'POST', P.foodsPost, { frequencies: [{ foodId: food.id, frequencyId: 3 }] });
    expect((await get(who, P.foods, foodsResponse)).answers).toContainEqual({
      foodId: food.id,
      frequencyId: 3,
      omitted: false,
      fromQuestionnaire: false,
    });
  });
});
