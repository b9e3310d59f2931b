import { describe, expect, it } from 'vitest';
import type { Direction, FoodTag } from '../../src/domain/nutrition/catalogue';
import { FOOD_TAGS } from '../../src/domain/nutrition/catalogue';
import { lifestyleReferenceCatalogue } from '../../src/server/db/seed/reference/lifestyle-references';
import { medicationCatalogue } from '../../src/server/db/seed/reference/medications';
import {
  checkNutritionCatalogue,
  lifestyleReferenceRows,
} from '../../src/server/db/seed/reference/nutrition';
import { nutritionFoodCatalogue as foods } from '../../src/server/db/seed/reference/nutrition-foods';
import { onboardingOptionCatalogue } from '../../src/server/db/seed/reference/onboarding-options';
import { sportCatalogue, sportCategoryCatalogue } from '../../src/server/db/seed/reference/sports';
import { supplementCatalogue as supplements } from '../../src/server/db/seed/reference/supplements';

const VEGAN_EXCLUDED: readonly FoodTag[] = [
  'meat',
  'pork',
  'poultry',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'honey',
  'gelatin',
];
const plantBased = (item: { tags: readonly FoodTag[] }) => !item.tags.some((t) => VEGAN_EXCLUDED.includes(t));
const kinds = onboardingOptionCatalogue.food;
const kindId = (code: string) => kinds.find((k) => k.code === code)!.id;
/** Supplements listed only so a customer can say they take them (their interactions are checked). */
const DECLARE_ONLY = ['st-johns-wort', 'ginkgo'];

