import { and, eq } from 'drizzle-orm';
import type { FieldIssue } from '../../../contract/http';
import {
  lifestyleFields,
  type DietsPostRequest,
  type DosagePostRequest,
  type ExercisesPostRequest,
  type LifestyleField,
  type LifestylePostRequest,
  type LifestyleValue,
  type MedicationsPutRequest,
  type nutritionFoodsPostRequest,
  type SupplementsPostRequest,
} from '../../../contract/nutrition';
import type { z } from 'zod';
import type { Db } from '../../db';
import {
  customerFoodAnswers,
  customerMedications,
  customerSports,
  customerSupplements,
  nutritionPreferences,
  questionnairePhysioValues,
} from '../../db/schema';
import { HttpError, invalid } from '../../http/errors';
import { saveDiet } from '../questionnaire';
import { BFP_MARKER_ID, loadPreferencesRow, loadSupplementEntries, RHR_MARKER_ID } from './plan';
import { loadNutritionReference } from './reference';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type FoodsPostBody = z.output<typeof nutritionFoodsPostRequest>;
type PreferenceValues = Partial<Omit<typeof nutritionPreferences.$inferInsert, 'customerId' | 'updatedAt'>>;

/** Throws the 400 naming every issue found; nothing has been stored yet. */
function done(issues: FieldIssue[]) {
  if (issues.length) throw invalid(issues);
}

async function setPreferences(db: Db | Tx, customerId: number, values: PreferenceValues, now: Date) {
  await db
    .insert(nutritionPreferences)
    .values({ customerId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: nutritionPreferences.customerId, set: { ...values, updatedAt: now } });
}

// ── Diet ──────────────────────────────────────────────────────────────────────

/** The questionnaire's diet step (one answer per question), its issues named as this call's fields. */
export async function saveNutritionDiets(db: Db, customerId: number, body: DietsPostRequest, now: Date) {
  try {
    await saveDiet(db, customerId, { constraints: body.diets }, now);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400 && error.issues)
      throw invalid(error.issues.map((i) => ({ ...i, path: i.path.replace(/^constraints/, 'diets') })));
    throw error;
  }
}

export async function saveNutritionFoods(db: Db, customerId: number, body: FoodsPostBody, now: Date) {
  const ref = await loadNutritionReference(db);
  const frequencies = new Set(ref.foodFrequencies.map((f) => f.id));
  const issues: FieldIssue[] = [];
  for (const [i, f] of body.frequencies.entries()) {
    if (!ref.foodIds.has(f.foodId))
      issues.push({ path: `frequencies.${i}.foodId`, message: 'Choose one of the foods' });
    if (!frequencies.has(f.frequencyId))
      issues.push({ path: `frequencies.${i}.frequencyId`, message: 'Choose how often' });
  }
  const rated = new Set(body.frequencies.map((f) => f.foodId));
  for (const [i, id] of body.omittedFoodIds.entries()) {
    if (!ref.foodIds.has(id))
      issues.push({ path: `omittedFoodIds.${i}`, message: 'Choose one of the foods' });
    else if (rated.has(id))
      issues.push({
        path: `omittedFoodIds.${i}`,
        message: 'You rated this food: either rate it or leave it out, not both',
      });
  }
  done(issues);
  await db.transaction(async (tx) => {
    await tx.delete(customerFoodAnswers).where(eq(customerFoodAnswers.customerId, customerId));
    const rows = [
      ...body.frequencies.map((f) => ({ customerId, foodId: f.foodId, frequencyId: f.frequencyId })),
      ...body.omittedFoodIds.map((foodId) => ({ customerId, foodId, frequencyId: null })),
    ];
    if (rows.length) await tx.insert(customerFoodAnswers).values(rows);
    await setPreferences(tx, customerId, {}, now);
  });
}

// ── Supplements ───────────────────────────────────────────────────────────────

