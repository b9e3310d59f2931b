import { eq } from 'drizzle-orm';
import { activationState as activationStateSchema, type ActivationState } from '../../contract/auth';
import { ONBOARDING_ORDER, type OnboardingFlow, type OnboardingStatus } from '../../contract/onboarding';
import {
  activationRank,
  canComplete,
  currentStep,
  flowSteps,
  phaseOpen,
  STEP_IDS,
  STEP_INFO,
  type StepId,
  type StepPhase,
} from '../../domain/onboarding';
import type { Db } from '../db';
import { teamMembers } from '../db/schema';
import { HttpError } from '../http/errors';
import { findCustomer, type CustomerRow } from './customers';
import { loadQuestionnaireAnswers, questionnaireDone } from './questionnaire';

// INTERFACE STUB (issue 14): the server-core slice implements these; the questionnaire slice calls them.
// MINIMAL BODIES of the questionnaire slice's branch only, so its tests run: the merge takes the
// core slice's file (the questionnaire's answers from loadQuestionnaireAnswers, every other step empty).

const stateOf = (row: CustomerRow): ActivationState => activationStateSchema.parse(row.activationState);

async function customerRow(db: Db, customerId: number) {
  const row = await findCustomer(db, customerId);
  if (!row) throw new HttpError(401, 'Your session has ended. Please log in again.');
  return row;
}

/** The customer's flow as GET onboarding/flow answers it (steps, current step, every saved answer). */
export async function loadFlow(db: Db, customerId: number, _now: Date): Promise<OnboardingFlow> {
  const row = await customerRow(db, customerId);
  const state = stateOf(row);
  const answers = await loadQuestionnaireAnswers(db, customerId);
  const [team] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.customerId, customerId));
  // Steps of a phase the customer has passed count as done.
  const passed = STEP_IDS.filter((id) => activationRank(state) > activationRank(STEP_INFO[id].phase));
  const done = new Set<StepId>([...passed, ...questionnaireDone(answers)]);
  const steps = flowSteps({
    activationState: state,
    sex: row.sex,
    takesGlp1: answers.body.takesGlp1,
    inTeam: team !== undefined,
    needsDraw: false,
    done,
    skipped: new Set(),
  });
  return {
    activationState: state,
    steps,
    currentStep: currentStep(steps, state),
    canComplete: canComplete(steps),
    answers: {
      details: {
        firstName: row.firstName,
        lastName: row.lastName,
        birthDate: row.birthDate,
        sex: row.sex,
        phone: row.phone ?? row.pendingPhone,
        whereDidYouHearId: null,
      },
      address: null,
      security: { question: row.securityQuestion },
      consent: { termsAcceptedAt: null, researchConsent: false },
      ...answers,
      coach: null,
      draw: null,
      review: {},
    },
  };
}

/** GET onboarding/status, derived from the same flow. */
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

/**
 * Refuses (HttpError 409, code ONBOARDING_ORDER) a save of a step of `phase` while the customer's
 * activation state has not reached it; answers the customer's row otherwise.
 */
export async function requirePhase(db: Db, customerId: number, phase: StepPhase): Promise<CustomerRow> {
  const row = await customerRow(db, customerId);
  if (!phaseOpen(stateOf(row), phase))
    throw new HttpError(409, `${ONBOARDING_ORDER}: finish the onboarding steps before this one first.`);
  return row;
}

/**
 * Moves the customer's activation state forward as far as the stored data allows (PURCHASE →
 * REQUIRED_DETAILS → ACCOUNT → ONBOARDING_REQUIRED; never to ACTIVE, which only `complete` does).
 * Call after every save that may finish a phase. Answers the state it leaves the customer in.
 */
export async function advanceActivation(db: Db, customerId: number, _now: Date): Promise<ActivationState> {
  return stateOf(await customerRow(db, customerId));
}
