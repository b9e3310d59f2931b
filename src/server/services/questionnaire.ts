import { and, asc, eq } from 'drizzle-orm';
import {
  cmToInches,
  kgToPounds,
  lengthToCm,
  massToKg,
  MEASUREMENT_LIMITS,
  type Measurement,
} from '../../contract/account';
import type { FieldIssue } from '../../contract/http';
import type { z } from 'zod';
import type {
  BeveragesPostRequest,
  BeveragesReference,
  Choice,
  ConstraintsPostRequest,
  DesiredFocusRequest,
  FoodsReference,
  foodsPostRequest,
  medicationsStepRequest,
  PhysioMarkersRequest,
  StepAnswers,
  TakeoutPostRequest,
} from '../../contract/onboarding';
import { DAY_MS, utcDayOf } from '../../domain/dates';
import type { StepId } from '../../domain/onboarding';
import type { Db } from '../db';
import {
  customers,
  onboardingOptions,
  physioMarkers,
  questionnaireAnswers,
  questionnaireBeverages,
  questionnaireDietaryConstraints,
  questionnaireFocusValues,
  questionnaireFoods,
  questionnaireMedications,
  questionnairePhysioValues,
  type OnboardingOptionKind,
} from '../db/schema';
import { physioMarkerCatalogue } from '../db/seed/reference/physio-markers';
import { HttpError, invalid } from '../http/errors';
import { loadWomanHealth, storedMeasurement } from './account';
import { findCustomer } from './customers';

export type { OnboardingOptionKind } from '../db/schema';

/** The questionnaire steps' saved answers (ONBOARDING_REQUIRED), as the flow answers them. */
export type QuestionnaireAnswers = Pick<
  StepAnswers,
  'focus' | 'body' | 'womens-health' | 'medications' | 'diet' | 'foods' | 'beverages' | 'takeout'
>;

type FocusAnswers = StepAnswers['focus'];
type BodyAnswers = StepAnswers['body'];
type MedicationsAnswers = StepAnswers['medications'];
type DietAnswers = NonNullable<StepAnswers['diet']>;
type FoodsAnswers = StepAnswers['foods'];
type BeveragesAnswers = StepAnswers['beverages'];
type TakeoutAnswers = StepAnswers['takeout'];
type MedicationsStepBody = z.output<typeof medicationsStepRequest>;
type FoodsPostBody = z.output<typeof foodsPostRequest>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const markerId = (abbr: string) => physioMarkerCatalogue.find((m) => m.abbr === abbr)!.id;
export const HEIGHT_MARKER_ID = markerId('HEIGHT');
export const WEIGHT_MARKER_ID = markerId('WEIGHT');

// ── Pick lists ────────────────────────────────────────────────────────────────

const choiceColumns = {
  id: onboardingOptions.id,
  code: onboardingOptions.code,
  name: onboardingOptions.name,
  description: onboardingOptions.description,
};

/** One seeded pick list, in display order. */
export async function loadChoices(db: Db, kind: OnboardingOptionKind): Promise<Choice[]> {
  return db
    .select(choiceColumns)
    .from(onboardingOptions)
    .where(eq(onboardingOptions.kind, kind))
    .orderBy(asc(onboardingOptions.sortOrder));
}

export async function loadFoodsReference(db: Db): Promise<FoodsReference> {
  const foods = await db
    .select({ ...choiceColumns, group: onboardingOptions.foodGroup })
    .from(onboardingOptions)
    .where(eq(onboardingOptions.kind, 'food'))
    .orderBy(asc(onboardingOptions.sortOrder));
  const frequencies = await db
    .select({ ...choiceColumns, timesPerWeek: onboardingOptions.timesPerWeek })
    .from(onboardingOptions)
    .where(eq(onboardingOptions.kind, 'food_frequency'))
    .orderBy(asc(onboardingOptions.sortOrder));
  // The table's CHECKs make both columns present for their kind.
  return {
    foods: foods.map((f) => ({ ...f, group: f.group ?? '' })),
    frequencies: frequencies.map((f) => ({ ...f, timesPerWeek: f.timesPerWeek ?? 0 })),
  };
}

