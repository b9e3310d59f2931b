import type { Seeder } from '..';
import { LIFESTYLE_CONDITIONS } from '../../../../domain/nutrition/catalogue';
import {
  lifestyleReferences,
  medications,
  nutritionFoods,
  sportCategories,
  sports,
  supplements,
} from '../../schema';
import { bloodMarkerCatalogue } from './blood-markers';
import { lifestyleReferenceCatalogue } from './lifestyle-references';
import { medicationCatalogue } from './medications';
import { nutritionFoodCatalogue } from './nutrition-foods';
import { onboardingOptionCatalogue } from './onboarding-options';
import { physioMarkerCatalogue } from './physio-markers';
import { recommendationCatalogue } from './recommendations';
import { sportCatalogue, sportCategoryCatalogue } from './sports';
import { supplementCatalogue } from './supplements';
import { upsertRows } from './upsert';

const physioLimits = (abbr: string) => {
  const marker = physioMarkerCatalogue.find((m) => m.abbr === abbr)!;
  return { min: marker.minValue, max: marker.maxValue };
};
/** RHR and body fat share the questionnaire's physio-marker limits. */
const SHARED_LIMITS: Record<string, { min: number; max: number }> = {
  restingHeartRate: physioLimits('RHR'),
  bodyFatPercent: physioLimits('BFP'),
};

export const lifestyleReferenceRows = () =>
  lifestyleReferenceCatalogue.map((r, i) => ({ ...r, ...SHARED_LIMITS[r.field], sortOrder: i }));

/** Throws on a catalogue mistake: unknown markers, medications, categories or dosages; reused codes. */
export function checkNutritionCatalogue() {
  const problems: string[] = [];
  const markers = new Set(bloodMarkerCatalogue.map((m) => m.abbr));
  const medicationCodes = new Set(medicationCatalogue.map((m) => m.code));
  const questionnaireFoods = new Map(onboardingOptionCatalogue.food.map((f) => [f.id, f]));
  const categories = new Set(sportCategoryCatalogue.map((c) => c.id));
  const unique = (what: string, keys: (string | number)[]) => {
    const seen = new Set<string | number>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${what} ${key} is used twice`);
      seen.add(key);
    }
  };
  const checkItem = (
    what: string,
    item: { markers: Readonly<Record<string, string>>; interactions?: readonly { medication: string }[] },
  ) => {
    for (const abbr of Object.keys(item.markers))
      if (!markers.has(abbr)) problems.push(`${what} names unknown marker ${abbr}`);
    for (const i of item.interactions ?? [])
      if (!medicationCodes.has(i.medication))
        problems.push(`${what} names unknown medication ${i.medication}`);
  };
  unique(
    'Food id',
    nutritionFoodCatalogue.map((f) => f.id),
  );
  unique(
    'Food code',
    nutritionFoodCatalogue.map((f) => f.code),
  );
  for (const f of nutritionFoodCatalogue) {
    checkItem(`Food ${f.code}`, f);
    const kind = questionnaireFoods.get(f.categoryId);
    if (!kind) problems.push(`Food ${f.code} has unknown category ${f.categoryId}`);
    else if (kind.group !== f.group)
      problems.push(`Food ${f.code} is listed under ${f.group} but its category under ${kind.group}`);
  }
  unique(
    'Supplement id',
    supplementCatalogue.map((s) => s.id),
  );
  unique(
    'Supplement name',
    supplementCatalogue.map((s) => s.name),
  );
  for (const s of supplementCatalogue) {
    checkItem(`Supplement ${s.name}`, s);
    if (!s.dosages.some((d) => d.name === s.defaultDosage))
      problems.push(`Supplement ${s.name} suggests a dosage it does not list`);
    unique(
      `Supplement ${s.name} dosage`,
      s.dosages.map((d) => d.name),
    );
  }
  unique(
    'Sport id',
    sportCatalogue.map((s) => s.id),
  );
  unique(
    'Sport code',
    sportCatalogue.map((s) => s.code),
  );
  for (const c of sportCategoryCatalogue) checkItem(`Sport category ${c.code}`, c);
  for (const s of sportCatalogue)
    if (!categories.has(s.categoryId)) problems.push(`Sport ${s.code} has unknown category ${s.categoryId}`);
  unique(
    'Medication id',
    medicationCatalogue.map((m) => m.id),
  );
  unique(
    'Medication code',
    medicationCatalogue.map((m) => m.code),
  );
  const conditions = new Set<string>(LIFESTYLE_CONDITIONS);
  for (const r of recommendationCatalogue)
    if (r.when && (r.kind !== 'lifestyle' || !conditions.has(r.when)))
      problems.push(`Recommendation ${r.id} applies under an unknown condition ${r.when}`);
  if (problems.length) throw new Error(problems.join('\n'));
}

/** Foods, supplements, sports, medications and lifestyle references: upserted at every start. */
export const nutritionCatalogueSeeder: Seeder = {
  name: 'reference:nutrition',
  kind: 'reference',
  async run(db) {
    checkNutritionCatalogue();
    await upsertRows(
      db,
      nutritionFoods,
      [nutritionFoods.id],
      nutritionFoodCatalogue.map(({ group, interactions, ...f }, i) => ({
        ...f,
        foodGroup: group,
        tags: [...f.tags],
        interactions: [...(interactions ?? [])],
        sortOrder: i,
      })),
    );
    await upsertRows(
      db,
      supplements,
      [supplements.id],
      supplementCatalogue.map(({ interactions, forSex, ...s }, i) => ({
        ...s,
        dosages: [...s.dosages],
        tags: [...s.tags],
        interactions: [...(interactions ?? [])],
        forSex: forSex ?? null,
        sortOrder: i,
      })),
    );
    await upsertRows(
      db,
      sportCategories,
      [sportCategories.id],
      sportCategoryCatalogue.map((c, i) => ({ ...c, sortOrder: i })),
    );
    await upsertRows(
      db,
      sports,
      [sports.id],
      sportCatalogue.map((s, i) => ({ ...s, sortOrder: i })),
    );
    await upsertRows(
      db,
      medications,
      [medications.id],
      medicationCatalogue.map((m, i) => ({ ...m, sortOrder: i })),
    );
    await upsertRows(db, lifestyleReferences, [lifestyleReferences.field], lifestyleReferenceRows());
  },
};
