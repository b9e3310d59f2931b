import { describe, expect, it, vi } from 'vitest';
import type {
  FoodItem,
  LifestyleAction,
  MarkerReading,
  NutritionCatalogue,
  SupplementItem,
} from '../../src/domain/nutrition/catalogue';
import {
  B12_AGE,
  BONE_AGE,
  buildPlan,
  MOST_DAYS_TIMES_A_WEEK,
  PLAN_LIMITS,
  PROTEIN_RICH_G,
  RARELY_TIMES_A_WEEK,
  type Plan,
} from '../../src/domain/nutrition/engine';
import { catalogue, foods, inputWith, readings, supplements } from './nutrition.fixtures';

// spec 000 §7.6: the thresholds of the plan's ranking at their boundary values, the words of the
// rank reasons, and the fallbacks of dosages and sports (nutrition-engine.test.ts has the main cases).

const plan = (...args: Parameters<typeof inputWith>) => buildPlan(inputWith(...args));
const withCatalogue = (changes: Partial<NutritionCatalogue>, input = inputWith()) =>
  buildPlan({ ...input, catalogue: { ...input.catalogue, ...changes } });
const food = (p: Plan, id: number) => p.foods.find((f) => f.id === id)!;
const supplement = (p: Plan, name: string) => p.supplements.find((s) => s.name === name)!;

const reading = (abbr: string, name: string, state: MarkerReading['state']): MarkerReading => ({
  abbr,
  name,
  value: 100,
  unit: 'mg/dL',
  state,
  testedAt: '2026-10-01',
});
const item = (id: number, markers: FoodItem['markers'], changes: Partial<FoodItem> = {}): FoodItem => ({
  ...foods[0]!,
  id,
  code: `food-${id}`,
  name: `Food ${id}`,
  markers,
  ...changes,
});

describe('buildPlan: the markers it considers', () => {
  it('keeps the newest reading of a marker whatever the order they come in', () => {
    const newer: MarkerReading = { ...readings[1]!, state: -2, testedAt: '2026-11-01' };
    const p = buildPlan({ ...inputWith(), readings: [newer, ...readings] });
    expect(p.markers.find((m) => m.abbr === 'APOB')).toMatchObject({ state: -2, direction: 'low' });
  });

  it('orders markers of equal severity by name, then by code', () => {
    const p = buildPlan({
      ...inputWith(),
      readings: [
        reading('ZZ', 'Beta', 3),
        reading('YY', 'Alpha', -3),
        reading('BB', 'Same name', 3),
        reading('AA', 'Same name', 3),
      ],
    });
    expect(p.markers.map((m) => m.abbr)).toEqual(['YY', 'ZZ', 'AA', 'BB']);
  });
});

describe('buildPlan: rank reasons name how many markers an item helps', () => {
  const severe = [
    reading('A', 'Alpha', 4),
    reading('B', 'Beta', 4),
    reading('C', 'Gamma', 4),
    reading('D', 'Delta', 2),
  ];
  const build = () =>
    buildPlan({
      ...inputWith(),
      readings: severe,
      catalogue: {
        ...catalogue,
        foods: [
          item(1, { A: 'high', B: 'high' }),
          item(2, { A: 'high', B: 'high', C: 'high' }),
          item(3, { A: 'high', B: 'high', D: 'high' }),
          item(4, { A: 'high', D: 'high' }),
        ],
      },
    });

  it.each([
    [1, 'Helps two of your markers, both High.'],
    [2, 'Helps three of your markers, all High.'],
    [3, 'Helps three of your markers, two of them High.'],
    [4, 'Helps two of your markers, most of all your Alpha (High).'],
  ])('food %s: %s', (id, reason) => {
    expect(food(build(), id).rankReason).toBe(reason);
  });
});

describe('buildPlan: age and sex thresholds', () => {
  const boneReason = `vitamin D and calcium matter more for women from ${BONE_AGE}, when bone loss speeds up`;
  const b12Reason = `B12 is absorbed less well from ${B12_AGE}`;

  it(`emphasises vitamin D for women from exactly ${BONE_AGE}, not a year before`, () => {
    expect(food(plan({ sex: 'female', age: BONE_AGE }), 12).rankReason).toContain(boneReason);
    expect(food(plan({ sex: 'female', age: BONE_AGE - 1 }), 12).rankReason).not.toContain(boneReason);
  });

  it(`emphasises B12 from exactly ${B12_AGE}, and only on items that help B12`, () => {
    const at60 = plan({ age: B12_AGE });
    expect(food(at60, 8).rankReason).toContain(b12Reason);
    expect(food(at60, 8).score).toBe(2);
    // oats help LDL and ApoB, not B12
    expect(food(at60, 1).rankReason).not.toContain('B12');
    expect(food(plan({ age: B12_AGE - 1 }), 8).rankReason).not.toContain(b12Reason);
    expect(food(plan({ age: null }), 8).score).toBe(1);
  });
});

