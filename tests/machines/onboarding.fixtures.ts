import type { ActivationState } from '../../src/contract/auth';
import type { OnboardingFlow, StepAnswers } from '../../src/contract/onboarding';
import {
  canComplete,
  currentStep,
  flowSteps,
  type FlowFacts,
  type StepId,
} from '../../src/domain/onboarding';
import { onboardingMachine } from '../../machines/onboarding.machine';
import type { ModelSpec } from '../model/harness';
import { apiError } from './support';

export const noAnswers: StepAnswers = {
  details: {
    firstName: 'Riley',
    lastName: 'Chen',
    birthDate: null,
    sex: null,
    phone: null,
    whereDidYouHearId: null,
  },
  address: null,
  security: { question: null },
  consent: { termsAcceptedAt: null, researchConsent: false },
  focus: { goalId: null, valueIds: [] },
  body: { markers: [], takesGlp1: null },
  'womens-health': {
    reproductiveStageId: null,
    contraceptionTypeId: null,
    hormoneTherapyTypeId: null,
    lastPeriodDate: null,
    cycleLengthDays: null,
  },
  medications: { medications: [] },
  diet: null,
  foods: { frequencies: [], omittedFoodIds: [] },
  beverages: { frequencies: [] },
  takeout: { takeoutFrequency: null },
  coach: null,
  draw: null,
  review: {},
};

/** A flow as the server answers it, built with the domain's own rule. */
export function flowOf(
  activationState: ActivationState,
  done: readonly StepId[] = [],
  skipped: readonly StepId[] = [],
  facts: Partial<Pick<FlowFacts, 'sex' | 'takesGlp1' | 'inTeam' | 'needsDraw'>> = {},
): OnboardingFlow {
  const steps = flowSteps({
    activationState,
    sex: 'male',
    takesGlp1: false,
    inTeam: false,
    needsDraw: false,
    ...facts,
    done: new Set(done),
    skipped: new Set(skipped),
  });
  return {
    activationState,
    steps,
    currentStep: currentStep(steps, activationState),
    canComplete: canComplete(steps),
    answers: noAnswers,
  };
}

const QUESTIONNAIRE: StepId[] = ['focus', 'body', 'diet', 'foods', 'beverages', 'takeout'];
const EARLIER: StepId[] = ['details', 'address', 'security', 'consent'];

export const flows = {
  purchase: flowOf('PURCHASE'),
  details: flowOf('REQUIRED_DETAILS'),
  address: flowOf('REQUIRED_DETAILS', ['details']),
  security: flowOf('ACCOUNT', ['details', 'address']),
  focus: flowOf('ONBOARDING_REQUIRED', EARLIER),
  diet: flowOf('ONBOARDING_REQUIRED', [...EARLIER, 'focus', 'body']),
  foods: flowOf('ONBOARDING_REQUIRED', [...EARLIER, 'focus', 'body', 'diet']),
  /** Every step answered but foods, which was skipped: the summary. */
  review: flowOf(
    'ONBOARDING_REQUIRED',
    [...EARLIER, 'focus', 'body', 'diet', 'beverages', 'takeout'],
    ['foods'],
  ),
  /** The summary reached, then body was found unanswered (another device cleared it). */
  bodyLeft: flowOf('ONBOARDING_REQUIRED', [...EARLIER, 'focus', 'diet', ...QUESTIONNAIRE.slice(3)]),
  active: flowOf('ACTIVE', [...EARLIER, ...QUESTIONNAIRE]),
  /** A flow the browser cannot place (no current step): answered as a load failure. */
  broken: { ...flowOf('REQUIRED_DETAILS'), steps: [], currentStep: null },
} satisfies Record<string, OnboardingFlow>;

export const badPhone = apiError(400, {
  error: 'Check the fields marked',
  issues: [{ path: 'phone', message: 'Enter a phone number with its area code' }],
});
export const offline = apiError(0, { error: 'We could not reach the server. Check your connection.' });
export const stepsLeftError = apiError(409, { error: 'Finish these steps first: Your body' });

/** The model of the machine's model test and of the model test through the page. */
export const onboardingModel: ModelSpec<typeof onboardingMachine> = {
  name: 'onboarding',
  machine: onboardingMachine,
  events: {
    'step.save': [{ type: 'step.save', body: { answer: 'yes' } }],
    'step.open': [
      { type: 'step.open', step: 'foods' },
      { type: 'step.open', step: 'review' },
    ],
  },
  actors: {
    loadFlow: {
      outputs: [flows.details, flows.purchase, flows.active, flows.review, flows.bodyLeft, flows.broken],
      errors: [offline],
    },
    saveStep: { outputs: [flows.address, flows.review], errors: [badPhone, offline] },
    skipStep: { outputs: [flows.review], errors: [offline] },
    completeOnboarding: { outputs: [flows.active], errors: [stepsLeftError, offline] },
    reloadProfile: { outputs: [undefined], errors: [new Error('The profile could not be loaded')] },
  },
  // what the guards read: which flow, the step shown, how it was opened, a body to retry
  project: ({ context }) => ({
    flow: context.flow ? `${context.flow.activationState}@${context.flow.currentStep}` : null,
    step: context.step ?? null,
    fromReview: context.openedFromReview,
    pending: context.pendingBody !== undefined,
    failed: context.failure === undefined ? null : context.failure.status,
    left: context.left.length,
  }),
};
