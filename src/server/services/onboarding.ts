import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { birthDateProblem } from '../../contract/account';
import type { ActivationState } from '../../contract/auth';
import type { FieldIssue } from '../../contract/http';
import {
  ONBOARDING_ORDER,
  type OnboardingFlow,
  type OnboardingStatus,
  type StepAnswers,
} from '../../contract/onboarding';
import type { Address } from '../../contract/orders';
import {
  activationRank,
  activeAccountFlags,
  canComplete,
  currentStep,
  flowSteps,
  nextActivationState,
  phaseClosedMessage,
  phaseOpen,
  STEP_INFO,
  type FlowFacts,
  type StepId,
  type StepPhase,
} from '../../domain/onboarding';
import { isDiyPackage } from '../../domain/orders';
import { smsDestinationProblem, SMS_DESTINATION_MESSAGES } from '../../domain/sms-destinations';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';
import type { Db } from '../db';
import {
  companies,
  customerAddresses,
  customers,
  onboardingProgress,
  orders,
  products,
  staff,
  teamMembers,
  teams,
} from '../db/schema';
import { HttpError, invalid } from '../http/errors';
import type { CustomerRow } from './customers';
import { activateMbd, customerTests, refreshUnusedTest, testState, type StoredTest } from './orders';
import { loadQuestionnaireAnswers, optionExists, questionnaireDone } from './questionnaire';

// spec 000 §4 (activation states), §7.5: the server owns the flow. Each step's answers live where
// the rest of the product reads them; docs/decisions/onboarding.md says which call saves each.

type ProgressRow = typeof onboardingProgress.$inferSelect;

const inTransaction = <T>(db: Db, work: (t: Db) => Promise<T>) =>
  db.transaction(async (tx) => work(tx as unknown as Db));

async function customerRow(db: Db, customerId: number, lock = false) {
  const query = db.select().from(customers).where(eq(customers.id, customerId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(401, SESSION_ENDED_MESSAGE);
  return row;
}

async function progressOf(db: Db, customerId: number): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingProgress)
    .where(eq(onboardingProgress.customerId, customerId));
  return row;
}

/** Creates the customer's progress row if need be, then applies `set` to it. */
async function saveProgress(
  db: Db,
  customerId: number,
  set: PgUpdateSetSource<typeof onboardingProgress>,
  now: Date,
) {
  await db
    .insert(onboardingProgress)
    .values({ customerId, updatedAt: now })
    .onConflictDoNothing({ target: onboardingProgress.customerId });
  await db
    .update(onboardingProgress)
    .set({ ...set, updatedAt: now })
    .where(eq(onboardingProgress.customerId, customerId));
}

/** The customer's team (the first joined, if several) with its company and coaches; null if none. */
async function loadCoach(db: Db, customerId: number): Promise<StepAnswers['coach']> {
  const [team] = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      companyId: companies.id,
      companyName: companies.name,
      granted: teamMembers.permissionGranted,
      changedAt: teamMembers.permissionChangedAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .where(
      and(eq(teamMembers.customerId, customerId), eq(teamMembers.status, 'active'), isNull(teams.deletedAt)),
    )
    .orderBy(asc(teamMembers.joinedAt), asc(teams.id))
    .limit(1);
  if (!team) return null;
  const coaches = await db
    .select({ firstName: staff.firstName, lastName: staff.lastName })
    .from(staff)
    .where(and(eq(staff.companyId, team.companyId), eq(staff.kind, 'coach')))
    .orderBy(asc(staff.lastName), asc(staff.firstName), asc(staff.id));
  return {
    teamId: team.teamId,
    teamName: team.teamName,
    companyName: team.companyName,
    coaches,
    permissionGranted: team.changedAt ? team.granted : null,
  };
}

/**
 * The tests that need a mobile draw before they can be used (spec 000 §3 Test
 * shouldPreventActivationWithoutMbd): not used nor given away. The draw step shows the first
 * without a booking, else the first booked.
 */
async function drawTests(db: Db, customerId: number, now: Date): Promise<StoredTest[]> {
  const candidates = (await customerTests(db, customerId, now)).filter(
    (t) =>
      t.body.shouldPreventActivationWithoutMbd &&
      (testState(t.row) === 'available' || testState(t.row) === 'activated'),
  );
  return [...candidates.filter((t) => !t.body.hasMbd), ...candidates.filter((t) => t.body.hasMbd)];
}

