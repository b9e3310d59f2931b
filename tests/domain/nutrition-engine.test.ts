import { describe, expect, it } from 'vitest';
import { nutritionPlan, type NutritionPlan } from '../../src/contract/nutrition';
import type { FoodItem, MarkerReading } from '../../src/domain/nutrition/catalogue';
import {
  buildPlan,
  formatMarkerValue,
  PLAN_LIMITS,
  PLAN_NOTICES,
  SCORE_MODIFIERS,
  type Plan,
} from '../../src/domain/nutrition/engine';
import { catalogue, frequencyName, inputWith, preferences, readings } from './nutrition.fixtures';

const plan = (...args: Parameters<typeof inputWith>) => buildPlan(inputWith(...args));
const ids = (p: Plan) => p.foods.map((f) => f.id);
const names = (p: Plan) => p.supplements.map((s) => s.name);
const food = (p: Plan, id: number) => p.foods.find((f) => f.id === id);
const supplement = (p: Plan, name: string) => p.supplements.find((s) => s.name === name);
const exclusion = (p: Plan, name: string) => p.excluded.find((e) => e.name === name);
const excludedFoods = (p: Plan) => p.excluded.filter((e) => e.kind === 'food');
const MYO_INOSITOL = { kind: 'supplement', name: 'Myo-inositol', reason: 'Meant for women' };

