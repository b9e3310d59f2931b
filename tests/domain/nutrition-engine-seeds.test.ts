import { describe, expect, it } from 'vitest';
import { nutritionPlan } from '../../src/contract/nutrition';
import type { FoodTag, MarkerReading, NutritionCatalogue } from '../../src/domain/nutrition/catalogue';
import { buildPlan, PLAN_NOTICES } from '../../src/domain/nutrition/engine';
import { medicationCatalogue } from '../../src/server/db/seed/reference/medications';
import { nutritionFoodCatalogue } from '../../src/server/db/seed/reference/nutrition-foods';
import { onboardingOptionCatalogue } from '../../src/server/db/seed/reference/onboarding-options';
import { recommendationCatalogue } from '../../src/server/db/seed/reference/recommendations';
import { sportCatalogue, sportCategoryCatalogue } from '../../src/server/db/seed/reference/sports';
import { supplementCatalogue } from '../../src/server/db/seed/reference/supplements';
import { inputWith } from './nutrition.fixtures';

// The engine over the seeded catalogues (as the server loads them), without a database: whatever
// the catalogue holds, the vegan demo customer (issue 15) must see no animal food and no supplement.

const seeded: NutritionCatalogue = {
  foods: nutritionFoodCatalogue.map((f) => ({ ...f, interactions: f.interactions ?? [] })),
  supplements: supplementCatalogue.map((s) => ({ ...s, interactions: s.interactions ?? [] })),
  sportCategories: sportCategoryCatalogue,
  sports: sportCatalogue,
  lifestyleActions: recommendationCatalogue
    .filter((r) => r.kind === 'lifestyle')
    .map(({ id, title, description, markers, when }) => ({ id, title, description, markers, when })),
  medications: medicationCatalogue,
};

const reading = (abbr: string, name: string, value: number, unit: string, state: MarkerReading['state']) => ({
  abbr,
  name,
  value,
  unit,
  state,
  testedAt: '2026-11-02',
});
const readings: MarkerReading[] = [
  reading('LDL', 'LDL cholesterol', 162, 'mg/dL', 4),
  reading('VITD', 'Vitamin D', 17, 'ng/mL', -3),
  reading('TG', 'Triglycerides', 190, 'mg/dL', 3),
  reading('HSCRP', 'hs-CRP', 2.4, 'mg/L', 2),
];
const ANIMAL: readonly FoodTag[] = [
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

describe('buildPlan over the seeded catalogues', () => {
  it('gives the vegan demo customer no animal food and no supplement', () => {
    const vegan = buildPlan({
      ...inputWith({ diets: ['vegan'], willingToTakeSupplements: false }),
      readings,
      catalogue: seeded,
    });
    expect(vegan.state).toBe('plan');
    expect(vegan.foods.length).toBeGreaterThan(0);
    const tags = new Map(seeded.foods.map((f) => [f.id, f.tags]));
    expect(vegan.foods.filter((f) => tags.get(f.id)!.some((t) => ANIMAL.includes(t)))).toEqual([]);
    expect(vegan.supplements).toEqual([]);
    expect(vegan.notices).toContain(PLAN_NOTICES.unwilling);
    expect(vegan.foods[0]!.why).toMatch(/^Your .+ is .+ \(.+\)/);
    expect(nutritionPlan.safeParse(vegan).success).toBe(true);
  });

  it('answers a plan that matches the contract for an omnivore with warfarin', () => {
    const p = buildPlan({ ...inputWith({ medications: ['warfarin'] }), readings, catalogue: seeded });
    expect(nutritionPlan.safeParse(p).success).toBe(true);
    expect(p.supplements.map((s) => s.name)).not.toContain('vitamin-k2');
    const grouped = p.foodsByMarker.flatMap((g) => g.foodIds);
    expect(new Set(grouped).size).toBe(p.foods.length);
  });

  it('knows every dietary constraint code of the questionnaire', () => {
    const codes = onboardingOptionCatalogue.dietary_constraint.map((d) => d.code);
    const p = buildPlan({ ...inputWith({ diets: codes }), readings, catalogue: seeded });
    expect(nutritionPlan.safeParse(p).success).toBe(true);
  });
});
