import { and, eq, inArray } from 'drizzle-orm';
import { ageOn } from '../../../contract/account';
import type { FoodAnswer, LifestyleAnswersResponse, NutritionPlan } from '../../../contract/nutrition';
import type { CustomerPreferences, FoodHabit, MarkerReading } from '../../../domain/nutrition/catalogue';
import { buildPlan } from '../../../domain/nutrition/engine';
import type { Db } from '../../db';
import {
  customerFoodAnswers,
  customerMedications,
  customerSports,
  customers,
  customerSupplements,
  nutritionPreferences,
  questionnaireAnswers,
  questionnaireBeverages,
  questionnaireDietaryConstraints,
  questionnaireFoods,
  questionnairePhysioValues,
} from '../../db/schema';
import { physioMarkerCatalogue } from '../../db/seed/reference/physio-markers';
import { loadCatalogue } from '../blood-catalogue';
import { latestByMarker, loadResults } from '../blood-results';
import { loadNutritionReference, type NutritionReference } from './reference';

const markerId = (abbr: string) => physioMarkerCatalogue.find((m) => m.abbr === abbr)!.id;
/** The questionnaire's physio markers that are also lifestyle answers (one value per measurement). */
export const RHR_MARKER_ID = markerId('RHR');
export const BFP_MARKER_ID = markerId('BFP');

// ── Reads ─────────────────────────────────────────────────────────────────────

export async function loadPreferencesRow(db: Db, customerId: number) {
  const [row] = await db
    .select()
    .from(nutritionPreferences)
    .where(eq(nutritionPreferences.customerId, customerId));
  return row;
}

async function loadPhysio(db: Db, customerId: number) {
  const rows = await db
    .select({ id: questionnairePhysioValues.physioMarkerId, value: questionnairePhysioValues.value })
    .from(questionnairePhysioValues)
    .where(
      and(
        eq(questionnairePhysioValues.customerId, customerId),
        inArray(questionnairePhysioValues.physioMarkerId, [RHR_MARKER_ID, BFP_MARKER_ID]),
      ),
    );
  const of = (id: number) => rows.find((r) => r.id === id)?.value ?? null;
  return { restingHeartRate: of(RHR_MARKER_ID), bodyFatPercent: of(BFP_MARKER_ID) };
}

type PreferencesRow = Awaited<ReturnType<typeof loadPreferencesRow>>;

function lifestyleOf(
  row: PreferencesRow,
  physio: Awaited<ReturnType<typeof loadPhysio>>,
): LifestyleAnswersResponse {
  return {
    smokingStatus: row?.smokingStatus ?? null,
    dailySunExposure: row?.dailySunExposure ?? null,
    weightGoal: row?.weightGoal ?? null,
    restingHeartRate: physio.restingHeartRate,
    bodyFatPercent: physio.bodyFatPercent,
    wakeUpTime: row?.wakeUpTime ?? null,
    sleepDuration: row?.sleepDuration ?? null,
  };
}

export async function loadLifestyleAnswers(db: Db, customerId: number): Promise<LifestyleAnswersResponse> {
  const [row, physio] = await Promise.all([loadPreferencesRow(db, customerId), loadPhysio(db, customerId)]);
  return lifestyleOf(row, physio);
}

async function loadFoodRows(db: Db, customerId: number) {
  const [own, kinds] = await Promise.all([
    db
      .select({ foodId: customerFoodAnswers.foodId, frequencyId: customerFoodAnswers.frequencyId })
      .from(customerFoodAnswers)
      .where(eq(customerFoodAnswers.customerId, customerId)),
    db
      .select({ foodId: questionnaireFoods.foodId, frequencyId: questionnaireFoods.frequencyId })
      .from(questionnaireFoods)
      .where(eq(questionnaireFoods.customerId, customerId)),
  ]);
  return { own, kinds };
}

/**
 * Each nutrition food's answer: the customer's own, else that of its questionnaire food (a kind
 * never eaten omits its foods); foods with neither are left out.
 */
function foodAnswersOf(
  ref: NutritionReference,
  rows: Awaited<ReturnType<typeof loadFoodRows>>,
): FoodAnswer[] {
  const own = new Map(rows.own.map((r) => [r.foodId, r.frequencyId]));
  const kinds = new Map(rows.kinds.map((r) => [r.foodId, r.frequencyId]));
  return ref.foods.flatMap((food): FoodAnswer[] => {
    if (own.has(food.id)) {
      const frequencyId = own.get(food.id)!;
      return [{ foodId: food.id, frequencyId, omitted: frequencyId === null, fromQuestionnaire: false }];
    }
    if (kinds.has(food.categoryId)) {
      const frequencyId = kinds.get(food.categoryId)!;
      return [{ foodId: food.id, frequencyId, omitted: frequencyId === null, fromQuestionnaire: true }];
    }
    return [];
  });
}

export async function loadFoodAnswers(db: Db, customerId: number): Promise<FoodAnswer[]> {
  const [ref, rows] = await Promise.all([loadNutritionReference(db), loadFoodRows(db, customerId)]);
  return foodAnswersOf(ref, rows);
}

export async function loadDietIds(db: Db, customerId: number): Promise<number[]> {
  const [ref, rows] = await Promise.all([
    loadNutritionReference(db),
    db
      .select({ id: questionnaireDietaryConstraints.constraintId })
      .from(questionnaireDietaryConstraints)
      .where(eq(questionnaireDietaryConstraints.customerId, customerId)),
  ]);
  const saved = new Set(rows.map((r) => r.id));
  return ref.diets.filter((d) => saved.has(d.id)).map((d) => d.id);
}