describe('buildPlan: markers and states (spec 000 §7.6)', () => {
  it('considers the not-optimal markers only, worst first, with the zone words', () => {
    const p = plan();
    expect(p.state).toBe('plan');
    expect(p.markers.map((m) => [m.abbr, m.stateLabel, m.direction])).toEqual([
      ['APOB', 'High', 'high'],
      ['LDL', 'Borderline high', 'high'],
      ['VITD', 'Borderline low', 'low'],
      ['TG', 'Near normal (high)', 'high'],
      ['B12', 'Normal (below optimal)', 'low'],
    ]);
    expect(p.testedAt).toBe('2026-10-03');
  });

  it('answers no-results without readings', () => {
    const p = buildPlan({ ...inputWith(), readings: [] });
    expect(p).toEqual({
      state: 'no-results',
      testedAt: null,
      markers: [],
      foods: [],
      foodsByMarker: [],
      supplements: [],
      exercise: [],
      lifestyle: [],
      excluded: [],
      notices: [PLAN_NOTICES.noResults],
    });
  });

  it('answers all-optimal, with empty lists, when no marker is off', () => {
    const optimal = readings.filter((r) => r.state === 0 || r.state === 7);
    const p = buildPlan({ ...inputWith(), readings: optimal });
    expect(p.state).toBe('all-optimal');
    expect(p.testedAt).toBe('2026-10-03');
    expect([p.markers, p.foods, p.supplements, p.exercise, p.lifestyle, p.excluded]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(p.notices).toEqual([PLAN_NOTICES.allOptimal]);
  });

  it('keeps the newest reading of a marker given twice', () => {
    const older: MarkerReading = { ...readings[1]!, state: 0, testedAt: '2025-01-01' };
    const p = buildPlan({ ...inputWith(), readings: [older, ...readings] });
    expect(p.markers[0]).toMatchObject({ abbr: 'APOB', state: 4 });
  });
});

describe('buildPlan: ranking on a fixed input', () => {
  it('ranks foods by the severity of the markers they help, ties in catalogue order', () => {
    const p = plan();
    // oats 7, almonds 7, salmon 6, lentils 5, eggs 4, milk 4, spinach 3, tofu 3, mushrooms 3, grapefruit 3, chicken 1, shrimp 1
    expect(ids(p)).toEqual([1, 5, 2, 6, 4, 7, 3, 11, 12, 13, 8, 9]);
    expect(p.foods.map((f) => f.score)).toEqual([7, 7, 6, 5, 4, 4, 3, 3, 3, 3, 1, 1]);
    // the customer is a man: the one supplement meant for women is out, and says so
    expect(p.excluded).toEqual([MYO_INOSITOL]);
  });

  it('lists the matching markers worst first, and names the values in the why', () => {
    const p = plan();
    expect(food(p, 2)).toMatchObject({
      markers: ['VITD', 'TG', 'B12'],
      why: 'Your Vitamin D (18 ng/mL) is Borderline low, your Triglycerides (180 mg/dL) is Near normal (high) and your Vitamin B12 (250 pg/mL) is Normal (below optimal).',
      rankReason: 'Helps three of your markers, most of all your Vitamin D (Borderline low).',
      evidence: 'Salmon: evidence.',
      caution: null,
      currentFrequency: null,
      group: 'Protein',
    });
    expect(food(p, 1)).toMatchObject({
      markers: ['APOB', 'LDL'],
      why: 'Your ApoB (131 mg/dL) is High and your LDL cholesterol (142 mg/dL) is Borderline high.',
    });
    expect(food(p, 12)?.rankReason).toBe('Helps your Vitamin D, which is Borderline low.');
    // B12 is low, grapefruit helps a high B12: only its LDL matches
    expect(food(p, 13)?.markers).toEqual(['LDL']);
  });

  it('ranks supplements the same way and suggests the default dosage', () => {
    const p = plan();
    expect(names(p)).toEqual([
      'psyllium',
      'vitamin-d3',
      'vegan-d3',
      'vitamin-k2',
      'fish-oil',
      'algae-omega-3',
      'vitamin-b12',
    ]);
    expect(supplement(p, 'vitamin-d3')).toMatchObject({
      dosage: { name: '2000-iu', title: '2,000 IU a day' },
      alreadyTaking: false,
      nsfCertified: true,
      score: 3,
    });
  });

  it('ranks exercise categories and suggests three sports of each', () => {
    const p = plan();
    expect(p.exercise.map((e) => [e.categoryId, e.score])).toEqual([
      [1, 5],
      [2, 2],
    ]);
    expect(p.exercise[0]!.sports).toEqual([
      { id: 1, name: 'Brisk walking', yours: false },
      { id: 2, name: 'Running', yours: false },
      { id: 3, name: 'Cycling', yours: false },
    ]);
    expect(p.exercise[0]!.evidence).toBe('e1');
  });

  it('lists the customer’s own sports first and ranks a category they already train in lower', () => {
    const p = plan({ sports: [4] });
    const aerobic = p.exercise.find((e) => e.categoryId === 1)!;
    expect(aerobic.score).toBe(5 + SCORE_MODIFIERS.alreadyTraining);
    expect(aerobic.sports).toEqual([
      { id: 4, name: 'Swimming', yours: true },
      { id: 1, name: 'Brisk walking', yours: false },
      { id: 2, name: 'Running', yours: false },
    ]);
    expect(aerobic.rankReason).toContain('you already do Swimming');
    const strength = plan({ sports: [1, 2, 3, 4] }).exercise.find((e) => e.categoryId === 1)!;
    expect(strength.sports.every((s) => s.yours)).toBe(true);
    expect(strength.sports).toHaveLength(4);
  });

  it('ranks lifestyle actions, keeping those whose condition is unanswered, with a notice', () => {
    const p = plan();
    expect(p.lifestyle.map((l) => l.id)).toEqual([101, 103, 106, 107, 102, 104, 105, 108]);
    expect(p.notices).toContain(PLAN_NOTICES.lifestyleUnknown);
    expect(p.lifestyle.find((l) => l.id === 105)?.evidence).toBe(
      'A 10-minute walk after meals lowers the glucose peak.',
    );
    expect(p.lifestyle.find((l) => l.id === 101)?.evidence).toBe('');
  });
});

describe('buildPlan: food habits', () => {
  it('ranks a food eaten most days lower and one eaten rarely higher, with the frequency words', () => {
    const p = plan({
      foods: new Map([
        [1, { timesPerWeek: 7, omitted: false }],
        [12, { timesPerWeek: 0.5, omitted: false }],
      ]),
    });
    expect(ids(p).slice(0, 4)).toEqual([5, 2, 1, 6]);
    expect(food(p, 1)).toMatchObject({
      score: 7 + SCORE_MODIFIERS.eatenMostDays,
      currentFrequency: 'Every day',
      rankReason:
        'Helps two of your markers, most of all your ApoB (High); you already eat it most days, so it ranks lower.',
    });
    expect(food(p, 12)).toMatchObject({
      score: 3 + SCORE_MODIFIERS.rarelyEaten,
      currentFrequency: 'Less than once a week',
    });
    expect(food(p, 12)?.rankReason).toContain('there is room to add it');
  });

  it('leaves out an omitted food with the reason', () => {
    const p = plan({ foods: new Map([[2, { timesPerWeek: null, omitted: true }]]) });
    expect(ids(p)).not.toContain(2);
    expect(excludedFoods(p)).toEqual([
      { kind: 'food', name: 'Salmon', reason: 'You told us you never eat it' },
    ]);
  });

  it('boosts protein-rich foods for a GLP-1 user, with a note and a notice', () => {
    const p = plan({ takesGlp1: true });
    expect(food(p, 2)?.score).toBe(6 + SCORE_MODIFIERS.glp1Protein);
    expect(food(p, 4)?.score).toBe(4 + SCORE_MODIFIERS.glp1Protein);
    expect(food(p, 1)?.score).toBe(7);
    expect(food(p, 2)?.why).toContain('keep muscle');
    expect(ids(p).slice(0, 3)).toEqual([2, 1, 5]);
    expect(p.notices).toContain(PLAN_NOTICES.glp1);
    expect(plan().notices).not.toContain(PLAN_NOTICES.glp1);
  });
});

describe('buildPlan: diets and allergies', () => {
  const animal = new Set([
    'meat',
    'pork',
    'poultry',
    'fish',
    'shellfish',
    'dairy',
    'egg',
    'honey',
    'gelatin',
  ]);
  const tagsOf = (id: number) => catalogue.foods.find((f) => f.id === id)!.tags;

  it('gives a vegan no animal food and no animal supplement, each exclusion with its reason', () => {
    const p = plan({ diets: ['vegan'] });
    expect(p.foods.flatMap((f) => tagsOf(f.id)).filter((t) => animal.has(t))).toEqual([]);
    expect(ids(p)).toEqual([1, 5, 6, 3, 11, 12, 13]);
    expect(p.excluded).toEqual([
      { kind: 'food', name: 'Salmon', reason: 'Contains fish: you follow a vegan diet' },
      { kind: 'food', name: 'Eggs', reason: 'Contains egg: you follow a vegan diet' },
      { kind: 'food', name: 'Milk', reason: 'Contains dairy: you follow a vegan diet' },
      { kind: 'food', name: 'Chicken', reason: 'Contains poultry: you follow a vegan diet' },
      { kind: 'food', name: 'Shrimp', reason: 'Contains shellfish: you follow a vegan diet' },
      {
        kind: 'supplement',
        name: 'Vitamin D3',
        reason: 'Contains lanolin (from wool): you follow a vegan diet',
      },
      { kind: 'supplement', name: 'Fish oil', reason: 'Contains fish: you follow a vegan diet' },
      MYO_INOSITOL,
    ]);
    // the plant alternatives take their place
    expect(names(p)).toEqual(['psyllium', 'vegan-d3', 'vitamin-k2', 'algae-omega-3', 'vitamin-b12']);
    // bacon helps none of the markers: not a candidate, so not reported
    expect(exclusion(p, 'Bacon')).toBeUndefined();
  });

  it('lets a vegetarian keep eggs, dairy and lanolin D3 but not fish, poultry or shellfish', () => {
    const p = plan({ diets: ['vegetarian'] });
    expect(p.excluded.map((e) => e.name)).toEqual([
      'Salmon',
      'Chicken',
      'Shrimp',
      'Fish oil',
      'Myo-inositol',
    ]);
    expect(ids(p)).toEqual(expect.arrayContaining([4, 7]));
    expect(names(p)).toContain('vitamin-d3');
  });

  it('lets a pescatarian keep fish and shellfish', () => {
    const p = plan({ diets: ['pescatarian'] });
    expect(excludedFoods(p)).toEqual([
      { kind: 'food', name: 'Chicken', reason: 'Contains poultry: you eat fish but no other meat' },
    ]);
  });

  it.each([
    ['tree-nut-allergy', 'Almonds', 'Contains tree nuts: you are allergic to tree nuts'],
    ['fish-allergy', 'Salmon', 'Contains fish: you are allergic to fish'],
    ['egg-allergy', 'Eggs', 'Contains egg: you are allergic to eggs'],
    ['soy-allergy', 'Tofu', 'Contains soy: you are allergic to soy'],
    ['shellfish-allergy', 'Shrimp', 'Contains shellfish: you are allergic to shellfish'],
    ['dairy-free', 'Milk', 'Contains dairy: you avoid dairy'],
    ['low-fodmap', 'Lentils', 'Contains FODMAPs: you follow a low-FODMAP diet'],
    ['kosher', 'Shrimp', 'Contains shellfish: you keep kosher'],
  ])('%s leaves out %s', (diet, name, reason) => {
    const p = plan({ diets: [diet] });
    expect(p.foods.map((f) => f.name)).not.toContain(name);
    expect(exclusion(p, name)).toEqual({ kind: 'food', name, reason });
  });

  it('reports one reason per item, the broadest diet first, and ignores unknown codes', () => {
    const p = plan({ diets: ['fish-allergy', 'vegan', 'paleo'] });
    expect(p.excluded.filter((e) => e.name === 'Salmon')).toEqual([
      { kind: 'food', name: 'Salmon', reason: 'Contains fish: you follow a vegan diet' },
    ]);
    expect(plan({ diets: ['paleo'] }).excluded).toEqual([MYO_INOSITOL]);
  });
});

describe('buildPlan: supplements', () => {
  it('suggests none to a customer unwilling to take them: one notice, no per-supplement exclusions', () => {
    const p = plan({ willingToTakeSupplements: false });
    expect(p.supplements).toEqual([]);
    expect(p.notices).toContain(PLAN_NOTICES.unwilling);
    expect(p.excluded.filter((e) => e.kind === 'supplement')).toEqual([]);
    expect(p.foods.length).toBeGreaterThan(0);
  });

  it('suggests them while unanswered, with a notice asking', () => {
    const p = plan({ willingToTakeSupplements: null });
    expect(names(p)).toEqual(names(plan()));
    expect(p.notices).toContain(PLAN_NOTICES.unanswered);
    expect(plan().notices).not.toContain(PLAN_NOTICES.unanswered);
  });

  it('leaves out supplements without NSF certification when asked, with the reason', () => {
    const p = plan({ nsfOnly: true });
    expect(names(p)).toEqual(['vitamin-d3', 'fish-oil', 'vitamin-b12']);
    expect(p.supplements.every((s) => s.nsfCertified)).toBe(true);
    expect(exclusion(p, 'Psyllium')).toEqual({
      kind: 'supplement',
      name: 'Psyllium',
      reason: 'Not NSF certified: you asked for NSF-certified supplements only',
    });
  });

  it('keeps a supplement for one sex from the other, and keeps it when the sex is unknown', () => {
    expect(exclusion(plan(), 'Myo-inositol')).toEqual({
      kind: 'supplement',
      name: 'Myo-inositol',
      reason: 'Meant for women',
    });
    expect(names(plan({ sex: 'female' }))).toContain('myo-inositol');
    expect(names(plan({ sex: null }))).toContain('myo-inositol');
  });

  it('keeps what the customer takes, at their dosage, ranked higher', () => {
    const p = plan({ currentSupplements: [{ name: 'vitamin-d3', dosage: '1000-iu' }] });
    expect(supplement(p, 'vitamin-d3')).toMatchObject({
      alreadyTaking: true,
      dosage: { name: '1000-iu', title: '1,000 IU a day' },
      score: 3 + SCORE_MODIFIERS.alreadyTaking,
    });
    expect(supplement(p, 'vitamin-d3')?.rankReason).toContain('keep taking it');
    for (const dosage of [null, 'unknown-dose'])
      expect(
        supplement(plan({ currentSupplements: [{ name: 'vitamin-d3', dosage }] }), 'vitamin-d3')?.dosage.name,
      ).toBe('2000-iu');
  });

  it('caps the list', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...catalogue.supplements[0]!,
      id: 100 + i,
      name: `d-${i}`,
      tags: [],
    }));
    const p = buildPlan({ ...inputWith(), catalogue: { ...catalogue, supplements: many } });
    expect(p.supplements).toHaveLength(PLAN_LIMITS.supplements);
  });
});