export async function loadBeveragesReference(db: Db): Promise<BeveragesReference> {
  const beverages = await loadChoices(db, 'beverage');
  const frequencies = await db
    .select({ ...choiceColumns, servingsPerDay: onboardingOptions.servingsPerDay })
    .from(onboardingOptions)
    .where(eq(onboardingOptions.kind, 'beverage_frequency'))
    .orderBy(asc(onboardingOptions.sortOrder));
  return {
    beverages,
    frequencies: frequencies.map((f) => ({ ...f, servingsPerDay: f.servingsPerDay ?? 0 })),
  };
}

const INT4_MAX = 2 ** 31 - 1;

/** True when `id` is a seeded option of `kind`. */
export async function optionExists(db: Db, kind: OnboardingOptionKind, id: number): Promise<boolean> {
  // Past the integer column's range PostgreSQL would fail the query (a 500), not answer "no such id".
  if (!Number.isInteger(id) || id < -INT4_MAX - 1 || id > INT4_MAX) return false;
  const [row] = await db
    .select({ id: onboardingOptions.id })
    .from(onboardingOptions)
    .where(and(eq(onboardingOptions.kind, kind), eq(onboardingOptions.id, id)));
  return row !== undefined;
}

/** Each option's display position, by id: checks ids and orders saved answers like the list. */
async function positions(db: Db, kind: OnboardingOptionKind): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: onboardingOptions.id, sortOrder: onboardingOptions.sortOrder })
    .from(onboardingOptions)
    .where(eq(onboardingOptions.kind, kind));
  return new Map(rows.map((r) => [r.id, r.sortOrder]));
}

const byList = (order: Map<number, number>) => (a: number, b: number) =>
  (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER) || a - b;

/** Collects the issues of a save (an id not in its list, a value out of range), so one 400 names them all. */
class IdCheck {
  readonly issues: FieldIssue[] = [];
  constructor(private readonly db: Db) {}
  private lists = new Map<OnboardingOptionKind, Promise<Map<number, number>>>();

  async check(kind: OnboardingOptionKind, id: number, path: string, message = 'Choose one of the options') {
    let list = this.lists.get(kind);
    if (!list) {
      list = positions(this.db, kind);
      this.lists.set(kind, list);
    }
    if (!(await list).has(id)) this.issues.push({ path, message });
  }

  add(path: string, message: string) {
    this.issues.push({ path, message });
  }

  /** Throws the 400 naming every issue found; nothing has been stored yet. */
  done() {
    if (this.issues.length) throw invalid(this.issues);
  }
}

// ── Saved answers ─────────────────────────────────────────────────────────────

async function answersRow(db: Db | Tx, customerId: number) {
  const [row] = await db
    .select()
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.customerId, customerId));
  return row;
}

async function setAnswers(
  tx: Tx,
  customerId: number,
  values: Partial<Omit<typeof questionnaireAnswers.$inferInsert, 'customerId' | 'updatedAt'>>,
  now: Date,
) {
  await tx
    .insert(questionnaireAnswers)
    .values({ customerId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: questionnaireAnswers.customerId, set: { ...values, updatedAt: now } });
}

export async function loadFocusAnswers(db: Db, customerId: number): Promise<FocusAnswers> {
  const row = await answersRow(db, customerId);
  const rows = await db
    .select({ id: questionnaireFocusValues.valueId })
    .from(questionnaireFocusValues)
    .where(eq(questionnaireFocusValues.customerId, customerId));
  const order = await positions(db, 'focus_value');
  return { goalId: row?.focusGoalId ?? null, valueIds: rows.map((r) => r.id).sort(byList(order)) };
}

/** The measurements the profile keeps (in SI on `customers`), by physio-marker abbreviation. */
const PROFILE_MEASUREMENTS = {
  HEIGHT: { kind: 'height', column: 'heightCm' },
  WEIGHT: { kind: 'weight', column: 'weightKg' },
  WAIST: { kind: 'waist', column: 'waistCm' },
  HIP: { kind: 'hip', column: 'hipCm' },
} as const satisfies Record<string, { kind: Measurement; column: keyof typeof customers.$inferSelect }>;
type ProfileAbbr = keyof typeof PROFILE_MEASUREMENTS;
const isProfileAbbr = (abbr: string): abbr is ProfileAbbr => abbr in PROFILE_MEASUREMENTS;