async function hasOrder(db: Db, customerId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNull(orders.companyId)))
    .limit(1);
  return row !== undefined;
}

const verifiedPhone = (row: CustomerRow) => (row.phoneVerifiedAt && row.phone ? row.phone : null);

interface Gathered {
  row: CustomerRow;
  facts: FlowFacts;
  answers: StepAnswers;
}

/** Everything the flow is derived from, read once. */
async function gather(db: Db, row: CustomerRow, now: Date): Promise<Gathered> {
  const [progress, address, questionnaire, coach, draws] = [
    await progressOf(db, row.id),
    (await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, row.id)))[0],
    await loadQuestionnaireAnswers(db, row.id),
    await loadCoach(db, row.id),
    await drawTests(db, row.id, now),
  ];
  const draw = draws[0];
  const phone = verifiedPhone(row) ?? row.pendingPhone;
  const done = new Set<StepId>(questionnaireDone(questionnaire));
  if (row.firstName.trim() && row.lastName.trim() && row.birthDate && row.sex && phone) done.add('details');
  if (address) done.add('address');
  if (row.securityQuestion && row.securityAnswerHash) done.add('security');
  if (progress?.termsAcceptedAt) done.add('consent');
  if (coach?.permissionGranted !== null && coach?.permissionGranted !== undefined) done.add('coach');
  if (draw?.body.hasMbd) done.add('draw');
  const facts: FlowFacts = {
    activationState: row.activationState as ActivationState,
    sex: row.sex,
    takesGlp1: questionnaire.body.takesGlp1,
    inTeam: coach !== null,
    needsDraw: draw !== undefined && !draw.body.hasMbd,
    done,
    skipped: new Set(progress?.skippedSteps ?? []),
  };
  const answers: StepAnswers = {
    details: {
      firstName: row.firstName,
      lastName: row.lastName,
      birthDate: row.birthDate,
      sex: row.sex,
      phone,
      whereDidYouHearId: progress?.whereDidYouHearId ?? null,
    },
    address: address
      ? {
          country: address.country,
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
        }
      : null,
    security: { question: row.securityQuestion },
    consent: {
      termsAcceptedAt: progress?.termsAcceptedAt?.toISOString() ?? null,
      researchConsent: progress?.researchConsent ?? false,
    },
    ...questionnaire,
    coach,
    draw: draw ? { test: draw.body } : null,
    review: {},
  };
  return { row, facts, answers };
}

function flowOf({ facts, answers }: Gathered): OnboardingFlow {
  const steps = flowSteps(facts);
  return {
    activationState: facts.activationState,
    steps,
    currentStep: currentStep(steps, facts.activationState),
    canComplete: canComplete(steps),
    answers,
  };
}

/** The customer's flow as GET onboarding/flow answers it (steps, current step, every saved answer). */
export async function loadFlow(db: Db, customerId: number, now: Date): Promise<OnboardingFlow> {
  return flowOf(await gather(db, await customerRow(db, customerId), now));
}

/** GET questionnaire/flow: the same flow, with the steps of ONBOARDING_REQUIRED only. */
export async function loadQuestionnaireFlow(db: Db, customerId: number, now: Date): Promise<OnboardingFlow> {
  const flow = await loadFlow(db, customerId, now);
  const steps = flow.steps.filter((s) => s.phase === 'ONBOARDING_REQUIRED');
  return {
    ...flow,
    steps,
    currentStep: currentStep(steps, flow.activationState),
    canComplete: canComplete(flow.steps),
  };
}

/** GET onboarding/status, derived from the same flow: steps done or skipped out of all the customer meets. */
export async function loadStatus(db: Db, customerId: number, now: Date): Promise<OnboardingStatus> {
  const flow = await loadFlow(db, customerId, now);
  return {
    activationState: flow.activationState,
    currentStep: flow.currentStep,
    done: flow.steps.filter((s) => s.state !== 'todo').length,
    total: flow.steps.length,
    canComplete: flow.canComplete,
  };
}

const orderConflict = (state: ActivationState, issues?: FieldIssue[]) =>
  new HttpError(409, phaseClosedMessage(state), issues, undefined, ONBOARDING_ORDER);

/**
 * Refuses (HttpError 409, code ONBOARDING_ORDER) a save of a step of `phase` while the customer's
 * activation state has not reached it; answers the customer's row otherwise.
 */
