import { eq } from 'drizzle-orm';
import type {
  DietsResponse,
  DosageResponse,
  ExercisesResponse,
  FoodsResponse,
  MedicationsResponse,
  NutritionBeveragesResponse,
  SupplementsResponse,
} from '../../../contract/nutrition';
import type { Db } from '../../db';
import { questionnaireBeverages } from '../../db/schema';
import {
  loadDietIds,
  loadFoodAnswers,
  loadMedicationIds,
  loadPreferencesRow,
  loadSportIds,
  loadSupplementEntries,
} from './plan';
import { loadNutritionReference } from './reference';

export { loadLifestyleAnswers, loadNutritionPlan } from './plan';
export { loadNutritionCatalogue, loadNutritionReference } from './reference';
export * from './saves';

// spec 000 §7.6: what each GET of the Nutrition screen answers (docs/decisions/nutrition.md).

export async function loadDiets(db: Db, customerId: number): Promise<DietsResponse> {
  const [ref, diets] = await Promise.all([loadNutritionReference(db), loadDietIds(db, customerId)]);
  return { options: ref.diets, diets };
}

export async function loadFoods(db: Db, customerId: number): Promise<FoodsResponse> {
  const [ref, answers] = await Promise.all([loadNutritionReference(db), loadFoodAnswers(db, customerId)]);
  return { foods: ref.foods, frequencies: ref.foodFrequencies, answers };
}

export async function loadBeverages(db: Db, customerId: number): Promise<NutritionBeveragesResponse> {
  const [ref, rows] = await Promise.all([
    loadNutritionReference(db),
    db
      .select({
        beverageId: questionnaireBeverages.beverageId,
        frequencyId: questionnaireBeverages.frequencyId,
      })
      .from(questionnaireBeverages)
      .where(eq(questionnaireBeverages.customerId, customerId)),
  ]);
  const order = new Map(ref.beverages.map((b, i) => [b.id, i]));
  return {
    beverages: ref.beverages,
    frequencies: ref.beverageFrequencies,
    frequenciesByBeverage: rows.sort(
      (a, b) => (order.get(a.beverageId) ?? 0) - (order.get(b.beverageId) ?? 0),
    ),
  };
}

export async function loadDosage(db: Db, customerId: number): Promise<DosageResponse> {
  return { supplements: await loadSupplementEntries(db, customerId) };
}

export async function loadSupplements(db: Db, customerId: number): Promise<SupplementsResponse> {
  const [ref, row, current] = await Promise.all([
    loadNutritionReference(db),
    loadPreferencesRow(db, customerId),
    loadSupplementEntries(db, customerId),
  ]);
  return {
    supplements: ref.supplements,
    willingToTake: row?.willingToTakeSupplements ?? null,
    nsfOnly: row?.nsfOnly ?? false,
    current,
  };
}

export async function loadMedications(db: Db, customerId: number): Promise<MedicationsResponse> {
  const [ref, medications] = await Promise.all([
    loadNutritionReference(db),
    loadMedicationIds(db, customerId),
  ]);
  return { options: ref.medications, medications };
}

export async function loadExercises(db: Db, customerId: number): Promise<ExercisesResponse> {
  return { exercises: (await loadSportIds(db, customerId)).map((sport_id) => ({ sport_id })) };
}
