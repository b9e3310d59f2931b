import { eq, inArray, sql } from 'drizzle-orm';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona } from '.';
import type { Db } from '..';
import { normalizeAnswer } from '../../services/customers';
import { hashPassword } from '../../services/crypto';
import {
  bloodResults,
  bloodValues,
  customerFoodAnswers,
  customerMedications,
  customerSports,
  customerSupplements,
  customers,
  medications,
  nutritionFoods,
  nutritionPreferences,
  onboardingOptions,
  questionnaireAnswers,
  questionnaireBeverages,
  questionnaireDietaryConstraints,
  sports,
  supplements,
} from '../schema';
import { demoDrawValues } from './demo-blood';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';
import { bloodMarkerCatalogue } from './reference/blood-markers';

export const VEGAN = { persona: 'vegan', firstName: 'Maya', lastName: 'Green' };
const VEGAN_BIRTH_DATE = '1991-08-23';
const LAB = 'Healthspan Partner Lab';

async function personaId(db: Db, persona: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, demoEmail(persona)));
  return row?.id;
}

/** Ids by code, of the codes present (the catalogues may grow; the demo names starter items only). */
async function idsByCode<T extends { id: number; code: string }>(rows: Promise<T[]>) {
  return new Map((await rows).map((r) => [r.code, r.id]));
}

async function optionIds(
  db: Db,
  kind: 'dietary_constraint' | 'food_frequency' | 'beverage' | 'beverage_frequency',
) {
  return idsByCode(
    db
      .select({ id: onboardingOptions.id, code: onboardingOptions.code })
      .from(onboardingOptions)
      .where(eq(onboardingOptions.kind, kind)),
  );
}

async function setDiet(db: Db, customerId: number, codes: string[], now: Date) {
  const diets = await optionIds(db, 'dietary_constraint');
  await db
    .insert(questionnaireAnswers)
    .values({ customerId, dietSavedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: questionnaireAnswers.customerId,
      set: { dietSavedAt: now, updatedAt: now },
    });
  await db
    .delete(questionnaireDietaryConstraints)
    .where(eq(questionnaireDietaryConstraints.customerId, customerId));
  const ids = codes.flatMap((c) => diets.get(c) ?? []);
  if (ids.length)
    await db
      .insert(questionnaireDietaryConstraints)
      .values(ids.map((constraintId) => ({ customerId, constraintId })));
}

async function setBeverages(db: Db, customerId: number, answers: Record<string, string>) {
  // One after another: on PostgreSQL the seed runs on the migration's single locked connection.
  const beverages = await optionIds(db, 'beverage');
  const frequencies = await optionIds(db, 'beverage_frequency');
  const rows = Object.entries(answers).flatMap(([beverage, frequency]) => {
    const beverageId = beverages.get(beverage);
    const frequencyId = frequencies.get(frequency);
    return beverageId && frequencyId ? [{ customerId, beverageId, frequencyId }] : [];
  });
  if (rows.length) await db.insert(questionnaireBeverages).values(rows).onConflictDoNothing();
}