export async function loadSupplementEntries(db: Db, customerId: number) {
  const [ref, rows] = await Promise.all([
    loadNutritionReference(db),
    db
      .select({
        id: customerSupplements.supplementId,
        dosage: customerSupplements.dosage,
        position: customerSupplements.position,
      })
      .from(customerSupplements)
      .where(eq(customerSupplements.customerId, customerId)),
  ]);
  const names = new Map(ref.catalogue.supplements.map((s) => [s.id, s.name]));
  return rows
    .sort((a, b) => a.position - b.position)
    .flatMap((r) => {
      const name = names.get(r.id);
      return name ? [{ name, dosage: r.dosage }] : [];
    });
}

export async function loadMedicationIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customerMedications.medicationId })
    .from(customerMedications)
    .where(eq(customerMedications.customerId, customerId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function loadSportIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customerSports.sportId })
    .from(customerSports)
    .where(eq(customerSports.customerId, customerId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

// ── The plan ──────────────────────────────────────────────────────────────────

async function loadReadings(db: Db, customerId: number) {
  const [catalogue, [profile]] = await Promise.all([
    loadCatalogue(db),
    db
      .select({
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        sex: customers.sex,
        birthDate: customers.birthDate,
      })
      .from(customers)
      .where(eq(customers.id, customerId)),
  ]);
  if (!profile) return { profile, readings: [] };
  const latest = latestByMarker(await loadResults(db, catalogue, profile));
  const readings: MarkerReading[] = [...latest].map(([abbr, reading]) => ({
    abbr,
    name: catalogue.byAbbr.get(abbr)?.name ?? abbr,
    value: reading.value.value,
    unit: reading.value.unit,
    state: reading.value.state,
    testedAt: reading.testedAt,
  }));
  return { profile, readings };
}

/** Everything the engine reads about the customer, read at once (no query per food or supplement). */
export async function loadCustomerPreferences(db: Db, customerId: number, now: Date) {
  const [
    ref,
    { profile, readings },
    diets,
    foodRows,
    beverageRows,
    row,
    supplementsTaken,
    medicationIds,
    sportIds,
    answers,
    physio,
  ] = await Promise.all([
    loadNutritionReference(db),
    loadReadings(db, customerId),
    loadDietIds(db, customerId),
    loadFoodRows(db, customerId),
    db
      .select({
        beverageId: questionnaireBeverages.beverageId,
        frequencyId: questionnaireBeverages.frequencyId,
      })
      .from(questionnaireBeverages)
      .where(eq(questionnaireBeverages.customerId, customerId)),
    loadPreferencesRow(db, customerId),
    loadSupplementEntries(db, customerId),
    loadMedicationIds(db, customerId),
    loadSportIds(db, customerId),
    db
      .select({ takesGlp1: questionnaireAnswers.takesGlp1 })
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.customerId, customerId)),
    loadPhysio(db, customerId),
  ]);

  const timesPerWeek = new Map(ref.foodFrequencies.map((f) => [f.id, f.timesPerWeek]));
  const foods = new Map<number, FoodHabit>(
    foodAnswersOf(ref, foodRows).map((a) => [
      a.foodId,
      {
        omitted: a.omitted,
        timesPerWeek: a.frequencyId === null ? null : (timesPerWeek.get(a.frequencyId) ?? null),
      },
    ]),
  );
  const beverageCodes = new Map(ref.beverages.map((b) => [b.id, b.code]));
  const servings = new Map(ref.beverageFrequencies.map((f) => [f.id, f.servingsPerDay]));
  const beverages = new Map<string, number>();
  for (const b of beverageRows) {
    const code = beverageCodes.get(b.beverageId);
    const perDay = servings.get(b.frequencyId);
    if (code !== undefined && perDay !== undefined) beverages.set(code, perDay);
  }
  const dietCodes = new Map(ref.diets.map((d) => [d.id, d.code]));
  const medicationCodes = new Map(ref.medications.map((m) => [m.id, m.code]));

  const preferences: CustomerPreferences = {
    sex: profile?.sex ?? null,
    age: profile?.birthDate ? ageOn(profile.birthDate, now) : null,
    diets: diets.flatMap((id) => dietCodes.get(id) ?? []),
    foods,
    beverages,
    willingToTakeSupplements: row?.willingToTakeSupplements ?? null,
    nsfOnly: row?.nsfOnly ?? false,
    currentSupplements: supplementsTaken,
    medications: medicationIds.flatMap((id) => medicationCodes.get(id) ?? []),
    takesGlp1: answers[0]?.takesGlp1 === true,
    lifestyle: lifestyleOf(row, physio),
    sports: sportIds,
  };
  return { ref, readings, preferences };
}

/** The customer's plan (000 §7.6), recomputed from what is stored now. */
export async function loadNutritionPlan(db: Db, customerId: number, now: Date): Promise<NutritionPlan> {
  const { ref, readings, preferences } = await loadCustomerPreferences(db, customerId, now);
  const frequencyNames = new Map(ref.foodFrequencies.map((f) => [f.timesPerWeek, f.name]));
  const plan: NutritionPlan = buildPlan({
    readings,
    preferences,
    catalogue: ref.catalogue,
    frequencyName: (times) => frequencyNames.get(times) ?? null,
  });
  return plan;
}
