import { asc, eq, inArray } from 'drizzle-orm';
import type {
  LifestyleReference,
  NutritionFood,
  SportInfo,
  SupplementInfo,
} from '../../../contract/nutrition';
import type { Choice } from '../../../contract/onboarding';
import {
  LIFESTYLE_CONDITIONS,
  type Direction,
  type LifestyleAction,
  type LifestyleCondition,
  type NutritionCatalogue,
} from '../../../domain/nutrition/catalogue';
import type { Db } from '../../db';
import {
  lifestyleReferences,
  medications,
  nutritionFoods,
  onboardingOptions,
  recommendationMarkers,
  recommendations,
  sportCategories,
  sports,
  supplements,
} from '../../db/schema';

/** The guidance catalogues and the questionnaire lists the nutrition calls check and answer with. */
export interface NutritionReference {
  catalogue: NutritionCatalogue;
  foods: NutritionFood[];
  foodIds: ReadonlySet<number>;
  /** The questionnaire's food frequency scale, in order. */
  foodFrequencies: (Choice & { timesPerWeek: number })[];
  beverages: Choice[];
  beverageFrequencies: (Choice & { servingsPerDay: number })[];
  diets: Choice[];
  medications: Choice[];
  sportCategories: Choice[];
  sports: SportInfo[];
  supplements: SupplementInfo[];
  lifestyle: LifestyleReference[];
}

// Reference data only changes with a release (seeders run before the server listens): one read per
// database serves the process, like the blood catalogue.
const cache = new WeakMap<Db, Promise<NutritionReference>>();

export function loadNutritionReference(db: Db): Promise<NutritionReference> {
  let pending = cache.get(db);
  if (!pending) {
    pending = readReference(db);
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

export async function loadNutritionCatalogue(db: Db): Promise<NutritionCatalogue> {
  return (await loadNutritionReference(db)).catalogue;
}

const isCondition = (value: string | null): value is LifestyleCondition =>
  value !== null && (LIFESTYLE_CONDITIONS as readonly string[]).includes(value);

async function readReference(db: Db): Promise<NutritionReference> {
  const [foodRows, supplementRows, categoryRows, sportRows, medicationRows, lifestyleRows, options, actions] =
    await Promise.all([
      db.select().from(nutritionFoods).orderBy(asc(nutritionFoods.sortOrder)),
      db.select().from(supplements).orderBy(asc(supplements.sortOrder)),
      db.select().from(sportCategories).orderBy(asc(sportCategories.sortOrder)),
      db.select().from(sports).orderBy(asc(sports.sortOrder)),
      db.select().from(medications).orderBy(asc(medications.sortOrder)),
      db.select().from(lifestyleReferences).orderBy(asc(lifestyleReferences.sortOrder)),
      db
        .select()
        .from(onboardingOptions)
        .where(
          inArray(onboardingOptions.kind, [
            'food_frequency',
            'beverage',
            'beverage_frequency',
            'dietary_constraint',
          ]),
        )
        .orderBy(asc(onboardingOptions.sortOrder)),
      db
        .select()
        .from(recommendations)
        .where(eq(recommendations.kind, 'lifestyle'))
        .orderBy(asc(recommendations.sortOrder)),
    ]);
  const links = actions.length
    ? await db
        .select()
        .from(recommendationMarkers)
        .where(
          inArray(
            recommendationMarkers.recommendationId,
            actions.map((a) => a.id),
          ),
        )
    : [];
  const markersOf = new Map<number, Record<string, Direction>>();
  for (const link of links) {
    const markers = markersOf.get(link.recommendationId) ?? {};
    markers[link.markerAbbr] = link.direction;
    markersOf.set(link.recommendationId, markers);
  }
  const lifestyleActions: LifestyleAction[] = actions.map((a) => ({
    id: a.id,
    title: a.title,
    description: a.description,
    markers: markersOf.get(a.id) ?? {},
    ...(isCondition(a.appliesWhen) ? { when: a.appliesWhen } : {}),
  }));

  const choice = (o: (typeof options)[number]): Choice => ({
    id: o.id,
    code: o.code,
    name: o.name,
    description: o.description,
  });
  const ofKind = (kind: string) => options.filter((o) => o.kind === kind);

  const catalogue: NutritionCatalogue = {
    foods: foodRows.map((f) => ({
      id: f.id,
      code: f.code,
      name: f.name,
      group: f.foodGroup,
      categoryId: f.categoryId,
      serving: f.serving,
      tags: f.tags,
      nutrients: f.nutrients,
      markers: f.markers,
      evidence: f.evidence,
      interactions: f.interactions,
    })),
    supplements: supplementRows.map((s) => ({
      id: s.id,
      name: s.name,
      title: s.title,
      description: s.description,
      nsfCertified: s.nsfCertified,
      dosages: s.dosages,
      defaultDosage: s.defaultDosage,
      tags: s.tags,
      markers: s.markers,
      evidence: s.evidence,
      interactions: s.interactions,
      ...(s.forSex ? { forSex: s.forSex } : {}),
    })),
    sportCategories: categoryRows.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      description: c.description,
      markers: c.markers,
      evidence: c.evidence,
    })),
    sports: sportRows.map((s) => ({ id: s.id, code: s.code, name: s.name, categoryId: s.categoryId })),
    lifestyleActions,
    medications: medicationRows.map((m) => ({
      id: m.id,
      code: m.code,
      name: m.name,
      description: m.description,
    })),
  };

  return {
    catalogue,
    foods: foodRows.map((f) => ({
      id: f.id,
      code: f.code,
      name: f.name,
      group: f.foodGroup,
      serving: f.serving,
      categoryId: f.categoryId,
      tags: [...f.tags],
    })),
    foodIds: new Set(foodRows.map((f) => f.id)),
    // The table's CHECKs make both columns present for their kind.
    foodFrequencies: ofKind('food_frequency').map((o) => ({
      ...choice(o),
      timesPerWeek: o.timesPerWeek ?? 0,
    })),
    beverages: ofKind('beverage').map(choice),
    beverageFrequencies: ofKind('beverage_frequency').map((o) => ({
      ...choice(o),
      servingsPerDay: o.servingsPerDay ?? 0,
    })),
    diets: ofKind('dietary_constraint').map(choice),
    medications: medicationRows.map((m) => ({
      id: m.id,
      code: m.code,
      name: m.name,
      description: m.description,
    })),
    sportCategories: categoryRows.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      description: c.description,
    })),
    sports: sportRows.map((s) => ({ id: s.id, code: s.code, name: s.name, exercise: s.categoryId })),
    supplements: supplementRows.map((s) => ({
      name: s.name,
      title: s.title,
      description: s.description,
      nsfCertified: s.nsfCertified,
      dosages: s.dosages.map((d) => ({ name: d.name, title: d.title })),
      defaultDosage: s.defaultDosage,
    })),
    lifestyle: lifestyleRows.map((r) => ({
      field: r.field as LifestyleReference['field'],
      name: r.name,
      description: r.description,
      kind: r.kind,
      unit: r.unit,
      min: r.min,
      max: r.max,
      step: r.step,
      options: r.options,
    })),
  };
}