export async function saveFlag(
  db: Db,
  customerId: number,
  flag: 'willingToTakeSupplements' | 'nsfOnly',
  value: boolean,
  now: Date,
) {
  await setPreferences(db, customerId, { [flag]: value }, now);
}

/**
 * Trying to lose weight is the weight goal read as yes/no (docs/decisions/nutrition.md): yes stores
 * `lose`; no turns `lose` into `maintain` and leaves another goal as it is.
 */
export async function saveTryingToLoseWeight(db: Db, customerId: number, value: boolean, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ weightGoal: nutritionPreferences.weightGoal })
      .from(nutritionPreferences)
      .where(eq(nutritionPreferences.customerId, customerId))
      .for('update');
    if (value) await setPreferences(tx, customerId, { weightGoal: 'lose' }, now);
    else if (row?.weightGoal === 'lose')
      await setPreferences(tx, customerId, { weightGoal: 'maintain' }, now);
  });
}

export async function loadTryingToLoseWeight(db: Db, customerId: number) {
  return { value: (await loadPreferencesRow(db, customerId))?.weightGoal === 'lose' };
}

/** Replaces the supplements taken; `keepDosages`: those kept keep their dosage (supplements-post). */
async function replaceSupplements(
  db: Db,
  customerId: number,
  entries: readonly { name: string; dosage: string | null }[],
  path: (i: number) => string,
  now: Date,
) {
  const ref = await loadNutritionReference(db);
  const byName = new Map(ref.catalogue.supplements.map((s) => [s.name, s]));
  const issues: FieldIssue[] = [];
  for (const [i, entry] of entries.entries()) {
    const supplement = byName.get(entry.name);
    if (!supplement) issues.push({ path: path(i), message: 'Choose one of the supplements' });
    else if (entry.dosage !== null && !supplement.dosages.some((d) => d.name === entry.dosage))
      issues.push({ path: `supplements.${i}.dosage`, message: `Choose a dosage of ${supplement.title}` });
  }
  done(issues);
  await db.transaction(async (tx) => {
    await tx.delete(customerSupplements).where(eq(customerSupplements.customerId, customerId));
    if (entries.length)
      await tx.insert(customerSupplements).values(
        entries.map((e, position) => ({
          customerId,
          supplementId: byName.get(e.name)!.id,
          dosage: e.dosage,
          position,
        })),
      );
    await setPreferences(tx, customerId, {}, now);
  });
}

export async function saveSupplements(db: Db, customerId: number, body: SupplementsPostRequest, now: Date) {
  const kept = new Map((await loadSupplementEntries(db, customerId)).map((e) => [e.name, e.dosage]));
  await replaceSupplements(
    db,
    customerId,
    body.supplements.map((name) => ({ name, dosage: kept.get(name) ?? null })),
    (i) => `supplements.${i}`,
    now,
  );
}

export async function saveDosages(db: Db, customerId: number, body: DosagePostRequest, now: Date) {
  await replaceSupplements(db, customerId, body.supplements, (i) => `supplements.${i}.name`, now);
}

export async function saveMedications(db: Db, customerId: number, body: MedicationsPutRequest, now: Date) {
  const ref = await loadNutritionReference(db);
  const known = new Set(ref.medications.map((m) => m.id));
  done(
    body.medications.flatMap((id, i) =>
      known.has(id) ? [] : [{ path: `medications.${i}`, message: 'Choose one of the medications' }],
    ),
  );
  await db.transaction(async (tx) => {
    await tx.delete(customerMedications).where(eq(customerMedications.customerId, customerId));
    if (body.medications.length)
      await tx
        .insert(customerMedications)
        .values(body.medications.map((medicationId) => ({ customerId, medicationId })));
    await setPreferences(tx, customerId, {}, now);
  });
}

// ── Exercise ──────────────────────────────────────────────────────────────────