/** A value in the marker's unit (in, lb, or already cm, kg) to the profile's SI unit, and back. */
function toSi(kind: Measurement, value: number, unit: string) {
  if (kind === 'weight') return unit === 'lb' ? massToKg(value, 'lb') : value;
  return unit === 'in' ? lengthToCm(value, 'in') : value;
}
function fromSi(kind: Measurement, si: number, unit: string) {
  if (kind === 'weight') return unit === 'lb' ? kgToPounds(si) : si;
  return unit === 'in' ? cmToInches(si) : si;
}

interface MarkerRow {
  id: number;
  abbr: string;
  name: string;
  unit: string;
  minValue: number;
  maxValue: number;
  derived: boolean;
  sortOrder: number;
}

async function loadMarkers(db: Db): Promise<MarkerRow[]> {
  return db
    .select({
      id: physioMarkers.id,
      abbr: physioMarkers.abbr,
      name: physioMarkers.name,
      unit: physioMarkers.unit,
      minValue: physioMarkers.minValue,
      maxValue: physioMarkers.maxValue,
      derived: physioMarkers.derived,
      sortOrder: physioMarkers.sortOrder,
    })
    .from(physioMarkers)
    .orderBy(asc(physioMarkers.sortOrder));
}

/**
 * What a marker accepts, in its own unit: the reference's limits, narrowed for the profile's
 * measurements to what `customers` holds, so a value accepted here is stored exactly.
 */