describe('the nutrition catalogue', () => {
  it('passes the seeder’s consistency check', () => {
    expect(() => checkNutritionCatalogue()).not.toThrow();
  });

  it('has the sizes issue 15 asks for', () => {
    expect(foods.length).toBeGreaterThanOrEqual(80);
    expect(supplements.length).toBeGreaterThanOrEqual(25);
    expect(sportCategoryCatalogue.map((c) => c.code)).toEqual([
      'aerobic',
      'strength',
      'flexibility-balance',
      'interval',
    ]);
    expect(sportCatalogue.length).toBeGreaterThanOrEqual(40);
    for (const c of sportCategoryCatalogue)
      expect(sportCatalogue.filter((s) => s.categoryId === c.id).length, c.code).toBeGreaterThanOrEqual(8);
  });

  it('keeps the starter items other code and tests name', () => {
    const food = (id: number) => foods.find((f) => f.id === id)?.code;
    expect([1, 2, 3, 4, 5, 6].map(food)).toEqual([
      'spinach',
      'salmon',
      'lentils',
      'oats',
      'greek-yogurt',
      'almonds',
    ]);
    expect(supplements.slice(0, 4).map((s) => [s.id, s.name])).toEqual([
      [1, 'vitamin-d3'],
      [2, 'fish-oil'],
      [3, 'algae-omega-3'],
      [4, 'vitamin-k2'],
    ]);
    expect(sportCatalogue.filter((s) => s.id <= 10).map((s) => s.code)).toEqual([
      'walking',
      'running',
      'cycling',
      'swimming',
      'weightlifting',
      'bodyweight',
      'yoga',
      'tai-chi',
      'hiit',
      'rowing-intervals',
    ]);
    expect(medicationCatalogue.slice(0, 4).map((m) => m.code)).toEqual([
      'warfarin',
      'statin',
      'metformin',
      'levothyroxine',
    ]);
  });

  it('has a food for every questionnaire food kind, listed under that kind’s group', () => {
    for (const kind of kinds)
      expect(foods.filter((f) => f.categoryId === kind.id).length, kind.code).toBeGreaterThan(0);
    for (const f of foods) expect(f.group, f.code).toBe(kinds.find((k) => k.id === f.categoryId)!.group);
  });

  it('gives every food and every suggestible supplement markers and a sourced evidence note', () => {
    for (const item of [...foods, ...supplements.filter((s) => !DECLARE_ONLY.includes(s.name))]) {
      const key = 'code' in item ? item.code : item.name;
      expect(Object.keys(item.markers).length, key).toBeGreaterThan(0);
      expect(item.evidence.length, key).toBeGreaterThan(40);
    }
    for (const name of DECLARE_ONLY) {
      const s = supplements.find((x) => x.name === name)!;
      expect(s.markers).toEqual({});
      expect(s.interactions?.length).toBeGreaterThan(0);
    }
  });

  it('tags every food of an animal kind with its origin', () => {
    const origin: [string, FoodTag[]][] = [
      ['red-meat', ['meat', 'pork']],
      ['processed-meat', ['meat', 'pork']],
      ['poultry', ['poultry']],
      ['fatty-fish', ['fish']],
      ['white-fish-seafood', ['fish', 'shellfish']],
      ['eggs', ['egg']],
      ['milk', ['dairy']],
      ['yogurt', ['dairy']],
      ['cheese', ['dairy']],
      ['butter', ['dairy']],
      ['ice-cream', ['dairy']],
    ];
    for (const [kind, tags] of origin)
      for (const f of foods.filter((x) => x.categoryId === kindId(kind)))
        expect(
          f.tags.some((t) => tags.includes(t)),
          `${f.code} (${kind})`,
        ).toBe(true);
    for (const f of foods)
      expect(
        f.tags.every((t) => FOOD_TAGS.includes(t)),
        f.code,
      ).toBe(true);
    const tagged = (code: string) => foods.find((f) => f.code === code)!.tags;
    expect(tagged('pork-tenderloin')).toContain('pork');
    expect(tagged('liver-sausage')).toEqual(expect.arrayContaining(['pork', 'high-sodium']));
    expect(tagged('walnuts')).toContain('tree-nut');
    expect(tagged('peanuts')).toContain('peanut');
    expect(tagged('tofu')).toContain('soy');
    expect(tagged('tahini')).toContain('sesame');
    expect(tagged('hummus')).toContain('sesame');
    expect(tagged('whole-wheat-bread')).toEqual(expect.arrayContaining(['gluten', 'high-fodmap']));
    expect(tagged('oat-bran-muffin')).toEqual(expect.arrayContaining(['gluten', 'egg', 'dairy']));
  });

  it('tags the animal origin of supplements and offers a plant alternative', () => {
    const tags = (name: string) => supplements.find((s) => s.name === name)!.tags;
    expect(tags('fish-oil')).toContain('fish');
    expect(tags('krill-oil')).toContain('shellfish');
    expect(tags('whey-protein')).toContain('dairy');
    expect(tags('glucosamine')).toContain('shellfish');
    for (const name of ['algae-omega-3', 'vegan-vitamin-d3', 'plant-protein', 'vitamin-b12'])
      expect(plantBased(supplements.find((s) => s.name === name)!), name).toBe(true);
  });

  const needs: [string, Direction][] = [
    ['LDL', 'high'],
    ['TG', 'high'],
    ['GLU', 'high'],
    ['HSCRP', 'high'],
    ['VITD', 'low'],
    ['B12', 'low'],
    ['FERRITIN', 'low'],
    ['FOLATE', 'low'],
    ['MG', 'low'],
  ];
  it.each(needs)('has at least three plant foods for %s %s', (abbr, direction) => {
    const plant = foods.filter((f) => f.markers[abbr] === direction && plantBased(f));
    expect(plant.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['VITD', 'low'],
    ['TG', 'high'],
    ['B12', 'low'],
  ] as const)('has a plant-based supplement for %s %s', (abbr, direction) => {
    expect(supplements.some((s) => s.markers[abbr] === direction && plantBased(s))).toBe(true);
  });

  it('lists every supplement’s default dosage, each dosage once', () => {
    for (const s of supplements) {
      expect(
        s.dosages.map((d) => d.name),
        s.name,
      ).toContain(s.defaultDosage);
      expect(new Set(s.dosages.map((d) => d.name)).size, s.name).toBe(s.dosages.length);
    }
    expect(supplements.some((s) => s.nsfCertified)).toBe(true);
    expect(supplements.filter((s) => !s.nsfCertified).length).toBeGreaterThanOrEqual(5);
  });

  it('names known interactions with clinical effect', () => {
    const effect = (items: typeof foods | typeof supplements, key: string, medication: string) =>
      items
        .find((i) => ('code' in i ? i.code : i.name) === key)
        ?.interactions?.find((i) => i.medication === medication)?.effect;
    expect(effect(supplements, 'vitamin-k2', 'warfarin')).toBe('avoid');
    expect(effect(supplements, 'st-johns-wort', 'ssri-snri')).toBe('avoid');
    expect(effect(supplements, 'st-johns-wort', 'warfarin')).toBe('avoid');
    expect(effect(supplements, 'st-johns-wort', 'oral-contraceptive')).toBe('avoid');
    expect(effect(supplements, 'potassium', 'ace-inhibitor-arb')).toBe('avoid');
    expect(effect(supplements, 'potassium', 'spironolactone')).toBe('avoid');
    expect(effect(supplements, 'calcium', 'levothyroxine')).toBe('caution');
    expect(effect(supplements, 'iron', 'levothyroxine')).toBe('caution');
    expect(effect(supplements, 'red-yeast-rice', 'statin')).toBe('avoid');
    expect(effect(supplements, 'berberine', 'metformin')).toBe('caution');
    expect(effect(supplements, 'niacin', 'statin')).toBe('caution');
    expect(effect(supplements, 'magnesium', 'bisphosphonate')).toBe('caution');
    expect(effect(supplements, 'fish-oil', 'warfarin')).toBe('caution');
    expect(effect(supplements, 'ginkgo', 'warfarin')).toBe('avoid');
    expect(effect(foods, 'grapefruit', 'statin')).toBe('avoid');
    expect(effect(foods, 'kale', 'warfarin')).toBe('caution');
    expect(effect(foods, 'tofu', 'levothyroxine')).toBe('caution');
    expect(effect(foods, 'swiss-cheese', 'maoi')).toBe('avoid');
  });

  it('asks only about medications an interaction names', () => {
    const named = new Set(
      [...foods, ...supplements].flatMap((i) => (i.interactions ?? []).map((x) => x.medication)),
    );
    for (const m of medicationCatalogue) expect(named.has(m.code), m.code).toBe(true);
  });

  it('gives every numeric lifestyle answer a valid range', () => {
    expect(lifestyleReferenceCatalogue.map((r) => r.field)).toHaveLength(7);
    for (const r of lifestyleReferenceRows()) {
      if (r.kind !== 'number') continue;
      expect(r.min, r.field).not.toBeNull();
      expect(r.max!, r.field).toBeGreaterThan(r.min!);
      expect(r.step!, r.field).toBeGreaterThan(0);
    }
  });
});