export async function saveExercises(db: Db, customerId: number, body: ExercisesPostRequest, now: Date) {
  const ref = await loadNutritionReference(db);
  const known = new Set(ref.sports.map((s) => s.id));
  done(
    body.exercises.flatMap((e, i) =>
      known.has(e.sport_id) ? [] : [{ path: `exercises.${i}.sport_id`, message: 'Choose one of the sports' }],
    ),
  );
  await db.transaction(async (tx) => {
    await tx.delete(customerSports).where(eq(customerSports.customerId, customerId));
    if (body.exercises.length)
      await tx
        .insert(customerSports)
        .values(body.exercises.map((e) => ({ customerId, sportId: e.sport_id })));
    await setPreferences(tx, customerId, {}, now);
  });
}

// ── Lifestyle ─────────────────────────────────────────────────────────────────

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const trim = (n: number) => String(Math.round(n * 100) / 100);

/** What is wrong with a lifestyle value against its reference, or undefined when it can be stored. */
async function lifestyleProblem(db: Db, field: LifestyleField, value: LifestyleValue) {
  if (value === null) return undefined;
  const ref = (await loadNutritionReference(db)).lifestyle.find((r) => r.field === field);
  if (!ref) return 'This answer is not asked';
  const name = ref.name.toLowerCase();
  if (ref.kind === 'choice')
    return typeof value === 'string' && ref.options.some((o) => o.value === value)
      ? undefined
      : `Choose one of: ${ref.options.map((o) => o.value).join(', ')}`;
  if (ref.kind === 'time')
    return typeof value === 'string' && TIME.test(value) ? undefined : 'Enter a time as HH:MM (24-hour)';
  if (typeof value !== 'number' || !Number.isFinite(value)) return `Enter a number for ${name}`;
  const min = ref.min ?? -Infinity;
  const max = ref.max ?? Infinity;
  if (value < min || value > max)
    return `Enter a ${name} between ${trim(min)} and ${trim(max)}${ref.unit ? ` ${ref.unit}` : ''}`;
  return undefined;
}

const PHYSIO: Partial<Record<LifestyleField, number>> = {
  restingHeartRate: RHR_MARKER_ID,
  bodyFatPercent: BFP_MARKER_ID,
};

/** Stores lifestyle answers (checked first, one 400 naming each bad one); RHR and body fat are the questionnaire's physio values. */
export async function saveLifestyle(
  db: Db,
  customerId: number,
  answers: LifestylePostRequest,
  now: Date,
  pathOf: (field: LifestyleField) => string = (field) => field,
) {
  const given = lifestyleFields.filter((f) => answers[f] !== undefined);
  const issues: FieldIssue[] = [];
  for (const field of given) {
    const problem = await lifestyleProblem(db, field, answers[field]!);
    if (problem) issues.push({ path: pathOf(field), message: problem });
  }
  done(issues);
  // The reference checks make each value of its column's kind.
  const values: Record<string, unknown> = {};
  await db.transaction(async (tx) => {
    for (const field of given) {
      const value = answers[field]!;
      const physioId = PHYSIO[field];
      if (physioId === undefined) {
        values[field] = value;
        continue;
      }
      const where = and(
        eq(questionnairePhysioValues.customerId, customerId),
        eq(questionnairePhysioValues.physioMarkerId, physioId),
      );
      if (value === null) await tx.delete(questionnairePhysioValues).where(where);
      else
        await tx
          .insert(questionnairePhysioValues)
          .values({ customerId, physioMarkerId: physioId, value: value as number })
          .onConflictDoUpdate({
            target: [questionnairePhysioValues.customerId, questionnairePhysioValues.physioMarkerId],
            set: { value: value as number },
          });
    }
    await setPreferences(tx, customerId, values, now);
  });
}

export async function saveLifestyleValue(
  db: Db,
  customerId: number,
  field: LifestyleField,
  value: LifestyleValue,
  now: Date,
) {
  await saveLifestyle(db, customerId, { [field]: value }, now, () => 'value');
}