export function markerLimits(marker: Pick<MarkerRow, 'abbr' | 'unit' | 'minValue' | 'maxValue'>) {
  if (!isProfileAbbr(marker.abbr)) return { min: marker.minValue, max: marker.maxValue };
  const { kind } = PROFILE_MEASUREMENTS[marker.abbr];
  const profile = MEASUREMENT_LIMITS[kind];
  return {
    min: Math.max(marker.minValue, Math.ceil(fromSi(kind, profile.min, marker.unit) * 10) / 10),
    max: Math.min(marker.maxValue, Math.floor(fromSi(kind, profile.max, marker.unit) * 10) / 10),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function loadBodyAnswers(db: Db, customerId: number): Promise<BodyAnswers> {
  const customer = await findCustomer(db, customerId);
  const row = await answersRow(db, customerId);
  const stored = await db
    .select()
    .from(questionnairePhysioValues)
    .where(eq(questionnairePhysioValues.customerId, customerId));
  const markers: BodyAnswers['markers'] = [];
  for (const marker of await loadMarkers(db)) {
    if (isProfileAbbr(marker.abbr)) {
      const { kind, column } = PROFILE_MEASUREMENTS[marker.abbr];
      const si = customer?.[column] ?? null;
      if (si !== null) markers.push({ markerId: marker.id, value: round2(fromSi(kind, si, marker.unit)) });
      continue;
    }
    const value = stored.find((s) => s.physioMarkerId === marker.id)?.value;
    if (value !== undefined) markers.push({ markerId: marker.id, value });
  }
  return { markers, takesGlp1: row?.takesGlp1 ?? null };
}

export async function loadMedicationsAnswers(db: Db, customerId: number): Promise<MedicationsAnswers> {
  const rows = await db
    .select({
      medicationId: questionnaireMedications.medicationId,
      reasonId: questionnaireMedications.reasonId,
      takingMethodId: questionnaireMedications.takingMethodId,
      startedOn: questionnaireMedications.startedOn,
    })
    .from(questionnaireMedications)
    .where(eq(questionnaireMedications.customerId, customerId))
    .orderBy(asc(questionnaireMedications.position));
  return { medications: rows };
}

/** null until the diet step is saved; an empty list then means "no constraints". */
export async function loadDietAnswers(db: Db, customerId: number): Promise<DietAnswers | null> {
  const row = await answersRow(db, customerId);
  if (!row?.dietSavedAt) return null;
  const rows = await db
    .select({ id: questionnaireDietaryConstraints.constraintId })
    .from(questionnaireDietaryConstraints)
    .where(eq(questionnaireDietaryConstraints.customerId, customerId));
  const order = await positions(db, 'dietary_constraint');
  return { constraints: rows.map((r) => r.id).sort(byList(order)) };
}

export async function loadFoodsAnswers(db: Db, customerId: number): Promise<FoodsAnswers> {
  const rows = await db
    .select()
    .from(questionnaireFoods)
    .where(eq(questionnaireFoods.customerId, customerId));
  const foodOrder = await positions(db, 'food');
  const sorted = rows.sort((a, b) => byList(foodOrder)(a.foodId, b.foodId));
  return {
    frequencies: sorted.flatMap((r) =>
      r.frequencyId === null ? [] : [{ foodId: r.foodId, frequencyId: r.frequencyId }],
    ),
    omittedFoodIds: sorted.flatMap((r) => (r.frequencyId === null ? [r.foodId] : [])),
  };
}

export async function loadBeveragesAnswers(db: Db, customerId: number): Promise<BeveragesAnswers> {
  const rows = await db
    .select({
      beverageId: questionnaireBeverages.beverageId,
      frequencyId: questionnaireBeverages.frequencyId,
    })
    .from(questionnaireBeverages)
    .where(eq(questionnaireBeverages.customerId, customerId));
  const order = await positions(db, 'beverage');
  return { frequencies: rows.sort((a, b) => byList(order)(a.beverageId, b.beverageId)) };
}

export async function loadTakeoutAnswers(db: Db, customerId: number): Promise<TakeoutAnswers> {
  const row = await answersRow(db, customerId);
  return { takeoutFrequency: row?.takeoutFrequencyId ?? null };
}

export async function loadQuestionnaireAnswers(db: Db, customerId: number): Promise<QuestionnaireAnswers> {
  const { updatedAt: _updatedAt, ...womensHealth } = await loadWomanHealth(db, customerId);
  return {
    focus: await loadFocusAnswers(db, customerId),
    body: await loadBodyAnswers(db, customerId),
    'womens-health': womensHealth,
    medications: await loadMedicationsAnswers(db, customerId),
    diet: await loadDietAnswers(db, customerId),
    foods: await loadFoodsAnswers(db, customerId),
    beverages: await loadBeveragesAnswers(db, customerId),
    takeout: await loadTakeoutAnswers(db, customerId),
  };
}

/** Which of those steps count as done from what is stored (docs/decisions/onboarding.md). */
export function questionnaireDone(answers: QuestionnaireAnswers): Set<StepId> {
  const measured = new Set(answers.body.markers.map((m) => m.markerId));
  const rules: [StepId, boolean][] = [
    ['focus', answers.focus.goalId !== null && answers.focus.valueIds.length > 0],
    [
      'body',
      measured.has(HEIGHT_MARKER_ID) && measured.has(WEIGHT_MARKER_ID) && answers.body.takesGlp1 !== null,
    ],
    ['womens-health', answers['womens-health'].reproductiveStageId !== null],
    ['medications', answers.medications.medications.length > 0],
    ['diet', answers.diet !== null],
    ['foods', answers.foods.frequencies.length > 0 || answers.foods.omittedFoodIds.length > 0],
    ['beverages', answers.beverages.frequencies.length > 0],
    ['takeout', answers.takeout.takeoutFrequency !== null],
  ];
  return new Set(rules.filter(([, done]) => done).map(([id]) => id));
}

// ── Saves: every id checked first (400 naming each bad one, nothing stored), then one transaction ──

export async function saveFocus(db: Db, customerId: number, body: DesiredFocusRequest, now: Date) {
  const ids = new IdCheck(db);
  await ids.check('focus_goal', body.goalId, 'goalId', 'Choose one of the goals');
  for (const [i, id] of body.valueIds.entries())
    await ids.check('focus_value', id, `valueIds.${i}`, 'Choose one of the focus areas');
  ids.done();
  await db.transaction(async (tx) => {
    await setAnswers(tx, customerId, { focusGoalId: body.goalId }, now);
    await tx.delete(questionnaireFocusValues).where(eq(questionnaireFocusValues.customerId, customerId));
    await tx
      .insert(questionnaireFocusValues)
      .values(body.valueIds.map((valueId) => ({ customerId, valueId })));
  });
}

const trim1 = (n: number) => String(Math.round(n * 10) / 10);

/**
 * Body measurements in each marker's own unit (height and weight required, derived markers
 * refused) and the GLP-1 answer. The profile's measurements go to `customers` in SI; saying no
 * to GLP-1 clears the saved medications.
 */
export async function saveBody(db: Db, customerId: number, body: PhysioMarkersRequest, now: Date) {
  const markers = new Map((await loadMarkers(db)).map((m) => [m.id, m]));
  const ids = new IdCheck(db);
  for (const [i, entry] of body.markers.entries()) {
    const marker = markers.get(entry.markerId);
    if (!marker) {
      ids.add(`markers.${i}.markerId`, 'Choose one of the measurements');
      continue;
    }
    if (marker.derived) {
      ids.add(`markers.${i}.markerId`, `${marker.name} is worked out from your other measurements`);
      continue;
    }
    const { min, max } = markerLimits(marker);
    if (entry.value < min || entry.value > max)
      ids.add(
        `markers.${i}.value`,
        `Enter a ${marker.name.toLowerCase()} between ${trim1(min)} and ${trim1(max)} ${marker.unit}`,
      );
  }
  const sent = new Set(body.markers.map((m) => m.markerId));
  if (!sent.has(HEIGHT_MARKER_ID)) ids.add('markers', 'Enter your height');
  if (!sent.has(WEIGHT_MARKER_ID)) ids.add('markers', 'Enter your weight');
  ids.done();

  const profile: Partial<Record<(typeof PROFILE_MEASUREMENTS)[ProfileAbbr]['column'], number | null>> = {};
  const others: { customerId: number; physioMarkerId: number; value: number }[] = [];
  for (const { column } of Object.values(PROFILE_MEASUREMENTS)) profile[column] = null;
  for (const entry of body.markers) {
    const marker = markers.get(entry.markerId)!;
    if (isProfileAbbr(marker.abbr)) {
      const { kind, column } = PROFILE_MEASUREMENTS[marker.abbr];
      profile[column] = storedMeasurement(kind, toSi(kind, entry.value, marker.unit));
    } else others.push({ customerId, physioMarkerId: marker.id, value: entry.value });
  }
  await db.transaction(async (tx) => {
    await setAnswers(tx, customerId, { takesGlp1: body.takesGlp1 }, now);
    if (!body.takesGlp1)
      await tx.delete(questionnaireMedications).where(eq(questionnaireMedications.customerId, customerId));
    await tx.delete(questionnairePhysioValues).where(eq(questionnairePhysioValues.customerId, customerId));
    if (others.length) await tx.insert(questionnairePhysioValues).values(others);
    await tx.update(customers).set(profile).where(eq(customers.id, customerId));
  });
}

export const NO_GLP1_MESSAGE =
  'You said you take no GLP-1 medication. Change that answer in “Your body” first to list one.';
export const GLP1_UNANSWERED_MESSAGE =
  'Answer whether you take a GLP-1 medication in “Your body” first, then list it here.';

function requireGlp1(takesGlp1: boolean | null | undefined) {
  if (takesGlp1 !== true)
    throw new HttpError(409, takesGlp1 === false ? NO_GLP1_MESSAGE : GLP1_UNANSWERED_MESSAGE);
}

export async function saveMedications(db: Db, customerId: number, body: MedicationsStepBody, now: Date) {
  requireGlp1((await answersRow(db, customerId))?.takesGlp1);
  const ids = new IdCheck(db);
  const seen = new Set<number>();
  const latest = utcDayOf(now.getTime() + DAY_MS);
  for (const [i, m] of body.medications.entries()) {
    await ids.check(
      'glp1_medication',
      m.medicationId,
      `medications.${i}.medicationId`,
      'Choose one of the medications',
    );
    if (seen.has(m.medicationId)) ids.add(`medications.${i}.medicationId`, 'List each medication once');
    seen.add(m.medicationId);
    await ids.check('glp1_reason', m.reasonId, `medications.${i}.reasonId`, 'Choose one of the reasons');
    await ids.check(
      'glp1_taking_method',
      m.takingMethodId,
      `medications.${i}.takingMethodId`,
      'Choose how you take it',
    );
    if (m.startedOn && m.startedOn > latest)
      ids.add(`medications.${i}.startedOn`, 'The date cannot be in the future');
  }
  ids.done();
  await db.transaction(async (tx) => {
    // Locked, so a "no" to GLP-1 saved meanwhile (which clears the medications) cannot be undone here.
    const [row] = await tx
      .select({ takesGlp1: questionnaireAnswers.takesGlp1 })
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.customerId, customerId))
      .for('update');
    requireGlp1(row?.takesGlp1);
    await tx.delete(questionnaireMedications).where(eq(questionnaireMedications.customerId, customerId));
    await tx.insert(questionnaireMedications).values(
      body.medications.map((m, position) => ({
        customerId,
        medicationId: m.medicationId,
        reasonId: m.reasonId,
        takingMethodId: m.takingMethodId,
        startedOn: m.startedOn ?? null,
        position,
      })),
    );
    await setAnswers(tx, customerId, {}, now);
  });
}