describe('buildPlan: food habits at their thresholds', () => {
  const times = (timesPerWeek: number | null) => ({
    foods: new Map([[12, { timesPerWeek, omitted: false }]]),
  });
  const mushrooms = (timesPerWeek: number | null) => food(plan(times(timesPerWeek)), 12);

  it(`ranks a food eaten ${MOST_DAYS_TIMES_A_WEEK} times a week lower, not one eaten ${MOST_DAYS_TIMES_A_WEEK - 1} times`, () => {
    expect(mushrooms(MOST_DAYS_TIMES_A_WEEK)).toMatchObject({ score: 1 });
    expect(mushrooms(MOST_DAYS_TIMES_A_WEEK).rankReason).toContain('you already eat it most days');
    expect(mushrooms(MOST_DAYS_TIMES_A_WEEK - 1)).toMatchObject({
      score: 3,
      rankReason: 'Helps your Vitamin D, which is Borderline low.',
    });
  });

  it(`ranks a food eaten less than ${RARELY_TIMES_A_WEEK} time a week higher, not one eaten once, nor one not answered`, () => {
    expect(mushrooms(0.5)).toMatchObject({ score: 4 });
    expect(mushrooms(0.5).rankReason).toContain('you eat it rarely, so there is room to add it');
    expect(mushrooms(RARELY_TIMES_A_WEEK).score).toBe(3);
    expect(mushrooms(null)).toMatchObject({ score: 3, currentFrequency: null });
  });

  it('asks the frequency words only for the foods the customer answered', () => {
    const frequencyName = vi.fn(() => 'Sometimes');
    const p = buildPlan({ ...inputWith(times(2)), frequencyName });
    expect(food(p, 12).currentFrequency).toBe('Sometimes');
    expect(food(p, 1).currentFrequency).toBeNull();
    expect(frequencyName.mock.calls).toEqual([[2]]);
  });

  it(`counts a food with ${PROTEIN_RICH_G} g of protein a serving as protein-rich on a GLP-1 medicine`, () => {
    const foodsWith = (proteinG: number) => [item(1, { LDL: 'high' }, { nutrients: { proteinG } })];
    const rich = withCatalogue({ foods: foodsWith(PROTEIN_RICH_G) }, inputWith({ takesGlp1: true }));
    expect(food(rich, 1).rankReason).toContain('it is rich in protein, which matters on a GLP-1 medicine');
    expect(food(rich, 1).score).toBe(5);
    const poor = withCatalogue({ foods: foodsWith(PROTEIN_RICH_G - 0.1) }, inputWith({ takesGlp1: true }));
    expect(food(poor, 1).score).toBe(3);
  });

  it('shows every caution of the customer’s medications, one after the other', () => {
    const cautious = item(
      1,
      { LDL: 'high' },
      {
        interactions: [
          { medication: 'warfarin', effect: 'caution', note: 'Keep your vitamin K steady.' },
          { medication: 'statin', effect: 'caution', note: 'Take it apart from your statin.' },
        ],
      },
    );
    const p = withCatalogue({ foods: [cautious] }, inputWith({ medications: ['warfarin', 'statin'] }));
    expect(food(p, 1).caution).toBe('Keep your vitamin K steady. Take it apart from your statin.');
  });
});