export async function requirePhase(db: Db, customerId: number, phase: StepPhase): Promise<CustomerRow> {
  const row = await customerRow(db, customerId);
  const state = row.activationState as ActivationState;
  if (!phaseOpen(state, phase)) throw orderConflict(state);
  return row;
}

/**
 * Moves the customer's activation state forward as far as the stored data allows (PURCHASE →
 * REQUIRED_DETAILS → ACCOUNT → ONBOARDING_REQUIRED; never to ACTIVE, which only `complete` does).
 * Call after every save that may finish a phase. Answers the state it leaves the customer in.
 */
export async function advanceActivation(db: Db, customerId: number, now: Date): Promise<ActivationState> {
  return inTransaction(db, async (t) => {
    // The row lock makes two saves at once advance one after the other, never backwards.
    const row = await customerRow(t, customerId, true);
    const from = row.activationState as ActivationState;
    if (activationRank(from) >= activationRank('ONBOARDING_REQUIRED')) return from;
    const { facts } = await gather(t, row, now);
    // The steps as they would be once past PURCHASE (in PURCHASE the flow is empty).
    const steps = flowSteps({ ...facts, activationState: 'REQUIRED_DETAILS' });
    const bought = await hasOrder(t, customerId);
    let state = from;
    for (let next = nextActivationState(state, { hasOrder: bought, steps }); next;) {
      state = next;
      next = nextActivationState(state, { hasOrder: bought, steps });
    }
    if (state !== from)
      await t
        .update(customers)
        .set({ activationState: state })
        .where(and(eq(customers.id, customerId), eq(customers.activationState, from)));
    return state;
  });
}

// ── Saves ────────────────────────────────────────────────────────────────────

export interface Demographics {
  firstName: string;
  lastName: string;
  birthDate: string;
  sex: 'male' | 'female';
  phone: string;
  whereDidYouHearId: number | null;
}

/** POST demographics: the required details in one save; the phone waits as the pending one. */
export async function saveDemographics(db: Db, customerId: number, body: Demographics, now: Date) {
  const row = await requirePhase(db, customerId, 'REQUIRED_DETAILS');
  const sameAsVerified = verifiedPhone(row) === body.phone;
  const issues: FieldIssue[] = [];
  const birthProblem = birthDateProblem(body.birthDate, now);
  if (birthProblem) issues.push({ path: 'birthDate', message: birthProblem });
  const phoneProblem = sameAsVerified ? undefined : smsDestinationProblem(body.phone);
  if (phoneProblem) issues.push({ path: 'phone', message: SMS_DESTINATION_MESSAGES[phoneProblem] });
  if (
    body.whereDidYouHearId !== null &&
    !(await optionExists(db, 'where_did_you_hear', body.whereDidYouHearId))
  )
    issues.push({ path: 'whereDidYouHearId', message: 'Choose one of the options' });
  if (issues.length) throw invalid(issues);
  await inTransaction(db, async (t) => {
    await t
      .update(customers)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        birthDate: body.birthDate,
        sex: body.sex,
        pendingPhone: sameAsVerified ? null : body.phone,
      })
      .where(eq(customers.id, customerId));
    await saveProgress(t, customerId, { whereDidYouHearId: body.whereDidYouHearId }, now);
  });
  await advanceActivation(db, customerId, now);
  return loadFlow(db, customerId, now);
}

/** POST questionnaire/start: the consent; the time of the first acceptance is kept. */
export async function giveConsent(db: Db, customerId: number, researchConsent: boolean, now: Date) {
  await requirePhase(db, customerId, 'ACCOUNT');
  await inTransaction(db, async (t) => {
    const accepted = (await progressOf(t, customerId))?.termsAcceptedAt ?? now;
    await saveProgress(t, customerId, { termsAcceptedAt: accepted, researchConsent }, now);
  });
  await advanceActivation(db, customerId, now);
  return loadFlow(db, customerId, now);
}

/** GET questionnaire/skip: the optional steps of this customer's flow that are open and not done. */
export async function skippableSteps(db: Db, customerId: number, now: Date): Promise<StepId[]> {
  const flow = await loadFlow(db, customerId, now);
  return flow.steps
    .filter((s) => s.optional && s.state !== 'done' && phaseOpen(flow.activationState, s.phase))
    .map((s) => s.id);
}