export async function saveDiet(db: Db, customerId: number, body: ConstraintsPostRequest, now: Date) {
  const ids = new IdCheck(db);
  for (const [i, id] of body.constraints.entries())
    await ids.check('dietary_constraint', id, `constraints.${i}`, 'Choose one of the dietary needs');
  ids.done();
  await db.transaction(async (tx) => {
    await setAnswers(tx, customerId, { dietSavedAt: now }, now);
    await tx
      .delete(questionnaireDietaryConstraints)
      .where(eq(questionnaireDietaryConstraints.customerId, customerId));
    if (body.constraints.length)
      await tx
        .insert(questionnaireDietaryConstraints)
        .values(body.constraints.map((constraintId) => ({ customerId, constraintId })));
  });
}

export async function saveFoods(db: Db, customerId: number, body: FoodsPostBody, now: Date) {
  const ids = new IdCheck(db);
  for (const [i, f] of body.frequencies.entries()) {
    await ids.check('food', f.foodId, `frequencies.${i}.foodId`, 'Choose one of the foods');
    await ids.check('food_frequency', f.frequencyId, `frequencies.${i}.frequencyId`, 'Choose how often');
  }
  const rated = new Set(body.frequencies.map((f) => f.foodId));
  for (const [i, id] of body.omittedFoodIds.entries()) {
    await ids.check('food', id, `omittedFoodIds.${i}`, 'Choose one of the foods');
    if (rated.has(id))
      ids.add(`omittedFoodIds.${i}`, 'You rated this food: either rate it or leave it out, not both');
  }
  ids.done();
  await db.transaction(async (tx) => {
    await tx.delete(questionnaireFoods).where(eq(questionnaireFoods.customerId, customerId));
    const rows = [
      ...body.frequencies.map((f) => ({ customerId, foodId: f.foodId, frequencyId: f.frequencyId })),
      ...body.omittedFoodIds.map((foodId) => ({ customerId, foodId, frequencyId: null })),
    ];
    if (rows.length) await tx.insert(questionnaireFoods).values(rows);
    await setAnswers(tx, customerId, {}, now);
  });
}