describe('buildPlan: medications', () => {
  it('with warfarin: vitamin K foods are flagged, a vitamin K supplement is left out', () => {
    const p = plan({ medications: ['warfarin'] });
    expect(food(p, 3)).toMatchObject({
      caution: 'Keep your vitamin K intake steady.',
      score: 3 + SCORE_MODIFIERS.caution,
    });
    expect(food(p, 3)?.rankReason).toContain('because of your medication');
    expect(supplement(p, 'fish-oil')?.caution).toBe('Ask before taking it with warfarin.');
    expect(names(p)).not.toContain('vitamin-k2');
    expect(exclusion(p, 'Vitamin K2')).toEqual({
      kind: 'supplement',
      name: 'Vitamin K2',
      reason: 'Vitamin K counteracts warfarin.',
    });
    expect(food(plan(), 3)?.caution).toBeNull();
  });

  it('with a statin: an avoided food is left out with the note', () => {
    const p = plan({ medications: ['statin'] });
    expect(ids(p)).not.toContain(13);
    expect(excludedFoods(p)).toEqual([
      { kind: 'food', name: 'Grapefruit', reason: 'Grapefruit raises statin levels.' },
    ]);
  });
});

describe('buildPlan: lifestyle conditions', () => {
  const action = (p: Plan, id: number) => p.lifestyle.find((l) => l.id === id);

  it('leaves an action out when the answers rule out its condition', () => {
    const p = plan({}, { smokingStatus: 'never' });
    expect(action(p, 101)).toBeUndefined();
    expect(exclusion(p, 'Stop smoking')).toEqual({
      kind: 'lifestyle',
      name: 'Stop smoking',
      reason: "You told us you don't smoke",
    });
  });

  it('ranks an action higher when its condition holds, and says so in the why', () => {
    const p = plan({}, { smokingStatus: 'current' });
    expect(action(p, 101)).toMatchObject({
      score: 7 + SCORE_MODIFIERS.conditionHolds,
      why: 'Your ApoB (131 mg/dL) is High and your LDL cholesterol (142 mg/dL) is Borderline high; you told us you smoke.',
    });
  });

  it.each([
    [{ sleepDuration: 6 }, {}, 102, true],
    [{ sleepDuration: 8 }, {}, 102, false],
    [{ dailySunExposure: 10 }, {}, 103, true],
    [{ dailySunExposure: 30 }, {}, 103, false],
    [{ weightGoal: 'lose' as const }, {}, 106, true],
    [{ weightGoal: 'maintain' as const }, {}, 106, false],
    [{ restingHeartRate: 85 }, {}, 107, true],
    [{ restingHeartRate: 62 }, {}, 107, false],
    [{ bodyFatPercent: 28 }, { sex: 'male' as const }, 108, true],
    [{ bodyFatPercent: 28 }, { sex: 'female' as const }, 108, false],
    [{}, { beverages: new Map([['alcohol', 2]]) }, 104, true],
    [{}, { beverages: new Map([['alcohol', 0.5]]) }, 104, false],
  ])('%o %o: action %i holds %s', (lifestyle, changes, id, holds) => {
    const p = plan(changes, lifestyle);
    const base = action(plan(), id)!.score;
    if (holds) expect(action(p, id)?.score).toBe(base + SCORE_MODIFIERS.conditionHolds);
    else {
      expect(action(p, id)).toBeUndefined();
      expect(p.excluded.some((e) => e.kind === 'lifestyle' && e.reason.startsWith('You told us'))).toBe(true);
    }
  });

  it('keeps an action whose answer cannot tell (body fat between the limits, sex unknown)', () => {
    const p = plan({ sex: null }, { bodyFatPercent: 28 });
    expect(action(p, 108)?.score).toBe(action(plan(), 108)?.score);
  });

  it('drops the lifestyle notice once every kept action is answered', () => {
    const p = plan(
      { beverages: new Map([['alcohol', 2]]) },
      {
        smokingStatus: 'current',
        sleepDuration: 6,
        dailySunExposure: 5,
        weightGoal: 'lose',
        restingHeartRate: 90,
        bodyFatPercent: 30,
      },
    );
    expect(p.lifestyle).toHaveLength(8);
    expect(p.notices).not.toContain(PLAN_NOTICES.lifestyleUnknown);
  });
});