/** active@: preferences that shape the plan but allow animal foods (the e2e switches them to vegan). */
async function seedActive(db: Db, customerId: number, now: Date) {
  await setDiet(db, customerId, ['dairy-free'], now);
  await setBeverages(db, customerId, { water: 'four-five-daily', coffee: 'two-three-daily' });
  const foods = await idsByCode(
    db.select({ id: nutritionFoods.id, code: nutritionFoods.code }).from(nutritionFoods),
  );
  const frequencies = await optionIds(db, 'food_frequency');
  const supplementIds = await idsByCode(
    db.select({ id: supplements.id, code: supplements.name }).from(supplements),
  );
  const medicationIds = await idsByCode(
    db.select({ id: medications.id, code: medications.code }).from(medications),
  );
  const sportIds = await idsByCode(db.select({ id: sports.id, code: sports.code }).from(sports));
  const rated: [food: string, frequency: string][] = [
    ['salmon', 'less-than-weekly'],
    ['oats', 'three-four-weekly'],
    ['spinach', 'one-two-weekly'],
  ];
  const foodRows = [
    ...rated.flatMap(([food, frequency]) => {
      const foodId = foods.get(food);
      const frequencyId = frequencies.get(frequency);
      return foodId && frequencyId ? [{ customerId, foodId, frequencyId }] : [];
    }),
    ...['almonds', 'sardines', 'kale'].flatMap((code) => {
      const foodId = foods.get(code);
      return foodId ? [{ customerId, foodId, frequencyId: null }] : [];
    }),
  ];
  if (foodRows.length) await db.insert(customerFoodAnswers).values(foodRows).onConflictDoNothing();
  const vitaminD = supplementIds.get('vitamin-d3');
  if (vitaminD)
    await db
      .insert(customerSupplements)
      .values({ customerId, supplementId: vitaminD, dosage: '1000-iu', position: 0 })
      .onConflictDoNothing();
  const statin = medicationIds.get('statin');
  if (statin)
    await db.insert(customerMedications).values({ customerId, medicationId: statin }).onConflictDoNothing();
  const sportRows = ['running', 'yoga'].flatMap((code) => {
    const sportId = sportIds.get(code);
    return sportId ? [{ customerId, sportId }] : [];
  });
  if (sportRows.length) await db.insert(customerSports).values(sportRows).onConflictDoNothing();
  await db
    .insert(nutritionPreferences)
    .values({
      customerId,
      willingToTakeSupplements: true,
      nsfOnly: false,
      smokingStatus: 'former',
      dailySunExposure: 10,
      weightGoal: 'maintain',
      wakeUpTime: '06:30',
      sleepDuration: 6.5,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/** vegan@: one recent draw with high LDL and ApoB and low vitamin D, the rest a healthy woman's. */
async function seedVegan(db: Db, customerId: number, now: Date) {
  await setDiet(db, customerId, ['vegan'], now);
  await setBeverages(db, customerId, { water: 'four-five-daily', tea: 'two-three-daily' });
  await db
    .insert(nutritionPreferences)
    .values({
      customerId,
      willingToTakeSupplements: false,
      nsfOnly: false,
      smokingStatus: 'never',
      dailySunExposure: 15,
      weightGoal: 'maintain',
      wakeUpTime: '07:15',
      sleepDuration: 7.5,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const running = (
    await db
      .select({ id: sports.id })
      .from(sports)
      .where(inArray(sports.code, ['cycling', 'yoga']))
  ).map((s) => ({ customerId, sportId: s.id }));
  if (running.length) await db.insert(customerSports).values(running).onConflictDoNothing();

  const values = demoDrawValues('female', 19910823).at(-1)!;
  Object.assign(values, { CHOL: 262, HDL: 61, TG: 105, APOB: 128, VITD: 17 });
  values.LDL = Math.round(values.CHOL! - values.HDL! - values.TG! / 5);
  values.NONHDL = values.CHOL! - values.HDL!;
  const units = new Map(bloodMarkerCatalogue.map((m) => [m.abbr, m.unit]));
  const [result] = await db
    .insert(bloodResults)
    .values({ customerId, testedAt: '2026-10-06', publishedAt: '2026-10-09', source: LAB })
    .returning({ id: bloodResults.id });
  await db.insert(bloodValues).values(
    Object.entries(values).flatMap(([markerAbbr, value]) => {
      const unit = units.get(markerAbbr);
      return unit ? [{ resultId: result!.id, markerAbbr, value, unit }] : [];
    }),
  );
}

/**
 * Nutrition demo data (issue 15): active@'s preferences that visibly shape the plan, and vegan@
 * (vegan, unwilling to take supplements, high LDL and low vitamin D). dna-only@ stays without the
 * nutrition permission.
 */
export const demoNutritionSeeder: Seeder = {
  name: 'demo-nutrition-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    {
      email: demoEmail(VEGAN.persona),
      role: 'customer',
      note: 'ACTIVE, vegan, no supplements wanted: high LDL and ApoB, low vitamin D',
    },
  ],
  async run(db, ctx) {
    const { now } = ctx;
    // active@ (made by demo-customers): on a reset, only when it is the one reset
    const active = seedsPersona(ctx, 'active') ? await personaId(db, 'active') : undefined;
    if (active) await seedActive(db, active, now);
    if (!seedsPersona(ctx, VEGAN.persona)) return;
    const [vegan] = await db
      .insert(customers)
      .values({
        email: demoEmail(VEGAN.persona),
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: VEGAN.firstName,
        lastName: VEGAN.lastName,
        activationState: 'ACTIVE',
        permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
        hasAccessToBru: true,
        allowedToSeeInnerAge: true,
        birthDate: VEGAN_BIRTH_DATE,
        sex: 'female',
        securityQuestion: DEMO_SECURITY_QUESTION,
        securityAnswerHash: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
      })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (vegan) await seedVegan(db, vegan.id, now);
  },
};