describe('buildPlan: supplements', () => {
  it('keeps a supplement meant for men from a woman, saying so', () => {
    const forMen: SupplementItem = {
      ...supplements[5]!,
      name: 'saw-palmetto',
      title: 'Saw palmetto',
      forSex: 'male',
    };
    const p = withCatalogue({ supplements: [forMen] }, inputWith({ sex: 'female' }));
    expect(p.excluded).toEqual([{ kind: 'supplement', name: 'Saw palmetto', reason: 'Meant for men' }]);
    expect(p.supplements).toEqual([]);
  });

  it('falls back to the default dosage when the customer’s own is not in the catalogue', () => {
    const p = plan({ currentSupplements: [{ name: 'vitamin-d3', dosage: '5000-iu' }] });
    expect(supplement(p, 'vitamin-d3')).toMatchObject({
      alreadyTaking: true,
      dosage: { name: '2000-iu', title: '2,000 IU a day' },
    });
  });

  it('names the default dosage by itself when the catalogue does not describe it', () => {
    const undescribed: SupplementItem = { ...supplements[5]!, defaultDosage: '500-mcg' };
    const p = withCatalogue({ supplements: [undescribed] });
    expect(supplement(p, 'vitamin-b12').dosage).toEqual({ name: '500-mcg', title: '500-mcg' });
  });

  it('has no notice for a customer willing to take supplements whose answers tell every action', () => {
    expect(withCatalogue({ lifestyleActions: [] }).notices).toEqual([]);
  });
});

describe('buildPlan: exercise', () => {
  it('ranks categories by the markers they help, not by catalogue order', () => {
    const p = buildPlan({
      ...inputWith(),
      readings: [...readings, reading('CORTISOL', 'Cortisol', 4)],
    });
    // aerobic: TG 2 + LDL 3; mind-body: cortisol 4; strength: TG 2 (+ glucose 4 below)
    expect(p.exercise.map((e) => [e.name, e.score])).toEqual([
      ['Aerobic', 5],
      ['Mind-body', 4],
      ['Strength', 2],
    ]);
    const high = buildPlan({
      ...inputWith(),
      readings: [...readings, reading('CORTISOL', 'Cortisol', 4), reading('GLU', 'Glucose', 4)],
    });
    expect(high.exercise.map((e) => e.name)).toEqual(['Strength', 'Aerobic', 'Mind-body']);
  });

  it('lists the customer’s own sports once, first, then others up to three', () => {
    const aerobic = (sports: number[]) => plan({ sports }).exercise.find((e) => e.name === 'Aerobic')!.sports;
    expect(aerobic([4])).toEqual([
      { id: 4, name: 'Swimming', yours: true },
      { id: 1, name: 'Brisk walking', yours: false },
      { id: 2, name: 'Running', yours: false },
    ]);
    expect(aerobic([1])).toEqual([
      { id: 1, name: 'Brisk walking', yours: true },
      { id: 2, name: 'Running', yours: false },
      { id: 3, name: 'Cycling', yours: false },
    ]);
  });

  it('shows a category without sports with none', () => {
    const p = withCatalogue({ sports: [] });
    expect(p.exercise.map((e) => e.sports)).toEqual([[], []]);
  });
});

describe('buildPlan: lifestyle', () => {
  const action = (id: number, markers: LifestyleAction['markers'], when?: LifestyleAction['when']) =>
    ({ id, title: `Action ${id}`, description: 'd', markers, ...(when ? { when } : {}) }) as LifestyleAction;

  it('leaves out actions that help none of the customer’s markers', () => {
    const p = withCatalogue({
      lifestyleActions: [action(1, { CORTISOL: 'high' }), action(2, { LDL: 'high' })],
    });
    expect(p.lifestyle.map((l) => l.id)).toEqual([2]);
    expect(p.excluded.filter((e) => e.kind === 'lifestyle')).toEqual([]);
  });

  it(`lists ${PLAN_LIMITS.lifestyle} actions at most, the best ranked`, () => {
    const many = Array.from({ length: PLAN_LIMITS.lifestyle + 2 }, (_, i) =>
      action(i + 1, i % 2 ? { LDL: 'high' } : { TG: 'high' }),
    );
    const p = withCatalogue({ lifestyleActions: many });
    expect(p.lifestyle.map((l) => l.id)).toEqual([2, 4, 6, 8, 10, 1, 3, 5]);
  });

  it('ranks actions by score, a condition that holds first, and says why', () => {
    const p = withCatalogue(
      {
        lifestyleActions: [
          action(1, { TG: 'high' }),
          action(2, { TG: 'high' }, 'smoker'),
          action(3, { LDL: 'high' }),
        ],
      },
      inputWith({}, { smokingStatus: 'current' }),
    );
    expect(p.lifestyle.map((l) => [l.id, l.score])).toEqual([
      [2, 4],
      [3, 3],
      [1, 2],
    ]);
    expect(p.lifestyle[0]!.rankReason).toBe(
      'Helps your Triglycerides, which is Near normal (high); it fits what you told us.',
    );
  });
});