export async function saveBeverages(db: Db, customerId: number, body: BeveragesPostRequest, now: Date) {
  const ids = new IdCheck(db);
  for (const [i, f] of body.frequencies.entries()) {
    await ids.check('beverage', f.beverageId, `frequencies.${i}.beverageId`, 'Choose one of the drinks');
    await ids.check(
      'beverage_frequency',
      f.frequencyId,
      `frequencies.${i}.frequencyId`,
      'Choose how many a day',
    );
  }
  ids.done();
  await db.transaction(async (tx) => {
    await tx.delete(questionnaireBeverages).where(eq(questionnaireBeverages.customerId, customerId));
    if (body.frequencies.length)
      await tx.insert(questionnaireBeverages).values(body.frequencies.map((f) => ({ customerId, ...f })));
    await setAnswers(tx, customerId, {}, now);
  });
}

export async function saveTakeout(db: Db, customerId: number, body: TakeoutPostRequest, now: Date) {
  const ids = new IdCheck(db);
  await ids.check(
    'takeout_frequency',
    body.takeoutFrequency,
    'takeoutFrequency',
    'Choose how often you eat out',
  );
  ids.done();
  await db.transaction(async (tx) => {
    await setAnswers(tx, customerId, { takeoutFrequencyId: body.takeoutFrequency }, now);
  });
}