describe('buildPlan: age and sex', () => {
  it('emphasises vitamin D and calcium for women from 50', () => {
    const p = plan({ sex: 'female', age: 55 });
    expect(food(p, 12)?.score).toBe(3 + SCORE_MODIFIERS.bone);
    expect(food(p, 12)?.rankReason).toContain('women from 50');
    expect(supplement(p, 'vitamin-d3')?.score).toBe(3 + SCORE_MODIFIERS.bone);
    expect(food(p, 1)?.score).toBe(7);
    for (const other of [
      { sex: 'male' as const, age: 55 },
      { sex: 'female' as const, age: 45 },
      { sex: 'female' as const, age: null },
    ])
      expect(food(plan(other), 12)?.score).toBe(3);
  });

  it('emphasises B12 from 60 and with metformin', () => {
    expect(supplement(plan({ age: 65 }), 'vitamin-b12')).toMatchObject({
      score: 1 + SCORE_MODIFIERS.b12Absorption,
      rankReason:
        'Helps your Vitamin B12, which is Normal (below optimal); B12 is absorbed less well from 60.',
    });
    expect(supplement(plan({ medications: ['metformin'] }), 'vitamin-b12')?.rankReason).toContain(
      'metformin lowers how much B12 you absorb',
    );
    expect(supplement(plan(), 'vitamin-b12')?.score).toBe(1);
  });
});