/** POST questionnaire/skip: only an optional step of this customer's flow, once its phase is open. */
export async function skipStep(db: Db, customerId: number, step: StepId, now: Date) {
  if (!STEP_INFO[step].optional)
    throw invalid([{ path: 'step', message: `“${STEP_INFO[step].title}” cannot be skipped` }]);
  await requirePhase(db, customerId, STEP_INFO[step].phase);
  const flow = await loadFlow(db, customerId, now);
  if (!flow.steps.some((s) => s.id === step))
    throw invalid([{ path: 'step', message: `“${STEP_INFO[step].title}” is not part of your onboarding` }]);
  await saveProgress(
    db,
    customerId,
    {
      skippedSteps: sql`case when ${onboardingProgress.skippedSteps} @> ${JSON.stringify([step])}::jsonb
        then ${onboardingProgress.skippedSteps}
        else ${onboardingProgress.skippedSteps} || ${JSON.stringify([step])}::jsonb end`,
    },
    now,
  );
  return loadFlow(db, customerId, now);
}

/** GET customerCoach: the customer's team and its coaches; 404 when the customer is in no team. */
export async function customerCoach(db: Db, customerId: number) {
  const coach = await loadCoach(db, customerId);
  if (!coach) throw new HttpError(404, 'You are not in a coach’s team, so there is no coach to show.');
  return coach;
}

export interface DrawBooking {
  testId: number;
  scheduledAt: Date;
  phone: string;
  address: Address;
}

/** POST MobileBloodDraw/confirm: books the draw of the customer's test that needs one. */
export async function confirmDraw(db: Db, customerId: number, booking: DrawBooking, now: Date) {
  await requirePhase(db, customerId, 'ONBOARDING_REQUIRED');
  const draws = await drawTests(db, customerId, now);
  if (draws.length === 0) throw new HttpError(409, 'None of your tests needs an at-home blood draw.');
  if (!draws.some((d) => d.body.id === booking.testId))
    throw invalid([{ path: 'testId', message: 'Choose the test that needs an at-home blood draw' }]);
  await activateMbd(db, customerId, booking, now);
  return loadFlow(db, customerId, now);
}

/**
 * POST complete: ONBOARDING_REQUIRED → ACTIVE once every required step is done, with the pages and
 * flags the plans bought give (spec 000 §3, §6). An ACTIVE customer gets the flow unchanged.
 */
export async function completeOnboarding(db: Db, customerId: number, now: Date) {
  await advanceActivation(db, customerId, now);
  await inTransaction(db, async (t) => {
    const row = await customerRow(t, customerId, true);
    const state = row.activationState as ActivationState;
    if (state === 'ACTIVE') return;
    if (state !== 'ONBOARDING_REQUIRED') throw orderConflict(state);
    const flow = flowOf(await gather(t, row, now));
    const left = flow.steps.filter((s) => s.id !== 'review' && s.state === 'todo');
    if (left.length)
      throw new HttpError(
        409,
        `Finish these steps first: ${left.map((s) => `${STEP_INFO[s.id].title}${s.optional ? ' (or skip it)' : ''}`).join(', ')}.`,
        left.map((s) => ({
          path: s.id,
          message: s.optional ? 'Answer or skip this step' : 'Answer this step',
        })),
        undefined,
        ONBOARDING_ORDER,
      );
    const bought = await t
      .select({
        packageId: orders.packageId,
        categories: products.categories,
        bloodTestIncluded: products.bloodTestIncluded,
      })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(and(eq(orders.customerId, customerId), isNull(orders.companyId)));
    const flags = activeAccountFlags(bought.map((b) => ({ ...b, isDiy: isDiyPackage(b.packageId) })));
    await t
      .update(customers)
      .set({
        activationState: 'ACTIVE',
        permissions: [...new Set([...(row.permissions as typeof flags.permissions), ...flags.permissions])],
        isDnaOnly: flags.isDnaOnly,
        hasAccessToBru: row.hasAccessToBru || flags.hasAccessToBru,
        allowedToSeeInnerAge: row.allowedToSeeInnerAge || flags.allowedToSeeInnerAge,
        hasDiyOrderWithInnerAge: row.hasDiyOrderWithInnerAge || flags.hasDiyOrderWithInnerAge,
        canAddInnerAge: row.canAddInnerAge || flags.canAddInnerAge,
      })
      .where(and(eq(customers.id, customerId), eq(customers.activationState, 'ONBOARDING_REQUIRED')));
    await saveProgress(t, customerId, { completedAt: now }, now);
    await refreshUnusedTest(t, customerId);
  });
  return loadFlow(db, customerId, now);
}