describe('buildPlan: foodsByMarker and caps', () => {
  const invariants = (p: Plan) => {
    const grouped = p.foodsByMarker.flatMap((g) => g.foodIds);
    expect([...grouped].sort((a, b) => a - b)).toEqual(ids(p).sort((a, b) => a - b));
    expect(new Set(grouped).size).toBe(grouped.length);
    const order = p.markers.map((m) => m.abbr);
    const groupOrder = p.foodsByMarker.map((g) => order.indexOf(g.markerAbbr));
    expect(groupOrder).toEqual([...groupOrder].sort((a, b) => a - b));
    for (const g of p.foodsByMarker) {
      expect(g.foodIds.length).toBeGreaterThan(0);
      expect(g.foodIds.length).toBeLessThanOrEqual(PLAN_LIMITS.foodsPerMarker);
      for (const id of g.foodIds) expect(food(p, id)?.markers[0]).toBe(g.markerAbbr);
      // in the foods' rank order
      const positions = g.foodIds.map((id) => ids(p).indexOf(id));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(p.foods.length).toBeLessThanOrEqual(PLAN_LIMITS.foods);
  };

  it('groups each listed food once, under the worst marker it helps', () => {
    const p = plan();
    expect(p.foodsByMarker).toEqual([
      { markerAbbr: 'APOB', foodIds: [1, 5] },
      { markerAbbr: 'LDL', foodIds: [6, 3, 11, 13] },
      { markerAbbr: 'VITD', foodIds: [2, 4, 7, 12] },
      { markerAbbr: 'B12', foodIds: [8, 9] },
    ]);
    invariants(p);
    invariants(plan({ diets: ['vegan'] }));
  });

  it('lists at most 6 foods per marker and 24 in all', () => {
    const many: FoodItem[] = Array.from({ length: 100 }, (_, i) => ({
      ...catalogue.foods[0]!,
      id: 1000 + i,
      code: `f${i}`,
      name: `Food ${i}`,
      markers: {
        [['APOB', 'LDL', 'VITD', 'TG', 'B12'][i % 5]!]: i % 5 === 2 || i % 5 === 4 ? 'low' : 'high',
      },
    }));
    const p = buildPlan({ ...inputWith(), catalogue: { ...catalogue, foods: many } });
    expect(p.foods).toHaveLength(PLAN_LIMITS.foods);
    expect(p.foodsByMarker.map((g) => g.foodIds.length)).toEqual([6, 6, 6, 6]);
    invariants(p);
    const oneMarker = buildPlan({
      ...inputWith(),
      catalogue: { ...catalogue, foods: many.map((f) => ({ ...f, markers: { LDL: 'high' } })) },
    });
    expect(oneMarker.foods).toHaveLength(PLAN_LIMITS.foodsPerMarker);
  });
});

describe('buildPlan: purity and the contract', () => {
  it('is deterministic and independent of the order of the readings', () => {
    const input = inputWith(
      { diets: ['vegetarian'], medications: ['warfarin'] },
      { smokingStatus: 'current' },
    );
    const first = buildPlan(input);
    expect(buildPlan(input)).toEqual(first);
    expect(buildPlan({ ...input, readings: [...readings].reverse() })).toEqual(first);
  });

  it('is structurally the contract’s NutritionPlan', () => {
    const p: NutritionPlan = plan({ medications: ['warfarin'], diets: ['vegan'] });
    expect(nutritionPlan.parse(p)).toEqual(p);
    for (const state of [
      buildPlan({ ...inputWith(), readings: [] }),
      plan({ willingToTakeSupplements: null }),
    ])
      expect(nutritionPlan.safeParse(state satisfies NutritionPlan).success).toBe(true);
  });

  // its speed is measured by `npm run bench` (the plan's latency), not asserted here
  it('builds a valid plan from 100 foods, 30 supplements and 50 sports', () => {
    const markerPool = ['APOB', 'LDL', 'VITD', 'TG', 'B12', 'HDL', 'GLU', 'MG'];
    const big = {
      ...catalogue,
      foods: Array.from({ length: 100 }, (_, i) => ({
        ...catalogue.foods[i % catalogue.foods.length]!,
        id: i + 1,
        markers: Object.fromEntries(
          markerPool
            .slice(i % 4, (i % 4) + 4)
            .map((m) => [m, m === 'VITD' || m === 'B12' ? 'low' : 'high'] as const),
        ),
      })),
      supplements: Array.from({ length: 30 }, (_, i) => ({
        ...catalogue.supplements[i % catalogue.supplements.length]!,
        id: i + 1,
        name: `s${i}`,
      })),
      sports: Array.from({ length: 50 }, (_, i) => ({
        id: i + 1,
        code: `s${i}`,
        name: `Sport ${i}`,
        categoryId: (i % 3) + 1,
      })),
    };
    const input = {
      ...inputWith({ diets: ['vegetarian'], medications: ['warfarin'], sports: [1, 2] }),
      catalogue: big,
    };
    const built = buildPlan(input);
    expect(nutritionPlan.safeParse(built).success).toBe(true);
    expect(built).toEqual(buildPlan(input));
  });
});

describe('formatMarkerValue', () => {
  it.each([
    [142, 'mg/dL', '142 mg/dL'],
    [5.7, '%', '5.7 %'],
    [0.275, 'mg/L', '0.28 mg/L'],
    [18.25, 'ng/mL', '18.3 ng/mL'],
    [1234.56, 'pg/mL', '1,234.6 pg/mL'],
    [2, '', '2'],
  ])('%s %s → %s', (value, unit, text) => {
    expect(formatMarkerValue(value, unit)).toBe(text);
  });
});

it('fixtures: the base preferences are unchanged by the tests', () => {
  expect(preferences.diets).toEqual([]);
  expect(frequencyName(7)).toBe('Every day');
});
